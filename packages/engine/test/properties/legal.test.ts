/**
 * `legalActions` agrees with `applyAction`: every listed action is accepted, every other action
 * (plausible, near-miss or malformed) is rejected with a known code, and nothing ever throws or
 * changes the state it was given.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  gameValueOf,
  legalActions,
  legalMenu,
  RULE_ERROR_CODES,
  viewFor,
  type Action,
  type CutTogetherMenu,
  type GameState,
  type WireRef,
} from '../../src/index.js';
import { isWireRef } from '../../src/hands.js';
import {
  canonical,
  create,
  listedActions,
  malform,
  malformedActionArb,
  plausibleActionArb,
  playRandom,
  pointedWires,
  policyArb,
  seatsOf,
  seeded,
  setupArb,
  PROPERTY_TIMEOUT,
  WRONG_VALUES,
} from './arbitraries.js';
import { expectRejected, finishSetup, start } from '../scenario.js';
import { sampled } from './runs.js';

/** How far to play before sampling states: most games are over within 60 actions. */
const stepsArb = fc.integer({ min: 0, max: 60 });

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * A few states of a random game, frozen so that any mutation throws. Equipment unlocks late in
 * a game, so each comes with a twin whose equipment cards are all available (out of the rules'
 * order, but every action on it must still be checked the same way).
 */
function sampleStates(states: readonly GameState[], rand: (n: number) => number, n: number) {
  // The last two states too: the end of a game (a finished one, or stands cut bare) is rare otherwise.
  const picks = [...Array.from({ length: n }, () => rand(states.length)), -1, -2];
  return [...new Set(picks.map((i) => (i < 0 ? Math.max(0, states.length + i) : i)))]
    .map((i) => states[i] as GameState)
    .flatMap((state) => withEquipmentAvailable(state, [rand(2) ? 3 : 10]).map(deepFreeze));
}

/**
 * The state, and while playing a twin with every equipment card in play and available but those
 * in `skip` (whose dual cuts are counted in thousands): more cards than the rules deal, unlocked
 * early, but every action on it must still be checked the same way.
 */
function withEquipmentAvailable(state: GameState, skip: readonly number[] = []): GameState[] {
  if (state.status !== 'playing') return [state];
  const cards = ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const).filter((c) => !skip.includes(c));
  const equipment = cards.map((card) => ({ card, state: 'available' as const }));
  return [state, { ...state, equipment }];
}

/** Change one number of an action (a seat, an index, a value, a card...) to a nearby one. */
function nearMiss(action: Action, rand: (n: number) => number): unknown {
  const copy = structuredClone(action) as unknown;
  const leaves: [Record<string, unknown> | unknown[], string | number][] = [];
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      const key = Array.isArray(node) ? Number(k) : k;
      if (typeof v === 'number') leaves.push([node as Record<string, unknown>, key]);
      else walk(v);
    }
  };
  walk(copy);
  if (leaves.length === 0) return copy;
  const [node, key] = leaves[rand(leaves.length)] as [Record<string, unknown>, string];
  node[key] = (node[key] as number) + [-2, -1, 1, 2][rand(4)]!;
  return copy;
}

/**
 * The legal actions of every seat, grouped by kind (of a cut together, the combinations of its
 * first wires: `listedActions`), with a lazy "is this one listed?" test, which asks the menu
 * whether a cut together's wires are one of its combinations.
 */
function listing(state: GameState) {
  const bySeat = new Map(
    seatsOf(state).map((seat) => [seat, groupBy(listedActions(state, seat), kindOf)]),
  );
  const together = new Map(
    seatsOf(state).map((seat) => [seat, legalMenu(state, seat).cutTogether]),
  );
  const keys = new Map<string, Set<string>>();
  const isListed = (action: unknown): boolean => {
    const seat = (action as { seat?: unknown }).seat;
    if (!isLegalSeat(state, seat)) return false;
    const kind = kindOf(action as Action);
    if (kind === 'cutTogether') return isCombination(action, together.get(seat) ?? null);
    const group = bySeat.get(seat)?.get(kind);
    if (!group) return false;
    const id = `${seat}|${kind}`;
    const set = keys.get(id) ?? new Set(group.map(canonical));
    keys.set(id, set);
    return set.has(canonical(action as Action));
  };
  return {
    all: [...bySeat.values()].flatMap((groups) => [...groups.values()].flat()),
    bySeat,
    isListed,
  };
}

/** A cut together naming `count` distinct wires of the menu's (other fields are ignored). */
function isCombination(action: unknown, menu: CutTogetherMenu | null): boolean {
  const wires = (action as { wires?: unknown }).wires;
  if (!menu || !Array.isArray(wires) || wires.length !== menu.count) return false;
  const key = (w: WireRef) => `${w.seat}/${w.stand}/${w.index}`;
  const offered = new Set(menu.wires.map(key));
  const named = new Set(wires.map((w) => (isWireRef(w) ? key(w) : '?')));
  return named.size === menu.count && [...named].every((k) => offered.has(k));
}

