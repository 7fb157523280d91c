/**
 * Rule module "numberPick" (mission 26, RULES.md §6.2): a turn begins by turning a face-up Number
 * card down; the seat must then cut that value, or skips its turn when it holds none of the
 * face-up values.
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
import { legalActions, legalMenu } from '../../legal.js';
import { viewFor } from '../../view.js';
import type { GameState } from '../../types.js';

const playing = finishSetup(
  start({
    mission: 26,
    players: 4,
    seed: 'wolf-26',
    stands: [
      [1, 2, 5, 7.5],
      [1, 3, 6, 8],
      [2, 4, 6, 9.5],
      [3, 5, 8, 12],
    ],
  }),
);

describe('the Number cards of mission 26', () => {
  it('lie face up; a turn starts by turning down a card whose value the seat holds', () => {
    expect(viewFor(playing, 1).numberPick).toEqual({
      up: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      down: [],
      picked: null,
    });
    // Seat 0 holds 1, 2 and 5: those are its only choices, and no cut comes before a pick.
    expect(legalActions(playing, 0).filter((a) => a.type === 'pickNumber')).toEqual([
      { type: 'pickNumber', seat: 0, number: 1 },
      { type: 'pickNumber', seat: 0, number: 2 },
      { type: 'pickNumber', seat: 0, number: 5 },
    ]);
    expect(legalMenu(playing, 0).dualCut).toBeNull();
    expectRejected(
      playing,
      { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) },
      'NUMBER_NOT_PICKED',
    );
    expectRejected(playing, { type: 'pickNumber', seat: 0, number: 3 }, 'VALUE_NOT_HELD');
    expectRejected(playing, { type: 'skip', seat: 0 }, 'NOT_STUCK');
    const picked = act(playing, { type: 'pickNumber', seat: 0, number: 1 });
    expect(eventsSince(playing, picked)).toEqual([{ type: 'numberPicked', seat: 0, number: 1 }]);
    expect(picked.numberPick).toMatchObject({ down: [1], picked: 1 });
    expectRejected(picked, { type: 'pickNumber', seat: 0, number: 2 }, 'NUMBER_PICKED');
    expectRejected(
      picked,
      { type: 'dualCut', seat: 0, value: 2, target: wire(2, 0, 0) },
      'NOT_PICKED_VALUE',
    );
    expect(legalMenu(picked, 0).dualCut?.values).toEqual([1]);
    const cut = act(picked, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
    expect(cut.activeSeat).toBe(1);
  });

  it('a seat holding none of the face-up values skips, and the dial stays', () => {
    // Every card but seat 1's values is turned down in turn: seat 1 has nothing left to pick.
    const row = { up: [2, 4, 5, 7, 9, 10, 11, 12], down: [1, 3, 6, 8], picked: null };
    const stuck: GameState = { ...playing, activeSeat: 1, numberPick: row };
    expect(legalActions(stuck, 1).filter((a) => a.type !== 'equipment')).toEqual([
      { type: 'skip', seat: 1 },
    ]);
    const skipped = act(stuck, { type: 'skip', seat: 1 });
    expect(eventsSince(stuck, skipped)[0]).toEqual({ type: 'skipped', seat: 1 });
    expect([skipped.activeSeat, skipped.dial]).toEqual([2, stuck.dial]);
  });

  it('with no card face up, all are turned up as the turn begins; a cut-out card leaves', () => {
    const threes = finishSetup(
      start({
        mission: 26,
        players: 4,
        seed: 'wolf-26b',
        stands: [
          [1, 2, 5, 7.5],
          [3, 3, 6, 8],
          [2, 4, 6, 9.5],
          [3, 3, 8, 12],
        ],
      }),
    );
    // Seat 1's turn with the 3 alone face up.
    const row = { up: [3], down: [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12], picked: null };
    let state: GameState = { ...threes, activeSeat: 1, numberPick: row };
    state = act(state, { type: 'pickNumber', seat: 1, number: 3 });
    state = act(state, { type: 'dualCut', seat: 1, value: 3, target: wire(3, 0, 0) });
    expect(state.log.at(-1)).toEqual({
      type: 'numbersTurnedUp',
      numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    });
    state = act(state, { type: 'pickNumber', seat: 2, number: 6 });
    state = act(state, { type: 'dualCut', seat: 2, value: 6, target: wire(1, 0, 2) });
    expect(state.numberPick).toMatchObject({ down: [6] });
    // Seat 3 cuts the last two 3s: the 3 card leaves the game.
    state = act(state, { type: 'pickNumber', seat: 3, number: 3 });
    state = act(state, { type: 'dualCut', seat: 3, value: 3, target: wire(1, 0, 1) });
    expect(state.validated).toContain(3);
    expect(state.numberPick).toMatchObject({ down: [6] });
    expect(state.numberPick?.up).not.toContain(3);
  });

  it('no Coffee Mug once a card is turned down; nothing turned up once every card has left', () => {
    const mug: GameState = { ...playing, equipment: [{ card: 11, state: 'available' }] };
    expect(act(mug, { type: 'equipment', seat: 0, card: 11, next: 2 }).activeSeat).toBe(2);
    const picked = act(mug, { type: 'pickNumber', seat: 0, number: 1 });
    expectRejected(picked, { type: 'equipment', seat: 0, card: 11, next: 2 }, 'NUMBER_PICKED');
    const gone: GameState = { ...playing, numberPick: { up: [], down: [], picked: null } };
    const next = act(gone, { type: 'skip', seat: 0 });
    expect(next.activeSeat).toBe(1);
    expect(next.log.some((e) => e.type === 'numbersTurnedUp')).toBe(false);
  });

  it('a seat whose picked value a Walkie-Talkie took away skips (no dial move)', () => {
    const table: GameState = { ...playing, equipment: [{ card: 2, state: 'available' }] };
    let state = act(table, { type: 'pickNumber', seat: 0, number: 5 });
    state = act(state, { type: 'equipment', seat: 0, card: 2, wire: wire(0, 0, 2), teammate: 1 });
    state = act(state, { type: 'choose', seat: 1, wire: wire(1, 0, 3) });
    expect(legalActions(state, 0).filter((a) => a.type !== 'equipment')).toEqual([
      { type: 'skip', seat: 0 },
    ]);
    const skipped = act(state, { type: 'skip', seat: 0 });
    expect([skipped.activeSeat, skipped.dial]).toEqual([1, state.dial]);
  });
});
