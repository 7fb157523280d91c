/**
 * How much teammates learn when one of a seat's own wires becomes public (the wire revealed in a
 * cut), when a token goes in front of it (a setup or Post-it token, the token after a failed
 * detector: the mission's kind, its value, its parity or its count), or when a false token
 * (mission 17's Rhett) says what it is not.
 *
 * Teammates' picture of one stand is approximated by a "public prior": the stand is a uniformly
 * random set of its size drawn from the wires nobody has seen yet, sorted, and consistent with its
 * public slots (cut wires, info tokens of every kind). A small dynamic programme over wire kinds in
 * sort order gives each slot's distribution; the uncertainty of the stand is the sum of the slot
 * entropies. The information of revealing slot i is how much that sum drops once slot i is
 * narrowed. X wires (mission 20) lie outside the sort order: the prior leaves them out. It ignores
 * what each teammate knows of its own hand: a ranking heuristic, not an exact figure.
 */
import {
  colourOf,
  drawsFor,
  gameValueOf,
  missionById,
  ruleOf,
  type InfoToken,
  type InfoValue,
  type SeatView,
  type WireRef,
} from '@bomb-busters/engine';
import { seatOf } from './bot.js';

/** A kind of wire for this purpose: printed value and how many copies nobody has seen. */
interface Kind {
  readonly printed: number;
  /** Copies that may still be anywhere (unseen by the public). */
  readonly copies: number;
  /** Weight of each copy being in play ("x of y" candidates are in play with probability x/y). */
  readonly presence: number;
}

type Allowed = (slot: number, printed: number) => boolean;
/** Count tokens (mission 24): slot -> how many wires of its number the stand holds. */
type Counts = ReadonlyMap<number, number>;

const binom = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};

/** Per-slot distributions (weights over kinds) of a stand of `size` slots under the prior. */
function slotDistributions(
  kinds: readonly Kind[],
  size: number,
  allowed: Allowed,
  counts: Counts,
): number[][] {
  const K = kinds.length;
  // b copies from slot p on may cover a count token only if its count is b.
  const fits = (p: number, b: number) => {
    for (const [slot, count] of counts) if (slot >= p && slot < p + b && count !== b) return false;
    return true;
  };
  // run[k][p]: consecutive slots from p on that allow kind k.
  const run = kinds.map((kind) => {
    const out = new Array<number>(size + 1).fill(0);
    for (let p = size - 1; p >= 0; p--)
      out[p] = allowed(p, kind.printed) ? (out[p + 1] ?? 0) + 1 : 0;
    return out;
  });
  const weight = (k: number, b: number) => {
    const kind = kinds[k] as Kind;
    return binom(kind.copies, b) * kind.presence ** b;
  };
  // f[k][p]: weight of filling slots [0, p) with kinds < k; g[k][p]: slots [p, size) with kinds >= k.
  const f = Array.from({ length: K + 1 }, () => new Array<number>(size + 1).fill(0));
  const g = Array.from({ length: K + 1 }, () => new Array<number>(size + 1).fill(0));
  f[0]![0] = 1;
  for (let k = 0; k < K; k++) {
    for (let p = 0; p <= size; p++) {
      const w = f[k]![p]!;
      if (w === 0) continue;
      const max = Math.min(kinds[k]!.copies, run[k]![p]!);
      for (let b = 0; b <= max; b++) if (fits(p, b)) f[k + 1]![p + b]! += w * weight(k, b);
    }
  }
  g[K]![size] = 1;
  for (let k = K - 1; k >= 0; k--) {
    for (let p = 0; p <= size; p++) {
      const max = Math.min(kinds[k]!.copies, run[k]![p]!);
      let acc = 0;
      for (let b = 0; b <= max; b++) if (fits(p, b)) acc += weight(k, b) * g[k + 1]![p + b]!;
      g[k]![p] = acc;
    }
  }
  const out = Array.from({ length: size }, () => new Array<number>(K).fill(0));
  for (let k = 0; k < K; k++) {
    for (let p = 0; p < size; p++) {
      const w = f[k]![p]!;
      if (w === 0) continue;
      const max = Math.min(kinds[k]!.copies, run[k]![p]!);
      for (let b = 1; b <= max; b++) {
        if (!fits(p, b)) continue;
        const through = w * weight(k, b) * g[k + 1]![p + b]!;
        for (let j = p; j < p + b; j++) out[j]![k]! += through;
      }
    }
  }
  return out;
}

