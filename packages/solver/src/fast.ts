/**
 * The programme of dp.ts in floats, for speed. A state is (slots filled on each unit, candidate
 * counters, constraint flags); the copies of a kind are spread one unit at a time, as in dp.ts,
 * but the copies left to place are not stored: they follow from the slots filled, whose sum is
 * fixed between kinds. So the states of a kind lie in a narrow band of sums, and are indexed
 * densely by the rank of their pointer code among the codes sorted by sum: small tables, visited
 * through the list of states reached (a sparse frontier). Spreads that the later units cannot
 * complete are not made, nor those leaving a unit short of the slots that only earlier kinds allow
 * or a group short of the candidates it must keep (up to 3 in 4 states of a view led nowhere).
 * A certain kind begins alike from every state (c! ways for its c copies), so its first states are
 * those before it, their indices moved by one offset (both bands number codes by sorted place).
 * The marginals are gathered in the backward pass per (unit, first slot, copies taken), and spread
 * over the slots once per kind. That pass reads back the spreads the forward pass recorded (`Spreads`)
 * rather than work each out again.
 * A kind whose band would not fit in a table of MAX_BAND states (mission 35's and 41's spectator
 * views: a dozen units, flags and counters) numbers instead the codes it reaches as it meets them
 * (`Places`): its tables then hold only those.
 *
 * A unit is a stand of the problem, or a pool of one-slot X parts that allow the same kinds and
 * set the same flags: which of them hold a kind does not matter to the rest, so a pool only counts
 * its filled slots, and n copies land on its m free slots in C(m, n) ways. Each X slot would
 * otherwise double the states (missions 20, 35, 38).
 */
import { ANY_COUNT, FACT, Layout } from './layout.js';
import { familiesByKind, fewestLeftByKind } from './families.js';
import { withoutFixed } from './fixed.js';
import type { Problem } from './problem.js';

/** Above this many pointer codes the code tables would not fit comfortably; dp.ts takes over. */
const MAX_CODES = 2 ** 22;
/**
 * Above this many states (codes × counter states × flags) in a kind's band, its codes are numbered
 * as met: dense tables are faster, but 6 of this size are already 200 MB.
 */
const MAX_BAND = 2 ** 22;

/** Entries of frontiers kept between solves (12 bytes each). */
const KEPT_FRONTIERS = 2 ** 21;
/** The most spreads (8 bytes each), or states (4 bytes), a solve records for its backward pass. */
const MAX_SPREADS = 2 ** 20;

const MAX_TAKE = 4;
/** Entries per slot of a unit's (first slot, copies) tables. */
const N = MAX_TAKE + 1;
/** Entries per (kind, first slot) of FastResult.runs. */
export const RUN = N;

const binomial = (m: number, n: number): number =>
  n < 0 || n > m ? 0 : FACT[m]! / (FACT[n]! * FACT[m - n]!);

/** The pointer tables of some unit sizes: they depend on nothing else, so they are shared. */
interface Codes {
  readonly count: number;
  readonly radix: Int32Array;
  /** ptr[code * units + u]: slots filled on unit u (a code's pointers share a cache line). */
  readonly ptr: Uint8Array;
  /** Slots filled on all units. */
  readonly filled: Int16Array;
  /** The code's place among the codes sorted by slots filled, and its inverse. */
  readonly order: Int32Array;
  readonly codeAt: Int32Array;
  /** sumStart[t]: the place of the first code with t slots filled. */
  readonly sumStart: Int32Array;
}

/**
 * The code tables kept, the least recently used let go first: the benchmark's seat views have 75
 * sets of unit sizes (909,000 codes in all), and building a seat view's tables again took as long
 * as a tenth of its solve.
 */
const KEPT_CODE_TABLES = 128;
const codesCache = new Map<string, Codes>();
function codesOf(sizes: readonly number[]): Codes {
  const key = sizes.join(',');
  const hit = codesCache.get(key);
  if (hit) {
    // Most recently used last: the first entries are the ones let go.
    codesCache.delete(key);
    codesCache.set(key, hit);
    return hit;
  }
  const U = sizes.length;
  const radix = new Int32Array(U);
  let count = 1;
  sizes.forEach((size, u) => {
    radix[u] = count;
    count *= size + 1;
  });
  const total = sizes.reduce((a, b) => a + b, 0);
  const ptr = new Uint8Array(U * count);
  const filled = new Int16Array(count);
  for (let u = 0; u < U; u++) {
    const r = radix[u]!;
    const m = sizes[u]! + 1;
    for (let code = 0; code < count; code++) {
      const p = ((code / r) | 0) % m;
      ptr[code * U + u] = p;
      filled[code]! += p;
    }
  }
  const sumStart = new Int32Array(total + 2);
  for (let code = 0; code < count; code++) sumStart[filled[code]! + 1]!++;
  for (let t = 1; t <= total + 1; t++) sumStart[t]! += sumStart[t - 1]!;
  const next = sumStart.slice();
  const order = new Int32Array(count);
  const codeAt = new Int32Array(count);
  for (let code = 0; code < count; code++) {
    const at = next[filled[code]!]!++;
    order[code] = at;
    codeAt[at] = code;
  }
  const codes = { count, radix, ptr, filled, order, codeAt, sumStart };
  codesCache.set(key, codes);
  let cached = 0;
  for (const entry of codesCache.values()) cached += entry.count;
  for (const [old, entry] of codesCache) {
    if (codesCache.size <= KEPT_CODE_TABLES && cached <= MAX_CODES) break;
    codesCache.delete(old);
    cached -= entry.count;
  }
  return codes;
}

