/**
 * Persistence of rooms and games. One interface, two adapters (SQLite by default, PostgreSQL for
 * several server nodes), one contract test suite run against both (docs: ../../../../docs/deploy.md).
 *
 * A game's log is keyed (roomId, game, seq); seq 1 is the first action of each game (a room plays
 * games 1, 2, ... one after the other; `game` defaults to 1). `append` writes at `seq` only if
 * the log currently ends at seq - 1 (so two nodes racing on the same version cannot both write),
 * and an intent id already in the log for the same seat is not applied twice (client retries are
 * idempotent). Intent ids are scoped by seat; the server's own (bots, the clocks) start with
 * `#`, which a client's id cannot (see `isServerIntent`).
 */
import type { GameRecord, LossCause, NewCharacter, WireRef } from '@bomb-busters/engine';
import type { NoteMark } from '@bomb-busters/protocol';

export type SeatKind = 'person' | 'bot';
export type BotLevel = 'cautious' | 'expert';

export interface SeatInfo {
  readonly seat: number;
  readonly kind: SeatKind;
  readonly level?: BotLevel;
  /** A label only; identity is the token. */
  readonly name?: string;
  /** SHA-256 of the seat token, hex; null while the seat is free. */
  readonly tokenHash: string | null;
  /** Person seats: the host let a bot play it while its person is away (until they are back). */
  readonly hostBot?: true;
  /**
   * Person seats, rule sticker B: the new character its person chose in the lobby, null for the
   * Double Detector; absent: not chosen (a bot seat's is chosen by the bots' policy at the start).
   */
  readonly character?: NewCharacter | null;
}

export interface RoomInfo {
  readonly id: string;
  readonly createdAt: string;
  /** Listed in the lobby while open. */
  readonly public: boolean;
  readonly hostTokenHash: string;
  /** Everything needed to create the game: mission, players, captain, seed, options. */
  readonly setup: Omit<GameRecord, 'format' | 'actions'>;
  readonly seats: readonly SeatInfo[];
  readonly status: 'open' | 'playing' | 'finished';
  /** Turn clock in seconds, or null. */
  readonly turnClock: number | null;
  /** The table shows every player the solver's probabilities for their seat. */
  readonly trainingAid: boolean;
  /** Number of the current (or last) game, from 1; absent = 1. `setup` is this game's setup. */
  readonly game?: number;
  /** The finished games of the room, in order (absent = none recorded). */
  readonly games?: readonly FinishedGame[];
  /**
   * Who created the room: a keyed hash of the creator's address (`addressKey`), for the limits
   * per address (open rooms, bot games). Null for rooms created before it was kept.
   */
  readonly creator?: string | null;
  /** The host opened every box of the campaign for this table (absent = false). */
  readonly unlocked?: boolean;
}

/** A finished game of a room: its setup (replayable with its log) and its result. */
export interface FinishedGame {
  readonly game: number;
  readonly setup: RoomInfo['setup'];
  readonly result: 'won' | 'lost';
  /** Why a lost game was lost (absent in games stored before it was kept). */
  readonly cause?: LossCause;
  /** The person seats whose last move a bot made (away, or turn clock): a bot finished for them. */
  readonly botFinished?: readonly number[];
}

export interface LogEntry {
  readonly seq: number;
  /** The seat that acted; SPECTATOR_SEAT for a spectator's chat message. */
  readonly seat: number;
  /** The client's id for this intent, unique per seat; the server's own start with `#`. */
  readonly intentId: string;
  /** The engine action, as applied. */
  readonly action: unknown;
  readonly at: string;
  /**
   * Missions with a real-time limit, once play has started: the ms of play on the mission's clock
   * when the entry was stored (0 for the entry that started play), which no outage of the server
   * can change. Absent otherwise, and in entries stored before it was kept.
   */
  readonly clockMs?: number;
}

export type AppendResult =
  | { readonly kind: 'ok' }
  /** Another writer got seq first: reload and re-validate. */
  | { readonly kind: 'conflict' }
  /** This seat's intent id is already in the log, at `seq`, for `action` (as stored). */
  | { readonly kind: 'duplicate'; readonly seq: number; readonly action: unknown };

export interface Snapshot {
  readonly seq: number;
  /** The engine GameState as JSON. */
  readonly state: unknown;
}

/**
 * A seat's note on a wire, one version of it: it stood from game version `from` until `until`
 * (exclusive; null: it stands now). Setting a note again ends the one before.
 */
