/**
 * The dynamic programme over wire kinds in sort order. A state is how many slots of each unseen
 * stand are filled so far, plus one bit per "at least one" constraint already met. For each kind
 * the copies are spread over the stands one stand at a time (each stand takes the next n slots,
 * all of which must allow the kind), weighting each spread by 1/n! per stand and c! per kind: the
 * number of ways the labelled copies could have been split among the stands.
 * Numbers are generic so the same walk counts in floats (probabilities) or bigints (the exact total).
 */
import type { Problem } from './problem.js';

interface Arith<N> {
  readonly zero: N;
  readonly one: N;
  add(a: N, b: N): N;
  mul(a: N, b: N): N;
  /** The weight of n copies landing on one stand. */
  spread(n: number): N;
  /** The weight of a kind with c copies. */
  copies(c: number): N;
}

const FACT = [1, 1, 2, 6, 24, 120, 720, 5040, 40320];
const fact = (n: number): number => FACT[n] ?? Number.POSITIVE_INFINITY;

export const FLOAT: Arith<number> = {
  zero: 0,
  one: 1,
  add: (a, b) => a + b,
  mul: (a, b) => a * b,
  spread: (n) => 1 / fact(n),
  copies: (c) => fact(c),
};

/** Integers: each spread weighs SCALE/n! instead of 1/n!; divide by SCALE^(kinds × stands) at the end. */
export const SCALE = 40320n;
export const BIG: Arith<bigint> = {
  zero: 0n,
  one: 1n,
  add: (a, b) => a + b,
  mul: (a, b) => a * b,
  spread: (n) => SCALE / BigInt(fact(n)),
  copies: (c) => BigInt(fact(c)),
};

type Layer<N> = Map<number, N>;

/** Precomputed shape of a problem: slot runs, key encoding, constraint bits. */
class Shape {
  readonly sizes: number[];
  readonly radix: number[];
  /** run[s][k][p]: how many consecutive slots from p on stand s allow kind k. */
  readonly run: number[][][];
  /** uncutBefore[s][p]: uncut slots among the first p of stand s. */
  readonly uncutBefore: number[][];
  /** bits[k][s]: constraint bits set when stand s takes an uncut wire of kind k. */
  readonly bits: number[][];
  /** Constraint bits that must be met once kind k is done. */
  readonly closing: number[];
  readonly flagSpace: number;
  readonly final: number;

  constructor(readonly problem: Problem) {
    const { stands, kinds, atLeastOne } = problem;
    this.sizes = stands.map((s) => s.allowed.length);
    this.radix = [];
    let r = 1;
    for (const size of this.sizes) {
      this.radix.push(r);
      r *= size + 1;
    }
    this.run = stands.map((s) =>
      kinds.map((_, k) => {
        const out = new Array<number>(s.allowed.length + 1).fill(0);
        for (let p = s.allowed.length - 1; p >= 0; p--)
          out[p] = s.allowed[p]?.[k] ? (out[p + 1] ?? 0) + 1 : 0;
        return out;
      }),
    );
    this.uncutBefore = stands.map((s) => {
      const out = [0];
      s.uncut.forEach((u, i) => out.push((out[i] ?? 0) + (u ? 1 : 0)));
      return out;
    });
    this.bits = kinds.map((_, k) =>
      stands.map((_, s) =>
        atLeastOne.reduce(
          (acc, c, i) => (c.kinds.includes(k) && c.stands.includes(s) ? acc | (1 << i) : acc),
          0,
        ),
      ),
    );
    this.closing = kinds.map((_, k) =>
      atLeastOne.reduce((acc, c, i) => (Math.max(-1, ...c.kinds) === k ? acc | (1 << i) : acc), 0),
    );
    this.flagSpace = 1 << atLeastOne.length;
    this.final = this.sizes.reduce((acc, size, s) => acc + size * (this.radix[s] ?? 0), 0);
  }

  /** Constraints with no kind at all can never be met. */
  get impossible(): boolean {
    return this.problem.atLeastOne.some((c) => c.kinds.length === 0 || c.stands.length === 0);
  }
}

// A state key packs: pointer code, copies remaining of the current kind (0-4), flags.
const key = (code: number, rem: number, flags: number, shape: Shape) =>
  (code * 5 + rem) * shape.flagSpace + flags;
const unkey = (k: number, shape: Shape): [number, number, number] => {
  const flags = k % shape.flagSpace;
  const rest = (k - flags) / shape.flagSpace;
  return [Math.floor(rest / 5), rest % 5, flags];
};
const pointer = (code: number, s: number, shape: Shape) =>
  Math.floor(code / (shape.radix[s] ?? 1)) % ((shape.sizes[s] ?? 0) + 1);

function addTo<N>(layer: Layer<N>, k: number, w: N, A: Arith<N>): void {
  const prev = layer.get(k);
  layer.set(k, prev === undefined ? w : A.add(prev, w));
}

