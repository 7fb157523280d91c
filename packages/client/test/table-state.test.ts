import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  legalActions,
  legalMenu,
  viewFor,
  type GameState,
  type SeatView,
} from '@bomb-busters/engine';
import type { RoomInfo, ServerMessage } from '@bomb-busters/protocol';
import { initialTable, reduceTable, type TableState } from '../src/state/table';

const roomInfo: RoomInfo = {
  room: 'r1',
  status: 'playing',
  mission: 1,
  players: 2,
  seats: [
    { seat: 0, kind: 'person', taken: true, connected: true, botTakeover: false },
    { seat: 1, kind: 'bot', level: 'expert', taken: false, connected: true, botTakeover: false },
  ],
};

function game(): GameState {
  const created = createGame({ mission: 1, players: 2, seed: 'reducer' });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** Plays the first legal action of whoever may act, `n` times. */
function advance(state: GameState, n: number): GameState {
  let s = state;
  for (let i = 0; i < n; i++) {
    const seat = viewFor(s, 0).mayAct[0] ?? s.activeSeat;
    const action = legalActions(s, seat)[0];
    if (!action) throw new Error('no legal action');
    const applied = applyAction(s, action);
    if (!applied.ok) throw new Error(applied.error.message);
    s = applied.value.state;
  }
  return s;
}

const serve = (state: TableState, message: ServerMessage) =>
  reduceTable(state, { type: 'server', message });
const update = (view: SeatView, events: SeatView['log'], withLog = false): ServerMessage => ({
  type: 'update',
  view: withLog ? view : { ...view, log: [] },
  events,
  version: view.version,
  legal: { actions: [], dualCut: null, cutTogether: null },
});

describe('the table reducer', () => {
  const start = game();
  const joined = (state: GameState): ServerMessage => ({
    type: 'joined',
    room: 'r1',
    seat: 0,
    view: viewFor(state, 0),
    legal: legalMenu(state, 0),
    roomInfo,
  });
  const joinedAt = (state: GameState) => serve(initialTable, joined(state));

  it('holds the whole log from joined, then appends each update’s events', () => {
    let table = joinedAt(start);
    expect(table).toMatchObject({ connection: 'open', joined: true, seat: 0 });
    let state = start;
    for (let i = 0; i < 3; i++) {
      const next = advance(state, 1);
      const view = viewFor(next, 0);
      table = serve(table, update(view, view.log.slice(viewFor(state, 0).log.length)));
      state = next;
    }
    expect(table.view?.log).toEqual(viewFor(state, 0).log);
    expect(table.view?.version).toBe(state.version);
  });

  it('replaces the log when an update brings one, and starts afresh when the version drops', () => {
    const later = advance(start, 3);
    let table = joinedAt(later);
    const full = viewFor(later, 0);
    table = serve(table, update(full, full.log.slice(-1), true));
    expect(table.view?.log).toEqual(full.log);
    // The room's next game: version 0 again, its events only.
    const next = viewFor(start, 0);
    table = serve(table, update(next, next.log));
    expect(table.view?.log).toEqual(next.log);
  });

  it('keeps the sent action until its own ack or rejection, and shows the rejection', () => {
    let table = joinedAt(start);
    const action = legalMenu(start, 0).actions[0]!;
    table = reduceTable(table, { type: 'send', sent: { id: 'a-1', action } });
    table = serve(table, { type: 'ack', id: 'other', version: 1 });
    expect(table.sent?.id).toBe('a-1');
    table = serve(table, {
      type: 'rejected',
      id: 'a-1',
      code: 'NOT_YOUR_TURN',
      message: 'x',
    });
    expect(table.sent).toBeNull();
    expect(table.rejection).toEqual({ code: 'NOT_YOUR_TURN', id: 'a-1' });
    table = reduceTable(table, { type: 'dismiss' });
    expect(table.rejection).toBeNull();
    table = reduceTable(table, { type: 'send', sent: { id: 'a-2', action } });
    table = serve(table, { type: 'ack', id: 'a-2', version: 1 });
    expect(table.sent).toBeNull();
  });

  it('fatal join errors close the table; a busy server (gone once joined) or a drop does not', () => {
    for (const code of ['BAD_TOKEN', 'ROOM_EXPIRED', 'ROOM_FULL'] as const) {
      const refused = serve(initialTable, { type: 'error', code, message: 'x' });
      expect(refused).toMatchObject({ fatal: code, connection: 'closed' });
    }
    const busy = serve(initialTable, { type: 'error', code: 'SERVER_BUSY', message: 'x' });
    expect(busy).toMatchObject({ fatal: null, rejection: { code: 'SERVER_BUSY', id: null } });
    expect(serve(busy, joined(start)).rejection).toBeNull();
    const refused = serve(joinedAt(start), {
      type: 'rejected',
      id: 'a-1',
      code: 'NOT_YOUR_TURN',
      message: 'x',
    });
    expect(serve(refused, joined(start)).rejection).toEqual({ code: 'NOT_YOUR_TURN', id: 'a-1' });
    const dropped = reduceTable(joinedAt(start), { type: 'connection', state: 'reconnecting' });
    expect(dropped).toMatchObject({ connection: 'reconnecting', joined: false });
    expect(dropped.view).not.toBeNull();
    const limited = serve(joinedAt(start), { type: 'error', code: 'RATE_LIMITED', message: 'x' });
    expect(limited).toMatchObject({ fatal: null, rejection: { code: 'RATE_LIMITED', id: null } });
  });
});