/**
 * The problem's stands as units: stands, and pools of interchangeable one-slot X parts. Larger units
 * spread first: the states of a kind's later steps, fewer choices left, multiply less (mission 35's
 * X parts came between the stands: its hardest seat view had 138,000 states, now 127,000).
 */
function unitsOf(problem: Problem, layout: Layout): number[][] {
  const pools = new Map<string, number[]>();
  const units: number[][] = [];
  problem.stands.forEach((stand, s) => {
    if (!stand.x || stand.allowed.length !== 1 || layout.masks[s] !== null) {
      units.push([s]);
      return;
    }
    const key = `${stand.allowed[0]!.join()}|${stand.uncut[0]}|${layout.bits.map((b) => b[s]).join()}`;
    const pool = pools.get(key);
    if (pool) pool.push(s);
    else {
      const members = [s];
      pools.set(key, members);
      units.push(members);
    }
  });
  const size = (members: readonly number[]) =>
    members.length > 1 ? members.length : problem.stands[members[0]!]!.allowed.length;
  return units.sort((a, b) => size(b) - size(a));
}

/** The states reached at one step, by dense index (see `Band`), with their weights. */
interface Sparse {
  readonly index: Int32Array;
  readonly values: Float64Array;
  /** The band's first place in the sorted codes. */
  readonly base: number;
  /** The band's codes as met, instead of sorted codes. */
  readonly places: Places | null;
}

/** The codes a kind reaches, numbered as first met (open addressing; a key is code + 1, 0 is free). */
class Places {
  private keys = new Int32Array(1 << 10);
  private at = new Int32Array(1 << 10);
  codes = new Int32Array(1 << 9);
  count = 0;
  placeOf(code: number): number {
    const mask = this.keys.length - 1;
    for (let h = Math.imul(code, 0x9e3779b1) & mask; ; h = (h + 1) & mask) {
      const key = this.keys[h]!;
      if (key === code + 1) return this.at[h]!;
      if (key !== 0) continue;
      const place = this.count++;
      this.keys[h] = code + 1;
      this.at[h] = place;
      if (place === this.codes.length) {
        const codes = new Int32Array(place * 2);
        codes.set(this.codes);
        this.codes = codes;
      }
      this.codes[place] = code;
      if (this.count * 2 > this.keys.length) this.rehash();
      return place;
    }
  }
  private rehash(): void {
    const size = this.keys.length * 2;
    this.keys = new Int32Array(size);
    this.at = new Int32Array(size);
    for (let place = 0; place < this.count; place++) {
      const code = this.codes[place]!;
      let h = Math.imul(code, 0x9e3779b1) & (size - 1);
      while (this.keys[h] !== 0) h = (h + 1) & (size - 1);
      this.keys[h] = code + 1;
      this.at[h] = place;
    }
  }
}

/**
 * The frontiers of one solve, cut from shared arrays as views: a step allocates nothing, and the
 * garbage collector has no arrays to free per step. Arrays outgrown stay alive through the views
 * cut from them until the solve ends.
 */
class Frontiers {
  private index = new Int32Array(1 << 16);
  private values = new Float64Array(1 << 16);
  private used = 0;
  /** Forgets the last solve's frontiers (and the room a huge one took). */
  reset(): void {
    this.used = 0;
    if (this.index.length > KEPT_FRONTIERS) {
      this.index = new Int32Array(1 << 16);
      this.values = new Float64Array(1 << 16);
    }
  }
  cut(count: number): { index: Int32Array; values: Float64Array } {
    if (this.used + count > this.index.length) {
      const size = Math.max(this.index.length * 2, count);
      this.index = new Int32Array(size);
      this.values = new Float64Array(size);
      this.used = 0;
    }
    const at = this.used;
    this.used += count;
    return {
      index: this.index.subarray(at, at + count),
      values: this.values.subarray(at, at + count),
    };
  }
}
const frontiers = new Frontiers();

/**
 * What a recorded spread took: the (first slot, copies) entries of its unit and of the last unit,
 * 12 bits each (a unit would need 800 slots to pass them), and whether each took copies.
 */
const LAST_SHIFT = 12;
const ENDS = 1 << 24;
const TAKES = 1 << 25;
const TAKES_LAST = 1 << 26;