const entropy = (weights: readonly number[]): number => {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return 0;
  let h = 0;
  for (const w of weights) if (w > 0) h -= (w / total) * Math.log2(w / total);
  return h;
};

/** The unseen wires, from the public facts of a view (markers, cut wires, tokens elsewhere). */
function publicKinds(view: SeatView, standKey: string): Kind[] {
  const counts = new Map<number, { copies: number; presence: number }>();
  const add = (printed: number, copies: number, presence: number) =>
    counts.set(printed, { copies: (counts.get(printed)?.copies ?? 0) + copies, presence });
  const blue = blueRange(view);
  for (let v = blue[0]; v <= blue[1]; v++) add(v, 4, 1);
  const uncertainCount = (colour: 'yellow' | 'red') =>
    view.markers.filter((m) => m.uncertain && colourOf(m.printed) === colour).length;
  const inPlay = (colour: 'yellow' | 'red') => inPlayCount(view, colour);
  for (const m of view.markers) {
    const colour = colourOf(m.printed) as 'yellow' | 'red';
    const presence = m.uncertain ? inPlay(colour) / Math.max(1, uncertainCount(colour)) : 1;
    add(m.printed, 1, Math.min(1, presence));
  }
  if (view.options.stars > 0) {
    add(0, 1, 1);
    add(13, 1, 1);
  }
  // Wires the public has seen elsewhere are not in this stand.
  for (const s of view.stands) {
    const here = `${s.seat}/${s.stand}` === standKey;
    for (const w of s.wires) {
      const seen = w.cut
        ? w.printed
        : !here && w.info?.kind === 'value' && typeof w.info.value === 'number'
          ? w.info.value
          : null;
      if (seen === null || here) continue;
      const c = counts.get(seen);
      if (c) counts.set(seen, { ...c, copies: Math.max(0, c.copies - 1) });
    }
  }
  return [...counts]
    .sort((a, b) => a[0] - b[0])
    .map(([printed, c]) => ({ printed, copies: c.copies, presence: c.presence }));
}

/** Yellow or red wires in play: the mission's draw count for this player count. */
function inPlayCount(view: SeatView, colour: 'yellow' | 'red'): number {
  const mission = missionById(view.mission);
  const draw = mission ? drawsFor(mission, view.players)[colour] : null;
  return draw?.count ?? view.markers.filter((m) => colourOf(m.printed) === colour).length;
}

function blueRange(view: SeatView): readonly [number, number] {
  return missionById(view.mission)?.blue ?? [1, 12];
}

/** What the public knows of one of the seat's own stands, its X wires left out. */
interface PublicStand {
  /** The stand's index of each slot of the prior. */
  readonly at: readonly number[];
  /** What each slot may hold: a printed value, a token's value or parity, or anything. */
  readonly slots: readonly ((printed: number) => boolean)[];
  /** Whether each slot of the prior is uncut. */
  readonly uncut: readonly boolean[];
  /** Count tokens, by slot of the prior. */
  readonly counts: Counts;
}

/** A wire printed `printed` answers to the token value `value` (a blue number or yellow). */
const ofValue = (printed: number, value: InfoValue): boolean =>
  value === 'yellow' ? colourOf(printed) === 'yellow' : isBlue(printed) && printed === value;

const isBlue = (x: number): boolean => colourOf(x) === 'blue';

