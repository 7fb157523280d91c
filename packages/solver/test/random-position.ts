/**
 * Random small positions for the agreement tests: a small random game is dealt (some stands end
 * with an X wire, dealt last and left unsorted), then random facts about the deal are revealed
 * (cuts, info tokens, even/odd tokens, known wires, "holds at least one", "holds none", radar
 * answers, failed detectors, count tokens). With `lie`, one fact is made false, so the position may be
 * inconsistent (or may still be consistent with another deal).
 */
import fc from 'fast-check';
import {
  kindKeyOf,
  type HeldValue,
  type KindKey,
  type Position,
  type Slot,
  type UncertainDraw,
} from '../src/position.js';
import type { SlotRestriction } from '../src/solution.js';

type Gen = fc.GeneratorValue;

export interface RandomPosition {
  readonly position: Position;
  /** The hidden deal the facts were taken from (printed values per stand). */
  readonly deal: readonly (readonly number[])[];
  /** Every fact is true of `deal` (so the position is consistent). */
  readonly truthful: boolean;
}

export interface RandomPositionOptions {
  /** At most this many wires in the stands the observer cannot see. */
  readonly maxUnknown?: number;
  /**
   * Also state facts about the observer's own hand (mustHave, radar answers, notAt): always true,
   * so they should change nothing. Default true.
   */
  readonly observerFacts?: boolean;
  /** Every stand ends with an X wire (else: sometimes half of them). */
  readonly xOnEveryStand?: boolean;
}

const isYellow = (printed: number) => Math.round((printed % 1) * 10) === 1;
const isRed = (printed: number) => Math.round((printed % 1) * 10) === 5;
const isStar = (printed: number) => printed === 0 || printed === 13;
const isBlue = (printed: number) => Number.isInteger(printed) && !isStar(printed);

/** What a player can be said to hold of this wire (red wires are never announced). */
const heldValueOf = (printed: number): HeldValue | null =>
  isYellow(printed) ? 'yellow' : isStar(printed) ? 'star' : isRed(printed) ? null : printed;

const holds = (printed: number, value: HeldValue | 'red') =>
  value === 'yellow'
    ? isYellow(printed)
    : value === 'star'
      ? isStar(printed)
      : value === 'red'
        ? isRed(printed)
        : printed === value;

const int = (g: Gen, min: number, max: number) => g(fc.integer, { min, max });
const chance = (g: Gen, p: number) => g(fc.integer, { min: 0, max: 999 }) < p * 1000;
const pickOne = <T>(g: Gen, items: readonly T[]): T => items[int(g, 0, items.length - 1)]!;
const subarrayOf = <T>(items: T[], min: number, max: number) =>
  fc.subarray(items, { minLength: min, maxLength: Math.min(max, items.length) });
const permutationOf = (items: number[]) =>
  fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length });
const pickSome = (g: Gen, items: readonly number[], min: number, max: number): number[] =>
  g(subarrayOf<number>, [...items], min, max).sort((a, b) => a - b);

/** Split `total` into `parts` sizes of at least 1. */
function split(g: Gen, total: number, parts: number): number[] {
  const sizes = Array.from({ length: parts }, () => 1);
  for (let left = total - parts; left > 0; left--) sizes[int(g, 0, parts - 1)]! += 1;
  return sizes;
}

