/** Equipment that gives information: Label ≠ (1), Label = (12), Post-it (4), General Radar (8). */
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type Action, type GameState } from '../src/index.js';
import { act, eventsSince, expectRejected, wire } from './scenario.js';
import { at, cutPairOf, emptyHanded, ready, slotState } from './equipment-helpers.js';

const label = (seat: number, card: 1 | 12, index: number, stand = 0, owner = seat): Action => ({
  type: 'equipment',
  seat,
  card,
  wire: wire(owner, stand, index),
});

describe('Label ≠ (1)', () => {
  // Seat 0: 1 | 3 | 3.1 | 3.5 | 6.1 | 7.1 | 9 | 9 ; seat 1 holds two adjacent reds.
  const dealt = ready(
    [
      [1, 3, 3.1, 3.5, 6.1, 7.1, 9, 9],
      [1, 2.5, 4.5, 10],
      [2, 10, 11],
      [2, 11, 12],
    ],
    {
      equipment: [1],
    },
  );
  // Seat 0 cuts the 1s (its own 1 is its leftmost wire); seat 1 is active next.
  const state = cutPairOf(dealt, 1);

  it('unlocks with the 1s and marks two different adjacent wires, out of turn too', () => {
    expect(slotState(dealt, 1)).toBe('locked');
    expectRejected(dealt, label(0, 1, 1), 'EQUIPMENT_LOCKED');
    expect(state.activeSeat).toBe(1);
    const before = state;
    const after = act(state, label(0, 1, 1)); // 3 next to yellow 3.1
    expect(eventsSince(before, after)).toEqual([
      { type: 'equipmentUsed', seat: 0, card: 1 },
      { type: 'labelPlaced', wire: wire(0, 0, 1), label: '≠' },
    ]);
    expect(at(after, wire(0, 0, 1)).labelRight).toBe('≠');
    // Public: a teammate sees the label (but not the wires).
    const seen = viewFor(after, 2).stands[0]?.wires[1];
    expect(seen).toMatchObject({ printed: null, labelRight: '≠' });
    expect(after.activeSeat).toBe(1);
    expectRejected(after, label(0, 1, 2), 'EQUIPMENT_USED');
  });

  it('accepts one cut wire in the pair', () => {
    expect(at(state, wire(0, 0, 0)).cut).toBe(true);
    expect(at(act(state, label(0, 1, 0)), wire(0, 0, 0)).labelRight).toBe('≠');
  });

  it('counts a yellow next to a red as different', () => {
    expect(at(act(state, label(0, 1, 2)), wire(0, 0, 2)).labelRight).toBe('≠');
    expect(at(act(state, label(0, 1, 3)), wire(0, 0, 3)).labelRight).toBe('≠');
  });

  it('never counts two yellows, two reds or two equal blues as different', () => {
    expectRejected(state, label(0, 1, 4), 'LABEL_WRONG'); // 6.1 | 7.1
    expectRejected(state, label(1, 1, 1), 'LABEL_WRONG'); // 2.5 | 4.5
    expectRejected(state, label(0, 1, 6), 'LABEL_WRONG'); // 9 | 9
  });

  it('goes only on two adjacent wires of your own, not both cut', () => {
    expectRejected(state, label(0, 1, 7), 'LABEL_NOT_ADJACENT'); // rightmost wire
    expectRejected(state, label(0, 1, 1, 0, 1), 'NOT_YOUR_WIRE'); // a teammate's wires
    expectRejected(state, label(0, 1, 0, 1), 'LABEL_NOT_ADJACENT'); // no second stand
    // Seat 1 cuts a 10 with seat 2, seat 2 a 2 with seat 3: seat 2's 2 | 10 are both cut.
    const both = cutPairOf(cutPairOf(state, 10), 2);
    expect([at(both, wire(2, 0, 0)).cut, at(both, wire(2, 0, 1)).cut]).toEqual([true, true]);
    expectRejected(both, label(2, 1, 0), 'WIRE_ALREADY_CUT');
    expect(slotState(both, 1)).toBe('available');
  });

  it('is offered to every seat on exactly its valid pairs', () => {
    const offered = legalActions(state, 0).filter((a) => a.type === 'equipment' && a.card === 1);
    expect(offered.map((a) => (a.type === 'equipment' && 'wire' in a ? a.wire.index : -1))).toEqual(
      [0, 1, 2, 3, 5],
    );
    expect(
      legalActions(state, 1).filter((a) => a.type === 'equipment' && a.card === 1),
    ).toHaveLength(2); // 1 | 2.5 (one cut) and 4.5 | 10
  });
});

