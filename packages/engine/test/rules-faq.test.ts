/**
 * One scenario per answer of the publisher's FAQ that concerns the base game without equipment
 * (Dutch FAQ in rules seed 000 from line 83; RULES.md §2.10 items 1-6).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/index.js';
import {
  act,
  at,
  double,
  eventsSince,
  expectRejected,
  oneEach,
  ready,
  wire,
  type Scenario,
} from './scenario.js';

describe('FAQ: solo cut', () => {
  it('1. a 2-stand player may solo cut the last copies, taken from both stands', () => {
    const before = ready(
      {
        mission: 1,
        players: 2,
        stands: [
          [1, 6],
          [2, 6],
          [1, 3],
          [2, 3],
        ],
      },
      [wire(0, 0, 0), wire(1, 0, 0)],
    );
    const state = act(before, { type: 'soloCut', seat: 0, value: 6 });
    expect(eventsSince(before, state)).toEqual([
      { type: 'soloCut', seat: 0, value: 6 },
      { type: 'wireCut', wire: wire(0, 0, 1), printed: 6 },
      { type: 'wireCut', wire: wire(0, 1, 1), printed: 6 },
      { type: 'turn', seat: 1 },
    ]);
    // Not while another copy is still with the teammate.
    const shared = ready(
      {
        mission: 1,
        players: 2,
        stands: [
          [1, 6],
          [2, 6],
          [1, 6],
          [2, 3],
        ],
      },
      [wire(0, 0, 0), wire(1, 0, 0)],
    );
    expectRejected(shared, { type: 'soloCut', seat: 0, value: 6 }, 'SOLO_CUT_NOT_ALL_REMAINING');
  });

  it('2. three identical wires cannot be solo cut; after one leaves by a dual cut the pair can', () => {
    let state = ready(
      { mission: 1, players: 4, stands: [[1, 5, 5, 5], [1, 5], [2], [2]] },
      oneEach(4),
    );
    expectRejected(state, { type: 'soloCut', seat: 0, value: 5 }, 'SOLO_CUT_NOT_ALL_REMAINING');
    state = act(state, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
    // The teammate cuts its 5 together with one of seat 0's three.
    state = act(state, { type: 'dualCut', seat: 1, value: 5, target: wire(0, 0, 2) });
    state = act(state, { type: 'dualCut', seat: 2, value: 2, target: wire(3, 0, 0) });
    const before = state;
    state = act(state, { type: 'soloCut', seat: 0, value: 5 });
    expect(eventsSince(before, state)).toEqual([
      { type: 'soloCut', seat: 0, value: 5 },
      { type: 'wireCut', wire: wire(0, 0, 1), printed: 5 },
      { type: 'wireCut', wire: wire(0, 0, 3), printed: 5 },
      { type: 'validated', value: 5 },
      { type: 'won' },
    ]);
  });
});

describe('FAQ: dual cut and mistakes', () => {
  it('3. a deliberately wrong value ("is this a 10?" between a 2 and a 4) is allowed and costs a notch', () => {
    let state = ready(
      { mission: 4, players: 4, stands: [[1, 2, 4, 10], [2, 3, 4], [5], [5]] },
      oneEach(4),
    );
    state = act(state, { type: 'dualCut', seat: 0, value: 4, target: wire(1, 0, 2) });
    state = act(state, { type: 'dualCut', seat: 1, value: 2, target: wire(0, 0, 1) });
    state = act(state, { type: 'dualCut', seat: 2, value: 5, target: wire(3, 0, 0) });
    // Seat 1's middle wire now sits between a cut 2 and a cut 4: it cannot be a 10.
    expect(state.hands[1]![0]!.map((w) => w.cut)).toEqual([true, false, true]);
    expect(state.activeSeat).toBe(0);
    const before = state;
    state = act(state, { type: 'dualCut', seat: 0, value: 10, target: wire(1, 0, 1) });
    expect(eventsSince(before, state)).toEqual([
      {
        type: 'dualCut',
        seat: 0,
        value: 10,
        targets: [wire(1, 0, 1)],
        detector: null,
        success: false,
      },
      { type: 'dialMoved', delta: 1, stepsToSkull: 3 },
      {
        type: 'infoPlaced',
        wire: wire(1, 0, 1),
        info: { kind: 'value', value: 3 },
        cause: 'failure',
      },
      { type: 'turn', seat: 1 },
    ]);
  });

  it('4. announcing a value one does not hold is not a legal declaration (§9 A5)', () => {
    const state = ready(
      {
        mission: 1,
        players: 4,
        stands: [
          [1, 2],
          [3, 4],
          [1, 2],
          [3, 4],
        ],
      },
      oneEach(4),
    );
    expectRejected(
      state,
      { type: 'dualCut', seat: 0, value: 3, target: wire(1, 0, 0) },
      'VALUE_NOT_HELD',
    );
    const offered = legalActions(state, 0).flatMap((a) => (a.type === 'dualCut' ? [a.value] : []));
    expect(new Set(offered)).toEqual(new Set([1, 2]));
  });
});

describe('FAQ: info tokens', () => {
  it('5a. with both tokens of a value in use on uncut wires, the value is said aloud', () => {
    const before = ready(
      {
        mission: 1,
        players: 4,
        stands: [
          [1, 3, 4],
          [3, 6],
          [3, 6],
          [3, 5],
        ],
      },
      [wire(0, 0, 1), wire(1, 0, 0), wire(2, 0, 1), wire(3, 0, 1)],
    );
    const state = act(before, { type: 'dualCut', seat: 0, value: 4, target: wire(3, 0, 0) });
    expect(at(state, wire(3, 0, 0)).info).toEqual({ kind: 'value', value: 3, oral: true });
  });

  it('5b. a token lying in front of a cut wire is reused first', () => {
    let state = ready(
      {
        mission: 1,
        players: 4,
        stands: [
          [1, 3, 4],
          [3, 6],
          [3, 6],
          [3, 5],
        ],
      },
      [wire(0, 0, 1), wire(1, 0, 0), wire(2, 0, 1), wire(3, 0, 1)],
    );
    // Seat 0 cuts seat 1's marked 3 with its own marked 3: both 3 tokens are on cut wires now.
    state = act(state, { type: 'dualCut', seat: 0, value: 3, target: wire(1, 0, 0) });
    state = act(state, { type: 'dualCut', seat: 1, value: 6, target: wire(2, 0, 0) });
    state = act(state, { type: 'dualCut', seat: 2, value: 6, target: wire(3, 0, 0) });
    expect(at(state, wire(2, 0, 0)).info).toEqual({ kind: 'value', value: 3 });
    expect(at(state, wire(3, 0, 0)).info).toEqual({ kind: 'value', value: 3 });
  });
});

describe('FAQ: the Double Detector', () => {
  const scenario: Scenario = {
    mission: 4,
    players: 4,
    stands: [
      [1, 7],
      [2, 3, 4, 5, 7],
      [1, 6],
      [6, 8.5, 9],
    ],
  };
  const tokens = oneEach(4);

  it('6. the two wires need not be adjacent', () => {
    let state = ready(scenario, tokens);
    state = act(state, double(0, 7, [wire(1, 0, 0), wire(1, 0, 4)]));
    expect(state.pending).toEqual({
      kind: 'detectorCut',
      seat: 1,
      options: [wire(1, 0, 4)],
      actor: 0,
      own: [],
    });
  });

  it('7. the two wires may not be on different stands of the same player', () => {
    const state = ready({ mission: 1, players: 2, stands: [[1, 2], [3], [2, 4], [5, 6]] }, [
      wire(0, 0, 0),
      wire(1, 0, 0),
    ]);
    expectRejected(state, double(0, 2, [wire(1, 0, 1), wire(1, 1, 0)]), 'DETECTOR_BAD_TARGETS');
  });

  it('8. one red wire among the two does not explode the bomb (§9 A3, against the FAQ line)', () => {
    const before = ready(scenario, tokens);
    const state = act(before, double(0, 7, [wire(3, 0, 1), wire(3, 0, 2)]));
    expect(state.status).toBe('playing');
    expect(state.lossCause).toBeNull();
    expect(state.dial.stepsToSkull).toBe(3);
    // The owner has to mark the blue one.
    expect(state.pending).toEqual({ kind: 'detectorToken', seat: 3, options: [wire(3, 0, 2)] });
    const after = act(state, { type: 'choose', seat: 3, wire: wire(3, 0, 2) });
    expect(at(after, wire(3, 0, 2)).info).toEqual({ kind: 'value', value: 9 });
    expect(at(after, wire(3, 0, 1)).info).toBeNull();
  });

  it('9. the Double Detector never names yellow', () => {
    const state = ready(
      { mission: 2, players: 4, stands: [[1, 2.1], [3, 5.1], [1], [3]] },
      oneEach(4),
    );
    expectRejected(
      state,
      double(0, 'yellow', [wire(1, 0, 0), wire(1, 0, 1)]),
      'DETECTOR_NO_YELLOW',
    );
  });
});

describe('end of the mission (seed 000, the paragraphs before the FAQ)', () => {
  it('a player out of wires drops out and the others go on until every stand is empty', () => {
    let state = ready(
      { mission: 1, players: 4, stands: [[1], [1, 2, 3], [2, 4], [3, 4]] },
      oneEach(4),
    );
    state = act(state, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
    expect(state.hands[0]!.flat().every((w) => w.cut)).toBe(true);
    state = act(state, { type: 'dualCut', seat: 1, value: 2, target: wire(2, 0, 0) });
    state = act(state, { type: 'dualCut', seat: 2, value: 4, target: wire(3, 0, 1) });
    expect(state.activeSeat).toBe(3);
    state = act(state, { type: 'dualCut', seat: 3, value: 3, target: wire(1, 0, 2) });
    expect(state.status).toBe('won');
    expect(state.log.flatMap((e) => (e.type === 'turn' ? [e.seat] : []))).toEqual([0, 1, 2, 3]);
  });
});
