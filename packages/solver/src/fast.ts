/**
 * The float programme of dp.ts on dense typed arrays, for speed. A state index packs the pointer
 * code (slots filled on each unseen stand), the candidate-group counters and the constraint
 * flags; the copies left to place of the current kind are not stored but derived (target − filled).
 * Tables are allocated once per problem; only states actually reached are visited.
 */
import { ANY_COUNT, Layout } from './layout.js';
import type { Problem } from './problem.js';

/** Above this many states the dense tables would not fit comfortably; dp.ts takes over. */
const MAX_DENSE = 2 ** 21;

const INVERSE_FACT = [1, 1, 1 / 2, 1 / 6, 1 / 24, 1 / 120];

/**
 * Dense layers are large and zero-filled when allocated, so they are kept between solves and
 * reused (their generation stamps make stale entries invisible). One solve at a time per thread.
 */
const pool: Dense[] = [];
function borrowDense(size: number): [Dense, Dense, Dense, Dense, Dense] {
  const fit = (i: number): Dense => {
    const d = pool[i];
    if (d && d.values.length >= size) return d;
    return (pool[i] = new Dense(size));
  };
  return [fit(0), fit(1), fit(2), fit(3), fit(4)];
}

/** A dense layer that remembers which entries are in use. */
class Dense {
  readonly values: Float64Array;
  readonly stamp: Int32Array;
  readonly list: Int32Array;
  count = 0;
  private gen = 1;
  constructor(size: number) {
    this.values = new Float64Array(size);
    this.stamp = new Int32Array(size);
    this.list = new Int32Array(size);
  }
  reset(): void {
    this.gen++;
    this.count = 0;
  }
  add(i: number, w: number): void {
    if (this.stamp[i] === this.gen) this.values[i]! += w;
    else {
      this.stamp[i] = this.gen;
      this.values[i] = w;
      this.list[this.count++] = i;
    }
  }
  get(i: number): number {
    return this.stamp[i] === this.gen ? (this.values[i] as number) : 0;
  }
  /** A compact copy of the entries in use. */
  snapshot(): Sparse {
    const index = this.list.slice(0, this.count);
    const values = new Float64Array(this.count);
    for (let i = 0; i < this.count; i++) values[i] = this.values[index[i] as number] as number;
    return { index, values };
  }
}
interface Sparse {
  readonly index: Int32Array;
  readonly values: Float64Array;
}

/** The layout plus the dense tables of this programme. */
class FastShape extends Layout {
  readonly S: number;
  readonly K: number;
  /** Index step of one slot on stand s. */
  readonly step: number[];
  readonly size: number;
  /** ptr[s][code]: slots filled on stand s; filled[code]: on all unseen stands. */
  readonly ptr: Int8Array[];
  readonly filled: Int16Array;
  /** Wires placed once kind k is done. */
  readonly placedUpTo: number[];
  /** Candidates kept, per counter state. */
  readonly kept: Int8Array;
  readonly finalIndex: number;
  /** log2(F): the flags are the low bits of a state index. */
  readonly flagBits: number;
  /** For rest = code * G + g: its code and g, precomputed to keep integer divisions out of the loops. */
  readonly codeOf: Int32Array;
  readonly groupsOf: Int32Array;

  private readonly startsCache: (readonly [number, number, number][] | undefined)[] = [];

  /** `starts`, computed once per (kind, counters). */
  startsOf(k: number, g: number): readonly [number, number, number][] {
    const key = k * this.G + g;
    return (this.startsCache[key] ??= this.starts(k, g));
  }

