/**
 * "Play again": a finished room goes back to its lobby for the next game, with the same seats and
 * tokens (which the host may change there), the captain passed to the left; the host starts it as
 * the first time. Each game keeps its own log and record, and a restart reloads the game in
 * progress.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createGame,
  MISSION_IDS,
  missionDrawsCaptain,
  parseRecord,
  replayRecord,
  type GameRecord,
  type SeatView,
} from '@bomb-busters/engine';
import { GamesResponseSchema, RoomInfoSchema } from '@bomb-busters/protocol';
import { sqliteMigrations } from '../src/store/migrations.js';
import { openSqliteStore } from '../src/store/sqlite.js';
import { Client, firstGameOver, http, over, serveDir, startedRoom, tempDir } from './helpers.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function record(base: string, id: string, query = ''): Promise<GameRecord> {
  const res = await http(base, 'GET', `/api/rooms/${id}/record${query}`);
  expect(res.status).toBe(200);
  const parsed = parseRecord(res.body);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

function replayed(r: GameRecord) {
  const state = replayRecord(r);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

describe('play again', () => {
  it('starts the next game in the same room; each game keeps its record', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const first = await serveDir(dir);
    const { id, hostToken, tokens } = await startedRoom(first.base, ['person', 'expert'], 1);
    const token = tokens.get(0) as string;

    // Not before the game is over.
    const early = await http(first.base, 'POST', `/api/rooms/${id}/again`, { hostToken });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('NOT_FINISHED');

    const a = await Client.join(first.ws, id, token);
    a.play();
    const end1 = await a.until(over);
    a.autoplay = null;
    expect(end1.captain).toBe(0);

    const record1 = await record(first.base, id);
    expect(replayed(record1).status).toBe(end1.status);
    expect(replayed(record1).version).toBe(end1.version);

    // Only the host, with a valid body.
    const notHost = await http(first.base, 'POST', `/api/rooms/${id}/again`, { hostToken: token });
    expect(notHost.status).toBe(403);
    const bad = await http(first.base, 'POST', `/api/rooms/${id}/again`, {
      hostToken,
      mission: 99,
    });
    expect(bad.status).toBe(400);

    // Without a mission: the one the campaign offers (the same after a loss).
    const finished = RoomInfoSchema.parse((await http(first.base, 'GET', `/api/rooms/${id}`)).body);
    const offered = finished.campaign?.next;
    if (end1.status === 'lost') expect(offered).toBe(1);
    else expect(offered).not.toBe(1);
    const again = await http(first.base, 'POST', `/api/rooms/${id}/again`, { hostToken });
    expect(again.status).toBe(200);
    const summary = RoomInfoSchema.parse(again.body);
    expect(summary).toMatchObject({ status: 'open', game: 2, mission: offered });
    expect(summary.version).toBeUndefined();
    // A second call finds no game over: the next game's lobby is open already.
    const twice = await http(first.base, 'POST', `/api/rooms/${id}/again`, { hostToken });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('NOT_FINISHED');

    // The seat's socket follows the table to the lobby; game 2 is not listed before it starts.
    const lobby = await a.next((m) => m.type === 'room' && m.roomInfo.status === 'open');
    if (lobby.type !== 'room') throw new Error('expected the room');
    expect(lobby.roomInfo).toMatchObject({ game: 2, mission: offered });
    expect(lobby.roomInfo.games?.map((g) => g.game)).toEqual([1]);
    // A socket joining the lobby gets no view of the game just over.
    const late = await Client.join(first.ws, id, token);
    expect(late.view).toBeNull();
    await late.close();

    // In the lobby the host changes the bot seat; only then the game starts, with that seat.
    const swapped = await http(first.base, 'POST', `/api/rooms/${id}/seats/1`, {
      hostToken,
      kind: 'bot',
      level: 'cautious',
    });
    expect(swapped.status).toBe(200);
    expect(RoomInfoSchema.parse(swapped.body).seats[1]).toMatchObject({
      kind: 'bot',
      level: 'cautious',
    });
    const notYet = await http(first.base, 'POST', `/api/rooms/${id}/again`, { hostToken });
    expect(notYet.status).toBe(409);
    const started = await http(first.base, 'POST', `/api/rooms/${id}/start`, { hostToken });
    expect(started.status).toBe(200);
    expect(RoomInfoSchema.parse(started.body)).toMatchObject({ status: 'playing', game: 2 });

    // The socket receives the new game with its whole log; the captain moved to the left.
    const next = await a.next((m) => m.type === 'update' && m.view?.captain === 1);
    if (next.type !== 'update') throw new Error('expected an update');
    expect(next.view?.captain).toBe(1);
    expect(next.view?.status).toBe('setup');
    // The bot captain answers its setup info; then the person's seat must act.
    const waiting: SeatView = await a.until((v) => !over(v) && a.myTurn());
    expect(waiting.version).toBeGreaterThan(0);

    const games = await http(first.base, 'GET', `/api/rooms/${id}/games`);
    expect(GamesResponseSchema.parse(games.body).games).toEqual([
      { game: 1, mission: 1, captain: 0, result: end1.status },
      { game: 2, mission: offered, captain: 1, result: null },
    ]);
    // Game 2 is in progress: not published; game 1 still is, unchanged; no game 3.
    expect((await http(first.base, 'GET', `/api/rooms/${id}/record?game=2`)).status).toBe(409);
    expect((await http(first.base, 'GET', `/api/rooms/${id}/record?game=3`)).status).toBe(404);
    expect((await http(first.base, 'GET', `/api/rooms/${id}/record?game=x`)).status).toBe(400);
    expect(await record(first.base, id, '?game=1')).toEqual(record1);
    // The history lists the room with its games while the next one is played.
    const history = await http<{ rooms: { room: string; games: unknown[] }[] }>(
      first.base,
      'GET',
      `/api/history/${token}`,
    );
    expect(history.body.rooms.map((r) => r.room)).toEqual([id]);
    expect(history.body.rooms[0]?.games).toHaveLength(2);
    await a.close();
    await first.app.close();

    // Restart on the same file: the second game is reloaded where it was.
    const second = await serveDir(dir);
    try {
      const b = await Client.join(second.ws, id, token);
      expect(b.view?.captain).toBe(1);
      expect(b.view?.version).toBe(waiting.version);
      expect(b.view).toEqual(waiting);
      b.play();
      const end2 = await b.until(over);
      const record2 = await record(second.base, id);
      expect(record2.captain).toBe(1);
      expect(record2.seed).not.toBe(record1.seed);
      expect(replayed(record2).status).toBe(end2.status);
      expect(replayed(record2).version).toBe(end2.version);
      expect(await record(second.base, id, '?game=1')).toEqual(record1);
      expect(await record(second.base, id, '?game=2')).toEqual(record2);
      const list = await http(second.base, 'GET', `/api/rooms/${id}/games`);
      expect(GamesResponseSchema.parse(list.body).games.map((g) => g.result)).toEqual([
        end1.status,
        end2.status,
      ]);
      expect(b.invalid).toEqual([]);
      await b.close();
    } finally {
      await second.app.close();
    }
  }, 60_000);
});

describe('a mission that deals the Captain card at random', () => {
  it('keeps the seat drawn; the next game passes the captain to its left', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const { app, base } = await serveDir(dir);
    try {
      const mission = MISSION_IDS.find(missionDrawsCaptain);
      const seed = 'drawn-captain';
      const drawn = createGame({ mission: mission ?? 1, players: 3, seed });
      if (!mission || !drawn.ok) throw new Error('no mission draws its Captain');
      const captain = drawn.value.captain;
      const body = {
        mission,
        players: 3,
        seed,
        seats: [0, 1, 2].map(() => ({ kind: 'bot', level: 'expert' })),
        public: false,
      };
      // A table does not choose who draws the Captain card, not even the seat the seed draws.
      for (const asked of [captain, (captain + 1) % 3]) {
        const wrong = await http(base, 'POST', '/api/rooms', { ...body, captain: asked });
        expect(wrong.status).toBe(400);
        expect(wrong.body.code).toBe('BAD_SETUP');
        expect(String(wrong.body.message)).toContain('dealt at random');
      }

      const created = await http<{ room: string; hostToken: string }>(
        base,
        'POST',
        '/api/rooms',
        body,
      );
      expect(created.status).toBe(201);
      const { room: id, hostToken } = created.body;
      expect((await http(base, 'POST', `/api/rooms/${id}/start`, { hostToken })).status).toBe(200);
      const [first] = await firstGameOver(base, id);
      expect(first).toMatchObject({ game: 1, mission, captain });
      expect(first?.result).not.toBeNull();
      expect(replayed(await record(base, id)).captain).toBe(captain);

      const again = await http(base, 'POST', `/api/rooms/${id}/again`, { hostToken, mission: 1 });
      expect(again.status).toBe(200);
      expect((await http(base, 'POST', `/api/rooms/${id}/start`, { hostToken })).status).toBe(200);
      expect((await firstGameOver(base, id))[1]).toMatchObject({
        game: 2,
        mission: 1,
        captain: (captain + 1) % 3,
      });
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('schema migration 2 (game numbers)', () => {
  it('keeps the rooms, logs and snapshots written before it as game 1', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const file = join(dir, 'v1.sqlite');
    const raw = new Database(file);
    raw.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)');
    for (const statement of sqliteMigrations[0]?.statements ?? []) raw.exec(statement);
    raw.exec('INSERT INTO schema_migrations (version) VALUES (1)');
    raw
      .prepare(
        `INSERT INTO rooms (id, created_at, public, host_token_hash, setup, seats, status, turn_clock)
         VALUES ('old', '2026-01-01T00:00:00.000Z', 0, 'h', ?, '[]', 'finished', NULL)`,
      )
      .run(JSON.stringify({ mission: 1, players: 2, seed: 's' }));
    const insert = raw.prepare(
      `INSERT INTO game_events (room_id, seq, seat, intent_id, action, at)
       VALUES ('old', ?, 0, ?, '{"type":"x"}', 'then')`,
    );
    insert.run(1, 'i1');
    insert.run(2, 'i2');
    raw.exec(`INSERT INTO snapshots (room_id, seq, state) VALUES ('old', 2, '{"v":2}')`);
    raw.close();

    const store = openSqliteStore(file);
    try {
      await store.migrate();
      const room = await store.getRoom('old');
      expect(room).toMatchObject({ status: 'finished', game: 1, games: [] });
      expect((await store.entries('old')).map((e) => e.intentId)).toEqual(['i1', 'i2']);
      expect(await store.latestSnapshot('old')).toEqual({ seq: 2, state: { v: 2 } });
      // Game 1 keeps its unique intent ids; the next game starts its own log.
      const entry = { seq: 3, seat: 0, intentId: 'i1', action: {}, at: 'now' };
      expect(await store.append('old', entry)).toMatchObject({ kind: 'duplicate', seq: 1 });
      expect(await store.nextGame('old', 1, { mission: 1, players: 2, seed: 't' })).toBe(true);
      expect(await store.append('old', { ...entry, seq: 1 }, 2)).toEqual({ kind: 'ok' });
    } finally {
      await store.close();
    }
  });
});
