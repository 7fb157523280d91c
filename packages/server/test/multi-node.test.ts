/**
 * Scale-out: two server nodes (two apps, each with its own PostgreSQL store) on one database
 * serve the same room to clients connected to different nodes. Other nodes' writes arrive by
 * NOTIFY. Each run works in a fresh schema, dropped at the end; SKIP_POSTGRES=1 skips it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MISSION_DEFS,
  missionClock,
  replayRecord,
  viewFor,
  type Action,
  type GameRecord,
} from '@bomb-busters/engine';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPostgresStore } from '../src/store/postgres.js';
import { Client, http, over, placeSetupTokens, startedRoom } from './helpers.js';
import {
  expectOnlyOwnInformation,
  freshSchema,
  json,
  skipPostgres,
  statesOf,
} from './postgres-helpers.js';

const skip = skipPostgres;
const { schema, url: schemaUrl, admin } = freshSchema('multi_node');

interface Node {
  readonly app: FastifyInstance;
  readonly base: string;
  readonly ws: string;
}

/**
 * One server node: its own store (pool + LISTEN connection) on the shared schema; its log lines
 * (pino JSON) go to `logs` if given.
 */
async function startNode(env: Record<string, string> = {}, logs?: string[]): Promise<Node> {
  const url = schemaUrl();
  const config = loadConfig({
    BOT_DELAY_MS: '0',
    BOT_ONLY_DELAY_MS: '0',
    PORT: '0',
    DATABASE_URL: url,
    ...env,
  });
  const store = openPostgresStore(url);
  await store.migrate();
  const stream = { write: (line: string) => void logs?.push(line) };
  const app = await buildApp({
    store,
    config,
    ...(logs ? { logger: { level: 'debug', stream } } : {}),
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base, ws: base.replace(/^http/, 'ws') + '/ws' };
}

if (skip) {
  describe.skip('several server nodes on one PostgreSQL (SKIP_POSTGRES=1)', () => {
    it('needs PostgreSQL', () => {});
  });
} else {
  const nodes: Node[] = [];
  beforeAll(() => admin(`CREATE SCHEMA ${schema}`));
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.app.close()));
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  describe('several server nodes on one PostgreSQL', () => {
    it('serve one room to clients on different nodes, race safely and replay', async () => {
      // Both nodes migrate the same schema at the same time.
      const [a, b] = await Promise.all([startNode(), startNode()]);
      nodes.push(a, b);
      expect((await http(a.base, 'GET', '/readyz')).status).toBe(200);
      expect((await http(b.base, 'GET', '/readyz')).status).toBe(200);

      // The room is created on A; seat 2 is claimed on B, which loads the room on demand.
      const created = await http<{ room: string; hostToken: string }>(
        a.base,
        'POST',
        '/api/rooms',
        {
          mission: 1,
          players: 4,
          seats: [
            { kind: 'person' },
            { kind: 'bot', level: 'expert' },
            { kind: 'person' },
            { kind: 'bot', level: 'cautious' },
          ],
          captain: 0,
          public: true,
        },
      );
      expect(created.status).toBe(201);
      const id = created.body.room;
      const claim = (node: Node, seat: number) =>
        http<{ token?: string; code?: string }>(
          node.base,
          'POST',
          `/api/rooms/${id}/seats/${seat}/claim`,
          { name: `P${seat}` },
        );
      const seat0 = await claim(a, 0);
      const seat2 = await claim(b, 2);
      const token0 = seat0.body.token as string;
      const token2 = seat2.body.token as string;
      expect(typeof token0).toBe('string');
      expect(typeof token2).toBe('string');
      // B checks claims against the stored record, not a stale copy: seat 0 is taken (on A).
      const again = await claim(b, 0);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('SEAT_TAKEN');

      // Y waits on B in the open room; the host starts the game on A.
      const y = await Client.join(b.ws, id, token2);
      expect(y.view).toBeNull();
      const started = await http(a.base, 'POST', `/api/rooms/${id}/start`, {
        hostToken: created.body.hostToken,
      });
      expect(started.status).toBe(200);
      // The start reaches B's socket through NOTIFY.
      await y.next((m) => m.type === 'update');
      expect(y.view?.version).toBe(0);

      // Seat 0 is open on two devices: X on A and X2 on B.
      const x = await Client.join(a.ws, id, token0);
      const x2 = await Client.join(b.ws, id, token0);
      expect(x.view?.version).toBe(0);
      expect(x2.view?.version).toBe(0);
      expect(x.view?.pending?.seat).toBe(0);

      // The race: both devices answer the captain's setup choice at version 0, differently.
      const infos = x.legal.filter((l) => l.type === 'info');
      expect(infos.length).toBeGreaterThan(1);
      const first = infos[0] as Action;
      const last = infos[infos.length - 1] as Action;
      const [ra, rb] = await Promise.all([x.act(first, 0), x2.act(last, 0)]);
      const outcomes = [ra, rb];
      const acked = outcomes.filter((m) => m.type === 'ack');
      const rejected = outcomes.filter((m) => m.type === 'rejected');
      expect(acked).toHaveLength(1);
      expect(rejected).toHaveLength(1);
      expect(acked[0]?.type === 'ack' && acked[0].version).toBe(1);
      const code = rejected[0]?.type === 'rejected' ? rejected[0].code : '';
      expect(code).toMatch(/^[A-Z_]+$/);
      expect(code).not.toBe('INTERNAL');
      const winner = ra.type === 'ack' ? first : last;
      await x2.close();

      // Play to the end: X on A, Y on B, the bots driven by whichever node wrote last.
      x.play();
      y.play();
      const endX = await x.until(over, 120_000);
      const endY = await y.until((v) => over(v) && v.version === endX.version, 120_000);
      expect(endY.version).toBe(endX.version);
      expect(endY.status).toBe(endX.status);

      // The stored log, read through the other node, replays to the same final state.
      const rec = await http<GameRecord>(b.base, 'GET', `/api/rooms/${id}/record`);
      expect(rec.status).toBe(200);
      const record = rec.body;
      expect(record.actions).toHaveLength(endX.version);
      expect(record.actions[0]).toEqual(json(winner));
      const replayed = replayRecord(record);
      expect(replayed.ok).toBe(true);
      if (!replayed.ok) return;
      expect(replayed.value.version).toBe(endX.version);
      expect(endX).toEqual(json(viewFor(replayed.value, 0)));
      expect(endY).toEqual(json(viewFor(replayed.value, 2)));
      const fromA = await http<{ status: string; version: number }>(
        a.base,
        'GET',
        `/api/rooms/${id}`,
      );
      expect(fromA.body).toMatchObject({ status: 'finished', version: endX.version });

      // Each saw exactly its own view and events at every version, whichever node wrote.
      const { states, events } = statesOf(record);
      expect(expectOnlyOwnInformation(x.messages, 0, states, events)).toBeGreaterThan(0);
      expect(expectOnlyOwnInformation(y.messages, 2, states, events)).toBeGreaterThan(0);
      expect(x.invalid).toEqual([]);
      expect(y.invalid).toEqual([]);

      // Each saw the other's moves: after every action of seat 2 (written by B), X (on A)
      // received an update at that version or later, before it acted again itself.
      const seatOf = (i: number) => (record.actions[i] as { seat: number }).seat;
      const xVersions = x.messages.flatMap((m) => (m.type === 'update' ? [m.version] : []));
      let checked = 0;
      for (let i = 0; i < record.actions.length; i++) {
        if (seatOf(i) !== 2) continue;
        const seq = i + 1;
        expect(y.acked).toContain(seq);
        let nextOwn = record.actions.length + 1;
        for (let j = i + 1; j < record.actions.length; j++)
          if (seatOf(j) === 0) {
            nextOwn = j + 1;
            break;
          }
        expect(xVersions.some((v) => v >= seq && v < nextOwn)).toBe(true);
        checked++;
      }
      expect(checked).toBeGreaterThan(0);
      await Promise.all([x.close(), y.close()]);
    }, 180_000);

    it("a mission's clock: each node tells its sockets the moments, time is up once", async () => {
      const timed = MISSION_DEFS.find((d) => missionClock(d.id, 3));
      const moments = timed ? (missionClock(timed.id, 3)?.moments.length ?? 0) : 0;
      const env = { CLOCK_SCALE: '0.005' };
      const [a, b] = await Promise.all([startNode(env), startNode(env)]);
      nodes.push(a, b);
      const { id, tokens } = await startedRoom(a.base, ['person', 'person', 'person'], timed?.id);
      // Seat 1 plays through B, which loads the room from the store on demand.
      const clients = await Promise.all(
        [a, b, a].map((node, seat) => Client.join(node.ws, id, tokens.get(seat))),
      );
      await placeSetupTokens(clients);
      for (const c of clients) {
        const end = await c.until(over, 30_000);
        expect(end).toMatchObject({ status: 'lost', lossCause: 'timeUp' });
        const said = c.messages.flatMap((m) => (m.type === 'clock' ? [m.clock.moment] : []));
        expect(said).toEqual([...Array(moments).keys()]);
      }
      const record = (await http<GameRecord>(b.base, 'GET', `/api/rooms/${id}/record`)).body;
      expect(record.actions.filter((x) => x.type === 'timeUp')).toHaveLength(1);
      expect(replayRecord(record).ok).toBe(true);
      await Promise.all(clients.map((c) => c.close()));
    }, 60_000);

    it("mission 30's timeline: each cue stored once, in order, by the node driving", async () => {
      const env = { CLOCK_SCALE: '0.002' };
      const logs: [string[], string[]] = [[], []];
      const [a, b] = await Promise.all([startNode(env, logs[0]), startNode(env, logs[1])]);
      nodes.push(a, b);
      const { id, tokens } = await startedRoom(a.base, ['person', 'person', 'person'], 30);
      // Seat 1 plays through B: the node storing the last setup token drives the timeline.
      const clients = await Promise.all(
        [a, b, a].map((node, seat) => Client.join(node.ws, id, tokens.get(seat))),
      );
      await placeSetupTokens(clients);
      const ends = await Promise.all(clients.map((c) => c.until(over, 30_000)));
      const record = (await http<GameRecord>(b.base, 'GET', `/api/rooms/${id}/record`)).body;
      const cues = record.actions.flatMap((x) => (x.type === 'cue' ? [x] : []));
      expect(cues.length).toBeGreaterThan(1);
      expect(cues).toEqual(cues.map((_, cue) => ({ type: 'cue', seat: 0, cue })));
      const replayed = replayRecord(record);
      expect(replayed.ok && replayed.value.speed?.next).toBe(cues.length);
      // Both nodes told their sockets of the same windows.
      const windows = ends.map((v) =>
        v.log.filter((e) => e.type === 'windowOpened' || e.type === 'windowClosed'),
      );
      for (const w of windows) expect(w).toEqual(windows[0]);
      // Nobody writes after the last setup token: its node drives, and the other applies none.
      const appliedCues = logs.map(
        (lines) =>
          lines
            .map((l) => JSON.parse(l) as { msg?: string; action?: string })
            .filter((l) => l.msg === 'applied' && l.action === 'cue').length,
      );
      expect(appliedCues.toSorted((x, y) => x - y)).toEqual([0, cues.length]);
      await Promise.all(clients.map((c) => c.close()));
    }, 60_000);

    it("a mission's clock: a node that loads the game later agrees with the driving one", async () => {
      const mission = 10;
      const env = { CLOCK_SCALE: '0.05' };
      const [a, b] = await Promise.all([startNode(env), startNode(env)]);
      nodes.push(a, b);
      const { id, tokens } = await startedRoom(a.base, ['person', 'person'], mission);
      const seats = await Promise.all([0, 1].map((s) => Client.join(a.ws, id, tokens.get(s))));
      await placeSetupTokens(seats);
      // A drives the clock on its own for a while; then B loads the game, for a socket of seat 1.
      await new Promise((r) => setTimeout(r, 1500));
      const [onB, watchA] = await Promise.all([
        Client.join(b.ws, id, tokens.get(1)),
        Client.join(a.ws, id),
      ]);
      // The clock of a socket's first message (`joined`), or of its latest update.
      const leftIn = (c: Client, latest = false) => {
        const m = latest ? c.messages.findLast((x) => x.type === 'update') : c.messages[0];
        return m?.type === 'joined' || m?.type === 'update' ? (m.clock?.leftMs ?? NaN) : NaN;
      };
      const joinedA = leftIn(watchA);
      expect(Math.abs(leftIn(onB) - joinedA)).toBeLessThan(300);
      // B writes (a claim of the open turn) with its clock, and A takes it: still one clock, and
      // no time given back.
      const snip = onB.legal.find((x) => x.type === 'snip') as Action;
      expect(await onB.act(snip)).toMatchObject({ type: 'ack' });
      const version = onB.view?.version ?? 0;
      await watchA.until((v) => v.version === version);
      const afterA = leftIn(watchA, true);
      expect(Math.abs(leftIn(onB, true) - afterA)).toBeLessThan(300);
      expect(afterA).toBeLessThanOrEqual(joinedA);
      await Promise.all([...seats, onB, watchA].map((c) => c.close()));
    }, 60_000);
  });
}