  constructor(problem: Problem) {
    super(problem);
    const { kinds, groups, copies, groupOf } = problem;
    const { G, F, codes, radix, sizes } = this;
    this.S = sizes.length;
    this.K = kinds.length;
    this.flagBits = Math.log2(F);
    this.step = radix.map((r) => r * G * F);
    this.size = codes * G * F;
    this.ptr = sizes.map((size, s) => {
      const t = new Int8Array(codes);
      for (let c = 0; c < codes; c++) t[c] = Math.floor(c / (radix[s] as number)) % (size + 1);
      return t;
    });
    this.filled = new Int16Array(codes);
    for (let c = 0; c < codes; c++) {
      let sum = 0;
      for (let s = 0; s < this.S; s++) sum += this.ptr[s]![c]!;
      this.filled[c] = sum;
    }
    // Certain copies so far + candidates kept so far, less the candidates kept in the observer's
    // own hand (counted as kept, never placed).
    let cum = 0;
    this.placedUpTo = kinds.map(
      (_, k) => (cum += groupOf[k] === -1 ? (copies[k] ?? 0) : problem.observerHolds[k] ? -1 : 0),
    );
    this.kept = new Int8Array(G);
    for (let g = 0; g < G; g++) {
      this.kept[g] = groups.reduce(
        (acc, group, i) => acc + (Math.floor(g / this.groupRadix[i]!) % (group.keep + 1)),
        0,
      );
    }
    this.finalIndex = (this.finalCode * G + this.finalGroups) * F;
    this.codeOf = new Int32Array(codes * G);
    this.groupsOf = new Int32Array(codes * G);
    for (let r = 0; r < codes * G; r++) {
      this.groupsOf[r] = r % G;
      this.codeOf[r] = Math.floor(r / G);
    }
  }
}

/** Sub-layer s+1 of kind k from sub-layer s (entries of `from`), into `to`. */
function advance(
  sh: FastShape,
  k: number,
  s: number,
  from: Sparse,
  to: Dense,
  weights?: Float64Array,
  R?: Dense,
): Float64Array | null {
  const { F } = sh;
  const ptr = sh.ptr[s]!;
  const run = sh.run[s]![k]!;
  const masks = sh.masks[s]?.[k] ?? null;
  const uncut = sh.uncutBefore[s]!;
  const bits = sh.bits[k]![s]!;
  const step = sh.step[s]!;
  const target = sh.placedUpTo[k]!;
  const back = R ? new Float64Array(from.index.length) : null;
  for (let i = 0; i < from.index.length; i++) {
    const idx = from.index[i]!;
    const w = from.values[i]!;
    const flags = idx & (F - 1);
    const rest = idx >> sh.flagBits;
    const g = sh.groupsOf[rest]!;
    const code = sh.codeOf[rest]!;
    const rem = target + sh.kept[g]! - sh.filled[code]!;
    const p = ptr[code]!;
    const max = Math.min(rem, run[p]!);
    const mask = masks === null ? ANY_COUNT : masks[p]!;
    const base = idx - flags;
    let sum = 0;
    for (let n = 0; n <= max; n++) {
      if (((mask >> n) & 1) === 0) continue;
      const f2 = uncut[p + n]! - uncut[p]! > 0 ? flags | bits : flags;
      const next = base + n * step + f2;
      if (R) {
        const b = R.get(next);
        if (b === 0) continue;
        const through = INVERSE_FACT[n]! * b;
        sum += through;
        if (n > 0 && weights) {
          const contribution = w * through;
          for (let j = p; j < p + n; j++) weights[j * sh.K + k]! += contribution;
        }
      } else to.add(next, w * INVERSE_FACT[n]!);
    }
    if (back) back[i] = sum;
  }
  return back;
}

export interface FastResult {
  readonly total: number;
  /** weights[s][slot * kinds + kind], unnormalised. */
  readonly weights: Float64Array[];
}

