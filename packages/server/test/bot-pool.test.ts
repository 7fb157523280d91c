/**
 * BotPool on real worker threads: the moves bots choose in-process, tables with people first,
 * the bound on waiting moves, a failing move, threads started lazily and stopped, close().
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { BOT_LEVELS, makeBot, type BotLevel } from '@bomb-busters/bots';
import {
  applyAction,
  createGame,
  legalActions,
  legalMenu,
  seatToAct,
  viewFor,
  type Action,
  type GameSetup,
  type GameState,
} from '@bomb-busters/engine';
import { BotPool, BotPoolBusy, BotPoolClosed, type BotRequest } from '../src/bots/pool.js';

function create(setup: GameSetup): GameState {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.code);
  return created.value;
}

const isOver = (state: GameState) => state.status === 'won' || state.status === 'lost';

/** Every `every`-th position of a game the expert bots play in-process, up to `moves` moves. */
function positions(setup: GameSetup, moves: number, every: number): GameState[] {
  const bot = makeBot('expert');
  const out: GameState[] = [];
  let state = create(setup);
  for (let n = 0; n <= moves && !isOver(state); n++) {
    if (n % every === 0) out.push(state);
    const seat = seatToAct(state);
    const applied = applyAction(state, bot.act(viewFor(state, seat), legalActions(state, seat)));
    if (!applied.ok) throw new Error(applied.error.code);
    state = applied.value.state;
  }
  return out;
}

function request(state: GameState, level: BotLevel = 'expert'): BotRequest {
  const seat = seatToAct(state);
  return { level, view: viewFor(state, seat), menu: legalMenu(state, seat) };
}

const start = create({ mission: 1, players: 3, seed: 'pool' });

/** The nice value of each thread of this process, by thread id (Linux: /proc). */
function threadNices(): Map<number, number> {
  const nices = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      // A thread that ended since the listing (another test's worker thread closing).
      continue;
    }
    // After the command's closing parenthesis, the nice value is the 17th field.
    nices.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
  }
  return nices;
}