export function randomPosition(g: Gen, options: RandomPositionOptions = {}): RandomPosition {
  const maxUnknown = options.maxUnknown ?? 10;
  const observerFacts = options.observerFacts ?? true;
  // The game: blue range, yellow and red wires near it (so they sort between blues), stars.
  const blueCount = int(g, 1, 3);
  const low = int(g, 1, 13 - blueCount);
  const blue: [number, number] = [low, low + blueCount - 1];
  const near = Array.from({ length: 11 }, (_, i) => i + 1).filter(
    (b) => b >= low - 1 && b <= blue[1] + 1,
  );
  const yellow = chance(g, 0.6) ? pickSome(g, near, 0, 2) : [];
  const red = chance(g, 0.5) ? pickSome(g, near, 0, 1) : [];
  const draw = (certain: number[]): UncertainDraw | null => {
    const free = near.filter((b) => !certain.includes(b));
    if (free.length === 0 || !chance(g, 0.35)) return null;
    const candidates = pickSome(g, free, 1, 3);
    return { candidates, keep: int(g, 0, candidates.length) };
  };
  const yellowUncertain = draw(yellow);
  const redUncertain = draw(red);
  const stars = chance(g, 0.25);
  const keptYellow = yellowUncertain
    ? pickSome(g, yellowUncertain.candidates, yellowUncertain.keep, yellowUncertain.keep)
    : [];
  const keptRed = redUncertain
    ? pickSome(g, redUncertain.candidates, redUncertain.keep, redUncertain.keep)
    : [];
  const pool: number[] = [];
  for (let v = blue[0]; v <= blue[1]; v++) pool.push(v, v, v, v);
  for (const b of [...yellow, ...keptYellow]) pool.push(b + 0.1);
  for (const b of [...red, ...keptRed]) pool.push(b + 0.5);
  if (stars) pool.push(0, 13);

  // The table: 2-3 players with 1 or 2 stands each (2-4 stands), an observer or a spectator.
  const players = int(g, 2, 3);
  const standsOf = Array.from({ length: players }, () => (chance(g, 0.3) ? 2 : 1));
  while (standsOf.reduce((a, b) => a + b, 0) > 4) standsOf[standsOf.lastIndexOf(2)] = 1;
  const owners = standsOf.flatMap((n, seat) => Array.from({ length: n }, () => seat));
  const spectator = pool.length <= maxUnknown && pool.length >= owners.length && chance(g, 0.2);
  const observer = spectator ? null : int(g, 0, players - 1);
  const observerStands = owners.filter((o) => o === observer).length;
  const otherStands = owners.length - observerStands;
  const unknownTotal = spectator
    ? pool.length
    : int(
        g,
        otherStands,
        Math.max(otherStands, Math.min(maxUnknown, pool.length - observerStands)),
      );
  const otherSizes = split(g, unknownTotal, otherStands);
  const ownSizes = spectator ? [] : split(g, pool.length - unknownTotal, observerStands);
  const sizes = owners.map((o) => (o === observer ? ownSizes.shift()! : otherSizes.shift()!));

  const shuffled = g(permutationOf, pool);
  const xRate = chance(g, 0.3) || options.xOnEveryStand ? (options.xOnEveryStand ? 1 : 0.5) : 0;
  let at = 0;
  const xs: boolean[] = [];
  const deal = sizes.map((n) => {
    const wires = shuffled.slice(at, at + n);
    at += n;
    // An X wire: the last one dealt, kept at the far right.
    const x = chance(g, xRate);
    xs.push(x);
    const sorted = (x ? wires.slice(0, -1) : wires).sort((a, b) => a - b);
    return x ? [...sorted, wires.at(-1)!] : sorted;
  });
  const isX = (s: number, j: number) => xs[s]! && j === deal[s]!.length - 1;

  // Public facts: cuts, info tokens, known wires.
  const cutRate = int(g, 0, 5) / 10;
  const infoRate = int(g, 0, 3) / 10;
  const parityRate = chance(g, 0.3) ? 0.3 : 0;
  const knownRate = chance(g, 0.3) ? 0.15 : 0;
  const stands = deal.map((wires, s) => {
    const mine = owners[s] === observer;
    const slots = wires.map((w, j): Slot => {
      const slot = ((): Slot => {
        if (chance(g, cutRate)) return { kind: 'cut', printed: w };
        // The observer's X wire may be its turned wire (mission 38), which it cannot see (only
        // without facts about the observer's hand, which speak of the wires it sees).
        if (mine && isX(s, j) && !observerFacts && chance(g, 0.5)) return { kind: 'hidden' };
        if (mine) return { kind: 'own', printed: w };
        if (chance(g, infoRate) && !isRed(w) && !isStar(w))
          return { kind: 'info', value: isYellow(w) ? 'yellow' : w };
        if (chance(g, parityRate) && isBlue(w))
          return { kind: 'parity', parity: w % 2 === 0 ? 'even' : 'odd' };
        if (chance(g, knownRate)) return { kind: 'known', printed: w };
        return { kind: 'hidden' };
      })();
      return isX(s, j) ? { ...slot, x: true } : slot;
    });
    return { owner: owners[s]!, slots };
  });
  const uncut = (s: number) => deal[s]!.filter((_, j) => stands[s]!.slots[j]!.kind !== 'cut');
  // The radar ignores X wires.
  const radarUncut = (s: number) =>
    deal[s]!.filter((_, j) => stands[s]!.slots[j]!.kind !== 'cut' && !isX(s, j));
  const playerUncut = (p: number) => owners.flatMap((o, s) => (o === p ? uncut(s) : []));
  const heldValues: HeldValue[] = [
    ...Array.from({ length: blueCount }, (_, i) => blue[0] + i),
    ...(yellow.length + (yellowUncertain?.candidates.length ?? 0) > 0 ? ['yellow' as const] : []),
    ...(stars ? ['star' as const] : []),
  ];

  const mustHave: { player: number; value: HeldValue }[] = [];
  const mustNotHave: { player: number; value: HeldValue }[] = [];
  const standHas: { stand: number; value: number | 'red' | 'yellow'; has: boolean }[] = [];
  const notAt: { stand: number; slot: number; value: HeldValue | 'red' }[] = [];
  const about = (owner: number) => observerFacts || owner !== observer;
  const factPlayers = Array.from({ length: players }, (_, p) => p).filter(about);
  const factStands = owners.flatMap((o, s) => (about(o) ? [s] : []));
  for (let n = int(g, 0, 2); n > 0; n--) {
    const player = pickOne(g, factPlayers);
    const values = playerUncut(player).flatMap((w) => heldValueOf(w) ?? []);
    if (values.length > 0) mustHave.push({ player, value: pickOne(g, values) });
  }
  for (let n = int(g, 0, 2); n > 0; n--) {
    const player = pickOne(g, factPlayers);
    const values = heldValues.filter((v) => !playerUncut(player).some((w) => holds(w, v)));
    if (values.length > 0) mustNotHave.push({ player, value: pickOne(g, values) });
  }
  for (let n = int(g, 0, 2); n > 0; n--) {
    const stand = pickOne(g, factStands);
    const value = int(g, blue[0], blue[1]);
    standHas.push({ stand, value, has: radarUncut(stand).includes(value) });
  }
  const redInPlay = red.length + (redUncertain?.candidates.length ?? 0) > 0;
  // Where red wires are (mission 13 deals them first, one per stand).
  if (redInPlay && chance(g, 0.3)) {
    const stand = pickOne(g, factStands);
    standHas.push({ stand, value: 'red', has: radarUncut(stand).some(isRed) });
  }
  // Where yellow wires are (mission 41 deals its tripwires first, one per stand).
  if (yellow.length + (yellowUncertain?.candidates.length ?? 0) > 0 && chance(g, 0.3)) {
    const stand = pickOne(g, factStands);
    standHas.push({
      stand,
      value: 'yellow',
      has: radarUncut(stand).some((w) => holds(w, 'yellow')),
    });
  }
  const uncutSlots = stands.flatMap((st, s) =>
    about(st.owner)
      ? st.slots.flatMap((slot, j) => (slot.kind === 'cut' ? [] : [[s, j] as const]))
      : [],
  );
  for (let n = uncutSlots.length > 0 ? int(g, 0, 2) : 0; n > 0; n--) {
    const [stand, slot] = pickOne(g, uncutSlots);
    // "Not red": a false token's wire (mission 17).
    const values = [...heldValues, ...(redInPlay ? (['red'] as const) : [])].filter(
      (v) => !holds(deal[stand]![slot]!, v),
    );
    if (values.length > 0) notAt.push({ stand, slot, value: pickOne(g, values) });
  }
  // Count tokens on blue wires, cut or not: how many of that number the stand holds.
  const counts: { stand: number; slot: number; count: number }[] = [];
  const countOf = (stand: number, slot: number) =>
    deal[stand]!.filter((w) => w === deal[stand]![slot]).length;
  const blueSlots = factStands.flatMap((s) =>
    deal[s]!.flatMap((w, j) => (isBlue(w) ? [[s, j] as const] : [])),
  );
  for (let n = blueSlots.length > 0 && chance(g, 0.4) ? int(g, 1, 2) : 0; n > 0; n--) {
    const [stand, slot] = pickOne(g, blueSlots);
    counts.push({ stand, slot, count: countOf(stand, slot) });
  }

  // Sometimes one fact about the players the observer cannot see is made false.
  const others = [...new Set(owners.filter((o) => o !== observer))];
  const otherUncut = uncutSlots.filter(([s]) => owners[s] !== observer);
  let truthful = true;
  if (chance(g, 0.2)) {
    const lie = int(g, 0, 5);
    const player = pickOne(g, others);
    const otherStand = pickOne(
      g,
      owners.flatMap((o, s) => (o === observer ? [] : [s])),
    );
    if (lie === 0) {
      const values = heldValues.filter((v) => !playerUncut(player).some((w) => holds(w, v)));
      if (values.length > 0) mustHave.push({ player, value: pickOne(g, values) });
    } else if (lie === 1) {
      const values = playerUncut(player).flatMap((w) => heldValueOf(w) ?? []);
      if (values.length > 0) mustNotHave.push({ player, value: pickOne(g, values) });
    } else if (lie === 2) {
      const value = int(g, blue[0], blue[1]);
      standHas.push({ stand: otherStand, value, has: !radarUncut(otherStand).includes(value) });
    } else if (otherUncut.length > 0) {
      const [stand, slot] = pickOne(g, otherUncut);
      const wire = deal[stand]![slot]!;
      if (lie === 3 && heldValueOf(wire) !== null)
        notAt.push({ stand, slot, value: heldValueOf(wire)! });
      if (lie === 4) {
        const slots = stands[stand]!.slots;
        const wrongs = [...heldValues, 'yellow' as const].filter(
          (v): v is number | 'yellow' => v !== 'star' && !holds(wire, v),
        );
        if (wrongs.length > 0) slots[slot] = { kind: 'info', value: pickOne(g, wrongs) };
      }
      if (lie === 5 && isBlue(wire)) {
        const count = countOf(stand, slot);
        counts.push({ stand, slot, count: count === 4 ? int(g, 1, 3) : count + 1 });
      }
    }
    truthful = false;
  }

  return {
    position: {
      id: 'random',
      observer,
      blue,
      yellow,
      red,
      yellowUncertain,
      redUncertain,
      stars,
      stands,
      mustHave,
      mustNotHave,
      standHas,
      notAt,
      counts,
    },
    deal,
    truthful,
  };
}

/** A random restriction on one or two uncut slots of the stands the observer cannot see. */
export function randomRestrictions(g: Gen, position: Position): SlotRestriction[] {
  const slots = position.stands.flatMap((st, s) =>
    st.owner === position.observer
      ? []
      : st.slots.flatMap((slot, j) => (slot.kind === 'cut' ? [] : [[s, j] as const])),
  );
  if (slots.length === 0) return [];
  const keys: KindKey[] = [];
  for (let v = position.blue[0]; v <= position.blue[1]; v++) keys.push(String(v));
  for (const b of [...position.yellow, ...(position.yellowUncertain?.candidates ?? [])])
    keys.push(kindKeyOf(b + 0.1));
  for (const b of [...position.red, ...(position.redUncertain?.candidates ?? [])])
    keys.push(kindKeyOf(b + 0.5));
  if (position.stars) keys.push('S0', 'S13');
  return Array.from({ length: int(g, 1, 2) }, () => {
    const [stand, slot] = pickOne(g, slots);
    const chosen = g(subarrayOf<KindKey>, keys, 1, 3);
    return chance(g, 0.5) ? { stand, slot, allow: chosen } : { stand, slot, deny: chosen };
  });
}
