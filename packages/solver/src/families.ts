/**
 * Families of "at least one" constraints on the same kinds and disjoint stands, such as mission
 * 41's "each stand holds a yellow wire": every constraint still unmet needs its own copy of those
 * kinds, so a state with fewer copies of them left to place than unmet constraints leads nowhere.
 */
import type { Layout } from './layout.js';
import type { Problem } from './problem.js';

export interface Family {
  /** The flag bits of its constraints. */
  readonly mask: number;
  /** Is the kind (of `familiesByKind`'s row) one of its kinds? */
  readonly inKind: boolean;
  /** The most copies of its kinds placed after that kind (a candidate: at most one). */
  readonly later: number;
}

/** familiesByKind[k]: the families of two or more constraints whose kinds span kind k. */
export function familiesByKind(problem: Problem, layout: Layout): Family[][] {
  const byKinds = new Map<string, number[]>();
  problem.atLeastOne.forEach((c, i) => {
    const key = [...c.kinds].sort((a, b) => a - b).join();
    byKinds.set(key, [...(byKinds.get(key) ?? []), i]);
  });
  const most = (j: number) =>
    problem.groupOf[j] === -1 ? problem.copies[j]! : problem.observerHolds[j] ? 0 : 1;
  const families = [...byKinds.values()].filter((members) => {
    const stands = members.flatMap((i) => problem.atLeastOne[i]!.stands);
    return members.length > 1 && new Set(stands).size === stands.length;
  });
  return problem.kinds.map((_, k) =>
    families.flatMap((members) => {
      const kinds = problem.atLeastOne[members[0]!]!.kinds;
      if (k < Math.min(...kinds) || k > Math.max(...kinds)) return [];
      return [
        {
          mask: members.reduce((acc, i) => acc | layout.flagOf[i]!, 0),
          inKind: kinds.includes(k),
          later: kinds.reduce((acc, j) => (j > k ? acc + most(j) : acc), 0),
        },
      ];
    }),
  );
}

/** Are enough copies left for each family's unmet constraints, `left` of the kind after a spread? */
function enoughLeft(families: readonly Family[], flags: number, left: number): boolean {
  for (const { mask, inKind, later } of families)
    if (popcount(mask & ~flags) > later + (inKind ? left : 0)) return false;
  return true;
}

/** Flag states up to which `fewestLeftByKind` makes tables. */
const MAX_FLAG_STATES = 2 ** 10;

/**
 * fewestLeft[k][flags]: the fewest copies of kind k left after a spread that are enough for its
 * families (127: no number up to `most` is), looked up per spread; null for a kind without
 * families. Past MAX_FLAG_STATES flag states (over ten overlapping constraints, none seen with
 * families) there are no tables and no check: it only prunes.
 */
export function fewestLeftByKind(
  families: readonly (readonly Family[])[],
  F: number,
  most: number,
): (Int8Array | null)[] {
  return families.map((kindFamilies) => {
    if (kindFamilies.length === 0 || F > MAX_FLAG_STATES) return null;
    const table = new Int8Array(F);
    for (let flags = 0; flags < F; flags++) {
      let left = 0;
      while (left <= most && !enoughLeft(kindFamilies, flags, left)) left++;
      table[flags] = left <= most ? left : 127;
    }
    return table;
  });
}

/** Set bits of a 32-bit number. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
