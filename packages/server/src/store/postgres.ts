/**
 * The PostgreSQL store, for several server nodes sharing one database. PostgreSQL is the source of
 * truth: `append` inserts at `seq` only if the log ends at seq - 1, and two nodes racing on the
 * same seq end with one `ok` and one `conflict` (the primary key decides). After the commit,
 * `NOTIFY bomb_busters_moves, '<roomId>'` (sent inside the same transaction, so only on commit)
 * tells the other nodes which game moved.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { ClientBase, PoolClient } from 'pg';
import { MIGRATION_LOCK_KEY, postgresMigrations } from './migrations.js';
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

export const MOVES_CHANNEL = 'bomb_busters_moves';
/**
 * The payload on MOVES_CHANNEL when a room's record (seats, status) changed:
 * `room:<roomId> <writer>`, `writer` naming the store instance that changed it.
 */
export const ROOM_CHANGED = 'room:';

/** The payload on MOVES_CHANNEL when entry `seq` of game `game` was appended: `<roomId> <game> <seq>`. */
export const gameMoved = (roomId: string, game: number, seq: number): string =>
  `${roomId} ${game} ${seq}`;

/** What a notification says: a room's record changed, or which entry of its game was appended. */
export type Moved =
  | { readonly room: string; readonly record: true }
  | { readonly room: string; readonly record: false; readonly game: number; readonly seq: number };

export function parseMoved(payload: string): Moved {
  if (payload.startsWith(ROOM_CHANGED))
    return { room: payload.slice(ROOM_CHANGED.length).split(' ')[0] ?? '', record: true };
  const [room = '', game, seq] = payload.split(' ');
  return { room, record: false, game: Number(game), seq: Number(seq) };
}

