/**
 * A mission's real-time clock as data, for the rule module "timer" (modules/timer.ts; missions 10
 * and 19, RULES.md §6.2, §6.6, §9 B3). The engine keeps no time: its clock is data, a list of moments in seconds after play starts (when the
 * setup tokens are placed), each announcing the time left. The server enacts the moments and,
 * when the time left runs out, applies `timeUp`, which loses the game; so a record replays exactly.
 * A mission gives its limit (warnings at 5 and 2 minutes, 30 s and a 10-second countdown are
 * added) or a timeline of its own, such as mission 19's `audio/19.json`.
 */

export interface ClockMoment {
  /** Seconds after play starts. */
  readonly at: number;
  /** What is announced: the limit, the time left, a sudden cut of the time left, the countdown. */
  readonly say: 'limit' | 'left' | 'shortened' | 'countdown';
  /** Seconds left from this moment: time is up at `at + left`. */
  readonly left: number;
}

export interface Clock {
  /** The timings are ours and approximate (a publisher recording's own are not known exactly). */
  readonly approximate: boolean;
  readonly moments: readonly ClockMoment[];
}

export type TimerDef =
  { readonly limit: number; readonly twoPlayerLimit?: number } | { readonly timeline: Clock };

const SAYS: readonly ClockMoment['say'][] = ['limit', 'left', 'shortened', 'countdown'];

/** A timeline read from a data file (`audio/19.json`); throws at load if it is not one. */
export function readTimeline(data: { approximate?: unknown; moments?: unknown }): Clock {
  const moments = Array.isArray(data.moments) ? (data.moments as unknown[]) : [];
  const read = moments.map((raw, i): ClockMoment => {
    const m = (raw ?? {}) as Record<string, unknown>;
    const say = SAYS.find((s) => s === m.say);
    if (typeof m.at !== 'number' || typeof m.left !== 'number' || !say)
      throw new Error(`Timeline moment ${i}: { at, say, left } expected.`);
    return { at: m.at, say, left: m.left };
  });
  if (read.length === 0) throw new Error('A timeline has moments.');
  return { approximate: data.approximate === true, moments: read };
}

/** The clock of a mission played by `players`: its own timeline, or warnings before its limit. */
export function clockOf(def: TimerDef, players: number): Clock {
  if ('timeline' in def) return def.timeline;
  const limit = players === 2 ? (def.twoPlayerLimit ?? def.limit) : def.limit;
  const warnings: ClockMoment[] = [300, 120, 30]
    .filter((left) => left < limit)
    .map((left) => ({ at: limit - left, say: 'left', left }));
  return {
    approximate: false,
    moments: [
      { at: 0, say: 'limit', left: limit },
      ...warnings,
      { at: limit - 10, say: 'countdown', left: 10 },
    ],
  };
}

/** Seconds after play starts at which time is up, as the moments passed by `elapsed` say. */
export function deadlineAt(clock: Clock, elapsed: number): number {
  let deadline = Infinity;
  for (const m of clock.moments) if (m.at <= elapsed) deadline = m.at + m.left;
  return deadline;
}

/** Problems in a timer's data; empty when sound. */
export function validateTimer(def: TimerDef): string[] {
  const clock = clockOf(def, 3);
  const [first] = clock.moments;
  const problems: string[] = [];
  if (first?.at !== 0 || first.say !== 'limit') problems.push('a clock starts with its limit');
  clock.moments.forEach((m, i) => {
    const before = clock.moments[i - 1];
    if (!(m.left > 0) || !Number.isInteger(m.at) || !Number.isInteger(m.left))
      problems.push(`clock moment ${i}: whole seconds, some left`);
    if (before && (m.at <= before.at || m.at >= deadlineAt(clock, before.at)))
      problems.push(`clock moment ${i}: after the one before, while time is left`);
  });
  return problems;
}
