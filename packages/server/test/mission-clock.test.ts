/**
 * Missions with a real-time limit: the room runs the engine's clock (its moments told to every
 * socket, one timer per room) and applies the engine's `timeUp` at the deadline like every action,
 * so the record replays exactly. The clock is scaled down (CLOCK_SCALE) to keep tests short.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { makeBot } from '@bomb-busters/bots';
import {
  deadlineAt,
  MISSION_DEFS,
  missionClock,
  replayRecord,
  ruleOf,
  viewFor,
  type Clock,
} from '@bomb-busters/engine';
import { ExportResponseSchema, type RoomClock } from '@bomb-busters/protocol';
import { MissionTimer } from '../src/clock.js';
import { ConfigError, loadConfig } from '../src/config.js';
import type { ServerMessage } from '../src/messages.js';
import { Client, http, over, placeSetupTokens, startedRoom, withServer } from './helpers.js';
import { dataDir, killAll, killed, spawnServer } from './processes.js';

// A timed mission with a turn order (its clients can take turns as usual).
const TIMED = MISSION_DEFS.find(
  (d) => missionClock(d.id, 3)?.approximate && ruleOf(d, 'snip') === undefined,
);
const clockOf = (): Clock => {
  const clock = TIMED && missionClock(TIMED.id, 3);
  if (!clock) throw new Error('no timed mission');
  return clock;
};
const PEOPLE = ['person', 'person', 'person'] as const;

const clockIn = (m: ServerMessage | undefined): RoomClock | undefined =>
  m && (m.type === 'joined' || m.type === 'update' || m.type === 'clock') ? m.clock : undefined;

afterAll(killAll);

describe('the mission clock', () => {
  it('tells every socket its moments in order, then time is up: stored and replayable', async () => {
    const clock = clockOf();
    await withServer({ CLOCK_SCALE: '0.005' }, async ({ base, ws }) => {
      const { id, tokens } = await startedRoom(base, PEOPLE, TIMED?.id);
      const clients = await Promise.all(PEOPLE.map((_, s) => Client.join(ws, id, tokens.get(s))));
      const watcher = await Client.join(ws, id);
      const joined = clockIn(watcher.messages[0]);
      expect(joined).toEqual({
        leftMs: deadlineAt(clock, 0) * 5,
        running: false,
        moment: -1,
        msPerSecond: 5,
      });
      await placeSetupTokens(clients);
      const end = await watcher.until(over, 30_000);
      expect(end.status).toBe('lost');
      expect(end.lossCause).toBe('timeUp');
      for (const c of [...clients, watcher]) {
        const said = c.messages.filter((m) => m.type === 'clock').map((m) => clockIn(m)?.moment);
        expect(said).toEqual(clock.moments.map((_, i) => i));
        expect(c.invalid).toEqual([]);
      }
      // The last update shows the clock stopped with no time left.
      const last = clockIn(watcher.messages.findLast((m) => m.type === 'update'));
      expect(last).toMatchObject({ leftMs: 0, running: false });

      const exported = ExportResponseSchema.parse(
        (await http(base, 'GET', `/api/rooms/${id}/export`)).body,
      );
      const record = exported.games[0]?.record;
      expect(record?.actions.at(-1)).toEqual({ type: 'timeUp', seat: 0 });
      const replayed = record && replayRecord(record);
      expect(replayed?.ok && viewFor(replayed.value, 'spectator')).toEqual(watcher.view);
      await Promise.all([...clients, watcher].map((c) => c.close()));
    });
  }, 60_000);

  it('refuses a timeUp sent by a client, and nothing changes', async () => {
    await withServer({}, async ({ base, ws }) => {
      const { id, tokens } = await startedRoom(base, PEOPLE, TIMED?.id);
      const clients = await Promise.all(PEOPLE.map((_, s) => Client.join(ws, id, tokens.get(s))));
      const [captain] = clients as [Client];
      const before = (await placeSetupTokens(clients)).version;
      const answer = await captain.act({ type: 'timeUp', seat: 0 });
      expect(answer).toMatchObject({ type: 'rejected', code: 'SERVER_ONLY_ACTION' });
      const room = await http<{ version: number; status: string }>(base, 'GET', `/api/rooms/${id}`);
      expect(room.body).toMatchObject({ version: before, status: 'playing' });
      await Promise.all(clients.map((c) => c.close()));
    });
  }, 60_000);

  it('after a restart goes on from the last stored action: the time down is not counted', async () => {
    const dir = await dataDir();
    const env = { DATA_DIR: dir, CLOCK_SCALE: '0.05' };
    const first = await spawnServer([], env);
    const { id, tokens } = await startedRoom(first.base, PEOPLE, TIMED?.id);
    const clients = await Promise.all(
      PEOPLE.map((_, s) => Client.join(first.ws, id, tokens.get(s))),
    );
    // Play starts with the last setup token: after this, and before its ack.
    const startLow = Date.now();
    const playing = await placeSetupTokens(clients);
    const startHigh = Date.now();
    await new Promise((r) => setTimeout(r, 1000));
    // One more action, some time into play: the last stored entry.
    const mover = clients.find((c) => c.myTurn()) as Client;
    const lastLow = Date.now();
    const answer = await mover.act(makeBot('expert').act(playing, mover.legal), playing.version);
    const lastHigh = Date.now();
    expect(answer.type).toBe('ack');
    // Down for a while: a clock counting it would show far less time left.
    await new Promise((r) => setTimeout(r, 2000));
    await killed(first.child);
    await new Promise((r) => setTimeout(r, 1000));

    const spawnedAt = Date.now();
    const second = await spawnServer([], env);
    const again = await Client.join(second.ws, id, tokens.get(0));
    const joinedAt = Date.now();
    const clock = clockIn(again.messages[0]) as RoomClock;
    const limitMs = deadlineAt(clockOf(), 0) * clock.msPerSecond;
    expect(clock).toMatchObject({ running: true, moment: 0, msPerSecond: 50 });
    // Played before the kill: between (lastLow - startHigh) and (lastHigh - startLow); since
    // the restart: at most (joinedAt - spawnedAt).
    expect(clock.leftMs).toBeLessThanOrEqual(limitMs - (lastLow - startHigh));
    expect(clock.leftMs).toBeGreaterThanOrEqual(
      limitMs - (lastHigh - startLow) - (joinedAt - spawnedAt),
    );
    await Promise.all([...clients, again].map((c) => c.close()));
    await killed(second.child);
  }, 90_000);
});

describe('MissionTimer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces each moment once, in order, then calls the deadline; one timer', async () => {
    vi.useFakeTimers();
    const clock = clockOf();
    const timer = MissionTimer.of(TIMED?.id ?? 1, 3, 0.01, Date.now) as MissionTimer;
    const said: number[] = [];
    let up = 0;
    const hooks = { moment: (c: RoomClock) => said.push(c.moment), deadline: () => up++ };
    expect(timer.message()).toMatchObject({ running: false, moment: -1 });
    timer.start(Date.now());
    timer.arm(hooks);
    expect(said).toEqual([0]);
    // Armed again after every action: still one timer, nothing said twice.
    timer.arm(hooks);
    expect(vi.getTimerCount()).toBe(1);
    const end = deadlineAt(clock, Infinity) * 10;
    await vi.advanceTimersByTimeAsync(end - 1);
    expect(said).toEqual(clock.moments.map((_, i) => i));
    expect(up).toBe(0);
    expect(timer.message().leftMs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(up).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    timer.freeze();
    await vi.advanceTimersByTimeAsync(5000);
    expect(timer.message()).toMatchObject({ leftMs: 0, running: false });
  });

  it('resumed: the moments passed are not said again, and the time left follows them', () => {
    vi.useFakeTimers();
    const clock = clockOf();
    const timer = MissionTimer.of(TIMED?.id ?? 1, 3, 1, Date.now) as MissionTimer;
    const second = clock.moments[2] ?? clock.moments[0];
    if (!second) throw new Error('no moments');
    const said: number[] = [];
    timer.resume(second.at * 1000 + 500);
    timer.arm({ moment: (c) => said.push(c.moment), deadline: () => undefined });
    expect(said).toEqual([]);
    expect(timer.message()).toEqual({
      leftMs: second.left * 1000 - 500,
      running: true,
      moment: clock.moments.indexOf(second),
      msPerSecond: 1000,
    });
    timer.stop();
  });
});

describe('CLOCK_SCALE', () => {
  it('is a number with 0 < x <= 1', () => {
    expect(loadConfig({}).clockScale).toBe(1);
    expect(loadConfig({ CLOCK_SCALE: '0.01' }).clockScale).toBe(0.01);
    expect(loadConfig({}, ['--clock-scale', '0.5']).clockScale).toBe(0.5);
    for (const bad of ['0', '-1', '2', 'abc', 'NaN'])
      expect(() => loadConfig({ CLOCK_SCALE: bad })).toThrow(ConfigError);
    expect(loadConfig({ SNIP_GRACE_MS: '0' }).snipGraceMs).toBe(0);
  });
});
