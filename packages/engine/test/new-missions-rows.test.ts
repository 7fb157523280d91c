/**
 * New Mission 2/3 "Parallel Wires" (RULES.md §7.2): only the leftmost unchecked cell of each row is
 * accessible; completed rows (and one free coffee) give coffees; the stuck rule.
 */
import { describe, expect, it } from 'vitest';
import {
  accessibleCells,
  accessibleIcons,
  colourOf,
  createGame,
  legalActions,
  type GameState,
} from '../src/index.js';
import { act, expectRejected, wire, type Scenario } from './scenario.js';
import {
  accessibleValues,
  acts,
  check,
  checkedCells,
  dual,
  eventsOf,
  expectTurnOf,
  hasAction,
  legalCutValues,
  ready,
  solo,
} from './new-missions-helpers.js';

const mission = 'new-2' as const;
const deal = (stands: number[][], extra: Partial<Scenario> = {}): GameState =>
  ready({ mission, players: 3, captain: 0, stands, equipment: [], ...extra }).state;

// Cell ids: row r (0-based) holds cells 5r..5r+4, left to right. Icons 0-4: row coffees; 5: free.
const ROWS = [
  [1, 12, 8, 2, 'yellow'],
  [6, 2, 11, 7, 3],
  [10, 7, 3, 10, 6],
  [5, 11, 8, 4, 9],
  [12, 4, 1, 9, 5],
];
const FREE = 5;

describe('new-2 Parallel Wires: setup', () => {
  it('deals 48 blue, 1 red and 2 yellow wires', () => {
    const created = createGame({ mission, players: 5, seed: 'rows-setup' });
    if (!created.ok) throw new Error(created.error.code);
    const colours = created.value.hands.flat(2).map((w) => colourOf(w.printed));
    expect(colours.filter((c) => c === 'blue')).toHaveLength(48);
    expect(colours.filter((c) => c === 'red')).toHaveLength(1);
    expect(colours.filter((c) => c === 'yellow')).toHaveLength(2);
    expect(created.value.markers.map((m) => colourOf(m.printed)).sort()).toEqual([
      'red',
      'yellow',
      'yellow',
    ]);
  });

  it('has the five rows of RULES.md §7.2, a coffee per row and one free coffee', () => {
    const s = deal([[1], [2], [3], [4]]);
    const grid = s.grid;
    expect(grid?.kind).toBe('rows');
    expect(grid?.cells.map((c) => c.value)).toEqual(ROWS.flat());
    expect(grid?.cells.map((c) => c.group)).toEqual(ROWS.flatMap((row, r) => row.map(() => r)));
    expect(grid?.icons).toEqual([
      ...ROWS.map((_, r) => ({ kind: 'coffee', connectedTo: [r], used: false })),
      { kind: 'coffee', connectedTo: [], used: false },
    ]);
    expect(checkedCells(s)).toEqual([]);
    expect(grid && accessibleCells(grid)).toEqual([0, 5, 10, 15, 20]);
    expect(grid && accessibleIcons(grid, 'coffee')).toEqual([FREE]);
    expect(s.dial).toMatchObject({ stepsToSkull: 3, start: 3 });
  });
});

describe('new-2 Parallel Wires: accessibility', () => {
  // seat 0: [1, 2, 4.1, 9, 12] [3, 7]; seat 1: [1, 2, 3, 5.1, 9, 12]; seat 2: [5, 6, 7, 8].
  const s0 = deal([
    [1, 2, 9, 12, 4.1],
    [3, 7],
    [1, 2, 9, 12, 3, 5.1],
    [5, 6, 7, 8],
  ]);

  it('only values of accessible cells may be announced (VALUE_NOT_ACCESSIBLE)', () => {
    expect(accessibleValues(s0)).toEqual([1, 5, 6, 10, 12]);
    expectRejected(s0, dual(0, 2, wire(1, 0, 1)), 'VALUE_NOT_ACCESSIBLE');
    expectRejected(s0, dual(0, 9, wire(1, 0, 3)), 'VALUE_NOT_ACCESSIBLE');
    expectRejected(s0, dual(0, 'yellow', wire(1, 0, 3)), 'VALUE_NOT_ACCESSIBLE');
    expect(legalCutValues(s0, 0)).toEqual({ dual: [1, 12], solo: [] });
    expect(hasAction(s0, 0, 'stuck')).toBe(false);
    expectRejected(s0, { type: 'stuck', seat: 0 }, 'NOT_STUCK');
  });

  it('checks the accessible cell of the value; the next cell of its row opens', () => {
    const s = act(s0, dual(0, 12, wire(1, 0, 5)));
    expect(checkedCells(s)).toEqual([20]); // row 1's 12 is not accessible yet
    expect(accessibleValues(s)).toEqual([1, 4, 5, 6, 10]);
    expectTurnOf(s, 1);
    expect(legalCutValues(s, 1).dual).toEqual([1]);
  });

  it('the player picks a row when several offer the value', () => {
    let s = act(s0, dual(0, 1, wire(1, 0, 0)));
    expect(checkedCells(s)).toEqual([0]); // the 1 of row 5 is not accessible
    s = act(s, dual(1, 12, wire(0, 0, 4)));
    expect(s.pending).toEqual({ kind: 'checkCell', seat: 1, options: [1, 20] });
    s = act(s, check(1, 1));
    expect(checkedCells(s)).toEqual([0, 1]);
    expect(accessibleValues(s)).toEqual([5, 6, 8, 10, 12]);
  });

  it('a failed cut checks nothing', () => {
    const s = act(s0, dual(0, 1, wire(2, 0, 0)));
    expect(checkedCells(s)).toEqual([]);
    expect(s.dial.stepsToSkull).toBe(2);
    expectTurnOf(s, 1);
  });

  it('star wires ignore the sheet', () => {
    const s = deal([[0, 9], [2], [13, 9, 2], [1, 1]], { options: { stars: 1 } });
    // 9 and 2 are not accessible; the star is always cuttable, so seat 0 is not stuck.
    expect(legalCutValues(s, 0)).toEqual({ dual: ['star'], solo: [] });
    expectRejected(s, { type: 'stuck', seat: 0 }, 'NOT_STUCK');
    const after = act(s, dual(0, 'star', wire(1, 0, 2)));
    expect(after.hands[0]?.[0]?.[0]?.cut).toBe(true);
    expect(checkedCells(after)).toEqual([]);
    expectTurnOf(after, 1);
  });
});

