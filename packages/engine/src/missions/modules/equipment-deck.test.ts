/**
 * Mission 23 (RULES.md §6.2): a Number card's four wires leave only together (rule module
 * "cutTogether" with a Number card's set), and the equipment waits in a face-down deck of seven
 * (rule module "equipmentDeck"), losing its top card at the end of each round until then.
 * Mission 39: the same two modules with a deck of eight Number cards, dealt for tokens after.
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

// Mission 39: the noble 6 face up; the deck of eight Number cards after it. Both 1 tokens go on
// wires at setup, so the 1 dealt to seat 2 later has no token left.
const noble = finishSetup(
  start({
    mission: 39,
    players: 4,
    seed: 'noble',
    numberCards: [6, 3, 4, 11, 9, 12, 2, 5, 1],
    setupTokens: [1, 1, 2, 5],
    stands: [
      [1, 2, 4, 6],
      [1, 3, 6, 6],
      [1, 2, 3, 4, 6, 9],
      [5, 5, 7, 8],
    ],
  }),
);

/** One successful cut for each seat: the round ends before the Captain's next turn. */
const nobleRound = (state: GameState): GameState =>
  [
    { seat: 0, value: 2, target: wire(2, 0, 1) },
    { seat: 1, value: 3, target: wire(2, 0, 2) },
    { seat: 2, value: 4, target: wire(0, 0, 2) },
  ].reduce((s, cut) => act(s, { type: 'dualCut', ...cut }), state);
const nobleRoundDone = (state: GameState): GameState =>
  act(nobleRound(state), { type: 'soloCut', seat: 3, value: 5 });

const nobleSixes = [wire(1, 0, 2), wire(1, 0, 3), wire(2, 0, 4)];

describe('the Number deck of mission 39', () => {
  it('holds the eight cards after the noble one, never shown; no equipment card is dealt', () => {
    expect(noble.together).toEqual({ number: 6, done: false });
    expect(noble.numberDeck).toEqual([3, 4, 11, 9, 12, 2, 5, 1]);
    expect(noble.equipment).toEqual([]);
    expect(viewFor(noble, 1).numberCardsLeft).toBe(8);
    expect(JSON.stringify(viewFor(noble, 1))).not.toContain('"numberDeck"');
  });

  it('loses its top card, unseen, at the end of each round until the noble wires are cut', () => {
    const after = nobleRoundDone(noble);
    expect(eventsSince(noble, after)).toContainEqual({
      type: 'deckDiscarded',
      left: 7,
      numbers: true,
    });
    expect(after.numberDeck).toEqual([4, 11, 9, 12, 2, 5, 1]);
  });

  it('anyone may point at the noble wires, holding one or not', () => {
    const round = nobleRoundDone(noble);
    // Seat 0 holds a 6 (it comes along); the others' three are pointed at.
    expect(legalMenu(round, 0).cutTogether).toMatchObject({ seat: 0, count: 3 });
    const done = act(round, { type: 'cutTogether', seat: 0, wires: nobleSixes });
    expect(done.together).toEqual({ number: 6, done: true });
  });

  it('once they are cut, the cards left are dealt from the Captain, each seen by its holder only', () => {
    const round = nobleRoundDone(noble);
    const done = act(round, { type: 'cutTogether', seat: 0, wires: nobleSixes });
    expect(eventsSince(round, done)).toContainEqual({
      type: 'numbersDealt',
      counts: [2, 2, 2, 1],
    });
    expect(done.dealtNumbers).toEqual({ hands: [[4, 2], [11, 5], [9, 1], [12]] });
    expect(done.numberDeck).toEqual([]);
    expect(viewFor(done, 2).dealtNumbers).toEqual({ hands: [2, 2, [9, 1], 1] });
    expect(viewFor(done, 'spectator').dealtNumbers).toEqual({ hands: [2, 2, 2, 1] });
  });

  it('each seat marks a wire of a number received; a number it no longer holds, or whose two tokens are in use, is ignored (FAQ)', () => {
    const round = nobleRoundDone(noble);
    const done = act(round, { type: 'cutTogether', seat: 0, wires: nobleSixes });
    // Seats 0 (4, 2: cut), 1 (11, 5) and 3 (12) hold none of theirs; seat 2 holds an uncut 1,
    // but both 1 tokens are on wires: only its 9 may be marked.
    expect(done.pending).toEqual({ kind: 'setupInfo', seat: 2, options: [wire(2, 0, 5)] });
    const marked = act(done, { type: 'info', seat: 2, wire: wire(2, 0, 5) });
    expect(eventsSince(done, marked)).toContainEqual({
      type: 'infoPlaced',
      wire: wire(2, 0, 5),
      info: { kind: 'value', value: 9 },
      cause: 'setup',
    });
    expect(marked.pending).toBeNull();
    expect(marked.activeSeat).toBe(1);
  });
});
