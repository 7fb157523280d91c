/**
 * The store contract on a real PostgreSQL (CI starts one on 127.0.0.1). Each run works in a fresh
 * schema, dropped at the end. Set SKIP_POSTGRES=1 to skip when no server is available.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresMigrations } from '../src/store/migrations.js';
import {
  applyMigrations,
  gameMoved,
  openPostgresStore,
  parseMoved,
} from '../src/store/postgres.js';
import type { PostgresStore } from '../src/store/postgres.js';
import type { GameStore, LogEntry, RoomInfo } from '../src/store/types.js';
import { freshSchema } from './postgres-helpers.js';
import { storeContract } from './store.contract.js';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const skip = process.env.SKIP_POSTGRES === '1';
const schema = `store_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** The database URL with every connection's search_path set to this run's schema. */
function schemaUrl(): string {
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${redacted(baseUrl)} (${String(error)}). Start it (CI does), set ` +
        'DATABASE_URL, or set SKIP_POSTGRES=1 to skip the PostgreSQL store tests.',
      { cause: error },
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

if (skip) {
  describe.skip('GameStore contract: PostgreSQL (SKIP_POSTGRES=1)', () => {
    it('needs PostgreSQL', () => {});
  });
} else {
  beforeAll(() => admin((client) => client.query(`CREATE SCHEMA ${schema}`)));
  afterAll(() => admin((client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)));

  const version3Schemas: ReturnType<typeof freshSchema>[] = [];
  afterAll(() =>
    Promise.all(
      version3Schemas.map((v3) => v3.admin(`DROP SCHEMA IF EXISTS ${v3.schema} CASCADE`)),
    ),
  );

  /** A schema of its own written by version 3, holding `room` and its game-1 log. */
  async function openVersion3(room: RoomInfo, log: readonly LogEntry[]): Promise<GameStore> {
    const v3 = freshSchema('store_v3');
    version3Schemas.push(v3);
    await v3.admin(`CREATE SCHEMA ${v3.schema}`);
    const client = new pg.Client({ connectionString: v3.url() });
    await client.connect();
    try {
      await client.query('BEGIN');
      await applyMigrations(
        client,
        postgresMigrations.filter((m) => m.version <= 3),
      );
      await client.query(
        `INSERT INTO rooms (id, created_at, public, host_token_hash, setup, seats, status,
           turn_clock, game, games, training_aid)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          room.id,
          room.createdAt,
          room.public,
          room.hostTokenHash,
          JSON.stringify(room.setup),
          JSON.stringify(room.seats),
          room.status,
          room.turnClock,
          room.game ?? 1,
          JSON.stringify(room.games ?? []),
          room.trainingAid,
        ],
      );
      for (const e of log) {
        await client.query(
          `INSERT INTO game_events (room_id, game, seq, seat, intent_id, action, at)
           VALUES ($1, 1, $2, $3, $4, $5, $6)`,
          [room.id, e.seq, e.seat, e.intentId, JSON.stringify(e.action), e.at],
        );
      }
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
    return openPostgresStore(v3.url());
  }

  storeContract('PostgreSQL', () => Promise.resolve(openPostgresStore(schemaUrl())), openVersion3);

  describe('PostgreSQL store', () => {
    const stores: PostgresStore[] = [];
    afterAll(() => Promise.all(stores.map((store) => store.close())));

    async function store(): Promise<PostgresStore> {
      const instance = openPostgresStore(schemaUrl());
      stores.push(instance);
      await instance.migrate();
      return instance;
    }

    let rooms = 0;
    async function playingRoom(s: PostgresStore): Promise<string> {
      rooms += 1;
      const room: RoomInfo = {
        id: `${schema}-pg-${rooms}`,
        createdAt: new Date().toISOString(),
        public: false,
        hostTokenHash: 'host',
        setup: { mission: 1, players: 2 },
        seats: [],
        status: 'playing',
        turnClock: null,
        trainingAid: false,
      };
      await s.createRoom(room);
      return room.id;
    }

    const entry = (seq: number, intentId: string) => ({
      seq,
      seat: 0,
      intentId,
      action: { type: 'test', seq },
      at: new Date().toISOString(),
    });

    it('tells a listening instance which game moved, only on a successful append', async () => {
      const [listener, writer] = await Promise.all([store(), store()]);
      const quiet = await playingRoom(writer);
      const moved = await playingRoom(writer);
      const received: string[] = [];
      let resolveSecond: () => void = () => {};
      const second = new Promise<void>((resolve) => (resolveSecond = resolve));
      const stop = await listener.listen((payload) => {
        const { room } = parseMoved(payload);
        if (room !== quiet && room !== moved) return; // other test files share the channel
        received.push(payload);
        if (received.length === 2) resolveSecond();
      });
      try {
        expect(await writer.append(quiet, entry(2, 'q-conflict'))).toEqual({ kind: 'conflict' });
        expect(await writer.append(moved, entry(1, 'm-1'))).toEqual({ kind: 'ok' });
        expect(await writer.append(moved, entry(1, 'm-1'))).toEqual({
          kind: 'duplicate',
          seq: 1,
          action: { type: 'test', seq: 1 },
        });
        expect(await writer.append(quiet, entry(1, 'q-1'))).toEqual({ kind: 'ok' });
        // Notifications arrive in commit order: the conflict and the duplicate sent nothing.
        await second;
        expect(received).toEqual([gameMoved(moved, 1, 1), gameMoved(quiet, 1, 1)]);
        expect(parseMoved(received[0]!)).toEqual({ room: moved, record: false, game: 1, seq: 1 });
      } finally {
        await stop();
      }
    });

    it("tells other instances of a room record's change, not the one that made it", async () => {
      const [a, b] = await Promise.all([store(), store()]);
      const id = await playingRoom(a);
      const heard = (s: PostgresStore, list: string[], enough: () => void) =>
        s.listen((payload) => {
          if (parseMoved(payload).room !== id) return; // other test files share the channel
          list.push(payload);
          enough();
        });
      const byA: string[] = [];
      const byB: string[] = [];
      let bothHeard: () => void = () => {};
      const heardBoth = new Promise<void>((resolve) => (bothHeard = resolve));
      const check = () => void (byA.length > 0 && byB.length > 0 && bothHeard());
      const stops = await Promise.all([heard(a, byA, check), heard(b, byB, check)]);
      try {
        await a.updateRoom(id, { public: true });
        await b.updateRoom(id, { public: false });
        // In commit order, each hears the other's change first (its own would come before).
        await heardBoth;
        expect(byA[0]).not.toEqual(byB[0]);
        expect(parseMoved(byA[0]!)).toEqual({ room: id, record: true });
        expect(parseMoved(byB[0]!)).toEqual({ room: id, record: true });
      } finally {
        await Promise.all(stops.map((stop) => stop()));
      }
    });

    it('refuses a query when maxWaiting already wait for a connection, and takes them again after', async () => {
      const s = openPostgresStore(schemaUrl(), { connections: 1, maxWaiting: 2 });
      stores.push(s);
      await s.migrate();
      // Five at once on one connection: the ones past two waiting are refused, the others answered.
      const settled = await Promise.allSettled(Array.from({ length: 5 }, () => s.entries('none')));
      const answered = settled.filter((r) => r.status === 'fulfilled');
      const refused = settled.filter((r) => r.status === 'rejected');
      expect(answered.length).toBeGreaterThanOrEqual(2);
      expect(answered.map((r) => r.value)).toEqual(answered.map(() => []));
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const r of refused) expect(String(r.reason)).toContain('2 queries are already waiting');
      expect(await s.entries('none')).toEqual([]);
    });

    /** Waits until some backend is blocked on a lock (our append waiting on the raw insert). */
    async function waitForBlockedBackend(client: pg.Client): Promise<void> {
      for (;;) {
        const { rows } = await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'
             AND query LIKE '%INSERT INTO game_events%' AND pid <> pg_backend_pid()`,
        );
        if (Number(rows[0]?.n) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }

    /**
     * Another node inserts `raw` and commits only after our append has passed its checks and is
     * blocked on the unique index: the append must end in a unique violation, reported as a result.
     */
    async function raceAgainstUncommittedInsert(
      raw: { seq: number; intentId: string },
      mine: { seq: number; intentId: string },
    ) {
      const s = await store();
      const roomId = await playingRoom(s);
      const other = new pg.Client({ connectionString: schemaUrl() });
      const watcher = new pg.Client({ connectionString: schemaUrl() });
      await other.connect();
      await watcher.connect();
      try {
        await other.query('BEGIN');
        await other.query(
          `INSERT INTO game_events (room_id, seq, seat, intent_id, action, at)
           VALUES ($1, $2, 0, $3, '{}', 'now')`,
          [roomId, raw.seq, raw.intentId],
        );
        const pending = s.append(roomId, entry(mine.seq, mine.intentId));
        await waitForBlockedBackend(watcher);
        await other.query('COMMIT');
        return { result: await pending, log: await s.entries(roomId) };
      } finally {
        await other.end();
        await watcher.end();
      }
    }

    it('reports a lost race on the same seq as a conflict, not an error', async () => {
      const { result, log } = await raceAgainstUncommittedInsert(
        { seq: 1, intentId: 'theirs' },
        { seq: 1, intentId: 'mine' },
      );
      expect(result).toEqual({ kind: 'conflict' });
      expect(log.map((e) => e.intentId)).toEqual(['theirs']);
    });

    it('reports a lost race on the same intent as a duplicate', async () => {
      const { result, log } = await raceAgainstUncommittedInsert(
        { seq: 1, intentId: 'same' },
        { seq: 1, intentId: 'same' },
      );
      expect(result).toEqual({ kind: 'duplicate', seq: 1, action: {} });
      expect(log.map((e) => e.intentId)).toEqual(['same']);
    });
  });
}
