/** Equipment acting on the dial and the turn: Rewinder (6), Emergency Batteries (7), Stabilizer (9), Coffee Mug (11). */
import { describe, expect, it } from 'vitest';
import { legalActions, type Action } from '../src/index.js';
import { act, eventsSince, expectRejected, wire } from './scenario.js';
import { at, cutPairOf, dual, emptyHanded, ready, slotState } from './equipment-helpers.js';

const use = (seat: number, card: 6 | 9): Action => ({ type: 'equipment', seat, card });

describe('Rewinder (6)', () => {
  const four = [
    [1, 6, 8],
    [3, 6, 9],
    [1, 4, 10],
    [3, 4, 11],
  ];

  it('moves the dial back one notch, any time, by any seat', () => {
    const dealt = ready(four, { equipment: [6] });
    expectRejected(dealt, use(3, 6), 'EQUIPMENT_LOCKED');
    const state = cutPairOf(dealt, 6);
    // A failure: seat 1 calls 3 on seat 2's 1.
    const failed = act(state, dual(1, wire(2, 0, 0), 3));
    expect(failed.dial.stepsToSkull).toBe(3);
    const rewound = act(failed, use(0, 6));
    expect(eventsSince(failed, rewound)).toEqual([
      { type: 'equipmentUsed', seat: 0, card: 6 },
      { type: 'dialMoved', delta: -1, stepsToSkull: 4 },
    ]);
    expect(rewound.activeSeat).toBe(2);
  });

  it('may go past the start notch, up to the 5-rabbit notch', () => {
    const state = cutPairOf(ready(four, { equipment: [6] }), 6);
    expect(state.dial).toEqual({ stepsToSkull: 4, start: 4, max: 5 });
    expect(act(state, use(2, 6)).dial.stepsToSkull).toBe(5);
    // Two players start on 2 and may also go back toward 5.
    const two = cutPairOf(
      ready(
        [
          [1, 6],
          [2, 3],
          [6, 7],
          [2, 3],
        ],
        { players: 2, equipment: [6] },
      ),
      6,
    );
    expect(two.dial).toEqual({ stepsToSkull: 2, start: 2, max: 5 });
    expect(act(two, use(1, 6)).dial.stepsToSkull).toBe(3);
  });

  it('at the cap it has no effect but is spent', () => {
    const five = ready(
      [
        [1, 6],
        [6, 7],
        [1, 8],
        [7, 9],
        [8, 9],
      ],
      { equipment: [6] },
    );
    const state = cutPairOf(five, 6);
    expect(state.dial).toEqual({ stepsToSkull: 5, start: 5, max: 5 });
    const after = act(state, use(4, 6));
    expect(after.dial.stepsToSkull).toBe(5);
    expect(slotState(after, 6)).toBe('used');
    expect(after.status).toBe('playing');
  });

  it('a seat with no wires left may use it', () => {
    const dealt = ready([[1, 6, 8], [6], [1, 4, 8], [4, 9]], { equipment: [6] });
    const state = act(act(dealt, dual(0, wire(1, 0, 0), 6)), dual(2, wire(0, 0, 2), 4));
    expect(emptyHanded(state, 1)).toBe(true);
    expect(state.dial.stepsToSkull).toBe(3);
    expect(act(state, use(1, 6)).dial.stepsToSkull).toBe(4);
    expect(legalActions(state, 1)).toEqual([use(1, 6)]);
  });
});

