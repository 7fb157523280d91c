/** What both programmes (dp.ts, fast.ts) precompute from a problem: slot runs, constraint bits, counters. */
import type { AtLeastOne, CountRule, Problem } from './problem.js';

export const FACT = [1, 1, 2, 6, 24, 120, 720, 5040, 40320];

/** Every number of copies a stand may take of one kind (at most 4), as bits. */
export const ANY_COUNT = 0b11111;

export class Layout {
  readonly sizes: number[];
  /** Mixed radix of the pointer code (slots filled on each unseen stand). */
  readonly radix: number[];
  /** How many pointer codes there are. */
  readonly codes: number;
  /** run[s][k][p]: how many consecutive slots from p on stand s allow kind k. */
  readonly run: number[][][];
  /**
   * masks[s][k][p]: the numbers of copies of kind k stand s may take from slot p on (bit n), when
   * count tokens narrow them; null for a stand without any.
   */
  readonly masks: (number[][] | null)[];
  /** uncutBefore[s][p]: uncut slots among the first p of stand s. */
  readonly uncutBefore: number[][];
  /** bits[k][s]: constraint bits set when stand s takes an uncut wire of kind k. */
  readonly bits: number[][];
  /** Constraint bits that must be met once kind k is done. */
  readonly closing: number[];
  /** The flag bit of each "at least one" constraint. */
  readonly flagOf: number[];
  /** How many flag states there are. */
  readonly F: number;
  /** Mixed radix of the candidate-group counters, and how many counter states there are. */
  readonly groupRadix: number[];
  readonly G: number;
  readonly finalCode: number;
  readonly finalGroups: number;
  readonly impossible: boolean;

  constructor(readonly problem: Problem) {
    const { stands, kinds, atLeastOne, groups, copies } = problem;
    this.sizes = stands.map((s) => s.allowed.length);
    this.radix = [];
    let codes = 1;
    for (const size of this.sizes) {
      this.radix.push(codes);
      codes *= size + 1;
    }
    this.codes = codes;
    this.run = stands.map((s) =>
      kinds.map((_, k) => {
        const out = new Array<number>(s.allowed.length + 1).fill(0);
        for (let p = s.allowed.length - 1; p >= 0; p--)
          out[p] = s.allowed[p]?.[k] ? (out[p + 1] ?? 0) + 1 : 0;
        return out;
      }),
    );
    this.masks = stands.map((s, i) =>
      s.counts.length === 0
        ? null
        : kinds.map((_, k) =>
            (this.run[i]?.[k] ?? []).map((run, p) => {
              let mask = 0;
              for (let n = 0; n <= Math.min(run, 4); n++)
                if (s.counts.every((c) => fits(c, k, p, n))) mask |= 1 << n;
              return mask;
            }),
          ),
    );
    this.uncutBefore = stands.map((s) => {
      const out = [0];
      s.uncut.forEach((u, i) => out.push((out[i] ?? 0) + (u ? 1 : 0)));
      return out;
    });
    const { flag, count } = flagsOf(atLeastOne);
    this.bits = kinds.map((_, k) =>
      stands.map((_, s) =>
        atLeastOne.reduce(
          (acc, c, i) => (c.kinds.includes(k) && c.stands.includes(s) ? acc | flag[i]! : acc),
          0,
        ),
      ),
    );
    this.closing = kinds.map((_, k) =>
      atLeastOne.reduce((acc, c, i) => (Math.max(-1, ...c.kinds) === k ? acc | flag[i]! : acc), 0),
    );
    this.flagOf = flag;
    this.F = 1 << count;
    this.groupRadix = [];
    let g = 1;
    for (const group of groups) {
      this.groupRadix.push(g);
      g *= group.keep + 1;
    }
    this.G = g;
    this.finalCode = this.sizes.reduce((acc, size, s) => acc + size * (this.radix[s] ?? 0), 0);
    this.finalGroups = groups.reduce(
      (acc, group, i) => acc + group.keep * (this.groupRadix[i] ?? 0),
      0,
    );
    this.impossible =
      atLeastOne.some((c) => c.kinds.length === 0 || c.stands.length === 0) ||
      copies.some((c) => c < 0 || c > 4);
  }

  /**
   * How kind k may begin from counter state `groups`: copies to place on the unseen stands, change
   * of the counters, and weight (c! for c certain copies; an "x of y" candidate is kept or set aside).
   */
  starts(k: number, groups: number): [rem: number, delta: number, weight: number][] {
    const { problem } = this;
    const group = problem.groupOf[k] ?? -1;
    if (group === -1) {
      const c = problem.copies[k] ?? 0;
      return [[c, 0, FACT[c] ?? 0]];
    }
    const radix = this.groupRadix[group] ?? 1;
    const keep = problem.groups[group]?.keep ?? 0;
    const full = Math.floor(groups / radix) % (keep + 1) >= keep;
    if (problem.observerHolds[k]) return full ? [] : [[0, radix, 1]];
    return full
      ? [[0, 0, 1]]
      : [
          [0, 0, 1],
          [1, radix, 1],
        ];
  }
}

/** Does taking n copies of kind k from slot p on agree with the count rule? */
const fits = (c: CountRule, k: number, p: number, n: number): boolean => {
  const need = c.need[k] ?? -1;
  if (c.slot === null) return need < 0 || need === n;
  return c.slot < p || c.slot >= p + n || need === n;
};

/**
 * A flag bit per "at least one" constraint, shared by constraints whose kinds do not overlap: a
 * flag is set only while its constraint's kinds are placed, and cleared once the last is done.
 * One bit each would overflow 32-bit flags past 30 constraints (mission 18's radar answers a
 * dozen values a turn) and multiply the states by 2 per constraint.
 */
function flagsOf(atLeastOne: readonly AtLeastOne[]): { flag: number[]; count: number } {
  const spans = atLeastOne.map((c, i) => ({
    i,
    lo: Math.min(...c.kinds),
    hi: Math.max(-1, ...c.kinds),
  }));
  spans.sort((a, b) => a.lo - b.lo);
  /** The last kind of the constraint holding each bit. */
  const busyUntil: number[] = [];
  const flag = new Array<number>(atLeastOne.length).fill(0);
  for (const { i, lo, hi } of spans) {
    let bit = busyUntil.findIndex((until) => until < lo);
    if (bit === -1) bit = busyUntil.length;
    busyUntil[bit] = hi;
    flag[i] = 1 << bit;
  }
  if (busyUntil.length > 30) throw new Error(`${busyUntil.length} overlapping constraints.`);
  return { flag, count: busyUntil.length };
}
