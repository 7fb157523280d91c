/**
 * Turns a Position into the solver's problems: the kinds of wire in sort order, the stands the
 * observer cannot see, which kinds each slot allows, and the "at least one" constraints. One
 * problem per choice of the "x of y" candidates in play.
 */
import {
  kindKeyOf,
  printedOfKey,
  valueOfKey,
  type HeldValue,
  type KindKey,
  type Position,
} from './position.js';

export interface AtLeastOne {
  /** Indices into Problem.stands. */
  readonly stands: readonly number[];
  /** Indices into Problem.kinds. */
  readonly kinds: readonly number[];
}

export interface ProblemStand {
  /** Index into position.stands. */
  readonly source: number;
  /** allowed[slot][kind] */
  readonly allowed: readonly (readonly boolean[])[];
  readonly uncut: readonly boolean[];
}

export interface Problem {
  readonly kinds: readonly KindKey[];
  /** Copies of each kind in the stands the observer cannot see (cut ones included). */
  readonly copies: readonly number[];
  readonly stands: readonly ProblemStand[];
  readonly atLeastOne: readonly AtLeastOne[];
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

function subsets<T>(items: readonly T[], keep: number): T[][] {
  if (keep === 0) return [[]];
  if (items.length < keep) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, keep - 1).map((s) => [first, ...s]), ...subsets(rest, keep)];
}

const matchesValue = (key: KindKey, value: HeldValue | 'red'): boolean => valueOfKey(key) === value;

/** Every problem of a position (one per candidate subset), or a reason it is malformed. */
export function buildProblems(
  position: Position,
  extra: readonly SlotRestrictionLike[] = [],
): Problem[] {
  const certain = new Map<KindKey, number>();
  for (const v of range(position.blue[0], position.blue[1])) certain.set(String(v), 4);
  for (const b of position.yellow) certain.set(`Y${b}`, 1);
  for (const b of position.red) certain.set(`R${b}`, 1);
  if (position.stars) {
    certain.set('S0', 1);
    certain.set('S13', 1);
  }
  const uncertainKeys = [
    ...(position.yellowUncertain?.candidates.map((b) => `Y${b}`) ?? []),
    ...(position.redUncertain?.candidates.map((b) => `R${b}`) ?? []),
  ];
  const seen = new Set<KindKey>([...certain.keys(), ...uncertainKeys]);
  for (const stand of position.stands) {
    for (const slot of stand.slots) if ('printed' in slot) seen.add(kindKeyOf(slot.printed));
  }
  const kinds = [...seen].sort((a, b) => printedOfKey(a) - printedOfKey(b));
  const index = new Map(kinds.map((k, i) => [k, i]));

  const observerCount = kinds.map(() => 0);
  const dpStands: number[] = [];
  position.stands.forEach((stand, i) => {
    if (position.observer !== null && stand.owner === position.observer) {
      for (const slot of stand.slots)
        if ('printed' in slot) observerCount[index.get(kindKeyOf(slot.printed)) ?? 0]! += 1;
    } else dpStands.push(i);
  });

  const stands = dpStands.map((source): ProblemStand => {
    const stand = position.stands[source]!;
    const allowed = stand.slots.map((slot, j) => {
      const row = kinds.map((key) => {
        switch (slot.kind) {
          case 'cut':
          case 'known':
          case 'own':
            return key === kindKeyOf(slot.printed);
          case 'info':
            return matchesValue(key, slot.value);
          case 'hidden':
            return true;
        }
      });
      const uncut = slot.kind !== 'cut';
      return kinds.map((key, k) => {
        if (!row[k]) return false;
        if (!uncut) return true;
        if (
          position.notAt.some(
            (n) => n.stand === source && n.slot === j && matchesValue(key, n.value),
          )
        )
          return false;
        if (
          position.mustNotHave.some((n) => n.player === stand.owner && matchesValue(key, n.value))
        )
          return false;
        if (
          position.standHas.some((h) => !h.has && h.stand === source && matchesValue(key, h.value))
        )
          return false;
        for (const r of extra) {
          if (r.stand !== source || r.slot !== j) continue;
          if (r.allow && !r.allow.includes(key)) return false;
          if (r.deny?.includes(key)) return false;
        }
        return true;
      });
    });
    return { source, allowed, uncut: stand.slots.map((s) => s.kind !== 'cut') };
  });

  const kindsOf = (value: HeldValue): number[] =>
    kinds.flatMap((key, k) => (matchesValue(key, value) ? [k] : []));
  const atLeastOne: AtLeastOne[] = [
    ...position.mustHave
      .filter((m) => m.player !== position.observer)
      .map((m) => ({
        stands: stands.flatMap((s, i) =>
          position.stands[s.source]?.owner === m.player ? [i] : [],
        ),
        kinds: kindsOf(m.value),
      })),
    ...position.standHas
      .filter((h) => h.has)
      .map((h) => ({
        stands: stands.flatMap((s, i) => (s.source === h.stand ? [i] : [])),
        kinds: kindsOf(h.value),
      })),
  ];

  const yellowSets = position.yellowUncertain
    ? subsets(position.yellowUncertain.candidates, position.yellowUncertain.keep)
    : [[]];
  const redSets = position.redUncertain
    ? subsets(position.redUncertain.candidates, position.redUncertain.keep)
    : [[]];
  const problems: Problem[] = [];
  for (const ys of yellowSets) {
    for (const rs of redSets) {
      const inPlay = new Map(certain);
      for (const b of ys) inPlay.set(`Y${b}`, (inPlay.get(`Y${b}`) ?? 0) + 1);
      for (const b of rs) inPlay.set(`R${b}`, (inPlay.get(`R${b}`) ?? 0) + 1);
      const copies = kinds.map((key, k) => (inPlay.get(key) ?? 0) - (observerCount[k] ?? 0));
      if (copies.some((c) => c < 0)) continue; // the observer holds a wire this choice leaves out
      problems.push({ kinds, copies, stands, atLeastOne });
    }
  }
  return problems;
}

export interface SlotRestrictionLike {
  readonly stand: number;
  readonly slot: number;
  readonly allow?: readonly KindKey[];
  readonly deny?: readonly KindKey[];
}