describe('Emergency Batteries (7)', () => {
  const dealt = ready(
    [
      [1, 7, 9],
      [2, 7, 10],
      [1, 3, 11],
      [2, 3, 12],
    ],
    { equipment: [7] },
  );
  // Seat 0's Double Detector finds seat 1's 7 (unlocking the card), then seat 1's finds seat 3's 2.
  const first = act(
    act(dealt, {
      type: 'dualCut',
      seat: 0,
      value: 7,
      detector: 'double',
      targets: [wire(1, 0, 1), wire(1, 0, 2)],
    }),
    { type: 'choose', seat: 1, wire: wire(1, 0, 1) },
  );
  const state = act(
    act(first, {
      type: 'dualCut',
      seat: 1,
      value: 2,
      detector: 'double',
      targets: [wire(3, 0, 0), wire(3, 0, 1)],
    }),
    { type: 'choose', seat: 3, wire: wire(3, 0, 0) },
  );
  const batteries = (seat: number, seats: unknown): Action =>
    ({ type: 'equipment', seat, card: 7, seats }) as Action;

  it("turns one or two used character cards face up again, any seat's, used by anyone", () => {
    expect(slotState(first, 7)).toBe('available');
    expect(state.characters.map((c) => c.used)).toEqual([true, true, false, false]);
    expect(state.activeSeat).toBe(2);
    const both = act(state, batteries(3, [0, 1]));
    expect(eventsSince(state, both)).toEqual([
      { type: 'equipmentUsed', seat: 3, card: 7 },
      { type: 'charactersRefreshed', seats: [0, 1] },
    ]);
    expect(both.characters.map((c) => c.used)).toEqual([false, false, false, false]);
    const one = act(state, batteries(1, [1]));
    expect(one.characters.map((c) => c.used)).toEqual([true, false, false, false]);
  });

  it('names only used cards, one or two of them', () => {
    for (const seats of [[], [2], [0, 2], [0, 0], [0, 1, 3], [9]])
      expectRejected(state, batteries(3, seats), 'NOT_AN_OPTION');
    expectRejected(state, batteries(3, ['0']), 'MALFORMED_ACTION');
  });

  it('is offered for each used card and each pair of them', () => {
    const offered = legalActions(state, 2).filter((a) => a.type === 'equipment');
    expect(offered).toEqual([batteries(2, [0]), batteries(2, [1]), batteries(2, [0, 1])]);
    // Before any character card is used, there is nothing to refresh.
    const unlockedOnly = cutPairOf(dealt, 7);
    expect(unlockedOnly.characters.every((c) => !c.used)).toBe(true);
    expect(legalActions(unlockedOnly, 2).filter((a) => a.type === 'equipment')).toEqual([]);
  });

  it('the refreshed Double Detector works again', () => {
    // Seat 2 cuts a 3 with seat 3; seat 3 misses a 12 on seat 0's 1: seat 0 is active again.
    const toSeat0 = (s: typeof state) =>
      act(act(s, dual(2, wire(3, 0, 1), 3)), dual(3, wire(0, 0, 0), 12));
    const detector: Action = {
      type: 'dualCut',
      seat: 0,
      value: 1,
      detector: 'double',
      targets: [wire(2, 0, 0), wire(2, 0, 2)],
    };
    const without = toSeat0(state);
    expect(without.activeSeat).toBe(0);
    expectRejected(without, detector, 'CHARACTER_USED');
    const withBatteries = toSeat0(act(state, batteries(3, [0])));
    expect(act(withBatteries, detector).pending).toMatchObject({ kind: 'detectorCut', seat: 2 });
  });
});

