/**
 * A brute-force enumerator, written independently of the dynamic programme (dp.ts) to check it on
 * small positions. It deals every labelled wire of the pool the observer cannot see to a stand, one
 * wire at a time, for every choice of the set-aside "x of y" wires; a deal is counted when every
 * sorted stand agrees with every fact. An X slot is dealt its wire apart from its stand's sorted
 * slots (it was dealt last, and left unsorted). Each labelled deal counts 1, so the total is the number of
 * ways the labelled wires could have been split (docs/position-format.md). Exponential: only for
 * positions with about a dozen unknown wires.
 */
import { kindKeyOf, type HeldValue, type KindKey, type Position, type Slot } from './position.js';
import type { SlotMarginal, SlotRestriction } from './solution.js';

export interface BruteForceResult {
  readonly status: 'ok' | 'inconsistent';
  readonly totalWeight: bigint;
  readonly marginals: readonly SlotMarginal[];
}

export interface BruteForceOptions {
  /** Only count the deals where every restriction holds. */
  readonly restrictions?: readonly SlotRestriction[];
  /** Give up (throw) after visiting this many partial deals. */
  readonly maxSteps?: number;
}

const isYellow = (printed: number): boolean => Math.round((printed % 1) * 10) === 1;
const isStar = (printed: number): boolean => printed === 0 || printed === 13;
const isBlue = (printed: number): boolean => Number.isInteger(printed) && !isStar(printed);

/** Does a wire answer to a value a player can be known to hold? */
const holds = (printed: number, value: HeldValue | 'red'): boolean =>
  value === 'yellow'
    ? isYellow(printed)
    : value === 'star'
      ? isStar(printed)
      : value === 'red'
        ? Math.round((printed % 1) * 10) === 5
        : printed === value;

/** Can this wire lie in this slot, judging by the slot alone? */
function slotAllows(slot: Slot, printed: number): boolean {
  switch (slot.kind) {
    case 'hidden':
      return true;
    case 'info':
      return slot.value === 'yellow' ? isYellow(printed) : printed === slot.value;
    case 'parity':
      return isBlue(printed) && (printed % 2 === 0) === (slot.parity === 'even');
    default:
      return printed === slot.printed;
  }
}

const isUncut = (slot: Slot): boolean => slot.kind !== 'cut';

function combinations(items: readonly number[], keep: number): number[][] {
  const out: number[][] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === keep) {
      out.push(chosen);
      return;
    }
    for (let i = from; i < items.length; i++) pick(i + 1, [...chosen, items[i]!]);
  };
  pick(0, []);
  return out;
}

/** The wires in play for one choice of the uncertain draws, as printed values. */
function poolOf(position: Position, yellows: readonly number[], reds: readonly number[]): number[] {
  const pool: number[] = [];
  for (let v = position.blue[0]; v <= position.blue[1]; v++) pool.push(v, v, v, v);
  for (const b of yellows) pool.push(b + 0.1);
  for (const b of reds) pool.push(b + 0.5);
  if (position.stars) pool.push(0, 13);
  return pool;
}

/** The wire the observer sees in one of its own slots. */
function observerWire(slot: Slot): number {
  if (slot.kind === 'own' || slot.kind === 'cut') return slot.printed;
  if (slot.kind === 'info' && slot.value !== 'yellow') return slot.value;
  throw new Error(`bruteForce: the observer's stands hold only known wires (found ${slot.kind})`);
}

