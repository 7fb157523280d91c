import type { GameEvent } from '@bomb-busters/engine';
import { describe, expect, it } from 'vitest';
import {
  isFocusKey,
  moveFocus,
  seatOrder,
  tabStop,
  wireAnimations,
  type FocusGrid,
} from '../src/logic/layout';

describe('seatOrder', () => {
  it('puts the viewer first, then the seats that play after them', () => {
    expect(seatOrder(4, 2)).toEqual([2, 3, 0, 1]);
    expect(seatOrder(5, 0)).toEqual([0, 1, 2, 3, 4]);
    expect(seatOrder(2, 1)).toEqual([1, 0]);
  });
  it('starts a spectator at seat 0', () => {
    expect(seatOrder(3, 'spectator')).toEqual([0, 1, 2]);
  });
});

describe('moveFocus', () => {
  // Row 0: wires 1 and 3 enabled; row 1: nothing; row 2: wires 0, 4 and 5.
  const grid: FocusGrid = [
    [false, true, false, true],
    [false, false],
    [true, false, false, false, true, true],
  ];
  it('moves along a stand, skipping wires that cannot take focus, without wrapping', () => {
    expect(moveFocus(grid, { row: 0, col: 1 }, 'ArrowRight')).toEqual({ row: 0, col: 3 });
    expect(moveFocus(grid, { row: 0, col: 3 }, 'ArrowLeft')).toEqual({ row: 0, col: 1 });
    expect(moveFocus(grid, { row: 0, col: 3 }, 'ArrowRight')).toBeNull();
    expect(moveFocus(grid, { row: 0, col: 1 }, 'ArrowLeft')).toBeNull();
  });
  it('jumps to the ends of the stand with Home and End', () => {
    expect(moveFocus(grid, { row: 2, col: 4 }, 'Home')).toEqual({ row: 2, col: 0 });
    expect(moveFocus(grid, { row: 2, col: 0 }, 'End')).toEqual({ row: 2, col: 5 });
  });
  it('moves between stands to the nearest wire, skipping stands with none', () => {
    expect(moveFocus(grid, { row: 0, col: 3 }, 'ArrowDown')).toEqual({ row: 2, col: 4 });
    expect(moveFocus(grid, { row: 2, col: 5 }, 'ArrowUp')).toEqual({ row: 0, col: 3 });
    expect(moveFocus(grid, { row: 2, col: 0 }, 'ArrowUp')).toEqual({ row: 0, col: 1 });
    expect(moveFocus(grid, { row: 2, col: 0 }, 'ArrowDown')).toBeNull();
    expect(moveFocus(grid, { row: 0, col: 1 }, 'ArrowUp')).toBeNull();
  });
  it('prefers the left wire on a tie', () => {
    expect(
      moveFocus(
        [
          [true, false, true],
          [false, true],
        ],
        { row: 1, col: 1 },
        'ArrowUp',
      ),
    ).toEqual({ row: 0, col: 0 });
  });
  it('knows which keys are its own', () => {
    expect(isFocusKey('ArrowUp')).toBe(true);
    expect(isFocusKey('Enter')).toBe(false);
  });
});

describe('tabStop', () => {
  const grid: FocusGrid = [
    [false, false],
    [false, true, true],
  ];
  it('keeps the last focused wire while it can take focus', () => {
    expect(tabStop(grid, { row: 1, col: 2 })).toEqual({ row: 1, col: 2 });
  });
  it('falls back to the first wire that can', () => {
    expect(tabStop(grid, { row: 0, col: 0 })).toEqual({ row: 1, col: 1 });
    expect(tabStop(grid, null)).toEqual({ row: 1, col: 1 });
    expect(tabStop([[false]], null)).toBeNull();
  });
});

describe('wireAnimations', () => {
  it('marks cut wires, missed targets and new tokens (cut, then miss, then token)', () => {
    const a = { seat: 1, stand: 0, index: 2 };
    const b = { seat: 1, stand: 0, index: 4 };
    const c = { seat: 0, stand: 1, index: 0 };
    const events: GameEvent[] = [
      { type: 'dualCut', seat: 0, value: 5, targets: [a, b], detector: 'double', success: false },
      { type: 'infoPlaced', wire: a, info: { kind: 'value', value: 6 }, cause: 'failure' },
      { type: 'wireCut', wire: c, printed: 3 },
      { type: 'infoPlaced', wire: c, info: { kind: 'value', value: 3 }, cause: 'postIt' },
      { type: 'dialMoved', delta: 1, stepsToSkull: 2 },
      {
        type: 'infoPlaced',
        wire: { ...b, index: 5 },
        info: { kind: 'value', value: 'yellow' },
        cause: 'setup',
      },
    ];
    expect(Object.fromEntries(wireAnimations(events))).toEqual({
      '1-0-2': 'miss',
      '1-0-4': 'miss',
      '0-1-0': 'cut',
      '1-0-5': 'info',
    });
  });
});
