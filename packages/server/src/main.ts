/** Start the server: open the store, build the app, listen, stop gracefully on SIGTERM/SIGINT. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig, type ServerConfig } from './config.js';
import { openPostgresStore } from './store/postgres.js';
import { openSqliteStore } from './store/sqlite.js';
import type { GameStore } from './store/types.js';

/** The configured store, migrated: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export async function openStore(config: ServerConfig): Promise<GameStore> {
  const store = config.databaseUrl
    ? openPostgresStore(config.databaseUrl)
    : openSqliteStore(config.sqliteFile);
  await store.migrate();
  return store;
}

export interface Started {
  readonly app: FastifyInstance;
  readonly address: string;
  /** Stop accepting, finish in-flight actions, close the store. */
  stop(): Promise<void>;
}

export async function startServer(
  config: ServerConfig,
  logger: boolean | object = true,
): Promise<Started> {
  const store = await openStore(config);
  const app = await buildApp({ store, config, logger });
  const address = await app.listen({ port: config.port, host: config.host });
  let stopping: Promise<void> | null = null;
  return { app, address, stop: () => (stopping ??= app.close()) };
}

/** Run until SIGTERM or SIGINT; `argv` are the flags (e.g. `--port 9000`). */
export async function runServer(argv: readonly string[] = [], env = process.env): Promise<Started> {
  const config = loadConfig(env, argv);
  const started = await startServer(config);
  const onSignal = (signal: string) => {
    started.app.log.info({ signal }, 'stopping');
    started
      .stop()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  return started;
}
