/**
 * New Mission 1/3 "Balancing on the Wire" (RULES.md §7.1): every pair cut checks a cell, completed
 * lines move the dial, and moving back past the start explodes.
 */
import { describe, expect, it } from 'vitest';
import { colourOf, createGame, legalActions, type GameState } from '../src/index.js';
import { act, expectRejected, wire, type Scenario } from './scenario.js';
import {
  acts,
  check,
  checkedCells,
  dual,
  eventsOf,
  hasAction,
  ready,
  solo,
} from './new-missions-helpers.js';

const mission = 'new-1' as const;
/** Three players, captain 0 (two stands): stands are seat 0 (×2), seat 1, seat 2. */
const deal = (stands: number[][], extra: Partial<Scenario> = {}): GameState =>
  ready({ mission, players: 3, captain: 0, stands, equipment: [], ...extra }).state;

// Cell ids: line i (0-based) holds cells 2i and 2i+1.
const LINES: [number | 'yellow', number | 'yellow', number][] = [
  [1, 'yellow', 1],
  [2, 12, -1],
  [3, 11, 1],
  [4, 10, -1],
  [5, 9, 1],
  [6, 8, -1],
  [7, 7, 0],
  [8, 1, 1],
  [9, 2, -1],
  [10, 3, 1],
  [11, 4, -1],
  [12, 5, 1],
  ['yellow', 6, -1],
];

describe('new-1 Balancing on the Wire: setup', () => {
  it('deals 48 blue, 1 red and 4 yellow wires with known markers', () => {
    const created = createGame({ mission, players: 4, seed: 'balance-setup' });
    if (!created.ok) throw new Error(created.error.code);
    const s = created.value;
    const colours = s.hands.flat(2).map((w) => colourOf(w.printed));
    expect(colours.filter((c) => c === 'blue')).toHaveLength(48);
    expect(colours.filter((c) => c === 'red')).toHaveLength(1);
    expect(colours.filter((c) => c === 'yellow')).toHaveLength(4);
    const markers = s.markers.map((m) => colourOf(m.printed));
    expect(markers.filter((c) => c === 'red')).toHaveLength(1);
    expect(markers.filter((c) => c === 'yellow')).toHaveLength(4);
    expect(markers).toHaveLength(5);
    expect(s.markers.every((m) => !m.uncertain)).toBe(true);
    expect(s.dial).toMatchObject({ stepsToSkull: 4, start: 4 });
  });

  it('has the 13-line sheet of RULES.md §7.1 (with the added line J|6, −1), all unchecked', () => {
    const s = deal([[1], [2], [3], [4]]);
    const grid = s.grid;
    expect(grid?.kind).toBe('balance');
    expect(grid?.icons).toEqual([]);
    expect(grid?.groups.map((g) => g.action)).toEqual(LINES.map((l) => l[2]));
    expect(grid?.cells.map((c) => c.value)).toEqual(LINES.flatMap((l) => [l[0], l[1]]));
    expect(grid?.cells.map((c) => c.group)).toEqual(LINES.flatMap((_, i) => [i, i]));
    expect(checkedCells(s)).toEqual([]);
    // Each value 1-12 and J exactly twice: every pair that can be cut finds a cell (§7.1-a/d).
    for (const v of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 'yellow'])
      expect(grid?.cells.filter((c) => c.value === v)).toHaveLength(2);
    expect(s.status).toBe('playing');
    expect(s.dial).toMatchObject({ stepsToSkull: 3, start: 3, max: 3 });
  });
});

