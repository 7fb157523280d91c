/**
 * Rule module "tokenHandout" (RULES.md §6.2 rows 22 and 27): once the first two yellow wires are
 * cut, from the Captain clockwise each seat takes an info token, from the supply for its left
 * neighbour (22) or from a line drawn at random for itself (27), and the token is placed in front
 * of a wire of its value, or beside the stand.
 */
import { describe, expect, it } from 'vitest';
import { act, eventsSince, expectRejected, start, wire } from '../../../test/scenario.js';
import { createGame } from '../../setup.js';
import { legalActions } from '../../legal.js';
import { viewFor } from '../../view.js';
import type { Action, InfoValue, WireRef } from '../../types.js';

const take = (seat: number, value: InfoValue): Action => ({ type: 'takeToken', seat, value });
const info = (seat: number, at: WireRef): Action => ({ type: 'info', seat, wire: at });
const stands = [
  [1, 2, 3.1, 5, 8],
  [2, 4, 5.1, 6, 9.5],
  [3, 6, 7.1, 10],
  [4, 7, 8.1, 11],
];
/** Seat 0 cuts the first yellow pair: its 3.1 with seat 1's 5.1. */
const yellowPair: Action = { type: 'dualCut', seat: 0, value: 'yellow', target: wire(1, 0, 2) };

describe('the token pass (mission 22)', () => {
  const playing = [
    take(0, 12),
    take(0, 9),
    take(1, 12),
    take(1, 11),
    take(2, 1),
    take(2, 2),
    take(3, 3),
    take(3, 5),
  ].reduce(act, start({ mission: 22, players: 4, seed: 'pass', stands }));

  it('starts when the first two yellows are cut: the Captain gives first, to the left', () => {
    expect(playing.status).toBe('playing');
    const asked = act(playing, yellowPair);
    expect(asked.pending).toMatchObject({ kind: 'takeToken', seat: 0, to: 1 });
    // Any value left in the supply: not the 12s, both beside stands.
    expect(asked.pending?.options).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 'yellow']);
    expect(legalActions(asked, 0)).toContainEqual(take(0, 'yellow'));
    expectRejected(asked, take(0, 12), 'NOT_AN_OPTION');
    // The receiver places it on a wire of that value, asked even with one.
    const given = act(asked, take(0, 4));
    expect(eventsSince(asked, given)).toContainEqual({
      type: 'tokenTaken',
      seat: 0,
      to: 1,
      value: 4,
    });
    expect(given.pending).toEqual({
      kind: 'placeToken',
      seat: 1,
      options: [wire(1, 0, 1)],
      value: 4,
    });
    expectRejected(given, { ...info(1, wire(1, 0, 1)), value: 6 }, 'NOT_AN_OPTION');
    const placed = act(given, info(1, wire(1, 0, 1)));
    expect(eventsSince(given, placed)[0]).toEqual({
      type: 'infoPlaced',
      wire: wire(1, 0, 1),
      info: { kind: 'value', value: 4 },
      cause: 'given',
    });
    // Then seat 1 gives to seat 2; a value seat 2 does not hold lies beside its stand.
    expect(placed.pending).toMatchObject({ kind: 'takeToken', seat: 1, to: 2 });
    const beside = act(placed, take(1, 8));
    expect(eventsSince(placed, beside)).toContainEqual({ type: 'infoBeside', seat: 2, value: 8 });
    expect(beside.pending).toMatchObject({ kind: 'takeToken', seat: 2, to: 3 });
    const last = act(act(beside, take(2, 1)), take(3, 2));
    expect(last.pending).toEqual({
      kind: 'placeToken',
      seat: 0,
      options: [wire(0, 0, 1)],
      value: 2,
    });
    // Once everyone has given, the next turn starts: the handout never comes back.
    const done = act(last, info(0, wire(0, 0, 1)));
    expect([done.pending, done.activeSeat, done.handout]).toEqual([
      null,
      1,
      { done: true, line: [] },
    ]);
    const turn = act(done, { type: 'dualCut', seat: 1, value: 6, target: wire(2, 0, 1) });
    const again = act(turn, { type: 'dualCut', seat: 2, value: 'yellow', target: wire(3, 0, 2) });
    expect(again.status === 'playing' && again.activeSeat).toBe(3);
    expect(again.pending).toBeNull();
  });
});

describe('the token draft (mission 27)', () => {
  const setup = {
    mission: 27,
    players: 4,
    seed: 'draft',
    stands,
    handoutTokens: [5, 'yellow', 10, 12] as InfoValue[],
  };
  const playing = [
    info(0, wire(0, 0, 3)),
    info(1, wire(1, 0, 0)),
    info(2, wire(2, 0, 0)),
    info(3, wire(3, 0, 0)),
  ].reduce(act, start(setup));

  it('has no Double Detector: every character card is flipped from the start', () => {
    expect(playing.characters.every((c) => c.used)).toBe(true);
    const two = createGame({ mission: 27, players: 2, seed: 'draft-2' });
    // With two players the Captain places no setup token: the other seat is asked first.
    expect(two.ok && two.value.pending?.seat).toBe(1);
  });

  it('draws a line of tokens, one per player; each takes one from the Captain on', () => {
    const drawn = act(playing, yellowPair);
    expect(eventsSince(playing, drawn)).toContainEqual({
      type: 'tokensDrawn',
      values: [5, 'yellow', 10, 12],
    });
    expect(viewFor(drawn, 2).handout).toEqual({ done: true, line: [5, 'yellow', 10, 12] });
    expect(drawn.pending).toEqual({
      kind: 'takeToken',
      seat: 0,
      options: [5, 'yellow', 10, 12],
      to: 0,
    });
    // Seat 0's only 5 shows its token already: the new one goes back to the supply.
    const returned = act(drawn, take(0, 5));
    expect(eventsSince(drawn, returned).slice(0, 2)).toEqual([
      { type: 'tokenTaken', seat: 0, to: 0, value: 5 },
      { type: 'tokenReturned', seat: 0, value: 5 },
    ]);
    // Seat 1's yellow was just cut: the yellow token lies beside its stand.
    const beside = act(returned, take(1, 'yellow'));
    expect(eventsSince(returned, beside)).toContainEqual({
      type: 'infoBeside',
      seat: 1,
      value: 'yellow',
    });
    expect(beside.pending).toEqual({ kind: 'takeToken', seat: 2, options: [10, 12], to: 2 });
    const asked = act(beside, take(2, 10));
    expect(asked.pending).toEqual({
      kind: 'placeToken',
      seat: 2,
      options: [wire(2, 0, 3)],
      value: 10,
    });
    const placed = act(act(asked, info(2, wire(2, 0, 3))), take(3, 12));
    expect(placed.handout).toEqual({ done: true, line: [] });
    expect(placed.infoBeside).toContainEqual({ seat: 3, value: 12 });
    expect(placed.activeSeat).toBe(1);
  });

  it('a record fixes the drawn tokens; tokens not in the supply make the draw impossible', () => {
    expect(createGame({ ...setup, handoutTokens: [5, 5, 5, 12] }).ok).toBe(false);
    expect(createGame({ ...setup, mission: 22 }).ok).toBe(false);
    // Seat 2's setup token is a 3: one 3 is left in the supply, not two.
    const short = [
      info(0, wire(0, 0, 3)),
      info(1, wire(1, 0, 0)),
      info(2, wire(2, 0, 0)),
      info(3, wire(3, 0, 0)),
    ].reduce(act, start({ ...setup, handoutTokens: [3, 3, 10, 12] }));
    expectRejected(short, yellowPair, 'FIXED_DRAW_IMPOSSIBLE');
  });
});