function publicStand(view: SeatView, stand: number): PublicStand {
  const seat = seatOf(view);
  const sv = view.stands.find((s) => s.seat === seat && s.stand === stand);
  const wires = (sv?.wires ?? []).flatMap((w, index) => (w.x ? [] : [{ w, index }]));
  const counts = new Map<number, number>();
  // Tokens beside the seat's stands (missions 13, 22, 27): its uncut wires are none of them.
  const none = view.infoBeside.filter((b) => b.seat === seat).map((b) => b.value);
  const slots = wires.map(({ w }, j) => {
    if (w.info?.kind === 'count') counts.set(j, w.info.count);
    if (w.cut && w.printed !== null) {
      const p = w.printed;
      return (x: number) => x === p;
    }
    const token = tokenSlot(w.info);
    return none.length === 0 ? token : (x: number) => token(x) && !none.some((v) => ofValue(x, v));
  });
  return { at: wires.map((w) => w.index), slots, uncut: wires.map(({ w }) => !w.cut), counts };
}

/** What an uncut wire may be, judging by the token in front of it. */
function tokenSlot(info: InfoToken | null): (printed: number) => boolean {
  switch (info?.kind) {
    case 'not':
      return notToken(info.value);
    case 'parity':
      return parityToken(info.parity === 'even');
    case 'count':
      return isBlue;
    case 'value': {
      const value = info.value;
      return value === 'yellow'
        ? (x: number) => colourOf(x) === 'yellow'
        : (x: number) => x === value;
    }
    default:
      return () => true;
  }
}

/** A false token's wire (mission 17): not its value, nor red, nor a star (§6.2 row 17). */
const notToken =
  (value: InfoValue) =>
  (x: number): boolean => {
    const colour = colourOf(x);
    return (colour === 'blue' || colour === 'yellow') && gameValueOf(x) !== value;
  };

/** An even/odd token's wire (mission 21): a blue wire of that parity. */
const parityToken =
  (even: boolean) =>
  (x: number): boolean =>
    isBlue(x) && (x % 2 === 0) === even;

/** One slot of an own stand narrowed: what the public may then take its wire for, and its count. */
interface Narrowing {
  readonly ref: WireRef;
  readonly allows: (printed: number) => boolean;
  readonly count?: number;
}

const printedOf = (view: SeatView, ref: WireRef): number | null =>
  view.stands.find((s) => s.seat === ref.seat && s.stand === ref.stand)?.wires[ref.index]
    ?.printed ?? null;

/** The wire is exactly what it shows (a cut, or a true value token). */
function revealing(printed: number): (x: number) => boolean {
  return isBlue(printed)
    ? (x: number) => x === printed
    : (x: number) => gameValueOf(x) === gameValueOf(printed);
}

/**
 * Information (bits, summed over the stand's public-unknown slots) that teammates gain when each
 * of `refs` (own uncut wires) becomes public. Same order as `refs`.
 */
export function revealGains(view: SeatView, refs: readonly WireRef[]): number[] {
  return narrowingGains(view, refs, (ref) => {
    const printed = printedOf(view, ref);
    return printed === null ? null : { ref, allows: revealing(printed) };
  });
}

/**
 * The same when the mission's info token goes in front of each of `refs` (own wires, cut ones
 * too for a Post-it in mission 24): its value, its parity (missions 21, 33), or how many wires of
 * its number the stand holds (24, 40).
 */
export function tokenGains(view: SeatView, refs: readonly WireRef[]): number[] {
  const mission = missionById(view.mission);
  const kind = (mission && ruleOf(mission, 'tokens')?.kind) ?? 'value';
  const seat = seatOf(view);
  return narrowingGains(view, refs, (ref) => {
    const printed = printedOf(view, ref);
    if (printed === null) return null;
    if (kind === 'parity') return { ref, allows: parityToken(printed % 2 === 0) };
    if (kind === 'value') return { ref, allows: revealing(printed) };
    const stand = view.stands.find((s) => s.seat === seat && s.stand === ref.stand);
    const count = (stand?.wires ?? []).filter((w) => w.printed === printed).length;
    return { ref, allows: isBlue, count };
  });
}

