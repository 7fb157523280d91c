/**
 * Face-down equipment earned by Number cards (mission 15, RULES.md §6.2, §9 B8), as game records
 * with explicit deals: the cards are unseen and never unlock by their number; cutting the four
 * wires of the face-up Number card lets the seat that cut the last one turn a card over, blind.
 */
import { describe, expect, it } from 'vitest';
import {
  act,
  dual,
  eventsSince,
  expectRejected,
  finishSetup,
  start,
  wire,
} from '../../../test/scenario.js';
import { legalActions } from '../../legal.js';
import { viewFor } from '../../view.js';
import type { GameState } from '../../types.js';

// Seat 0 (captain, two stands), seat 1, seat 2; all four 1s and all four 4s are dealt.
const dealt = finishSetup(
  start({
    mission: 15,
    players: 3,
    captain: 0,
    seed: 'face-down',
    stands: [
      [1, 1, 4],
      [4, 9],
      [1, 4, 5, 9],
      [1, 4, 5, 10.5],
    ],
    equipment: [1, 8, 6],
    numberCards: [4, 1, 9],
  }),
);
/** The 1s all cut (seat 2 takes the last pair), then every 4 but seat 2's last pair. */
const beforeLastFour = [
  dual(0, 1, wire(1, 0, 0)),
  dual(1, 5, wire(2, 0, 2)),
  dual(2, 1, wire(0, 0, 1)),
  dual(0, 4, wire(1, 0, 1)),
  dual(1, 9, wire(0, 1, 1)),
].reduce(act, dealt);
const lastFour = dual(2, 4, wire(0, 1, 0));

describe('setup', () => {
  it('deals the equipment face down, unseen, and turns the first Number card up', () => {
    expect(dealt.equipment.every((s) => s.state === 'faceDown')).toBe(true);
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const view = viewFor(dealt, viewer);
      expect(view.equipment).toEqual([0, 1, 2].map(() => ({ card: null, state: 'faceDown' })));
      expect(view.rewardNumber).toBe(4);
    }
  });
});

describe('the face-up Number card', () => {
  it('face-down cards never unlock by their own number', () => {
    // All four 1s are cut, yet equipment 1 stays face down and unusable.
    expect(beforeLastFour.equipment[0]).toEqual({ card: 1, state: 'faceDown' });
    expectRejected(
      beforeLastFour,
      { type: 'equipment', seat: 0, card: 1, wire: wire(0, 0, 2) },
      'EQUIPMENT_LOCKED',
    );
  });

  it('its fourth wire lets the seat that cut it turn a card over, blind; then the next card turns', () => {
    const after = act(beforeLastFour, lastFour);
    // The card's order: the pick for the 4s first, with the 4 still face up; no card turned yet.
    expect(eventsSince(beforeLastFour, after).filter((e) => e.type === 'numberTurned')).toEqual([]);
    expect(after.rewardNumber).toBe(4);
    expect(viewFor(after, 0).rewardNumber).toBe(4);
    expect(after.pending).toEqual({ kind: 'flipEquipment', seat: 2, options: [0, 1, 2] });
    // Only the picker sees the options; they say nothing about the cards.
    expect(viewFor(after, 0).pending).toEqual({ seat: 2, kind: 'flipEquipment' });
    expect(legalActions(after, 2)).toEqual(
      [0, 1, 2].map((slot) => ({ type: 'flipEquipment', seat: 2, slot })),
    );
    expectRejected(after, { type: 'flipEquipment', seat: 2, slot: 3 }, 'NOT_AN_OPTION');
    expectRejected(after, { type: 'flipEquipment', seat: 0, slot: 1 }, 'NOT_YOUR_CHOICE');

    // Equipment 8 turned over is usable at once, though no 8 is cut.
    const flipped = act(after, { type: 'flipEquipment', seat: 2, slot: 1 });
    // Then the next Number card: 1 is turned but its wires are all cut, so it goes at once and 9
    // is turned.
    expect(
      eventsSince(after, flipped).filter(
        (e) => e.type === 'equipmentFlipped' || e.type === 'numberTurned',
      ),
    ).toEqual([
      { type: 'equipmentFlipped', seat: 2, slot: 1, card: 8 },
      { type: 'numberTurned', number: 1, alreadyCut: true },
      { type: 'numberTurned', number: 9, alreadyCut: false },
    ]);
    expect(flipped.rewardNumber).toBe(9);
    expect(viewFor(flipped, 1).equipment[1]).toEqual({ card: 8, state: 'available' });
    expect(viewFor(flipped, 1).equipment[0]).toEqual({ card: null, state: 'faceDown' });
    const radar = act(flipped, { type: 'equipment', seat: 1, card: 8, value: 9 });
    expect(radar.equipment[1]?.state).toBe('used');
  });

  it('with no face-down card left, nothing is turned over, but the next Number card is', () => {
    const bare: GameState = {
      ...beforeLastFour,
      equipment: beforeLastFour.equipment.map((s) => ({ ...s, state: 'used' as const })),
    };
    const after = act(bare, lastFour);
    expect(after.pending).toBeNull();
    expect(after.rewardNumber).toBe(9);
    // The turn moved on (seat 2 alone still holds a wire, its red).
    expect(after.turn.done).toBe(false);
    expect(after.log.at(-1)).toEqual({ type: 'turn', seat: 2 });
  });
});