describe('BotPool', () => {
  it.runIf(process.platform === 'linux')(
    'runs its threads at a low priority, the event loop at its own',
    async () => {
      const before = threadNices();
      const pool = new BotPool({ threads: 1, maxQueued: 1 });
      try {
        await pool.act(request(start), 'people');
        const added = [...threadNices()].filter(([tid]) => !before.has(tid));
        expect(added.map(([, nice]) => nice)).toContain(10);
        expect(threadNices().get(process.pid)).toBe(before.get(process.pid));
      } finally {
        await pool.close();
      }
    },
  );

  it('chooses the move the bot chooses in-process, at every level', async () => {
    const states = [
      ...positions({ mission: 1, players: 3, seed: 'pool-1' }, 30, 5),
      ...positions({ mission: 4, players: 4, seed: 'pool-4' }, 30, 5),
      ...positions({ mission: 8, players: 5, seed: 'pool-8' }, 40, 5),
    ];
    const cases = states.flatMap((state) => BOT_LEVELS.map((level) => ({ state, level })));
    const inProcess = cases.map(({ state, level }): Action => {
      const seat = seatToAct(state);
      return makeBot(level).act(viewFor(state, seat), legalActions(state, seat));
    });
    const pool = new BotPool({ threads: 2, maxQueued: cases.length });
    try {
      const threaded = await Promise.all(
        cases.map(({ state, level }) => pool.act(request(state, level), 'bots')),
      );
      expect(threaded).toStrictEqual(inProcess);
    } finally {
      await pool.close();
    }
    // Varied positions: setup info tokens, cuts, Detectors; and the two levels differ somewhere.
    expect(cases.length).toBeGreaterThan(30);
    expect(new Set(inProcess.map((a) => a.type)).size).toBeGreaterThan(1);
    expect(inProcess.some((a) => a.type === 'dualCut' && a.detector !== undefined)).toBe(true);
    const differ = cases.some(
      (_, i) => i % 2 === 0 && JSON.stringify(inProcess[i]) !== JSON.stringify(inProcess[i + 1]),
    );
    expect(differ).toBe(true);
  });

  it('serves waiting moves of tables with people before those of bots-only tables', async () => {
    const pool = new BotPool({ threads: 1, maxQueued: 10 });
    const order: string[] = [];
    const ask = (name: string, priority: 'people' | 'bots') =>
      pool.act(request(start), priority).then(() => order.push(name));
    try {
      // The first move takes the only thread; the others wait, in two lanes.
      await Promise.all([
        ask('first', 'bots'),
        ask('bots-1', 'bots'),
        ask('bots-2', 'bots'),
        ask('people-1', 'people'),
        ask('bots-3', 'bots'),
        ask('people-2', 'people'),
      ]);
      expect(order).toEqual(['first', 'people-1', 'people-2', 'bots-1', 'bots-2', 'bots-3']);
    } finally {
      await pool.close();
    }
  });

  it('rejects with BotPoolBusy past maxQueued waiting moves, and takes moves again after', async () => {
    const pool = new BotPool({ threads: 1, maxQueued: 2 });
    try {
      const accepted = [
        pool.act(request(start), 'bots'),
        pool.act(request(start), 'bots'),
        pool.act(request(start), 'people'),
      ];
      expect(pool.queued).toBe(2);
      await expect(pool.act(request(start), 'people')).rejects.toBeInstanceOf(BotPoolBusy);
      await expect(pool.act(request(start), 'bots')).rejects.toBeInstanceOf(BotPoolBusy);
      expect(await Promise.all(accepted)).toHaveLength(3);
      expect(pool.queued).toBe(0);
      await expect(pool.act(request(start), 'bots')).resolves.toMatchObject({ seat: 0 });
    } finally {
      await pool.close();
    }
  });

  it('counts a thread free as soon as its move is answered', async () => {
    const pool = new BotPool({ threads: 1, maxQueued: 0 });
    try {
      const first = pool.act(request(start), 'bots');
      await expect(pool.act(request(start), 'people')).rejects.toBeInstanceOf(BotPoolBusy);
      await first;
      // A table asking for its next move on hearing the last one finds the thread free.
      await expect(pool.act(request(start), 'bots')).resolves.toMatchObject({ seat: 0 });
    } finally {
      await pool.close();
    }
  });

  it('rejects only the move whose bot throws; the thread plays on', async () => {
    const pool = new BotPool({ threads: 1, maxQueued: 10 });
    const broken: BotRequest = { ...request(start), view: viewFor(start, 'spectator') };
    try {
      const [before, failed, after] = await Promise.allSettled([
        pool.act(request(start), 'people'),
        pool.act(broken, 'people'),
        pool.act(request(start), 'people'),
      ]);
      expect(before?.status).toBe('fulfilled');
      expect(failed).toMatchObject({
        status: 'rejected',
        reason: { message: expect.stringMatching(/spectator/) as unknown },
      });
      expect(after?.status).toBe('fulfilled');
    } finally {
      await pool.close();
    }
  });

  it('starts threads at the first move only, and stops them when idle', async () => {
    const pool = new BotPool({ threads: 2, maxQueued: 10, idleTimeoutMs: 100 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(pool.threadsAlive).toBe(0);
      await pool.act(request(start), 'people');
      expect(pool.threadsAlive).toBeGreaterThan(0);
      await vi.waitFor(() => expect(pool.threadsAlive).toBe(0), { timeout: 5_000, interval: 50 });
      await expect(pool.act(request(start), 'people')).resolves.toMatchObject({ seat: 0 });
    } finally {
      await pool.close();
    }
  });

  it('close() rejects running, waiting and later moves, and ends the threads', async () => {
    const pool = new BotPool({ threads: 1, maxQueued: 10 });
    await pool.act(request(start), 'people');
    const running = pool.act(request(start), 'bots');
    const waiting = pool.act(request(start), 'people');
    expect(pool.queued).toBe(1);
    const closed = pool.close();
    // The waiting move is refused at once, the running one when it finishes (close waits for it).
    await Promise.all([
      expect(running).rejects.toBeInstanceOf(BotPoolClosed),
      expect(waiting).rejects.toBeInstanceOf(BotPoolClosed),
    ]);
    await closed;
    expect(pool.threadsAlive).toBe(0);
    await expect(pool.act(request(start), 'people')).rejects.toBeInstanceOf(BotPoolClosed);
    await expect(pool.close()).resolves.toBeUndefined();
  });
});
