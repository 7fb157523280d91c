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

/** Set bits of a 32-bit number. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * An "at least one" constraint not yet closed at kind k, and where it may still be met: a spread
 * after which none of its units has a free slot left that allows one of its kinds (uncut) leads
 * nowhere. Mission 41's "this stand holds a yellow wire" over a stand filled without one.
 */
export interface Chance {
  readonly bit: number;
  /** Has its first kind come (else its bit may still be an earlier constraint's)? */
  readonly started: boolean;
  /** The units holding its stands. */
  readonly units: readonly number[];
  /** Per unit: it may still meet the constraint while its slots filled are below `now` (kinds k on) or `next` (kinds after k). */
  readonly now: readonly number[];
  readonly next: readonly number[];
}

/** chancesByKind[k]: the constraints not closed before kind k, over the programme's units (a stand, or a pool of one-slot parts). */
export function chancesByKind(
  problem: Problem,
  layout: Layout,
  units: readonly (readonly number[])[],
): Chance[][] {
  /** One past the last slot of unit u that may take, uncut, one of `kinds` from kind `from` on; 0 if none. */
  const reach = (u: number, kinds: readonly number[], from: number): number => {
    const members = units[u]!;
    const stand = problem.stands[members[0]!]!;
    for (let q = stand.allowed.length - 1; q >= 0; q--)
      if (stand.uncut[q] && kinds.some((j) => j >= from && stand.allowed[q]![j]))
        return members.length > 1 ? members.length : q + 1;
    return 0;
  };
  const unitOf = new Map(units.flatMap((members, u) => members.map((s) => [s, u] as const)));
  return problem.kinds.map((_, k) =>
    problem.atLeastOne.flatMap((c, i) => {
      if (Math.max(...c.kinds) < k) return [];
      const cu = [...new Set(c.stands.map((s) => unitOf.get(s)!))];
      return [
        {
          bit: layout.flagOf[i]!,
          started: Math.min(...c.kinds) <= k,
          units: cu,
          now: cu.map((u) => reach(u, c.kinds, k)),
          next: cu.map((u) => reach(u, c.kinds, k + 1)),
        },
      ];
    }),
  );
}
