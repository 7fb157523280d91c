/**
 * Rule module "tokens" (RULES.md §6.2 rows 21 and 24): every info token of the mission, at setup,
 * after a failed cut and with the Post-it, is an even/odd token (21) or a count token (24).
 */
import { describe, expect, it } from 'vitest';
import { act, eventsSince, expectRejected, start, wire } from '../../../test/scenario.js';
import { legalActions } from '../../legal.js';
import { validateMission } from '../index.js';
import { missionById } from '../catalog.js';
import type { Action, GameState, WireRef } from '../../types.js';

const info = (seat: number, at: WireRef): Action => ({ type: 'info', seat, wire: at });
const tokenAt = (state: GameState, at: WireRef) =>
  state.hands[at.seat]?.[at.stand]?.[at.index]?.info;
/** The Post-it face up on the board (its unlock is tested with the other equipment). */
const withPostIt = (state: GameState): GameState => ({
  ...state,
  equipment: [
    { card: 4, state: 'available' },
    { card: 2, state: 'available' },
  ],
});

describe('even/odd tokens (mission 21)', () => {
  // Four players, one stand each; the red is 1 of 2.
  const dealt = start({
    mission: 21,
    players: 4,
    seed: 'haggis',
    stands: [
      [1, 2, 5, 8],
      [2, 3, 6, 9],
      [3, 4, 7, 7.5],
      [4, 5, 8, 10],
    ],
  });

  it('the setup token says whether the chosen wire is even or odd', () => {
    const next = act(dealt, info(0, wire(0, 0, 1)));
    expect(eventsSince(dealt, next)[0]).toEqual({
      type: 'infoPlaced',
      wire: wire(0, 0, 1),
      info: { kind: 'parity', parity: 'even' },
      cause: 'setup',
    });
  });

  const playing = [
    info(0, wire(0, 0, 0)),
    info(1, wire(1, 0, 0)),
    info(2, wire(2, 0, 0)),
    info(3, wire(3, 0, 0)),
  ].reduce(act, dealt);

  it('a failed cut leaves an even/odd token on the target; a failed detector, where the owner says', () => {
    expect(tokenAt(playing, wire(0, 0, 0))).toEqual({ kind: 'parity', parity: 'odd' });
    const missed = act(playing, { type: 'dualCut', seat: 0, value: 5, target: wire(1, 0, 2) });
    expect(tokenAt(missed, wire(1, 0, 2))).toEqual({ kind: 'parity', parity: 'even' });
    expect(missed.dial.stepsToSkull).toBe(3);
    const asked = act(missed, {
      type: 'dualCut',
      seat: 1,
      value: 9,
      detector: 'double',
      targets: [wire(3, 0, 1), wire(3, 0, 2)],
    });
    expect(asked.pending).toMatchObject({ kind: 'detectorToken', seat: 3 });
    const marked = act(asked, { type: 'choose', seat: 3, wire: wire(3, 0, 1) });
    expect(tokenAt(marked, wire(3, 0, 1))).toEqual({ kind: 'parity', parity: 'odd' });
  });

  it('the Post-it places an even/odd token on one of your uncut blue wires, never a cut one', () => {
    const table = withPostIt(playing);
    const used = act(table, { type: 'equipment', seat: 0, card: 4, wire: wire(0, 0, 3) });
    expect(tokenAt(used, wire(0, 0, 3))).toEqual({ kind: 'parity', parity: 'even' });
    const cut = act(playing, { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 0) });
    expectRejected(
      withPostIt(cut),
      { type: 'equipment', seat: 0, card: 4, wire: wire(0, 0, 1) },
      'WIRE_ALREADY_CUT',
    );
  });

  it('a mission with even/odd or count tokens has no yellow wire (it could take no token)', () => {
    const def = missionById(21);
    if (!def) throw new Error('mission 21');
    expect(validateMission({ ...def, yellow: { count: 2 } })).toEqual([
      'mission 21: parity tokens with yellow wires',
    ]);
  });
});

