/** Exact probabilities of every hidden wire from one observer's position. */
import { BIG, FLOAT, marginalsOf, SCALE, totalOf } from './dp.js';
import { fastSolve } from './fast.js';
import type { Position } from './position.js';
import type { Problem } from './problem.js';
import { buildProblems } from './problem.js';
import type { SlotMarginal, SlotRestriction, Solution } from './solution.js';

export interface SolveOptions {
  /** Also count the exact total weight as a bigint (slower). */
  readonly exact?: boolean;
}

export function solve(position: Position, options: SolveOptions = {}): Solution {
  const problems = buildProblems(position);
  let weight = 0;
  const sums = new Map<string, number[]>();
  for (const problem of problems) {
    const { total, weights } = weightsOf(problem);
    if (total === 0) continue;
    weight += total;
    problem.stands.forEach((stand, s) => {
      stand.uncut.forEach((uncut, j) => {
        if (!uncut) return;
        const id = `${stand.source}:${stand.slots[j]}`;
        const acc = sums.get(id) ?? new Array<number>(problem.kinds.length).fill(0);
        for (let k = 0; k < acc.length; k++) acc[k]! += weights[s]?.[j * acc.length + k] ?? 0;
        sums.set(id, acc);
      });
    });
  }
  const totalWeight = options.exact ? exactTotal(position) : null;
  if (weight === 0) return { status: 'inconsistent', totalWeight, weight: 0, marginals: [] };
  const kinds = problems[0]?.kinds ?? [];
  const marginals: SlotMarginal[] = [...sums].map(([id, acc]) => {
    const [stand, slot] = id.split(':').map(Number) as [number, number];
    const probs: Record<string, number> = {};
    acc.forEach((w, k) => {
      if (w > 0) probs[kinds[k]!] = w / weight;
    });
    return { stand, slot, probs };
  });
  marginals.sort((a, b) => a.stand - b.stand || a.slot - b.slot);
  return { status: 'ok', totalWeight, weight, marginals };
}

/** Per-slot weights, flattened as [slot * kinds + kind]: dense tables, or the map-based programme for huge spaces. */
function weightsOf(problem: Problem): { total: number; weights: ArrayLike<number>[] } {
  const fast = fastSolve(problem, true);
  if (fast) return fast;
  const { total, weights } = marginalsOf(problem);
  return { total, weights: weights.map((rows) => rows.flat()) };
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
