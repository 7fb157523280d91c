/**
 * Who plays each seat: the bot moves the table holds (from `joined` and `update`), the log lines
 * they make, the seat captions (a bot's level, a bot playing for a person) and the history mark.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  legalActions,
  legalMenu,
  viewChanges,
  viewEventsFor,
  viewFor,
  type GameState,
} from '@bomb-busters/engine';
import type { BotMove, RoomInfo, RoomSeat, ServerMessage } from '@bomb-busters/protocol';
import { en, fr, nl, vi } from './catalogs';
import {
  botMovePhrase,
  finishedByBot,
  logLines,
  seatTag,
  seatTagPhrase,
  seatTags,
} from '../src/logic/seats';
import { say } from '../src/logic/words';
import { initialTable, reduceTable, type TableState } from '../src/state/table';
import { format } from '../src/i18n/translate';

const person = (seat: number, extra: Partial<RoomSeat> = {}): RoomSeat => ({
  seat,
  kind: 'person',
  taken: true,
  connected: true,
  botTakeover: false,
  ...extra,
});
const roomInfo: RoomInfo = {
  room: 'r1',
  status: 'playing',
  mission: 1,
  players: 2,
  seats: [person(0), person(1)],
};

function game(): GameState {
  const created = createGame({ mission: 1, players: 2, seed: 'seats' });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** One legal action of whoever may act. */
function step(state: GameState): GameState {
  const seat = viewFor(state, 0).mayAct[0] ?? state.activeSeat;
  const applied = applyAction(state, legalActions(state, seat)[0]);
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.value.state;
}

const serve = (state: TableState, message: ServerMessage) =>
  reduceTable(state, { type: 'server', message });
const joined = (state: GameState, botMoves?: BotMove[]): ServerMessage => ({
  type: 'joined',
  room: 'r1',
  seat: 0,
  view: viewFor(state, 0),
  legal: legalMenu(state, 0),
  roomInfo,
  ...(botMoves ? { botMoves } : {}),
});
/** The update of the move from `before` to `after`, with its bot moves. */
const update = (
  before: GameState,
  after: GameState,
  botMoves?: BotMove[],
  wholeLog = false,
): ServerMessage => {
  const changes = viewChanges(before, after, after.log.slice(before.log.length));
  return {
    type: 'update',
    ...(wholeLog || !changes
      ? { view: viewFor(after, 0), events: [] }
      : { from: before.version, events: viewEventsFor(changes, 0) }),
    version: after.version,
    ...(botMoves ? { botMoves } : {}),
  };
};

describe('the bot moves the table holds', () => {
  const s0 = game();
  const s1 = step(s0);
  const s2 = step(s1);
  const s3 = step(s2);
  const away: BotMove = { at: s0.log.length, seat: 0, reason: 'away' };
  const clock: BotMove = { at: s2.log.length, seat: 1, reason: 'clock' };

  it('come with joined, then each update adds its own', () => {
    let table = serve(initialTable, joined(s1, [away]));
    expect(table.botMoves).toEqual([away]);
    table = serve(table, update(s1, s2));
    expect(table.botMoves).toEqual([away]);
    table = serve(table, update(s2, s3, [clock]));
    expect(table.botMoves).toEqual([away, clock]);
    // A reconnect's joined replaces them.
    expect(serve(table, joined(s3)).botMoves).toEqual([]);
  });

  it('are replaced with a whole log, and forgotten when the next game starts', () => {
    let table = serve(initialTable, joined(s2, [away]));
    table = serve(table, update(s2, s3, [away, clock], true));
    expect(table.botMoves).toEqual([away, clock]);
    table = serve(table, update(s3, s3, [away, clock], true));
    expect(table.botMoves).toEqual([away, clock]);
    // The room's next game: version 0 again, a whole view.
    table = serve(table, update(s0, s0, undefined, true));
    expect(table.botMoves).toEqual([]);
  });
});

describe('log lines', () => {
  const log = step(step(step(game()))).log.slice(0, 3);

  it('put each bot move just before the first event of its move', () => {
    expect(log).toHaveLength(3);
    const moves: BotMove[] = [
      { at: 0, seat: 1, reason: 'away' },
      { at: 2, seat: 0, reason: 'clock' },
    ];
    const lines = logLines(log, moves);
    expect(lines.map((l) => (l.kind === 'bot' ? `bot${l.move.seat}` : l.index))).toEqual([
      'bot1',
      0,
      1,
      'bot0',
      2,
    ]);
    expect(logLines(log, [])).toHaveLength(log.length);
    // A move past the log's end is still shown, last.
    expect(logLines(log, [{ at: 9, seat: 0, reason: 'away' }]).at(-1)).toMatchObject({
      kind: 'bot',
    });
  });

  it('say who the bot played for and why', () => {
    const t = (key: keyof typeof en, params?: Record<string, string | number>) =>
      format(en[key], params ?? {});
    const names = ['Ann', 'Bob'];
    expect(say(botMovePhrase({ at: 0, seat: 0, reason: 'away' }, names), t)).toBe(
      'A bot plays for Ann (away)',
    );
    expect(say(botMovePhrase({ at: 0, seat: 1, reason: 'clock' }, names), t)).toBe(
      'Time ran out: a bot played for Bob',
    );
  });
});

describe('seat captions', () => {
  it('give a bot seat its level (expert unless said) and a person played by a bot its reason', () => {
    expect(seatTag({ ...person(1), kind: 'bot', taken: false, level: 'cautious' })).toEqual({
      kind: 'bot',
      level: 'cautious',
    });
    expect(seatTag({ ...person(1), kind: 'bot', taken: false })).toEqual({
      kind: 'bot',
      level: 'expert',
    });
    expect(seatTag(person(0))).toBeNull();
    expect(seatTag(person(0, { connected: false }))).toBeNull();
    expect(seatTag(person(0, { connected: false, botTakeover: true }))).toEqual({ kind: 'away' });
    expect(seatTag(person(0, { botTakeover: true }))).toEqual({ kind: 'clock' });
    expect(seatTags([person(1, { connected: false, botTakeover: true })], 2)).toEqual([
      null,
      { kind: 'away' },
    ]);
  });

  it('name a bot’s level apart from the character cards, in every language', () => {
    for (const catalog of [en, fr, nl, vi]) {
      const cards = (['captain', 'expert-1', 'expert-2', 'expert-3', 'expert-4'] as const).map(
        (c) => catalog[`board.character.${c}`],
      );
      // Five cards, five names: "Expert 2" is a card, never the bare word a level uses.
      expect(new Set(cards).size).toBe(5);
      for (const level of ['expert', 'cautious'] as const) {
        const text = catalog[seatTagPhrase({ kind: 'bot', level }).key];
        for (const card of cards) expect(text).not.toBe(card);
      }
    }
  });
});

describe('the history', () => {
  it('marks a game a bot finished for this seat only', () => {
    expect(finishedByBot({ botFinished: [1, 3] }, 3)).toBe(true);
    expect(finishedByBot({ botFinished: [1, 3] }, 0)).toBe(false);
    expect(finishedByBot({}, 0)).toBe(false);
  });
});
