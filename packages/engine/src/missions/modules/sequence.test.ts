/**
 * The sequence card (missions 9 and 16, RULES.md §6.2, §9 B1-B2), as game records with explicit
 * deals and Number cards: closed values leave the menu and are refused, the card moves on after
 * 2 (side A) or 4 (side B) wires, and a seat whose turn begins with only closed values and reds
 * explodes the bomb.
 */
import { describe, expect, it } from 'vitest';
import {
  act,
  dual,
  eventsSince,
  expectRejected,
  ready,
  type Scenario,
  wire,
} from '../../../test/scenario.js';
import { createGame } from '../../setup.js';
import { legalMenu } from '../../legal.js';
import type { Action, GameState } from '../../types.js';

/** Number cards 3, 5, 7: 3 is open, 5 opens after 3, 7 after 5. */
const NUMBERS = [3, 5, 7];

const scenario = (mission: 9 | 16, stands: number[][]): Scenario => ({
  mission,
  players: 3,
  captain: 0,
  seed: 'sequence',
  stands,
  equipment: [],
  numberCards: NUMBERS,
});

// Seat 0 (captain, two stands), seat 1, seat 2. Setup tokens on each first stand's leftmost wire.
const OPENING = [
  [3, 5, 7],
  [1, 9],
  [3, 5, 7, 8],
  [3, 5, 7, 8, 9],
];
const tokens = [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0)];

describe('setup', () => {
  it('lays three Number cards in a row, the sequence card on the first', () => {
    const state = ready(scenario(9, OPENING), tokens);
    expect(state.sequence).toEqual({ side: 'A', numbers: NUMBERS, at: 0 });
    // The rest of the Number deck stays face down (never in a view).
    expect([...state.numberDeck].sort((a, b) => a - b)).toEqual([1, 2, 4, 6, 8, 9, 10, 11, 12]);
  });

  it('draws three distinct Number cards from the seed, side B in mission 16', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const created = createGame({ mission: 16, players: 4, seed });
      if (!created.ok) throw new Error(created.error.code);
      const { sequence, numberDeck } = created.value;
      expect(sequence?.side).toBe('B');
      expect(new Set([...(sequence?.numbers ?? []), ...numberDeck]).size).toBe(12);
      expect(sequence?.numbers).toHaveLength(3);
    }
  });

  it('refuses Number cards a mission does not use, repeated, or out of range', () => {
    for (const [mission, numberCards] of [
      [4, [1]],
      [9, [3, 3]],
      [9, [13]],
    ] as const) {
      const created = createGame({ mission, players: 3, seed: 'x', numberCards });
      expect(created.ok ? 'accepted' : created.error.code).toBe('BAD_NUMBER_CARDS');
    }
  });
});

describe('closed values (§9 B2)', () => {
  const state = ready(scenario(9, OPENING), tokens);

  it('are left out of the menu: a dual cut names only open values', () => {
    // Seat 0 holds 3 5 7 | 1 9: 5 and 7 are closed.
    expect(legalMenu(state, 0).dualCut?.values).toEqual([3, 1, 9]);
  });

  it('are refused when announced, and the state is unchanged', () => {
    expectRejected(state, dual(0, 5, wire(1, 0, 1)), 'VALUE_CLOSED');
    expectRejected(state, dual(0, 7, wire(2, 0, 2)), 'VALUE_CLOSED');
  });

  it('are refused with a detector, and the Double Detector is not spent', () => {
    const detector: Action = {
      type: 'dualCut',
      seat: 0,
      value: 5,
      detector: 'double',
      targets: [wire(1, 0, 1), wire(1, 0, 2)],
    };
    expectRejected(state, detector, 'VALUE_CLOSED');
    expect(state.characters[0]?.used).toBe(false);
  });

  it('pointing at a closed wire with an open value is an ordinary failed cut', () => {
    // Seat 0 announces 3 at seat 1's 5: the dial moves and a 5 token goes there.
    const after = act(state, dual(0, 3, wire(1, 0, 1)));
    expect(after.dial.stepsToSkull).toBe(state.dial.stepsToSkull - 1);
    expect(after.hands[1]?.[0]?.[1]?.info).toEqual({ kind: 'value', value: 5 });
    expect(after.sequence?.at).toBe(0);
  });
});

