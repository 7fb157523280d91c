/**
 * The dynamic programme over wire kinds in sort order. A state is how many slots of each unseen
 * stand are filled so far, plus one bit per "at least one" constraint already met. For each kind
 * the copies are spread over the stands one stand at a time (each stand takes the next n slots,
 * all of which must allow the kind), weighting each spread by 1/n! per stand and c! per kind: the
 * number of ways the labelled copies could have been split among the stands.
 * Numbers are generic so the same walk counts in floats (probabilities) or bigints (the exact total).
 */
import { ANY_COUNT, FACT, Layout } from './layout.js';
import type { Problem } from './problem.js';

interface Arith<N> {
  readonly zero: N;
  readonly one: N;
  add(a: N, b: N): N;
  mul(a: N, b: N): N;
  /** The weight of n copies landing on one stand. */
  spread(n: number): N;
  /** A whole-number weight. */
  whole(c: number): N;
}

const fact = (n: number): number => FACT[n] ?? Number.POSITIVE_INFINITY;
const INVERSE_FACT = FACT.map((f) => 1 / f);

export const FLOAT: Arith<number> = {
  zero: 0,
  one: 1,
  add: (a, b) => a + b,
  mul: (a, b) => a * b,
  spread: (n) => 1 / fact(n),
  whole: (c) => c,
};

/** Integers: each spread weighs SCALE/n! instead of 1/n!; divide by SCALE^(kinds × stands) at the end. */
export const SCALE = 40320n;
export const BIG: Arith<bigint> = {
  zero: 0n,
  one: 1n,
  add: (a, b) => a + b,
  mul: (a, b) => a * b,
  spread: (n) => SCALE / BigInt(fact(n)),
  whole: (c) => BigInt(c),
};

type Layer<N> = Map<number, N>;

/** The layout plus the packing of a state key. */
class Shape extends Layout {
  key(code: number, rem: number, groups: number, flags: number): number {
    return ((code * 5 + rem) * this.G + groups) * this.F + flags;
  }
}

function addTo<N>(layer: Layer<N>, k: number, w: N, A: Arith<N>): void {
  const prev = layer.get(k);
  layer.set(k, prev === undefined ? w : A.add(prev, w));
}

/** Where stand s stands in state `st`, and how far kind k can run from there. */
interface MoveBase {
  code: number;
  groups: number;
  flags: number;
  rem: number;
  p: number;
  max: number;
  /** The numbers of copies count tokens allow here (bit n). */
  mask: number;
  radix: number;
  bits: number;
  uncutBefore: readonly number[];
}
const scratch: MoveBase = {
  code: 0,
  groups: 0,
  flags: 0,
  rem: 0,
  p: 0,
  max: 0,
  mask: ANY_COUNT,
  radix: 1,
  bits: 0,
  uncutBefore: [],
};

function moveBase(shape: Shape, k: number, s: number, st: number): MoveBase {
  const { F, G } = shape;
  const m = scratch;
  m.flags = st % F;
  let rest = (st - m.flags) / F;
  m.groups = rest % G;
  rest = (rest - m.groups) / G;
  m.rem = rest % 5;
  m.code = (rest - m.rem) / 5;
  m.radix = shape.radix[s] ?? 1;
  m.p = Math.floor(m.code / m.radix) % ((shape.sizes[s] ?? 0) + 1);
  m.max = Math.min(m.rem, shape.run[s]?.[k]?.[m.p] ?? 0);
  m.mask = shape.masks[s]?.[k]?.[m.p] ?? ANY_COUNT;
  m.bits = shape.bits[k]?.[s] ?? 0;
  m.uncutBefore = shape.uncutBefore[s] ?? [];
  return m;
}

/** The state after stand s takes n more copies. */
function moveTo(shape: Shape, m: MoveBase, n: number): number {
  const uncut = (m.uncutBefore[m.p + n] ?? 0) - (m.uncutBefore[m.p] ?? 0);
  return shape.key(
    m.code + n * m.radix,
    m.rem - n,
    m.groups,
    uncut > 0 ? m.flags | m.bits : m.flags,
  );
}

const decodeBetween = (shape: Shape, st: number): [code: number, groups: number, flags: number] => {
  const flags = st % shape.F;
  let rest = (st - flags) / shape.F;
  const groups = rest % shape.G;
  rest = (rest - groups) / shape.G;
  return [(rest - (rest % 5)) / 5, groups, flags];
};