describe('new-1 Balancing on the Wire: checking cells', () => {
  const s0 = deal([[1, 1, 5], [8], [1, 1, 5], [8, 3]]);

  it('a dual cut lets the active player choose one of the two cells of the value', () => {
    const s = act(s0, dual(0, 1, wire(1, 0, 0)));
    expect(s.pending).toEqual({ kind: 'checkCell', seat: 0, options: [0, 15] });
    expect(s.activeSeat).toBe(0);
    // The teammate does not choose (§7.1-h); only listed cells are accepted.
    expectRejected(s, check(1, 15), 'NOT_YOUR_CHOICE');
    expectRejected(s, check(0, 2), 'NOT_AN_OPTION');
    expect(legalActions(s, 0)).toEqual([check(0, 0), check(0, 15)]);
    expect(legalActions(s, 1)).toEqual([]);
    const after = act(s, check(0, 15));
    expect(checkedCells(after)).toEqual([15]);
    expect(after.activeSeat).toBe(1);
    expect(after.pending).toBeNull();
  });

  it('checks the only cell left automatically', () => {
    const s = acts(s0, [dual(0, 1, wire(1, 0, 0)), check(0, 15)]);
    const events = eventsOf(s, dual(1, 1, wire(0, 0, 1)));
    expect(events.filter((e) => e.type === 'cellChecked')).toEqual([
      { type: 'cellChecked', seat: 1, cell: 0 },
    ]);
    const after = act(s, dual(1, 1, wire(0, 0, 1)));
    expect(checkedCells(after)).toEqual([0, 15]);
    // Line 1 (1|J) is not complete: nothing moves.
    expect(after.dial.stepsToSkull).toBe(3);
    expect(after.activeSeat).toBe(2);
  });

  it('a failed cut checks nothing and only moves the dial by 1 (§7.1-g)', () => {
    const events = eventsOf(s0, dual(0, 5, wire(1, 0, 0)));
    expect(events.some((e) => e.type === 'cellChecked' || e.type === 'pending')).toBe(false);
    const after = act(s0, dual(0, 5, wire(1, 0, 0)));
    expect(checkedCells(after)).toEqual([]);
    expect(after.dial.stepsToSkull).toBe(2);
    expect(after.activeSeat).toBe(1);
  });

  it('a solo cut of four checks both cells, in the order the player picks', () => {
    const s = deal([[9, 9, 9, 9, 1], [2], [1, 3], [2, 3]]);
    const pending = act(s, solo(0, 9));
    expect(pending.pending).toEqual({ kind: 'checkCell', seat: 0, options: [9, 16] });
    const events = eventsOf(pending, check(0, 16));
    expect(
      events.filter((e) => e.type === 'cellChecked').map((e) => e.type === 'cellChecked' && e.cell),
    ).toEqual([16, 9]);
    const after = act(pending, check(0, 16));
    expect(checkedCells(after)).toEqual([9, 16]);
    expect(after.activeSeat).toBe(1);
  });

  it('a solo cut of two checks one cell', () => {
    const s = deal([[4, 4, 1], [2], [1, 3], [2, 3]]);
    const after = acts(s, [solo(0, 4), check(0, 21)]);
    expect(checkedCells(after)).toEqual([21]);
  });

  it('revealing red wires checks nothing', () => {
    const s = deal([[1], [2], [3.5], [1, 2]]);
    const a = acts(s, [dual(0, 1, wire(2, 0, 0)), check(0, 0)]);
    expect(a.activeSeat).toBe(1);
    const b = act(a, { type: 'revealRed', seat: 1 });
    expect(checkedCells(b)).toEqual([0]);
    expect(b.pending).toBeNull();
    expect(b.activeSeat).toBe(2);
  });

  it('star wires are on no sheet: cutting them checks nothing', () => {
    const s = deal([[0, 1], [2], [1, 13], [2, 3]], { options: { stars: 1 } });
    const events = eventsOf(s, dual(0, 'star', wire(1, 0, 1)));
    expect(events.filter((e) => e.type === 'wireCut')).toHaveLength(2);
    const after = act(s, dual(0, 'star', wire(1, 0, 1)));
    expect(checkedCells(after)).toEqual([]);
    expect(after.pending).toBeNull();
    expect(after.activeSeat).toBe(1);
  });
});

