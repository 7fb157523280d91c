import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { sqliteMigrations } from '../src/store/migrations.js';
import { applyMigrations } from '../src/store/sqlite-queries.js';
import { MAX_WAITING_WRITES, openSqliteStore } from '../src/store/sqlite.js';
import type { GameStore, LogEntry, RoomInfo } from '../src/store/types.js';
import { storeContract } from './store.contract.js';

const dir = mkdtempSync(join(tmpdir(), 'bomb-busters-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
const newFile = (): string => join(dir, `store-${(files += 1)}.sqlite`);

/** A database written by version 3 of the schema, holding `room` and its game-1 log. */
function version3(room: RoomInfo, log: readonly LogEntry[]): string {
  const path = newFile();
  const raw = new Database(path);
  try {
    raw.transaction(() => {
      applyMigrations(
        raw,
        sqliteMigrations.filter((m) => m.version <= 3),
      );
      raw
        .prepare(
          `INSERT INTO rooms (id, created_at, public, host_token_hash, setup, seats, status,
             turn_clock, game, games, training_aid) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          room.id,
          room.createdAt,
          room.public ? 1 : 0,
          room.hostTokenHash,
          JSON.stringify(room.setup),
          JSON.stringify(room.seats),
          room.status,
          room.turnClock,
          room.game ?? 1,
          JSON.stringify(room.games ?? []),
          room.trainingAid ? 1 : 0,
        );
      const insert = raw.prepare(
        `INSERT INTO game_events (room_id, game, seq, seat, intent_id, action, at)
         VALUES (?, 1, ?, ?, ?, ?, ?)`,
      );
      for (const e of log) {
        insert.run(room.id, e.seq, e.seat, e.intentId, JSON.stringify(e.action), e.at);
      }
    })();
  } finally {
    raw.close();
  }
  return path;
}

// Every instance opens the same file, in a directory that does not exist yet.
const file = join(dir, 'nested', 'data', 'games.sqlite');
storeContract(
  'SQLite',
  () => Promise.resolve(openSqliteStore(file)),
  (room, log) => Promise.resolve(openSqliteStore(version3(room, log))),
);

const room = (id: string, overrides: Partial<RoomInfo> = {}): RoomInfo => ({
  id,
  createdAt: '2024-05-01T10:00:00.000Z',
  public: false,
  hostTokenHash: 'h',
  setup: { mission: 1, players: 2 },
  seats: [{ seat: 0, kind: 'person', tokenHash: `token-${id}` }],
  status: 'playing',
  turnClock: null,
  trainingAid: false,
  ...overrides,
});

const entry = (seq: number): LogEntry => ({
  seq,
  seat: 0,
  intentId: `i${seq}`,
  action: { type: 'test', seq },
  at: `t${seq}`,
});

/** Reads a file with a connection of its own, as another process would. */
function rawRead<T>(path: string, work: (raw: Database.Database) => T): T {
  const raw = new Database(path, { readonly: true });
  try {
    return work(raw);
  } finally {
    raw.close();
  }
}

const eventCount = (path: string): number =>
  rawRead(
    path,
    (raw) => (raw.prepare('SELECT COUNT(*) AS n FROM game_events').get() as { n: number }).n,
  );

describe('SQLite store file', () => {
  const opened: GameStore[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  async function store(path = newFile()): Promise<GameStore> {
    const instance = openSqliteStore(path);
    opened.push(instance);
    await instance.migrate();
    return instance;
  }

  it('creates its directory, uses WAL with full sync, and is readable by a fresh connection', async () => {
    const path = join(dir, 'fresh', 'store.sqlite');
    const s = await store(path);
    await s.createRoom(room('r1'));
    expect(
      await s.append('r1', { seq: 1, seat: 0, intentId: 'i1', action: { a: 1 }, at: 't' }),
    ).toEqual({ kind: 'ok' });
    expect(existsSync(path)).toBe(true);

    // A raw connection sees the committed rows while the store is still open (nothing buffered).
    rawRead(path, (raw) => {
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(raw.prepare('SELECT intent_id FROM game_events WHERE room_id = ?').all('r1')).toEqual([
        { intent_id: 'i1' },
      ]);
      expect(raw.prepare('SELECT token_hash FROM room_seats').all()).toEqual([
        { token_hash: 'token-r1' },
      ]);
      expect(raw.prepare('SELECT version FROM schema_migrations').all()).toEqual(
        sqliteMigrations.map(({ version }) => ({ version })),
      );
    });
    await s.close();

    const reopened = await store(path);
    expect((await reopened.entries('r1')).map((e) => e.intentId)).toEqual(['i1']);
    expect((await reopened.listPlayingRooms()).map((r) => r.id)).toEqual(['r1']);
  });

  it('stores every one of many concurrent appends to different rooms', async () => {
    const path = newFile();
    const s = await store(path);
    const ids = Array.from({ length: 40 }, (_, i) => `many-${i}`);
    await Promise.all(ids.map((id) => s.createRoom(room(id))));
    // Each room's log in order, all rooms at once: the writer batches what waits.
    const results = await Promise.all(
      ids.map(async (id) => {
        const kinds = [];
        for (let seq = 1; seq <= 10; seq += 1) kinds.push((await s.append(id, entry(seq))).kind);
        return kinds;
      }),
    );
    expect(results.flat().every((kind) => kind === 'ok')).toBe(true);
    expect(eventCount(path)).toBe(400);
    for (const id of ids) {
      expect((await s.entries(id)).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
  });

  it('fails a failing write alone: the others of its batch are stored', async () => {
    const path = newFile();
    const s = await store(path);
    const ids = Array.from({ length: 10 }, (_, i) => `batch-${i}`);
    await Promise.all(ids.map((id) => s.createRoom(room(id))));
    // Another connection holds the write lock, so the writes pile up into one batch.
    const blocker = new Database(path);
    blocker.exec('BEGIN IMMEDIATE');
    const clash = room('clash', {
      seats: [
        { seat: 0, kind: 'person', tokenHash: 'clash-a' },
        { seat: 0, kind: 'person', tokenHash: 'clash-b' },
      ],
    });
    const writes = [
      ...ids.slice(0, 5).map((id) => s.append(id, entry(1))),
      s.createRoom(clash),
      s.append('no-such-room', entry(1)),
      ...ids.slice(5).map((id) => s.append(id, entry(1))),
    ];
    await delay(100);
    blocker.exec('COMMIT');
    blocker.close();

    const settled = await Promise.allSettled(writes);
    expect(settled.map((r) => r.status)).toEqual([
      ...Array<string>(5).fill('fulfilled'),
      'rejected',
      'rejected',
      ...Array<string>(5).fill('fulfilled'),
    ]);
    const foreignKey = settled[6] as PromiseRejectedResult;
    expect(foreignKey.reason).toBeInstanceOf(Error);
    expect(foreignKey.reason).toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
    expect(eventCount(path)).toBe(10);
    // Nothing of the room that failed half-way was kept.
    expect(await s.getRoom('clash')).toBeNull();
    rawRead(path, (raw) => {
      expect(raw.prepare(`SELECT * FROM room_seats WHERE room_id = 'clash'`).all()).toEqual([]);
    });
  });

  it('finishes the writes in flight when closed, and refuses writes after', async () => {
    const path = newFile();
    const s = await store(path);
    await s.createRoom(room('closing'));
    const appends = Array.from({ length: 200 }, (_, i) => s.append('closing', entry(i + 1)));
    const closed = s.close();
    await expect(s.append('closing', entry(201))).rejects.toThrow('closed');
    expect((await Promise.all(appends)).every((r) => r.kind === 'ok')).toBe(true);
    await closed;
    expect(eventCount(path)).toBe(200);
  });

  it(`refuses a write when ${MAX_WAITING_WRITES} are waiting`, async () => {
    const path = newFile();
    const s = await store(path);
    await s.createRoom(room('busy'));
    const appends = Array.from({ length: MAX_WAITING_WRITES }, (_, i) =>
      s.append('busy', entry(i + 1)),
    );
    await expect(s.append('busy', entry(MAX_WAITING_WRITES + 1))).rejects.toThrow('waiting');
    expect((await Promise.all(appends)).every((r) => r.kind === 'ok')).toBe(true);
    // Room again once they are done.
    expect(await s.append('busy', entry(MAX_WAITING_WRITES + 1))).toEqual({ kind: 'ok' });
  });

  it('rejects pending and later writes when the writer thread dies', async () => {
    const path = newFile();
    writeFileSync(path, 'not a database '.repeat(100));
    const s = openSqliteStore(path);
    opened.push(s);
    await expect(s.migrate()).rejects.toThrow('writer thread stopped: SQLITE_NOTADB');
    await expect(s.createRoom(room('dead'))).rejects.toThrow('writer thread stopped');
  });

  it('needs a file: a memory database cannot be shared with the writer thread', () => {
    expect(() => openSqliteStore(':memory:')).toThrow(':memory:');
  });
});
