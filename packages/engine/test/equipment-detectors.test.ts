/** Equipment used inside a dual cut: Triple Detector (3), Super Detector (5), X or Y Ray (10). */
import { describe, expect, it } from 'vitest';
import {
  legalActions,
  viewFor,
  type Action,
  type DualCutAction,
  type WireRef,
} from '../src/index.js';
import { act, eventsSince, expectRejected, wire } from './scenario.js';
import { at, cutPairOf, dual, ready, slotState } from './equipment-helpers.js';

const triple = (seat: number, value: DualCutAction['value'], targets: WireRef[]): Action => ({
  type: 'dualCut',
  seat,
  value,
  detector: 'triple',
  targets,
});
const superOn = (seat: number, value: DualCutAction['value'], on: number, stand = 0): Action => ({
  type: 'dualCut',
  seat,
  value,
  detector: 'super',
  stand: { seat: on, stand },
});

describe('Triple Detector (3)', () => {
  // Seat 2: three reds, two 5s (setup token on the first), an 8.
  const dealt = ready(
    [
      [1, 3, 7],
      [3, 5, 6, 9.1],
      [1.5, 2.5, 4.5, 5, 5, 8],
      [2, 6, 7, 8.1],
    ],
    {
      equipment: [3],
    },
  );
  const state = cutPairOf(dealt, 3); // seat 1 is active
  const three = (...indexes: number[]) => indexes.map((i) => wire(2, 0, i));

  it('succeeds if any of the 3 wires matches; the owner picks which one is cut, silently', () => {
    expectRejected(dealt, triple(0, 5, three(3, 4, 5)), 'EQUIPMENT_LOCKED');
    const asked = act(state, triple(1, 5, three(3, 4, 5)));
    expect(eventsSince(state, asked)).toEqual([
      { type: 'equipmentUsed', seat: 1, card: 3 },
      {
        type: 'dualCut',
        seat: 1,
        value: 5,
        targets: three(3, 4, 5),
        detector: 'triple',
        success: true,
      },
      { type: 'pending', seat: 2, kind: 'detectorCut' },
    ]);
    expect(asked.pending).toEqual({
      kind: 'detectorCut',
      seat: 2,
      options: three(3, 4),
      actor: 1,
      own: [],
    });
    // Only the owner sees how many matched.
    expect(viewFor(asked, 1).pending).toEqual({ seat: 2, kind: 'detectorCut' });
    expect(viewFor(asked, 2).pending?.options).toEqual(three(3, 4));
    const cut = act(asked, { type: 'choose', seat: 2, wire: wire(2, 0, 4) });
    expect(eventsSince(asked, cut).filter((e) => e.type === 'wireCut')).toEqual([
      { type: 'wireCut', wire: wire(2, 0, 4), printed: 5 },
      { type: 'wireCut', wire: wire(1, 0, 1), printed: 5 },
    ]);
    expect(at(cut, wire(2, 0, 3)).cut).toBe(false);
    expect(cut.dial.stepsToSkull).toBe(4);
    expect(cut.activeSeat).toBe(2);
    expect(slotState(cut, 3)).toBe('used');
    // The Double Detector of the character card is independent.
    expect(cut.characters[1]?.used).toBe(false);
    expectRejected(
      cut,
      triple(2, 8, [wire(3, 0, 0), wire(3, 0, 1), wire(3, 0, 2)]),
      'EQUIPMENT_USED',
    );
  });

  it('a single match still goes through the owner', () => {
    const asked = act(state, triple(1, 5, three(0, 3, 5)));
    expect(asked.pending).toMatchObject({ kind: 'detectorCut', seat: 2, options: three(3) });
    expect(viewFor(asked, 1).pending).toEqual({ seat: 2, kind: 'detectorCut' });
  });

  it('on a failure the owner marks one non-red pointed wire, and the dial moves', () => {
    const asked = act(state, triple(1, 6, three(0, 3, 5)));
    expect(asked.dial.stepsToSkull).toBe(3);
    expect(asked.pending).toEqual({ kind: 'detectorToken', seat: 2, options: three(3, 5) });
    expectRejected(asked, { type: 'choose', seat: 2, wire: wire(2, 0, 0) }, 'NOT_AN_OPTION');
    const marked = act(asked, { type: 'choose', seat: 2, wire: wire(2, 0, 5) });
    expect(at(marked, wire(2, 0, 5)).info).toEqual({ kind: 'value', value: 8 });
    expect(marked.activeSeat).toBe(2);
  });

  it('two reds and a blue do not explode; three reds do', () => {
    const twoRed = act(state, triple(1, 6, three(0, 1, 5)));
    expect(twoRed.status).toBe('playing');
    expect(twoRed.pending).toEqual({ kind: 'detectorToken', seat: 2, options: three(5) });
    const boom = act(state, triple(1, 6, three(0, 1, 2)));
    expect([boom.status, boom.lossCause]).toEqual(['lost', 'redWire']);
  });

  it('three different uncut wires of one teammate stand, a number you hold', () => {
    expectRejected(state, triple(1, 5, three(3, 4)), 'DETECTOR_BAD_TARGETS');
    expectRejected(state, triple(1, 5, three(2, 3, 4, 5)), 'DETECTOR_BAD_TARGETS');
    expectRejected(state, triple(1, 5, three(3, 3, 4)), 'DETECTOR_BAD_TARGETS');
    expectRejected(
      state,
      triple(1, 5, [wire(2, 0, 3), wire(2, 0, 4), wire(3, 0, 0)]),
      'DETECTOR_BAD_TARGETS',
    );
    expectRejected(state, triple(1, 'yellow', three(3, 4, 5)), 'DETECTOR_NO_YELLOW');
    expectRejected(state, triple(1, 8, three(3, 4, 5)), 'VALUE_NOT_HELD');
    expectRejected(
      state,
      triple(1, 5, [wire(1, 0, 1), wire(1, 0, 2), wire(1, 0, 3)]),
      'OWN_WIRE_TARGETED',
    );
    expectRejected(
      state,
      triple(1, 5, [wire(0, 0, 0), wire(0, 0, 1), wire(0, 0, 2)]),
      'WIRE_ALREADY_CUT',
    );
    expectRejected(state, triple(0, 7, three(3, 4, 5)), 'NOT_YOUR_TURN');
  });

  it('stays on one stand of a two-stand player', () => {
    const dealt3 = ready(
      [
        [1, 3, 4],
        [2, 5, 8],
        [3, 4, 9],
        [1, 2, 9],
      ],
      { players: 3, equipment: [3] },
    );
    const s = cutPairOf(dealt3, 3); // seat 1 is active
    expectRejected(
      s,
      triple(1, 4, [wire(0, 0, 0), wire(0, 0, 2), wire(0, 1, 0)]),
      'DETECTOR_BAD_TARGETS',
    );
    const ok = act(s, triple(1, 4, [wire(0, 1, 0), wire(0, 1, 1), wire(0, 1, 2)]));
    expect(ok.pending).toMatchObject({ kind: 'detectorToken', seat: 0 });
  });
});

