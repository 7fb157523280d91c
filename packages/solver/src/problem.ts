/**
 * Turns a Position into the solver's problems: the kinds of wire in sort order, the stands the
 * observer cannot see, which kinds each slot allows, the "at least one" constraints and the count
 * tokens. An X slot lies outside its stand's sort order, so it is a stand of its own (a one-slot
 * part of the same owner): a deal weighs the same, the X wire being one more labelled part. A
 * count token on a stand with X slots holds only once those slots' kinds are known, so such a
 * position gives one problem per choice of them, whose weights add up; otherwise there is one
 * problem, whose "x of y" candidates are in play or not as the programme goes.
 */
import {
  kindKeyOf,
  printedOfKey,
  valueOfKey,
  type HeldValue,
  type KindKey,
  type Position,
  type PositionStand,
  type Slot,
} from './position.js';

export interface AtLeastOne {
  /** Indices into Problem.stands. */
  readonly stands: readonly number[];
  /** Indices into Problem.kinds. */
  readonly kinds: readonly number[];
}

/**
 * A count token: the stand takes need[kind] copies of a kind in all (-1: any number), when `slot`
 * holds that kind (null: whatever its slots hold).
 */
export interface CountRule {
  readonly slot: number | null;
  readonly need: readonly number[];
}

export interface ProblemStand {
  /** Index into position.stands. */
  readonly source: number;
  /** The position's slot index of each slot: the stand's sorted slots, or one X slot. */
  readonly slots: readonly number[];
  /** An X slot of the source stand. */
  readonly x: boolean;
  /** allowed[slot][kind] */
  readonly allowed: readonly (readonly boolean[])[];
  readonly uncut: readonly boolean[];
  readonly counts: readonly CountRule[];
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

/** Can a wire of this kind lie in this slot, judging by the slot alone? */
function slotAllows(slot: Slot, key: KindKey): boolean {
  switch (slot.kind) {
    case 'cut':
    case 'known':
    case 'own':
      return key === kindKeyOf(slot.printed);
    case 'info':
      return matchesValue(key, slot.value);
    case 'parity': {
      const v = valueOfKey(key);
      return typeof v === 'number' && (v % 2 === 0) === (slot.parity === 'even');
    }
    case 'hidden':
      return true;
  }
}

/** The sorted slots of a stand, then each X slot alone. */
function partsOf(stand: PositionStand): number[][] {
  const sorted = stand.slots.flatMap((slot, j) => (slot.x ? [] : [j]));
  const xs = stand.slots.flatMap((slot, j) => (slot.x ? [[j]] : []));
  return sorted.length > 0 ? [sorted, ...xs] : xs;
}

/** The problems of a position: one, or one per choice of the X slots that count tokens depend on. */
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
      // The observer's turned wire (mission 38), an X slot it cannot see, is dealt like the others.
      if (stand.slots.some((slot) => !('printed' in slot))) dpStands.push(i);
    } else dpStands.push(i);
  });
  const unseen = (source: number, slots: readonly number[]): boolean =>
    position.stands[source]?.owner !== position.observer ||
    slots.every((j) => !('printed' in (position.stands[source]?.slots[j] ?? {})));

  if (!observerFactsHold(position)) return [];
  const counted = new Set(position.counts.map((c) => `${c.stand}/${c.slot}`));
  const rowOf = (source: number, j: number): boolean[] => {
    const stand = position.stands[source]!;
    const slot = stand.slots[j]!;
    const uncut = slot.kind !== 'cut';
    return kinds.map((key) => {
      if (!slotAllows(slot, key)) return false;
      if (counted.has(`${source}/${j}`) && typeof valueOfKey(key) !== 'number') return false;
      if (
        position.notAt.some((n) => n.stand === source && n.slot === j && matchesValue(key, n.value))
      )
        return false;
      if (!uncut) return true;
      if (position.mustNotHave.some((n) => n.player === stand.owner && matchesValue(key, n.value)))
        return false;
      if (
        !slot.x &&
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
  };
  const stands = dpStands.flatMap((source) => {
    const stand = position.stands[source]!;
    return partsOf(stand)
      .filter((slots) => unseen(source, slots))
      .map((slots): ProblemStand => ({
        source,
        slots,
        x: stand.slots[slots[0]!]?.x === true,
        allowed: slots.map((j) => rowOf(source, j)),
        uncut: slots.map((j) => stand.slots[j]?.kind !== 'cut'),
        counts: [],
      }));
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
        stands: stands.flatMap((s, i) => (s.source === h.stand && !s.x ? [i] : [])),
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
  return withCounts(
    { kinds, copies, groupOf, observerHolds, groups, stands, atLeastOne },
    position.counts,
  );
}

/**
 * The count tokens on unseen stands as rules of each sorted part. A stand's X slots count too:
 * each is fixed to one kind per problem, which takes that many copies off what the sorted part
 * must hold (and a token on the X slot asks the sorted part for the rest of its kind).
 */
function withCounts(problem: Problem, counts: Position['counts']): Problem[] {
  const facts = counts.filter((c) => problem.stands.some((s) => s.source === c.stand));
  if (facts.length === 0) return [problem];
  const K = problem.kinds.length;
  const xs = problem.stands.flatMap((s, i) =>
    s.x && facts.some((c) => c.stand === s.source) ? [i] : [],
  );
  let choices: number[][] = [[]];
  for (const i of xs) {
    const row = problem.stands[i]?.allowed[0] ?? [];
    choices = choices.flatMap((chosen) => row.flatMap((ok, k) => (ok ? [[...chosen, k]] : [])));
  }
  const xPart = (source: number, slot: number) =>
    problem.stands.findIndex((s) => s.x && s.source === source && s.slots[0] === slot);
  // A stand of X slots alone has no sorted part to check a token on an X slot: checked here.
  const sorted = new Set(problem.stands.flatMap((s) => (s.x ? [] : [s.source])));
  return choices.flatMap((chosen): Problem[] => {
    const fixed = new Map(xs.map((s, i) => [s, chosen[i]!]));
    /** Copies of kind k on the X slots of a stand, as fixed here. */
    const inX = (source: number, k: number) =>
      xs.filter((s) => problem.stands[s]?.source === source && fixed.get(s) === k).length;
    const xKindAt = (source: number, slot: number) => fixed.get(xPart(source, slot));
    const holds = facts.every((c) => {
      const x = xKindAt(c.stand, c.slot);
      return sorted.has(c.stand) || x === undefined || inX(c.stand, x) === c.count;
    });
    if (!holds) return [];
    const stands = problem.stands.map((stand, s): ProblemStand => {
      const k = fixed.get(s);
      if (k !== undefined)
        return { ...stand, allowed: [Array.from({ length: K }, (_, i) => i === k)] };
      if (stand.x) return stand;
      const rules = facts
        .filter((c) => c.stand === stand.source)
        .map((c): CountRule => {
          const at = stand.slots.indexOf(c.slot);
          if (at !== -1)
            return { slot: at, need: problem.kinds.map((_, i) => c.count - inX(c.stand, i)) };
          const x = xKindAt(c.stand, c.slot);
          return {
            slot: null,
            need: problem.kinds.map((_, i) => (i === x ? c.count - inX(c.stand, i) : -1)),
          };
        });
      return { ...stand, counts: rules };
    });
    return [{ ...problem, stands }];
  });
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
  const ownOn = (i: number, sorted: boolean): number[] =>
    (position.stands[i]?.slots ?? []).flatMap((slot) =>
      slot.kind === 'own' && !(sorted && slot.x) ? [slot.printed] : [],
    );
  const handOf = position.stands.flatMap((_, i) => (mine(i) ? ownOn(i, false) : []));
  const printedOn = (i: number): number[] =>
    (position.stands[i]?.slots ?? []).flatMap((slot) => ('printed' in slot ? [slot.printed] : []));
  const holds = (printed: readonly number[], value: HeldValue | 'red') =>
    printed.some((p) => matchesValue(kindKeyOf(p), value));
  return (
    position.mustHave.every((m) => m.player !== observer || holds(handOf, m.value)) &&
    position.mustNotHave.every((m) => m.player !== observer || !holds(handOf, m.value)) &&
    position.standHas.every(
      (h) => !mine(h.stand) || holds(ownOn(h.stand, true), h.value) === h.has,
    ) &&
    position.counts.every((c) => {
      const slot = position.stands[c.stand]?.slots[c.slot];
      if (!mine(c.stand) || !slot || !('printed' in slot)) return true;
      const value = valueOfKey(kindKeyOf(slot.printed));
      return (
        typeof value === 'number' &&
        printedOn(c.stand).filter((p) => p === slot.printed).length === c.count
      );
    }) &&
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
