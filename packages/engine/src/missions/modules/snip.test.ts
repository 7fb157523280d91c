/**
 * "Snip!": no fixed turn order (mission 10, RULES.md §6.2, §9 B3, the S-NL FAQ on mission 10), as
 * game records with explicit deals.
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
import { seatToAct } from '../../guards.js';
import { legalActions } from '../../legal.js';
import { viewFor } from '../../view.js';
import type { Action, GameState } from '../../types.js';

// Three players: seat 0 (the Captain, two stands), seat 1, seat 2.
const three = (): GameState =>
  finishSetup(
    start({
      mission: 10,
      players: 3,
      captain: 0,
      seed: 'snip',
      stands: [
        [1, 4],
        [2, 9],
        [1, 3, 4],
        [2, 3, 9, 10.5],
      ],
      equipment: [2],
    }),
  );
const snip = (seat: number): Action => ({ type: 'snip', seat });

describe('when play starts', () => {
  it('nobody holds the turn: every seat may say "Snip!" and nothing else', () => {
    const state = three();
    expect(state.status).toBe('playing');
    expect(state.snip).toEqual({ open: true, last: null });
    expect(state.log).toContainEqual({ type: 'turnOpen', last: null });
    for (const seat of [0, 1, 2]) expect(legalActions(state, seat)).toEqual([snip(seat)]);
    expect(viewFor(state, 1).mayAct).toEqual([0, 1, 2]);
    // Bots and a table of bots only: the seat that would play in the usual order goes first.
    expect(seatToAct(state)).toBe(0);
    expectRejected(state, dual(0, 1, wire(1, 0, 0)), 'TURN_NOT_CLAIMED');
    expectRejected(state, { type: 'soloCut', seat: 1, value: 3 }, 'TURN_NOT_CLAIMED');
  });

  it('the first claim takes the turn; a later one is refused', () => {
    const before = three();
    const claimed = act(before, snip(2));
    expect(eventsSince(before, claimed)).toEqual([
      { type: 'snip', seat: 2 },
      { type: 'turn', seat: 2 },
    ]);
    expect(claimed.activeSeat).toBe(2);
    expect(claimed.snip).toEqual({ open: false, last: 2 });
    expectRejected(claimed, snip(1), 'TURN_TAKEN');
    expect(legalActions(claimed, 1)).toEqual([]);
    expect(legalActions(claimed, 2)).toContainEqual(dual(2, 3, wire(1, 0, 1)));
  });
});

describe('after a turn', () => {
  it('the seat that just played may not take the next turn', () => {
    const played = act(act(three(), snip(2)), dual(2, 3, wire(1, 0, 1)));
    expect(played.snip).toEqual({ open: true, last: 2 });
    expect(played.log.at(-1)).toEqual({ type: 'turnOpen', last: 2 });
    expectRejected(played, snip(2), 'SNIP_TWICE');
    expect(legalActions(played, 2)).toEqual([]);
    expect(viewFor(played, 0).mayAct).toEqual([0, 1]);
    expect(seatToAct(played)).toBe(0);
    const next = act(played, snip(1));
    expect(next.activeSeat).toBe(1);
  });

  it('a failed cut ends the turn the same way', () => {
    const failed = act(act(three(), snip(0)), dual(0, 9, wire(1, 0, 0)));
    expect(failed.dial.stepsToSkull).toBe(2);
    expect(failed.snip).toEqual({ open: true, last: 0 });
    expectRejected(failed, snip(0), 'SNIP_TWICE');
  });

  it('with two seats of three left, they alternate; the last seat with wires plays on alone', () => {
    let state = act(three(), snip(1));
    state = act(state, dual(1, 1, wire(0, 0, 0))); // seat 1: 1 and 1 cut
    state = act(state, snip(0));
    state = act(state, dual(0, 4, wire(1, 0, 2))); // seat 0: 4 and 4 cut
    state = act(state, snip(1));
    state = act(state, dual(1, 3, wire(2, 0, 1))); // seat 1 has no wire left
    expect(state.hands[1]!.flat().every((w) => w.cut)).toBe(true);
    // Seats 0 and 2 are left, and seat 1 played last: either may claim.
    expect(viewFor(state, 0).mayAct).toEqual([2, 0]);
    expectRejected(state, snip(1), 'NO_WIRES_LEFT');
    state = act(state, snip(2));
    state = act(state, dual(2, 2, wire(0, 1, 0)));
    // Seat 2 played last and seat 0 is the only other seat with wires: its turn begins at once.
    expect(state.activeSeat).toBe(0);
    expect(state.snip).toEqual({ open: false, last: 0 });
    expect(state.log.at(-1)).toEqual({ type: 'turn', seat: 0 });
    state = act(state, dual(0, 9, wire(2, 0, 2)));
    // Seat 0 is out of wires: seat 2, alone, plays twice in a row.
    expect(state.activeSeat).toBe(2);
    expect(state.status).toBe('playing');
    expect(legalActions(state, 2)).toEqual([{ type: 'revealRed', seat: 2 }]);
    state = act(state, { type: 'revealRed', seat: 2 });
    expect(state.status).toBe('won');
  });

  it('with two players, the same seat may take two turns in a row', () => {
    let state = finishSetup(
      start({
        mission: 10,
        players: 2,
        captain: 0,
        seed: 'snip-2',
        stands: [[1, 2], [3], [1, 2], [3, 4, 4]],
        equipment: [2],
      }),
    );
    state = act(state, snip(1));
    state = act(state, dual(1, 1, wire(0, 0, 0)));
    expect(viewFor(state, 0).mayAct).toEqual([0, 1]);
    state = act(state, snip(1));
    expect(state.activeSeat).toBe(1);
  });
});

describe('the Coffee Mug', () => {
  it('is never dealt: there is no turn order for it to change', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const state = start({ mission: 10, players: 5, seed });
      expect(state.equipment).toHaveLength(5);
      expect([...state.equipment.map((s) => s.card), ...state.equipmentPile]).not.toContain(11);
    }
  });
});

describe('in a mission with a turn order', () => {
  it('"Snip!" is refused', () => {
    const state = finishSetup(start({ mission: 9, players: 3, captain: 0, seed: 'x' }));
    expectRejected(state, snip(state.activeSeat), 'NOT_IN_MISSION');
    expect(state.snip).toBeNull();
  });
});