/** One stand's sub-step of kind k: every way stand s can take the next n copies. */
function* moves(shape: Shape, k: number, s: number, code: number, rem: number, flags: number) {
  const p = pointer(code, s, shape);
  const max = Math.min(rem, shape.run[s]?.[k]?.[p] ?? 0);
  for (let n = 0; n <= max; n++) {
    const uncut = (shape.uncutBefore[s]?.[p + n] ?? 0) - (shape.uncutBefore[s]?.[p] ?? 0);
    const nextFlags = uncut > 0 ? flags | (shape.bits[k]?.[s] ?? 0) : flags;
    yield { n, p, next: code + n * (shape.radix[s] ?? 0), rem: rem - n, flags: nextFlags };
  }
}

/** The sub-layers of kind k from the layer before it: L[0] … L[stands]. */
function subLayers<N>(shape: Shape, k: number, before: Layer<N>, A: Arith<N>): Layer<N>[] {
  const c = shape.problem.copies[k] ?? 0;
  const layers: Layer<N>[] = [new Map<number, N>()];
  for (const [st, w] of before) {
    const [code, , flags] = unkey(st, shape);
    addTo(layers[0]!, key(code, c, flags, shape), w, A);
  }
  for (let s = 0; s < shape.sizes.length; s++) {
    const next: Layer<N> = new Map();
    for (const [st, w] of layers[s]!) {
      const [code, rem, flags] = unkey(st, shape);
      for (const m of moves(shape, k, s, code, rem, flags)) {
        addTo(next, key(m.next, m.rem, m.flags, shape), A.mul(w, A.spread(m.n)), A);
      }
    }
    layers.push(next);
  }
  return layers;
}

/** Close kind k: all copies placed, constraints ending here met (then forgotten), times c!. */
function close<N>(shape: Shape, k: number, last: Layer<N>, A: Arith<N>): Layer<N> {
  const out: Layer<N> = new Map();
  const closing = shape.closing[k] ?? 0;
  const factor = A.copies(shape.problem.copies[k] ?? 0);
  for (const [st, w] of last) {
    const [code, rem, flags] = unkey(st, shape);
    if (rem !== 0 || (flags & closing) !== closing) continue;
    addTo(out, key(code, 0, flags & ~closing, shape), A.mul(w, factor), A);
  }
  return out;
}

/** The total weight of a problem. */
export function totalOf<N>(problem: Problem, A: Arith<N>): N {
  const shape = new Shape(problem);
  if (shape.impossible || problem.copies.some((c) => c > 4)) return A.zero;
  let layer: Layer<N> = new Map([[key(0, 0, 0, shape), A.one]]);
  for (let k = 0; k < problem.kinds.length; k++)
    layer = close(shape, k, subLayers(shape, k, layer, A).at(-1)!, A);
  return layer.get(key(shape.final, 0, 0, shape)) ?? A.zero;
}

/**
 * Forward and backward passes in floats: the total and, for every slot of every unseen stand,
 * the weight of each kind there (unnormalised).
 */
export function marginalsOf(problem: Problem): { total: number; weights: number[][][] } {
  const shape = new Shape(problem);
  const K = problem.kinds.length;
  const weights = shape.sizes.map((size) =>
    Array.from({ length: size }, () => new Array<number>(K).fill(0)),
  );
  if (shape.impossible || problem.copies.some((c) => c > 4)) return { total: 0, weights };
  const A = FLOAT;
  const forward: Layer<number>[] = [new Map([[key(0, 0, 0, shape), 1]])];
  for (let k = 0; k < K; k++)
    forward.push(close(shape, k, subLayers(shape, k, forward[k]!, A).at(-1)!, A));
  const total = forward[K]!.get(key(shape.final, 0, 0, shape)) ?? 0;
  if (total === 0) return { total, weights };

  let after: Layer<number> = new Map([[key(shape.final, 0, 0, shape), 1]]);
  for (let k = K - 1; k >= 0; k--) {
    const layers = subLayers(shape, k, forward[k]!, A);
    const S = shape.sizes.length;
    // Backward over the sub-steps: R[S] from the closed layer after kind k.
    const closing = shape.closing[k] ?? 0;
    const factor = A.copies(problem.copies[k] ?? 0);
    let R: Layer<number> = new Map();
    for (const st of layers[S]!.keys()) {
      const [code, rem, flags] = unkey(st, shape);
      if (rem !== 0 || (flags & closing) !== closing) continue;
      const b = after.get(key(code, 0, flags & ~closing, shape));
      if (b) R.set(st, b * factor);
    }
    for (let s = S - 1; s >= 0; s--) {
      const prev: Layer<number> = new Map();
      for (const [st, f] of layers[s]!) {
        const [code, rem, flags] = unkey(st, shape);
        let sum = 0;
        for (const m of moves(shape, k, s, code, rem, flags)) {
          const b = R.get(key(m.next, m.rem, m.flags, shape));
          if (!b) continue;
          const through = A.spread(m.n) * b;
          sum += through;
          const contribution = f * through;
          for (let j = m.p; j < m.p + m.n; j++) weights[s]![j]![k]! += contribution;
        }
        if (sum) prev.set(st, sum);
      }
      R = prev;
    }
    const before: Layer<number> = new Map();
    const c = problem.copies[k] ?? 0;
    for (const st of forward[k]!.keys()) {
      const [code, , flags] = unkey(st, shape);
      const b = R.get(key(code, c, flags, shape));
      if (b) before.set(st, b);
    }
    after = before;
  }
  return { total, weights };
}
