/**
 * New Mission 3/3 "Dangerous Liaisons" (RULES.md §7.3): only values in cartouches linked to START
 * may be cut; completing a cartouche earns a new line, bonus icons an extra one.
 */
import { describe, expect, it } from 'vitest';
import {
  accessibleIcons,
  colourOf,
  createGame,
  legalActions,
  type GameState,
} from '../src/index.js';
import { act, expectRejected, start, wire, type Scenario } from './scenario.js';
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
  line,
  ready,
  solo,
} from './new-missions-helpers.js';

const mission = 'new-3' as const;
const deal = (stands: number[][], lines: number[], extra: Partial<Scenario> = {}): GameState =>
  ready({ mission, players: 3, captain: 0, stands, equipment: [], ...extra }, lines).state;

// Cartouche c holds cells 2c and 2c+1.
const CARTOUCHES = [
  [5, 6],
  [1, 11],
  [5, 12],
  [2, 10],
  [3, 9],
  [4, 8],
  [1, 12],
  [6, 7],
  [2, 8],
  [4, 11],
  [3, 10],
  ['yellow', 'yellow'],
  [7, 9],
];
const connected = (s: GameState): number[] =>
  (s.grid?.groups ?? []).flatMap((g, id) => (g.connected ? [id] : []));

describe('new-3 Dangerous Liaisons: setup', () => {
  it('deals 48 blue, 1 red and 4 yellow wires; the sheet of RULES.md §7.3 starts unlinked', () => {
    const created = createGame({ mission, players: 4, seed: 'liaisons-setup' });
    if (!created.ok) throw new Error(created.error.code);
    const s = created.value;
    const colours = s.hands.flat(2).map((w) => colourOf(w.printed));
    expect(colours.filter((c) => c === 'blue')).toHaveLength(48);
    expect(colours.filter((c) => c === 'red')).toHaveLength(1);
    expect(colours.filter((c) => c === 'yellow')).toHaveLength(4);
    expect(s.grid?.kind).toBe('liaisons');
    expect(s.grid?.cells.map((c) => c.value)).toEqual(CARTOUCHES.flat());
    expect(connected(s)).toEqual([]);
    expect(s.grid?.icons.map((i) => [i.kind, i.connectedTo])).toEqual([
      ['coffee', [0]],
      ['bonus', [3]],
      ['bonus', [4, 5]],
      ['coffee', [8]],
      ['coffee', [10]],
      ['coffee', [11, 12]],
      ['bonus', [12]],
    ]);
  });

  it.each([
    { players: 3, captain: 1, stands: 4, drawers: [1, 2, 0] },
    { players: 2, captain: 1, stands: 4, drawers: [1, 0, 1] },
    { players: 4, captain: 2, stands: 4, drawers: [2, 3, 0] },
    { players: 5, captain: 4, stands: 5, drawers: [4, 0, 1] },
  ])(
    '$players players, captain $captain: the three initial lines are drawn by $drawers',
    ({ players, captain, stands, drawers }) => {
      const deal = Array.from({ length: stands }, (_, i) => [i + 1]);
      const { state, drawers: seen } = ready(
        { mission, players, captain, stands: deal, equipment: [] },
        [5, 12, 0],
      );
      expect(seen).toEqual(drawers);
      expect(connected(state)).toEqual([0, 5, 12]);
      expect(state.status).toBe('playing');
      expectTurnOf(state, captain);
    },
  );

  it('the lines come after the info tokens, go to unlinked cartouches, and are drawn by their seat', () => {
    let s = start({ mission, players: 3, captain: 0, stands: [[1], [2], [3], [4]], equipment: [] });
    while (s.pending?.kind === 'setupInfo')
      s = act(s, { type: 'info', seat: s.pending.seat, wire: s.pending.options[0]! });
    expect(s.status).toBe('setup');
    expect(s.pending).toEqual({
      kind: 'drawLine',
      seat: 0,
      options: CARTOUCHES.map((_, i) => i),
    });
    expectRejected(s, line(1, 4), 'NOT_YOUR_CHOICE');
    expectRejected(s, line(0, 13), 'NOT_AN_OPTION');
    expectRejected(s, dual(0, 1, wire(1, 0, 0)), 'PENDING_CHOICE');
    s = act(s, line(0, 4));
    expect(s.pending?.seat).toBe(1);
    expect(s.pending?.options).not.toContain(4);
    expectRejected(s, line(1, 4), 'NOT_AN_OPTION');
    s = acts(s, [line(1, 7), line(2, 9)]);
    expect(s.status).toBe('playing');
    expect(connected(s)).toEqual([4, 7, 9]);
  });
});

