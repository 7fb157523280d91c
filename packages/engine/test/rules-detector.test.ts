/**
 * The Double Detector of every base character (RULES.md §5.1, §9 A3, A4, A9): once per mission,
 * two wires on one stand of one teammate, a number only; the owner always decides what is cut or
 * marked, so that nobody learns how many of the two matched.
 */
import { describe, expect, it } from 'vitest';
import { viewFor, type RuleErrorCode, type WireRef } from '../src/index.js';
import {
  act,
  at,
  double,
  eventsSince,
  expectRejected,
  ready,
  wire,
  type Scenario,
} from './scenario.js';

// Mission 4, 4 players, captain 0. Seat 1 holds 2 3 5 red 9.
const SCENARIO: Scenario = {
  mission: 4,
  players: 4,
  stands: [
    [2.1, 3, 5, 8],
    [2, 3, 5, 7.5, 9],
    [3, 5, 6],
    [4.1, 8, 9],
  ],
};
const TOKENS = [wire(0, 0, 1), wire(1, 0, 0), wire(2, 0, 2), wire(3, 0, 1)];
const game = () => ready(SCENARIO, TOKENS);

describe('Double Detector: legality', () => {
  it('points at two different uncut wires of one stand of one teammate', () => {
    const state = game();
    const cases: [readonly WireRef[], RuleErrorCode][] = [
      [[wire(1, 0, 1)], 'DETECTOR_BAD_TARGETS'],
      [[wire(1, 0, 0), wire(1, 0, 1), wire(1, 0, 2)], 'DETECTOR_BAD_TARGETS'],
      [[wire(1, 0, 1), wire(1, 0, 1)], 'DETECTOR_BAD_TARGETS'],
      [[wire(1, 0, 1), wire(2, 0, 1)], 'DETECTOR_BAD_TARGETS'],
      [[wire(0, 0, 1), wire(0, 0, 2)], 'OWN_WIRE_TARGETED'],
      [[wire(1, 0, 1), wire(1, 0, 5)], 'NO_SUCH_WIRE'],
    ];
    for (const [targets, code] of cases) {
      expectRejected(state, double(0, 5, targets), code);
    }
  });

  it('never names yellow, and only a value the actor holds', () => {
    const state = game();
    expectRejected(
      state,
      double(0, 'yellow', [wire(3, 0, 1), wire(3, 0, 2)]),
      'DETECTOR_NO_YELLOW',
    );
    expectRejected(state, double(0, 9, [wire(1, 0, 3), wire(1, 0, 4)]), 'VALUE_NOT_HELD');
  });

  it('both wires must be on the same stand of a 2-stand player (§9 A9)', () => {
    const state = ready({ mission: 1, players: 2, stands: [[1, 4], [5], [4, 6], [1, 5]] }, [
      wire(0, 0, 0),
      wire(1, 0, 0),
    ]);
    expectRejected(state, double(0, 5, [wire(1, 0, 1), wire(1, 1, 1)]), 'DETECTOR_BAD_TARGETS');
    const next = act(state, double(0, 5, [wire(1, 1, 0), wire(1, 1, 1)]));
    expect(next.pending).toMatchObject({ kind: 'detectorCut', seat: 1, options: [wire(1, 1, 1)] });
  });

  it('is used once per mission (CHARACTER_USED), while teammates keep theirs', () => {
    let state = game();
    state = act(state, double(0, 8, [wire(1, 0, 0), wire(1, 0, 1)]));
    state = act(state, { type: 'choose', seat: 1, wire: wire(1, 0, 0) });
    expect(state.characters[0]).toMatchObject({ used: true });
    // Seat 1 still has its own detector.
    state = act(state, double(1, 3, [wire(2, 0, 0), wire(2, 0, 1)]));
    state = act(state, { type: 'choose', seat: 2, wire: wire(2, 0, 0) });
    state = act(state, { type: 'dualCut', seat: 2, value: 6, target: wire(0, 0, 1) });
    state = act(state, { type: 'dualCut', seat: 3, value: 9, target: wire(1, 0, 4) });
    expect(state.activeSeat).toBe(0);
    expectRejected(state, double(0, 8, [wire(3, 0, 0), wire(3, 0, 1)]), 'CHARACTER_USED');
    // An ordinary dual cut is still open to seat 0.
    expect(act(state, { type: 'dualCut', seat: 0, value: 8, target: wire(3, 0, 1) }).status).toBe(
      'playing',
    );
  });
});

