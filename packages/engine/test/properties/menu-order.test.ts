/**
 * A seat's legal menu, sent to another thread (structuredClone, as worker threads do), expands
 * to `legalActions` in the same order: bots break ties by position in the list, so a bot thinking
 * on a worker thread must see the very list it would see in-process.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expandMenu,
  legalActions,
  legalMenu,
  type GameState,
  type LegalMenu,
} from '../../src/index.js';
import {
  create,
  playRandom,
  allEquipment,
  policyArb,
  seatsOf,
  seeded,
  setupArb,
  PROPERTY_TIMEOUT,
} from './arbitraries.js';
import { sampled } from './runs.js';

/** The state and a twin whose equipment cards are all available (X or Y Ray, Detectors...). */
function withEquipment(state: GameState): GameState[] {
  if (state.status !== 'playing') return [state];
  return [state, allEquipment(state)];
}

type Kind = 'double' | 'triple' | 'super' | 'xyRay' | 'pending';

function kinds(state: GameState, menu: LegalMenu): Kind[] {
  const cut = menu.dualCut;
  return [
    ...(cut?.double ? (['double'] as const) : []),
    ...(cut?.triple ? (['triple'] as const) : []),
    ...(cut?.super ? (['super'] as const) : []),
    ...(cut?.xyRay ? (['xyRay'] as const) : []),
    ...(state.pending && menu.actions.length > 0 ? (['pending'] as const) : []),
  ];
}

describe('legalMenu across threads', { timeout: PROPERTY_TIMEOUT }, () => {
  it('expands after structuredClone to legalActions, in the same order', () => {
    const seen = new Map<Kind, number>();
    fc.assert(
      fc.property(setupArb, policyArb, fc.integer({ min: 0, max: 80 }), (setup, policy, steps) => {
        const rand = seeded(policy.seed ^ 0x1b873593);
        const { states } = playRandom(create(setup), { ...policy, maxSteps: steps });
        const picks = [rand(states.length), rand(states.length), states.length - 1];
        for (const state of picks.flatMap((i) => withEquipment(states[i] as GameState))) {
          for (const seat of seatsOf(state)) {
            const menu = legalMenu(state, seat);
            for (const kind of kinds(state, menu)) seen.set(kind, (seen.get(kind) ?? 0) + 1);
            expect(expandMenu(structuredClone(menu))).toStrictEqual(legalActions(state, seat));
          }
        }
      }),
      sampled(30),
    );
    // The menus checked include every compact part: Detectors, X or Y Ray, pending answers.
    for (const kind of ['double', 'triple', 'super', 'xyRay', 'pending'] as const)
      expect(seen.get(kind) ?? 0, kind).toBeGreaterThan(0);
  });
});
