/**
 * Rule module "numberHands" (mission 29, the Guessing Game, RULES.md §6.2 and the Dutch FAQ): the
 * Number cards in the players' hands, one laid face down for each turn, revealed after it.
 */
import { describe, expect, it } from 'vitest';
import {
  act,
  double,
  dual,
  eventsSince,
  expectRejected,
  finishSetup,
  start,
  wire,
} from '../../../test/scenario.js';
import { legalActions } from '../../legal.js';
import { eventsFor, viewFor } from '../../view.js';
import type { GameState } from '../../types.js';
import type { NumberHandsState } from './number-hands.js';

// Sorted stands; seat 3 is the Captain's (seat 0's) right-hand neighbour.
const game = (numberCards: readonly number[], stands = STANDS): GameState =>
  finishSetup(start({ mission: 29, players: 4, seed: 'guess-29', stands, numberCards }));
const STANDS = [
  [1, 4, 6, 8, 9.5],
  [2, 3.5, 6, 9],
  [3, 7, 10, 11.5],
  [5, 6, 8, 12],
];
// Dealt from seat 0: [1 5], [2 7], [3 10], [6 8 9]; the deck 4 11 12.
const DEAL = [1, 2, 3, 6, 5, 7, 10, 8, 9, 4, 11, 12];
const hands = (state: GameState): NumberHandsState => state.numberHands as NumberHandsState;
const lay = (seat: number, number: number) => ({ type: 'layNumber' as const, seat, number });

