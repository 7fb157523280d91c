/**
 * Every SQL statement of the SQLite store, as synchronous functions of a connection. The main
 * thread runs `reads` on its own connection; the writer thread (sqlite-writer.ts) runs `writes`,
 * each inside a savepoint of its batch transaction, so none of them opens a transaction itself.
 */
import { isDeepStrictEqual } from 'node:util';
import Database from 'better-sqlite3';
import type { Statement } from 'better-sqlite3';
import { sqliteMigrations } from './migrations.js';
import { ROOM_COLUMNS, roomValues } from './room-columns.js';
import type { Migration } from './migrations.js';
import type {
  AppendResult,
  FinishedGame,
  GameStore,
  LogEntry,
  RoomInfo,
  SeatInfo,
  Snapshot,
  StoredNote,
} from './types.js';
import type { WireRef } from '@bomb-busters/engine';

export type Db = Database.Database;

interface RoomRow {
  id: string;
  created_at: string;
  public: number;
  host_token_hash: string;
  setup: string;
  seats: string;
  status: RoomInfo['status'];
  turn_clock: number | null;
  training_aid: number;
  game: number;
  games: string;
  creator: string | null;
  unlocked: number;
}

interface EventRow {
  seq: number;
  seat: number;
  intent_id: string;
  action: string;
  at: string;
  clock_ms: number | null;
}

interface NoteRow {
  wire_seat: number;
  wire_stand: number;
  wire_index: number;
  marks: string;
  text: string;
  from_version: number;
  until_version: number | null;
}

const toNote = (row: NoteRow): StoredNote => ({
  wire: { seat: row.wire_seat, stand: row.wire_stand, index: row.wire_index },
  marks: JSON.parse(row.marks) as StoredNote['marks'],
  text: row.text,
  from: row.from_version,
  until: row.until_version,
});

/** The standing notes of one wire (by every seat, or one when `seat` is given). */
const ON_WIRE = `room_id = ? AND game = ? AND wire_seat = ? AND wire_stand = ? AND wire_index = ?
  AND until_version IS NULL`;

/**
 * A connection to `file`. The writer sets WAL (so reads run while it writes) and FULL sync (a
 * commit is durable before it is acknowledged); the reader is refused any write.
 */
export function connect(file: string, role: 'writer' | 'reader'): Db {
  const db = new Database(file);
  // Another process (or a second store on the same file) may hold the write lock briefly.
  db.pragma('busy_timeout = 5000');
  if (role === 'reader') {
    db.pragma('query_only = ON');
    return db;
  }
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  return db;
}

// Statements are prepared on first use (the tables may not exist before the migrations), once
// per connection.
const prepared = new WeakMap<Db, Map<string, Statement>>();
function sql(db: Db, text: string): Statement {
  let statements = prepared.get(db);
  if (!statements) {
    statements = new Map();
    prepared.set(db, statements);
  }
  let statement = statements.get(text);
  if (!statement) {
    statement = db.prepare(text);
    statements.set(text, statement);
  }
  return statement;
}

/** Applies the migrations not yet recorded in `schema_migrations` (the caller's transaction). */
export function applyMigrations(db: Db, migrations: readonly Migration[] = sqliteMigrations): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)');
  const done = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (row) => row.version,
    ),
  );
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    for (const statement of migration.statements) db.exec(statement);
    db.prepare('INSERT INTO schema_migrations (version) VALUES (?)').run(migration.version);
  }
}

function toRoom(row: RoomRow): RoomInfo {
  return {
    id: row.id,
    createdAt: row.created_at,
    public: row.public !== 0,
    hostTokenHash: row.host_token_hash,
    setup: JSON.parse(row.setup) as RoomInfo['setup'],
    seats: JSON.parse(row.seats) as SeatInfo[],
    status: row.status,
    turnClock: row.turn_clock,
    trainingAid: row.training_aid !== 0,
    game: row.game,
    games: JSON.parse(row.games) as FinishedGame[],
    creator: row.creator,
    unlocked: row.unlocked !== 0,
  };
}

