/**
 * Rule module "negativeTokens" (mission 22's setup, RULES.md §6.2): instead of one info token, each
 * seat puts two tokens of values it does not hold beside its stands.
 */
import { describe, expect, it } from 'vitest';
import { act, eventsSince, expectRejected, start } from '../../../test/scenario.js';
import { legalActions } from '../../legal.js';
import { viewFor } from '../../view.js';
import type { Action } from '../../types.js';

const take = (seat: number, value: number | 'yellow'): Action => ({
  type: 'takeToken',
  seat,
  value,
});

describe('negative impressions at setup (mission 22)', () => {
  const dealt = start({
    mission: 22,
    players: 4,
    seed: 'negative',
    stands: [
      [1, 2, 3.1, 5, 8],
      [2, 4, 5.1, 6, 9.5],
      [3, 6, 7.1, 10],
      [4, 7, 8.1, 11],
    ],
  });

  it('each seat puts two tokens of values it does not hold beside its stand', () => {
    // Seat 0 holds 1, 2, 5, 8 and a yellow: the others are its options, told to it alone.
    expect(dealt.pending).toEqual({
      kind: 'besideToken',
      seat: 0,
      options: [3, 4, 6, 7, 9, 10, 11, 12],
      stand: 0,
    });
    expect(viewFor(dealt, 1).pending).toEqual({ seat: 0, kind: 'besideToken' });
    expect(legalActions(dealt, 0)).toHaveLength(8);
    expectRejected(dealt, take(0, 5), 'NOT_AN_OPTION');
    expectRejected(dealt, take(0, 'yellow'), 'NOT_AN_OPTION');
    const one = act(dealt, take(0, 12));
    expect(eventsSince(dealt, one)[0]).toEqual({
      type: 'infoBeside',
      seat: 0,
      value: 12,
      stand: 0,
    });
    // Its second token is another value.
    expect(one.pending).toMatchObject({ kind: 'besideToken', seat: 0 });
    expect(one.pending?.options).not.toContain(12);
    const two = act(one, take(0, 9));
    expect(two.infoBeside).toEqual([
      { seat: 0, value: 12, stand: 0 },
      { seat: 0, value: 9, stand: 0 },
    ]);
    expect(two.pending).toMatchObject({ kind: 'besideToken', seat: 1 });
  });

  it('takes them from the supply: with both tokens of a value out, nobody takes it', () => {
    let state = [take(0, 12), take(0, 9), take(1, 12)].reduce(act, dealt);
    expect(state.pending?.options).toContain(11);
    state = act(state, take(1, 11));
    // Seat 2 holds no 12 either, but both 12s lie beside other stands.
    expect(state.pending).toMatchObject({ kind: 'besideToken', seat: 2 });
    expect(state.pending?.options).not.toContain(12);
    expect(state.pending?.options).toContain(1);
  });

  it('with two stands, one token beside each; fewer when fewer values are missing', () => {
    // Seat 0 lacks only 12; seat 1 lacks much more.
    const two = start({
      mission: 22,
      players: 2,
      seed: 'negative-2',
      stands: [
        [1, 2, 3, 4, 5, 6, 3.1],
        [7, 8, 9, 10, 11, 5.1],
        [1, 2, 7.1],
        [3, 8.1, 9.5],
      ],
    });
    expect(two.pending).toEqual({ kind: 'besideToken', seat: 0, options: [12], stand: 0 });
    const next = act(two, take(0, 12));
    // No value is left for seat 0's second stand: its turn in the setup round is over.
    expect(next.pending).toMatchObject({ kind: 'besideToken', seat: 1, stand: 0 });
    const done = [take(1, 12), take(1, 4)].reduce(act, next);
    expect(done.infoBeside).toEqual([
      { seat: 0, value: 12, stand: 0 },
      { seat: 1, value: 12, stand: 0 },
      { seat: 1, value: 4, stand: 1 },
    ]);
    expect(done.status).toBe('playing');
  });
});