describe('Stabilizer (9)', () => {
  // Seat 1 holds both 11s; seat 2 two reds; seat 3 a yellow.
  const dealt = ready(
    [
      [1, 4, 9, 12],
      [2, 3.5, 9, 11, 11],
      [1, 5.5, 6.5, 10],
      [2, 4, 7.1, 10],
    ],
    {
      equipment: [9],
    },
  );
  const state = cutPairOf(dealt, 9); // seat 1 is active
  const stable = act(state, use(1, 9));

  it('only the active seat, at the start of its turn', () => {
    expectRejected(dealt, use(0, 9), 'EQUIPMENT_LOCKED');
    for (const seat of [0, 2, 3]) expectRejected(state, use(seat, 9), 'NOT_YOUR_TURN');
    expect(eventsSince(state, stable)).toEqual([{ type: 'equipmentUsed', seat: 1, card: 9 }]);
    expect(stable.turn).toEqual({ done: false, stabilized: true, next: null });
    expectRejected(stable, use(1, 9), 'EQUIPMENT_USED');
    expect(legalActions(state, 1)).toContainEqual(use(1, 9));
    for (const seat of [0, 2, 3])
      expect(legalActions(state, seat)).not.toContainEqual(use(seat, 9));
  });

  it('a failure moves no notch, but the true-value token is still placed', () => {
    const after = act(stable, dual(1, wire(3, 0, 2), 2)); // "2" on a yellow
    expect(after.dial.stepsToSkull).toBe(4);
    expect(eventsSince(stable, after).some((e) => e.type === 'dialMoved')).toBe(false);
    expect(at(after, wire(3, 0, 2)).info).toEqual({ kind: 'value', value: 'yellow' });
    expect(after.activeSeat).toBe(2);
    expect(after.turn.stabilized).toBe(false);
  });

  it('a red wire does not explode and gets no token', () => {
    const after = act(stable, dual(1, wire(2, 0, 1), 11));
    expect(after.status).toBe('playing');
    expect(after.dial.stepsToSkull).toBe(4);
    expect(at(after, wire(2, 0, 1))).toMatchObject({ cut: false, info: null });
    expect(eventsSince(stable, after)).toEqual([
      {
        type: 'dualCut',
        seat: 1,
        value: 11,
        targets: [wire(2, 0, 1)],
        detector: null,
        success: false,
      },
      { type: 'turn', seat: 2 },
    ]);
    // Without it, the same cut explodes.
    const boom = act(state, dual(1, wire(2, 0, 1), 11));
    expect([boom.status, boom.lossCause]).toEqual(['lost', 'redWire']);
  });

  it('with a Double Detector: two reds do not explode; one red and a blue leave a token on the blue', () => {
    const reds = { type: 'dualCut', seat: 1, value: 11, detector: 'double' } as const;
    const twoReds = act(stable, { ...reds, targets: [wire(2, 0, 1), wire(2, 0, 2)] });
    expect(twoReds.status).toBe('playing');
    expect(twoReds.pending).toBeNull();
    expect(twoReds.dial.stepsToSkull).toBe(4);
    expect(twoReds.activeSeat).toBe(2);
    const mixed = act(stable, { ...reds, targets: [wire(2, 0, 1), wire(2, 0, 3)] });
    expect(mixed.pending).toMatchObject({
      kind: 'detectorToken',
      seat: 2,
      options: [wire(2, 0, 3)],
    });
    const marked = act(mixed, { type: 'choose', seat: 2, wire: wire(2, 0, 3) });
    expect(at(marked, wire(2, 0, 3)).info).toEqual({ kind: 'value', value: 10 });
    expect(marked.dial.stepsToSkull).toBe(4);
  });

  it('is spent even if no dual cut follows, and lasts one turn only', () => {
    const solo = act(stable, { type: 'soloCut', seat: 1, value: 11 });
    expect(slotState(solo, 9)).toBe('used');
    expect(solo.activeSeat).toBe(2);
    expect(solo.turn.stabilized).toBe(false);
    // Seat 2's failure moves the dial as usual.
    expect(act(solo, dual(2, wire(3, 0, 1), 10)).dial.stepsToSkull).toBe(3);
  });
});

describe('Coffee Mug (11)', () => {
  // Seat 2 holds a single 1.
  const dealt = ready([[1, 5, 11], [2, 6, 11], [1], [2, 5, 6]], { equipment: [11] });
  // Seat 0 empties seat 2; seat 1 cuts the 11s with seat 0; seat 2 is skipped: seat 3 is active.
  const emptied = act(dealt, dual(0, wire(2, 0, 0), 1));
  const state = act(emptied, dual(1, wire(0, 0, 2), 11));
  const mug = (seat: number, next: number): Action => ({ type: 'equipment', seat, card: 11, next });

  it('skips your turn and hands it to the seat you name; play goes on clockwise from them', () => {
    expectRejected(emptied, mug(1, 3), 'EQUIPMENT_LOCKED');
    expect(state.activeSeat).toBe(3);
    const after = act(state, mug(3, 1));
    expect(eventsSince(state, after)).toEqual([
      { type: 'equipmentUsed', seat: 3, card: 11 },
      { type: 'coffee', seat: 3, coffee: null, next: 1 },
      { type: 'turn', seat: 1 },
    ]);
    expect(after.hands).toEqual(state.hands);
    expect(after.dial).toEqual(state.dial);
    // Seat 1 plays; then seat 3 again (seat 2 has no wires), not seat 0.
    const next = act(after, dual(1, wire(3, 0, 2), 6));
    expect(next.activeSeat).toBe(3);
  });

  it('only on your own turn, naming another seat that still has wires', () => {
    for (const seat of [0, 1, 2]) expectRejected(state, mug(seat, 3), 'NOT_YOUR_TURN');
    expectRejected(state, mug(3, 3), 'BAD_NEXT_SEAT');
    expectRejected(state, mug(3, 2), 'BAD_NEXT_SEAT');
    expectRejected(state, mug(3, 8), 'BAD_NEXT_SEAT');
    expect(legalActions(state, 3).filter((a) => a.type === 'equipment')).toEqual([
      mug(3, 0),
      mug(3, 1),
    ]);
    for (const seat of [0, 1, 2])
      expect(legalActions(state, seat).filter((a) => a.type === 'equipment')).toEqual([]);
  });
});