const isLegalSeat = (state: GameState, seat: unknown): seat is number =>
  typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < state.players;

const kindOf = (a: Action): string =>
  a.type === 'dualCut'
    ? `dualCut:${a.detector ?? ''}:${Array.isArray(a.value) ? 2 : 1}`
    : a.type === 'equipment'
      ? `equipment:${a.card}`
      : a.type;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * Apply `action`: it must be accepted exactly when listed. The state is frozen, so touching it
 * throws; callers also compare its JSON before and after.
 */
function checkAgreement(state: GameState, isListed: (a: unknown) => boolean, action: unknown) {
  const result = applyAction(state, action);
  const outcome = result.ok ? 'accepted' : result.error.code;
  expect(outcome === 'accepted', `${JSON.stringify(action)} -> ${outcome}`).toBe(isListed(action));
  if (!result.ok) expect(RULE_ERROR_CODES).toContain(result.error.code);
}

describe('legalActions agrees with applyAction', { timeout: PROPERTY_TIMEOUT }, () => {
  it('listed actions are accepted, other plausible and near-miss actions rejected', () => {
    fc.assert(
      fc.property(
        setupArb,
        policyArb,
        fc.array(plausibleActionArb, { minLength: 30, maxLength: 60 }),
        stepsArb,
        (setup, policy, plausible, maxSteps) => {
          const rand = seeded(policy.seed ^ 0x2545f491);
          const { states } = playRandom(create(setup), { ...policy, maxSteps });
          for (const state of sampleStates(states, rand, 2)) {
            const before = JSON.stringify(state);
            const { all, bySeat, isListed } = listing(state);
            // Listed actions are accepted: a few of every kind (type, detector, card) of every seat.
            for (const groups of bySeat.values())
              for (const group of groups.values())
                for (let k = 0; k < Math.min(5, group.length); k++)
                  checkAgreement(state, isListed, group[rand(group.length)]);
            for (const action of plausible) checkAgreement(state, isListed, action);
            for (let k = 0; k < Math.min(40, all.length * 4); k++)
              checkAgreement(state, isListed, nearMiss(all[rand(all.length)] as Action, rand));
            expect(JSON.stringify(state)).toBe(before);
          }
        },
      ),
      sampled(50),
    );
  });

  it('at every step of a whole game, listed cuts point at uncut teammate wires and one listed action of every kind is accepted', () => {
    fc.assert(
      fc.property(setupArb, policyArb, (setup, policy) => {
        const rand = seeded(policy.seed);
        const { states } = playRandom(create(setup), { ...policy, maxSteps: 2000 });
        for (const state of states.flatMap((s) => withEquipmentAvailable(s, [3, 10]))) {
          for (const seat of seatsOf(state)) {
            const legal = listedActions(state, seat);
            for (const action of legal) {
              const pointed = pointedWires(state, action);
              const bad = pointed.filter(
                (r) => r.seat === seat || state.hands[r.seat]?.[r.stand]?.[r.index]?.cut !== false,
              );
              if (action.type === 'dualCut' && (pointed.length === 0 || bad.length > 0))
                throw new Error(
                  `listed cut points at no uncut teammate wire: ${JSON.stringify(action)}`,
                );
            }
            for (const group of groupBy(legal, kindOf).values()) {
              const action = group[rand(group.length)] as Action;
              const result = applyAction(state, action);
              const outcome = result.ok ? 'accepted' : result.error.code;
              expect(outcome, JSON.stringify(action)).toBe('accepted');
            }
          }
        }
      }),
      sampled(30),
    );
  });

  it('accepts a dual cut naming which own wire to reveal only when it matches', () => {
    fc.assert(
      fc.property(setupArb, policyArb, stepsArb, (setup, policy, maxSteps) => {
        const rand = seeded(policy.seed + 1);
        const { states } = playRandom(create(setup), { ...policy, maxSteps });
        for (const state of sampleStates(states, rand, 4)) {
          const cuts = legalActions(state, state.activeSeat).filter(
            (a): a is Extract<Action, { type: 'dualCut' }> => a.type === 'dualCut',
          );
          if (cuts.length === 0) continue;
          const cut = cuts[rand(cuts.length)] as Extract<Action, { type: 'dualCut' }>;
          const values: unknown[] = Array.isArray(cut.value) ? [...cut.value] : [cut.value];
          const seen = viewFor(state, cut.seat).stands;
          (state.hands[cut.seat] ?? []).forEach((stand, s) =>
            stand.forEach((w, index) => {
              const own = { seat: cut.seat, stand: s, index };
              // The turned wire (mission 38) may be named in any plain one-value cut: a guess.
              const plain = cut.detector === undefined && values.length === 1;
              // A closed X wire (mission 35) is cut by nobody yet, its owner included.
              const closed = seen.find((v) => v.seat === cut.seat && v.stand === s)?.wires[index]
                ?.closed;
              const fitting =
                !w.cut && !closed && (w.turned ? plain : values.includes(gameValueOf(w.printed)));
              const result = applyAction(state, { ...cut, own });
              expect(result.ok, JSON.stringify({ cut, own })).toBe(fitting);
            }),
          );
        }
      }),
      sampled(60),
    );
  });
});