/** The sub-layers of kind k from the layer before it: L[0] … L[stands]. */
function subLayers<N>(shape: Shape, k: number, before: Layer<N>, A: Arith<N>): Layer<N>[] {
  const first = new Map<number, N>();
  for (const [st, w] of before) {
    const [code, groups, flags] = decodeBetween(shape, st);
    for (const [rem, delta, weight] of shape.starts(k, groups)) {
      addTo(first, shape.key(code, rem, groups + delta, flags), A.mul(w, A.whole(weight)), A);
    }
  }
  const layers: Layer<N>[] = [first];
  for (let s = 0; s < shape.sizes.length; s++) {
    const next: Layer<N> = new Map();
    for (const [st, w] of layers[s]!) {
      const m = moveBase(shape, k, s, st);
      for (let n = 0; n <= m.max; n++)
        if ((m.mask >> n) & 1) addTo(next, moveTo(shape, m, n), A.mul(w, A.spread(n)), A);
    }
    layers.push(next);
  }
  return layers;
}

/** Close kind k: all copies placed, constraints ending here met (then forgotten). */
function close<N>(shape: Shape, k: number, last: Layer<N>, A: Arith<N>): Layer<N> {
  const out: Layer<N> = new Map();
  const closing = shape.closing[k] ?? 0;
  for (const [st, w] of last) {
    const [code, groups, flags] = decodeBetween(shape, st);
    const rem = (((st - flags) / shape.F - groups) / shape.G) % 5;
    if (rem !== 0 || (flags & closing) !== closing) continue;
    addTo(out, shape.key(code, 0, groups, flags & ~closing), w, A);
  }
  return out;
}

const finalKey = (shape: Shape) => shape.key(shape.finalCode, 0, shape.finalGroups, 0);

/** The total weight of a problem. */
export function totalOf<N>(problem: Problem, A: Arith<N>): N {
  const shape = new Shape(problem);
  if (shape.impossible) return A.zero;
  let layer: Layer<N> = new Map([[shape.key(0, 0, 0, 0), A.one]]);
  for (let k = 0; k < problem.kinds.length; k++)
    layer = close(shape, k, subLayers(shape, k, layer, A).at(-1)!, A);
  return layer.get(finalKey(shape)) ?? A.zero;
}

/**
 * Forward and backward passes in floats: the total and, for every slot of every unseen stand,
 * the weight of each kind there (unnormalised).
 */
export function marginalsOf(problem: Problem): { total: number; weights: number[][][] } {
  const shape = new Shape(problem);
  const K = problem.kinds.length;
  const S = shape.sizes.length;
  const weights = shape.sizes.map((size) =>
    Array.from({ length: size }, () => new Array<number>(K).fill(0)),
  );
  if (shape.impossible) return { total: 0, weights };
  const A = FLOAT;
  const forward: Layer<number>[] = [new Map([[shape.key(0, 0, 0, 0), 1]])];
  for (let k = 0; k < K; k++)
    forward.push(close(shape, k, subLayers(shape, k, forward[k]!, A).at(-1)!, A));
  const total = forward[K]!.get(finalKey(shape)) ?? 0;
  if (total === 0) return { total, weights };

  let after: Layer<number> = new Map([[finalKey(shape), 1]]);
  for (let k = K - 1; k >= 0; k--) {
    const layers = subLayers(shape, k, forward[k]!, A);
    const closing = shape.closing[k] ?? 0;
    let R: Layer<number> = new Map();
    for (const st of layers[S]!.keys()) {
      const [code, groups, flags] = decodeBetween(shape, st);
      const rem = (((st - flags) / shape.F - groups) / shape.G) % 5;
      if (rem !== 0 || (flags & closing) !== closing) continue;
      const b = after.get(shape.key(code, 0, groups, flags & ~closing));
      if (b) R.set(st, b);
    }
    for (let s = S - 1; s >= 0; s--) {
      const prev: Layer<number> = new Map();
      const row = weights[s]!;
      const next = R;
      for (const [st, f] of layers[s]!) {
        let sum = 0;
        const m = moveBase(shape, k, s, st);
        for (let n = 0; n <= m.max; n++) {
          if (((m.mask >> n) & 1) === 0) continue;
          const b = next.get(moveTo(shape, m, n));
          if (!b) continue;
          const through = INVERSE_FACT[n]! * b;
          sum += through;
          const contribution = f * through;
          for (let j = m.p; j < m.p + n; j++) row[j]![k]! += contribution;
        }
        if (sum) prev.set(st, sum);
      }
      R = prev;
    }
    const before: Layer<number> = new Map();
    for (const st of forward[k]!.keys()) {
      const [code, groups, flags] = decodeBetween(shape, st);
      let b = 0;
      for (const [rem, delta, weight] of shape.starts(k, groups)) {
        b += weight * (R.get(shape.key(code, rem, groups + delta, flags)) ?? 0);
      }
      if (b) before.set(st, b);
    }
    after = before;
  }
  return { total, weights };
}