describe('Super Detector (5)', () => {
  // Three players: the captain has [1 4 6] and [5 7 7.5]; seat 2 holds only reds.
  const dealt = ready(
    [
      [1, 4, 6],
      [5, 7, 7.5],
      [5, 6, 7, 10],
      [2.5, 3.5],
    ],
    {
      players: 3,
      equipment: [5],
    },
  );
  const state = cutPairOf(dealt, 5); // seat 0's cut 5 is on its second stand; seat 1 is active

  it('points at every uncut wire of one stand', () => {
    expectRejected(dealt, superOn(0, 7, 1), 'EQUIPMENT_LOCKED');
    const asked = act(state, superOn(1, 7, 0, 1));
    expect(eventsSince(state, asked)).toContainEqual({
      type: 'dualCut',
      seat: 1,
      value: 7,
      targets: [wire(0, 1, 1), wire(0, 1, 2)],
      detector: 'super',
      success: true,
    });
    expect(asked.pending).toMatchObject({ kind: 'detectorCut', seat: 0, options: [wire(0, 1, 1)] });
    const cut = act(asked, { type: 'choose', seat: 0, wire: wire(0, 1, 1) });
    expect(at(cut, wire(0, 1, 1)).cut).toBe(true);
    expect(at(cut, wire(1, 0, 2))).toMatchObject({ printed: 7, cut: true });
    expect(slotState(cut, 5)).toBe('used');
  });

  it("covers only that stand of a two-stand player: a 7 on the other stand doesn't count", () => {
    const asked = act(state, superOn(1, 7, 0, 0));
    expect(asked.dial.stepsToSkull).toBe(2);
    expect(asked.pending).toEqual({
      kind: 'detectorToken',
      seat: 0,
      options: [wire(0, 0, 0), wire(0, 0, 1), wire(0, 0, 2)],
    });
  });

  it('red wires are never marked; a stand of reds explodes', () => {
    const mixed = act(state, superOn(1, 6, 0, 1));
    expect(mixed.pending).toEqual({ kind: 'detectorToken', seat: 0, options: [wire(0, 1, 1)] });
    const boom = act(state, superOn(1, 6, 2));
    expect([boom.status, boom.lossCause]).toEqual(['lost', 'redWire']);
  });

  it('a teammate stand that exists, a number', () => {
    expectRejected(state, superOn(1, 6, 1), 'OWN_WIRE_TARGETED');
    expectRejected(state, superOn(1, 'yellow', 0), 'DETECTOR_NO_YELLOW');
    expectRejected(state, superOn(1, 6, 2, 1), 'NO_SUCH_WIRE');
    expectRejected(state, superOn(1, 6, 5), 'NO_SUCH_WIRE');
    expectRejected(
      state,
      { type: 'dualCut', seat: 1, value: 6, detector: 'super', stand: { seat: 0 } },
      'MALFORMED_ACTION',
    );
    expect(
      legalActions(state, 1).filter((a) => a.type === 'dualCut' && a.detector === 'super'),
    ).toHaveLength(3 * 3); // values 6, 7, 10 on stands (0,0), (0,1), (2,0)
  });
});