export interface PostgresStore extends GameStore {
  /**
   * Calls `onGameMoved(gameMoved(roomId, game, seq))` whenever any node (this one included)
   * appends to a game's log, and `onGameMoved` with a ROOM_CHANGED payload when another node
   * updates a room's record (`parseMoved` reads both): this one has its own in memory already,
   * and would re-read it and tell its sockets the room again.
   * Uses its own connection, re-established after a failure (notifications sent while it is down
   * are lost: `onReconnect` is called each time listening resumes after a failure, so that the
   * caller can catch up from the store). Resolves once listening; the returned function stops.
   */
  listen(
    onGameMoved: (roomId: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
}

interface RoomRow {
  id: string;
  created_at: string;
  public: boolean;
  host_token_hash: string;
  setup: RoomInfo['setup'];
  seats: SeatInfo[];
  status: RoomInfo['status'];
  turn_clock: number | null;
  training_aid: boolean;
  game: number;
  games: FinishedGame[];
  creator: string | null;
  unlocked: boolean;
}

interface EventRow {
  seq: number;
  seat: number;
  intent_id: string;
  action: unknown;
  at: string;
  clock_ms: number | null;
}

interface NoteRow {
  wire_seat: number;
  wire_stand: number;
  wire_index: number;
  marks: StoredNote['marks'];
  text: string;
  from_version: number;
  until_version: number | null;
}

/** The standing notes of one wire: $1 room, $2 game, $3-$5 the wire. */
const ON_WIRE = `room_id = $1 AND game = $2 AND wire_seat = $3 AND wire_stand = $4
  AND wire_index = $5 AND until_version IS NULL`;

const ROOM_COLUMNS =
  'id, created_at, public, host_token_hash, setup, seats, status, turn_clock, game, games, training_aid, creator, unlocked';
const UNIQUE_VIOLATION = '23505';
const RECONNECT_DELAY_MS = 1000;

function toRoom(row: RoomRow): RoomInfo {
  return {
    id: row.id,
    createdAt: row.created_at,
    public: row.public,
    hostTokenHash: row.host_token_hash,
    setup: row.setup,
    seats: row.seats,
    status: row.status,
    turnClock: row.turn_clock,
    trainingAid: row.training_aid,
    game: row.game,
    games: row.games,
    creator: row.creator,
    unlocked: row.unlocked,
  };
}

function toEntry(row: EventRow): LogEntry {
  return {
    seq: row.seq,
    seat: row.seat,
    intentId: row.intent_id,
    action: row.action,
    at: row.at,
    ...(row.clock_ms !== null ? { clockMs: row.clock_ms } : {}),
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in the caller's transaction,
 * under a transaction-level advisory lock: two processes starting together migrate one after the
 * other, and the second finds everything applied.
 */
export async function applyMigrations(
  client: ClientBase,
  migrations: readonly Migration[] = postgresMigrations,
): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
  await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)');
  const done = new Set(
    (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map(
      (row) => row.version,
    ),
  );
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    for (const statement of migration.statements) await client.query(statement);
    await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
  }
}

/** Queries waiting for a connection of the pool, at most, by default; past it a query is refused. */
export const MAX_WAITING_QUERIES = 10_000;

export interface PostgresOptions {
  /** Connections of the pool (pg's default: 10). */
  readonly connections?: number;
  /** Queries waiting for a connection at most (default MAX_WAITING_QUERIES). */
  readonly maxWaiting?: number;
}

export function openPostgresStore(url: string, options: PostgresOptions = {}): PostgresStore {
  const { connections, maxWaiting = MAX_WAITING_QUERIES } = options;
  // Names this instance in its room notifications, which its own listener passes over.
  const writer = randomBytes(8).toString('hex');
  const ownRecord = ` ${writer}`;
  /** Tells every node (on commit only) that room `id`'s record changed, and that this one did it. */
  const notifyRoomChanged = (client: ClientBase, id: string) =>
    client.query('SELECT pg_notify($1, $2)', [MOVES_CHANNEL, `${ROOM_CHANGED}${id}${ownRecord}`]);
  const pool = new pg.Pool({ connectionString: url, ...(connections ? { max: connections } : {}) });
  // pg's pool lets queries wait for a connection without a bound: past `maxWaiting`, refuse.
  const admit = (): void => {
    if (pool.waitingCount >= maxWaiting)
      throw new Error(`${maxWaiting} queries are already waiting for PostgreSQL`);
  };
  // An idle client that loses its connection must not crash the process; the next query on the
  // pool gets a fresh connection.
  pool.on('error', () => {});

  async function inTransaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    admit();
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async function replaceSeats(
    client: PoolClient,
    roomId: string,
    seats: readonly SeatInfo[],
  ): Promise<void> {
    await client.query('DELETE FROM room_seats WHERE room_id = $1', [roomId]);
    const held = seats.filter((seat) => seat.tokenHash !== null);
    if (held.length === 0) return;
    await client.query(
      `INSERT INTO room_seats (room_id, seat, token_hash)
       SELECT $1::text, * FROM UNNEST($2::int[], $3::text[])`,
      [roomId, held.map((seat) => seat.seat), held.map((seat) => seat.tokenHash)],
    );
  }

  /** The seats of an open room, its row locked until the transaction ends; null if not open. */
  async function lockOpenSeats(client: PoolClient, id: string): Promise<SeatInfo[] | null> {
    const result = await client.query<{ seats: SeatInfo[] }>(
      `SELECT seats FROM rooms WHERE id = $1 AND status = 'open' FOR UPDATE`,
      [id],
    );
    return result.rows[0]?.seats ?? null;
  }

  async function writeSeats(
    client: PoolClient,
    id: string,
    seats: readonly SeatInfo[],
  ): Promise<void> {
    await client.query('UPDATE rooms SET seats = $2::jsonb WHERE id = $1', [
      id,
      JSON.stringify(seats),
    ]);
    await replaceSeats(client, id, seats);
    // Sent on commit only: the other nodes re-read the room.
    await notifyRoomChanged(client, id);
  }

  async function rooms(text: string, values: unknown[]): Promise<RoomInfo[]> {
    admit();
    const result = await pool.query<RoomRow>(text, values);
    return result.rows.map(toRoom);
  }

  /** The seat's intent already in the log, as a duplicate result; null if it is not there. */
  async function storedIntent(
    roomId: string,
    entry: LogEntry,
    game: number,
  ): Promise<AppendResult | null> {
    admit();
    const result = await pool.query<{ seq: number; action: unknown }>(
      `SELECT seq, action FROM game_events
       WHERE room_id = $1 AND game = $2 AND seat = $3 AND intent_id = $4`,
      [roomId, game, entry.seat, entry.intentId],
    );
    const row = result.rows[0];
    return row ? { kind: 'duplicate', seq: row.seq, action: row.action } : null;
  }

  return {
    migrate: () => inTransaction((client) => applyMigrations(client)),

    createRoom: (room) =>
      inTransaction(async (client) => {
        await client.query(
          `INSERT INTO rooms (${ROOM_COLUMNS})
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
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
            room.creator ?? null,
            room.unlocked ?? false,
          ],
        );
        await replaceSeats(client, room.id, room.seats);
      }),

    getRoom: async (id) =>
      (await rooms(`SELECT ${ROOM_COLUMNS} FROM rooms WHERE id = $1`, [id]))[0] ?? null,

    updateRoom: (id, change) =>
      inTransaction(async (client) => {
        const updated = await client.query(
          `UPDATE rooms SET
             seats = COALESCE($2::jsonb, seats),
             status = COALESCE($3, status),
             public = COALESCE($4, public),
             games = COALESCE($5::jsonb, games),
             unlocked = COALESCE($6, unlocked)
           WHERE id = $1`,
          [
            id,
            change.seats === undefined ? null : JSON.stringify(change.seats),
            change.status ?? null,
            change.public ?? null,
            change.games === undefined ? null : JSON.stringify(change.games),
            change.unlocked ?? null,
          ],
        );
        if (change.seats !== undefined && (updated.rowCount ?? 0) > 0) {
          await replaceSeats(client, id, change.seats);
        }
        // Sent on commit only: the other nodes re-read the room (seats claimed, game started).
        if ((updated.rowCount ?? 0) > 0) await notifyRoomChanged(client, id);
      }),

    // Row locks (FOR UPDATE) serialise writers on one room: the check and the write see the
    // same seats, so of two nodes claiming one free seat exactly one succeeds.
    claimSeat: (id, seat, tokenHash, name) =>
      inTransaction(async (client) => {
        const seats = await lockOpenSeats(client, id);
        const current = seats?.[seat];
        if (!seats || current?.kind !== 'person' || current.tokenHash !== null) return false;
        const claimed: SeatInfo = {
          seat,
          kind: 'person',
          ...(name !== undefined ? { name } : {}),
          tokenHash,
        };
        await writeSeats(
          client,
          id,
          seats.map((s) => (s.seat === seat ? claimed : s)),
        );
        return true;
      }),

    setSeatIfOpen: (id, info) =>
      inTransaction(async (client) => {
        const seats = await lockOpenSeats(client, id);
        if (!seats?.[info.seat]) return false;
        await writeSeats(
          client,
          id,
          seats.map((s) => (s.seat === info.seat ? info : s)),
        );
        return true;
      }),

    startRoom: (id, seats, setup) =>
      inTransaction(async (client) => {
        const updated = await client.query(
          `UPDATE rooms SET status = 'playing', public = false, setup = COALESCE($3::jsonb, setup)
           WHERE id = $1 AND status = 'open' AND seats = $2::jsonb`,
          [id, JSON.stringify(seats), setup ? JSON.stringify(setup) : null],
        );
        if ((updated.rowCount ?? 0) === 0) return false;
        await notifyRoomChanged(client, id);
        return true;
      }),

    nextGame: (id, fromGame, setup) =>
      inTransaction(async (client) => {
        const updated = await client.query(
          `UPDATE rooms SET status = 'open', game = game + 1, setup = $3::jsonb
           WHERE id = $1 AND status = 'finished' AND game = $2`,
          [id, fromGame, JSON.stringify(setup)],
        );
        if ((updated.rowCount ?? 0) === 0) return false;
        await notifyRoomChanged(client, id);
        return true;
      }),

    listOpenRooms: (limit, since) =>
      rooms(
        `SELECT ${ROOM_COLUMNS} FROM rooms WHERE status = 'open' AND public AND created_at >= $2
         ORDER BY created_at DESC, ord DESC LIMIT $1`,
        [limit, since],
      ),

    countOpenRooms: async (creator, since) => {
      admit();
      const result = await pool.query<{ n: number }>(
        `SELECT COUNT(*)::int AS n FROM rooms
         WHERE creator = $1 AND status = 'open' AND created_at >= $2`,
        [creator, since],
      );
      return result.rows[0]?.n ?? 0;
    },

    addressSecret: async () => {
      admit();
      const result = await pool.query<{ value: string }>(
        `SELECT value FROM meta WHERE key = 'address_secret'`,
      );
      const secret = result.rows[0]?.value;
      if (secret === undefined) throw new Error('No address secret: the store is not migrated');
      return secret;
    },

    listPlayingRooms: () =>
      rooms(
        `SELECT ${ROOM_COLUMNS} FROM rooms WHERE status = 'playing' ORDER BY created_at, ord`,
        [],
      ),

    historyForToken: (tokenHash, limit) =>
      rooms(
        `SELECT ${ROOM_COLUMNS} FROM rooms WHERE (status = 'finished' OR game > 1)
           AND id IN (SELECT room_id FROM room_seats WHERE token_hash = $1)
         ORDER BY created_at DESC, ord DESC LIMIT $2`,
        [tokenHash, limit],
      ),

    append: async (roomId, entry, game = 1): Promise<AppendResult> => {
      // One statement, one round trip: the row goes in only right after the log's last entry; a
      // seq another node took first or a seat's intent already stored breaks a unique key, and
      // is then looked up (as is a gap, which inserts nothing).
      try {
        admit();
        const inserted = await pool.query(
          `WITH inserted AS (
             INSERT INTO game_events (room_id, seq, seat, intent_id, action, at, game, clock_ms)
             SELECT $1::text, $2::int, $3::int, $4::text, $5::jsonb, $6::text, $7::int, $8::int
             WHERE (SELECT COALESCE(MAX(seq), 0) FROM game_events
                    WHERE room_id = $1::text AND game = $7::int) = $2::int - 1
             RETURNING room_id
           )
           SELECT pg_notify($9, $10) FROM inserted`,
          [
            roomId,
            entry.seq,
            entry.seat,
            entry.intentId,
            JSON.stringify(entry.action),
            entry.at,
            game,
            entry.clockMs ?? null,
            MOVES_CHANNEL,
            gameMoved(roomId, game, entry.seq),
          ],
        );
        if (inserted.rowCount === 1) return { kind: 'ok' };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      return (await storedIntent(roomId, entry, game)) ?? { kind: 'conflict' };
    },

    entries: async (roomId, afterSeq = 0, game = 1) => {
      admit();
      const result = await pool.query<EventRow>(
        `SELECT seq, seat, intent_id, action, at, clock_ms FROM game_events
         WHERE room_id = $1 AND game = $3 AND seq > $2 ORDER BY seq`,
        [roomId, afterSeq, game],
      );
      return result.rows.map(toEntry);
    },

    saveSnapshot: async (roomId, snapshot, game = 1) => {
      admit();
      await pool.query(
        `INSERT INTO snapshots (room_id, game, seq, state) VALUES ($1, $4, $2, $3)
         ON CONFLICT (room_id, game, seq) DO UPDATE SET state = excluded.state`,
        [roomId, snapshot.seq, JSON.stringify(snapshot.state), game],
      );
    },

    latestSnapshot: async (roomId, game = 1): Promise<Snapshot | null> => {
      admit();
      const result = await pool.query<{ seq: number; state: unknown }>(
        'SELECT seq, state FROM snapshots WHERE room_id = $1 AND game = $2 ORDER BY seq DESC LIMIT 1',
        [roomId, game],
      );
      const row = result.rows[0];
      return row ? { seq: row.seq, state: row.state } : null;
    },

    notes: async (roomId, game, seat) => {
      admit();
      const result = await pool.query<NoteRow>(
        `SELECT wire_seat, wire_stand, wire_index, marks, text, from_version, until_version
         FROM wire_notes WHERE room_id = $1 AND game = $2 AND seat = $3 ORDER BY ord`,
        [roomId, game, seat],
      );
      return result.rows.map((row) => ({
        wire: { seat: row.wire_seat, stand: row.wire_stand, index: row.wire_index },
        marks: row.marks,
        text: row.text,
        from: row.from_version,
        until: row.until_version,
      }));
    },

    setNote: (roomId, game, seat, wire, note, version) =>
      inTransaction(async (client) => {
        const at = [roomId, game, wire.seat, wire.stand, wire.index, seat, version];
        await client.query(
          `DELETE FROM wire_notes WHERE ${ON_WIRE} AND seat = $6 AND from_version = $7`,
          at,
        );
        await client.query(
          `UPDATE wire_notes SET until_version = $7 WHERE ${ON_WIRE} AND seat = $6`,
          at,
        );
        if (note)
          await client.query(
            `INSERT INTO wire_notes (room_id, game, wire_seat, wire_stand, wire_index, seat,
               from_version, marks, text) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
            [...at, JSON.stringify(note.marks), note.text],
          );
      }),

    // One statement for every wire (atomic on its own): where no note stands, as after most
    // cuts, it only reads the index and commits nothing.
    dropNotes: async (roomId, game, wires, version) => {
      admit();
      const dropped = await pool.query<{ seat: number }>(
        `UPDATE wire_notes SET until_version = $3
         WHERE room_id = $1 AND game = $2 AND until_version IS NULL
           AND (wire_seat, wire_stand, wire_index) IN
             (SELECT * FROM unnest($4::int[], $5::int[], $6::int[]))
         RETURNING seat`,
        [
          roomId,
          game,
          version,
          wires.map((w) => w.seat),
          wires.map((w) => w.stand),
          wires.map((w) => w.index),
        ],
      );
      return [...new Set(dropped.rows.map((row) => row.seat))];
    },

    listen: (onGameMoved, onReconnect) =>
      listenForMoves(
        url,
        (payload) => {
          if (!(payload.startsWith(ROOM_CHANGED) && payload.endsWith(ownRecord)))
            onGameMoved(payload);
        },
        onReconnect,
      ),

    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

/** A dedicated connection running LISTEN, reconnected after a failure until stopped. */
async function listenForMoves(
  url: string,
  onGameMoved: (roomId: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const lost = (): void => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(reconnect, RECONNECT_DELAY_MS);
    };
    next.on('notification', (message) => {
      if (message.channel === MOVES_CHANNEL && message.payload) onGameMoved(message.payload);
    });
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${MOVES_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => {});
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };

  const reconnect = (): void => {
    retry = null;
    if (stopped) return;
    connect().then(
      // Listening again: what was notified while down is lost, the caller catches up.
      () => {
        if (!stopped) onReconnect?.();
      },
      () => {
        if (!stopped) retry = setTimeout(reconnect, RECONNECT_DELAY_MS);
      },
    );
  };

  await connect();

  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners('notification');
      await current.query(`UNLISTEN ${MOVES_CHANNEL}`).catch(() => {});
      await current.end().catch(() => {});
    }
  };
}
