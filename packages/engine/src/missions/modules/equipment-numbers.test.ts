/**
 * Number cards on the equipment (mission 12, RULES.md §6.2, FAQ 12, §9 B5): a covered card needs
 * its own pair and the pair of its Number card; the Number card goes once its pair is cut; one pair
 * can open two locks; cards added by the False Bottom take the next Number cards.
 */
import { describe, expect, it } from 'vitest';
import { act, eventsSince, ready, wire, type Scenario } from '../../../test/scenario.js';
import type { Action, EquipmentCard, GameState } from '../../types.js';

const scenario = (
  equipment: readonly EquipmentCard[],
  numberCards: readonly number[],
  stands: number[][],
): Scenario => ({
  mission: 12,
  players: 3,
  captain: 0,
  seed: 'equipment-numbers',
  stands,
  equipment,
  numberCards,
});
const tokens = [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0)];
const dual = (seat: number, value: number | 'yellow', target: ReturnType<typeof wire>): Action => ({
  type: 'dualCut',
  seat,
  value,
  target,
});
const stateOf = (state: GameState, card: EquipmentCard) =>
  state.equipment.find((s) => s.card === card)?.state;

describe('Number cards on the equipment', () => {
  // Card 3 lies under a 6, card 6 under a 9, card 7 under a 3.
  const start = () =>
    ready(
      scenario(
        [3, 6, 7],
        [6, 9, 3],
        [
          [3, 7],
          [9, 10],
          [3, 6, 10],
          [6, 7, 9],
        ],
      ),
      tokens,
    );

  it('one Number card on each equipment card, in board order', () => {
    const state = start();
    expect(state.equipmentNumbers).toEqual([
      { card: 3, number: 6 },
      { card: 6, number: 9 },
      { card: 7, number: 3 },
    ]);
    expect(state.numberDeck).toHaveLength(9);
  });

  it('a card needs its own pair and its Number card pair; the Number card then goes', () => {
    let state = act(start(), dual(0, 3, wire(1, 0, 0)));
    // Two 3s: card 3 still waits for its 6; the 3 lying on card 7 is discarded.
    expect(stateOf(state, 3)).toBe('locked');
    expect(state.equipmentNumbers.map((n) => n.number)).toEqual([6, 9]);
    expect(state.log.at(-2)).toEqual({ type: 'numberDiscarded', card: 7, number: 3 });
    const before = state;
    state = act(state, dual(1, 6, wire(2, 0, 0)));
    // Two 6s: card 3 opens; card 6 has its own pair but still waits for its 9.
    expect(stateOf(state, 3)).toBe('available');
    expect(stateOf(state, 6)).toBe('locked');
    expect(eventsSince(before, state)).toContainEqual({
      type: 'numberDiscarded',
      card: 3,
      number: 6,
    });
    state = act(state, dual(2, 9, wire(0, 1, 0)));
    expect(stateOf(state, 6)).toBe('available');
    expect(stateOf(state, 7)).toBe('locked');
    expect(state.equipmentNumbers).toEqual([]);
  });

  it('one pair opens two locks at once (FAQ 12)', () => {
    // Card 6 lies under a 9 and card 9 under a 6.
    let state = ready(
      scenario(
        [6, 9],
        [9, 6],
        [
          [6, 9],
          [10, 11],
          [6, 9, 10],
          [11, 12, 12],
        ],
      ),
      tokens,
    );
    state = act(state, dual(0, 6, wire(1, 0, 0)));
    expect([stateOf(state, 6), stateOf(state, 9)]).toEqual(['locked', 'locked']);
    state = act(state, dual(1, 9, wire(0, 0, 1)));
    // The pair of 9s is card 9's own pair and card 6's Number card pair.
    expect([stateOf(state, 6), stateOf(state, 9)]).toEqual(['available', 'available']);
  });

  it('cards added by the False Bottom take the next Number cards (§9 B5)', () => {
    // False Bottom under a 5, card 1 under a 6, card 2 under a 7; the deck then gives 8 and 9.
    let state = ready(
      scenario(['falseBottom', 1, 2], [5, 6, 7, 8, 9], [[1.1, 5, 8], [10], [3.1, 8, 11], [5, 11]]),
      [wire(0, 0, 1), wire(1, 0, 1), wire(2, 0, 0)],
    );
    const added = state.equipmentPile.slice(0, 2);
    state = act(state, dual(0, 8, wire(1, 0, 1)));
    state = act(state, dual(1, 'yellow', wire(0, 0, 0)));
    // Two yellows, but the False Bottom still lies under a 5.
    expect(stateOf(state, 'falseBottom')).toBe('locked');
    const before = state;
    state = act(state, dual(2, 5, wire(0, 0, 1)));
    const events = eventsSince(before, state);
    expect(events).toContainEqual({ type: 'equipmentAdded', by: 'falseBottom', cards: added });
    // The 8 has its pair cut already: laid and discarded at once. The 9 stays.
    expect(events).toContainEqual({ type: 'numberCovered', card: added[0], number: 8 });
    expect(events).toContainEqual({ type: 'numberDiscarded', card: added[0], number: 8 });
    expect(state.equipmentNumbers).toEqual([
      { card: 1, number: 6 },
      { card: 2, number: 7 },
      { card: added[1], number: 9 },
    ]);
  });
});
