/**
 * General Radar every turn and the designated cutter (mission 18, RULES.md §6.2, §9 B10), as
 * game records with explicit deals and Number cards.
 */
import { describe, expect, it } from 'vitest';
import { act, dual, eventsSince, expectRejected, start, wire } from '../../../test/scenario.js';
import { legalActions, legalMenu } from '../../legal.js';
import { viewFor } from '../../view.js';
import { createGame, type GameSetup } from '../../setup.js';
import type { Action } from '../../types.js';

// Seat 0 (captain, two stands), seat 1, seat 2. The Number cards come up 5, 3, 8.
const dealt = start({
  mission: 18,
  players: 3,
  captain: 0,
  seed: 'radar',
  stands: [
    [1, 5, 9],
    [3, 12],
    [3, 5, 7.5, 8],
    [1, 5, 8, 10.5],
  ],
  numberCards: [5, 3, 8],
});
const designate = (seat: number, designee: number): Action => ({
  type: 'designate',
  seat,
  designee,
});

/** Two players, only 1s and 2s dealt (every other Number card has nothing to cut), 1 and 2 on top. */
const onesAndTwos = (numberReshuffles?: number[][]) => ({
  mission: 18,
  players: 2,
  captain: 0,
  seed: 'radar',
  stands: [
    [1, 2],
    [1, 4.5],
    [1, 2, 9.5],
    [1, 2, 2, 11.5],
  ],
  numberCards: [1, 2],
  ...(numberReshuffles ? { numberReshuffles } : {}),
});
/** A pair of 1s cut, then the 2 named: the next cut empties the deck and reshuffles the 1 and the 2. */
const beforeReshuffle = (numberReshuffles?: number[][]) => {
  let state = start(onesAndTwos(numberReshuffles));
  state = act(state, designate(0, 0));
  state = act(state, dual(0, 1, wire(1, 0, 0)));
  return act(state, designate(1, 1));
};
const reshuffling = dual(1, 2, wire(0, 0, 1));