describe('new-1 Balancing on the Wire: completed lines move the dial', () => {
  // seat 0: [1, 2, 3.1, 4] [6, 10, 12]; seat 1: [1, 2, 4, 4.1, 12]; seat 2: [6, 10, 11, 11].
  const s0 = deal([
    [1, 2, 3.1, 4],
    [12, 10, 6],
    [1, 2, 4.1, 4, 12],
    [10, 6, 11, 11],
  ]);

  it('+1 advances, −1 moves back, and −1 from the start explodes (dialPastStart)', () => {
    let s = acts(s0, [dual(0, 1, wire(1, 0, 0)), check(0, 0)]);
    const yellow = act(s, dual(1, 'yellow', wire(0, 0, 2)));
    expect(yellow.pending).toEqual({ kind: 'checkCell', seat: 1, options: [1, 24] });
    const events = eventsOf(yellow, check(1, 1));
    expect(events.filter((e) => e.type !== 'turn')).toEqual([
      { type: 'cellChecked', seat: 1, cell: 1 },
      { type: 'lineCompleted', line: 0, delta: 1 },
      { type: 'dialMoved', delta: 1, stepsToSkull: 2 },
    ]);
    s = act(yellow, check(1, 1));
    expect(s.dial.stepsToSkull).toBe(2);

    s = acts(s, [solo(2, 11), check(2, 5), dual(0, 2, wire(1, 0, 1)), check(0, 2)]);
    expect(s.dial.stepsToSkull).toBe(2);
    s = act(s, dual(1, 12, wire(0, 1, 2)));
    expect(s.pending).toEqual({ kind: 'checkCell', seat: 1, options: [3, 22] });
    const back = eventsOf(s, check(1, 3));
    expect(back).toContainEqual({ type: 'lineCompleted', line: 1, delta: -1 });
    expect(back).toContainEqual({ type: 'dialMoved', delta: -1, stepsToSkull: 3 });
    s = act(s, check(1, 3));
    expect(s.dial.stepsToSkull).toBe(3);
    expect(s.status).toBe('playing');

    // At the start, line 4 (4|10, −1) explodes the bomb.
    s = acts(s, [dual(2, 10, wire(0, 1, 1)), check(2, 7), dual(0, 4, wire(1, 0, 2))]);
    expect(s.pending).toEqual({ kind: 'checkCell', seat: 0, options: [6, 21] });
    const boom = eventsOf(s, check(0, 6));
    expect(boom.slice(-3)).toEqual([
      { type: 'lineCompleted', line: 3, delta: -1 },
      { type: 'dialMoved', delta: -1, stepsToSkull: 4 },
      { type: 'lost', cause: 'dialPastStart' },
    ]);
    const lost = act(s, check(0, 6));
    expect(lost.status).toBe('lost');
    expect(lost.lossCause).toBe('dialPastStart');
    expect(lost.pending).toBeNull();
    expect(legalActions(lost, 1)).toEqual([]);
  });

  it('+1 lines can reach the skull (2 players: two +1 lines explode, lossCause detonator)', () => {
    // Stands: seat 0 [1, 3, 3.1] [5, 11]; seat 1 [1, 3, 4.1] [6, 11].
    const s = acts(
      ready({
        mission,
        players: 2,
        captain: 0,
        stands: [
          [1, 3.1, 3],
          [11, 5],
          [1, 4.1, 3],
          [11, 6],
        ],
        equipment: [],
      }).state,
      [
        dual(0, 1, wire(1, 0, 0)),
        check(0, 0),
        dual(1, 'yellow', wire(0, 0, 2)),
        check(1, 1),
        dual(0, 3, wire(1, 0, 1)),
        check(0, 4),
        dual(1, 11, wire(0, 1, 1)),
      ],
    );
    expect(s.dial.stepsToSkull).toBe(1);
    expect(s.pending).toEqual({ kind: 'checkCell', seat: 1, options: [5, 20] });
    const after = act(s, check(1, 5));
    expect(after.status).toBe('lost');
    expect(after.lossCause).toBe('detonator');
  });

  it('checking the other cell of line 4 instead leaves the dial alone', () => {
    const s = acts(s0, [
      dual(0, 1, wire(1, 0, 0)),
      check(0, 0),
      dual(1, 4, wire(0, 0, 3)),
      check(1, 21),
    ]);
    expect(checkedCells(s)).toEqual([0, 21]);
    expect(s.dial.stepsToSkull).toBe(3);
    expect(s.status).toBe('playing');
  });

  it('the added line J|6 moves the dial back by 1 (§7.1-a)', () => {
    let s = deal([
      [1, 3.1, 6],
      [5.1, 9],
      [1, 4.1, 6],
      [2.1, 9, 9, 9],
    ]);
    s = acts(s, [
      dual(0, 1, wire(1, 0, 0)),
      check(0, 0),
      dual(1, 'yellow', wire(0, 0, 1)),
      check(1, 1),
    ]);
    expect(s.dial.stepsToSkull).toBe(2);
    // The second yellow pair has a single J cell left: line 13's.
    s = act(s, dual(2, 'yellow', wire(0, 1, 0)));
    expect(checkedCells(s)).toEqual([0, 1, 24]);
    s = act(s, dual(0, 6, wire(1, 0, 2)));
    expect(s.pending).toEqual({ kind: 'checkCell', seat: 0, options: [10, 25] });
    const events = eventsOf(s, check(0, 25));
    expect(events).toContainEqual({ type: 'lineCompleted', line: 12, delta: -1 });
    expect(act(s, check(0, 25)).dial.stepsToSkull).toBe(3);
  });

  it('line 7|7 has no action', () => {
    let s = deal([[7, 7, 1], [2], [7, 7, 3], [4, 5]]);
    s = act(s, dual(0, 7, wire(1, 0, 1)));
    expect(s.pending).toEqual({ kind: 'checkCell', seat: 0, options: [12, 13] });
    s = act(s, check(0, 13));
    const events = eventsOf(s, dual(1, 7, wire(0, 0, 2)));
    expect(events.filter((e) => e.type === 'cellChecked')).toEqual([
      { type: 'cellChecked', seat: 1, cell: 12 },
    ]);
    expect(events.some((e) => e.type === 'lineCompleted' || e.type === 'dialMoved')).toBe(false);
    s = act(s, dual(1, 7, wire(0, 0, 2)));
    expect(s.dial.stepsToSkull).toBe(3);
    expect(s.status).toBe('playing');
  });

  describe('one solo cut of four completing two lines (§7.1-e)', () => {
    // Cells 2 (line 2's 2) and 23 (line 12's 5) are checked first; four 12s complete both lines.
    const before = acts(deal([[2, 5, 12, 12, 12, 12], [3], [2, 5, 3], [4, 4]]), [
      dual(0, 2, wire(1, 0, 0)),
      check(0, 2),
      dual(1, 5, wire(0, 0, 1)),
      check(1, 23),
      solo(2, 4),
      check(2, 21),
    ]);
    const pending = act(before, solo(0, 12));

    it('applies the actions one by one in the order the cells are checked', () => {
      expect(pending.pending).toEqual({ kind: 'checkCell', seat: 0, options: [3, 22] });
      const events = eventsOf(pending, check(0, 22)).filter((e) => e.type !== 'turn');
      expect(events).toEqual([
        { type: 'cellChecked', seat: 0, cell: 22 },
        { type: 'lineCompleted', line: 11, delta: 1 },
        { type: 'dialMoved', delta: 1, stepsToSkull: 2 },
        { type: 'cellChecked', seat: 0, cell: 3 },
        { type: 'lineCompleted', line: 1, delta: -1 },
        { type: 'dialMoved', delta: -1, stepsToSkull: 3 },
      ]);
      const after = act(pending, check(0, 22));
      expect(after.status).toBe('playing');
      expect(after.dial.stepsToSkull).toBe(3);
    });

    it('−1 first at the start explodes before the +1 can help', () => {
      const after = act(pending, check(0, 3));
      expect(after.status).toBe('lost');
      expect(after.lossCause).toBe('dialPastStart');
      expect(checkedCells(after)).not.toContain(22);
    });
  });
});

