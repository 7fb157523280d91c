/**
 * Rhett Herrings (mission 17, RULES.md §6.2, §9 A35, B9): the Captain card is dealt at random and
 * its holder, Rhett, uses no equipment and no Double Detector; every token on his wires is false,
 * meaning "not this value": two at setup, and the announced value after a failed cut on his wire.
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
import type { Action, GameState } from '../../types.js';

// With this seed seat 0 draws the Captain card: Rhett.
const dealt = start({
  mission: 17,
  players: 4,
  seed: 'rhett-3',
  stands: [
    [1, 3, 3.5, 7, 9],
    [1, 3, 5, 8],
    [2, 5, 7, 8],
    [2, 4, 6, 9.5],
  ],
  equipment: [],
});
const falseToken = (ref: ReturnType<typeof wire>, value: number): Action => ({
  type: 'info',
  seat: 0,
  wire: ref,
  value,
});

describe('Rhett’s setup tokens', () => {
  it('are two, on any wire but a red, any value but the wire’s own', () => {
    expect(dealt.captain).toBe(0);
    const options = [wire(0, 0, 0), wire(0, 0, 1), wire(0, 0, 3), wire(0, 0, 4)];
    expect(dealt.pending).toMatchObject({ kind: 'falseInfo', seat: 0, options, cause: 'setup' });
    // Eleven values per wire: all blue values but its own.
    expect(legalActions(dealt, 0)).toHaveLength(4 * 11);
    expectRejected(dealt, falseToken(wire(0, 0, 0), 1), 'NOT_AN_OPTION');
    expectRejected(dealt, { type: 'info', seat: 0, wire: wire(0, 0, 0) }, 'NOT_AN_OPTION');
    expectRejected(dealt, falseToken(wire(0, 0, 2), 5), 'NOT_AN_OPTION');
    const one = act(dealt, falseToken(wire(0, 0, 0), 5));
    expect(eventsSince(dealt, one)[0]).toEqual({
      type: 'infoPlaced',
      wire: wire(0, 0, 0),
      info: { kind: 'not', value: 5 },
      cause: 'setup',
    });
    expect(one.pending).toMatchObject({ kind: 'falseInfo', seat: 0 });
    const two = act(one, falseToken(wire(0, 0, 3), 8));
    // Then the others place their usual true token: a value other than the wire's is refused.
    expect(two.pending).toMatchObject({ kind: 'setupInfo', seat: 1 });
    expectRejected(two, { type: 'info', seat: 1, wire: wire(1, 0, 0), value: 4 }, 'NOT_AN_OPTION');
    const ready = finishSetup(two);
    expect(ready.hands[1]?.[0]?.[0]?.info).toEqual({ kind: 'value', value: 1 });
  });
});

describe('in play', () => {
  const ready = finishSetup(
    [falseToken(wire(0, 0, 0), 5), falseToken(wire(0, 0, 3), 8)].reduce(act, dealt),
  );
  const equipped: GameState = {
    ...ready,
    equipment: [
      { card: 10, state: 'available' },
      { card: 9, state: 'available' },
    ],
  };

  it('Rhett uses no equipment and no Double Detector; teammates do', () => {
    expect(ready.activeSeat).toBe(0);
    expectRejected(
      ready,
      {
        type: 'dualCut',
        seat: 0,
        value: 1,
        detector: 'double',
        targets: [wire(1, 0, 0), wire(1, 0, 1)],
      },
      'EQUIPMENT_FORBIDDEN',
    );
    expect(legalMenu(ready, 0).dualCut?.double).toBeNull();
    expectRejected(
      equipped,
      { type: 'dualCut', seat: 0, value: [1, 3], target: wire(1, 0, 0) },
      'EQUIPMENT_FORBIDDEN',
    );
    expectRejected(equipped, { type: 'equipment', seat: 0, card: 9 }, 'EQUIPMENT_FORBIDDEN');
    expect(legalMenu(equipped, 0).dualCut?.xyRay).toBe(false);
    const next = act(equipped, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
    expect(legalMenu(next, 1).dualCut?.xyRay).toBe(true);
    expect(legalMenu(next, 1).dualCut?.double).not.toBeNull();
  });

  it('a failed cut on Rhett’s wire leaves a false token of the announced value', () => {
    const next = act(ready, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
    const missed = act(next, { type: 'dualCut', seat: 1, value: 5, target: wire(0, 0, 1) });
    expect(eventsSince(next, missed)).toContainEqual({
      type: 'infoPlaced',
      wire: wire(0, 0, 1),
      info: { kind: 'not', value: 5 },
      cause: 'failure',
    });
    // On a teammate's wire the token tells the truth.
    const other = act(next, { type: 'dualCut', seat: 1, value: 5, target: wire(2, 0, 0) });
    expect(other.hands[2]?.[0]?.[0]?.info).toEqual({ kind: 'value', value: 2 });
  });

  it('with the X or Y Ray, Rhett picks which announced value his token shows', () => {
    const next = act(equipped, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
    const missed = act(next, { type: 'dualCut', seat: 1, value: [5, 8], target: wire(0, 0, 4) });
    expect(missed.pending).toEqual({
      kind: 'falseInfo',
      seat: 0,
      options: [wire(0, 0, 4)],
      values: [5, 8],
      cause: 'failure',
    });
    expect(legalActions(missed, 0)).toEqual([
      falseToken(wire(0, 0, 4), 5),
      falseToken(wire(0, 0, 4), 8),
    ]);
    expectRejected(missed, falseToken(wire(0, 0, 4), 3), 'NOT_AN_OPTION');
    const placed = act(missed, falseToken(wire(0, 0, 4), 8));
    expect(placed.hands[0]?.[0]?.[4]?.info).toEqual({ kind: 'not', value: 8 });
  });

  const afterFirst = act(ready, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
  const doubleOn = (...targets: ReturnType<typeof wire>[]) =>
    act(afterFirst, { type: 'dualCut', seat: 1, value: 5, detector: 'double', targets });

  it('a failed detector on Rhett’s wires offers only those without a token', () => {
    // (0, 0, 3) carries Rhett's false 8 already: the 5 may only go on (0, 0, 1), and he is asked.
    const missed = doubleOn(wire(0, 0, 1), wire(0, 0, 3));
    expect(missed.pending).toMatchObject({ kind: 'falseInfo', seat: 0, options: [wire(0, 0, 1)] });
    const placed = act(missed, falseToken(wire(0, 0, 1), 5));
    expect(placed.hands[0]?.[0]?.[1]?.info).toEqual({ kind: 'not', value: 5 });
  });

  it('Rhett is asked after every failed detector, so asking tells nothing about a red', () => {
    // A blue and the red 3.5, then two blues: the same events for everyone, one wire or two to pick.
    const withRed = doubleOn(wire(0, 0, 1), wire(0, 0, 2));
    const twoBlue = doubleOn(wire(0, 0, 1), wire(0, 0, 4));
    const kinds = (s: GameState) => eventsSince(afterFirst, s).map((e) => e.type);
    expect(kinds(withRed)).toEqual(kinds(twoBlue));
    expect(withRed.pending).toMatchObject({ kind: 'falseInfo', seat: 0, options: [wire(0, 0, 1)] });
    expect(twoBlue.pending).toMatchObject({ options: [wire(0, 0, 1), wire(0, 0, 4)] });
    // A marked wire beside a red: only the marked wire is offered, and it takes no second token.
    const markedAndRed = doubleOn(wire(0, 0, 2), wire(0, 0, 3));
    expect(kinds(markedAndRed)).toEqual(kinds(twoBlue));
    expect(markedAndRed.pending).toMatchObject({ options: [wire(0, 0, 3)] });
    const answered = act(markedAndRed, falseToken(wire(0, 0, 3), 5));
    expect(answered.hands[0]?.[0]?.[3]?.info).toEqual({ kind: 'not', value: 8 });
    expect(eventsSince(markedAndRed, answered).map((e) => e.type)).not.toContain('infoPlaced');
  });
});