function toEntry(row: EventRow): LogEntry {
  return {
    seq: row.seq,
    seat: row.seat,
    intentId: row.intent_id,
    action: JSON.parse(row.action) as unknown,
    at: row.at,
    ...(row.clock_ms !== null ? { clockMs: row.clock_ms } : {}),
  };
}

const rooms = (db: Db, where: string, ...values: unknown[]): RoomInfo[] =>
  (sql(db, `SELECT ${ROOM_COLUMNS} FROM rooms ${where}`).all(...values) as RoomRow[]).map(toRoom);

/** The reading half of GameStore, on the main thread's connection. */
export const reads = {
  getRoom: (db: Db, id: string): RoomInfo | null => rooms(db, 'WHERE id = ?', id)[0] ?? null,

  listOpenRooms: (db: Db, limit: number, since: string): RoomInfo[] =>
    rooms(
      db,
      `WHERE status = 'open' AND public = 1 AND created_at >= ?
       ORDER BY created_at DESC, ord DESC LIMIT ?`,
      since,
      limit,
    ),

  countOpenRooms: (db: Db, creator: string, since: string): number =>
    (
      sql(
        db,
        `SELECT COUNT(*) AS n FROM rooms WHERE creator = ? AND status = 'open' AND created_at >= ?`,
      ).get(creator, since) as { n: number }
    ).n,

  addressSecret: (db: Db): string => {
    const row = sql(db, `SELECT value FROM meta WHERE key = 'address_secret'`).get() as
      { value: string } | undefined;
    if (!row) throw new Error('No address secret: the store is not migrated');
    return row.value;
  },

  listPlayingRooms: (db: Db): RoomInfo[] =>
    rooms(db, `WHERE status = 'playing' ORDER BY created_at, ord`),

  historyForToken: (db: Db, tokenHash: string, limit: number): RoomInfo[] =>
    rooms(
      db,
      `WHERE (status = 'finished' OR game > 1)
         AND id IN (SELECT room_id FROM room_seats WHERE token_hash = ?)
       ORDER BY created_at DESC, ord DESC LIMIT ?`,
      tokenHash,
      limit,
    ),

  entries: (db: Db, roomId: string, afterSeq: number, game: number): LogEntry[] =>
    (
      sql(
        db,
        `SELECT seq, seat, intent_id, action, at, clock_ms FROM game_events
         WHERE room_id = ? AND game = ? AND seq > ? ORDER BY seq`,
      ).all(roomId, game, afterSeq) as EventRow[]
    ).map(toEntry),

  notes: (db: Db, roomId: string, game: number, seat: number): StoredNote[] =>
    (
      sql(
        db,
        `SELECT wire_seat, wire_stand, wire_index, marks, text, from_version, until_version
         FROM wire_notes WHERE room_id = ? AND game = ? AND seat = ? ORDER BY ord`,
      ).all(roomId, game, seat) as NoteRow[]
    ).map(toNote),

  latestSnapshot: (db: Db, roomId: string, game: number): Snapshot | null => {
    const row = sql(
      db,
      'SELECT seq, state FROM snapshots WHERE room_id = ? AND game = ? ORDER BY seq DESC LIMIT 1',
    ).get(roomId, game) as { seq: number; state: string } | undefined;
    return row ? { seq: row.seq, state: JSON.parse(row.state) as unknown } : null;
  },
};

function replaceSeats(db: Db, roomId: string, seats: readonly SeatInfo[]): void {
  sql(db, 'DELETE FROM room_seats WHERE room_id = ?').run(roomId);
  const insert = sql(db, 'INSERT INTO room_seats (room_id, seat, token_hash) VALUES (?, ?, ?)');
  for (const seat of seats) {
    if (seat.tokenHash !== null) insert.run(roomId, seat.seat, seat.tokenHash);
  }
}

function openRoomSeats(db: Db, id: string): SeatInfo[] | null {
  const row = sql(db, `SELECT seats FROM rooms WHERE id = ? AND status = 'open'`).get(id) as
    { seats: string } | undefined;
  return row ? (JSON.parse(row.seats) as SeatInfo[]) : null;
}

