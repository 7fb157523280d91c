/**
 * Mission 23 (RULES.md §6.2): a Number card's four wires leave only together (rule module
 * "cutTogether" with a Number card's set), and the equipment waits in a face-down deck of seven
 * (rule module "equipmentDeck"), losing its top card at the end of each round until then.
 */
import { describe, expect, it } from 'vitest';
import {
  act,
  eventsSince,
  expectRejected,
  finishSetup,
  start,
  wire,
} from '../../../test/scenario.js';
import { legalMenu } from '../../legal.js';
import { viewFor } from '../../view.js';
import type { GameState } from '../../types.js';

// The Number card on top of the deck is the 6: its four wires are spread over three seats.
const playing = finishSetup(
  start({
    mission: 23,
    players: 4,
    seed: 'fordwich',
    numberCards: [6],
    stands: [
      [1, 2, 6, 9],
      [1, 3, 6, 6],
      [2, 4, 6.5, 9],
      [3, 4, 6, 10],
    ],
    equipment: [3, 4, 6, 8],
    equipmentPile: [9, 12, 1],
  }),
);

describe('the Number card of mission 23', () => {
  it('is turned face up at setup; its wires are never cut one pair at a time', () => {
    expect(viewFor(playing, 2).together).toEqual({ number: 6, done: false });
    expectRejected(
      playing,
      { type: 'dualCut', seat: 0, value: 6, target: wire(1, 0, 2) },
      'CUT_TOGETHER_ONLY',
    );
    expect(legalMenu(playing, 0).dualCut?.values).toEqual([1, 2, 9]);
    // The special action: point at the teammates' three 6s, one's own comes along.
    expect(legalMenu(playing, 0).cutTogether).toMatchObject({ seat: 0, count: 3 });
  });

  it('pointing at all four cuts them; a wrong one explodes the bomb', () => {
    const six = [wire(1, 0, 2), wire(1, 0, 3), wire(3, 0, 2)];
    const done = act(playing, { type: 'cutTogether', seat: 0, wires: six });
    expect(done.together).toEqual({ number: 6, done: true });
    expect(done.validated).toContain(6);
    const wrong = act(playing, {
      type: 'cutTogether',
      seat: 0,
      wires: [wire(1, 0, 2), wire(1, 0, 3), wire(3, 0, 1)],
    });
    expect(wrong.lossCause).toBe('cutTogetherFailed');
  });
});

describe('the equipment deck of mission 23', () => {
  it('deals no equipment to the board but seven cards face down, whose count alone is shown', () => {
    expect(playing.equipment).toEqual([]);
    expect(playing.equipmentDeck).toEqual([3, 4, 6, 8, 9, 12, 1]);
    expect(viewFor(playing, 1).equipmentDeck).toBe(7);
    expect(JSON.stringify(viewFor(playing, 1))).not.toContain('"equipmentDeck":[');
  });

  /** One turn for each seat: a plain dual cut that misses, so the game goes on. */
  const round = (state: GameState): GameState =>
    [
      { seat: 0, value: 1, target: wire(2, 0, 0) },
      { seat: 1, value: 3, target: wire(2, 0, 1) },
      { seat: 2, value: 2, target: wire(3, 0, 0) },
      { seat: 3, value: 10, target: wire(0, 0, 0) },
    ].reduce((s, cut) => act(s, { type: 'dualCut', ...cut }), state);

  it('loses its top card, unseen, at the end of each round, before the Captain’s turn', () => {
    const steady = { ...playing, dial: { ...playing.dial, stepsToSkull: 9, max: 9 } };
    const after = round(steady);
    expect(eventsSince(steady, after)).toContainEqual({ type: 'deckDiscarded', left: 6 });
    const discard = after.log.findIndex((e) => e.type === 'deckDiscarded');
    expect(after.log[discard + 1]).toEqual({ type: 'turn', seat: 0 });
    expect(after.equipmentDeck).toEqual([4, 6, 8, 9, 12, 1]);
  });

  it('once the four wires are cut, every card left goes face up, usable at once', () => {
    const six = [wire(1, 0, 2), wire(1, 0, 3), wire(3, 0, 2)];
    const done = act(playing, { type: 'cutTogether', seat: 0, wires: six });
    expect(eventsSince(playing, done)).toContainEqual({
      type: 'deckRevealed',
      cards: [3, 4, 6, 8, 9, 12, 1],
    });
    expect(done.equipment.every((s) => s.state === 'available')).toBe(true);
    expect(done.equipmentDeck).toEqual([]);
    // The next rounds discard nothing.
    expect(legalMenu(done, 1).actions).toContainEqual({ type: 'equipment', seat: 1, card: 6 });
  });
});