describe('new-1 Balancing on the Wire: Rewinder, stuck, coffee, the win', () => {
  const s0 = deal([[6, 1], [2], [6, 3], [4, 5]], { equipment: [6] });
  const unlocked = acts(s0, [dual(0, 6, wire(1, 0, 1)), check(0, 10)]);

  it('the Rewinder (equipment 6) at the start explodes too (§7.1-f)', () => {
    expect(unlocked.equipment).toEqual([{ card: 6, state: 'available' }]);
    const after = act(unlocked, { type: 'equipment', seat: 2, card: 6 });
    expect(after.status).toBe('lost');
    expect(after.lossCause).toBe('dialPastStart');
  });

  it('the Rewinder after a mistake moves back to the start safely', () => {
    const failed = act(unlocked, dual(1, 3, wire(2, 0, 0)));
    expect(failed.dial.stepsToSkull).toBe(2);
    const after = act(failed, { type: 'equipment', seat: 2, card: 6 });
    expect(after.status).toBe('playing');
    expect(after.dial.stepsToSkull).toBe(3);
  });

  it('nobody is ever stuck, and there is no coffee on this sheet', () => {
    expectRejected(s0, { type: 'stuck', seat: 0 }, 'NOT_STUCK');
    expectRejected(s0, { type: 'coffee', seat: 0, coffee: 0, next: 1 }, 'NO_SUCH_COFFEE');
    expect(hasAction(s0, 0, 'stuck')).toBe(false);
    expect(hasAction(s0, 0, 'coffee')).toBe(false);
    // Any held value may be announced: the sheet does not restrict cuts here.
    const values = new Set(
      legalActions(s0, 0).flatMap((a) => (a.type === 'dualCut' ? [a.value] : [])),
    );
    expect([...values].sort()).toEqual([1, 2, 6]);
  });

  it('the final cut wins even if its line would have exploded the bomb (decision)', () => {
    // Line 2 (2|12, −1) would complete at the start with the last pair; the win comes first.
    const s = acts(deal([[2], [12], [2], [12]]), [dual(0, 2, wire(1, 0, 0)), check(0, 2)]);
    expect(s.activeSeat).toBe(2); // seat 1 has no wires left
    const events = eventsOf(s, dual(2, 12, wire(0, 1, 0)));
    expect(events.some((e) => e.type === 'cellChecked' || e.type === 'dialMoved')).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'won' });
    const won = act(s, dual(2, 12, wire(0, 1, 0)));
    expect(won.status).toBe('won');
    expect(won.lossCause).toBeNull();
    expect(won.pending).toBeNull();
    expect(checkedCells(won)).toEqual([2]);
    expect(won.dial.stepsToSkull).toBe(3);
  });
});