describe('Double Detector: success (§5.1, §9 A4)', () => {
  it('with one match the owner still chooses, then both wires are cut', () => {
    const before = game();
    let state = act(before, double(0, 5, [wire(1, 0, 1), wire(1, 0, 2)]));
    expect(eventsSince(before, state)).toEqual([
      { type: 'characterUsed', seat: 0 },
      {
        type: 'dualCut',
        seat: 0,
        value: 5,
        targets: [wire(1, 0, 1), wire(1, 0, 2)],
        detector: 'double',
        success: true,
      },
      { type: 'pending', seat: 1, kind: 'detectorCut' },
    ]);
    expect(state.pending).toEqual({
      kind: 'detectorCut',
      seat: 1,
      options: [wire(1, 0, 2)],
      actor: 0,
      own: [],
    });
    expect(state.hands.flat(2).some((w) => w.cut)).toBe(false);
    // Only the owner sees the options: the others cannot tell how many matched.
    expect(viewFor(state, 1).pending).toEqual({
      seat: 1,
      kind: 'detectorCut',
      options: [wire(1, 0, 2)],
    });
    expect(viewFor(state, 0).pending).toEqual({ seat: 1, kind: 'detectorCut' });
    expect(viewFor(state, 'spectator').pending).toEqual({ seat: 1, kind: 'detectorCut' });

    expectRejected(state, { type: 'choose', seat: 1, wire: wire(1, 0, 1) }, 'NOT_AN_OPTION');
    expectRejected(state, { type: 'choose', seat: 0, wire: wire(1, 0, 2) }, 'NOT_YOUR_CHOICE');
    expectRejected(state, { type: 'info', seat: 1, wire: wire(1, 0, 2) }, 'NOT_AN_OPTION');
    expectRejected(
      state,
      { type: 'dualCut', seat: 0, value: 3, target: wire(2, 0, 0) },
      'PENDING_CHOICE',
    );
    const mid = state;
    state = act(state, { type: 'choose', seat: 1, wire: wire(1, 0, 2) });
    expect(eventsSince(mid, state)).toEqual([
      { type: 'wireCut', wire: wire(1, 0, 2), printed: 5 },
      { type: 'wireCut', wire: wire(0, 0, 2), printed: 5 },
      { type: 'turn', seat: 1 },
    ]);
    expect(state.pending).toBeNull();
  });

  it('with two matches the owner picks which one is cut, and the actor its own wire', () => {
    let state = ready(
      {
        mission: 1,
        players: 4,
        stands: [
          [3, 3, 6],
          [1, 3, 3],
          [1, 6],
          [2, 2],
        ],
      },
      [wire(0, 0, 2), wire(1, 0, 0), wire(2, 0, 0), wire(3, 0, 0)],
    );
    state = act(state, {
      type: 'dualCut',
      seat: 0,
      value: 3,
      detector: 'double',
      targets: [wire(1, 0, 1), wire(1, 0, 2)],
      own: wire(0, 0, 1),
    });
    expect(state.pending).toEqual({
      kind: 'detectorCut',
      seat: 1,
      options: [wire(1, 0, 1), wire(1, 0, 2)],
      actor: 0,
      own: [wire(0, 0, 1)],
    });
    state = act(state, { type: 'choose', seat: 1, wire: wire(1, 0, 2) });
    expect(state.hands[1]![0]!.map((w) => w.cut)).toEqual([false, false, true]);
    expect(state.hands[0]![0]!.map((w) => w.cut)).toEqual([false, true, false]);
    expect(state.dial.stepsToSkull).toBe(4);
  });
});