describe('malformed actions', { timeout: PROPERTY_TIMEOUT }, () => {
  it('never throw, are rejected with a known code and leave the state unchanged', () => {
    fc.assert(
      fc.property(
        setupArb,
        policyArb,
        fc.array(malformedActionArb, { minLength: 30, maxLength: 60 }),
        stepsArb,
        (setup, policy, malformed, maxSteps) => {
          const rand = seeded(policy.seed);
          const { states } = playRandom(create(setup), { ...policy, maxSteps });
          for (const state of sampleStates(states, rand, 3)) {
            const before = JSON.stringify(state);
            // Random malformed actions, and listed (legal) actions with one field broken.
            const all = seatsOf(state).flatMap((seat) => legalActions(state, seat));
            const broken = Array.from({ length: Math.min(40, all.length * 3) }, () =>
              malform(
                all[rand(all.length)] as Action,
                rand(8),
                rand(3) === 0,
                WRONG_VALUES[rand(WRONG_VALUES.length)],
              ),
            ).filter((a) => a !== null);
            for (const action of [...malformed, ...broken]) {
              const result = applyAction(state, action);
              expect(result.ok, JSON.stringify(action)).toBe(false);
              if (!result.ok) expect(RULE_ERROR_CODES).toContain(result.error.code);
            }
            expect(JSON.stringify(state)).toBe(before);
          }
        },
      ),
      sampled(80),
    );
  });
});

describe('malformed fields found by the properties', () => {
  /** Mission 4, 3 players, Walkie-Talkies and Coffee Mug made available, setup finished. */
  function ready(): GameState {
    const state = finishSetup(start({ mission: 4, players: 3, seed: 'm', equipment: [2, 11] }));
    return {
      ...state,
      equipment: state.equipment.map((slot) => ({ ...slot, state: 'available' as const })),
    };
  }

  it('a teammate or next seat given as a string or a list is not a seat', () => {
    const state = ready();
    const seat = state.activeSeat;
    const other = (seat + 1) % 3;
    const wire = { seat, stand: 0, index: 0 };
    for (const bad of [String(other), [other]]) {
      expectRejected(
        state,
        { type: 'equipment', seat, card: 2, wire, teammate: bad },
        'BAD_NEXT_SEAT',
      );
      expectRejected(state, { type: 'equipment', seat, card: 11, next: bad }, 'BAD_NEXT_SEAT');
    }
    // The well-formed ones are accepted.
    expect(applyAction(state, { type: 'equipment', seat, card: 11, next: other }).ok).toBe(true);
    expect(applyAction(state, { type: 'equipment', seat, card: 2, wire, teammate: other }).ok).toBe(
      true,
    );
  });

  it('a one-value list is not a dual-cut value', () => {
    const state = ready();
    const cut = legalActions(state, state.activeSeat).find(
      (a): a is Extract<Action, { type: 'dualCut' }> =>
        a.type === 'dualCut' && a.detector === undefined && !Array.isArray(a.value),
    );
    if (!cut) throw new Error('no dual cut listed');
    expect(applyAction(state, cut).ok).toBe(true);
    expectRejected(state, { ...cut, value: [cut.value] }, 'BAD_VALUE');
  });

  it('no Super Detector on a stand whose wires are all cut', () => {
    const state = finishSetup(start({ mission: 4, players: 2, seed: 'bare', equipment: [5] }));
    const other = (state.activeSeat + 1) % 2;
    const bare: GameState = {
      ...state,
      equipment: [{ card: 5, state: 'available' }],
      hands: state.hands.map((stands, seat) =>
        seat !== other ? stands : [stands[0]!, stands[1]!.map((w) => ({ ...w, cut: true }))],
      ),
    };
    const supers = legalActions(bare, bare.activeSeat).filter(
      (a): a is Extract<Action, { detector: 'super' }> =>
        a.type === 'dualCut' && a.detector === 'super',
    );
    expect(supers.length).toBeGreaterThan(0);
    expect(supers.filter((a) => a.stand.seat === other && a.stand.stand === 1)).toEqual([]);
    for (const action of supers) expect(applyAction(bare, action).ok).toBe(true);
    expectRejected(bare, { ...supers[0]!, stand: { seat: other, stand: 1 } }, 'WIRE_ALREADY_CUT');
  });
});