describe('new-2 Parallel Wires: solo cuts of four, completed rows, coffees', () => {
  // seat 0: [2, 10, 10, 10, 10] [3, 7]; seat 1: [2, 3, 6, 7, 8]; seat 2: [5, 5, 6, 8].
  const s0 = deal([
    [10, 10, 10, 10, 2],
    [7, 3],
    [7, 3, 6, 2, 8],
    [6, 5, 5, 8],
  ]);

  it('a solo cut of four needs one accessible cell and checks the other out of order', () => {
    let s = act(s0, solo(0, 10));
    expect(s.pending).toEqual({ kind: 'checkCell', seat: 0, options: [10, 13] });
    s = act(s, check(0, 10));
    expect(checkedCells(s)).toEqual([10, 13]);
    expect(accessibleCells(s.grid!)).toContain(11);
    // Row 3 then reads 7, 3, then skips the pre-checked 10 to reach 6 (§7.2-d).
    s = acts(s, [dual(1, 7, wire(0, 1, 1)), solo(2, 5), dual(0, 3, wire(1, 0, 1))]);
    expect(checkedCells(s)).toEqual([10, 11, 12, 13, 15]);
    expect(accessibleCells(s.grid!)).toEqual([0, 5, 14, 16, 20]);
    expect(accessibleIcons(s.grid!, 'coffee')).toEqual([FREE]);

    // Completing row 3 makes its coffee accessible.
    s = act(s, dual(1, 6, wire(2, 0, 2)));
    expect(s.pending).toEqual({ kind: 'checkCell', seat: 1, options: [5, 14] });
    s = act(s, check(1, 14));
    expect(accessibleIcons(s.grid!, 'coffee')).toEqual([2, FREE]);
    expectTurnOf(s, 2);

    // A coffee passes the turn to the named player; it is then drunk.
    expectRejected(s, { type: 'coffee', seat: 2, coffee: 2, next: 2 }, 'BAD_NEXT_SEAT');
    const events = eventsOf(s, { type: 'coffee', seat: 2, coffee: 2, next: 0 });
    expect(events).toEqual([
      { type: 'coffee', seat: 2, coffee: 2, next: 0 },
      { type: 'turn', seat: 0 },
    ]);
    s = act(s, { type: 'coffee', seat: 2, coffee: 2, next: 0 });
    expect(s.grid?.icons[2]?.used).toBe(true);
    expect(s.dial.stepsToSkull).toBe(3);
    expectTurnOf(s, 0);
    expectRejected(s, { type: 'coffee', seat: 0, coffee: 2, next: 1 }, 'COFFEE_NOT_ACCESSIBLE');
    // Play goes on clockwise from the named player.
    s = act(s, { type: 'coffee', seat: 0, coffee: FREE, next: 2 });
    expectTurnOf(s, 2);
    expectRejected(s, { type: 'coffee', seat: 2, coffee: FREE, next: 0 }, 'COFFEE_NOT_ACCESSIBLE');
    expect(hasAction(s, 2, 'coffee')).toBe(false);
    // Seat 2 holds only an 8, not accessible: it is stuck; play goes on clockwise.
    s = act(s, { type: 'stuck', seat: 2 });
    expectTurnOf(s, 0);
  });

  it('a solo cut of four with neither cell accessible is illegal; so is a solo cut of two', () => {
    const s = deal([
      [9, 9, 9, 9],
      [2, 2],
      [1, 3],
      [1, 3],
    ]);
    expectRejected(s, solo(0, 9), 'VALUE_NOT_ACCESSIBLE');
    expectRejected(s, solo(0, 2), 'VALUE_NOT_ACCESSIBLE');
    expect(legalCutValues(s, 0)).toEqual({ dual: [], solo: [] });
  });

  it('a row coffee is not accessible before its row is complete', () => {
    expectRejected(s0, { type: 'coffee', seat: 0, coffee: 2, next: 1 }, 'COFFEE_NOT_ACCESSIBLE');
    expectRejected(s0, { type: 'coffee', seat: 0, coffee: 6, next: 1 }, 'NO_SUCH_COFFEE');
    expectRejected(s0, { type: 'coffee', seat: 1, coffee: FREE, next: 2 }, 'NOT_YOUR_TURN');
    expect(legalActions(s0, 0).filter((a) => a.type === 'coffee')).toEqual([
      { type: 'coffee', seat: 0, coffee: FREE, next: 1 },
      { type: 'coffee', seat: 0, coffee: FREE, next: 2 },
    ]);
  });

  it('a coffee may not name a player without wires, nor be taken during a pending choice', () => {
    // Seat 1 runs out of wires on seat 0's cut; seat 2 cannot name it.
    let s = deal([[1], [12], [1], [6, 12, 6]]);
    s = act(s, dual(0, 1, wire(1, 0, 0)));
    expect(checkedCells(s)).toEqual([0]);
    expectTurnOf(s, 2);
    expectRejected(s, { type: 'coffee', seat: 2, coffee: FREE, next: 1 }, 'BAD_NEXT_SEAT');
    expectRejected(s, { type: 'coffee', seat: 2, coffee: FREE, next: 2 }, 'BAD_NEXT_SEAT');
    expect(legalActions(s, 2).filter((a) => a.type === 'coffee')).toEqual([
      { type: 'coffee', seat: 2, coffee: FREE, next: 0 },
    ]);
    s = act(s, dual(2, 12, wire(0, 1, 0)));
    expect(s.pending).toEqual({ kind: 'checkCell', seat: 2, options: [1, 20] });
    expectRejected(s, { type: 'coffee', seat: 2, coffee: FREE, next: 0 }, 'PENDING_CHOICE');
  });
});