describe('the sequence card moves on', () => {
  it('side A: two wires of the card under it open the next value', () => {
    let state = ready(scenario(9, OPENING), tokens);
    const steps: [Action, number][] = [
      [dual(0, 3, wire(1, 0, 0)), 1],
      [dual(1, 5, wire(2, 0, 1)), 2],
      [dual(2, 7, wire(0, 0, 2)), 3],
    ];
    for (const [action, at] of steps) {
      const before = state;
      state = act(state, action);
      expect(state.sequence?.at).toBe(at);
      expect(eventsSince(before, state)).toContainEqual({ type: 'sequenceMoved', at });
      // The value just opened is in the next seat's menu.
      const opened = NUMBERS[at];
      if (opened !== undefined)
        expect(legalMenu(state, state.activeSeat).dualCut?.values).toContain(opened);
    }
  });

  it('side B: all four wires of the card under it, not two', () => {
    const stands = [
      [3, 3, 5],
      [1, 9],
      [3, 5, 8],
      [3, 5, 8, 9],
    ];
    let state = ready(scenario(16, stands), tokens);
    state = act(state, dual(0, 3, wire(1, 0, 0)));
    expect(state.sequence?.at).toBe(0);
    expectRejected(
      act(state, dual(1, 8, wire(2, 0, 2))),
      dual(2, 5, wire(1, 0, 1)),
      'VALUE_CLOSED',
    );
    // Seat 1 cuts an 8; seat 2 cuts the last two 3s: all four are cut and 5 opens.
    state = act(act(state, dual(1, 8, wire(2, 0, 2))), dual(2, 3, wire(0, 0, 1)));
    expect(state.sequence?.at).toBe(1);
  });
});

describe('a hand of closed values only (FAQ mission 9, §9 B1)', () => {
  // Seat 1 holds only a 5 and a 7, both closed while 3 is not cut twice.
  const stands = [
    [3, 5, 7],
    [9, 9],
    [5, 7],
    [3, 3, 3, 5, 7, 8, 8],
  ];
  const start = (): GameState => ready(scenario(9, stands), tokens);

  it('explodes the bomb when that seat must take its turn', () => {
    const after = act(start(), { type: 'soloCut', seat: 0, value: 9 });
    expect(after.status).toBe('lost');
    expect(after.lossCause).toBe('blockedValues');
    expect(after.log.at(-1)).toEqual({ type: 'lost', cause: 'blockedValues' });
  });

  it('does not when a teammate opens a value first', () => {
    const after = act(start(), dual(0, 3, wire(2, 0, 0)));
    expect(after.sequence?.at).toBe(1);
    expect(after.status).toBe('playing');
    expect(after.activeSeat).toBe(1);
  });

  it('also during the seat’s own turn, when a Walkie-Talkie swap leaves it nothing to cut', () => {
    // Seat 0 (two stands) holds 3, 5 and 7; the 3 alone is open.
    const own = ready(scenario(9, [[3, 5], [7], [9, 9], [5, 3, 3, 3, 8]]), tokens);
    const table: GameState = { ...own, equipment: [{ card: 2, state: 'available' }] };
    const asked = act(table, {
      type: 'equipment',
      seat: 0,
      card: 2,
      wire: wire(0, 0, 0),
      teammate: 2,
    });
    // Seat 0 gives its 3 and gets a 5: it holds only closed values on its turn.
    const after = act(asked, { type: 'choose', seat: 2, wire: wire(2, 0, 3) });
    expect(after.lossCause).toBe('blockedValues');
  });

  it('is only checked for the seat holding the turn: a blocked hand out of turn is no loss', () => {
    // Seat 1 is blocked from the start, but the game goes on while it is seat 0's turn.
    const state = start();
    expect(state.activeSeat).toBe(0);
    expect(state.status).toBe('playing');
  });
});