describe('X or Y Ray (10)', () => {
  // Seat 1 holds 2, a yellow and 6.
  const dealt = ready(
    [
      [1, 10, 11],
      [2, 4.1, 6, 10],
      [3, 4, 6, 7.1, 9],
      [1, 2, 3, 9, 11],
    ],
    {
      equipment: [10],
    },
  );
  const state = cutPairOf(dealt, 10); // seat 1 is active

  it('succeeds if the wire is either value; your own wire of the matched value is cut', () => {
    expectRejected(dealt, dual(0, wire(1, 0, 0), [1, 11]), 'EQUIPMENT_LOCKED');
    const after = act(state, dual(1, wire(2, 0, 2), [2, 6]));
    expect(eventsSince(state, after)).toEqual([
      { type: 'equipmentUsed', seat: 1, card: 10 },
      {
        type: 'dualCut',
        seat: 1,
        value: [2, 6],
        targets: [wire(2, 0, 2)],
        detector: null,
        success: true,
      },
      { type: 'wireCut', wire: wire(2, 0, 2), printed: 6 },
      { type: 'wireCut', wire: wire(1, 0, 2), printed: 6 },
      { type: 'turn', seat: 2 },
    ]);
    expect(at(after, wire(1, 0, 0)).cut).toBe(false);
    expectRejected(after, dual(2, wire(3, 0, 0), [3, 4]), 'EQUIPMENT_USED');
  });

  it('yellow may be one of the two values', () => {
    const after = act(state, dual(1, wire(2, 0, 3), ['yellow', 2]));
    expect(at(after, wire(2, 0, 3)).cut).toBe(true);
    expect(at(after, wire(1, 0, 1))).toMatchObject({ printed: 4.1, cut: true });
  });

  it('fails like any dual cut: a notch and the true value', () => {
    const after = act(state, dual(1, wire(2, 0, 1), [2, 6]));
    expect(after.dial.stepsToSkull).toBe(3);
    expect(at(after, wire(2, 0, 1)).info).toEqual({ kind: 'value', value: 4 });
    expect(slotState(after, 10)).toBe('used');
  });

  it('two different values, both held', () => {
    expectRejected(state, dual(1, wire(2, 0, 2), [2, 9]), 'VALUE_NOT_HELD');
    expectRejected(state, dual(1, wire(2, 0, 2), [6, 6]), 'BAD_VALUE');
    expectRejected(
      state,
      { ...dual(1, wire(2, 0, 2), [2, 6]), value: [2, 6, 'yellow'] },
      'BAD_VALUE',
    );
    expectRejected(state, { ...dual(1, wire(2, 0, 2), 6), value: ['yellow', 'red'] }, 'BAD_VALUE');
  });

  it('combines with the Double Detector: two values over two wires', () => {
    const asked = act(state, {
      type: 'dualCut',
      seat: 1,
      value: [2, 6],
      detector: 'double',
      targets: [wire(2, 0, 0), wire(2, 0, 2)],
    });
    expect(asked.pending).toMatchObject({ kind: 'detectorCut', seat: 2, options: [wire(2, 0, 2)] });
    const cut = act(asked, { type: 'choose', seat: 2, wire: wire(2, 0, 2) });
    expect(at(cut, wire(1, 0, 2)).cut).toBe(true);
    expect(at(cut, wire(1, 0, 0)).cut).toBe(false);
    expect(cut.characters[1]?.used).toBe(true);
    expect(slotState(cut, 10)).toBe('used');
  });

  it.each([3, 5] as const)(
    'combines with detector %i: the owner picks among matches of either value',
    (card) => {
      // Seat 0 unlocks the detector, seat 1 the X or Y Ray; seat 2 (holding 4, 6, 11) combines them.
      const combo = ready(
        [
          [card, 7, 8],
          [card, 10, 12],
          [4, 6, 10, 11],
          [4, 5, 6, 8, 11, 12],
        ],
        { equipment: [10, card] },
      );
      const s = cutPairOf(cutPairOf(combo, card), 10);
      expect(s.activeSeat).toBe(2);
      const action: Action =
        card === 3
          ? triple(2, [4, 6], [wire(3, 0, 0), wire(3, 0, 1), wire(3, 0, 2)])
          : superOn(2, [4, 6], 3);
      expectRejected(s, { ...action, value: ['yellow', 4] }, 'DETECTOR_NO_YELLOW');
      const asked = act(s, action);
      expect(eventsSince(s, asked).filter((e) => e.type === 'equipmentUsed')).toEqual([
        { type: 'equipmentUsed', seat: 2, card: 10 },
        { type: 'equipmentUsed', seat: 2, card },
      ]);
      const options = asked.pending?.options ?? [];
      expect(options.map((o) => at(s, o as WireRef).printed)).toEqual([4, 6]);
      const six = options[1] as WireRef;
      const cut = act(asked, { type: 'choose', seat: 3, wire: six });
      // Seat 2 loses its 6, keeps its 4.
      expect(cut.hands[2]?.[0]?.map((w) => w.cut)).toEqual([false, true, true, false]);
    },
  );

  it('needs the X or Y Ray itself, even with a detector available', () => {
    const combo = ready(
      [
        [3, 7, 8],
        [3, 10, 12],
        [4, 6, 10, 11],
        [4, 5, 6, 8, 11, 12],
      ],
      {
        equipment: [10, 3],
      },
    );
    const s = cutPairOf(combo, 3); // only the detector is unlocked
    expectRejected(
      s,
      triple(1, [10, 12], [wire(2, 0, 0), wire(2, 0, 1), wire(2, 0, 2)]),
      'EQUIPMENT_LOCKED',
    );
    expect(legalActions(s, 1).some((a) => a.type === 'dualCut' && Array.isArray(a.value))).toBe(
      false,
    );
    expect(legalActions(s, 1).some((a) => a.type === 'dualCut' && a.detector === 'triple')).toBe(
      true,
    );
  });
});
