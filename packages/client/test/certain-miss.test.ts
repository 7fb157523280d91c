import { describe, expect, it } from 'vitest';
import { viewFor, type Action, type InfoToken, type StandView } from '@bomb-busters/engine';
import { certainMiss, rulesOut } from '../src/logic/certain-miss';
import { act, deal, setup, wire } from './play-scenario';

// Seat 1's leftmost wire is a 2 and gets its true setup token.
const STANDS = [
  [1, 2, 3, 5],
  [2, 3, 6, 9],
  [1, 5, 5, 6],
  [4, 9, 11],
];
const TOKENS = [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0), wire(3, 0, 0)];
const cut = (value: number | 'yellow', index = 0): Action => ({
  type: 'dualCut',
  seat: 0,
  value,
  target: wire(1, 0, index),
});

/** One stand of seat 1 whose first wire, hidden, carries `info`. */
const tokenOnly = (info: InfoToken): { stands: StandView[] } => ({
  stands: [{ seat: 1, stand: 0, wires: [{ printed: null, cut: false, info, labelRight: null }] }],
});

describe('a dual cut a visible token dooms', () => {
  it('a true value token that shows another value: certain, and the engine agrees it misses', () => {
    const state = setup(deal(STANDS), TOKENS);
    const view = viewFor(state, 0);
    expect(certainMiss(view, cut(3))).toEqual({
      wire: wire(1, 0, 0),
      info: { kind: 'value', value: 2 },
    });
    const after = act(state, cut(3));
    expect(after.log.slice(state.log.length)).toContainEqual(
      expect.objectContaining({ type: 'dualCut', success: false }),
    );
  });

  it('the value the token shows, or a wire without a token: may succeed, nothing said', () => {
    const view = viewFor(setup(deal(STANDS), TOKENS), 0);
    expect(certainMiss(view, cut(2))).toBeNull();
    expect(certainMiss(view, cut(3, 1))).toBeNull();
  });

  it('even/odd: only a number of the other parity', () => {
    const odd = tokenOnly({ kind: 'parity', parity: 'odd' });
    expect(certainMiss(odd, cut(6))).not.toBeNull();
    expect(certainMiss(odd, cut(7))).toBeNull();
    expect(rulesOut({ kind: 'parity', parity: 'even' }, 4)).toBe(false);
    expect(rulesOut({ kind: 'parity', parity: 'even' }, 'yellow')).toBe(false);
  });

  it('a false token (mission 17, "not 6") dooms 6 only; a count token dooms nothing', () => {
    const not6 = tokenOnly({ kind: 'not', value: 6 });
    expect(certainMiss(not6, cut(6))).not.toBeNull();
    expect(certainMiss(not6, cut(4))).toBeNull();
    expect(certainMiss(tokenOnly({ kind: 'count', count: 1 }), cut(6))).toBeNull();
    expect(rulesOut({ kind: 'value', value: 'yellow' }, 'yellow')).toBe(false);
    expect(rulesOut({ kind: 'value', value: 'yellow' }, 5)).toBe(true);
  });

  it('the X or Y Ray: certain only when the token rules out both values', () => {
    const four = tokenOnly({ kind: 'value', value: 4 });
    const ray = (a: number, b: number): Action => ({
      type: 'dualCut',
      seat: 0,
      value: [a, b],
      target: wire(1, 0, 0),
    });
    expect(certainMiss(four, ray(5, 6))).not.toBeNull();
    expect(certainMiss(four, ray(4, 6))).toBeNull();
  });

  it('detectors point at several wires: not judged', () => {
    const four = tokenOnly({ kind: 'value', value: 4 });
    const detector: Action = {
      type: 'dualCut',
      seat: 0,
      value: 6,
      detector: 'double',
      targets: [wire(1, 0, 0), wire(1, 0, 0)],
    };
    expect(certainMiss(four, detector)).toBeNull();
  });
});
