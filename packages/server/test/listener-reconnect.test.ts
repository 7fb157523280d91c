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
import { hashToken } from '../src/tokens.js';
import { openPostgresStore, type PostgresStore } from '../src/store/postgres.js';
import { Client, startedRoom } from './helpers.js';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const skip = process.env.SKIP_POSTGRES === '1';
const tag = randomUUID().replaceAll('-', '').slice(0, 12);
const schema = `listener_${tag}`;
/** Every connection of a test's node carries its name (the listener's included). */
const nodeName = (test: number) => `bb-listener-${tag}-${test}`;

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
const listenerPids = (client: pg.Client, name: string) =>
  client
    .query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'LISTEN%'`,
      [name],
    )
    .then((r) => r.rows.map((row) => row.pid));

if (skip) {
  describe.skip('NOTIFY listener reconnect (SKIP_POSTGRES=1)', () => {
    it('needs PostgreSQL', () => {});
  });
} else {
  const apps: FastifyInstance[] = [];
  let writer: PostgresStore | null = null;
  beforeAll(() => admin((c) => c.query(`CREATE SCHEMA ${schema}`)));
  afterAll(async () => {
    for (const app of apps) await app.close();
    await writer?.close();
    await admin((c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
  });

  /**
   * A node serving a started two-seat room to seat 0's socket, and the next move, which another
   * node (a second store instance) will write.
   */
  async function nodeAndOtherNode(name: string) {
    const url = schemaUrl(name);
    const config = loadConfig({
      BOT_DELAY_MS: '0',
      BOT_ONLY_DELAY_MS: '0',
      PORT: '0',
      DATABASE_URL: url,
    });
    const store = openPostgresStore(url);
    await store.migrate();
    const app = await buildApp({ store, config });
    apps.push(app);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const ws = base.replace(/^http/, 'ws') + '/ws';
    const { id, tokens } = await startedRoom(base, ['person', 'person']);
    const client = await Client.join(ws, id, tokens.get(0));
    expect(client.view?.version).toBe(0);
    writer ??= openPostgresStore(schemaUrl());
    const info = await writer.getRoom(id);
    if (!info) throw new Error('room not stored');
    const created = createGame(info.setup);
    if (!created.ok) throw new Error(created.error.code);
    const state: GameState = replayEntries(created.value, await writer.entries(id));
    const action = legalActions(state, seatToAct(state))[0] as MoveAction;
    return { ws, id, tokens, client, state, action };
  }

  /** Cuts the node's listener off, then runs `work` while nobody listens (its notices are lost). */
  const whileDeaf = (name: string, work: (c: pg.Client) => Promise<void>) =>
    admin(async (c) => {
      const pids = await listenerPids(c, name);
      expect(pids).toHaveLength(1);
      await c.query('SELECT pg_terminate_backend($1)', [pids[0]]);
      // Wait until the listener is gone (it reconnects about a second later).
      while ((await listenerPids(c, name)).includes(pids[0] as number))
        await new Promise((r) => setTimeout(r, 20));
      await work(c);
    });

  describe('NOTIFY listener reconnect', () => {
    it('catches the rooms up from the store after the listener was cut off', async () => {
      const name = nodeName(1);
      const { id, client, state, action } = await nodeAndOtherNode(name);
      await whileDeaf(name, async (c) => {
        expect(
          await writer?.append(id, {
            seq: state.version + 1,
            seat: action.seat,
            intentId: `other-node-${tag}`,
            action,
            at: new Date().toISOString(),
          }),
        ).toEqual({ kind: 'ok' });
        expect(await listenerPids(c, name)).toEqual([]);
      });

      // The socket on this node receives the other node's write once the listener is back.
      const seen = await client.until((v) => v.version === state.version + 1, 15_000);
      expect(seen.version).toBe(1);
      await admin(async (c) => expect(await listenerPids(c, name)).toHaveLength(1));
      await client.close();
    }, 30_000);

    it('changes an open room on its own copy, reading it again only before refusing', async () => {
      const name = nodeName(3);
      const url = schemaUrl(name);
      const store = openPostgresStore(url);
      await store.migrate();
      let reads = 0;
      const counted: PostgresStore = {
        ...store,
        getRoom: (id) => {
          reads += 1;
          return store.getRoom(id);
        },
      };
      const config = loadConfig({ PORT: '0', DATABASE_URL: url });
      const app = await buildApp({ store: counted, config });
      apps.push(app);
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const { id, tokens } = await startedRoom(base, ['person', 'expert'], 1, false);
      // Created and claimed on this node: its copy is current, nothing is read again.
      expect(reads).toBe(0);
      writer ??= openPostgresStore(schemaUrl());
      const other = randomUUID().replaceAll('-', '');
      await whileDeaf(name, async (c) => {
        // Another node gives the bot's seat to a person, who joins here before the notice comes.
        const person = { seat: 1, kind: 'person', tokenHash: null } as const;
        expect(await writer?.setSeatIfOpen(id, person)).toBe(true);
        expect(await writer?.claimSeat(id, 1, hashToken(other))).toBe(true);
        const joined = await Client.join(base.replace(/^http/, 'ws') + '/ws', id, other);
        expect(reads).toBe(1);
        expect(await listenerPids(c, name)).toEqual([]);
        const host = await Client.join(base.replace(/^http/, 'ws') + '/ws', id, tokens.get(0));
        await Promise.all([joined.close(), host.close()]);
      });
    }, 30_000);

    it('checks a move it would refuse against what other nodes stored before refusing it', async () => {
      const name = nodeName(2);
      const { ws, id, tokens, client, state, action } = await nodeAndOtherNode(name);
      const next = replayEntries(state, [
        { seq: 1, seat: action.seat, intentId: 'x', action, at: new Date().toISOString() },
      ]);
      const seat = seatToAct(next);
      expect(seat).not.toBe(action.seat);
      const move = legalActions(next, seat)[0] as MoveAction;
      // Not this seat's move yet on the node's own copy of the game.
      expect(legalActions(state, seat)).not.toContainEqual(move);
      const mover = await Client.join(ws, id, tokens.get(seat));
      await whileDeaf(name, async (c) => {
        await writer?.append(id, {
          seq: 1,
          seat: action.seat,
          intentId: `other-node-${tag}`,
          action,
          at: new Date().toISOString(),
        });
        // Sent on the view the node has (version 0), before the node has heard of the write.
        expect(await mover.act(move, 0)).toMatchObject({ type: 'ack', version: 2 });
        expect(await listenerPids(c, name)).toEqual([]);
      });
      expect((await writer?.entries(id))?.map((e) => e.seat)).toEqual([action.seat, seat]);
      await Promise.all([client.close(), mover.close()]);
    }, 30_000);
  });
}
