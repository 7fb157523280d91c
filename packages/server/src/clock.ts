/**
 * A mission's real-time limit as a room runs it. The engine keeps no time: `missionClock` gives the
 * moments (seconds after play starts, each saying the time left). This counts real time from play
 * start with ONE timer, set at the next moment to announce or, after the last, at the deadline;
 * the room announces the moments and applies `timeUp` through its action path, so the record
 * replays exactly. `clockScale` shortens every time (tests).
 */
import {
  applyAction,
  deadlineAt,
  missionClock,
  type Clock,
  type GameState,
  type MissionId,
} from '@bomb-busters/engine';
import type { RoomClock } from '@bomb-busters/protocol';
import type { LogEntry } from './store/types.js';

export interface MissionTimerHooks {
  /** Moment `index` is reached (each once, in order); `clock` says so. */
  moment(clock: RoomClock): void;
  /** No time is left. */
  deadline(): void;
}

export class MissionTimer {
  readonly msPerSecond: number;
  /** The time (epoch ms) at which as much time had elapsed as 0: null before play starts. */
  private origin: number | null = null;
  /** Elapsed ms once the game is over (the clock stops there). */
  private frozenMs: number | null = null;
  /** The last moment announced. */
  private announced = -1;
  private timer: NodeJS.Timeout | null = null;

  private constructor(
    private readonly clock: Clock,
    scale: number,
    private readonly now: () => number,
  ) {
    this.msPerSecond = Math.max(1, Math.round(1000 * scale));
  }

  /** The timer of a mission with a time limit, else null. */
  static of(
    mission: MissionId,
    players: number,
    scale: number,
    now: () => number,
  ): MissionTimer | null {
    const clock = missionClock(mission, players);
    return clock ? new MissionTimer(clock, scale, now) : null;
  }

  /** Counting from play start and not stopped by the end of the game. */
  get running(): boolean {
    return this.origin !== null && this.frozenMs === null;
  }

  /** Play started at `origin` (epoch ms: the time of the entry that started it). */
  start(origin: number): void {
    this.origin = origin;
    this.frozenMs = null;
    this.announced = -1;
  }

  /**
   * A stored game is loaded: `elapsedMs` of play so far (see `playedMs`). The moments passed by
   * then are not announced again.
   */
  resume(elapsedMs: number): void {
    this.start(this.now() - elapsedMs);
    this.announced = this.momentAt(elapsedMs);
  }

  /** The game is over: the time left stays as it is now. */
  freeze(): void {
    this.stop();
    if (this.origin !== null && this.frozenMs === null) this.frozenMs = this.elapsedMs();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The clock as sent to clients now (`moment`: the latest reached, unless given). */
  message(moment?: number): RoomClock {
    const elapsed = this.origin === null ? 0 : this.elapsedMs();
    const deadline = deadlineAt(this.clock, elapsed / this.msPerSecond) * this.msPerSecond;
    return {
      leftMs: Math.max(0, Math.round(deadline - elapsed)),
      running: this.running,
      moment: moment ?? (this.origin === null ? -1 : this.momentAt(elapsed)),
      msPerSecond: this.msPerSecond,
    };
  }

  /**
   * Announce the moments reached, then set the one timer: at the next moment, or at the deadline
   * once every moment is announced (where `hooks.deadline` runs instead, and nothing is set).
   */
  arm(hooks: MissionTimerHooks): void {
    this.stop();
    if (!this.running) return;
    const moments = this.clock.moments;
    const elapsed = this.elapsedMs();
    while (this.announced + 1 < moments.length && this.atMs(this.announced + 1) <= elapsed)
      hooks.moment(this.message(++this.announced));
    const last = moments[moments.length - 1];
    const next =
      this.announced + 1 < moments.length
        ? this.atMs(this.announced + 1)
        : last
          ? (last.at + last.left) * this.msPerSecond
          : Infinity;
    if (next <= elapsed) return hooks.deadline();
    this.timer = setTimeout(() => this.arm(hooks), next - elapsed);
    this.timer.unref();
  }

  private elapsedMs(): number {
    return this.frozenMs ?? this.now() - (this.origin ?? this.now());
  }

  private atMs(moment: number): number {
    return (this.clock.moments[moment]?.at ?? Infinity) * this.msPerSecond;
  }

  /** The index of the latest moment reached after `elapsedMs` (-1: none). */
  private momentAt(elapsedMs: number): number {
    return this.clock.moments.findLastIndex((m) => m.at * this.msPerSecond <= elapsedMs);
  }
}

/**
 * Milliseconds of play in a stored game: from the entry whose action started play (a few actions
 * into the log: the setup tokens) to the last entry; null before play starts. The time between
 * the last entry and now (a server down) is not counted.
 */
export function playedMs(deal: GameState, entries: readonly LogEntry[]): number | null {
  const last = entries[entries.length - 1];
  if (deal.status !== 'setup') return last && entries[0] ? msBetween(entries[0], last) : 0;
  let state = deal;
  for (const entry of entries) {
    const applied = applyAction(state, entry.action);
    if (!applied.ok) return null;
    if (applied.value.events.some((e) => e.type === 'playStarted') && last)
      return msBetween(entry, last);
    state = applied.value.state;
  }
  return null;
}

const msBetween = (from: LogEntry, to: LogEntry): number =>
  Math.max(0, Date.parse(to.at) - Date.parse(from.at));
