/**
 * Mission 30's timeline: the room applies each cue at its time as the engine's `cue` action, like
 * `timeUp` (stored before it is broadcast, on the Captain's seat, intent `#cue-<game>-<index>`),
 * in order and each once, across a restart too. The clock is scaled down so that a cue comes
 * every few tens of ms.
 */
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  missionClock,
  viewFor,
  type Action,
  type Clock,
  type GameEvent,
  type GameState,
  type SeatView,
} from '@bomb-busters/engine';
import { loadConfig } from '../src/config.js';
import { openSqliteStore } from '../src/store/sqlite.js';
import type { GameStore, LogEntry } from '../src/store/types.js';
import { Client, http, over, placeSetupTokens, serveDir, startedRoom, tempDir } from './helpers.js';

const MISSION = 30;
const PEOPLE = ['person', 'person', 'person'] as const;
const CUES = (missionClock(MISSION, 3) as Clock).cues;

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** A data directory for one test (removed after the file). */
async function dataDir(): Promise<string> {
  const dir = await tempDir();
  dirs.push(dir);
  return dir;
}

/** A second store on the server's SQLite file, to read (or, the server down, write) the log. */
function storeOf(dir: string): GameStore {
  return openSqliteStore(loadConfig({ DATA_DIR: dir }).sqliteFile);
}

const isTurnAction = (e: GameEvent) =>
  e.type === 'dualCut' || e.type === 'soloCut' || e.type === 'redRevealed';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isCue = (e: LogEntry) => (e.action as Action).type === 'cue';
const cueOf = (e: LogEntry) => (e.action as Action & { type: 'cue' }).cue;

/** The state the stored entries give from the room's deal. */
async function replayed(store: GameStore, id: string): Promise<GameState> {
  const room = await store.getRoom(id);
  const created = room && createGame(room.setup);
  if (!created?.ok) throw new Error('no deal');
  let state = created.value;
  for (const e of await store.entries(id, 0, 1)) {
    const applied = applyAction(state, e.action);
    if (!applied.ok) throw new Error(`entry ${e.seq}: ${applied.error.code}`);
    state = applied.value.state;
  }
  return state;
}

/** The windows a socket was told of, as the cues applied so far would open and close them. */
const windowsIn = (view: SeatView | null) =>
  (view?.log ?? []).flatMap((e) =>
    e.type === 'windowOpened' || e.type === 'windowClosed' ? [e.type] : [],
  );
const windowsOf = (cues: number) =>
  CUES.slice(0, cues).flatMap((c) =>
    c.cue === 'draw' ? ['windowOpened'] : c.cue === 'check' ? ['windowClosed'] : [],
  );

/**
 * The stored cues are 0, 1, 2... each once, on the Captain's seat with the server's intent id,
 * none stored before its time on the clock (`msPerSecond`); returns how many.
 */
function expectCuesInOrder(
  entries: readonly LogEntry[],
  msPerSecond: number,
  timeline: Clock['cues'] = CUES,
): number {
  const cues = entries.filter(isCue);
  expect(cues.map(cueOf)).toEqual(cues.map((_, i) => i));
  for (const e of cues) {
    expect(e).toMatchObject({ seat: 0, intentId: `#cue-1-${cueOf(e)}` });
    expect(e.clockMs).toBeGreaterThanOrEqual((timeline[cueOf(e)]?.at ?? 0) * msPerSecond);
  }
  return cues.length;
}

