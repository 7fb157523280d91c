/**
 * Intent ids over real sockets, on SQLite and on PostgreSQL: scoped by seat, a retry acknowledged
 * once, a reused id refused with DUPLICATE_INTENT, and no client id can block a bot, even after a
 * restart. (The probe froze a game by sending a legal action with the id `bot-3`.)
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '@bomb-busters/engine';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPostgresStore } from '../src/store/postgres.js';
import { openSqliteStore } from '../src/store/sqlite.js';
import type { GameStore } from '../src/store/types.js';
import { Client, startedRoom, tempDir } from './helpers.js';
import { freshSchema, skipPostgres } from './postgres-helpers.js';

interface Backend {
  readonly name: string;
  readonly skip: boolean;
  setUp(): Promise<void>;
  open(): GameStore;
  tearDown(): Promise<void>;
}

function sqlite(): Backend {
  let dir = '';
  return {
    name: 'SQLite',
    skip: false,
    setUp: async () => {
      dir = await tempDir();
    },
    open: () => openSqliteStore(join(dir, 'intents.sqlite')),
    tearDown: () => rm(dir, { recursive: true, force: true }),
  };
}

function postgres(): Backend {
  const { schema, url, admin } = freshSchema('intents');
  let created = false;
  return {
    name: 'PostgreSQL',
    skip: skipPostgres,
    setUp: async () => {
      await admin(`CREATE SCHEMA ${schema}`);
      created = true;
    },
    open: () => openPostgresStore(url()),
    tearDown: async () => {
      if (created) await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}

async function start(
  store: GameStore,
): Promise<{ app: FastifyInstance; base: string; ws: string }> {
  await store.migrate();
  const app = await buildApp({
    store,
    config: loadConfig({ BOT_DELAY_MS: '0', BOT_ONLY_DELAY_MS: '0', PORT: '0' }),
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base, ws: base.replace(/^http/, 'ws') + '/ws' };
}

const info = (seat: number, index: number): Action => ({
  type: 'info',
  seat,
  wire: { seat, stand: 0, index },
});

for (const backend of [sqlite(), postgres()]) {
  describe.skipIf(backend.skip)(`intents on ${backend.name}`, () => {
    beforeAll(() => backend.setUp());
    afterAll(() => backend.tearDown());

    it('are scoped by seat, acknowledged once, refused when reused, and never block a bot', async () => {
      let server = await start(backend.open());
      // Seats 0 and 1 are people, seat 2 an expert bot. Mission 1 opens with a round of info
      // tokens: seat 0 (captain), then 1, then the bot.
      const { id, tokens } = await startedRoom(server.base, ['person', 'person', 'expert'], 1);
      let a = await Client.join(server.ws, id, tokens.get(0));
      let b = await Client.join(server.ws, id, tokens.get(1));

      expect(await a.act(info(0, 0), 0, 'same-id')).toMatchObject({ type: 'ack', version: 1 });
      // The identical retry: the same answer, nothing applied twice.
      expect(await a.act(info(0, 0), 0, 'same-id')).toMatchObject({ type: 'ack', version: 1 });
      // The same id for another action: refused, nothing applied.
      expect(await a.act(info(0, 1), 1, 'same-id')).toMatchObject({
        type: 'rejected',
        code: 'DUPLICATE_INTENT',
      });
      // A server id cannot even be sent.
      a.send({ type: 'action', id: '#bot-3', version: 1, action: info(1, 0) });
      expect(await a.next((m) => m.type === 'error')).toMatchObject({ code: 'BAD_MESSAGE' });

      // Another seat may use the same id; and an id shaped like the bot's next one (the bot
      // acts at version 3) does not stop the bot from playing.
      expect(await b.act(info(1, 0), 1, 'bot-3')).toMatchObject({ type: 'ack', version: 2 });
      await a.until((v) => v.version >= 3);
      // Seat 1 never used 'same-id': the engine judges it (the setup round is over), not the intent check.
      expect(await b.act(info(1, 1), 3, 'same-id')).toMatchObject({
        type: 'rejected',
        code: 'NO_PENDING_CHOICE',
      });

      // After a restart the ids are remembered, per seat.
      await Promise.all([a.close(), b.close()]);
      await server.app.close();
      server = await start(backend.open());
      a = await Client.join(server.ws, id, tokens.get(0));
      b = await Client.join(server.ws, id, tokens.get(1));
      expect(a.view?.version).toBe(3);
      expect(await b.act(info(1, 0), 1, 'bot-3')).toMatchObject({ type: 'ack', version: 2 });
      expect(await a.act(info(0, 1), 3, 'same-id')).toMatchObject({
        type: 'rejected',
        code: 'DUPLICATE_INTENT',
      });
      expect(a.view?.version).toBe(3);
      await Promise.all([a.close(), b.close()]);
      await server.app.close();
    }, 60_000);
  });
}
