/**
 * `legalMenu` describes the same actions as `legalActions`, compactly and in plain JSON: its
 * expansion (after a JSON round trip) lists them all, each once; and the dual cuts it allows are
 * exactly those `applyAction` accepts, checked against cuts built from the state itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  expandMenu,
  legalActions,
  legalMenu,
  type Action,
  type Announce,
  type GameState,
  type WireRef,
} from '../../src/index.js';
import {
  canonical,
  create,
  playRandom,
  policyArb,
  seatsOf,
  seeded,
  setupArb,
  PROPERTY_TIMEOUT,
} from './arbitraries.js';
import { sampled } from './runs.js';

// One canonical key per action: the lists run to tens of thousands, and the keys are the cost.
const counts = (actions: readonly Action[]): Map<string, number> => {
  const map = new Map<string, number>();
  for (const a of actions) {
    const key = canonical(a);
    map.set(key, (map.get(key) ?? 0) + 1);
  }
  return map;
};

/** The state and a twin whose equipment cards are all available (more dual cuts to describe). */
function withEquipment(state: GameState): GameState[] {
  if (state.status !== 'playing') return [state];
  const cards = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
  return [state, { ...state, equipment: cards.map((card) => ({ card, state: 'available' })) }];
}

const ANNOUNCES: readonly Announce[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 'yellow', 'star'];

/** A dual cut of `seat` built from the state: any value (or two), any detector, real wires. */
function randomDualCut(state: GameState, seat: number, rand: (n: number) => number): Action {
  const pick = <T>(list: readonly T[]): T => list[rand(list.length)] as T;
  const value = rand(4) === 0 ? ([pick(ANNOUNCES), pick(ANNOUNCES)] as const) : pick(ANNOUNCES);
  const owner = rand(state.players);
  const stand = rand(state.hands[owner]?.length ?? 1);
  const wires: WireRef[] = (state.hands[owner]?.[stand] ?? []).map((_, index) => ({
    seat: owner,
    stand,
    index,
  }));
  const some = (k: number) => {
    const left = [...wires];
    return Array.from({ length: Math.min(k, left.length) }, () =>
      left.splice(rand(left.length), 1),
    ).flat();
  };
  switch (rand(4)) {
    case 0:
      return { type: 'dualCut', seat, value, detector: 'double', targets: some(2) };
    case 1:
      return { type: 'dualCut', seat, value, detector: 'triple', targets: some(3) };
    case 2:
      return { type: 'dualCut', seat, value, detector: 'super', stand: { seat: owner, stand } };
    default:
      return { type: 'dualCut', seat, value, target: pick(wires) };
  }
}

describe('legalMenu', { timeout: PROPERTY_TIMEOUT }, () => {
  it('expands (after a JSON round trip) to exactly the legal actions of every seat, each once', () => {
    fc.assert(
      fc.property(setupArb, policyArb, fc.integer({ min: 0, max: 80 }), (setup, policy, steps) => {
        const rand = seeded(policy.seed ^ 0x5bd1e995);
        const { states } = playRandom(create(setup), { ...policy, maxSteps: steps });
        const picks = [rand(states.length), rand(states.length), states.length - 1];
        for (const state of picks.flatMap((i) => withEquipment(states[i] as GameState))) {
          for (const seat of seatsOf(state)) {
            const menu = legalMenu(state, seat);
            const expanded = expandMenu(JSON.parse(JSON.stringify(menu)) as typeof menu);
            const legal = legalActions(state, seat);
            const listed = counts(expanded);
            expect(listed).toEqual(counts(legal));
            // Each once: as many different actions as listed.
            expect(listed.size).toBe(expanded.length);
            expect(menu.actions.some((a) => a.type === 'dualCut')).toBe(false);
          }
        }
      }),
      sampled(60),
    );
  });

  it('allows exactly the dual cuts applyAction accepts', () => {
    fc.assert(
      fc.property(setupArb, policyArb, fc.integer({ min: 0, max: 80 }), (setup, policy, steps) => {
        const rand = seeded(policy.seed ^ 0x27d4eb2f);
        const { states } = playRandom(create(setup), { ...policy, maxSteps: steps });
        for (const state of withEquipment(states[rand(states.length)] as GameState)) {
          for (const seat of seatsOf(state)) {
            const listed = new Set(expandMenu(legalMenu(state, seat)).map(canonical));
            for (let k = 0; k < 150; k++) {
              const action = randomDualCut(state, seat, rand);
              const accepted = applyAction(state, action).ok;
              expect(accepted, JSON.stringify(action)).toBe(listed.has(canonical(action)));
            }
          }
        }
      }),
      sampled(60),
    );
  });

  it('is small where the list is long: the Double Detector pairs are not spelled out', () => {
    let seen = 0;
    for (let seed = 0; seen < 3 && seed < 50; seed++) {
      const { states } = playRandom(create({ mission: 8, players: 4, seed: String(seed) }), {
        seed,
        smart: 0.9,
        maxSteps: 6,
      });
      const state = states.find((s) => s.status === 'playing' && !s.pending);
      if (!state) continue;
      const menu = legalMenu(state, state.activeSeat);
      const legal = legalActions(state, state.activeSeat);
      expect(menu.dualCut?.double).not.toBeNull();
      expect(legal.length).toBeGreaterThan(500);
      expect(JSON.stringify(menu).length * 20).toBeLessThan(JSON.stringify(legal).length);
      seen++;
    }
    expect(seen).toBeGreaterThan(0);
  });
});