function writeSeats(db: Db, id: string, seats: readonly SeatInfo[]): void {
  sql(db, 'UPDATE rooms SET seats = ? WHERE id = ?').run(JSON.stringify(seats), id);
  replaceSeats(db, id, seats);
}

/**
 * The writing half of GameStore, run by the writer thread only. The compare-and-set ones read
 * and write under the batch's write lock (BEGIN IMMEDIATE), so no other connection or process
 * writes in between.
 */
export const writes = {
  migrate: (db: Db): void => applyMigrations(db),

  createRoom: (db: Db, room: RoomInfo): void => {
    sql(
      db,
      `INSERT INTO rooms (${ROOM_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(...roomValues(room, (value) => (value ? 1 : 0)));
    replaceSeats(db, room.id, room.seats);
  },

  updateRoom: (db: Db, id: string, change: Parameters<GameStore['updateRoom']>[1]): void => {
    if (change.seats !== undefined) {
      const updated = sql(db, 'UPDATE rooms SET seats = ? WHERE id = ?').run(
        JSON.stringify(change.seats),
        id,
      );
      if (updated.changes > 0) replaceSeats(db, id, change.seats);
    }
    if (change.status !== undefined) {
      sql(db, 'UPDATE rooms SET status = ? WHERE id = ?').run(change.status, id);
    }
    if (change.public !== undefined) {
      sql(db, 'UPDATE rooms SET public = ? WHERE id = ?').run(change.public ? 1 : 0, id);
    }
    if (change.games !== undefined) {
      sql(db, 'UPDATE rooms SET games = ? WHERE id = ?').run(JSON.stringify(change.games), id);
    }
    if (change.unlocked !== undefined) {
      sql(db, 'UPDATE rooms SET unlocked = ? WHERE id = ?').run(change.unlocked ? 1 : 0, id);
    }
  },

  claimSeat: (db: Db, id: string, seat: number, tokenHash: string, name?: string): boolean => {
    const seats = openRoomSeats(db, id);
    const current = seats?.[seat];
    if (!seats || current?.kind !== 'person' || current.tokenHash !== null) return false;
    const claimed: SeatInfo = {
      seat,
      kind: 'person',
      ...(name !== undefined ? { name } : {}),
      tokenHash,
    };
    writeSeats(
      db,
      id,
      seats.map((s) => (s.seat === seat ? claimed : s)),
    );
    return true;
  },

  setSeatIfOpen: (db: Db, id: string, info: SeatInfo): boolean => {
    const seats = openRoomSeats(db, id);
    if (!seats?.[info.seat]) return false;
    writeSeats(
      db,
      id,
      seats.map((s) => (s.seat === info.seat ? info : s)),
    );
    return true;
  },

  startRoom: (
    db: Db,
    id: string,
    expected: readonly SeatInfo[],
    setup?: RoomInfo['setup'],
  ): boolean => {
    const seats = openRoomSeats(db, id);
    // Seat objects round-trip through JSON: compare them as values, not as text.
    if (!seats || !isDeepStrictEqual(seats, JSON.parse(JSON.stringify(expected)))) return false;
    sql(db, `UPDATE rooms SET status = 'playing', public = 0 WHERE id = ?`).run(id);
    if (setup) sql(db, 'UPDATE rooms SET setup = ? WHERE id = ?').run(JSON.stringify(setup), id);
    return true;
  },

  nextGame: (db: Db, id: string, fromGame: number, setup: RoomInfo['setup']): boolean =>
    sql(
      db,
      `UPDATE rooms SET status = 'open', game = game + 1, setup = ?
       WHERE id = ? AND status = 'finished' AND game = ?`,
    ).run(JSON.stringify(setup), id, fromGame).changes > 0,

  append: (db: Db, roomId: string, entry: LogEntry, game: number): AppendResult => {
    const existing = sql(
      db,
      'SELECT seq, action FROM game_events WHERE room_id = ? AND game = ? AND seat = ? AND intent_id = ?',
    ).get(roomId, game, entry.seat, entry.intentId) as { seq: number; action: string } | undefined;
    if (existing) {
      return { kind: 'duplicate', seq: existing.seq, action: JSON.parse(existing.action) };
    }
    const last = sql(
      db,
      'SELECT MAX(seq) AS seq FROM game_events WHERE room_id = ? AND game = ?',
    ).get(roomId, game) as { seq: number | null };
    if ((last.seq ?? 0) !== entry.seq - 1) return { kind: 'conflict' };
    sql(
      db,
      `INSERT INTO game_events (room_id, game, seq, seat, intent_id, action, at, clock_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      roomId,
      game,
      entry.seq,
      entry.seat,
      entry.intentId,
      JSON.stringify(entry.action),
      entry.at,
      entry.clockMs ?? null,
    );
    return { kind: 'ok' };
  },

  setNote: (
    db: Db,
    roomId: string,
    game: number,
    seat: number,
    wire: WireRef,
    note: Pick<StoredNote, 'marks' | 'text'> | null,
    version: number,
  ): void => {
    const at = [roomId, game, wire.seat, wire.stand, wire.index, seat] as const;
    sql(db, `DELETE FROM wire_notes WHERE ${ON_WIRE} AND seat = ? AND from_version = ?`).run(
      ...at,
      version,
    );
    sql(db, `UPDATE wire_notes SET until_version = ? WHERE ${ON_WIRE} AND seat = ?`).run(
      version,
      ...at,
    );
    if (note)
      sql(
        db,
        `INSERT INTO wire_notes (room_id, game, wire_seat, wire_stand, wire_index, seat, marks, text,
           from_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(...at, JSON.stringify(note.marks), note.text, version);
  },

  dropNotes: (
    db: Db,
    roomId: string,
    game: number,
    wires: readonly WireRef[],
    version: number,
  ): number[] => {
    const seats = new Set<number>();
    const drop = sql(db, `UPDATE wire_notes SET until_version = ? WHERE ${ON_WIRE} RETURNING seat`);
    for (const w of wires)
      for (const row of drop.all(version, roomId, game, w.seat, w.stand, w.index) as {
        seat: number;
      }[])
        seats.add(row.seat);
    return [...seats];
  },

  saveSnapshot: (db: Db, roomId: string, snapshot: Snapshot, game: number): void => {
    sql(
      db,
      `INSERT INTO snapshots (room_id, game, seq, state) VALUES (?, ?, ?, ?)
       ON CONFLICT (room_id, game, seq) DO UPDATE SET state = excluded.state`,
    ).run(roomId, game, snapshot.seq, JSON.stringify(snapshot.state));
  },
};

type Writes = typeof writes;
export type WriteOp = keyof Writes;
/** The arguments of a write, after the connection. */
export type WriteArgs<K extends WriteOp> =
  Parameters<Writes[K]> extends [Db, ...infer A] ? A : never;
export type WriteResult<K extends WriteOp> = ReturnType<Writes[K]>;

/** Main thread to writer: a write to run, or the order to finish and stop. */
export type WriterMessage =
  | { readonly id: number; readonly op: WriteOp; readonly args: readonly unknown[] }
  | { readonly op: 'close' };
/** What the main thread posts to the writer: the writes (and close) made in one turn of its loop. */
export type WriterPost = readonly WriterMessage[];

/**
 * The writer thread's doorbell (an Int32Array on a SharedArrayBuffer, its one cell): AWAKE while
 * it looks at its port every millisecond, ASLEEP once it waits to be rung (after a quiet while).
 */
export const AWAKE = 0;
export const ASLEEP = 1;

export interface ErrorInfo {
  readonly message: string;
  readonly code?: string;
}

/**
 * What of an error crosses between the threads. better-sqlite3's errors are not real Errors to
 * the structured clone, which keeps only their `code`: take the message before sending.
 */
export function errorInfo(error: unknown): ErrorInfo {
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  const text =
    typeof message === 'string' ? message : typeof code === 'string' ? code : String(error);
  return typeof code === 'string' ? { message: text, code } : { message: text };
}

/** Writer to main thread, one per request, sent in one message per batch after its commit. */
export type WriteOutcome =
  | { readonly id: number; readonly value: unknown }
  | { readonly id: number; readonly error: ErrorInfo };
