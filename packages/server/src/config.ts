/** Server configuration: environment variables, overridden by command-line flags. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** A disconnected person's seat is played by a bot after this long. */
  readonly takeoverMs: number;
  /** A snapshot of the game state every this many actions. */
  readonly snapshotEvery: number;
  /** Origins allowed besides the server's own host. */
  readonly allowedOrigins: readonly string[];
  /** Largest accepted WebSocket message, in bytes. */
  readonly maxMessageBytes: number;
  /** Per-socket rate limit: sustained messages per second and burst. */
  readonly ratePerSecond: number;
  readonly rateBurst: number;
  /** The built web client (a folder with index.html), or null to serve a placeholder page. */
  readonly clientDir: string | null;
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
  '--takeover-ms': 'TAKEOVER_MS',
  '--snapshot-every': 'SNAPSHOT_EVERY',
  '--allowed-origins': 'ALLOWED_ORIGINS',
  '--client-dir': 'CLIENT_DIR',
};

export const CONFIG_FLAGS = Object.keys(FLAGS);

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

function int(env: Record<string, string | undefined>, name: string, fallback: number, min = 0) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new ConfigError(`${name} must be an integer ≥ ${min}.`);
  return n;
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = [],
): ServerConfig {
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
    takeoverMs: int(all, 'TAKEOVER_MS', 60_000),
    snapshotEvery: int(all, 'SNAPSHOT_EVERY', 50, 1),
    allowedOrigins: (all.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
    maxMessageBytes: 16 * 1024,
    ratePerSecond: 20,
    rateBurst: 40,
    clientDir: clientDirOf(all.CLIENT_DIR),
  };
}
