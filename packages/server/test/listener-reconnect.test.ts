/**
 * A node's NOTIFY listener loses its connection (its backend is terminated): notifications sent
 * meanwhile are lost, so on reconnecting the node catches every room in memory up from the store.
 * A fresh schema per run, dropped at the end; SKIP_POSTGRES=1 skips it.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGame,
  legalActions,
  seatToAct,
  type MoveAction,
  type GameState,
} from '@bomb-busters/engine';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { replayEntries } from '../src/room.js';
import { openPostgresStore, type PostgresStore } from '../src/store/postgres.js';
import { Client, startedRoom } from './helpers.js';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const skip = process.env.SKIP_POSTGRES === '1';
const tag = randomUUID().replaceAll('-', '').slice(0, 12);
const schema = `listener_${tag}`;
/** Every connection of this test's node carries this name (the listener's included). */
const appName = `bb-listener-${tag}`;

function schemaUrl(applicationName?: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  if (applicationName) url.searchParams.set('application_name', applicationName);
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Pids of the node's LISTEN connections (the pool's connections run other queries). */
const listenerPids = (client: pg.Client) =>
  client
    .query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'LISTEN%'`,
      [appName],
    )
    .then((r) => r.rows.map((row) => row.pid));

if (skip) {
  describe.skip('NOTIFY listener reconnect (SKIP_POSTGRES=1)', () => {
    it('needs PostgreSQL', () => {});
  });
} else {
  let app: FastifyInstance | null = null;
  let writer: PostgresStore | null = null;
  beforeAll(() => admin((c) => c.query(`CREATE SCHEMA ${schema}`)));
  afterAll(async () => {
    await app?.close();
    await writer?.close();
    await admin((c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
  });

  describe('NOTIFY listener reconnect', () => {
    it('catches the rooms up from the store after the listener was cut off', async () => {
      const url = schemaUrl(appName);
      const config = loadConfig({
        BOT_DELAY_MS: '0',
        BOT_ONLY_DELAY_MS: '0',
        PORT: '0',
        DATABASE_URL: url,
      });
      const store = openPostgresStore(url);
      await store.migrate();
      app = await buildApp({ store, config });
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const ws = base.replace(/^http/, 'ws') + '/ws';
      const { id, tokens } = await startedRoom(base, ['person', 'person']);
      const client = await Client.join(ws, id, tokens.get(0));
      expect(client.view?.version).toBe(0);

      // Another node (a second store instance) will write the next action.
      writer = openPostgresStore(schemaUrl());
      const info = await writer.getRoom(id);
      if (!info) throw new Error('room not stored');
      const created = createGame(info.setup);
      if (!created.ok) throw new Error(created.error.code);
      const state: GameState = replayEntries(created.value, await writer.entries(id));
      const action = legalActions(state, seatToAct(state))[0] as MoveAction;

      await admin(async (c) => {
        const pids = await listenerPids(c);
        expect(pids).toHaveLength(1);
        await c.query('SELECT pg_terminate_backend($1)', [pids[0]]);
        // Wait until the listener is gone (it reconnects about a second later).
        while ((await listenerPids(c)).includes(pids[0] as number))
          await new Promise((r) => setTimeout(r, 20));
        // Written while nobody listens: its notification is lost.
        expect(
          await writer?.append(id, {
            seq: state.version + 1,
            seat: action.seat,
            intentId: `other-node-${tag}`,
            action,
            at: new Date().toISOString(),
          }),
        ).toEqual({ kind: 'ok' });
        expect(await listenerPids(c)).toEqual([]);
      });

      // The socket on this node receives the other node's write once the listener is back.
      const seen = await client.until((v) => v.version === state.version + 1, 15_000);
      expect(seen.version).toBe(1);
      await admin(async (c) => expect(await listenerPids(c)).toHaveLength(1));
      await client.close();
    }, 30_000);
  });
}