/**
 * The spreads of a solve's forward pass, in order: per state of a step's frontier, how many spreads
 * it made; per spread, the state it reaches and what it took. The backward pass reads them back
 * instead of working each out again, which took it as long as the forward pass. A solve whose
 * spreads would pass MAX_SPREADS (the largest spectator views) records none.
 */
class Spreads {
  to: Int32Array = new Int32Array(1 << 16);
  taken: Int32Array = new Int32Array(1 << 16);
  fanout: Int32Array = new Int32Array(1 << 16);
  count = 0;
  states = 0;
  /** False once the solve's spreads outgrew MAX_SPREADS. */
  kept = true;
  reset(): void {
    this.count = 0;
    this.states = 0;
    this.kept = true;
  }
  /** Room for the spreads of `states` more states, or false (and none kept for this solve). */
  reserve(states: number, most: number): boolean {
    if (!this.kept) return false;
    const need = this.count + states * N;
    if (need > most || this.states + states > most) return (this.kept = false);
    if (need > this.to.length) {
      const size = Math.min(most, Math.max(need, this.to.length * 2));
      this.to = grown(this.to, size, this.count);
      this.taken = grown(this.taken, size, this.count);
    }
    if (this.states + states > this.fanout.length)
      this.fanout = grown(
        this.fanout,
        Math.max(this.states + states, this.fanout.length * 2),
        this.states,
      );
    return true;
  }
}
/** A copy of the first `used` entries of `a`, in an array of `size`. */
const grown = (a: Int32Array, size: number, used: number): Int32Array => {
  const b = new Int32Array(size);
  b.set(a.subarray(0, used));
  return b;
};
const spreads = new Spreads();

/**
 * Merges the weights of equal states in a dense table, marking the entries in use in a bitset:
 * `take` lists them in index order, so the next step reads its tables in order too.
 */
class Builder {
  values: Float64Array;
  used: Int32Array;
  /** The highest word of `used` written since the last take. */
  private top = -1;
  constructor(size: number) {
    this.values = new Float64Array(size);
    this.used = new Int32Array((size >> 5) + 1);
  }
  private count = 0;
  add(i: number, w: number): void {
    if (i >= this.values.length) this.grow(i);
    this.values[i]! += w;
    const word = i >> 5;
    const bit = 1 << (i & 31);
    const was = this.used[word]!;
    if ((was & bit) !== 0) return;
    this.used[word] = was | bit;
    this.count++;
    if (word > this.top) this.top = word;
  }
  /** Room for entry i (codes numbered as met have no bound known beforehand). */
  private grow(i: number): void {
    const values = new Float64Array(Math.max(i + 1, this.values.length * 2));
    values.set(this.values);
    const used = new Int32Array((values.length >> 5) + 1);
    used.set(this.used);
    this.values = values;
    this.used = used;
  }
  /** The entries in use, in index order; leaves the table empty. */
  take(base: number, places: Places | null): Sparse {
    const { used, values, count } = this;
    const { index, values: taken } = frontiers.cut(count);
    let n = 0;
    for (let word = 0; word <= this.top; word++) {
      let bits = used[word]!;
      if (bits === 0) continue;
      used[word] = 0;
      while (bits !== 0) {
        const i = (word << 5) | (31 - Math.clz32(bits & -bits));
        index[n] = i;
        taken[n++] = values[i]!;
        values[i] = 0;
        bits &= bits - 1;
      }
    }
    this.top = -1;
    this.count = 0;
    return { index, values: taken, base, places };
  }
}

/** Two builders and four backward tables, kept between solves (one solve at a time per thread). */
let scratch: { size: number; steps: Builder; done: Builder; tables: Float64Array[] } | null = null;
function scratchFor(size: number) {
  if (scratch === null || scratch.size < size)
    scratch = {
      size,
      steps: new Builder(size),
      done: new Builder(size),
      tables: Array.from({ length: 4 }, () => new Float64Array(size)),
    };
  return scratch;
}

export interface FastResult {
  readonly total: number;
  /** weights[s][slot * kinds + kind], unnormalised. */
  readonly weights: Float64Array[];
  /**
   * With the marginals, per stand (null for a pool of X parts): runs[s][(kind * (slots + 1) +
   * first) * RUN + copies], the weight of the stand holding exactly `copies` of the kind, from its
   * slot `first` on (a stand's slots are sorted, so a kind's copies lie in one run).
   */
  readonly runs: (Float64Array | null)[];
  /** States the forward pass reached: the programme's work, which its pruning keeps down. */
  readonly states: number;
}

/**
 * Total weight and (optionally) per-slot weights of a problem, in floats; null if too large for the
 * tables. A kind whose band has more than `maxBand` states numbers the codes it meets, and a solve
 * whose spreads would pass `maxSpreads` works them out again backward (tests set either to 0).
 */
