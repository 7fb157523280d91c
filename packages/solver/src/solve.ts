/** Exact probabilities of every hidden wire from one observer's position. */
import { BIG, FLOAT, marginalsOf, SCALE, totalOf } from './dp.js';
import { fastSolve, RUN } from './fast.js';
import type { KindKey, Position } from './position.js';
import type { Problem } from './problem.js';
import { buildProblems } from './problem.js';
import type { SlotMarginal, SlotRestriction, Solution, StandRuns } from './solution.js';

export interface SolveOptions {
  /** Also count the exact total weight as a bigint (slower). */
  readonly exact?: boolean;
  /** Also keep each stand's runs of copies (`Solution.runs`), for `pNone`. */
  readonly runs?: boolean;
}

export function solve(position: Position, options: SolveOptions = {}): Solution {
  const problems = buildProblems(position);
  let weight = 0;
  // sums[stand][slot]: an uncut slot's weight per kind, summed over the problems (sparse rows).
  const sums: Float64Array[][] = position.stands.map(() => []);
  const runs = options.runs ? new StandRunSums(position.stands.length) : null;
  for (const problem of problems) {
    const { total, weights, runs: standRuns } = weightsOf(problem);
    if (total === 0) continue;
    runs?.add(problem, standRuns);
    weight += total;
    const K = problem.kinds.length;
    problem.stands.forEach((stand, s) => {
      const row = sums[stand.source]!;
      stand.uncut.forEach((uncut, j) => {
        if (!uncut) return;
        const acc = (row[stand.slots[j]!] ??= new Float64Array(K));
        for (let k = 0; k < K; k++) acc[k]! += weights[s]?.[j * K + k] ?? 0;
      });
    });
  }
  const totalWeight = options.exact ? exactTotal(position) : null;
  if (weight === 0) return { status: 'inconsistent', totalWeight, weight: 0, marginals: [] };
  const kinds = problems[0]?.kinds ?? [];
  const marginals: SlotMarginal[] = [];
  sums.forEach((row, stand) =>
    // forEach skips a row's holes: the slots no problem gave weight to.
    row.forEach((acc, slot) => {
      const probs: Record<string, number> = {};
      acc.forEach((w, k) => {
        if (w > 0) probs[kinds[k]!] = w / weight;
      });
      marginals.push({ stand, slot, probs });
    }),
  );
  return {
    status: 'ok',
    totalWeight,
    weight,
    marginals,
    ...(runs ? { runs: { kinds, stands: runs.result() } } : {}),
  };
}

/** Each stand's runs summed over the problems (splits) with weight; null where one lacks them. */
class StandRunSums {
  private readonly sums: (StandRuns | null | undefined)[];
  private problems = 0;
  private readonly seen: number[];

  constructor(stands: number) {
    this.sums = new Array<StandRuns | null | undefined>(stands).fill(undefined);
    this.seen = new Array<number>(stands).fill(0);
  }

  add(problem: Problem, runs: readonly (Float64Array | null)[] | null): void {
    this.problems++;
    problem.stands.forEach((stand, s) => {
      if (stand.x) return;
      const i = stand.source;
      this.seen[i]!++;
      const sum = this.sums[i];
      const mine = runs?.[s] ?? null;
      if (sum === null) return;
      if (!mine || (sum && sum.slots.join() !== stand.slots.join())) this.sums[i] = null;
      else if (!sum)
        this.sums[i] = { slots: stand.slots, uncut: stand.uncut, weights: mine.slice() };
      else for (let j = 0; j < mine.length; j++) sum.weights[j]! += mine[j]!;
    });
  }

  result(): (StandRuns | null)[] {
    return this.sums.map((sum, i) => (sum && this.seen[i] === this.problems ? sum : null));
  }
}

/**
 * P(none of these slots of one stand holds `kind`) from the solution's runs (`{ runs: true }`),
 * as `conditionalProbability` denying it there: cut slots are left out. Null when the runs do not
 * tell (none for the stand, a slot not among its sorted slots).
 */
export function pNone(
  solution: Solution,
  stand: number,
  slots: readonly number[],
  kind: KindKey,
): number | null {
  const runs = solution.runs?.stands[stand];
  const k = solution.runs?.kinds.indexOf(kind) ?? -1;
  if (!runs || k === -1 || solution.weight === 0) return null;
  const sorted = slots.map((slot) => runs.slots.indexOf(slot));
  if (sorted.includes(-1)) return null;
  const uncut = sorted.filter((j) => runs.uncut[j]);
  const size = runs.slots.length;
  let some = 0;
  for (let first = 0; first < size; first++)
    for (let n = 1; n < RUN; n++) {
      const w = runs.weights[(k * (size + 1) + first) * RUN + n]!;
      if (w !== 0 && uncut.some((j) => j >= first && j < first + n)) some += w;
    }
  return 1 - some / solution.weight;
}

/** Per-slot weights, flattened as [slot * kinds + kind]: dense tables, or the map-based programme for huge spaces (no runs). */
function weightsOf(problem: Problem): {
  total: number;
  weights: ArrayLike<number>[];
  runs: readonly (Float64Array | null)[] | null;
} {
  const fast = fastSolve(problem, true);
  if (fast) return fast;
  const { total, weights } = marginalsOf(problem);
  return { total, weights: weights.map((rows) => rows.flat()), runs: null };
}

/** The exact number of labelled splits consistent with the position (docs/position-format.md). */
export function exactTotal(
  position: Position,
  restrictions: readonly SlotRestriction[] = [],
): bigint {
  let sum = 0n;
  let scale = 1n;
  for (const problem of buildProblems(position, restrictions)) {
    sum += totalOf(problem, BIG);
    scale = SCALE ** BigInt(problem.kinds.length * problem.stands.length);
  }
  if (sum % scale !== 0n) throw new Error('exactTotal: weight not an integer (solver bug)');
  return sum / scale;
}

/**
 * P(every restriction holds | the position); NaN for an inconsistent position. `weight`: the
 * position's weight if already known (`solve(position).weight`), which saves a pass.
 */
export function conditionalProbability(
  position: Position,
  restrictions: readonly SlotRestriction[],
  weight?: number,
): number {
  const weightOf = (r: readonly SlotRestriction[]) =>
    buildProblems(position, r).reduce(
      (acc, problem) => acc + (fastSolve(problem, false)?.total ?? totalOf(problem, FLOAT)),
      0,
    );
  return weightOf(restrictions) / (weight ?? weightOf([]));
}
