/**
 * Missions with a real-time limit: the room runs the engine's clock (its moments told to every
 * socket, one timer per room) and applies the engine's `timeUp` at the deadline like every action,
 * so the record replays exactly. The clock is scaled down (CLOCK_SCALE) to keep tests short.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { makeBot } from '@bomb-busters/bots';
import {
  applyAction,
  createGame,
  deadlineAt,
  expandMenu,
  legalMenu,
  MISSION_DEFS,
  missionClock,
  replayRecord,
  ruleOf,
  seatToAct,
  viewFor,
  type Action,
  type Clock,
  type SeatView,
} from '@bomb-busters/engine';
import { ExportResponseSchema, type RoomClock } from '@bomb-busters/protocol';
import { MissionTimer, playedMs, type MissionTimerHooks } from '../src/clock.js';
import { ConfigError, loadConfig } from '../src/config.js';
import type { ServerMessage } from '../src/messages.js';
import { openSqliteStore } from '../src/store/sqlite.js';
import type { LogEntry } from '../src/store/types.js';
import { insertRoom } from './boundary-helpers.js';
import { Client, http, over, placeSetupTokens, startedRoom, withServer } from './helpers.js';
import { dataDir, killAll, killed, spawnServer, type ServerProcess } from './processes.js';

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
});

/**
 * Mission 10 with two people, on a data directory of its own: opened, then play has started
 * somewhere in [startLow, startHigh]. `choose` is a seat's next move when it must act.
 */
interface Table {
  readonly id: string;
  readonly tokens: readonly string[];
  readonly startLow: number;
  readonly startHigh: number;
  readonly choose: (c: Client) => Action;
}

const RESTART_MISSION = 10;
const PAIR = ['person', 'person'] as const;
const claimOrElse = (c: Client, otherwise: () => Action): Action =>
  c.legal.find((a) => a.type === 'snip') ?? otherwise();

/** Play starts once the seats have placed their setup tokens. */
async function afterSetupTokens(server: ServerProcess): Promise<Table> {
  const { id, tokens } = await startedRoom(server.base, PAIR, RESTART_MISSION, true, {
    seed: 'clock-restarts',
  });
  const clients = await Promise.all(PAIR.map((_, s) => Client.join(server.ws, id, tokens.get(s))));
  const startLow = Date.now();
  await placeSetupTokens(clients);
  const startHigh = Date.now();
  await Promise.all(clients.map((c) => c.close()));
  const bot = makeBot('expert');
  return {
    id,
    tokens: PAIR.map((_, s) => tokens.get(s) ?? ''),
    startLow,
    startHigh,
    choose: (c) => claimOrElse(c, () => bot.act(c.view as SeatView, c.legal)),
  };
}

/**
 * No blue wire, so no setup token: play starts with the game (Room.begin), and no stored entry
 * says when. Seat 0's stands hold 1.1 and 2.1, seat 1's 3.1 and 4.1 + 5.5 (red).
 */
const NO_SETUP_STANDS = [[1.1], [2.1], [3.1], [4.1, 5.5]];
const YELLOW_AT = [
  { seat: 1, stand: 0, index: 0 },
  { seat: 0, stand: 0, index: 0 },
];
async function fromTheStart(server: ServerProcess, dir: string): Promise<Table> {
  const store = openSqliteStore(loadConfig({ DATA_DIR: dir }).sqliteFile);
  await store.migrate();
  const setup = { mission: RESTART_MISSION, players: 2, captain: 0, stands: NO_SETUP_STANDS };
  const { id, tokens, hostToken } = await insertRoom(store, setup, 'open');
  await store.close();
  const startLow = Date.now();
  const started = await http(server.base, 'POST', `/api/rooms/${id}/start`, { hostToken });
  const startHigh = Date.now();
  expect(started.status).toBe(200);
  const yellowCut = (c: Client) =>
    c.legal.find(
      (a) =>
        a.type === 'dualCut' &&
        a.value === 'yellow' &&
        'target' in a &&
        JSON.stringify(a.target) === JSON.stringify(YELLOW_AT[c.seat ?? 0]),
    ) as Action;
  return { id, tokens, startLow, startHigh, choose: (c) => claimOrElse(c, () => yellowCut(c)) };
}

