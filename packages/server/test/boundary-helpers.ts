/**
 * Helpers of the boundary suites (redaction, race, fuzz): a real app whose store the test can
 * reach (to insert rooms with an explicit deal, which the HTTP API does not accept) and whose log
 * lines are captured.
 */
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { GameSetup } from '@bomb-busters/engine';
import { buildApp } from '../src/app.js';
import { loadConfig, type ServerConfig } from '../src/config.js';
import { openSqliteStore } from '../src/store/sqlite.js';
import type { GameStore } from '../src/store/types.js';
import { hashToken, newRoomId, newToken } from '../src/tokens.js';
import { tempDir } from './helpers.js';

export interface StoreServer {
  readonly app: FastifyInstance;
  readonly base: string;
  readonly ws: string;
  readonly config: ServerConfig;
  readonly store: GameStore;
  /** Every log line the server wrote (pino JSON, one per entry). */
  readonly logs: string[];
  close(): Promise<void>;
}

export async function startStoreServer(
  env: Record<string, string> = {},
  overrides: Partial<ServerConfig> = {},
): Promise<StoreServer> {
  const dir = await tempDir();
  const config: ServerConfig = {
    ...loadConfig({
      DATA_DIR: dir,
      BOT_DELAY_MS: '0',
      BOT_ONLY_DELAY_MS: '0',
      TAKEOVER_MS: '600000',
      PORT: '0',
      ...env,
    }),
    ...overrides,
  };
  const store = openSqliteStore(config.sqliteFile);
  await store.migrate();
  const logs: string[] = [];
  const stream = { write: (line: string) => void logs.push(line) };
  const app = await buildApp({ store, config, logger: { level: 'trace', stream } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base: address,
    ws: address.replace(/^http/, 'ws') + '/ws',
    config,
    store,
    logs,
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Message rates no test reaches, so that every frame gets to the parser (limits.test.ts checks the limits). */
export const NO_RATE_LIMIT = {
  SOCKET_MESSAGES_PER_SECOND: '1000000',
  ADDRESS_MESSAGES_PER_SECOND: '1000000',
  CHAT_MESSAGES_PER_MINUTE: '1000000',
  ADDRESS_CHAT_MESSAGES_PER_MINUTE: '1000000',
} as const;

/** A store server started before the test file's tests and closed after them. */
export function storeServerForFile(env: Record<string, string> = {}): StoreServer {
  let started: StoreServer | undefined;
  beforeAll(async () => {
    started = await startStoreServer(env);
  });
  afterAll(async () => {
    await started?.close();
  });
  const live = (): StoreServer => {
    if (!started) throw new Error('the server is not started yet');
    return started;
  };
  return {
    get app() {
      return live().app;
    },
    get base() {
      return live().base;
    },
    get ws() {
      return live().ws;
    },
    get config() {
      return live().config;
    },
    get store() {
      return live().store;
    },
    get logs() {
      return live().logs;
    },
    close: () => live().close(),
  };
}

/**
 * A room written straight to the store with every seat held by a person (so it may have a setup
 * the API does not accept, e.g. `stands`). Playing: the server loads it (snapshot-less, from
 * `setup`) when a socket first joins it; open: the host starts it through the API.
 */
export async function insertRoom(
  store: GameStore,
  setup: GameSetup,
  status: 'open' | 'playing' = 'playing',
): Promise<{ id: string; tokens: string[]; hostToken: string }> {
  const tokens = Array.from({ length: setup.players }, () => newToken());
  const hostToken = newToken();
  const id = newRoomId();
  await store.createRoom({
    id,
    // A fixed time keeps twin rooms alike (redaction); an open room must not have expired.
    createdAt: status === 'open' ? new Date().toISOString() : '2025-01-01T00:00:00.000Z',
    public: false,
    hostTokenHash: hashToken(hostToken),
    setup,
    seats: tokens.map((t, seat) => ({
      seat,
      kind: 'person' as const,
      name: `P${seat}`,
      tokenHash: hashToken(t),
    })),
    status,
    turnClock: null,
    trainingAid: false,
  });
  return { id, tokens, hostToken };
}