describe("mission 30's timeline", () => {
  it('once play starts, the cues arrive in order as stored actions of the Captain', async () => {
    const dir = await dataDir();
    // 2 ms a clock second: the first cue 60 ms into play, then one every 30 to 60 ms.
    const server = await serveDir(dir, { CLOCK_SCALE: '0.002' });
    const store = storeOf(dir);
    try {
      const { id, tokens } = await startedRoom(server.base, PEOPLE, MISSION);
      const clients = await Promise.all(
        PEOPLE.map((_, s) => Client.join(server.ws, id, tokens.get(s))),
      );
      const watcher = await Client.join(server.ws, id);
      // Past the first cues' times on the clock: none comes before play starts.
      await sleep(300);
      expect((await store.entries(id, 0, 1)).filter(isCue)).toEqual([]);
      await placeSetupTokens(clients);
      // Nobody cuts: a missed window or the three values left end the game.
      const end = await watcher.until(over, 20_000);
      expect(end.status).toBe('lost');

      const entries = await store.entries(id, 0, 1);
      const applied = expectCuesInOrder(entries, 2);
      expect(applied).toBeGreaterThanOrEqual(2);
      // The game ended on the last one: no cue refused, none after the end.
      expect(entries.at(-1)).toMatchObject({ action: { type: 'cue', cue: applied - 1 } });
      const state = await replayed(store, id);
      expect(state.speed?.next).toBe(applied);
      expect(viewFor(state, 'spectator')).toEqual(watcher.view);
      // Every socket was told of each window, as stored.
      for (const c of [...clients, watcher]) {
        await c.until(over);
        expect(windowsIn(c.view)).toEqual(windowsOf(applied));
        expect(c.invalid).toEqual([]);
      }
      await Promise.all([...clients, watcher].map((c) => c.close()));
    } finally {
      await store.close();
      await server.app.close();
    }
  }, 30_000);

  it("the cues do not restart a person's turn clock: it runs out on time", async () => {
    const dir = await dataDir();
    // 27 ms a clock second: four cues in the Captain's 3-second turn clock, then one every 0.4 to
    // 0.8 s until the timeline ends the game 10.1 s into play. Had each cue restarted the clock,
    // it could never run out; as it does not, it runs out on time, and the expert bot that moves
    // for the Captain has seconds to decide even on a loaded machine.
    const server = await serveDir(dir, { CLOCK_SCALE: '0.027' });
    const store = storeOf(dir);
    try {
      const { id, tokens } = await startedRoom(server.base, PEOPLE, MISSION, true, {
        turnClock: 3,
      });
      const clients = await Promise.all(
        PEOPLE.map((_, s) => Client.join(server.ws, id, tokens.get(s))),
      );
      await placeSetupTokens(clients);
      // Nobody acts: the Captain's turn clock makes a move, cues or not.
      await clients[0]!.until((v) => v.status !== 'playing' || v.log.some(isTurnAction), 15_000);
      const entries = await store.entries(id, 0, 1);
      const started = entries.findIndex((e) => e.clockMs === 0);
      const clocked = entries.find((e) => e.intentId.startsWith('#clock-') && e.seq > started);
      expect(clocked).toBeDefined();
      const cuesBefore = entries.filter((e) => isCue(e) && e.seq < clocked!.seq);
      expect(cuesBefore.length).toBeGreaterThan(3);
      expect(clocked!.clockMs).toBeGreaterThanOrEqual(3000);
      await Promise.all(clients.map((c) => c.close()));
    } finally {
      await store.close();
      await server.app.close();
    }
  }, 30_000);

  it('refuses a cue sent by a client, and nothing changes', async () => {
    const dir = await dataDir();
    // The real clock: the first cue is 30 s away.
    const server = await serveDir(dir);
    const store = storeOf(dir);
    try {
      const { id, tokens } = await startedRoom(server.base, PEOPLE, MISSION);
      const clients = await Promise.all(
        PEOPLE.map((_, s) => Client.join(server.ws, id, tokens.get(s))),
      );
      const [captain] = clients as [Client];
      const before = await placeSetupTokens(clients);
      const stored = await store.entries(id, 0, 1);
      const answer = await captain.act({ type: 'cue', seat: 0, cue: 0 });
      expect(answer).toMatchObject({ type: 'rejected', code: 'SERVER_ONLY_ACTION' });
      const room = await http<{ version: number; status: string }>(
        server.base,
        'GET',
        `/api/rooms/${id}`,
      );
      expect(room.body).toMatchObject({ version: before.version, status: 'playing' });
      expect(await store.entries(id, 0, 1)).toEqual(stored);
      expect((await replayed(store, id)).speed?.next).toBe(0);
      await Promise.all(clients.map((c) => c.close()));
    } finally {
      await store.close();
      await server.app.close();
    }
  }, 30_000);

  it('after a restart applies no cue twice and skips none; the log replays to the same state', async () => {
    const dir = await dataDir();
    // 5 ms a clock second: the server goes down a second or more before the game could end.
    const env = { CLOCK_SCALE: '0.005' };
    const first = await serveDir(dir, env);
    const { id, tokens } = await startedRoom(first.base, PEOPLE, MISSION);
    const clients = await Promise.all(
      PEOPLE.map((_, s) => Client.join(first.ws, id, tokens.get(s))),
    );
    const playing = await placeSetupTokens(clients);
    // The first window is closed (nobody else acts): down, mid-timeline.
    await clients[0]?.until((v) => v.version >= playing.version + 2, 20_000);
    await first.app.close();
    await Promise.all(clients.map((c) => c.close()));

    // While going down it stored one more action, a seat's signal, with the clock past the next
    // two cues, which it never stored: the restarted server must apply them at once.
    let store = storeOf(dir);
    const before = await store.entries(id, 0, 1);
    const done = expectCuesInOrder(before, 5);
    expect(done).toBeGreaterThanOrEqual(2);
    const overdue = CUES[done + 1];
    const last = before.at(-1);
    if (!overdue || !last) throw new Error('the game is too far on');
    const signal: Action = { type: 'say', seat: 1, signal: 'ready' };
    const down = await replayed(store, id);
    expect(down.status).toBe('playing');
    expect(applyAction(down, signal).ok).toBe(true);
    const clockMs = overdue.at * 5 + 1;
    expect(clockMs).toBeGreaterThan(last.clockMs ?? Infinity);
    const at = new Date().toISOString();
    const entry = { seq: last.seq + 1, seat: 1, intentId: 'down', action: signal, at, clockMs };
    expect(await store.append(id, entry, 1)).toMatchObject({ kind: 'ok' });
    await store.close();

    // The restarted server loads the game at boot and plays the timeline on to the end.
    const second = await serveDir(dir, env);
    store = storeOf(dir);
    try {
      const watcher = await Client.join(second.ws, id);
      await watcher.until(over, 20_000);
      const entries = await store.entries(id, 0, 1);
      const applied = expectCuesInOrder(entries, 5);
      expect(applied).toBeGreaterThan(done + 2);
      // The two overdue cues come right after the signal.
      const after = entries.filter((e) => e.seq > entry.seq);
      expect(after.slice(0, 2).map(cueOf)).toEqual([done, done + 1]);
      const state = await replayed(store, id);
      expect(state.speed?.next).toBe(applied);
      expect(viewFor(state, 'spectator')).toEqual(watcher.view);
      await watcher.close();
    } finally {
      await store.close();
      await second.app.close();
    }
  }, 30_000);
});

