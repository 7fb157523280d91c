/**
 * Server configuration: environment variables, overridden by command-line flags. Every limit the
 * server enforces is a setting here, with a default that a table of friends never reaches; the
 * README's settings table lists them all (a test checks it).
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_MESSAGE_BYTES } from '@bomb-busters/protocol/constants';

/** Whom to believe about the client's address (X-Forwarded-For): nobody, any peer, or these. */
export type TrustProxy = boolean | readonly string[];

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** PostgreSQL connection string; when absent the SQLite file `sqliteFile` is used. */
  readonly databaseUrl: string | null;
  readonly sqliteFile: string;
  readonly logLevel: string;
  /** Delay before a bot acts, so people can follow. */
  readonly botDelayMs: number;
  /**
   * Delay before each bot move of a game without a connected person, at least: nobody needs it
   * faster than a spectator can follow, and the cores it leaves go to people's tables.
   */
  readonly botOnlyDelayMs: number;
  /** A disconnected person's seat is played by a bot after this long. */
  readonly takeoverMs: number;
  /** A snapshot of the game state every this many actions. */
  readonly snapshotEvery: number;
  /** Multiplies every time of a mission's real-time limit (tests use 0.01); 0 < x <= 1. */
  readonly clockScale: number;
  /** A bot first in line for a turn nobody holds ("Snip!") waits this long while a person may claim it. */
  readonly snipGraceMs: number;
  /** A vote to give up lapses after this long unless everyone agreed. */
  readonly voteMs: number;
  /** Origins allowed besides the server's own (PUBLIC_ORIGIN, else the request's Host). */
  readonly allowedOrigins: readonly string[];
  /** The origins players use (e.g. https://bombs.example.org); when set, the Host header is not trusted. */
  readonly publicOrigins: readonly string[];
  /** The built web client (a folder with index.html), or null to serve a placeholder page. */
  readonly clientDir: string | null;
  readonly trustProxy: TrustProxy;

  // ---- limits
  /** Largest accepted WebSocket message, in bytes (the protocol's constant). */
  readonly maxMessageBytes: number;
  /** Messages per second of one socket (bursts of twice as many). */
  readonly socketMessagesPerSecond: number;
  /** Messages per second of all the sockets of one address together (bursts of twice as many). */
  readonly addressMessagesPerSecond: number;
  /** Chat messages per minute of one socket (bursts of half as many). */
  readonly chatMessagesPerMinute: number;
  /** Chat messages per minute of all the sockets of one address together (bursts of half as many). */
  readonly addressChatMessagesPerMinute: number;
  /** HTTP API requests per second of one address (bursts of twice as many); static files are free. */
  readonly apiRequestsPerSecond: number;
  /** Rooms one address may create per minute (bursts of twice as many). */
  readonly roomsPerMinute: number;
  /** Seat claims of one address per minute (bursts of twice as many). */
  readonly claimsPerMinute: number;
  /** Rooms not yet started that one address may hold at once. */
  readonly openRoomsPerAddress: number;
  /** A room that never starts expires this long after its creation. */
  readonly openRoomTtlMs: number;
  /** A room nobody is connected to and that does not move leaves memory after this long. */
  readonly roomIdleMs: number;
  /** Open WebSockets of the whole server. */
  readonly maxSockets: number;
  /** Open WebSockets of one address. */
  readonly socketsPerAddress: number;
  /** Spectator sockets of one room (seats are not counted). */
  readonly spectatorsPerRoom: number;
  /** Notes on wires one seat may hold at once in one game. */
  readonly notesPerSeat: number;
  /** Notes one seat may set or clear in one game (every change is kept for its replay). */
  readonly noteChangesPerSeat: number;
  /** Bytes waiting to be sent to one socket; past this the socket is closed. */
  readonly sendBufferBytes: number;
  /** The server pings every socket this often; one that has not answered by the next ping is closed. */
  readonly heartbeatMs: number;
  /** A socket must join a room within this time. */
  readonly joinTimeoutMs: number;
  /** A frame begun must be complete within this time. */
  readonly frameTimeoutMs: number;
  /** A socket whose client sends nothing (its own pings included) for this long is closed. */
  readonly idleTimeoutMs: number;
  /** An HTTP request must be received whole within this time. */
  readonly httpTimeoutMs: number;
  /** Worker threads in which bots think. */
  readonly botThreads: number;
  /** Games without a connected person that bots play at once (the others wait their turn). */
  readonly botGames: number;
  /** Of those, games created by one address. */
  readonly botGamesPerAddress: number;
}