/** The same for false tokens (mission 17): each says its own wire is not `value`. */
export function falseTokenGains(
  view: SeatView,
  tokens: readonly { readonly wire: WireRef; readonly value: InfoValue }[],
): number[] {
  return narrowingGains(view, tokens, (t) => ({ ref: t.wire, allows: notToken(t.value) }));
}

/** The prior's per-slot distributions of a stand, with slot `j` narrowed as `narrowed` says. */
function distributions(
  kinds: readonly Kind[],
  stand: PublicStand,
  narrowed?: { readonly j: number; readonly by: Narrowing },
): number[][] {
  const counts = new Map(stand.counts);
  if (narrowed?.by.count !== undefined) counts.set(narrowed.j, narrowed.by.count);
  return slotDistributions(
    kinds,
    stand.slots.length,
    (j, p) => (stand.slots[j]?.(p) ?? false) && (j !== narrowed?.j || narrowed.by.allows(p)),
    counts,
  );
}

function narrowingGains<T>(
  view: SeatView,
  items: readonly T[],
  narrow: (item: T) => Narrowing | null,
): number[] {
  const byStand = new Map<number, { priorH: number; kinds: Kind[]; stand: PublicStand }>();
  const seat = seatOf(view);
  const standOf = (index: number) => {
    let entry = byStand.get(index);
    if (!entry) {
      const kinds = publicKinds(view, `${seat}/${index}`);
      const stand = publicStand(view, index);
      const dist = distributions(kinds, stand);
      entry = { priorH: dist.reduce((acc, d) => acc + entropy(d), 0), kinds, stand };
      byStand.set(index, entry);
    }
    return entry;
  };
  return items.map((item) => {
    const narrowed = narrow(item);
    if (!narrowed) return 0;
    const entry = standOf(narrowed.ref.stand);
    const j = entry.stand.at.indexOf(narrowed.ref.index);
    // An X wire is outside the prior: what it shows is not scored.
    if (j === -1) return 0;
    const dist = distributions(entry.kinds, entry.stand, { j, by: narrowed });
    return entry.priorH - dist.reduce((acc, d) => acc + entropy(d), 0);
  });
}

/**
 * Information teammates gain when a token of each of `values` lies beside the seat's stands: "it
 * holds no wire of this value" (missions 22, 27; the prior already counts the tokens lying there),
 * summed over its stands. Same order as `values`.
 */
export function besideGains(view: SeatView, values: readonly InfoValue[]): number[] {
  const seat = seatOf(view);
  const stands = view.stands
    .filter((s) => s.seat === seat)
    .map((s) => {
      const kinds = publicKinds(view, `${seat}/${s.stand}`);
      const stand = publicStand(view, s.stand);
      const priorH = distributions(kinds, stand).reduce((acc, d) => acc + entropy(d), 0);
      return { kinds, stand, priorH };
    });
  return values.map((value) =>
    stands.reduce((acc, { kinds, stand, priorH }) => {
      const dist = slotDistributions(
        kinds,
        stand.slots.length,
        (j, p) => (stand.slots[j]?.(p) ?? false) && !(stand.uncut[j] === true && ofValue(p, value)),
        stand.counts,
      );
      // A narrowing the prior cannot meet (it ignores some public facts) tells nothing here.
      const h = dist.reduce((a, d) => a + entropy(d), 0);
      return acc + (dist.some((d) => d.some((w) => w > 0)) ? Math.max(0, priorH - h) : 0);
    }, 0),
  );
}

/** How uncertain each of `refs` (own wires) is to teammates: the slot's entropy under the prior. */
export function slotUncertainty(view: SeatView, refs: readonly WireRef[]): number[] {
  const seat = seatOf(view);
  const cache = new Map<number, { stand: PublicStand; dist: number[][] }>();
  return refs.map((ref) => {
    let entry = cache.get(ref.stand);
    if (!entry) {
      const stand = publicStand(view, ref.stand);
      entry = {
        stand,
        dist: distributions(publicKinds(view, `${seat}/${ref.stand}`), stand),
      };
      cache.set(ref.stand, entry);
    }
    return entropy(entry.dist[entry.stand.at.indexOf(ref.index)] ?? []);
  });
}