describe('Label = (12)', () => {
  const dealt = ready(
    [
      [3.1, 4.1, 5.5, 6.5, 8, 8, 9, 12, 12],
      [1, 10, 12],
      [1, 2, 10],
      [2, 11],
    ],
    { equipment: [1, 12] },
  );
  // Seat 0 cuts a 12 with seat 1 (its own leftmost 12, index 7).
  const state = cutPairOf(dealt, 12);

  it('marks two equal adjacent wires: two yellows, two reds, two equal blues, one of them cut', () => {
    expect(slotState(dealt, 12)).toBe('locked');
    expectRejected(dealt, label(0, 12, 4), 'EQUIPMENT_LOCKED');
    for (const index of [0, 2, 4, 7]) {
      const after = act(state, label(0, 12, index));
      expect(at(after, wire(0, 0, index)).labelRight).toBe('=');
      expect(eventsSince(state, after)).toEqual([
        { type: 'equipmentUsed', seat: 0, card: 12 },
        { type: 'labelPlaced', wire: wire(0, 0, index), label: '=' },
      ]);
    }
  });

  it('refuses different wires, a teammate, a missing neighbour', () => {
    expectRejected(state, label(0, 12, 1), 'LABEL_WRONG'); // yellow | red
    expectRejected(state, label(0, 12, 5), 'LABEL_WRONG'); // 8 | 9
    expectRejected(state, label(0, 12, 8), 'LABEL_NOT_ADJACENT');
    expectRejected(state, label(0, 12, 0, 0, 2), 'NOT_YOUR_WIRE');
  });

  it('a pair carries one label at most; neighbouring pairs may both carry one', () => {
    // Seat 1 cuts the 1s with seat 2: Label ≠ unlocks as well.
    const both = cutPairOf(state, 1);
    expect(slotState(both, 1)).toBe('available');
    const equal = act(both, label(0, 12, 4)); // 8 = 8
    expectRejected(equal, label(0, 1, 4), 'LABEL_PRESENT');
    const different = act(equal, label(0, 1, 5)); // 8 ≠ 9
    expect(standLabels(different)).toEqual([null, null, null, null, '=', '≠', null, null, null]);
  });
});

const standLabels = (state: GameState) => state.hands[0]?.[0]?.map((w) => w.labelRight);

describe('Post-it (4)', () => {
  // Setup tokens: seat 0 on its 4, seat 1 on 3, seats 2 and 3 on a 6 each.
  const dealt = ready(
    [
      [4, 5, 5.1, 5.5, 7],
      [3, 4, 9],
      [6, 9, 10],
      [6, 6, 10],
    ],
    { equipment: [4] },
  );
  const state = cutPairOf(dealt, 4);
  const postIt = (seat: number, index: number, owner = seat): Action => ({
    type: 'equipment',
    seat,
    card: 4,
    wire: wire(owner, 0, index),
  });

  it('puts the true value in front of one of your blue wires, any time', () => {
    expectRejected(dealt, postIt(0, 1), 'EQUIPMENT_LOCKED');
    expect(state.activeSeat).toBe(1);
    const after = act(state, postIt(0, 1));
    expect(eventsSince(state, after)).toEqual([
      { type: 'equipmentUsed', seat: 0, card: 4 },
      {
        type: 'infoPlaced',
        wire: wire(0, 0, 1),
        info: { kind: 'value', value: 5 },
        cause: 'postIt',
      },
    ]);
    expect(viewFor(after, 3).stands[0]?.wires[1]).toMatchObject({
      printed: null,
      info: { kind: 'value', value: 5 },
    });
    expect(after.activeSeat).toBe(1);
  });

  it('never on a yellow, red, cut, already marked or teammate wire', () => {
    expectRejected(state, postIt(0, 2), 'INFO_NOT_ALLOWED'); // yellow
    expectRejected(state, postIt(0, 3), 'INFO_NOT_ALLOWED'); // red
    expectRejected(state, postIt(0, 0), 'WIRE_ALREADY_CUT');
    expectRejected(state, postIt(2, 0), 'INFO_NOT_ALLOWED'); // its setup token
    expectRejected(state, postIt(0, 2, 1), 'NOT_YOUR_WIRE');
  });

  it('says the value aloud when both tokens of it are already on uncut wires', () => {
    const after = act(state, postIt(3, 1));
    expect(at(after, wire(3, 0, 1)).info).toEqual({ kind: 'value', value: 6, oral: true });
  });
});

describe('General Radar (8)', () => {
  // Three players: the captain (seat 0) has two stands; seat 2 holds a single 8.
  const dealt = ready([[1, 7, 8], [2, 7.5, 9], [3, 7.1, 8, 10], [8]], {
    players: 3,
    equipment: [8],
  });
  // Seat 0 cuts seat 2's only wire (and its own 8): seat 2 has no wire left.
  const state = act(dealt, { type: 'dualCut', seat: 0, value: 8, target: wire(2, 0, 0) });
  const radar = (seat: number, value: unknown) =>
    ({ type: 'equipment', seat, card: 8, value }) as Action;

  it('answers per stand, blue wires only: a red 7.5 or a yellow 7.1 is no "7"', () => {
    expectRejected(dealt, radar(1, 7), 'EQUIPMENT_LOCKED');
    expect(emptyHanded(state, 2)).toBe(true);
    expect(state.activeSeat).toBe(1);
    // Used by the seat with no wires left, out of turn.
    const after = act(state, radar(2, 7));
    expect(eventsSince(state, after)).toEqual([
      { type: 'equipmentUsed', seat: 2, card: 8 },
      { type: 'radar', value: 7, answers: [[true, false], [false], [false]] },
    ]);
    expect(after.hands).toEqual(state.hands);
    expect(after.activeSeat).toBe(1);
  });

  it('cut wires do not answer', () => {
    const after = act(state, radar(1, 8));
    expect(eventsSince(state, after)[1]).toEqual({
      type: 'radar',
      value: 8,
      answers: [[false, false], [true], [false]],
    });
  });

  it('names a number 1-12 only', () => {
    for (const value of ['yellow', 'red', 'star', 0, 13, 7.5, 7.1])
      expectRejected(state, radar(1, value), 'BAD_VALUE');
  });

  it('is offered to the empty-handed seat, once per number', () => {
    const offered = legalActions(state, 2).filter((a) => a.type === 'equipment' && a.card === 8);
    expect(offered).toHaveLength(12);
  });
});
