/**
 * Bots think on worker threads (piscina), off the event loop, so that many bot tables cannot
 * stall the server. A small queue of our own sits in front of piscina: at most one move per
 * thread in flight, moves of tables where a person plays first, and a bound on waiting moves.
 */
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { BotLevel } from '@bomb-busters/bots';
import type { Action, LegalMenu, SeatView } from '@bomb-busters/engine';

/** One move to choose: the seat's view and its legal menu (small to copy; never the state). */
export interface BotRequest {
  readonly level: BotLevel;
  readonly view: SeatView;
  readonly menu: LegalMenu;
}

/** `people`: a table where a person plays, who waits for this move; `bots`: bots only. */
export type BotPriority = 'people' | 'bots';

export interface BotPoolOptions {
  /** Worker threads at most, and moves in flight. */
  readonly threads: number;
  /** Moves waiting for a thread at most; past it `act` rejects with `BotPoolBusy`. */
  readonly maxQueued: number;
  /** A thread idle this long stops; the next move starts one again. Default 30 s. */
  readonly idleTimeoutMs?: number;
}

export class BotPoolBusy extends Error {
  override readonly name = 'BotPoolBusy';
  constructor(queued: number) {
    super(`Bot pool busy: ${queued} moves waiting.`);
  }
}

export class BotPoolClosed extends Error {
  override readonly name = 'BotPoolClosed';
  constructor() {
    super('Bot pool closed.');
  }
}

interface Task {
  readonly request: BotRequest;
  readonly resolve: (action: Action) => void;
  readonly reject: (error: unknown) => void;
}

const THREAD = fileURLToPath(new URL('./think-thread.js', import.meta.url));

export class BotPool {
  private readonly piscina: Piscina<BotRequest, Action>;
  private readonly lanes: Record<BotPriority, Task[]> = { people: [], bots: [] };
  private readonly threads: number;
  private readonly maxQueued: number;
  private inFlight = 0;
  /** The moves running on a thread now, settled or not. */
  private readonly running = new Set<Promise<unknown>>();
  private closing: Promise<void> | null = null;

  constructor(options: BotPoolOptions) {
    const { threads, maxQueued, idleTimeoutMs = 30_000 } = options;
    if (!Number.isInteger(threads) || threads < 1) throw new RangeError(`threads: ${threads}`);
    if (!Number.isInteger(maxQueued) || maxQueued < 0)
      throw new RangeError(`maxQueued: ${maxQueued}`);
    this.threads = threads;
    this.maxQueued = maxQueued;
    // minThreads 0: no thread starts before the first move, and idle ones stop.
    this.piscina = new Piscina({
      filename: THREAD,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: idleTimeoutMs,
      recordTiming: false,
    });
  }

  /** Moves waiting for a thread. */
  get queued(): number {
    return this.lanes.people.length + this.lanes.bots.length;
  }

  /** Worker threads alive now. */
  get threadsAlive(): number {
    return this.piscina.threads.length;
  }

  /**
   * The bot's move, chosen on a worker thread. Rejects with `BotPoolBusy` when `maxQueued` moves
   * already wait, with `BotPoolClosed` after `close()`, and with the bot's error if it throws.
   */
  act(request: BotRequest, priority: BotPriority): Promise<Action> {
    if (this.closing) return Promise.reject(new BotPoolClosed());
    if (this.inFlight >= this.threads && this.queued >= this.maxQueued)
      return Promise.reject(new BotPoolBusy(this.queued));
    return new Promise((resolve, reject) => {
      this.lanes[priority].push({ request, resolve, reject });
      this.pump();
    });
  }

  /**
   * Reject waiting moves, let running ones finish for at most `graceMs`, and stop the threads.
   * Stopping a thread in the middle of a move can leave its answer arriving after the pool
   * forgot the move, which the thread library reports as an uncaught error.
   */
  close(graceMs = 2_000): Promise<void> {
    if (!this.closing) {
      const waiting = [...this.lanes.people.splice(0), ...this.lanes.bots.splice(0)];
      for (const task of waiting) task.reject(new BotPoolClosed());
      const settled = Promise.allSettled([...this.running]);
      const grace = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
      this.closing = Promise.race([settled, grace]).then(() => this.piscina.destroy());
    }
    return this.closing;
  }

  private pump(): void {
    while (this.inFlight < this.threads) {
      const task = this.lanes.people.shift() ?? this.lanes.bots.shift();
      if (!task) return;
      this.inFlight++;
      const move = this.piscina.run(task.request).then(
        (action) => {
          this.finished();
          // A move finishing during close() fails like any move asked after it.
          if (this.closing) task.reject(new BotPoolClosed());
          else task.resolve(action);
        },
        (e: unknown) => {
          this.finished();
          task.reject(this.closing ? new BotPoolClosed() : e);
        },
      );
      this.running.add(move);
      void move.finally(() => this.running.delete(move));
    }
  }

  /** Count the thread free before the caller hears back, so its next move need not wait. */
  private finished(): void {
    this.inFlight--;
    this.pump();
  }
}
