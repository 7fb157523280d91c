/**
 * Scale-out with real processes: the CLI server is started twice (`bomb-busters serve
 * --database-url ...`) on one PostgreSQL schema. Clients on different processes play one room;
 * each process learns the other's writes through NOTIFY. The schema is fresh and dropped at the
 * end; SKIP_POSTGRES=1 skips the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayRecord, viewFor, type GameRecord, type SeatView } from '@bomb-busters/engine';
import { Client, http, over } from './helpers.js';
import {
  expectOnlyOwnInformation,
  freshSchema,
  json,
  skipPostgres,
  statesOf,
} from './postgres-helpers.js';
import { killAll, spawnServer } from './processes.js';

const skip = skipPostgres;
const { schema, url: schemaUrl, admin } = freshSchema('multi_process');

/** `bomb-busters serve --port 0 --database-url URL` (DATABASE_URL of the environment unset). */
const serve = () => spawnServer(['--database-url', schemaUrl()], { DATABASE_URL: undefined });

/** Uncut wires of other seats whose value a view shows before the game is over. */
function leakedWires(view: SeatView, seat: number): string[] {
  if (over(view)) return [];
  return view.stands.flatMap((s) =>
    s.seat === seat
      ? []
      : s.wires.flatMap((w, i) =>
          !w.cut && w.printed !== null ? [`v${view.version} ${s.seat}/${s.stand}/${i}`] : [],
        ),
  );
}

/**
 * After every action of `other` (written through the other process), `client` received an update
 * at that version or later before its own seat `own` acted again.
 */
function expectSawMovesOf(record: GameRecord, client: Client, own: number, other: number): number {
  const seatOf = (i: number) => (record.actions[i] as { seat: number }).seat;
  const versions = client.messages.flatMap((m) => (m.type === 'update' ? [m.version] : []));
  let checked = 0;
  for (let i = 0; i < record.actions.length; i++) {
    if (seatOf(i) !== other) continue;
    let nextOwn = record.actions.length + 1;
    for (let j = i + 1; j < record.actions.length; j++)
      if (seatOf(j) === own) {
        nextOwn = j + 1;
        break;
      }
    const seen = versions.some((v) => v >= i + 1 && v < nextOwn);
    expect(seen, `seat ${own} did not see action ${i + 1} of seat ${other}`).toBe(true);
    checked++;
  }
  return checked;
}

if (skip) {
  describe.skip('two server processes on one PostgreSQL (SKIP_POSTGRES=1)', () => {
    it('needs PostgreSQL', () => {});
  });
} else {
  let created = false;
  beforeAll(async () => {
    await admin(`CREATE SCHEMA ${schema}`);
    created = true;
  });
  afterAll(async () => {
    await killAll();
    if (created) await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  describe('two server processes on one PostgreSQL', () => {
    it('play one room to the end with clients on different processes', async () => {
      const [a, b] = await Promise.all([serve(), serve()]);
      expect((await http(a.base, 'GET', '/readyz')).status).toBe(200);
      expect((await http(b.base, 'GET', '/readyz')).status).toBe(200);

      const room = await http<{ room: string; hostToken: string }>(a.base, 'POST', '/api/rooms', {
        mission: 2,
        players: 4,
        seats: [
          { kind: 'person' },
          { kind: 'person' },
          { kind: 'bot', level: 'expert' },
          { kind: 'bot', level: 'cautious' },
        ],
        captain: 0,
        public: true,
      });
      expect(room.status).toBe(201);
      const id = room.body.room;
      const claim = (base: string, seat: number) =>
        http<{ token?: string }>(base, 'POST', `/api/rooms/${id}/seats/${seat}/claim`, {
          name: `P${seat}`,
        });
      const token0 = (await claim(a.base, 0)).body.token;
      const token1 = (await claim(b.base, 1)).body.token;
      expect(typeof token0).toBe('string');
      expect(typeof token1).toBe('string');
      const started = await http(a.base, 'POST', `/api/rooms/${id}/start`, {
        hostToken: room.body.hostToken,
      });
      expect(started.status).toBe(200);

      const x = await Client.join(a.ws, id, token0);
      const y = await Client.join(b.ws, id, token1);
      expect(x.seat).toBe(0);
      expect(y.seat).toBe(1);
      x.play();
      y.play('cautious');
      const endX = await x.until(over, 25_000);
      const endY = await y.until((v) => over(v) && v.version === endX.version, 25_000);
      expect(endY.version).toBe(endX.version);
      expect(endY.status).toBe(endX.status);

      // Neither ever saw the other's (or a bot's) uncut wires before the end.
      expect(x.views.flatMap((v) => leakedWires(v, 0))).toEqual([]);
      expect(y.views.flatMap((v) => leakedWires(v, 1))).toEqual([]);
      expect(x.invalid).toEqual([]);
      expect(y.invalid).toEqual([]);

      // The record read through B replays to the final state both clients saw.
      const rec = await http<GameRecord>(b.base, 'GET', `/api/rooms/${id}/record`);
      expect(rec.status).toBe(200);
      const record = rec.body;
      expect(record.actions).toHaveLength(endX.version);
      const replayed = replayRecord(record);
      if (!replayed.ok) throw new Error(`replay failed: ${JSON.stringify(replayed.error)}`);
      expect(replayed.value.version).toBe(endX.version);
      expect(replayed.value.status).toBe(endX.status);
      expect(endX).toEqual(json(viewFor(replayed.value, 0)));
      expect(endY).toEqual(json(viewFor(replayed.value, 1)));
      const fromA = await http<{ status: string; version: number }>(
        a.base,
        'GET',
        `/api/rooms/${id}`,
      );
      expect(fromA.body).toMatchObject({ status: 'finished', version: endX.version });

      // Every update matched the engine's view and events for that seat at that version.
      const { states, events } = statesOf(record);
      expectOnlyOwnInformation(x.messages, 0, states, events);
      expectOnlyOwnInformation(y.messages, 1, states, events);

      // Each saw the other's moves, which reached it only through the other process and NOTIFY.
      expect(expectSawMovesOf(record, x, 0, 1)).toBeGreaterThan(0);
      expect(expectSawMovesOf(record, y, 1, 0)).toBeGreaterThan(0);
      await Promise.all([x.close(), y.close()]);
    }, 90_000);
  });
}