export interface StoredNote {
  readonly wire: WireRef;
  readonly marks: readonly NoteMark[];
  readonly text: string;
  readonly from: number;
  readonly until: number | null;
}

export interface GameStore {
  /** Create or upgrade the schema (idempotent). */
  migrate(): Promise<void>;
  createRoom(room: RoomInfo): Promise<void>;
  getRoom(id: string): Promise<RoomInfo | null>;
  /** Replace the seat list and/or status of a room. */
  updateRoom(
    id: string,
    change: Partial<Pick<RoomInfo, 'seats' | 'status' | 'public' | 'games' | 'unlocked'>>,
  ): Promise<void>;
  /**
   * Open the lobby of the room's next game: only if the room is 'finished' and its game number is
   * `fromGame`; sets status 'open', game `fromGame + 1` and the new setup (`startRoom` starts it).
   * Of two racing callers one wins.
   */
  nextGame(roomId: string, fromGame: number, setup: RoomInfo['setup']): Promise<boolean>;
  /**
   * Compare-and-set: give a free person seat of an open room to `tokenHash` (with an optional
   * name label). True only if the room is open and the seat is a person seat whose tokenHash is
   * null at the moment of the write; of two writers racing for one seat exactly one wins.
   */
  claimSeat(roomId: string, seat: number, tokenHash: string, name?: string): Promise<boolean>;
  /** Replace one seat, only while the room is open. False if it is not (or no such seat). */
  setSeatIfOpen(roomId: string, seat: SeatInfo): Promise<boolean>;
  /**
   * Start the game: status 'open' to 'playing' (and not public), only if the room is still open
   * and its seats are still `seats` (nothing was claimed or swapped since they were checked);
   * `setup`, when given, replaces the stored setup (the new characters chosen in the lobby added).
   */
  startRoom(
    roomId: string,
    seats: readonly SeatInfo[],
    setup?: RoomInfo['setup'],
  ): Promise<boolean>;
  /** Open public rooms created at or after `since` (ISO time; older ones expired), newest first. */
  listOpenRooms(limit: number, since: string): Promise<RoomInfo[]>;
  /** How many open rooms (public or not) `creator` created at or after `since`. */
  countOpenRooms(creator: string, since: string): Promise<number>;
  /**
   * A random secret made once per database (at the first migration), the same for every node:
   * the key of the hash that turns a client address into `RoomInfo.creator`.
   */
  addressSecret(): Promise<string>;
  /** Rooms with status 'playing' (reloaded on start). */
  listPlayingRooms(): Promise<RoomInfo[]>;
  /** Rooms with a finished game where a seat's token hash matches, newest first. */
  historyForToken(tokenHash: string, limit: number): Promise<RoomInfo[]>;
  append(roomId: string, entry: LogEntry, game?: number): Promise<AppendResult>;
  /** Log entries of game `game` (default 1) after `afterSeq`, in order. */
  entries(roomId: string, afterSeq?: number, game?: number): Promise<LogEntry[]>;
  saveSnapshot(roomId: string, snapshot: Snapshot, game?: number): Promise<void>;
  /** One seat's notes of one game, every version kept, in the order they were set. */
  notes(roomId: string, game: number, seat: number): Promise<StoredNote[]>;
  /**
   * End the seat's standing note on `wire` at `version` (one set at that same version is deleted:
   * nobody saw it stand) and, unless `note` is null, set the new one from `version`.
   */
  setNote(
    roomId: string,
    game: number,
    seat: number,
    wire: WireRef,
    note: Pick<StoredNote, 'marks' | 'text'> | null,
    version: number,
  ): Promise<void>;
  /**
   * End every seat's standing notes on `wires` at `version` (those wires were cut or revealed);
   * the seats whose notes ended, each once.
   */
  dropNotes(
    roomId: string,
    game: number,
    wires: readonly WireRef[],
    version: number,
  ): Promise<number[]>;
  latestSnapshot(roomId: string, game?: number): Promise<Snapshot | null>;
  close(): Promise<void>;
}

/**
 * The seat under which a spectator's chat message is stored: spectators share one scope of
 * intent ids (each client draws its ids at random).
 */
export const SPECTATOR_SEAT = -1;

/** The server's own intent ids (bot moves, clock moves, time up) start with this; a client's cannot. */
export const SERVER_INTENT_PREFIX = '#';
export const isServerIntent = (intentId: string): boolean =>
  intentId.startsWith(SERVER_INTENT_PREFIX);
