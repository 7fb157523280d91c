/**
 * The default store: one SQLite file (better-sqlite3, WAL). The driver is synchronous; the async
 * interface only wraps it. `synchronous = FULL` makes every committed transaction durable before
 * `append` resolves, so an acknowledged action survives a SIGKILL or a power cut.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Database from 'better-sqlite3';
import type { Statement } from 'better-sqlite3';
import { sqliteMigrations } from './migrations.js';
import type {
  AppendResult,
  FinishedGame,
  GameStore,
  LogEntry,
  RoomInfo,
  SeatInfo,
  Snapshot,
} from './types.js';

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
}

interface EventRow {
  seq: number;
  seat: number;
  intent_id: string;
  action: string;
  at: string;
}

const ROOM_COLUMNS =
  'id, created_at, public, host_token_hash, setup, seats, status, turn_clock, game, games, training_aid';

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
  };
}

function toEntry(row: EventRow): LogEntry {
  return {
    seq: row.seq,
    seat: row.seat,
    intentId: row.intent_id,
    action: JSON.parse(row.action) as unknown,
    at: row.at,
  };
}

/** Runs synchronous work and reports its outcome (or its exception) as a promise. */
function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export function openSqliteStore(file: string): GameStore {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Another process (or a second store on the same file) may hold the write lock briefly.
  db.pragma('busy_timeout = 5000');

  // Statements are prepared on first use: the tables may not exist before migrate().
  const statements = new Map<string, Statement>();
  const sql = (text: string): Statement => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };

  const replaceSeats = (roomId: string, seats: readonly SeatInfo[]): void => {
    sql('DELETE FROM room_seats WHERE room_id = ?').run(roomId);
    const insert = sql('INSERT INTO room_seats (room_id, seat, token_hash) VALUES (?, ?, ?)');
    for (const seat of seats) {
      if (seat.tokenHash !== null) insert.run(roomId, seat.seat, seat.tokenHash);
    }
  };

  const migrate = db.transaction(() => {
    db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)');
    const done = new Set(
      (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
        (row) => row.version,
      ),
    );
    for (const migration of sqliteMigrations) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.statements) db.exec(statement);
      db.prepare('INSERT INTO schema_migrations (version) VALUES (?)').run(migration.version);
    }
  });

  const createRoom = db.transaction((room: RoomInfo) => {
    sql(`INSERT INTO rooms (${ROOM_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
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
    replaceSeats(room.id, room.seats);
  });

  const updateRoom = db.transaction(
    (id: string, change: Partial<Pick<RoomInfo, 'seats' | 'status' | 'public' | 'games'>>) => {
      if (change.seats !== undefined) {
        const updated = sql('UPDATE rooms SET seats = ? WHERE id = ?').run(
          JSON.stringify(change.seats),
          id,
        );
        if (updated.changes > 0) replaceSeats(id, change.seats);
      }
      if (change.status !== undefined) {
        sql('UPDATE rooms SET status = ? WHERE id = ?').run(change.status, id);
      }
      if (change.public !== undefined) {
        sql('UPDATE rooms SET public = ? WHERE id = ?').run(change.public ? 1 : 0, id);
      }
      if (change.games !== undefined) {
        sql('UPDATE rooms SET games = ? WHERE id = ?').run(JSON.stringify(change.games), id);
      }
    },
  );

  const openRoomSeats = (id: string): SeatInfo[] | null => {
    const row = sql(`SELECT seats FROM rooms WHERE id = ? AND status = 'open'`).get(id) as
      { seats: string } | undefined;
    return row ? (JSON.parse(row.seats) as SeatInfo[]) : null;
  };

  const writeSeats = (id: string, seats: readonly SeatInfo[]): void => {
    sql('UPDATE rooms SET seats = ? WHERE id = ?').run(JSON.stringify(seats), id);
    replaceSeats(id, seats);
  };

  // IMMEDIATE transactions: the read and the write happen under the write lock, so two
  // connections (or processes) cannot both see the seat free.
  const claimSeat = db.transaction(
    (id: string, seat: number, tokenHash: string, name?: string): boolean => {
      const seats = openRoomSeats(id);
      const current = seats?.[seat];
      if (!seats || current?.kind !== 'person' || current.tokenHash !== null) return false;
      const claimed: SeatInfo = {
        seat,
        kind: 'person',
        ...(name !== undefined ? { name } : {}),
        tokenHash,
      };
      writeSeats(
        id,
        seats.map((s) => (s.seat === seat ? claimed : s)),
      );
      return true;
    },
  );

  const setSeatIfOpen = db.transaction((id: string, info: SeatInfo): boolean => {
    const seats = openRoomSeats(id);
    if (!seats?.[info.seat]) return false;
    writeSeats(
      id,
      seats.map((s) => (s.seat === info.seat ? info : s)),
    );
    return true;
  });

  const startRoom = db.transaction((id: string, expected: readonly SeatInfo[]): boolean => {
    const seats = openRoomSeats(id);
    // Seat objects round-trip through JSON: compare them as values, not as text.
    if (!seats || !isDeepStrictEqual(seats, JSON.parse(JSON.stringify(expected)))) return false;
    sql(`UPDATE rooms SET status = 'playing', public = 0 WHERE id = ?`).run(id);
    return true;
  });

  const append = db.transaction((roomId: string, entry: LogEntry, game: number): AppendResult => {
    const existing = sql(
      'SELECT seq FROM game_events WHERE room_id = ? AND game = ? AND intent_id = ?',
    ).get(roomId, game, entry.intentId) as { seq: number } | undefined;
    if (existing) return { kind: 'duplicate', seq: existing.seq };
    const last = sql('SELECT MAX(seq) AS seq FROM game_events WHERE room_id = ? AND game = ?').get(
      roomId,
      game,
    ) as { seq: number | null };
    if ((last.seq ?? 0) !== entry.seq - 1) return { kind: 'conflict' };
    sql(
      `INSERT INTO game_events (room_id, game, seq, seat, intent_id, action, at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      roomId,
      game,
      entry.seq,
      entry.seat,
      entry.intentId,
      JSON.stringify(entry.action),
      entry.at,
    );
    return { kind: 'ok' };
  });

  const nextGame = db.transaction(
    (id: string, fromGame: number, setup: RoomInfo['setup']): boolean =>
      sql(
        `UPDATE rooms SET status = 'playing', game = game + 1, setup = ?
         WHERE id = ? AND status = 'finished' AND game = ?`,
      ).run(JSON.stringify(setup), id, fromGame).changes > 0,
  );

  return {
    // IMMEDIATE takes the write lock first, so two processes starting together migrate in turn.
    migrate: () => settle(() => migrate.immediate()),

    createRoom: (room) => settle(() => createRoom.immediate(room)),

    getRoom: (id) =>
      settle(() => {
        const row = sql(`SELECT ${ROOM_COLUMNS} FROM rooms WHERE id = ?`).get(id) as
          RoomRow | undefined;
        return row ? toRoom(row) : null;
      }),

    updateRoom: (id, change) => settle(() => updateRoom.immediate(id, change)),

    claimSeat: (id, seat, tokenHash, name) =>
      settle(() => claimSeat.immediate(id, seat, tokenHash, name)),

    setSeatIfOpen: (id, seat) => settle(() => setSeatIfOpen.immediate(id, seat)),

    startRoom: (id, seats) => settle(() => startRoom.immediate(id, seats)),

    nextGame: (id, fromGame, setup) => settle(() => nextGame.immediate(id, fromGame, setup)),

    listOpenRooms: (limit) =>
      settle(() =>
        (
          sql(
            `SELECT ${ROOM_COLUMNS} FROM rooms WHERE status = 'open' AND public = 1
             ORDER BY created_at DESC, ord DESC LIMIT ?`,
          ).all(limit) as RoomRow[]
        ).map(toRoom),
      ),

    listPlayingRooms: () =>
      settle(() =>
        (
          sql(
            `SELECT ${ROOM_COLUMNS} FROM rooms WHERE status = 'playing' ORDER BY created_at, ord`,
          ).all() as RoomRow[]
        ).map(toRoom),
      ),

    historyForToken: (tokenHash, limit) =>
      settle(() =>
        (
          sql(
            `SELECT ${ROOM_COLUMNS} FROM rooms WHERE (status = 'finished' OR game > 1)
               AND id IN (SELECT room_id FROM room_seats WHERE token_hash = ?)
             ORDER BY created_at DESC, ord DESC LIMIT ?`,
          ).all(tokenHash, limit) as RoomRow[]
        ).map(toRoom),
      ),

    append: (roomId, entry, game = 1) => settle(() => append.immediate(roomId, entry, game)),

    entries: (roomId, afterSeq = 0, game = 1) =>
      settle(() =>
        (
          sql(
            `SELECT seq, seat, intent_id, action, at FROM game_events
             WHERE room_id = ? AND game = ? AND seq > ? ORDER BY seq`,
          ).all(roomId, game, afterSeq) as EventRow[]
        ).map(toEntry),
      ),

    saveSnapshot: (roomId, snapshot, game = 1) =>
      settle(() => {
        sql(
          `INSERT INTO snapshots (room_id, game, seq, state) VALUES (?, ?, ?, ?)
           ON CONFLICT (room_id, game, seq) DO UPDATE SET state = excluded.state`,
        ).run(roomId, game, snapshot.seq, JSON.stringify(snapshot.state));
      }),

    latestSnapshot: (roomId, game = 1) =>
      settle((): Snapshot | null => {
        const row = sql(
          'SELECT seq, state FROM snapshots WHERE room_id = ? AND game = ? ORDER BY seq DESC LIMIT 1',
        ).get(roomId, game) as { seq: number; state: string } | undefined;
        return row ? { seq: row.seq, state: JSON.parse(row.state) as unknown } : null;
      }),

    close: () =>
      settle(() => {
        if (db.open) db.close();
      }),
  };
}