describe('the Number cards of mission 29', () => {
  const playing = game(DEAL);

  it('deals two to each hand from the Captain, three to the right-hand neighbour, who lays first', () => {
    expect(hands(playing)).toMatchObject({
      hands: [
        [1, 5],
        [2, 7],
        [3, 10],
        [6, 8, 9],
      ],
      deck: [4, 11, 12],
      laid: null,
    });
    expect(playing.pending).toEqual({ kind: 'layNumber', seat: 3, options: [6, 8, 9] });
    // Each seat sees its own cards, the others' counts and the deck's size; never the options.
    expect(viewFor(playing, 0).numberHands).toMatchObject({ hands: [[1, 5], 2, 2, 3], deck: 3 });
    expect(viewFor(playing, 3).numberHands).toMatchObject({ hands: [2, 2, 2, [6, 8, 9]] });
    expect(viewFor(playing, 'spectator').numberHands).toMatchObject({ hands: [2, 2, 2, 3] });
    expect(viewFor(playing, 0).pending).toEqual({ seat: 3, kind: 'layNumber' });
    expect(legalActions(playing, 3)).toEqual([lay(3, 6), lay(3, 8), lay(3, 9)]);
    expect(legalActions(playing, 0)).toEqual([]);
    expectRejected(playing, dual(0, 6, wire(1, 0, 2)), 'PENDING_CHOICE');
    expectRejected(playing, lay(3, 5), 'NOT_AN_OPTION');
    expectRejected(playing, lay(2, 3), 'NOT_YOUR_CHOICE');
  });

  it('the laid card only its layer sees; after the turn it is revealed, a cut of its value moves the dial, and the active seat takes it', () => {
    const laid = act(playing, lay(3, 6));
    expect(viewFor(laid, 0).numberHands?.laid).toEqual({ seat: 3 });
    expect(viewFor(laid, 3).numberHands?.laid).toEqual({ seat: 3, number: 6 });
    expect(eventsFor(eventsSince(playing, laid), 0)).toContainEqual({
      type: 'numberLaid',
      seat: 3,
      number: null,
    });
    const cut = act(laid, dual(0, 6, wire(1, 0, 2)));
    const events = eventsSince(laid, cut);
    expect(events).toContainEqual({ type: 'numberRevealed', seat: 3, number: 6, notch: true });
    expect(events).toContainEqual({
      type: 'numberTaken',
      seat: 0,
      from: 3,
      number: 6,
      revealed: true,
    });
    expect(cut.dial.stepsToSkull).toBe(laid.dial.stepsToSkull - 1);
    expect(hands(cut).hands).toEqual([
      [1, 5, 6],
      [2, 7],
      [3, 10],
      [8, 9],
    ]);
    // Seat 1's turn: its right-hand neighbour, seat 0, lays.
    expect([cut.activeSeat, cut.pending]).toEqual([
      1,
      { kind: 'layNumber', seat: 0, options: [1, 5, 6] },
    ]);
  });

  it('a card of another value costs nothing, nor does a failed cut of its value', () => {
    const other = act(act(playing, lay(3, 8)), dual(0, 6, wire(1, 0, 2)));
    expect(eventsSince(playing, other)).toContainEqual({
      type: 'numberRevealed',
      seat: 3,
      number: 8,
      notch: false,
    });
    expect(other.dial).toEqual(playing.dial);
    // Announcing 6 on seat 1's 9 fails: the failure's notch only, the card's reveal adds none.
    const laid = act(playing, lay(3, 6));
    const failed = act(laid, dual(0, 6, wire(1, 0, 3)));
    expect(eventsSince(laid, failed)).toContainEqual({
      type: 'numberRevealed',
      seat: 3,
      number: 6,
      notch: false,
    });
    expect(failed.dial.stepsToSkull).toBe(laid.dial.stepsToSkull - 1);
  });

  it('with a detector only the wire actually cut counts (FAQ)', () => {
    // Seat 3 lays its 8; seat 0 points at seat 3's 6 and 8 and announces 6.
    const laid = act(playing, lay(3, 8));
    let state = act(laid, double(0, 6, [wire(3, 0, 1), wire(3, 0, 2)]));
    while (state.pending?.kind === 'detectorCut')
      state = act(state, { type: 'choose', seat: 3, wire: wire(3, 0, 1) });
    expect(eventsSince(laid, state)).toContainEqual({
      type: 'numberRevealed',
      seat: 3,
      number: 8,
      notch: false,
    });
    expect(state.dial).toEqual(laid.dial);
  });

  it('after the Coffee Mug the card is taken without a reveal: only the layer and the taker know it', () => {
    const mug: GameState = { ...playing, equipment: [{ card: 11, state: 'available' }] };
    const laid = act(mug, lay(3, 6));
    const passed = act(laid, { type: 'equipment', seat: 0, card: 11, next: 2 });
    const events = eventsSince(laid, passed);
    expect(events.some((e) => e.type === 'numberRevealed')).toBe(false);
    const taken = { type: 'numberTaken', seat: 0, from: 3, number: 6, revealed: false };
    expect(eventsFor(events, 0)).toContainEqual(taken);
    expect(eventsFor(events, 3)).toContainEqual(taken);
    expect(eventsFor(events, 1)).toContainEqual({ ...taken, number: null });
    expect(eventsFor(events, 'spectator')).toContainEqual({ ...taken, number: null });
    expect(hands(passed).hands[0]).toEqual([1, 5, 6]);
    // The named seat 2's right-hand neighbour, seat 1, lays next.
    expect(passed.pending).toEqual({ kind: 'layNumber', seat: 1, options: [2, 7] });
    expect(passed.dial).toEqual(laid.dial);
  });

  it('a seat with no wires left puts its cards under the deck, and a right-hand neighbour with no card is passed over (FAQ)', () => {
    // Seat 0 holds a single 6: cutting it leaves it without wires.
    const lone = game(DEAL, [[6], [2, 3.5, 6, 9], [3, 7, 10, 11.5], [1.5, 5, 6, 8, 12]]);
    const cut = act(act(lone, lay(3, 6)), dual(0, 6, wire(1, 0, 2)));
    // Its two cards go when its last wire is cut, the card it takes after the turn follows them.
    const returned = eventsSince(lone, cut).filter((e) => e.type === 'numbersReturned');
    expect(returned).toEqual([
      { type: 'numbersReturned', seat: 0, count: 2 },
      { type: 'numbersReturned', seat: 0, count: 1 },
    ]);
    expect(hands(cut).hands[0]).toEqual([]);
    expect(hands(cut).deck).toEqual([4, 11, 12, 1, 5, 6]);
    // Seat 1's right-hand neighbour (seat 0) has no card: seat 3, further right, lays.
    expect(cut.pending).toEqual({ kind: 'layNumber', seat: 3, options: [8, 9] });
  });

  it('a card whose four wires are cut is discarded, and a hand left with one card draws', () => {
    // Dealt [1 5], [9 7], [3 10], [6 8 2]; all four 9s are on seats 0 and 1.
    const nines = game(
      [1, 9, 3, 6, 5, 7, 10, 8, 2, 4, 11, 12],
      [
        [1, 4, 9, 9.5],
        [2, 3.5, 9, 9, 9],
        [3, 7, 10, 11.5],
        [5, 6, 8, 12],
      ],
    );
    const first = act(act(nines, lay(3, 6)), dual(0, 9, wire(1, 0, 2)));
    const laid = act(first, lay(0, 1));
    const solo = act(laid, { type: 'soloCut', seat: 1, value: 9 });
    const events = eventsSince(laid, solo);
    expect(events).toContainEqual({ type: 'numberCardsDiscarded', numbers: [9] });
    expect(events).toContainEqual({ type: 'numberDrawn', seat: 1, number: 4 });
    expect(eventsFor(events, 0)).toContainEqual({ type: 'numberDrawn', seat: 1, number: null });
    expect(hands(solo).hands[1]).toEqual([7, 4, 1]);
    expect(hands(solo).live).not.toContain(9);

    // Once a single value is left to cut, its cards go too: nothing is laid any more.
    const twoLeft: GameState = { ...laid, numberHands: { ...hands(laid), live: [5, 9] } };
    const last = act(twoLeft, { type: 'soloCut', seat: 1, value: 9 });
    expect(hands(last)).toMatchObject({ hands: [[], [], [], []], deck: [], laid: null, live: [] });
    expect(eventsSince(twoLeft, last)).toContainEqual({
      type: 'numberRevealed',
      seat: 0,
      number: 1,
      notch: false,
    });
    expect(last.pending).toBeNull();
  });

  it('a notch on the last step explodes the bomb', () => {
    const edge: GameState = { ...playing, dial: { ...playing.dial, stepsToSkull: 1 } };
    const lost = act(act(edge, lay(3, 6)), dual(0, 6, wire(1, 0, 2)));
    expect([lost.status, lost.lossCause]).toEqual(['lost', 'detonator']);
    // Over, every card is shown.
    expect(viewFor(lost, 1).numberHands?.hands).toEqual(hands(lost).hands);
  });
});