export function fastSolve(
  problem: Problem,
  withMarginals: boolean,
  maxBand = MAX_BAND,
  maxSpreads = MAX_SPREADS,
): FastResult | null {
  const K = problem.kinds.length;
  const reduced = withoutFixed(problem);
  if (reduced === null)
    return {
      total: 0,
      weights: problem.stands.map((st) => new Float64Array(st.allowed.length * K)),
      runs: problem.stands.map(() => null),
      states: 0,
    };
  if (reduced.problem === problem) return programme(problem, withMarginals, maxBand, maxSpreads);
  const result = programme(reduced.problem, withMarginals, maxBand, maxSpreads);
  if (result === null) return null;
  const total = result.total * reduced.factor;
  const weights = problem.stands.map((st) => new Float64Array(st.allowed.length * K));
  const runs: (Float64Array | null)[] = problem.stands.map(() => null);
  reduced.kept.forEach((s, i) => {
    weights[s]!.set(result.weights[i]!.map((w) => w * reduced.factor));
    runs[s] = result.runs[i]?.map((w) => w * reduced.factor) ?? null;
  });
  if (withMarginals)
    reduced.fixedKinds.forEach((kinds, s) => {
      if (!kinds) return;
      kinds.forEach((k, j) => (weights[s]![j * K + k] = total));
      runs[s] = fixedRuns(kinds, K, total);
    });
  return { total, weights, runs, states: result.states };
}

/** The runs of a fixed stand: each kind's copies, from its first slot, with the whole weight. */
function fixedRuns(kinds: readonly number[], K: number, total: number): Float64Array {
  const slots = kinds.length + 1;
  const runs = new Float64Array(K * slots * N);
  for (let j = 0; j < kinds.length; j++) {
    const k = kinds[j]!;
    if (j > 0 && kinds[j - 1] === k) continue;
    let n = 1;
    while (kinds[j + n] === k) n++;
    runs[(k * slots + j) * N + n] = total;
  }
  return runs;
}

/** Backward, the spreads one step recorded: as step()'s backward pass, without working them out. */
function replay(
  first: number,
  firstState: number,
  from: Sparse,
  /** The spread weights of the step's unit, and of the last unit if the step makes its move. */
  sw: Float64Array,
  swLast: Float64Array | null,
  next: Float64Array,
  after: Float64Array,
  acc: Float64Array,
  accLast: Float64Array,
  into: Float64Array,
): void {
  const { to, taken: takenOf, fanout } = spreads;
  const { index, values } = from;
  let e = first;
  for (let i = 0; i < index.length; i++) {
    const w = values[i]!;
    let sum = 0;
    for (const end = e + fanout[firstState + i]!; e < end; e++) {
      const taken = takenOf[e]!;
      const at = taken & ((1 << LAST_SHIFT) - 1);
      const atLast = (taken >> LAST_SHIFT) & ((1 << LAST_SHIFT) - 1);
      const spread = swLast ? sw[at]! * swLast[atLast]! : sw[at]!;
      const through = spread * (taken & ENDS ? after : next)[to[e]!]!;
      if (through === 0) continue;
      sum += through;
      if (taken & TAKES) acc[at]! += w * through;
      if (taken & TAKES_LAST) accLast[atLast]! += w * through;
    }
    into[index[i]!] = sum;
  }
}

