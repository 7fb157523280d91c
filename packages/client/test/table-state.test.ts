import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  EMPTY_MENU,
  legalActions,
  legalMenu,
  viewChanges,
  viewEventsFor,
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
/** What the server sends seat 0 for the moves from `before` to `after`: the changes (no view). */
function changed(before: GameState, after: GameState): ServerMessage {
  const events = after.log.slice(before.log.length);
  const changes = viewChanges(before, after, events);
  if (!changes) throw new Error('the game ended: a whole view');
  return {
    type: 'update',
    from: before.version,
    events: viewEventsFor(changes, 0),
    version: after.version,
  };
}
/** A whole view, as on game start, end and resync. */
const whole = (view: SeatView): ServerMessage => ({
  type: 'update',
  view,
  events: [],
  version: view.version,
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

  it('holds the view from joined, then applies each update’s changes', () => {
    let table = joinedAt(start);
    expect(table).toMatchObject({ connection: 'open', joined: true, seat: 0 });
    let state = start;
    for (let i = 0; i < 3; i++) {
      const next = advance(state, 1);
      table = serve(table, changed(state, next));
      expect(table.fresh).toEqual(viewFor(next, 0).log.slice(state.log.length));
      state = next;
    }
    expect(table.view).toEqual(viewFor(state, 0));
    // No menu came: the seat may not act, or the update said it has nothing to do.
    expect(table.legal).toEqual(EMPTY_MENU);
  });

  it('stays the same state (nothing to draw) for a room summary or notes it already holds', () => {
    const table = serve(joinedAt(start), { type: 'notes', game: 1, notes: [] });
    // The summary the server sends every socket once this one joined: the same as in `joined`.
    expect(serve(table, { type: 'room', roomInfo: structuredClone(roomInfo) })).toBe(table);
    expect(serve(table, { type: 'notes', game: 1, notes: [] })).toBe(table);
    const away = { ...roomInfo, seats: roomInfo.seats.map((s) => ({ ...s, connected: false })) };
    expect(serve(table, { type: 'room', roomInfo: away }).roomInfo).toEqual(away);
  });

  it('keeps its view over a gap until a whole view comes, which replaces it', () => {
    const later = advance(start, 3);
    let table = joinedAt(start);
    // The update from version 1 does not follow the held version 0: nothing changes.
    const gap = serve(table, changed(advance(start, 1), later));
    expect(gap).toBe(table);
    table = serve(table, whole(viewFor(later, 0)));
    expect(table.view).toEqual(viewFor(later, 0));
    // Changes made before that whole view are already in it.
    expect(serve(table, changed(advance(start, 2), later)).view).toBe(table.view);
    // The room's next game: version 0 again, as a whole view.
    table = serve(table, whole(viewFor(start, 0)));
    expect(table.view).toEqual(viewFor(start, 0));
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