describe('Double Detector: failure and red wires (§5.1, §9 A3)', () => {
  it('no match: the dial moves and the owner marks one of the two wires', () => {
    const before = game();
    let state = act(before, double(0, 8, [wire(1, 0, 0), wire(1, 0, 1)]));
    expect(eventsSince(before, state)).toEqual([
      { type: 'characterUsed', seat: 0 },
      {
        type: 'dualCut',
        seat: 0,
        value: 8,
        targets: [wire(1, 0, 0), wire(1, 0, 1)],
        detector: 'double',
        success: false,
      },
      { type: 'dialMoved', delta: 1, stepsToSkull: 3 },
      { type: 'pending', seat: 1, kind: 'detectorToken' },
    ]);
    expect(state.pending).toEqual({
      kind: 'detectorToken',
      seat: 1,
      options: [wire(1, 0, 0), wire(1, 0, 1)],
    });
    const mid = state;
    state = act(state, { type: 'choose', seat: 1, wire: wire(1, 0, 1) });
    expect(eventsSince(mid, state)).toEqual([
      {
        type: 'infoPlaced',
        wire: wire(1, 0, 1),
        info: { kind: 'value', value: 3 },
        cause: 'failure',
      },
      { type: 'turn', seat: 1 },
    ]);
    expect(at(state, wire(1, 0, 1)).info).toEqual({ kind: 'value', value: 3 });
  });

  it('one red and one blue: no explosion, the token goes on the blue', () => {
    const before = game();
    let state = act(before, double(0, 8, [wire(1, 0, 3), wire(1, 0, 4)]));
    expect(state.status).toBe('playing');
    expect(state.dial.stepsToSkull).toBe(3);
    expect(state.pending).toEqual({ kind: 'detectorToken', seat: 1, options: [wire(1, 0, 4)] });
    expectRejected(state, { type: 'choose', seat: 1, wire: wire(1, 0, 3) }, 'NOT_AN_OPTION');
    state = act(state, { type: 'choose', seat: 1, wire: wire(1, 0, 4) });
    expect(at(state, wire(1, 0, 4)).info).toEqual({ kind: 'value', value: 9 });
    expect(at(state, wire(1, 0, 3))).toEqual({
      printed: 7.5,
      cut: false,
      info: null,
      labelRight: null,
    });
  });

  it('one red and one matching blue: a success, the blue is cut', () => {
    let state = game();
    state = act(state, double(0, 5, [wire(1, 0, 2), wire(1, 0, 3)]));
    expect(state.pending).toMatchObject({ kind: 'detectorCut', options: [wire(1, 0, 2)] });
    state = act(state, { type: 'choose', seat: 1, wire: wire(1, 0, 2) });
    expect(state.status).toBe('playing');
    expect(at(state, wire(1, 0, 3)).cut).toBe(false);
  });

  it('two red wires: the bomb explodes', () => {
    const before = ready({ mission: 6, players: 2, stands: [[4, 8], [6], [2.5, 7.5], [4, 6]] }, [
      wire(0, 0, 0),
      wire(1, 1, 0),
    ]);
    const state = act(before, double(0, 8, [wire(1, 0, 0), wire(1, 0, 1)]));
    expect(state.status).toBe('lost');
    expect(state.lossCause).toBe('redWire');
    expect(state.pending).toBeNull();
    expect(eventsSince(before, state)).toEqual([
      { type: 'characterUsed', seat: 0 },
      {
        type: 'dualCut',
        seat: 0,
        value: 8,
        targets: [wire(1, 0, 0), wire(1, 0, 1)],
        detector: 'double',
        success: false,
      },
      { type: 'lost', cause: 'redWire' },
    ]);
  });

  it('a failure on the last notch explodes at once, with no token to place', () => {
    let state = ready({ mission: 1, players: 2, stands: [[1, 4], [5], [2, 3], [6, 6]] }, [
      wire(0, 0, 0),
      wire(1, 0, 0),
    ]);
    state = act(state, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 1, 0) });
    const before = state;
    state = act(state, double(1, 2, [wire(0, 0, 0), wire(0, 0, 1)]));
    expect(state.pending).toBeNull();
    expect(state.status).toBe('lost');
    expect(state.lossCause).toBe('detonator');
    expect(eventsSince(before, state).map((e) => e.type)).toEqual([
      'characterUsed',
      'dualCut',
      'dialMoved',
      'lost',
    ]);
  });
});