/** Where `npm run build -w @bomb-busters/client` writes the web client. */
export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../client/dist', import.meta.url));

function clientDirOf(raw: string | undefined): string | null {
  const dir = raw || DEFAULT_CLIENT_DIR;
  return existsSync(join(dir, 'index.html')) ? dir : null;
}

export class ConfigError extends Error {
  readonly code = 'BAD_CONFIG';
}

const FLAGS: Readonly<Record<string, string>> = {
  '--port': 'PORT',
  '--host': 'HOST',
  '--data-dir': 'DATA_DIR',
  '--database-url': 'DATABASE_URL',
  '--log-level': 'LOG_LEVEL',
  '--bot-delay-ms': 'BOT_DELAY_MS',
  '--bot-only-delay-ms': 'BOT_ONLY_DELAY_MS',
  '--takeover-ms': 'TAKEOVER_MS',
  '--snapshot-every': 'SNAPSHOT_EVERY',
  '--clock-scale': 'CLOCK_SCALE',
  '--snip-grace-ms': 'SNIP_GRACE_MS',
  '--vote-ms': 'VOTE_MS',
  '--allowed-origins': 'ALLOWED_ORIGINS',
  '--public-origin': 'PUBLIC_ORIGIN',
  '--client-dir': 'CLIENT_DIR',
  '--trust-proxy': 'TRUST_PROXY',
  '--socket-messages-per-second': 'SOCKET_MESSAGES_PER_SECOND',
  '--address-messages-per-second': 'ADDRESS_MESSAGES_PER_SECOND',
  '--chat-messages-per-minute': 'CHAT_MESSAGES_PER_MINUTE',
  '--address-chat-messages-per-minute': 'ADDRESS_CHAT_MESSAGES_PER_MINUTE',
  '--api-requests-per-second': 'API_REQUESTS_PER_SECOND',
  '--rooms-per-minute': 'ROOMS_PER_MINUTE',
  '--claims-per-minute': 'CLAIMS_PER_MINUTE',
  '--open-rooms-per-address': 'OPEN_ROOMS_PER_ADDRESS',
  '--open-room-ttl-ms': 'OPEN_ROOM_TTL_MS',
  '--room-idle-ms': 'ROOM_IDLE_MS',
  '--max-sockets': 'MAX_SOCKETS',
  '--sockets-per-address': 'SOCKETS_PER_ADDRESS',
  '--spectators-per-room': 'SPECTATORS_PER_ROOM',
  '--notes-per-seat': 'NOTES_PER_SEAT',
  '--note-changes-per-seat': 'NOTE_CHANGES_PER_SEAT',
  '--send-buffer-bytes': 'SEND_BUFFER_BYTES',
  '--heartbeat-ms': 'HEARTBEAT_MS',
  '--join-timeout-ms': 'JOIN_TIMEOUT_MS',
  '--frame-timeout-ms': 'FRAME_TIMEOUT_MS',
  '--idle-timeout-ms': 'IDLE_TIMEOUT_MS',
  '--http-timeout-ms': 'HTTP_TIMEOUT_MS',
  '--bot-threads': 'BOT_THREADS',
  '--bot-games': 'BOT_GAMES',
  '--bot-games-per-address': 'BOT_GAMES_PER_ADDRESS',
};

export const CONFIG_FLAGS = Object.keys(FLAGS);
/** Every environment variable the server reads. */
export const CONFIG_VARIABLES = Object.values(FLAGS);

/** Flags (`--port 9000` or `--port=9000`) as environment-variable overrides. */
export function flagsToEnv(argv: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    const name = FLAGS[flag ?? ''];
    if (!name) throw new ConfigError(`Unknown option "${arg}".`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new ConfigError(`Option ${flag} needs a value.`);
    out[name] = value;
  }
  return out;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 0) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < min)
    throw new ConfigError(`${name} must be an integer ≥ ${min}.`);
  return n;
}

/** A number with 0 < x <= 1. */
function fraction(env: Env, name: string, fallback: number) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!(n > 0 && n <= 1)) throw new ConfigError(`${name} must be a number with 0 < x ≤ 1.`);
  return n;
}

const list = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

