/**
 * A mission's real-time limit as a room runs it. The engine keeps no time: `missionClock` gives the
 * moments (seconds after play starts, each saying the time left) and a timeline's cues (moments
 * that change the table, missions 30 and 42; 42 has cues only, and no limit). This counts real time from play start with ONE timer, set
 * at the earliest of the next moment to announce, the next cue and the deadline; the room
 * announces the moments and applies each cue and `timeUp` through its action path, so the record
 * replays exactly. Each stored entry keeps the clock's ms of play (`LogEntry.clockMs`): a loaded
 * game goes on from its last entry, and a node catching up takes the writer's clock.
 * `clockScale` shortens every time (tests).
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
  /** Cue `index` of the timeline is due (in order, from the cues done the room said). */
  cue(index: number): void;
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
  /** The cues done or handed to `hooks.cue`: the next one due is this index. */
  private cued = 0;
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

  /**
   * `elapsedMs` of play at `t` (epoch ms): the clock runs from there. The moments already
   * announced stay announced.
   */
  run(elapsedMs: number, t = this.now()): void {
    this.origin = t - elapsedMs;
    this.frozenMs = null;
  }

  /**
   * A stored game is loaded: `elapsedMs` of play at `t` (see `playedMs`). The moments passed by
   * now are not announced again.
   */
  resume(elapsedMs: number, t = this.now()): void {
    this.run(elapsedMs, t);
    this.announced = this.momentAt(this.elapsedMs());
  }

  /**
   * Ms of play at `t`, for an entry stored then (stores keep integers); null before play. A
   * stopped clock (paused, or the game over) keeps its time: the entry that resumes goes on there.
   */
  playedAt(t: number): number | null {
    if (this.origin === null) return null;
    return Math.round(this.frozenMs ?? t - this.origin);
  }

  /** The game is over or paused: the time left stays as it is now (`run` starts it again). */
  freeze(t = this.now()): void {
    this.stop();
    if (this.origin !== null && this.frozenMs === null) this.frozenMs = t - this.origin;
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
      // A timeline of events only (mission 42) has no limit.
      leftMs: deadline === Infinity ? null : Math.max(0, Math.round(deadline - elapsed)),
      running: this.running,
      moment: moment ?? (this.origin === null ? -1 : this.momentAt(elapsed)),
      msPerSecond: this.msPerSecond,
    };
  }

  /**
   * Announce the moments reached and hand over the cues due, then set the one timer: at the
   * earliest of the next moment, the next cue and the deadline (where `hooks.deadline` runs
   * instead, and nothing is set). `cuesDone`: how many cues the game has applied, as the room
   * reads it from its state, so a loaded game or a node catching up neither repeats a cue nor
   * skips one (those passed meanwhile are handed over at once, in order). A cue handed over but
   * not yet applied when the room arms again is handed over again: the room drops it then.
   */
  arm(hooks: MissionTimerHooks, cuesDone: number): void {
    this.cued = cuesDone;
    this.wake(hooks);
  }

  private wake(hooks: MissionTimerHooks): void {
    this.stop();
    if (!this.running) return;
    const { moments, cues } = this.clock;
    const elapsed = this.elapsedMs();
    while (this.announced + 1 < moments.length && this.atMs(this.announced + 1) <= elapsed)
      hooks.moment(this.message(++this.announced));
    while (this.cued < cues.length && this.cueMs(this.cued) <= elapsed) hooks.cue(this.cued++);
    const last = moments[moments.length - 1];
    const deadline = last ? (last.at + last.left) * this.msPerSecond : Infinity;
    if (this.announced + 1 >= moments.length && deadline <= elapsed) return hooks.deadline();
    const next = Math.min(
      this.announced + 1 < moments.length ? this.atMs(this.announced + 1) : deadline,
      this.cueMs(this.cued),
    );
    if (next === Infinity) return;
    this.timer = setTimeout(() => this.wake(hooks), next - elapsed);
    this.timer.unref();
  }

  private elapsedMs(): number {
    return this.frozenMs ?? this.now() - (this.origin ?? this.now());
  }

  private atMs(moment: number): number {
    return (this.clock.moments[moment]?.at ?? Infinity) * this.msPerSecond;
  }

  private cueMs(cue: number): number {
    return (this.clock.cues[cue]?.at ?? Infinity) * this.msPerSecond;
  }

  /** The index of the latest moment reached after `elapsedMs` (-1: none). */
  private momentAt(elapsedMs: number): number {
    return this.clock.moments.findLastIndex((m) => m.at * this.msPerSecond <= elapsedMs);
  }
}

/**
 * Milliseconds of play in a stored game, up to its last entry (the time since, a server down, is
 * not counted): the clock that entry kept; null before play starts. Entries stored before the
 * clock was kept: the wall time from the entry whose action started play (a few actions into the
 * log: the setup tokens; without them, the first entry) to the last one.
 */
export function playedMs(deal: GameState, entries: readonly LogEntry[]): number | null {
  const last = entries[entries.length - 1];
  if (last?.clockMs !== undefined) return last.clockMs;
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