describe('new-3 Dangerous Liaisons: linked cartouches, completion lines and coffees', () => {
  // Lines to (5,6), (1,11), (5,12). seat 0: [2, 5, 6, 10] [9, 12]; seat 1: [1, 2, 5, 6, 10];
  // seat 2: [1, 3, 11, 11, 12].
  const s0 = deal(
    [
      [5, 6, 2, 10],
      [12, 9],
      [5, 6, 2, 10, 1],
      [1, 11, 11, 12, 3],
    ],
    [0, 1, 2],
  );

  it('only values of unchecked cells in linked cartouches may be cut', () => {
    expect(accessibleValues(s0)).toEqual([1, 5, 6, 11, 12]);
    expect(legalCutValues(s0, 0)).toEqual({ dual: [5, 6, 12], solo: [] });
    expectRejected(s0, dual(0, 2, wire(1, 0, 1)), 'VALUE_NOT_ACCESSIBLE');
    expectRejected(s0, dual(0, 9, wire(1, 0, 1)), 'VALUE_NOT_ACCESSIBLE');
    expectRejected(s0, { type: 'stuck', seat: 0 }, 'NOT_STUCK');
    expect(hasAction(s0, 0, 'coffee')).toBe(false);
    expectRejected(s0, { type: 'coffee', seat: 0, coffee: 0, next: 1 }, 'COFFEE_NOT_ACCESSIBLE');
    expectRejected(s0, { type: 'coffee', seat: 0, coffee: 1, next: 1 }, 'NO_SUCH_COFFEE');
  });

  it('a failed cut checks nothing', () => {
    const s = act(s0, dual(0, 5, wire(1, 0, 0)));
    expect(checkedCells(s)).toEqual([]);
    expect(s.dial.stepsToSkull).toBe(2);
  });

  it('completing a cartouche gives its checker a line; its coffee becomes accessible', () => {
    let s = act(s0, dual(0, 5, wire(1, 0, 2)));
    expect(s.pending).toEqual({ kind: 'checkCell', seat: 0, options: [0, 4] });
    s = act(s, check(0, 0));
    // 6 is also in (6,7), which is not linked: the only choice is cell 1, which completes (5,6).
    s = act(s, dual(1, 6, wire(0, 0, 2)));
    expect(checkedCells(s)).toEqual([0, 1]);
    expect(s.pending).toEqual({
      kind: 'drawLine',
      seat: 1,
      options: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    });
    expect(s.activeSeat).toBe(1);
    expectRejected(s, line(2, 3), 'NOT_YOUR_CHOICE');
    expectRejected(s, line(1, 1), 'NOT_AN_OPTION');
    expect(legalActions(s, 1)).toHaveLength(10);
    s = act(s, line(1, 3));
    expect(connected(s)).toEqual([0, 1, 2, 3]);
    expect(accessibleValues(s)).toEqual([1, 2, 5, 10, 11, 12]);
    expect(accessibleIcons(s.grid!, 'coffee')).toEqual([0]);
    expectTurnOf(s, 2);

    // The coffee of (5,6) may now be taken.
    expect(legalActions(s, 2).filter((a) => a.type === 'coffee')).toEqual([
      { type: 'coffee', seat: 2, coffee: 0, next: 0 },
      { type: 'coffee', seat: 2, coffee: 0, next: 1 },
    ]);
    const coffee = act(s, { type: 'coffee', seat: 2, coffee: 0, next: 1 });
    expectTurnOf(coffee, 1);
    expect(accessibleIcons(coffee.grid!, 'coffee')).toEqual([]);

    // Completing (2,10) reaches the bonus: two lines in a row for the checker.
    s = acts(s, [solo(2, 11), dual(0, 2, wire(1, 0, 1))]);
    expect(checkedCells(s)).toEqual([0, 1, 3, 6]);
    s = act(s, dual(1, 10, wire(0, 0, 3)));
    expect(checkedCells(s)).toEqual([0, 1, 3, 6, 7]);
    expect(s.pending).toMatchObject({ kind: 'drawLine', seat: 1 });
    s = act(s, line(1, 11));
    expect(s.pending).toMatchObject({ kind: 'drawLine', seat: 1 });
    expect(s.pending?.options).not.toContain(11);
    expect(s.grid?.icons[1]?.used).toBe(true);
    s = act(s, line(1, 12));
    expect(connected(s)).toEqual([0, 1, 2, 3, 11, 12]);
    expectTurnOf(s, 2);
  });

  it('lets a bonus shared by two cartouches give a single extra line', () => {
    // Lines to (3,9), (4,8), (5,6). seat 0: [3, 4, 8, 9] [1]; seat 1: [3, 4, 8, 9]; seat 2: [1, 6].
    let s = deal([[3, 9, 4, 8], [1], [3, 9, 4, 8], [1, 6]], [4, 5, 0]);
    s = act(s, dual(0, 3, wire(1, 0, 0)));
    expect(checkedCells(s)).toEqual([8]);
    s = act(s, dual(1, 9, wire(0, 0, 3)));
    expect(s.pending).toMatchObject({ kind: 'drawLine', seat: 1 });
    s = act(s, line(1, 6));
    expect(s.pending).toMatchObject({ kind: 'drawLine', seat: 1 });
    s = act(s, line(1, 7));
    expect(s.grid?.icons[2]?.used).toBe(true);
    s = acts(s, [dual(2, 1, wire(0, 1, 0)), dual(0, 4, wire(1, 0, 1))]);
    expect(checkedCells(s)).toEqual([8, 9, 10, 12]);
    s = act(s, dual(1, 8, wire(0, 0, 2)));
    expect(s.pending).toMatchObject({ kind: 'drawLine', seat: 1 });
    s = act(s, line(1, 8));
    expect(s.pending).toBeNull();
    expect(connected(s)).toEqual([0, 4, 5, 6, 7, 8]);
    expectTurnOf(s, 2);
  });
});

