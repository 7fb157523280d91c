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
import { ROOM_COLUMNS, roomValues } from './room-columns.js';
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

/**
 * The payload on MOVES_CHANNEL when entry `seq` of game `game` was appended: `<roomId> <game> <seq>`
 * (the append statement writes it in SQL).
 */
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

interface PendingAppend {
  readonly roomId: string;
  readonly entry: LogEntry;
  readonly game: number;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

/** Appends sent in one statement at most; more wait for the next. */
const APPEND_BATCH = 500;

/**
 * The log's appends of one turn of the event loop, in one statement and one round trip: a node
 * serving many tables spent most of its time in one query per action (a syscall to PostgreSQL
 * and the pool's hand-over each). Each row goes in only right after its game's last entry (as
 * it stood before the statement); a row that does not (its seq taken by another node, its
 * intent already stored, a gap) is looked up, as a duplicate or a conflict. The NOTIFY of each
 * row inserted is sent on commit.
 */
function appendBatches(
  pool: pg.Pool,
  admit: () => void,
  maxWaiting: number,
  storedIntent: (roomId: string, entry: LogEntry, game: number) => Promise<AppendResult | null>,
) {
  const waiting: PendingAppend[] = [];

  async function write(batch: readonly PendingAppend[]): Promise<void> {
    const column = <T>(of: (p: PendingAppend) => T) => batch.map(of);
    const inserted = await pool.query<{
      room_id: string;
      game: number;
      seq: number;
      intent_id: string;
    }>(
      `WITH rows AS (
         SELECT * FROM UNNEST($1::text[], $2::int[], $3::int[], $4::text[], $5::jsonb[],
           $6::text[], $7::int[], $8::int[])
           AS r (room_id, seq, seat, intent_id, action, at, game, clock_ms)
       ), inserted AS (
         INSERT INTO game_events (room_id, seq, seat, intent_id, action, at, game, clock_ms)
         SELECT * FROM rows r
         WHERE (SELECT COALESCE(MAX(seq), 0) FROM game_events e
                WHERE e.room_id = r.room_id AND e.game = r.game) = r.seq - 1
         ON CONFLICT DO NOTHING
         RETURNING room_id, game, seq, intent_id
       )
       SELECT room_id, game, seq, intent_id,
         pg_notify($9, room_id || ' ' || game || ' ' || seq) FROM inserted`,
      [
        column((p) => p.roomId),
        column((p) => p.entry.seq),
        column((p) => p.entry.seat),
        column((p) => p.entry.intentId),
        column((p) => JSON.stringify(p.entry.action)),
        column((p) => p.entry.at),
        column((p) => p.game),
        column((p) => p.entry.clockMs ?? null),
        MOVES_CHANNEL,
      ],
    );
    const key = (room: string, game: number, seq: number, intent: string) =>
      `${game} ${seq} ${room} ${intent}`;
    const written = new Set(inserted.rows.map((r) => key(r.room_id, r.game, r.seq, r.intent_id)));
    for (const p of batch) {
      const k = key(p.roomId, p.game, p.entry.seq, p.entry.intentId);
      // Twice the same row in one batch: the first is written, the second is its duplicate.
      if (written.delete(k)) p.resolve({ kind: 'ok' });
      else
        storedIntent(p.roomId, p.entry, p.game).then(
          (stored) => p.resolve(stored ?? { kind: 'conflict' }),
          p.reject,
        );
    }
  }

  function flush(): void {
    const batch = waiting.splice(0, APPEND_BATCH);
    if (waiting.length > 0) setImmediate(flush);
    write(batch).catch((error: unknown) => {
      for (const p of batch) p.reject(error);
    });
  }

  return {
    append(roomId: string, entry: LogEntry, game: number): Promise<AppendResult> {
      return new Promise((resolve, reject) => {
        admit();
        if (waiting.length >= maxWaiting)
          throw new Error(`${maxWaiting} appends are already waiting for PostgreSQL`);
        waiting.push({ roomId, entry, game, resolve, reject });
        if (waiting.length === 1) setImmediate(flush);
      });
    },
  };
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

  /**
   * Changes a room's record in one statement, so in one round trip: `update` is an UPDATE of the
   * room ($6, its id) returning its id, with its own parameters from $7 on. If it changed, the
   * room_seats rows follow (`held` seats written with their holders' tokens, the rows of `freed`
   * seats gone) and every node is told on commit. A claim or a start was a transaction of 4 to 7 statements,
   * and while a thousand tables set up they queued behind each other for the pool's connections.
   * The UPDATE's row lock serialises writers on one room, and its WHERE is checked again on the
   * row as the writer before left it: of two nodes claiming one free seat, exactly one succeeds.
   */
  async function changeRoom(
    id: string,
    update: string,
    values: readonly unknown[],
    seats: { readonly held?: readonly SeatInfo[]; readonly freed?: readonly number[] } = {},
  ): Promise<boolean> {
    admit();
    const held = (seats.held ?? []).filter((seat) => seat.tokenHash !== null);
    const changed = await pool.query(
      `WITH changed AS (${update}),
       freed AS (
         DELETE FROM room_seats
         WHERE room_id IN (SELECT id FROM changed) AND seat = ANY($5::int[])
       ), held AS (
         INSERT INTO room_seats (room_id, seat, token_hash)
         SELECT changed.id, s.seat, s.token
         FROM changed, UNNEST($3::int[], $4::text[]) AS s (seat, token)
         ON CONFLICT (room_id, seat) DO UPDATE SET token_hash = EXCLUDED.token_hash
       )
       SELECT pg_notify($1, $2) FROM changed`,
      [
        MOVES_CHANNEL,
        `${ROOM_CHANGED}${id}${ownRecord}`,
        held.map((seat) => seat.seat),
        held.map((seat) => seat.tokenHash),
        seats.freed ?? [],
        id,
        ...values,
      ],
    );
    return (changed.rowCount ?? 0) > 0;
  }

  /** A room's seats as room_seats rows: the held ones written, the others gone. */
  const allSeats = (seats: readonly SeatInfo[]) => ({
    held: seats,
    freed: seats.filter((seat) => seat.tokenHash === null).map((seat) => seat.seat),
  });

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

  const appends = appendBatches(pool, admit, maxWaiting, storedIntent);

  return {
    migrate: () => inTransaction((client) => applyMigrations(client)),

    createRoom: async (room) => {
      admit();
      const held = room.seats.filter((seat) => seat.tokenHash !== null);
      await pool.query(
        `WITH room AS (
           INSERT INTO rooms (${ROOM_COLUMNS})
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
           RETURNING id
         )
         INSERT INTO room_seats (room_id, seat, token_hash)
         SELECT room.id, s.seat, s.token FROM room, UNNEST($14::int[], $15::text[]) AS s (seat, token)`,
        [
          ...roomValues(room, (value) => value),
          held.map((seat) => seat.seat),
          held.map((seat) => seat.tokenHash),
        ],
      );
    },

    getRoom: async (id) =>
      (await rooms(`SELECT ${ROOM_COLUMNS} FROM rooms WHERE id = $1`, [id]))[0] ?? null,

    // The other nodes re-read the room (seats claimed, game started).
    updateRoom: async (id, change) => {
      await changeRoom(
        id,
        `UPDATE rooms SET
           seats = COALESCE($7::jsonb, seats),
           status = COALESCE($8, status),
           public = COALESCE($9, public),
           games = COALESCE($10::jsonb, games),
           unlocked = COALESCE($11, unlocked)
         WHERE id = $6 RETURNING id`,
        [
          change.seats === undefined ? null : JSON.stringify(change.seats),
          change.status ?? null,
          change.public ?? null,
          change.games === undefined ? null : JSON.stringify(change.games),
          change.unlocked ?? null,
        ],
        change.seats === undefined ? {} : allSeats(change.seats),
      );
    },

    claimSeat: (id, seat, tokenHash, name) => {
      const claimed: SeatInfo = {
        seat,
        kind: 'person',
        ...(name !== undefined ? { name } : {}),
        tokenHash,
      };
      return changeRoom(
        id,
        `UPDATE rooms SET seats = jsonb_set(seats, $8::text[], $9::jsonb)
         WHERE id = $6 AND status = 'open' AND $7::int >= 0
           AND seats -> $7::int ->> 'kind' = 'person'
           AND seats -> $7::int -> 'tokenHash' = 'null'::jsonb
         RETURNING id`,
        [seat, [String(seat)], JSON.stringify(claimed)],
        { held: [claimed] },
      );
    },

    setSeatIfOpen: (id, info) =>
      changeRoom(
        id,
        `UPDATE rooms SET seats = jsonb_set(seats, $8::text[], $9::jsonb)
         WHERE id = $6 AND status = 'open' AND $7::int >= 0 AND seats -> $7::int IS NOT NULL
         RETURNING id`,
        [info.seat, [String(info.seat)], JSON.stringify(info)],
        info.tokenHash === null ? { freed: [info.seat] } : { held: [info] },
      ),

    startRoom: (id, seats, setup) =>
      changeRoom(
        id,
        `UPDATE rooms SET status = 'playing', public = false, setup = COALESCE($8::jsonb, setup)
         WHERE id = $6 AND status = 'open' AND seats = $7::jsonb RETURNING id`,
        [JSON.stringify(seats), setup ? JSON.stringify(setup) : null],
      ),

    nextGame: (id, fromGame, setup) =>
      changeRoom(
        id,
        `UPDATE rooms SET status = 'open', game = game + 1, setup = $8::jsonb
         WHERE id = $6 AND status = 'finished' AND game = $7 RETURNING id`,
        [fromGame, JSON.stringify(setup)],
      ),

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

    append: (roomId, entry, game = 1) => appends.append(roomId, entry, game),

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

    // One statement, one round trip: a cut drops the notes on all its wires at once (a
    // transaction of one UPDATE per wire cost a cut four to six round trips).
    dropNotes: async (roomId, game, wires, version) => {
      if (wires.length === 0) return [];
      admit();
      const dropped = await pool.query<{ seat: number }>(
        `UPDATE wire_notes SET until_version = $6
         WHERE room_id = $1 AND game = $2 AND until_version IS NULL
           AND (wire_seat, wire_stand, wire_index) IN
             (SELECT * FROM UNNEST($3::int[], $4::int[], $5::int[]))
         RETURNING seat`,
        [
          roomId,
          game,
          wires.map((w) => w.seat),
          wires.map((w) => w.stand),
          wires.map((w) => w.index),
          version,
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
