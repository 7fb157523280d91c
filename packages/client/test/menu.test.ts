import { describe, expect, it } from 'vitest';
import { expandMenu, legalMenu, targetsOf, type Action } from '@bomb-busters/engine';
import {
  candidates,
  cutModes,
  cutValues,
  dualCutAction,
  narrow,
  plainAction,
  soloValues,
  standEnabled,
  targetEnabled,
  usableCards,
} from '../src/logic/menu';
import { act, deal, legal, setup, wire, start, STANDS } from './play-scenario';

describe('dual cuts from the legal menu', () => {
  const state = start();
  const menu = legalMenu(state, 0);
  const dual = menu.dualCut!;

  it('offers the held values and every uncut teammate wire, plain and Double Detector', () => {
    expect(dual.values).toEqual([1, 2, 3, 5, 'yellow', 10]);
    expect(cutModes(menu)).toEqual(['single', 'double']);
    expect(targetEnabled(dual, 'single', [], wire(1, 0, 2))).toBe(true);
    expect(targetEnabled(dual, 'single', [], wire(0, 0, 2))).toBe(false);
  });

  it('keeps a detector on one stand, never twice the same wire, never more than it points at', () => {
    const first = [wire(2, 0, 1)];
    expect(targetEnabled(dual, 'double', first, wire(2, 0, 2))).toBe(true);
    expect(targetEnabled(dual, 'double', first, wire(2, 0, 1))).toBe(false);
    expect(targetEnabled(dual, 'double', first, wire(3, 0, 1))).toBe(false);
    expect(targetEnabled(dual, 'double', [...first, wire(2, 0, 2)], wire(2, 0, 3))).toBe(false);
    expect(targetEnabled(dual, 'triple', [], wire(2, 0, 2))).toBe(false);
  });

  it('the Double Detector announces numbers only', () => {
    expect(cutValues(dual, 'double')).toEqual([1, 2, 3, 5, 10]);
  });

  it('builds only actions the engine accepts', () => {
    const plain = dualCutAction(dual, 'single', { wires: [wire(1, 0, 1)] }, [3]);
    expect(plain).toEqual({ type: 'dualCut', seat: 0, value: 3, target: wire(1, 0, 1) });
    expect(legal(state, plain)).toBe(true);
    const det = dualCutAction(dual, 'double', { wires: [wire(2, 0, 1), wire(2, 0, 2)] }, [5]);
    expect(legal(state, det)).toBe(true);
    expect(dualCutAction(dual, 'double', { wires: [wire(2, 0, 1)] }, [5])).toBeNull();
    expect(
      dualCutAction(dual, 'double', { wires: [wire(2, 0, 1), wire(2, 0, 2)] }, ['yellow']),
    ).toBeNull();
    expect(dualCutAction(dual, 'single', { wires: [wire(1, 0, 1)] }, [3, 5])).toBeNull();
    expect(dualCutAction(dual, 'single', { wires: [wire(1, 0, 1)] }, [7])).toBeNull();
  });

  it('every action built by pointing is in the expanded menu', () => {
    const all = expandMenu(menu).map((a) => JSON.stringify(a));
    for (const target of targetsOf(dual))
      for (const value of dual.values)
        expect(all).toContain(
          JSON.stringify(dualCutAction(dual, 'single', { wires: [target] }, [value])),
        );
  });
});

describe('equipment inside a dual cut', () => {
  it('unlocks the Triple Detector for the next seat, on stands of three uncut wires', () => {
    const state = act(start(), { type: 'dualCut', seat: 0, value: 3, target: wire(1, 0, 1) });
    const menu = legalMenu(state, 1);
    expect(usableCards(menu)).toEqual([3]);
    expect(cutModes(menu)).toEqual(['single', 'double', 'triple']);
    const dual = menu.dualCut!;
    const three = [wire(2, 0, 1), wire(2, 0, 2), wire(2, 0, 3)];
    expect(targetEnabled(dual, 'triple', three.slice(0, 2), three[2]!)).toBe(true);
    expect(legal(state, dualCutAction(dual, 'triple', { wires: three }, [6]))).toBe(true);
    expect(standEnabled(dual, 'super', { seat: 2, stand: 0 })).toBe(false);
  });

  it('X or Y Ray announces two values, in the menu order', () => {
    const unlocked = act(start(), { type: 'dualCut', seat: 0, value: 10, target: wire(1, 0, 4) });
    const menu = legalMenu(unlocked, 1);
    const dual = menu.dualCut!;
    expect(dual.xyRay).toBe(true);
    expect(usableCards(menu)).toContain(10);
    const action = dualCutAction(dual, 'single', { wires: [wire(2, 0, 3)] }, [6, 2]);
    expect(action).toMatchObject({ value: [2, 6] });
    expect(legal(unlocked, action)).toBe(true);
  });
});

describe('solo cut, reveal red, stuck', () => {
  it('offers a solo cut only of values held entirely', () => {
    // Seat 0 holds both 4s; nobody else does.
    const state = setup(
      deal([
        [4, 4, 6],
        [6, 7],
        [7, 8],
        [8, 9],
      ]),
      [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0), wire(3, 0, 0)],
    );
    const menu = legalMenu(state, 0);
    expect(soloValues(menu)).toEqual([4]);
    expect(plainAction(menu, 'revealRed')).toBeNull();
    expect(soloValues(legalMenu(state, 1))).toEqual([]);
  });
});

describe('narrowing a group of actions', () => {
  const walkie = () => {
    const s = act(start(), { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 0) });
    return s;
  };

  it('asks for the own wire, then the teammate, then gives the action the engine accepts', () => {
    const state = walkie();
    const group = candidates(legalMenu(state, 3), { kind: 'equipment', card: 2 });
    const first = narrow(group, []);
    expect(first).toMatchObject({ kind: 'ask', question: { field: 'wire' } });
    if (first.kind !== 'ask') return;
    expect(first.question.options).toContainEqual(wire(3, 0, 1));
    const second = narrow(group, [{ field: 'wire', value: wire(3, 0, 1) }]);
    expect(second).toEqual({ kind: 'ask', question: { field: 'teammate', options: [0, 1, 2] } });
    const done = narrow(group, [
      { field: 'wire', value: wire(3, 0, 1) },
      { field: 'teammate', value: 2 },
    ]);
    expect(done.kind).toBe('action');
    if (done.kind === 'action') expect(legal(state, done.action)).toBe(true);
  });

  it('asks even a single option, acts at once when nothing is left to ask, none when empty', () => {
    const seats: Action[] = [
      { type: 'equipment', seat: 0, card: 7, seats: [1] },
      { type: 'equipment', seat: 0, card: 7, seats: [1, 2] },
    ];
    expect(narrow(seats, [])).toEqual({
      kind: 'ask',
      question: { field: 'seats', options: [[1], [1, 2]] },
    });
    const rewinder: Action = { type: 'equipment', seat: 0, card: 6 };
    expect(narrow([rewinder], [])).toEqual({ kind: 'action', action: rewinder });
    expect(narrow([], [])).toEqual({ kind: 'none' });
    expect(narrow(seats, [{ field: 'seats', value: [2] }])).toEqual({ kind: 'none' });
  });

  it('answers a pending choice: the setup info token', () => {
    const state = deal(STANDS);
    const answers = candidates(legalMenu(state, 0), { kind: 'answer' });
    const step = narrow(answers, []);
    expect(step).toMatchObject({ kind: 'ask', question: { field: 'wire' } });
    expect(candidates(legalMenu(state, 1), { kind: 'answer' })).toEqual([]);
  });
});