describe('count tokens (mission 24)', () => {
  // Seat 2 holds all four 4s; seat 1 three of the 3s; two reds.
  const dealt = start({
    mission: 24,
    players: 4,
    seed: 'tally',
    stands: [
      [1, 1, 3, 5],
      [2, 3, 3, 3, 6],
      [4, 4, 4, 4, 7.5],
      [5, 6, 8.5, 9],
    ],
  });

  it('a setup token counts its value on the stand; a value held four times takes two x2', () => {
    let state = act(dealt, info(0, wire(0, 0, 0)));
    expect(tokenAt(state, wire(0, 0, 0))).toEqual({ kind: 'count', count: 2 });
    state = act(state, info(1, wire(1, 0, 0)));
    expect(tokenAt(state, wire(1, 0, 0))).toEqual({ kind: 'count', count: 1 });
    const asked = act(state, info(2, wire(2, 0, 0)));
    // The first x2 lies in front of the chosen wire; its owner picks the second among the others.
    expect(asked.pending).toEqual({
      kind: 'countPair',
      seat: 2,
      options: [wire(2, 0, 1), wire(2, 0, 2), wire(2, 0, 3)],
      cause: 'setup',
    });
    expect(legalActions(asked, 2)).toHaveLength(3);
    expectRejected(asked, { type: 'choose', seat: 2, wire: wire(2, 0, 4) }, 'NOT_AN_OPTION');
    const paired = act(asked, { type: 'choose', seat: 2, wire: wire(2, 0, 3) });
    expect(eventsSince(state, paired).filter((e) => e.type === 'infoPlaced')).toEqual([
      {
        type: 'infoPlaced',
        wire: wire(2, 0, 0),
        info: { kind: 'count', count: 4 },
        cause: 'setup',
      },
      {
        type: 'infoPlaced',
        wire: wire(2, 0, 3),
        info: { kind: 'count', count: 4 },
        cause: 'setup',
      },
    ]);
    expect(paired.pending).toMatchObject({ kind: 'setupInfo', seat: 3 });
  });

  const playing = [
    info(0, wire(0, 0, 0)),
    info(1, wire(1, 0, 0)),
    info(2, wire(2, 0, 0)),
    { type: 'choose', seat: 2, wire: wire(2, 0, 3) } as Action,
    info(3, wire(3, 0, 0)),
  ].reduce(act, dealt);

  it('a failed cut counts the target’s value on its stand, cut wires included', () => {
    let state = act(playing, { type: 'dualCut', seat: 0, value: 3, target: wire(1, 0, 1) });
    state = act(state, { type: 'dualCut', seat: 1, value: 3, target: wire(0, 0, 1) });
    expect(tokenAt(state, wire(0, 0, 1))).toEqual({ kind: 'count', count: 2 });
    // One of seat 1's three 3s is cut: the token on another still says three.
    state = act(state, { type: 'dualCut', seat: 2, value: 4, target: wire(1, 0, 2) });
    expect(tokenAt(state, wire(1, 0, 2))).toEqual({ kind: 'count', count: 3 });
    expect(state.dial.stepsToSkull).toBe(2);
  });

  it('a failure on a value held four times asks its owner where the second x2 goes', () => {
    const asked = act(playing, { type: 'dualCut', seat: 0, value: 3, target: wire(2, 0, 1) });
    expect(asked.pending).toEqual({
      kind: 'countPair',
      seat: 2,
      options: [wire(2, 0, 2)],
      cause: 'failure',
    });
    const paired = act(asked, { type: 'choose', seat: 2, wire: wire(2, 0, 2) });
    expect(paired.hands[2]?.[0]?.slice(0, 4).map((w) => w.info)).toEqual(
      Array.from({ length: 4 }, () => ({ kind: 'count', count: 4 })),
    );
    expect(paired.activeSeat).toBe(1);
  });

  it('the Post-it may mark one of your cut wires too', () => {
    const cut = act(playing, { type: 'dualCut', seat: 0, value: 3, target: wire(1, 0, 1) });
    const used = act(withPostIt(cut), { type: 'equipment', seat: 0, card: 4, wire: wire(0, 0, 2) });
    expect(tokenAt(used, wire(0, 0, 2))).toEqual({ kind: 'count', count: 1 });
    expectRejected(
      withPostIt(cut),
      { type: 'equipment', seat: 0, card: 4, wire: wire(1, 0, 3) },
      'NOT_YOUR_WIRE',
    );
  });

  it('a Walkie-Talkie swap discards the count token of the wire it moves (FAQ)', () => {
    const asked = act(withPostIt(playing), {
      type: 'equipment',
      seat: 0,
      card: 2,
      wire: wire(0, 0, 0),
      teammate: 1,
    });
    const swapped = act(asked, { type: 'choose', seat: 1, wire: wire(1, 0, 4) });
    // Seat 0's 1 (with its x2) went to seat 1's stand, sorted in first: without its token.
    expect(swapped.hands[1]?.[0]?.[0]).toMatchObject({ printed: 1, info: null });
    expect(swapped.hands[0]?.[0]?.map((w) => w.printed)).toEqual([1, 3, 5, 6]);
  });
});