describe('each turn', () => {
  it('starts with no setup token, the General Radar face up, and the first card turned', () => {
    expect(dealt.status).toBe('playing');
    expect(dealt.hands.flat(2).some((w) => w.info !== null)).toBe(false);
    expect(dealt.equipment).toEqual([{ card: 8, state: 'available', unlimited: true }]);
    expect(dealt.log).toContainEqual({ type: 'numberTurned', number: 5, alreadyCut: false });
    expect(dealt.log).toContainEqual({
      type: 'radar',
      value: 5,
      answers: [[true, false], [true], [true]],
    });
    expect(dealt.pending).toEqual({ kind: 'designate', seat: 0, options: [0, 1, 2] });
    expect(viewFor(dealt, 2).radarTurn).toEqual({ number: 5, designee: null, discard: [] });
    expect(legalActions(dealt, 0)).toEqual([0, 1, 2].map((s) => designate(0, s)));
  });

  it('the designee cuts the value; the next turn is the active seat’s left neighbour’s', () => {
    const named = act(dealt, designate(0, 1));
    expect(eventsSince(dealt, named)).toContainEqual({
      type: 'designated',
      seat: 0,
      designee: 1,
      value: 5,
    });
    expectRejected(named, dual(0, 5, wire(1, 0, 1)), 'NOT_YOUR_TURN');
    expectRejected(named, dual(1, 3, wire(0, 1, 0)), 'NOT_DESIGNATED_VALUE');
    expect(legalMenu(named, 1).dualCut?.values).toEqual([5]);
    expect(viewFor(named, 2).mayAct).toEqual([0, 1, 2]); // The radar may be used by anyone.
    const cut = act(named, dual(1, 5, wire(2, 0, 1)));
    // Seat 1's turn comes next (left of seat 0), with the 3.
    expect(cut.activeSeat).toBe(1);
    expect(cut.radarTurn).toEqual({ number: 3, designee: null, discard: [5] });
    expect(cut.pending).toEqual({ kind: 'designate', seat: 1, options: [0, 1] });
    // Seat 2 answered "no" for the 3: it cannot be named.
    expectRejected(cut, designate(1, 2), 'NOT_AN_OPTION');
    // Naming oneself is allowed.
    const self = act(cut, designate(1, 1));
    expect(legalMenu(self, 1).dualCut?.values).toEqual([3]);
  });

  it('the General Radar may be used any time, and is never used up', () => {
    const named = act(dealt, designate(0, 1));
    const once = act(named, { type: 'equipment', seat: 2, card: 8, value: 9 });
    const twice = act(once, { type: 'equipment', seat: 0, card: 8, value: 12 });
    expect(twice.equipment).toEqual([{ card: 8, state: 'available', unlimited: true }]);
  });

  it('a seat holding only red wires reveals them, and no card is turned', () => {
    // Seat 2 holds nothing but a red wire.
    let state = start({
      mission: 18,
      players: 3,
      captain: 0,
      seed: 'radar',
      stands: [[1, 5, 9], [3, 12], [1, 3, 5, 7.5, 9, 12], [10.5]],
      numberCards: [5, 3, 8],
    });
    state = act(state, designate(0, 0));
    state = act(state, dual(0, 5, wire(1, 0, 2)));
    state = act(state, designate(1, 1));
    state = act(state, dual(1, 3, wire(0, 1, 0)));
    expect(state.activeSeat).toBe(2);
    expect(state.pending).toBeNull();
    // The four 5s and 3s are cut: those cards left the game instead of the discard pile.
    expect(state.radarTurn).toEqual({ number: null, designee: null, discard: [] });
    expect(legalActions(state, 2).filter((a) => a.type !== 'equipment')).toEqual([
      { type: 'revealRed', seat: 2 },
    ]);
    // The next turn passes the 8 (none dealt) and turns a card someone holds.
    const revealed = act(state, { type: 'revealRed', seat: 2 });
    expect(eventsSince(state, revealed)).toContainEqual({
      type: 'numberTurned',
      number: 8,
      alreadyCut: true,
    });
    expect([1, 9, 12]).toContain(revealed.radarTurn?.number);
    expect(revealed.radarTurn?.discard).toEqual([]);
  });

  it('drops cards with nothing left to cut, and refills the deck from the turned ones', () => {
    const state = beforeReshuffle();
    const turn3 = act(state, reshuffling);
    const dropped = eventsSince(state, turn3).filter(
      (e) => e.type === 'numberTurned' && e.alreadyCut,
    );
    expect(dropped).toHaveLength(10);
    // The deck ran out: the 1 and the 2 were shuffled back, and one of them is up.
    expect(turn3.activeSeat).toBe(0);
    expect([1, 2]).toContain(turn3.radarTurn?.number);
    expect(turn3.radarTurn?.discard).toEqual([]);
    expect(turn3.pending).toMatchObject({ kind: 'designate', seat: 0 });
  });

  it('a card whose wires are all cut leaves the game: the pile holds only live numbers', () => {
    // Two 1s and four 2s are dealt; every other Number card has nothing to cut.
    let state = start({
      ...onesAndTwos(),
      stands: [
        [1, 2],
        [2, 4.5],
        [1, 2, 9.5],
        [2, 11.5],
      ],
    });
    state = act(state, designate(0, 0));
    state = act(state, dual(0, 1, wire(1, 0, 0)));
    // Both 1s are cut: the 1 leaves instead of lying on the discard pile.
    expect(state.radarTurn).toMatchObject({ number: 2, discard: [] });
    expect(viewFor(state, 1).radarTurn?.discard).toEqual([]);
    state = act(state, designate(1, 1));
    const next = act(state, dual(1, 2, wire(0, 0, 1)));
    // The deck runs out and only the live 2 is shuffled back: the 1 is never turned again.
    const turned = eventsSince(state, next).flatMap((e) => (e.type === 'numberTurned' ? [e] : []));
    expect(turned.filter((e) => !e.alreadyCut)).toEqual([
      { type: 'numberTurned', number: 2, alreadyCut: false },
    ]);
    expect(turned.some((e) => e.number === 1)).toBe(false);
  });
});

describe('a record fixing the reshuffles of the Number deck', () => {
  it('puts the cards it names on top of the new deck, in order', () => {
    expect(act(beforeReshuffle([[2, 1]]), reshuffling).radarTurn?.number).toBe(2);
    expect(act(beforeReshuffle([[1]]), reshuffling).radarTurn?.number).toBe(1);
    // Fixing what the seed gives changes nothing.
    const seeded = act(beforeReshuffle(), reshuffling);
    const same = act(beforeReshuffle([[seeded.radarTurn?.number as number]]), reshuffling);
    expect({ ...same, fixed: undefined }).toEqual({ ...seeded, fixed: undefined });
    expect(same.fixed).toEqual({ numberReshuffles: [] });
  });

  it('refuses the action that reshuffles when the record names a card not in the pile', () => {
    expectRejected(beforeReshuffle([[3]]), reshuffling, 'FIXED_DRAW_IMPOSSIBLE');
  });

  it('is refused at setup where it cannot be a reshuffle of Number cards', () => {
    const code = (setup: object) => {
      const created = createGame(setup as GameSetup);
      return created.ok ? 'accepted' : created.error.code;
    };
    expect(code(onesAndTwos([[13]]))).toBe('BAD_NUMBER_CARDS');
    expect(code(onesAndTwos([[2, 2]]))).toBe('BAD_NUMBER_CARDS');
    expect(code({ ...onesAndTwos([[1]]), mission: 15, stands: undefined })).toBe(
      'BAD_NUMBER_CARDS',
    );
  });
});
