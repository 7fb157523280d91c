/**
 * A mission's real-time clock as data, for the rule module "timer" (modules/timer.ts; missions 10
 * and 19, RULES.md §6.2, §6.6, §9 B3). The engine keeps no time: its clock is data, a list of moments in seconds after play starts (when the
 * setup tokens are placed), each announcing the time left. The server enacts the moments and,
 * when the time left runs out, applies `timeUp`, which loses the game; so a record replays exactly.
 * A mission gives its limit (warnings at 5 and 2 minutes, 30 s and a 10-second countdown are
 * added) or a timeline of its own, such as mission 19's `audio/19.json`. A timeline may also hold
 * cues: moments that change the table (mission 30's Number-card windows, mission 42's table
 * events), which the server enacts as the engine's `cue` action, in order, and a rule module
 * carries out (modules/speed-rounds.ts, modules/table-events.ts). A timeline without moments has
 * no time limit (mission 42): only its cues.
 */

export interface ClockMoment {
  /** Seconds after play starts. */
  readonly at: number;
  /** What is announced: the limit, the time left, a sudden cut of the time left, the countdown. */
  readonly say: 'limit' | 'left' | 'shortened' | 'countdown';
  /** Seconds left from this moment: time is up at `at + left`. */
  readonly left: number;
}

/** What a window missed costs (mission 30): a dial notch, nothing, the lowest equipment card, a round in mime. */
export type WindowMiss = 'dial' | 'nothing' | 'discardEquipment' | 'mime';
/** What a window made earns: nothing, or the active seat draws a Number card and says if it holds it. */
export type WindowHit = 'nothing' | 'holds';

/** A moment that changes the table; its effect is the rule module's (modules/speed-rounds.ts). */
export type Cue = { readonly at: number } & (
  | { readonly cue: 'draw' }
  | { readonly cue: 'check'; readonly miss: WindowMiss; readonly hit: WindowHit }
  | { readonly cue: 'yellowCount' }
  | { readonly cue: 'threeValues' }
  | { readonly cue: 'threeValuesCheck' }
  | { readonly cue: 'yellowSweep' }
  | { readonly cue: TableCue }
);

/**
 * Cues that change the table itself (modules/table-events.ts, mission 42; RULES.md §6.6): the
 * signal tones around a listening time, a cut pair restored, the seats changed while the stands
 * stay, two cut wires swapped, the active seat's cut wires removed, the validation tokens
 * returned, a "ta-da" round opened and closed, a "boing" round.
 */
export const TABLE_CUES = [
  'listen',
  'listened',
  'restorePair',
  'changeSeats',
  'swapCut',
  'removeCut',
  'returnValidation',
  'taDaRound',
  'taDaEnd',
  'boing',
] as const;
export type TableCue = (typeof TABLE_CUES)[number];
export type CueKind = Cue['cue'];

export interface Clock {
  /** The timings are ours and approximate (a publisher recording's own are not known exactly). */
  readonly approximate: boolean;
  readonly moments: readonly ClockMoment[];
  /** Moments that change the table, in time order (none for a plain limit). */
  readonly cues: readonly Cue[];
}

export type TimerDef =
  { readonly limit: number; readonly twoPlayerLimit?: number } | { readonly timeline: Clock };

const SAYS: readonly ClockMoment['say'][] = ['limit', 'left', 'shortened', 'countdown'];
const MISSES: readonly WindowMiss[] = ['dial', 'nothing', 'discardEquipment', 'mime'];
const HITS: readonly WindowHit[] = ['nothing', 'holds'];
const PLAIN_CUES = [
  'draw',
  'yellowCount',
  'threeValues',
  'threeValuesCheck',
  'yellowSweep',
  ...TABLE_CUES,
] as const;

function readCue(raw: unknown, i: number): Cue {
  const c = (raw ?? {}) as Record<string, unknown>;
  const at = c.at;
  if (typeof at !== 'number') throw new Error(`Timeline cue ${i}: { at, cue } expected.`);
  if (c.cue === 'check') {
    const miss = MISSES.find((m) => m === c.miss);
    const hit = HITS.find((h) => h === (c.hit ?? 'nothing'));
    if (!miss || !hit) throw new Error(`Timeline cue ${i}: a check says its miss and hit.`);
    return { at, cue: 'check', miss, hit };
  }
  const cue = PLAIN_CUES.find((k) => k === c.cue);
  if (!cue) throw new Error(`Timeline cue ${i}: unknown cue ${String(c.cue)}.`);
  return { at, cue };
}

/** A timeline read from a data file (`audio/19.json`); throws at load if it is not one. */
export function readTimeline(data: {
  approximate?: unknown;
  moments?: unknown;
  cues?: unknown;
}): Clock {
  const moments = Array.isArray(data.moments) ? (data.moments as unknown[]) : [];
  const read = moments.map((raw, i): ClockMoment => {
    const m = (raw ?? {}) as Record<string, unknown>;
    const say = SAYS.find((s) => s === m.say);
    if (typeof m.at !== 'number' || typeof m.left !== 'number' || !say)
      throw new Error(`Timeline moment ${i}: { at, say, left } expected.`);
    return { at: m.at, say, left: m.left };
  });
  const cues = Array.isArray(data.cues) ? (data.cues as unknown[]).map(readCue) : [];
  if (read.length === 0 && cues.length === 0) throw new Error('A timeline has moments or cues.');
  return { approximate: data.approximate === true, moments: read, cues };
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
    cues: [],
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
  // Without moments there is no limit (mission 42): only cues.
  if (first && (first.at !== 0 || first.say !== 'limit'))
    problems.push('a clock starts with its limit');
  if (!first && clock.cues.length === 0) problems.push('a clock has moments or cues');
  clock.moments.forEach((m, i) => {
    const before = clock.moments[i - 1];
    if (!(m.left > 0) || !Number.isInteger(m.at) || !Number.isInteger(m.left))
      problems.push(`clock moment ${i}: whole seconds, some left`);
    if (before && (m.at <= before.at || m.at >= deadlineAt(clock, before.at)))
      problems.push(`clock moment ${i}: after the one before, while time is left`);
  });
  clock.cues.forEach((c, i) => {
    const before = clock.cues[i - 1];
    if (!Number.isInteger(c.at) || c.at <= 0 || (before && c.at <= before.at))
      problems.push(`clock cue ${i}: whole seconds after play starts, after the one before`);
    if (c.at >= deadlineAt(clock, c.at)) problems.push(`clock cue ${i}: while time is left`);
  });
  return problems;
}

/**
 * How many cues of its timeline a game (or a seat's view of it) has enacted: the next one due.
 * The server's clock and the simulator read it to hand over the next cue.
 */
export const cuesDone = (game: {
  readonly speed?: { readonly next: number } | null;
  readonly timeline?: { readonly next: number } | null;
}): number => game.speed?.next ?? game.timeline?.next ?? 0;
