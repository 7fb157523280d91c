/**
 * Stands whose every slot allows one kind (a known or cut X wire, a stand laid open) leave nothing
 * to choose, yet each would multiply the programme's pointer codes by its size + 1: mission 35's
 * known X wires, one per stand, made 2^5 times more codes than its sorted stands alone. They are
 * taken out of the problem before the programme runs, and their weight put back as a factor.
 */
import { FACT } from './layout.js';
import type { AtLeastOne, Problem } from './problem.js';

export interface WithoutFixed {
  /** The problem without its fixed stands. */
  readonly problem: Problem;
  /** The weight of the fixed stands' copies: c! / ((c - n)! · Π m!) per certain kind. */
  readonly factor: number;
  /** The problem's stand of each remaining stand. */
  readonly kept: readonly number[];
  /** Per stand of the problem, the kind of each slot if the stand is fixed; else null. */
  readonly fixedKinds: readonly (readonly number[] | null)[];
}

/** The kind of each slot, if each allows exactly one, in sorted order, and no count token rules the stand. */
function kindsOfFixed(stand: Problem['stands'][number]): number[] | null {
  if (stand.counts.length > 0) return null;
  const kinds: number[] = [];
  for (const row of stand.allowed) {
    const k = row.indexOf(true);
    if (k === -1 || row.indexOf(true, k + 1) !== -1) return null;
    if (kinds.length > 0 && k < kinds[kinds.length - 1]!) return null;
    kinds.push(k);
  }
  return kinds;
}

/** The problem without its fixed stands; null if they cannot all hold their kinds. */
export function withoutFixed(problem: Problem): WithoutFixed | null {
  const fixedKinds = problem.stands.map(kindsOfFixed);
  const kept = fixedKinds.flatMap((kinds, s) => (kinds === null ? [s] : []));
  if (kept.length === problem.stands.length) return { problem, factor: 1, kept, fixedKinds };

  const taken = problem.kinds.map(() => 0);
  let factor = 1;
  fixedKinds.forEach((kinds) => {
    const run = new Map<number, number>();
    for (const k of kinds ?? []) {
      taken[k]! += 1;
      run.set(k, (run.get(k) ?? 0) + 1);
    }
    for (const m of run.values()) factor /= FACT[m] ?? Infinity;
  });
  const copies = problem.copies.slice();
  const observerHolds = problem.observerHolds.slice();
  for (let k = 0; k < taken.length; k++) {
    const n = taken[k]!;
    if (n === 0) continue;
    if (problem.groupOf[k] !== -1) {
      // A candidate in a fixed slot is in play, and no longer to be placed: as if the observer held it.
      if (n > 1 || observerHolds[k]) return null;
      observerHolds[k] = true;
      continue;
    }
    const c = copies[k]!;
    if (n > c) return null;
    factor *= FACT[c]! / FACT[c - n]!;
    copies[k] = c - n;
  }

  const index = new Map(kept.map((s, i) => [s, i]));
  const meets = (rule: AtLeastOne) =>
    rule.stands.some((s) =>
      fixedKinds[s]?.some((k, j) => problem.stands[s]!.uncut[j] && rule.kinds.includes(k)),
    );
  const atLeastOne = problem.atLeastOne
    .filter((rule) => !meets(rule))
    .map((rule) => ({ ...rule, stands: rule.stands.flatMap((s) => index.get(s) ?? []) }));
  return {
    problem: {
      ...problem,
      copies,
      observerHolds,
      atLeastOne,
      stands: kept.map((s) => problem.stands[s]!),
    },
    factor,
    kept,
    fixedKinds,
  };
}
