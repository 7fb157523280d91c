/**
 * Over real sockets: the moves a bot makes for a person seat (away past TAKEOVER_MS, or out of
 * turn-clock time) are said to the table (`botMoves` in `update` and `joined`, placed in the log),
 * the seat goes back to its person the moment they rejoin, and a finished game names the seats a
 * bot finished for (in the room's games and the history).
 */
import { describe, expect, it } from 'vitest';
import type { BotMove, GameListItem } from '@bomb-busters/protocol';
import { gameEventsOf } from '@bomb-busters/engine';
import { serverStats } from '../src/app.js';
import { BotMoves } from '../src/bot-moves.js';
import type { RoomSummary, ServerMessage } from '../src/messages.js';
import { openSqliteStore } from '../src/store/sqlite.js';
import type { SeatInfo } from '../src/store/types.js';
import { Client, http, over, startedRoom, type TestServer, withServer } from './helpers.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(pred: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!pred()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

type Joined = Extract<ServerMessage, { type: 'joined' }>;
type Update = Extract<ServerMessage, { type: 'update' }>;

/**
 * The bot moves a client holds after its messages, as a client keeps them: `joined` and a whole
 * log replace them, other updates add theirs. Checks on the way that an update's moves point into
 * its own events, the first one at the log's length before them.
 */
function heldMoves(messages: readonly ServerMessage[]): BotMove[] {
  let log = 0;
  let moves: BotMove[] = [];
  for (const m of messages) {
    if (m.type === 'joined') {
      log = m.view?.log.length ?? 0;
      moves = [...(m.botMoves ?? [])];
    } else if (m.type === 'update') {
      const mine = m.botMoves ?? [];
      if (m.view) {
        log = m.view.log.length;
        moves = [...mine];
        continue;
      }
      if (mine.length > 0) {
        expect(mine[0]?.at).toBe(log);
        for (const b of mine) expect(b.at).toBeLessThan(log + gameEventsOf(m.events).length);
      }
      log += gameEventsOf(m.events).length;
      moves.push(...mine);
    }
  }
  return moves;
}

/** The store's log of game 1: [seat, intent id] per entry. */
async function storedLog(server: TestServer, room: string): Promise<[number, string][]> {
  const store = openSqliteStore(server.config.sqliteFile);
  try {
    return (await store.entries(room)).map((e) => [e.seat, e.intentId]);
  } finally {
    await store.close();
  }
}

const awayMovesOf = (log: readonly [number, string][], seat: number) =>
  log.filter(([s, id]) => s === seat && id.startsWith('#bot-')).length;

describe('a bot playing for a person who is away', () => {
  it('is told in the log, and the seat is theirs again the moment they come back', async () => {
    await withServer(
      { TAKEOVER_MS: '50', BOT_DELAY_MS: '100', BOT_ONLY_DELAY_MS: '0' },
      async (server) => {
        const { id, hostToken, tokens } = await startedRoom(
          server.base,
          ['person', 'expert'],
          1,
          false,
        );
        const table = await Client.join(server.ws, id);
        await http(server.base, 'POST', `/api/rooms/${id}/start`, { hostToken });
        // Seat 0 never connects: after TAKEOVER_MS a bot plays it, and every such move is marked.
        await until(
          () => heldMoves(table.messages).filter((b) => b.seat === 0).length >= 2,
          'two bot moves for seat 0',
        );
        const taken = table.messages.find(
          (m) => m.type === 'room' && m.roomInfo.seats[0]?.botTakeover,
        );
        expect(taken).toBeDefined();

        const person = await Client.join(server.ws, id, tokens.get(0));
        const joined = person.messages.find((m): m is Joined => m.type === 'joined')!;
        expect(joined.roomInfo.seats[0]).toMatchObject({ connected: true, botTakeover: false });
        const before = joined.botMoves ?? [];
        expect(before.length).toBeGreaterThanOrEqual(2);
        expect(before.every((b) => b.seat === 0 && b.reason === 'away')).toBe(true);
        // The reconnect's list is the one the table was told move by move.
        const logLength = joined.view!.log.length;
        await table.until((v) => v.version >= joined.view!.version);
        expect(heldMoves(table.messages).filter((b) => b.at < logLength)).toEqual(before);

        // The person plays on to the end: no bot moves for them any more.
        const end = await person.play().until(over, 60_000);
        expect(['won', 'lost']).toContain(end.status);
        expect(person.acked.length).toBeGreaterThan(0);
        const afterJoin = person.messages.filter((m): m is Update => m.type === 'update');
        const last = afterJoin.at(-1)!;
        // The last update carries the whole log, so every bot move of the game: only the early ones.
        expect(last.botMoves).toEqual(before);
        expect(afterJoin.slice(0, -1).every((m) => m.botMoves === undefined)).toBe(true);
        expect(awayMovesOf(await storedLog(server, id), 0)).toBe(before.length);
        // The person made seat 0's last move: not a game a bot finished for them.
        await table.until(over);
        const rooms = table.messages.filter((m) => m.type === 'room');
        expect(rooms.at(-1)?.type === 'room' && rooms.at(-1)?.roomInfo.seats[0]).toMatchObject({
          connected: true,
          botTakeover: false,
        });
        const games = await http<{ games: GameListItem[] }>(
          server.base,
          'GET',
          `/api/rooms/${id}/games`,
        );
        expect(games.body.games).toHaveLength(1);
        expect(games.body.games[0]?.botFinished).toBeUndefined();
        await Promise.all([table.close(), person.close()]);
      },
    );
  }, 90_000);

  it('a game a bot finished for the person is marked, also after the room leaves memory', async () => {
    await withServer(
      { TAKEOVER_MS: '50', SNAPSHOT_EVERY: '3', ROOM_IDLE_MS: '200' },
      async (server) => {
        const { id, hostToken, tokens } = await startedRoom(
          server.base,
          ['expert', 'person', 'expert'],
          1,
          false,
        );
        const table = await Client.join(server.ws, id);
        await http(server.base, 'POST', `/api/rooms/${id}/start`, { hostToken });
        await table.until(over, 60_000);
        const moves = heldMoves(table.messages);
        const stored = await storedLog(server, id);
        expect(moves.length).toBeGreaterThan(0);
        expect(moves.every((b) => b.seat === 1 && b.reason === 'away')).toBe(true);
        // Every move of seat 1 was a bot's, and only person seats' bot moves are listed.
        expect(moves.length).toBe(stored.filter(([s]) => s === 1).length);
        expect(awayMovesOf(stored, 1)).toBe(moves.length);

        const info = await http<RoomSummary>(server.base, 'GET', `/api/rooms/${id}`);
        expect(info.body.games?.[0]).toMatchObject({ game: 1, botFinished: [1] });
        const history = await http<{ rooms: RoomSummary[] }>(
          server.base,
          'GET',
          `/api/history/${tokens.get(1)}`,
        );
        expect(history.body.rooms[0]?.games?.[0]?.botFinished).toEqual([1]);

        // Loaded again from the store (snapshots every 3 moves): the same moves, at the same places.
        await table.close();
        await until(() => serverStats(server.app)?.loadedRooms === 0, 'the room to leave memory');
        const back = await Client.join(server.ws, id);
        const joined = back.messages.find((m): m is Joined => m.type === 'joined')!;
        expect(joined.botMoves).toEqual(moves);
        await back.close();
      },
    );
  }, 90_000);
});

