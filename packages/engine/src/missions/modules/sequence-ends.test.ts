/**
 * The sequence card at either end of the row (mission 36, RULES.md §6.2): the Captain places it
 * before the setup tokens, the values of the row's other cards are closed, each card it leaves is
 * removed and the seat whose cut removed it places it again; a hand of closed values and reds
 * explodes the bomb as in 9 (§9 B1).
 */
import { describe, expect, it } from 'vitest';
import {
  act,
  expectRejected,
  finishSetup,
  start,
  wire,
  type Scenario,
} from '../../../test/scenario.js';
import { legalActions, legalMenu } from '../../legal.js';
import { viewFor } from '../../view.js';
import type { GameState } from '../../types.js';

/** The row as laid: 3 5 7 9 11. */
const NUMBERS = [3, 5, 7, 9, 11];

// Seat 0 (Captain, two stands: 3 11 | 5 9), seat 1 (1 3 7 9), seat 2 (1 5 7 11).
const scenario = (stands: number[][]): Scenario => ({
  mission: 36,
  players: 3,
  captain: 0,
  seed: 'palms',
  stands,
  equipment: [],
  numberCards: NUMBERS,
});
const ROW = [
  [3, 11],
  [5, 9],
  [1, 3, 7, 9],
  [1, 5, 7, 11],
];
const place = (state: GameState, seat: number, card: number) =>
  act(state, { type: 'placeSequence', seat, end: card });

describe('mission 36: the sequence card at either end', () => {
  it('is placed by the Captain at an end of the row before any setup token', () => {
    const dealt = start(scenario(ROW));
    expect(dealt.sequence).toEqual({
      side: 'A',
      numbers: NUMBERS,
      at: -1,
      row: { from: 0, to: 5 },
    });
    expect(dealt.pending).toEqual({ kind: 'placeSequence', seat: 0, options: [3, 11] });
    expect(dealt.hands.flat(2).every((w) => w.info === null)).toBe(true);
    expect(legalActions(dealt, 0)).toEqual([
      { type: 'placeSequence', seat: 0, end: 3 },
      { type: 'placeSequence', seat: 0, end: 11 },
    ]);
    expectRejected(dealt, { type: 'placeSequence', seat: 0, end: 7 }, 'NOT_AN_OPTION');
    // The row is public: every seat sees it and where the sequence card goes.
    expect(viewFor(dealt, 2).sequence).toEqual(dealt.sequence);
    // Either end: from the left 3 is open, from the right 11.
    const left = place(dealt, 0, 3);
    expect([left.sequence?.at, left.pending?.kind]).toEqual([0, 'setupInfo']);
    const right = place(dealt, 0, 11);
    expect(right.sequence?.at).toBe(4);
  });

  it('closes every other value of the row; values off the row are free', () => {
    const playing = finishSetup(place(start(scenario(ROW)), 0, 11));
    expectRejected(
      playing,
      { type: 'dualCut', seat: 0, value: 3, target: wire(1, 0, 1) },
      'VALUE_CLOSED',
    );
    expect(legalMenu(playing, 0).dualCut?.values).toEqual([11]);
    const next = act(playing, { type: 'dualCut', seat: 0, value: 11, target: wire(2, 0, 3) });
    expect(next.hands[2]?.[0]?.[3]?.cut).toBe(true);
  });

  it('removes the card once 2 of its wires are cut; the cutter places the sequence card again', () => {
    const playing = finishSetup(place(start(scenario(ROW)), 0, 11));
    const removed = act(playing, { type: 'dualCut', seat: 0, value: 11, target: wire(2, 0, 3) });
    expect(removed.sequence).toMatchObject({ at: -1, row: { from: 0, to: 4 } });
    expect(removed.pending).toEqual({ kind: 'placeSequence', seat: 0, options: [3, 9] });
    // The left end this time: 3 opens, 5 7 9 stay closed.
    const left = place(removed, 0, 3);
    expect([left.sequence?.at, left.activeSeat, left.pending]).toEqual([0, 1, null]);
    expect(legalMenu(left, 1).dualCut?.values).toEqual([1, 3]);
    // Seat 1 cuts the 3s: the next choice is seat 1's, between 5 and 9.
    const again = act(left, { type: 'dualCut', seat: 1, value: 3, target: wire(0, 0, 0) });
    expect(again.pending).toEqual({ kind: 'placeSequence', seat: 1, options: [5, 9] });
    const right = place(again, 1, 9);
    expect(right.sequence).toMatchObject({ at: 3, row: { from: 1, to: 4 } });
    expect(legalMenu(right, 2).dualCut?.values).toEqual([1]);
  });

  it('passes a card whose wires are cut already, and the same seat chooses again', () => {
    const playing = finishSetup(place(start(scenario(ROW)), 0, 11));
    // The 9s are cut meanwhile (set by hand: the rule is what the sequence card does next).
    const cut = (state: GameState): GameState => ({
      ...state,
      hands: state.hands.map((stands) =>
        stands.map((s) => s.map((w) => (w.printed === 9 ? { ...w, cut: true } : w))),
      ),
    });
    const removed = act(cut(playing), {
      type: 'dualCut',
      seat: 0,
      value: 11,
      target: wire(2, 0, 3),
    });
    const skipped = place(removed, 0, 9);
    expect(skipped.sequence).toMatchObject({ at: -1, row: { from: 0, to: 3 } });
    expect(skipped.pending).toEqual({ kind: 'placeSequence', seat: 0, options: [3, 7] });
  });

  it('explodes the bomb when a turn begins with only closed values and reds (FAQ 9)', () => {
    const stands = [[11, 1], [3], [5, 7], [1, 3, 5, 7, 11]];
    const playing = finishSetup(place(start(scenario(stands)), 0, 11));
    const lost = act(playing, { type: 'dualCut', seat: 0, value: 1, target: wire(2, 0, 0) });
    expect([lost.status, lost.lossCause]).toEqual(['lost', 'blockedValues']);
  });
});