function programme(
  problem: Problem,
  withMarginals: boolean,
  maxBand: number,
  maxSpreads: number,
): FastResult | null {
  const layout = new Layout(problem);
  const K = problem.kinds.length;
  const weights = problem.stands.map((st) => new Float64Array(st.allowed.length * K));
  const runs: (Float64Array | null)[] = problem.stands.map(() => null);
  if (layout.impossible) return { total: 0, weights, runs, states: 0 };
  const units = unitsOf(problem, layout);
  const U = units.length;
  const sizes = units.map((members) =>
    members.length > 1 ? members.length : layout.sizes[members[0]!]!,
  );
  const { F, G } = layout;
  const flagBits = Math.log2(F);
  const groupBits = Math.ceil(Math.log2(G));
  const shift = flagBits + groupBits;
  if (sizes.reduce((a, b) => a * (b + 1), 1) > MAX_CODES) return null;
  const { count: C, radix, ptr, filled, order, codeAt, sumStart } = codesOf(sizes);
  const full = sizes.reduce((a, b) => a + b, 0);

  // Per unit, per (first slot p, copies n): the weight (1/n!, or C(free, n) for a pool), and
  // whether an uncut slot is among those taken (constraint flags are set only then).
  const spreadWeight = units.map((members, u) => {
    const t = new Float64Array((sizes[u]! + 1) * N);
    for (let p = 0; p <= sizes[u]!; p++)
      for (let n = 0; n <= MAX_TAKE; n++)
        t[p * N + n] = members.length > 1 ? binomial(sizes[u]! - p, n) : 1 / FACT[n]!;
    return t;
  });
  const takesUncut = units.map((members, u) => {
    const t = new Uint8Array((sizes[u]! + 1) * N);
    const before = layout.uncutBefore[members[0]!]!;
    for (let p = 0; p <= sizes[u]!; p++)
      for (let n = 1; n <= MAX_TAKE && p + n <= sizes[u]!; n++)
        t[p * N + n] = members.length > 1 ? before[1]! : before[p + n]! > before[p]! ? 1 : 0;
    return t;
  });
  // most[(k * U + u) * P + p]: the most copies of kind k unit u may take from slot p on; masks[…]
  // the numbers of copies count tokens allow there (bit n).
  const P = Math.max(0, ...sizes) + 1;
  const most = new Int8Array(K * U * P);
  const masks = new Uint8Array(K * U * P).fill(ANY_COUNT);
  for (let k = 0; k < K; k++)
    units.forEach((members, u) => {
      const s = members[0]!;
      const run = layout.run[s]![k]!;
      const countMask = layout.masks[s]?.[k];
      const pool = members.length > 1 && problem.stands[s]!.allowed[0]![k] === true;
      for (let p = 0; p <= sizes[u]!; p++) {
        const at = (k * U + u) * P + p;
        most[at] = Math.min(MAX_TAKE, members.length > 1 ? (pool ? sizes[u]! - p : 0) : run[p]!);
        if (countMask) masks[at] = countMask[p]!;
      }
    });

  // least[k * U + u]: the fewest slots unit u has filled once the kinds before k are placed, for
  // the unit alone to be completed by the kinds from k on: filled from slot p, each slot must allow
  // its kind, count tokens hold, and no kind gives more copies than it has. A spread leaving a
  // unit below it, or too few copies for the later units to reach theirs, could never complete:
  // not made. Counting only the slots that allow earlier kinds alone made 4% more states over the
  // corpus, up to a third more on some views (m39-p5-g0-early-t3-seat4: 7,155 -> 5,362).
  const least = new Int8Array((K + 1) * U);
  const copiesAtMost = problem.kinds.map((_, k) =>
    problem.groupOf[k] === -1 ? problem.copies[k]! : problem.observerHolds[k] ? 0 : 1,
  );
  units.forEach((_, u) => {
    const size = sizes[u]!;
    // Bit p: the unit may be completed from slot p on (a stand's slots are at most 30).
    let completes = 1 << size;
    least[K * U + u] = size;
    for (let k = K - 1; k >= 0; k--) {
      let from = 0;
      for (let p = 0; p <= size; p++) {
        const at = (k * U + u) * P + p;
        const takes = Math.min(most[at]!, copiesAtMost[k]!);
        for (let n = 0; n <= takes; n++)
          if ((masks[at]! >> n) & 1 && (completes >> (p + n)) & 1) {
            from |= 1 << p;
            break;
          }
      }
      completes = from;
      // None: no state completes, so every spread is refused (the total is 0).
      least[k * U + u] = from === 0 ? size + 1 : 31 - Math.clz32(from & -from);
    }
  });

  // A kind ends as soon as its last copy is placed, so the units after that take none of it:
  // endsEarly[k * (U + 1) + u + 1] says every unit after u allows that wherever it stands (no
  // count token asks it for a copy); else `laterTakeNone` checks the state.
  const endsEarly = new Uint8Array(K * (U + 1));
  for (let k = 0; k < K; k++)
    for (let u = U - 1, free = 1; u >= -1; u--) {
      endsEarly[k * (U + 1) + u + 1] = free;
      if (u >= 0)
        for (let p = 0; p <= sizes[u]!; p++) if ((masks[(k * U + u) * P + p]! & 1) === 0) free = 0;
    }
  const laterTakeNone = (k: number, u: number, code: number): boolean => {
    if (endsEarly[k * (U + 1) + u + 1]) return true;
    for (let v = u + 1; v < U; v++)
      if ((masks[(k * U + v) * P + ptr[code * U + v]!]! & 1) === 0) return false;
    return true;
  };

  // placed[k]: copies placed before kind k (certain copies, less the candidates the observer
  // holds: kept, never placed); the states before kind k fill placed[k] + kept[groups] slots.
  const placed = [0];
  problem.kinds.forEach((_, k) =>
    placed.push(
      placed[k]! +
        (problem.groupOf[k] === -1 ? problem.copies[k]! : problem.observerHolds[k] ? -1 : 0),
    ),
  );
  const kept = Int32Array.from({ length: G }, (_, g) =>
    problem.groups.reduce(
      (acc, group, i) => acc + (Math.floor(g / layout.groupRadix[i]!) % (group.keep + 1)),
      0,
    ),
  );
  const maxKept = Math.max(...kept);
  // The band of kind k: the sums its states may have, as places in the sorted codes (its first
  // place, its size in states), or the codes it meets. Typed arrays and loops, not arrays made by
  // `.map`: in some processes the optimized programme failed its map check on those (here and
  // `acc`) at every solve, and ran the rest of the solve unoptimized: 6 of 16 processes solving
  // the corpus's seat views, 3 of 30 after (--trace-deopt).
  const bandBase = new Int32Array(K);
  const bandSize = new Int32Array(K);
  const bandPlaces: (Places | null)[] = [];
  for (let k = 0; k < K; k++) {
    const lo = Math.max(0, Math.min(placed[k]!, placed[k + 1]!));
    const hi = Math.min(full, Math.max(placed[k]!, placed[k + 1]!) + maxKept);
    bandBase[k] = sumStart[Math.min(lo, full + 1)]!;
    bandSize[k] = Math.max(1, (sumStart[Math.max(lo, hi + 1)]! - bandBase[k]!) << shift);
    bandPlaces.push(bandSize[k]! > maxBand ? new Places() : null);
  }
  /** The largest of the kinds' tables: a band, or the states of the codes a kind met. */
  const largestTable = () => {
    let largest = 1;
    for (let k = 0; k < K; k++) {
      const places = bandPlaces[k]!;
      largest = Math.max(largest, places === null ? bandSize[k]! : places.count << shift);
    }
    return largest;
  };
  const { steps: stepBuilder, done: doneBuilder } = scratchFor(largestTable());
  const startsCache: (readonly [number, number, number][] | undefined)[] = [];
  // A start leaving a group more candidates to keep than it has after kind k leads nowhere: not
  // made (a candidate the observer holds counts, as it will be kept).
  const laterCandidates = problem.kinds.map((_, k) =>
    problem.groups.map((_, i) => problem.groupOf.filter((of, j) => j > k && of === i).length),
  );
  const fillable = (k: number, g: number) =>
    problem.groups.every(
      (group, i) =>
        group.keep - (Math.floor(g / layout.groupRadix[i]!) % (group.keep + 1)) <=
        laterCandidates[k]![i]!,
    );
  const startsOf = (k: number, g: number) =>
    (startsCache[k * G + g] ??= layout.starts(k, g).filter(([, delta]) => fillable(k, g + delta)));
  const groupMask = (1 << groupBits) - 1;
  const flagMask = F - 1;
  const fewestLeft = fewestLeftByKind(familiesByKind(problem, layout), F, MAX_TAKE);
  const hot = {
    ptr,
    most,
    masks,
    kept,
    filled,
    order,
    codeAt,
    U,
    P,
    shift,
    flagBits,
    groupMask,
    flagMask,
  };

  /**
   * One step of kind k: unit u spreads copies from the states of `from`. A state with copies
   * left goes on to the next step (`to`, or `next` backward), one with none is done with the kind
   * (`done`, or `after` backward). Forward it adds the weights; backward it returns, per state of
   * `from`, the weight of completing the game, and adds each spread's share to `acc`.
   * The last unit has no choice: it takes the copies left. So the step of the unit before it makes
   * that move too, and its states are never stored (a quarter of a seat view's states, mission 21).
   */
  const step = (
    k: number,
    u: number,
    from: Sparse,
    forward: { to: Builder; done: Builder } | null,
    backward: {
      next: Float64Array;
      after: Float64Array;
      acc: Float64Array;
      /** The last unit's shares, when this step makes its move. */
      accLast: Float64Array;
      into: Float64Array;
    } | null,
  ): void => {
    // Locals, not the closure's slots, in the loop below: a few percent faster.
    const { ptr, most, masks, kept, filled, order, codeAt, U, P, shift, flagBits } = hot;
    const { groupMask, flagMask } = hot;
    const fused = u === U - 2;
    const last = U - 1;
    const bitsLast = layout.bits[k]![units[last]![0]!]!;
    const swLast = spreadWeight[last]!;
    const tuLast = takesUncut[last]!;
    const rLast = radix[last]!;
    const kindAt = k * U * P;
    const unitAt = kindAt + u * P;
    const bits = layout.bits[k]![units[u]![0]!]!;
    const sw = spreadWeight[u]!;
    const tu = takesUncut[u]!;
    const r = radix[u]!;
    const closing = layout.closing[k]!;
    const target = placed[k + 1]!;
    const fromBase = from.base;
    const fromPlaces = from.places;
    const toBase = bandBase[k]!;
    const places = bandPlaces[k]!;
    const leastAfter = least.subarray((k + 1) * U, (k + 2) * U);
    const fewest = fewestLeft[k]!;
    const { index: fromIndex, values: fromValues } = from;
    const toStep = forward?.to;
    const toDone = forward?.done;
    const { next, after, acc, accLast, into } = backward ?? {};
    const record =
      toStep !== undefined && withMarginals && spreads.reserve(fromIndex.length, maxSpreads);
    const { to: spreadTo, taken: spreadTaken, fanout } = spreads;
    let e = spreads.count;
    let f = spreads.states;
    // What depends on the code alone is worked out once for its states (flags and counters).
    let place = -1;
    let code = 0;
    let p = 0;
    let room = 0;
    let need = 0;
    let pLast = 0;
    let maskLast = 0;
    let laterNone = true;
    for (let i = 0; i < fromIndex.length; i++) {
      const idx = fromIndex[i]!;
      const w = fromValues[i]!;
      const made = e;
      if (idx >> shift !== place) {
        place = idx >> shift;
        code = fromPlaces ? fromPlaces.codes[place]! : codeAt[fromBase + place]!;
        p = ptr[code * U + u]!;
        room = 0;
        need = 0;
        for (let v = u + 1; v < U; v++) {
          const q = ptr[code * U + v]!;
          room += most[kindAt + v * P + q]!;
          need += Math.max(0, leastAfter[v]! - q);
        }
        pLast = ptr[code * U + last]!;
        maskLast = masks[kindAt + last * P + pLast]!;
        laterNone = fused || laterTakeNone(k, u, code);
      }
      const flags = idx & flagMask;
      const g = (idx >> flagBits) & groupMask;
      const rem = target + kept[g]! - filled[code]!;
      const max = Math.min(rem - need, most[unitAt + p]!);
      const mask = masks[unitAt + p]!;
      let sum = 0;
      for (let n = Math.max(0, rem - room, leastAfter[u]! - p); n <= max; n++) {
        if (((mask >> n) & 1) === 0) continue;
        const at = p * N + n;
        let fl = tu[at] ? flags | bits : flags;
        let spread = sw[at]!;
        let to = code + n * r;
        // The last unit's move: the room and need above keep its copies within its bounds.
        const m = fused ? rem - n : 0;
        const atLast = pLast * N + m;
        if (fused) {
          if (((maskLast >> m) & 1) === 0) continue;
          if (tuLast[atLast]) fl |= bitsLast;
          spread *= swLast[atLast]!;
          to += m * rLast;
        }
        const ends = fused || n === rem;
        if (fewest && rem - n - m < fewest[fl]!) continue;
        if (ends) {
          if ((fl & closing) !== closing) continue;
          if (!laterNone) continue;
          fl &= ~closing;
        }
        const toPlace = places ? places.placeOf(to) : order[to]! - toBase;
        const j = (toPlace << shift) | (g << flagBits) | fl;
        if (toStep) {
          (ends ? toDone! : toStep).add(j, w * spread);
          if (record) {
            spreadTo[e] = j;
            spreadTaken[e++] =
              at |
              (atLast << LAST_SHIFT) |
              (ends ? ENDS : 0) |
              (n > 0 ? TAKES : 0) |
              (m > 0 ? TAKES_LAST : 0);
          }
        } else {
          const through = spread * (ends ? after! : next!)[j]!;
          if (through === 0) continue;
          sum += through;
          if (n > 0) acc![at]! += w * through;
          if (m > 0) accLast![atLast]! += w * through;
        }
      }
      if (into) into[idx] = sum;
      if (record) fanout[f++] = e - made;
    }
    if (record) {
      spreads.count = e;
      spreads.states = f;
    }
  };

  // evenStart[k][g]: the weight with which a certain kind k begins from every state of counters g
  // (c!, or 0 where the counters lead nowhere); null for a candidate, or no copies to place.
  const evenStart = problem.kinds.map((_, k) =>
    problem.groupOf[k] === -1 && problem.copies[k]! > 0
      ? Float64Array.from({ length: G }, (_, g) => startsOf(k, g)[0]?.[2] ?? 0)
      : null,
  );

  /** From the states before kind k (a layer) to those of its first step, or done; or the reverse. */
  const start = (
    k: number,
    from: Sparse,
    forward: { to: Builder; done: Builder } | null,
    backward: { next: Float64Array; after: Float64Array; into: Float64Array } | null,
  ): void => {
    const toBase = bandBase[k]!;
    const places = bandPlaces[k]!;
    const closing = layout.closing[k]!;
    const even = evenStart[k];
    if (even && !places && !from.places) {
      // Both bands number codes by their sorted place: a state's index moves by one offset.
      const offset = (from.base - toBase) << shift;
      for (let i = 0; i < from.index.length; i++) {
        const idx = from.index[i]!;
        const w = even[(idx >> flagBits) & groupMask]!;
        if (forward) {
          if (w !== 0) forward.to.add(idx + offset, from.values[i]! * w);
        } else backward!.into[idx] = w * backward!.next[idx + offset]!;
      }
      return;
    }
    for (let i = 0; i < from.index.length; i++) {
      const idx = from.index[i]!;
      const code = from.places
        ? from.places.codes[idx >> shift]!
        : codeAt[from.base + (idx >> shift)]!;
      const place = places ? places.placeOf(code) : order[code]! - toBase;
      const flags = idx & flagMask;
      const g = (idx >> flagBits) & groupMask;
      let sum = 0;
      for (const [rem, delta, w] of startsOf(k, g)) {
        const ends = rem === 0;
        if (ends && ((flags & closing) !== closing || !laterTakeNone(k, -1, code))) continue;
        const fl = ends ? flags & ~closing : flags;
        const j = (place << shift) | ((g + delta) << flagBits) | fl;
        if (forward) (ends ? forward.done : forward.to).add(j, from.values[i]! * w);
        else sum += w * (ends ? backward!.after : backward!.next)[j]!;
      }
      if (backward) backward.into[idx] = sum;
    }
  };

  // Forward: layers[k] holds the states before kind k, steps[k][u] those before unit u's step.
  const layers: Sparse[] = [
    { index: Int32Array.of(0), values: Float64Array.of(1), base: 0, places: null },
  ];
  const steps: Sparse[][] = [];
  const builders = { to: stepBuilder, done: doneBuilder };
  /** The step that ends every kind: the last unit's move is made by the step before it. */
  const lastStep = U >= 2 ? U - 2 : U - 1;
  frontiers.reset();
  spreads.reset();
  // spreadsAt[k * (lastStep + 1) + u]: the first spread step(k, u) recorded, and its first state's.
  const spreadsAt = new Int32Array(K * (lastStep + 1));
  const statesAt = new Int32Array(K * (lastStep + 1));
  let states = 0;
  for (let k = 0; k < K; k++) {
    const base = bandBase[k]!;
    const places = bandPlaces[k]!;
    start(k, layers[k]!, builders, null);
    const kindSteps = [stepBuilder.take(base, places)];
    for (let u = 0; u <= lastStep; u++) {
      spreadsAt[k * (lastStep + 1) + u] = spreads.count;
      statesAt[k * (lastStep + 1) + u] = spreads.states;
      step(k, u, kindSteps[u]!, builders, null);
      kindSteps.push(stepBuilder.take(base, places));
    }
    layers.push(doneBuilder.take(base, places));
    for (const reached of kindSteps) states += reached.index.length;
    if (withMarginals) steps.push(kindSteps);
  }
  const last = layers[K]!;
  const end = last.index.findIndex(
    (idx) =>
      (last.places ? last.places.codes[idx >> shift] : codeAt[last.base + (idx >> shift)]) ===
        C - 1 &&
      ((idx >> flagBits) & groupMask) === layout.finalGroups &&
      (idx & flagMask) === 0,
  );
  const total = end === -1 ? 0 : last.values[end]!;
  if (total === 0 || !withMarginals) return { total, weights, runs, states };
  units.forEach((members, u) => {
    if (members.length === 1) runs[members[0]!] = new Float64Array(K * (sizes[u]! + 1) * N);
  });

  // Backward: `after` holds the weight of completing the game from each state after kind k,
  // `next` from each state of the next step.
  // A loop, not `.map`: see the bands.
  const acc: Float64Array[] = [];
  for (let u = 0; u < U; u++) acc.push(new Float64Array((sizes[u]! + 1) * N));
  let [after, next, current, before] = scratchFor(largestTable()).tables as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  const clear = (table: Float64Array, states: Sparse) => {
    for (let i = 0; i < states.index.length; i++) table[states.index[i]!] = 0;
  };
  after[last.index[end]!] = 1;
  for (let k = K - 1; k >= 0; k--) {
    const kindSteps = steps[k]!;
    for (let u = lastStep; u >= 0; u--) {
      const accLast = acc[U - 1]!;
      const recorded = k * (lastStep + 1) + u;
      if (spreads.kept) {
        const swLast = u === U - 2 ? spreadWeight[U - 1]! : null;
        replay(
          spreadsAt[recorded]!,
          statesAt[recorded]!,
          kindSteps[u]!,
          spreadWeight[u]!,
          swLast,
          next,
          after,
          acc[u]!,
          accLast,
          current,
        );
      } else step(k, u, kindSteps[u]!, null, { next, after, acc: acc[u]!, accLast, into: current });
      clear(next, kindSteps[u + 1]!);
      [next, current] = [current, next];
    }
    start(k, layers[k]!, null, { next, after, into: before });
    clear(next, kindSteps[0]!);
    clear(after, layers[k + 1]!);
    [after, before] = [before, after];
    // Kind k's shares, from (unit, first slot, copies) to slots.
    units.forEach((members, u) => {
      const shares = acc[u]!;
      if (members.length === 1) {
        runs[members[0]!]!.set(shares, k * shares.length);
        const row = weights[members[0]!]!;
        for (let q = 0; q <= sizes[u]!; q++)
          for (let n = 1; n <= MAX_TAKE; n++) {
            const v = shares[q * N + n]!;
            if (v !== 0) for (let j = q; j < q + n; j++) row[j * K + k]! += v;
          }
      } else {
        // A pool's slots are interchangeable: each holds its share of the copies it took.
        let copies = 0;
        for (let at = 0; at < shares.length; at++) copies += shares[at]! * (at % N);
        for (const s of members) weights[s]![k]! += copies / members.length;
      }
      shares.fill(0);
    });
  }
  clear(after, layers[0]!);
  return { total, weights, runs, states };
}