describe('a bot playing when the turn clock runs out', () => {
  it('marks that move with the clock as the reason', async () => {
    await withServer({}, async (server) => {
      const created = await http<{ room: string; hostToken: string }>(
        server.base,
        'POST',
        '/api/rooms',
        {
          mission: 1,
          players: 2,
          seats: [{ kind: 'person' }, { kind: 'person' }],
          captain: 0,
          public: false,
          turnClock: 1,
        },
      );
      const id = created.body.room;
      const tokens: string[] = [];
      for (const seat of [0, 1]) {
        const claim = await http<{ token: string }>(
          server.base,
          'POST',
          `/api/rooms/${id}/seats/${seat}/claim`,
          {},
        );
        tokens.push(claim.body.token);
      }
      await http(server.base, 'POST', `/api/rooms/${id}/start`, {
        hostToken: created.body.hostToken,
      });
      const a = await Client.join(server.ws, id, tokens[0]);
      const b = await Client.join(server.ws, id, tokens[1]);
      // Nobody acts: the clock plays seat 0's setup choice, then seat 1's.
      await b.until((v) => v.version === 2, 20_000);
      expect(heldMoves(b.messages)).toEqual([
        { at: expect.any(Number) as number, seat: 0, reason: 'clock' },
        { at: expect.any(Number) as number, seat: 1, reason: 'clock' },
      ]);
      const [first, second] = heldMoves(b.messages);
      expect(second!.at).toBeGreaterThan(first!.at);
      expect(heldMoves(a.messages)).toEqual(heldMoves(b.messages));
      await Promise.all([a.close(), b.close()]);
    });
  }, 30_000);
});

describe('BotMoves', () => {
  it("takes the mission clock's actions on the Captain's seat for nobody's move", () => {
    const seats: SeatInfo[] = [
      { seat: 0, kind: 'person', tokenHash: null },
      { seat: 1, kind: 'person', tokenHash: null },
    ];
    const moves = new BotMoves();
    const botCut = { type: 'soloCut', seat: 0, value: 4 };
    expect(moves.record(seats, { seat: 0, intentId: '#bot-3', action: botCut }, 0)).toEqual({
      at: 0,
      seat: 0,
      reason: 'away',
    });
    const cue = { type: 'cue', seat: 0, cue: 0 };
    expect(moves.record(seats, { seat: 0, intentId: '#cue-1-0', action: cue }, 1)).toBeNull();
    const timeUp = { type: 'timeUp', seat: 0 };
    expect(moves.record(seats, { seat: 0, intentId: '#timeUp-1', action: timeUp }, 2)).toBeNull();
    // The bot's cut stays the last move of seat 0.
    expect(moves.finishedBy()).toEqual([0]);
  });
});