describe("mission 42's timeline: table events and no time limit", () => {
  const TABLE = (missionClock(42, 3) as Clock).cues;

  it('enacts every event in order as stored actions; the clock says there is no limit', async () => {
    const dir = await dataDir();
    // 2 ms a clock second: the events from 260 ms into play to under 2 s.
    const server = await serveDir(dir, { CLOCK_SCALE: '0.002' });
    const store = storeOf(dir);
    try {
      const { id, tokens } = await startedRoom(server.base, PEOPLE, 42);
      const clients = await Promise.all(
        PEOPLE.map((_, s) => Client.join(server.ws, id, tokens.get(s))),
      );
      const watcher = await Client.join(server.ws, id);
      await placeSetupTokens(clients);
      // Nobody cuts: the game goes on past the last event, with no time limit.
      const last = await watcher.until((v) => v.timeline?.next === TABLE.length, 20_000);
      expect(last.status).toBe('playing');
      const entries = await store.entries(id, 0, 1);
      expect(expectCuesInOrder(entries, 2, TABLE)).toBe(TABLE.length);
      const state = await replayed(store, id);
      expect(viewFor(state, 'spectator')).toEqual(watcher.view);
      const told = new Set(watcher.view?.log.map((e) => e.type));
      for (const event of ['listening', 'seatsChanged', 'cutSwapped', 'taDaRound', 'boing'])
        expect(told).toContain(event);
      const clocks = watcher.messages.flatMap((m) =>
        (m.type === 'update' || m.type === 'joined') && m.clock ? [m.clock] : [],
      );
      expect(clocks.length).toBeGreaterThan(0);
      expect(clocks.every((c) => c.leftMs === null)).toBe(true);
      for (const c of [...clients, watcher]) expect(c.invalid).toEqual([]);
      await Promise.all([...clients, watcher].map((c) => c.close()));
    } finally {
      await store.close();
      await server.app.close();
    }
  }, 30_000);
});