export function bruteForce(position: Position, options: BruteForceOptions = {}): BruteForceResult {
  const restrictions = options.restrictions ?? [];
  const maxSteps = options.maxSteps ?? 20_000_000;
  const stands = position.stands;
  const observes = (s: number) =>
    position.observer !== null && stands[s]!.owner === position.observer;
  // The observer's turned wire (mission 38) is the one slot of its stands it cannot see.
  const fixed = (s: number, j: number) => observes(s) && stands[s]!.slots[j]!.kind !== 'hidden';
  const unknown = stands
    .map((_, s) => s)
    .filter((s) => !observes(s) || stands[s]!.slots.some((_, j) => !fixed(s, j)));
  const observerWires = stands.flatMap((stand, s) =>
    stand.slots.flatMap((slot, j) => (fixed(s, j) ? [observerWire(slot)] : [])),
  );
  // Where each wire goes: a stand's sorted slots fill left to right, an X slot alone.
  const groups = unknown.flatMap((s) => {
    const slots = stands[s]!.slots;
    if (observes(s)) return slots.flatMap((_, j) => (fixed(s, j) ? [] : [{ s, slots: [j] }]));
    const sorted = slots.flatMap((slot, j) => (slot.x ? [] : [j]));
    const xs = slots.flatMap((slot, j) => (slot.x ? [[j]] : []));
    return [sorted, ...xs].filter((g) => g.length > 0).map((slots) => ({ s, slots }));
  });
  const unknownCount = groups.reduce((a, g) => a + g.slots.length, 0);

  // The wire in every slot of every stand for the deal being checked (observer's stands fixed).
  const wires: number[][] = stands.map((stand, s) =>
    stand.slots.map((slot, j) => (fixed(s, j) ? observerWire(slot) : NaN)),
  );
  const counts = stands.map((stand) => stand.slots.map(() => new Map<KindKey, number>()));
  let total = 0;
  let steps = 0;

  const dealIsConsistent = (): boolean => {
    // Each stand's sorted slots must be in order, and every slot agree with its token.
    for (const s of unknown) {
      const slots = stands[s]!.slots;
      const sorted = wires[s]!.filter((_, j) => !slots[j]!.x);
      if (sorted.some((w, i) => i > 0 && w < sorted[i - 1]!)) return false;
      if (slots.some((slot, j) => !slotAllows(slot, wires[s]![j]!))) return false;
    }
    const uncutOf = (s: number) => wires[s]!.filter((_, j) => isUncut(stands[s]!.slots[j]!));
    const playerHolds = (player: number, value: HeldValue) =>
      stands.some((st, s) => st.owner === player && uncutOf(s).some((w) => holds(w, value)));
    if (!position.mustHave.every((c) => playerHolds(c.player, c.value))) return false;
    if (position.mustNotHave.some((c) => playerHolds(c.player, c.value))) return false;
    // The radar ignores X wires.
    for (const c of position.standHas) {
      const sortedUncut = wires[c.stand]!.filter((_, j) => {
        const slot = stands[c.stand]!.slots[j]!;
        return isUncut(slot) && !slot.x;
      });
      if (sortedUncut.some((w) => holds(w, c.value)) !== c.has) return false;
    }
    for (const c of position.notAt) if (holds(wires[c.stand]![c.slot]!, c.value)) return false;
    for (const c of position.counts) {
      const wire = wires[c.stand]![c.slot]!;
      if (!isBlue(wire) || wires[c.stand]!.filter((w) => w === wire).length !== c.count)
        return false;
    }
    for (const r of restrictions) {
      const key = kindKeyOf(wires[r.stand]![r.slot]!);
      if (r.allow !== undefined && !r.allow.includes(key)) return false;
      if (r.deny?.includes(key)) return false;
    }
    return true;
  };

  const count = () => {
    total++;
    for (const s of unknown) {
      stands[s]!.slots.forEach((slot, j) => {
        if (!isUncut(slot) || fixed(s, j)) return;
        const key = kindKeyOf(wires[s]![j]!);
        const map = counts[s]![j]!;
        map.set(key, (map.get(key) ?? 0) + 1);
      });
    }
  };

  const fill = groups.map(() => 0);
  /** Deal the labelled wires pool[i..] (sorted, so each group fills left to right in order). */
  const deal = (pool: readonly number[], i: number): void => {
    if (++steps > maxSteps) throw new Error('bruteForce: position too large');
    if (i === pool.length) {
      if (dealIsConsistent()) count();
      return;
    }
    const wire = pool[i]!;
    groups.forEach(({ s, slots }, g) => {
      const at = fill[g]!;
      const j = slots[at];
      if (j === undefined || !slotAllows(stands[s]!.slots[j]!, wire)) return;
      wires[s]![j] = wire;
      fill[g] = at + 1;
      deal(pool, i + 1);
      fill[g] = at;
    });
  };

  const yellowChoices = position.yellowUncertain
    ? combinations(position.yellowUncertain.candidates, position.yellowUncertain.keep)
    : [[]];
  const redChoices = position.redUncertain
    ? combinations(position.redUncertain.candidates, position.redUncertain.keep)
    : [[]];
  for (const ys of yellowChoices) {
    for (const rs of redChoices) {
      const pool = poolOf(position, [...position.yellow, ...ys], [...position.red, ...rs]);
      // Take the observer's wires out; if one of them is not in this pool, this choice is impossible.
      const possible = observerWires.every((w) => {
        const at = pool.indexOf(w);
        if (at !== -1) pool.splice(at, 1);
        return at !== -1;
      });
      if (!possible || pool.length !== unknownCount) continue;
      pool.sort((a, b) => a - b);
      deal(pool, 0);
    }
  }

  if (total === 0) return { status: 'inconsistent', totalWeight: 0n, marginals: [] };
  if (!Number.isSafeInteger(total)) throw new Error('bruteForce: count beyond 2^53');
  const marginals: SlotMarginal[] = unknown.flatMap((s) =>
    stands[s]!.slots.flatMap((slot, j) => {
      if (!isUncut(slot) || fixed(s, j)) return [];
      const probs: Record<KindKey, number> = {};
      for (const [key, n] of counts[s]![j]!) probs[key] = n / total;
      return [{ stand: s, slot: j, probs }];
    }),
  );
  return { status: 'ok', totalWeight: BigInt(total), marginals };
}

/** P(every restriction holds | position) by brute force; NaN for an inconsistent position. */
export function bruteForceConditional(
  position: Position,
  restrictions: readonly SlotRestriction[],
): number {
  const all = bruteForce(position).totalWeight;
  if (all === 0n) return NaN;
  return Number(bruteForce(position, { restrictions }).totalWeight) / Number(all);
}