describe('new-2 Parallel Wires: the stuck rule', () => {
  // Seat 0 holds only 9s and 2s, none accessible, and every one of them: no cut is open to it.
  const s0 = deal([
    [9, 9, 9, 9],
    [2, 2],
    [1, 3],
    [1, 3],
  ]);

  it('a stuck player may advance the dial by 1 or take a coffee, and nothing else', () => {
    const legal = legalActions(s0, 0);
    expect(legal.filter((a) => a.type !== 'equipment')).toEqual([
      { type: 'stuck', seat: 0 },
      { type: 'coffee', seat: 0, coffee: FREE, next: 1 },
      { type: 'coffee', seat: 0, coffee: FREE, next: 2 },
    ]);
    expectRejected(s0, { type: 'stuck', seat: 1 }, 'NOT_YOUR_TURN');
    const events = eventsOf(s0, { type: 'stuck', seat: 0 });
    expect(events).toEqual([
      { type: 'stuck', seat: 0 },
      { type: 'dialMoved', delta: 1, stepsToSkull: 2 },
      { type: 'turn', seat: 1 },
    ]);
    const coffee = act(s0, { type: 'coffee', seat: 0, coffee: FREE, next: 2 });
    expect(coffee.dial.stepsToSkull).toBe(3);
    expectTurnOf(coffee, 2);
  });

  it('others are not stuck; being stuck at the last notch explodes the bomb', () => {
    let s = act(s0, { type: 'stuck', seat: 0 });
    expectRejected(s, { type: 'stuck', seat: 1 }, 'NOT_STUCK');
    expect(hasAction(s, 1, 'stuck')).toBe(false);
    s = acts(s, [dual(1, 1, wire(2, 0, 1)), dual(2, 1, wire(1, 0, 0))]);
    expect(s.dial.stepsToSkull).toBe(1);
    expect(checkedCells(s)).toEqual([0]);
    expectTurnOf(s, 0);
    expect(hasAction(s, 0, 'stuck')).toBe(true);
    s = act(s, { type: 'stuck', seat: 0 });
    expect(s.status).toBe('lost');
    expect(s.lossCause).toBe('detonator');
  });

  it('a player holding only red wires must reveal them; revealing checks nothing', () => {
    let s = deal([[1], [6], [3.5], [1, 6]]);
    s = act(s, dual(0, 1, wire(2, 0, 0)));
    expectTurnOf(s, 1);
    expectRejected(s, { type: 'stuck', seat: 1 }, 'MUST_REVEAL_RED');
    expectRejected(s, { type: 'coffee', seat: 1, coffee: FREE, next: 2 }, 'MUST_REVEAL_RED');
    expect(legalActions(s, 1)).toEqual([{ type: 'revealRed', seat: 1 }]);
    s = act(s, { type: 'revealRed', seat: 1 });
    expect(checkedCells(s)).toEqual([0]);
    // The final cut wins at once: its pair is not checked on the sheet.
    s = act(s, dual(2, 6, wire(0, 1, 0)));
    expect(s.status).toBe('won');
    expect(checkedCells(s)).toEqual([0]);
  });
});
