/**
 * Schema migrations, as ordered lists of SQL statements per dialect. A migration is applied once,
 * inside one transaction, and its version recorded in `schema_migrations`. Never edit a migration
 * that has shipped: append a new one with the next version.
 *
 * Timestamps are stored as the ISO-8601 text the server wrote (round-trips exactly and sorts in
 * time order); `ord` breaks ties between rooms created in the same millisecond.
 */

export interface Migration {
  readonly version: number;
  readonly statements: readonly string[];
}

/**
 * Migration 7, private notes on wires (protocol: note, clearNote): each version of a note, from the
 * game version it was set at until the one that changed it or cut its wire; one standing per wire.
 * The dialects differ only in the key column and the JSON type.
 */
const wireNotes = (ord: string, json: string): Migration => ({
  version: 7,
  statements: [
    `CREATE TABLE wire_notes (
      ord ${ord},
      room_id TEXT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
      game INTEGER NOT NULL,
      seat INTEGER NOT NULL,
      wire_seat INTEGER NOT NULL,
      wire_stand INTEGER NOT NULL,
      wire_index INTEGER NOT NULL,
      marks ${json} NOT NULL,
      text TEXT NOT NULL,
      from_version INTEGER NOT NULL,
      until_version INTEGER
    )`,
    `CREATE INDEX wire_notes_seat ON wire_notes (room_id, game, seat, ord)`,
    `CREATE UNIQUE INDEX wire_notes_standing
      ON wire_notes (room_id, game, seat, wire_seat, wire_stand, wire_index)
      WHERE until_version IS NULL`,
    `CREATE INDEX wire_notes_wire ON wire_notes (room_id, game, wire_seat, wire_stand, wire_index)
      WHERE until_version IS NULL`,
  ],
});