function origins(env: Env, name: string): string[] {
  const values = list(env[name]);
  for (const v of values) {
    if (v === '*' && name === 'ALLOWED_ORIGINS') continue;
    let url: URL;
    try {
      url = new URL(v);
    } catch {
      throw new ConfigError(`${name}: "${v}" is not an origin such as https://example.org.`);
    }
    if (url.origin !== v) throw new ConfigError(`${name}: write "${url.origin}", not "${v}".`);
  }
  return values;
}

function trustProxyOf(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw))
    throw new ConfigError("TRUST_PROXY: give the proxies' addresses (or true), not a hop count.");
  return list(raw);
}

export function loadConfig(env: Env = process.env, argv: readonly string[] = []): ServerConfig {
  const all = { ...env, ...flagsToEnv(argv) };
  const dataDir = all.DATA_DIR || './data';
  const port = int(all, 'PORT', 8080);
  if (port > 65535) throw new ConfigError('PORT must be at most 65535.');
  return {
    port,
    host: all.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: all.DATABASE_URL || null,
    sqliteFile: join(dataDir, 'bomb-busters.sqlite'),
    logLevel: all.LOG_LEVEL || 'info',
    botDelayMs: int(all, 'BOT_DELAY_MS', 400),
    botOnlyDelayMs: int(all, 'BOT_ONLY_DELAY_MS', 1000),
    takeoverMs: int(all, 'TAKEOVER_MS', 60_000),
    snapshotEvery: int(all, 'SNAPSHOT_EVERY', 50, 1),
    clockScale: fraction(all, 'CLOCK_SCALE', 1),
    snipGraceMs: int(all, 'SNIP_GRACE_MS', 3000),
    voteMs: int(all, 'VOTE_MS', 60_000, 1),
    allowedOrigins: origins(all, 'ALLOWED_ORIGINS'),
    publicOrigins: origins(all, 'PUBLIC_ORIGIN'),
    clientDir: clientDirOf(all.CLIENT_DIR),
    trustProxy: trustProxyOf(all.TRUST_PROXY),
    maxMessageBytes: MAX_MESSAGE_BYTES,
    socketMessagesPerSecond: int(all, 'SOCKET_MESSAGES_PER_SECOND', 20, 1),
    addressMessagesPerSecond: int(all, 'ADDRESS_MESSAGES_PER_SECOND', 60, 1),
    chatMessagesPerMinute: int(all, 'CHAT_MESSAGES_PER_MINUTE', 20, 2),
    addressChatMessagesPerMinute: int(all, 'ADDRESS_CHAT_MESSAGES_PER_MINUTE', 60, 2),
    apiRequestsPerSecond: int(all, 'API_REQUESTS_PER_SECOND', 20, 1),
    roomsPerMinute: int(all, 'ROOMS_PER_MINUTE', 6, 1),
    claimsPerMinute: int(all, 'CLAIMS_PER_MINUTE', 30, 1),
    openRoomsPerAddress: int(all, 'OPEN_ROOMS_PER_ADDRESS', 8, 1),
    openRoomTtlMs: int(all, 'OPEN_ROOM_TTL_MS', 24 * 3600_000, 1000),
    roomIdleMs: int(all, 'ROOM_IDLE_MS', 10 * 60_000, 100),
    maxSockets: int(all, 'MAX_SOCKETS', 5000, 1),
    socketsPerAddress: int(all, 'SOCKETS_PER_ADDRESS', 32, 1),
    spectatorsPerRoom: int(all, 'SPECTATORS_PER_ROOM', 50, 0),
    notesPerSeat: int(all, 'NOTES_PER_SEAT', 60, 1),
    noteChangesPerSeat: int(all, 'NOTE_CHANGES_PER_SEAT', 600, 1),
    sendBufferBytes: int(all, 'SEND_BUFFER_BYTES', 1024 * 1024, 64 * 1024),
    heartbeatMs: int(all, 'HEARTBEAT_MS', 30_000, 100),
    joinTimeoutMs: int(all, 'JOIN_TIMEOUT_MS', 10_000, 100),
    frameTimeoutMs: int(all, 'FRAME_TIMEOUT_MS', 10_000, 100),
    idleTimeoutMs: int(all, 'IDLE_TIMEOUT_MS', 120_000, 100),
    httpTimeoutMs: int(all, 'HTTP_TIMEOUT_MS', 30_000, 100),
    botThreads: int(all, 'BOT_THREADS', Math.max(1, Math.min(4, availableParallelism() - 1)), 1),
    botGames: int(all, 'BOT_GAMES', 20, 1),
    botGamesPerAddress: int(all, 'BOT_GAMES_PER_ADDRESS', 2, 1),
  };
}