/** The seat that may act makes one move; resolves with the clock its update carried. */
async function oneMove(clients: readonly Client[], choose: Table['choose']): Promise<RoomClock> {
  const version = Math.max(...clients.map((c) => c.view?.version ?? 0));
  await Promise.all(clients.map((c) => c.until((v) => v.version === version)));
  const mover =
    clients.find((c) => c.legal.some((a) => a.type === 'snip')) ?? clients.find((c) => c.myTurn());
  if (!mover) throw new Error('nobody may act');
  expect(await mover.act(choose(mover), version)).toMatchObject({ type: 'ack' });
  // The update of a move comes before its ack.
  return clockIn(mover.messages.findLast((m) => m.type === 'update')) as RoomClock;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** After its last stored move a server stays up this long, then is down at least this long. */
const UP_AFTER_MS = 1000;
const OUTAGE_MS = 3000;

// Both cases at once: each has its own server and data dir, and mostly waits.
describe.concurrent.each([
  ['after the setup tokens', afterSetupTokens],
  ['with the game (no setup tokens)', fromTheStart],
])('the mission clock across two restarts, play starting %s', (_, open) => {
  it('after a restart goes on from the last stored action: no outage counted, nor any start-up but the last', async () => {
    const dir = await dataDir();
    const env = { DATA_DIR: dir, CLOCK_SCALE: '0.1' };
    const spawnedFirst = Date.now();
    let server = await spawnServer([], env);
    // Down for longer than two start-ups: on a busy machine a start-up takes seconds, and it
    // must stay shorter than a counted outage would add (checked below).
    const outageMs = Math.max(OUTAGE_MS, 2 * (Date.now() - spawnedFirst));
    const table = await open(server, dir);
    const limitMs = deadlineAt(missionClock(RESTART_MISSION, 2) as Clock, 0) * 100;
    // Bounds of the time the clock has counted before this server's life, and of when it began
    // counting in this life: at play start, then each time a server loads the game.
    let countedLow = 0;
    let countedHigh = 0;
    let fromLow = table.startLow;
    let fromHigh = table.startHigh;
    for (let restart = 1; restart <= 2; restart++) {
      const clients = await Promise.all(
        table.tokens.map((token) => Client.join(server.ws, table.id, token)),
      );
      await sleep(500);
      // A move some time into this life: the last stored entry before the kill.
      const movedLow = Date.now();
      const reported = await oneMove(clients, table.choose);
      const movedHigh = Date.now();
      countedLow += movedLow - fromHigh;
      countedHigh += movedHigh - fromLow;
      // Still up for a while after it, then down for a while: neither may be counted.
      await sleep(UP_AFTER_MS);
      await killed(server.child);
      await Promise.all(clients.map((c) => c.close()));
      await sleep(outageMs);

      const spawnedAt = Date.now();
      server = await spawnServer([], env);
      const listening = Date.now();
      const watcher = await Client.join(server.ws, table.id);
      const joinedAt = Date.now();
      await watcher.close();
      const clock = clockIn(watcher.messages[0]) as RoomClock;
      const startUp = joinedAt - spawnedAt;
      const where = `restart ${restart}: ${JSON.stringify(clock)}, start-up ${startUp} ms`;
      expect(clock, where).toMatchObject({ running: true, msPerSecond: 100 });
      // Shorter than what a counted outage adds, so no tolerance below can hide one.
      expect(startUp, where).toBeLessThan(UP_AFTER_MS + outageMs);
      // What was played before the kill is counted, and nothing but this restart's start-up...
      expect(clock.leftMs, where).toBeLessThanOrEqual(limitMs - countedLow);
      expect(clock.leftMs, where).toBeGreaterThanOrEqual(limitMs - countedHigh - startUp);
      // ... so the clock goes on from where the last stored move left it.
      expect(clock.leftMs, where).toBeGreaterThanOrEqual(reported.leftMs! - startUp);
      fromLow = spawnedAt;
      fromHigh = listening;
    }
    await killed(server.child);
  }, 180_000);
});

describe('playedMs', () => {
  it('takes the clock the last entry kept; entries stored without it: the wall time of play', () => {
    const created = createGame({
      mission: RESTART_MISSION,
      players: 2,
      captain: 0,
      seed: 'played',
    });
    if (!created.ok) throw new Error(created.error.code);
    const deal = created.value;
    // The setup tokens, one a second, the last one starting play; then a claim 7 s later.
    const entries: LogEntry[] = [];
    for (let state = deal; state.status === 'setup';) {
      const action = expandMenu(legalMenu(state, seatToAct(state)))[0] as Action;
      const applied = applyAction(state, action);
      if (!applied.ok) throw new Error(applied.error.code);
      state = applied.value.state;
      const seq = entries.length + 1;
      entries.push({
        seq,
        seat: 0,
        intentId: `i${seq}`,
        action,
        at: new Date(seq * 1000).toISOString(),
      });
    }
    const startedAt = entries.length * 1000;
    const claim = { type: 'snip', seat: 0 };
    const later: LogEntry = {
      seq: entries.length + 1,
      seat: 0,
      intentId: 'claim',
      action: claim,
      at: new Date(startedAt + 7000).toISOString(),
    };
    expect(playedMs(deal, entries.slice(0, -1))).toBeNull();
    expect(playedMs(deal, [...entries, later])).toBe(7000);
    // An outage between the entries is not in the clock they kept.
    expect(playedMs(deal, [...entries, { ...later, clockMs: 2500 }])).toBe(2500);
  });
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
    const hooks = {
      moment: (c: RoomClock) => said.push(c.moment),
      cue: () => expect.unreachable('no cues in this timeline'),
      deadline: () => up++,
    };
    expect(timer.message()).toMatchObject({ running: false, moment: -1 });
    timer.run(0);
    timer.arm(hooks, 0);
    expect(said).toEqual([0]);
    // Armed again after every action: still one timer, nothing said twice.
    timer.arm(hooks, 0);
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
    timer.arm({ moment: (c) => said.push(c.moment), cue: () => {}, deadline: () => {} }, 0);
    expect(said).toEqual([]);
    expect(timer.message()).toEqual({
      leftMs: second.left * 1000 - 500,
      running: true,
      moment: clock.moments.indexOf(second),
      msPerSecond: 1000,
    });
    timer.stop();
  });

  // Mission 30's timeline: cues (moments that change the table) between the moments.
  const SPEED = 30;
  const speedClock = (): Clock => missionClock(SPEED, 3) as Clock;

  it('hands over each cue once, in order, at its time, between the moments; one timer', async () => {
    vi.useFakeTimers();
    const clock = speedClock();
    const timer = MissionTimer.of(SPEED, 3, 0.01, Date.now) as MissionTimer;
    const start = Date.now();
    const heard: string[] = [];
    let timers = 0;
    const hooks: MissionTimerHooks = {
      moment: (c) => heard.push(`moment ${c.moment} at ${Date.now() - start}`),
      cue: (i) => {
        heard.push(`cue ${i} at ${Date.now() - start}`);
        // The room applies it (later, in its queue), then arms the timer again with it done.
        void Promise.resolve().then(() => {
          timer.arm(hooks, i + 1);
          timers = Math.max(timers, vi.getTimerCount());
        });
      },
      deadline: () => heard.push(`deadline at ${Date.now() - start}`),
    };
    timer.run(0);
    timer.arm(hooks, 0);
    await vi.advanceTimersByTimeAsync(deadlineAt(clock, Infinity) * 10);
    // At a time with both (the last two minutes and the yellow sweep), the moment is said first.
    const expected = [
      ...clock.moments.map((m, i) => ({ at: m.at, say: `moment ${i} at ${m.at * 10}` })),
      ...clock.cues.map((c, i) => ({ at: c.at + 0.5, say: `cue ${i} at ${c.at * 10}` })),
    ].sort((a, b) => a.at - b.at);
    expect(heard).toEqual([
      ...expected.map((e) => e.say),
      `deadline at ${deadlineAt(clock, Infinity) * 10}`,
    ]);
    expect(timers).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resumed with the cues the game applied: none again, those passed meanwhile at once, in order', async () => {
    vi.useFakeTimers();
    const { cues } = speedClock();
    const [fifth, sixth] = [cues[5], cues[6]];
    if (!fifth || !sixth) throw new Error('too few cues');
    const handed: number[] = [];
    const hooks = { moment: () => {}, cue: (i: number) => handed.push(i), deadline: () => {} };
    const timer = MissionTimer.of(SPEED, 3, 1, Date.now) as MissionTimer;
    // Before play starts: nothing, and no timer.
    timer.arm(hooks, 0);
    expect(vi.getTimerCount()).toBe(0);
    // The game stored cues 0 and 1 and an action after cue 5's time (the server went down then).
    timer.resume(fifth.at * 1000 + 500);
    timer.arm(hooks, 2);
    expect(handed).toEqual([2, 3, 4, 5]);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync((sixth.at - fifth.at) * 1000 - 501);
    expect(handed).toEqual([2, 3, 4, 5]);
    await vi.advanceTimersByTimeAsync(1);
    expect(handed).toEqual([2, 3, 4, 5, 6]);
    // Another node applied cue 7 early (its clock ran ahead): armed with it, nothing is handed.
    timer.arm(hooks, 8);
    expect(handed).toEqual([2, 3, 4, 5, 6]);
    // The game is over: no cue any more.
    timer.freeze();
    timer.arm(hooks, 8);
    await vi.advanceTimersByTimeAsync(1_000_000);
    expect(handed).toEqual([2, 3, 4, 5, 6]);
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