/** Total weight and (optionally) per-slot weights of a problem, in floats; null if too large for dense tables. */
export function fastSolve(problem: Problem, withMarginals: boolean): FastResult | null {
  const sh = new FastShape(problem);
  if (sh.size > MAX_DENSE) return null;
  const weights = problem.stands.map((st) => new Float64Array(st.allowed.length * sh.K));
  if (sh.impossible) return { total: 0, weights };
  const { K, S, F } = sh;
  const [a, b, after, r0, r1] = borrowDense(sh.size);
  const forward: Sparse[] = [{ index: Int32Array.of(0), values: Float64Array.of(1) }];

  const startLayer = (k: number, before: Sparse, into: Dense) => {
    into.reset();
    for (let i = 0; i < before.index.length; i++) {
      const idx = before.index[i]!;
      const g = sh.groupsOf[idx >> sh.flagBits]!;
      for (const [, delta, w] of sh.startsOf(k, g))
        into.add(idx + delta * F, before.values[i]! * w);
    }
    return into.snapshot();
  };
  const subLayers = (k: number, before: Sparse): Sparse[] => {
    const layers = [startLayer(k, before, a)];
    for (let s = 0; s < S; s++) {
      b.reset();
      advance(sh, k, s, layers[s]!, b);
      layers.push(b.snapshot());
    }
    return layers;
  };
  const closeLayer = (k: number, last: Sparse, into: Dense): Sparse => {
    into.reset();
    const closing = sh.closing[k]!;
    const target = sh.placedUpTo[k]!;
    for (let i = 0; i < last.index.length; i++) {
      const idx = last.index[i]!;
      const flags = idx & (F - 1);
      const rest = idx >> sh.flagBits;
      const g = sh.groupsOf[rest]!;
      const code = sh.codeOf[rest]!;
      if (sh.filled[code] !== target + sh.kept[g]! || (flags & closing) !== closing) continue;
      into.add(idx - flags + (flags & ~closing), last.values[i]!);
    }
    return into.snapshot();
  };

  const kept: Sparse[][] = [];
  for (let k = 0; k < K; k++) {
    const layers = subLayers(k, forward[k]!);
    if (withMarginals) kept.push(layers);
    forward.push(closeLayer(k, layers.at(-1)!, a));
  }
  const last = forward[K]!;
  let total = 0;
  for (let i = 0; i < last.index.length; i++)
    if (last.index[i] === sh.finalIndex) total = last.values[i]!;
  if (total === 0 || !withMarginals) return { total, weights };

  // Backward: `after` holds, per state after kind k, the weight of completing the game from there.
  after.reset();
  after.add(sh.finalIndex, 1);
  const R = [r0, r1];
  for (let k = K - 1; k >= 0; k--) {
    const layers = kept[k]!;
    const closing = sh.closing[k]!;
    const target = sh.placedUpTo[k]!;
    let cur = R[0]!;
    cur.reset();
    const lastLayer = layers[S]!;
    for (let i = 0; i < lastLayer.index.length; i++) {
      const idx = lastLayer.index[i]!;
      const flags = idx & (F - 1);
      const rest = idx >> sh.flagBits;
      const g = sh.groupsOf[rest]!;
      const code = sh.codeOf[rest]!;
      if (sh.filled[code] !== target + sh.kept[g]! || (flags & closing) !== closing) continue;
      const w = after.get(idx - flags + (flags & ~closing));
      if (w) cur.add(idx, w);
    }
    for (let s = S - 1; s >= 0; s--) {
      const from = layers[s]!;
      const back = advance(sh, k, s, from, cur, weights[s], cur)!;
      const prev = R[(S - s) % 2]!;
      prev.reset();
      for (let i = 0; i < back.length; i++) if (back[i]) prev.add(from.index[i]!, back[i]!);
      cur = prev;
    }
    // From sub-layer 0 back to the states before kind k.
    const before = forward[k]!;
    const values: number[] = [];
    for (let i = 0; i < before.index.length; i++) {
      const idx = before.index[i]!;
      const g = sh.groupsOf[idx >> sh.flagBits]!;
      let w = 0;
      for (const [, delta, weight] of sh.startsOf(k, g)) w += weight * cur.get(idx + delta * F);
      values.push(w);
    }
    after.reset();
    for (let i = 0; i < before.index.length; i++)
      if (values[i]) after.add(before.index[i]!, values[i]!);
  }
  return { total, weights };
}
