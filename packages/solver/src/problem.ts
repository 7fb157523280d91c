/**
 * Turns a Position into the solver's problems: the kinds of wire in sort order, the stands the
 * observer cannot see, which kinds each slot allows, and the "at least one" constraints: one
 * problem whose "x of y" candidates are in play or not as the programme goes.
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
  /** Copies of each certain kind in the stands the observer cannot see (cut ones included). */
  readonly copies: readonly number[];
  /** For an "x of y" candidate kind, its group; -1 otherwise. */
  readonly groupOf: readonly number[];
  /** The observer holds this candidate: it is certainly in play, and not in the unseen stands. */
  readonly observerHolds: readonly boolean[];
  readonly groups: readonly UncertainGroup[];
  readonly stands: readonly ProblemStand[];
  readonly atLeastOne: readonly AtLeastOne[];
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

const matchesValue = (key: KindKey, value: HeldValue | 'red'): boolean => valueOfKey(key) === value;

/** The problem of a position (a list, kept for callers that sum several). */
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

  if (!observerFactsHold(position)) return [];
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
        if (
          position.notAt.some(
            (n) => n.stand === source && n.slot === j && matchesValue(key, n.value),
          )
        )
          return false;
        if (!uncut) return true;
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

  const kindsOf = (value: HeldValue | 'red'): number[] =>
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
      .filter((h) => h.has && dpStands.includes(h.stand))
      .map((h) => ({
        stands: stands.flatMap((s, i) => (s.source === h.stand ? [i] : [])),
        kinds: kindsOf(h.value),
      })),
  ];

  // "x of y" candidates: each is in play or set aside; the DP counts how many of each group it keeps.
  const groups: UncertainGroup[] = [];
  const groupOf = kinds.map(() => -1);
  for (const draw of [position.yellowUncertain, position.redUncertain]) {
    if (!draw) continue;
    const prefix = draw === position.yellowUncertain ? 'Y' : 'R';
    for (const b of draw.candidates) groupOf[index.get(`${prefix}${b}`) ?? -1] = groups.length;
    groups.push({ keep: draw.keep, size: draw.candidates.length });
  }
  const copies = kinds.map(
    (key, k) => (certain.get(key) ?? 0) - (groupOf[k] === -1 ? (observerCount[k] ?? 0) : 0),
  );
  const observerHolds = kinds.map((_, k) => groupOf[k] !== -1 && (observerCount[k] ?? 0) > 0);
  return [{ kinds, copies, groupOf, observerHolds, groups, stands, atLeastOne }];
}

export interface UncertainGroup {
  readonly keep: number;
  readonly size: number;
}

export interface SlotRestrictionLike {
  readonly stand: number;
  readonly slot: number;
  readonly allow?: readonly KindKey[];
  readonly deny?: readonly KindKey[];
}

/** Facts about the observer's own stands are known to the observer: true ones add nothing, a false one makes the position inconsistent. */
function observerFactsHold(position: Position): boolean {
  const { observer } = position;
  if (observer === null) return true;
  const mine = (i: number) => position.stands[i]?.owner === observer;
  const uncutOn = (i: number): number[] =>
    (position.stands[i]?.slots ?? []).flatMap((slot) =>
      slot.kind === 'own' ? [slot.printed] : [],
    );
  const handOf = position.stands.flatMap((_, i) => (mine(i) ? uncutOn(i) : []));
  const holds = (printed: readonly number[], value: HeldValue | 'red') =>
    printed.some((p) => matchesValue(kindKeyOf(p), value));
  return (
    position.mustHave.every((m) => m.player !== observer || holds(handOf, m.value)) &&
    position.mustNotHave.every((m) => m.player !== observer || !holds(handOf, m.value)) &&
    position.standHas.every((h) => !mine(h.stand) || holds(uncutOn(h.stand), h.value) === h.has) &&
    position.notAt.every((n) => {
      const slot = position.stands[n.stand]?.slots[n.slot];
      return (
        !mine(n.stand) ||
        !slot ||
        !('printed' in slot) ||
        !matchesValue(kindKeyOf(slot.printed), n.value)
      );
    })
  );
}