describe('new-3 Dangerous Liaisons: solo cuts of four and the yellow cartouche', () => {
  it('a solo cut of four needs both cells of the value in linked cartouches', () => {
    const stands = [[5, 5, 5, 5, 1], [2], [1, 6], [2, 12]];
    const one = deal(stands, [0, 1, 3]);
    expectRejected(one, solo(0, 5), 'VALUE_NOT_ACCESSIBLE');
    // 5 may still be announced in a dual cut (it is linked), a sure failure here.
    expect(legalCutValues(one, 0)).toEqual({ dual: [1, 2, 5], solo: [] });
    const both = deal(stands, [0, 1, 2]);
    expect(legalCutValues(both, 0).solo).toEqual([5]);
    let s = act(both, solo(0, 5));
    expect(s.pending).toEqual({ kind: 'checkCell', seat: 0, options: [0, 4] });
    s = act(s, check(0, 4));
    expect(checkedCells(s)).toEqual([0, 4]);
    expectTurnOf(s, 1);
  });

  it('a solo cut of four completing two cartouches earns two lines', () => {
    // (5,6) and (5,12) miss only their 5s when seat 0 cuts its four 5s.
    let s = deal([[5, 5, 5, 5, 1], [6], [1, 6, 12], [2, 12]], [0, 1, 2]);
    s = acts(s, [dual(0, 6, wire(1, 0, 1)), dual(1, 12, wire(2, 0, 1))]);
    expect(checkedCells(s)).toEqual([1, 5]);
    expectTurnOf(s, 2);
    s = act(s, { type: 'stuck', seat: 2 });
    s = act(s, solo(0, 5));
    s = act(s, check(0, 0));
    expect(s.pending).toMatchObject({ kind: 'drawLine', seat: 0 });
    expect(checkedCells(s)).toEqual([0, 1, 5]);
    s = act(s, line(0, 9));
    // The second 5 is checked after the first line; its cartouche earns the second line.
    expect(checkedCells(s)).toEqual([0, 1, 4, 5]);
    expect(s.pending).toMatchObject({ kind: 'drawLine', seat: 0 });
    s = act(s, line(0, 10));
    expect(connected(s)).toEqual([0, 1, 2, 9, 10]);
    expectTurnOf(s, 1);
  });

  it('(J,J) is completed only by both yellow pairs', () => {
    // seat 0: [1, 2.1, 3.1] [5]; seat 1: [1, 4.1, 5.1]; seat 2: [5, 6, 6].
    let s = deal([[2.1, 3.1, 1], [5], [4.1, 5.1, 1], [5, 6, 6]], [11, 0, 1]);
    s = act(s, dual(0, 'yellow', wire(1, 0, 1)));
    expect(s.pending).toEqual({ kind: 'checkCell', seat: 0, options: [22, 23] });
    s = act(s, check(0, 22));
    expectTurnOf(s, 1);
    expect(accessibleValues(s)).toContain('yellow');
    s = act(s, dual(1, 'yellow', wire(0, 0, 2)));
    expect(checkedCells(s)).toEqual([22, 23]);
    expect(s.pending).toMatchObject({ kind: 'drawLine', seat: 1 });
    expect(accessibleIcons(s.grid!, 'coffee')).toEqual([5]);
    expect(accessibleValues(s)).not.toContain('yellow');
  });

  it('all four yellow wires may be cut solo only with (J,J) linked', () => {
    const stands = [[2.1, 3.1, 4.1, 5.1], [1], [1, 6], [5, 6]];
    expectRejected(deal(stands, [0, 1, 2]), solo(0, 'yellow'), 'VALUE_NOT_ACCESSIBLE');
    const s = act(deal(stands, [11, 1, 2]), solo(0, 'yellow'));
    expect(s.pending).toEqual({ kind: 'checkCell', seat: 0, options: [22, 23] });
    const after = act(s, check(0, 23));
    expect(checkedCells(after)).toEqual([22, 23]);
    expect(after.pending).toMatchObject({ kind: 'drawLine', seat: 0 });
  });
});

describe('new-3 Dangerous Liaisons: the stuck rule', () => {
  it('a player with no value in a linked cartouche may only advance the dial', () => {
    const s = deal([[3, 9], [4], [3, 9, 4, 1], [1, 5]], [0, 1, 2]);
    expect(legalActions(s, 0)).toEqual([{ type: 'stuck', seat: 0 }]);
    expectRejected(s, dual(0, 3, wire(1, 0, 0)), 'VALUE_NOT_ACCESSIBLE');
    expectRejected(s, { type: 'coffee', seat: 0, coffee: 0, next: 1 }, 'COFFEE_NOT_ACCESSIBLE');
    const events = eventsOf(s, { type: 'stuck', seat: 0 });
    expect(events).toContainEqual({ type: 'dialMoved', delta: 1, stepsToSkull: 2 });
    expectTurnOf(act(s, { type: 'stuck', seat: 0 }), 1);
  });
});
