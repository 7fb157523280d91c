/**
 * Mission 41 (RULES.md §6.2): the yellow wires are tripwires, one dealt to each seat, the dial
 * starts next to the skull, and a tripwire leaves play only when a teammate points at it (rule
 * module "tripwires").
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
import { legalMenu } from '../../legal.js';
import type { Action, GameState } from '../../types.js';

// Four players, the Captain at seat 0: the yellows are dealt from seat 1, one each.
const playing = finishSetup(
  start({
    mission: 41,
    players: 4,
    seed: 'latin',
    setupTokens: [1, 2, 3, 4],
    stands: [
      [1, 2, 5.1, 7],
      [1, 3, 3.1, 8.5],
      [2, 3, 7, 9.1],
      [4, 4, 10.1, 11],
    ],
  }),
);

/** The dial `steps` from the skull: room for a mistake. */
const withDial = (state: GameState, steps: number): GameState => ({
  ...state,
  dial: { ...state.dial, stepsToSkull: steps },
});

describe('the tripwires of mission 41', () => {
  it('start with the dial next to the skull: one step from it, five back at most', () => {
    expect(playing.dial).toEqual({ stepsToSkull: 1, start: 1, max: 5 });
  });

  it('are never named in a cut: a tripwire is pointed at instead, at any teammate wire', () => {
    expectRejected(
      playing,
      { type: 'dualCut', seat: 0, value: 'yellow', target: wire(1, 0, 2) },
      'TRIPWIRE_ONLY',
    );
    const menu = legalMenu(playing, 0);
    expect(menu.dualCut?.values).not.toContain('yellow');
    const pointed = menu.actions.filter((a) => a.type === 'tripwire');
    expect(pointed).toHaveLength(12);
    expect(pointed).toContainEqual({ type: 'tripwire', seat: 0, wire: wire(1, 0, 2) });
    expectRejected(
      playing,
      { type: 'tripwire', seat: 0, wire: wire(0, 0, 2) },
      'TRIPWIRE_BAD_WIRE',
    );
  });

  it('a tripwire pointed at is cut and the dial moves back a notch', () => {
    const found = act(playing, { type: 'tripwire', seat: 0, wire: wire(1, 0, 2) });
    expect(eventsSince(playing, found)).toEqual(
      expect.arrayContaining([
        { type: 'tripwire', seat: 0, wire: wire(1, 0, 2), success: true },
        { type: 'wireCut', wire: wire(1, 0, 2), printed: 3.1 },
        { type: 'dialMoved', delta: -1, stepsToSkull: 2 },
      ]),
    );
    expect(found.activeSeat).toBe(1);
  });

  it('a blue wire pointed at takes its info token and moves the dial on: next to the skull, the bomb explodes', () => {
    const missed = act(withDial(playing, 3), { type: 'tripwire', seat: 0, wire: wire(1, 0, 1) });
    expect(eventsSince(playing, missed)).toContainEqual({
      type: 'infoPlaced',
      wire: wire(1, 0, 1),
      info: { kind: 'value', value: 3 },
      cause: 'failure',
    });
    expect(missed.dial.stepsToSkull).toBe(2);
    expect(missed.status).toBe('playing');
    const boom = act(playing, { type: 'tripwire', seat: 0, wire: wire(1, 0, 1) });
    expect(boom.lossCause).toBe('detonator');
  });

  it('a red wire pointed at explodes the bomb (FAQ)', () => {
    const boom = act(withDial(playing, 4), { type: 'tripwire', seat: 0, wire: wire(1, 0, 3) });
    expect(boom.lossCause).toBe('redWire');
  });
});

// Seat 0 (the Captain) holds only its tripwire and a red wire; seat 1 runs out of wires early.
const stuck = finishSetup(
  start({
    mission: 41,
    players: 4,
    seed: 'stuck',
    setupTokens: [2, 2, 3, 6],
    stands: [
      [4.1, 9.5],
      [2, 5.1],
      [2, 3, 3, 7.1],
      [6, 6, 8.1],
    ],
  }),
);

/** Every tripwire but seat 0's is found, and seat 1 cuts its last wire. */
const othersFound = (state: GameState): GameState =>
  [
    { type: 'tripwire', seat: 0, wire: wire(1, 0, 1) },
    { type: 'dualCut', seat: 1, value: 2, target: wire(2, 0, 0) },
    { type: 'tripwire', seat: 2, wire: wire(3, 0, 2) },
    { type: 'tripwire', seat: 3, wire: wire(2, 0, 3) },
  ].reduce((s, a) => act(s, a as Action), state);

describe('a seat holding nothing but its tripwire and reds', () => {
  it('must point while a teammate holds a tripwire', () => {
    expect(legalMenu(stuck, 0).actions.every((a) => a.type === 'tripwire')).toBe(true);
    expect(legalMenu(stuck, 0).dualCut).toBeNull();
    expectRejected(stuck, { type: 'skip', seat: 0 }, 'NOT_STUCK');
  });

  it('skips once no teammate holds one, and the dial stays', () => {
    const before = othersFound(stuck);
    expect(before.activeSeat).toBe(0);
    expect(legalMenu(before, 0).actions).toEqual([{ type: 'skip', seat: 0 }]);
    expectRejected(before, { type: 'tripwire', seat: 0, wire: wire(2, 0, 1) }, 'NO_TRIPWIRE_LEFT');
    const skipped = act(before, { type: 'skip', seat: 0 });
    expect(eventsSince(before, skipped)).toContainEqual({ type: 'skipped', seat: 0 });
    expect(skipped.dial).toEqual(before.dial);
  });

  it('a seat with no wire left still takes its turn while a teammate holds a tripwire', () => {
    const skipped = act(othersFound(stuck), { type: 'skip', seat: 0 });
    expect(skipped.activeSeat).toBe(1);
    expect(legalMenu(skipped, 1).actions).toContainEqual({
      type: 'tripwire',
      seat: 1,
      wire: wire(0, 0, 0),
    });
    const found = act(skipped, { type: 'tripwire', seat: 1, wire: wire(0, 0, 0) });
    // Seat 1 is passed by once no teammate tripwire is left.
    expect(found.activeSeat).toBe(2);
    const next = act(found, { type: 'soloCut', seat: 2, value: 3 });
    expect(next.activeSeat).toBe(3);
  });
});