export const sqliteMigrations: readonly Migration[] = [
  {
    version: 1,
    statements: [
      `CREATE TABLE rooms (
        ord INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        public INTEGER NOT NULL,
        host_token_hash TEXT NOT NULL,
        setup TEXT NOT NULL,
        seats TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('open', 'playing', 'finished')),
        turn_clock INTEGER
      )`,
      `CREATE INDEX rooms_status_created ON rooms (status, created_at, ord)`,
      `CREATE TABLE room_seats (
        room_id TEXT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        token_hash TEXT NOT NULL,
        PRIMARY KEY (room_id, seat)
      )`,
      `CREATE INDEX room_seats_token ON room_seats (token_hash)`,
      `CREATE TABLE game_events (
        room_id TEXT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        intent_id TEXT NOT NULL,
        action TEXT NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (room_id, seq),
        UNIQUE (room_id, intent_id)
      )`,
      `CREATE TABLE snapshots (
        room_id TEXT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        state TEXT NOT NULL,
        PRIMARY KEY (room_id, seq)
      )`,
    ],
  },
  {
    // Several games per room: the log and the snapshots are keyed by game number too.
    version: 2,
    statements: [
      `ALTER TABLE rooms ADD COLUMN game INTEGER NOT NULL DEFAULT 1`,
      `ALTER TABLE rooms ADD COLUMN games TEXT NOT NULL DEFAULT '[]'`,
      `CREATE TABLE game_events_v2 (
        room_id TEXT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
        game INTEGER NOT NULL DEFAULT 1,
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        intent_id TEXT NOT NULL,
        action TEXT NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (room_id, game, seq),
        UNIQUE (room_id, game, intent_id)
      )`,
      `INSERT INTO game_events_v2 (room_id, game, seq, seat, intent_id, action, at)
        SELECT room_id, 1, seq, seat, intent_id, action, at FROM game_events`,
      `DROP TABLE game_events`,
      `ALTER TABLE game_events_v2 RENAME TO game_events`,
      `CREATE TABLE snapshots_v2 (
        room_id TEXT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
        game INTEGER NOT NULL DEFAULT 1,
        seq INTEGER NOT NULL,
        state TEXT NOT NULL,
        PRIMARY KEY (room_id, game, seq)
      )`,
      `INSERT INTO snapshots_v2 (room_id, game, seq, state)
        SELECT room_id, 1, seq, state FROM snapshots`,
      `DROP TABLE snapshots`,
      `ALTER TABLE snapshots_v2 RENAME TO snapshots`,
    ],
  },
  {
    // Table options that are not the engine's (the training aid).
    version: 3,
    statements: [`ALTER TABLE rooms ADD COLUMN training_aid INTEGER NOT NULL DEFAULT 0`],
  },
  {
    // Intents are unique per seat (a table rebuild: SQLite cannot drop a constraint); the server's
    // own old ids move to its `#` namespace; rooms keep their creator; a per-database secret.
    version: 4,
    statements: [
      `CREATE TABLE game_events_v4 (
        room_id TEXT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
        game INTEGER NOT NULL DEFAULT 1,
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        intent_id TEXT NOT NULL,
        action TEXT NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (room_id, game, seq),
        UNIQUE (room_id, game, seat, intent_id)
      )`,
      `INSERT INTO game_events_v4 (room_id, game, seq, seat, intent_id, action, at)
        SELECT room_id, game, seq, seat, intent_id, action, at FROM game_events`,
      `DROP TABLE game_events`,
      `ALTER TABLE game_events_v4 RENAME TO game_events`,
      // bot-<digits> and clock-<digits> (GLOB: the prefix, one digit, then nothing but digits).
      `UPDATE game_events SET intent_id = '#' || intent_id
        WHERE (intent_id GLOB 'bot-[0-9]*' AND substr(intent_id, 5) NOT GLOB '*[^0-9]*')
           OR (intent_id GLOB 'clock-[0-9]*' AND substr(intent_id, 7) NOT GLOB '*[^0-9]*')`,
      `ALTER TABLE rooms ADD COLUMN creator TEXT`,
      `CREATE INDEX rooms_open_creator ON rooms (creator, created_at) WHERE status = 'open'`,
      `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
      `INSERT INTO meta (key, value) VALUES ('address_secret', lower(hex(randomblob(16))))`,
    ],
  },
  {
    // The campaign: the host may open every box for the table.
    version: 5,
    statements: [`ALTER TABLE rooms ADD COLUMN unlocked INTEGER NOT NULL DEFAULT 0`],
  },
  {
    // The mission clock's ms of play at each entry (LogEntry.clockMs): null before, and in rows
    // stored earlier.
    version: 6,
    statements: [`ALTER TABLE game_events ADD COLUMN clock_ms INTEGER`],
  },
  wireNotes('INTEGER PRIMARY KEY AUTOINCREMENT', 'TEXT'),
];

export const postgresMigrations: readonly Migration[] = [
  {
    version: 1,
    statements: [
      `CREATE TABLE rooms (
        ord BIGINT GENERATED ALWAYS AS IDENTITY,
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        public BOOLEAN NOT NULL,
        host_token_hash TEXT NOT NULL,
        setup JSONB NOT NULL,
        seats JSONB NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('open', 'playing', 'finished')),
        turn_clock INTEGER
      )`,
      `CREATE INDEX rooms_status_created ON rooms (status, created_at, ord)`,
      `CREATE TABLE room_seats (
        room_id TEXT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        token_hash TEXT NOT NULL,
        PRIMARY KEY (room_id, seat)
      )`,
      `CREATE INDEX room_seats_token ON room_seats (token_hash)`,
      `CREATE TABLE game_events (
        room_id TEXT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        intent_id TEXT NOT NULL,
        action JSONB NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (room_id, seq),
        CONSTRAINT game_events_intent UNIQUE (room_id, intent_id)
      )`,
      // Snapshots can be large and are only read back whole: plain JSON (stored as text) is
      // cheaper to write than JSONB.
      `CREATE TABLE snapshots (
        room_id TEXT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        state JSON NOT NULL,
        PRIMARY KEY (room_id, seq)
      )`,
    ],
  },
  {
    // Several games per room: the log and the snapshots are keyed by game number too.
    version: 2,
    statements: [
      `ALTER TABLE rooms ADD COLUMN game INTEGER NOT NULL DEFAULT 1`,
      `ALTER TABLE rooms ADD COLUMN games JSONB NOT NULL DEFAULT '[]'`,
      `ALTER TABLE game_events ADD COLUMN game INTEGER NOT NULL DEFAULT 1`,
      `ALTER TABLE game_events DROP CONSTRAINT game_events_pkey`,
      `ALTER TABLE game_events ADD PRIMARY KEY (room_id, game, seq)`,
      `ALTER TABLE game_events DROP CONSTRAINT game_events_intent`,
      `ALTER TABLE game_events ADD CONSTRAINT game_events_intent UNIQUE (room_id, game, intent_id)`,
      `ALTER TABLE snapshots ADD COLUMN game INTEGER NOT NULL DEFAULT 1`,
      `ALTER TABLE snapshots DROP CONSTRAINT snapshots_pkey`,
      `ALTER TABLE snapshots ADD PRIMARY KEY (room_id, game, seq)`,
    ],
  },
  {
    // Table options that are not the engine's (the training aid).
    version: 3,
    statements: [`ALTER TABLE rooms ADD COLUMN training_aid BOOLEAN NOT NULL DEFAULT false`],
  },
  {
    // Intents are unique per seat; the server's own old ids move to its `#` namespace; rooms keep
    // their creator; a per-database secret (gen_random_uuid: strong randomness, 32 hex digits).
    version: 4,
    statements: [
      `ALTER TABLE game_events DROP CONSTRAINT game_events_intent`,
      `ALTER TABLE game_events
        ADD CONSTRAINT game_events_intent UNIQUE (room_id, game, seat, intent_id)`,
      `UPDATE game_events SET intent_id = '#' || intent_id
        WHERE intent_id ~ '^(bot|clock)-[0-9]+$'`,
      `ALTER TABLE rooms ADD COLUMN creator TEXT`,
      `CREATE INDEX rooms_open_creator ON rooms (creator, created_at) WHERE status = 'open'`,
      `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
      `INSERT INTO meta (key, value)
        VALUES ('address_secret', replace(gen_random_uuid()::text, '-', ''))`,
    ],
  },
  {
    // The campaign: the host may open every box for the table.
    version: 5,
    statements: [`ALTER TABLE rooms ADD COLUMN unlocked BOOLEAN NOT NULL DEFAULT false`],
  },
  {
    // The mission clock's ms of play at each entry (LogEntry.clockMs): null before, and in rows
    // stored earlier.
    version: 6,
    statements: [`ALTER TABLE game_events ADD COLUMN clock_ms INTEGER`],
  },
  wireNotes('BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY', 'JSONB'),
];

/** Key of the PostgreSQL advisory lock held while migrating ("bomb_busters" as a number). */
export const MIGRATION_LOCK_KEY = 0x626f6d62;
