/**
 * The three turn actions and the flow around them (RULES.md §2.2-§2.8, Appendix A): dual cut,
 * solo cut, reveal red, turn order, winning and losing, validation tokens, equipment unlocks.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, type GameState, type WireRef } from '../src/index.js';
import { act, at, eventsSince, expectRejected, ready, wire, type Scenario } from './scenario.js';

/** Start a scenario and place the setup info tokens on `tokens`, in setup order. */

const cutPrinted = (state: GameState, seat: number) =>
  state.hands[seat]!.flat()
    .filter((w) => w.cut)
    .map((w) => w.printed);

// Mission 1, 4 players, captain 0. Setup tokens: 4 (seat 0), 3 (seat 1), 6 (seat 2), 4 (seat 3).
const BASE: Scenario = {
  mission: 1,
  players: 4,
  stands: [
    [1, 2, 2, 4],
    [2, 3, 5],
    [1, 3, 6],
    [4, 5, 6],
  ],
};
const BASE_TOKENS = [wire(0, 0, 3), wire(1, 0, 1), wire(2, 0, 2), wire(3, 0, 0)];
const base = () => ready(BASE, BASE_TOKENS);

describe('dual cut: legality (§2.2, §9 A5)', () => {
  it('the actor must hold an uncut wire of the announced value', () => {
    const state = base();
    expectRejected(
      state,
      { type: 'dualCut', seat: 0, value: 5, target: wire(1, 0, 2) },
      'VALUE_NOT_HELD',
    );
    expectRejected(
      state,
      { type: 'dualCut', seat: 0, value: 'yellow', target: wire(1, 0, 2) },
      'VALUE_NOT_HELD',
    );
  });

  it('only values 1-12 and "yellow" can be announced', () => {
    const state = base();
    for (const value of [0, 13, 2.5, 'red', '2', null]) {
      expectRejected(
        state,
        { type: 'dualCut', seat: 0, value, target: wire(1, 0, 0) },
        'BAD_VALUE',
      );
    }
  });

  it('the target must be an uncut wire of a teammate', () => {
    let state = base();
    expectRejected(
      state,
      { type: 'dualCut', seat: 0, value: 2, target: wire(0, 0, 2) },
      'OWN_WIRE_TARGETED',
    );
    expectRejected(
      state,
      { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 3) },
      'NO_SUCH_WIRE',
    );
    expectRejected(
      state,
      { type: 'dualCut', seat: 0, value: 2, target: wire(1, 1, 0) },
      'NO_SUCH_WIRE',
    );
    expectRejected(
      state,
      { type: 'dualCut', seat: 0, value: 2, target: { seat: 1 } },
      'MALFORMED_ACTION',
    );
    state = act(state, { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 0) });
    // Seat 1 now targets seat 0's cut 2.
    expectRejected(
      state,
      { type: 'dualCut', seat: 1, value: 5, target: wire(0, 0, 1) },
      'WIRE_ALREADY_CUT',
    );
  });

  it('a seat outside the game cannot act', () => {
    const state = base();
    expectRejected(
      state,
      { type: 'dualCut', seat: 4, value: 2, target: wire(1, 0, 0) },
      'NO_SUCH_SEAT',
    );
    expectRejected(state, { type: 'fly', seat: 0 }, 'MALFORMED_ACTION');
  });
});

describe('dual cut: success (§2.2, §9 A26)', () => {
  it('cuts the target and the leftmost matching own wire, both in place', () => {
    const before = base();
    const state = act(before, { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 0) });
    expect(eventsSince(before, state)).toEqual([
      {
        type: 'dualCut',
        seat: 0,
        value: 2,
        targets: [wire(1, 0, 0)],
        detector: null,
        success: true,
      },
      { type: 'wireCut', wire: wire(1, 0, 0), printed: 2 },
      { type: 'wireCut', wire: wire(0, 0, 1), printed: 2 },
      { type: 'turn', seat: 1 },
    ]);
    // Nothing moves: same stands, same slots, the cut wires face up where they were.
    expect(state.hands[1]![0]!.map((w) => [w.printed, w.cut])).toEqual([
      [2, true],
      [3, false],
      [5, false],
    ]);
    expect(state.hands[0]![0]!.map((w) => [w.printed, w.cut])).toEqual([
      [1, false],
      [2, true],
      [2, false],
      [4, false],
    ]);
    // The setup token in front of seat 1's 3 is still there.
    expect(at(state, wire(1, 0, 1)).info).toEqual({ kind: 'value', value: 3 });
    expect(state.dial.stepsToSkull).toBe(4);
    expect(state.activeSeat).toBe(1);
  });

  it('"own" chooses which of the actor\'s matching wires is cut', () => {
    const state = act(base(), {
      type: 'dualCut',
      seat: 0,
      value: 2,
      target: wire(1, 0, 0),
      own: wire(0, 0, 2),
    });
    expect(at(state, wire(0, 0, 1)).cut).toBe(false);
    expect(at(state, wire(0, 0, 2)).cut).toBe(true);
  });

  it('"own" must be one of the actor\'s uncut wires of that value', () => {
    const state = base();
    const cut = (own: unknown) => ({
      type: 'dualCut',
      seat: 0,
      value: 2,
      target: wire(1, 0, 0),
      own,
    });
    expectRejected(state, cut(wire(0, 0, 0)), 'NOT_AN_OPTION');
    expectRejected(state, cut(wire(2, 0, 0)), 'NOT_YOUR_WIRE');
    expectRejected(state, cut(wire(0, 0, 9)), 'NOT_AN_OPTION');
  });

  it('a wire carrying an info token may be targeted (§9 A27)', () => {
    const before = base();
    const state = act(before, { type: 'dualCut', seat: 0, value: 4, target: wire(3, 0, 0) });
    expect(at(state, wire(3, 0, 0))).toEqual({
      printed: 4,
      cut: true,
      info: { kind: 'value', value: 4 },
      labelRight: null,
    });
    expect(at(state, wire(0, 0, 3)).cut).toBe(true);
    expect(eventsSince(before, state)[0]).toMatchObject({ type: 'dualCut', success: true });
  });
});

describe('dual cut: failure (§2.2)', () => {
  it('on a blue wire: the dial moves one notch and the owner marks its true value', () => {
    const before = base();
    const state = act(before, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 2) });
    expect(eventsSince(before, state)).toEqual([
      {
        type: 'dualCut',
        seat: 0,
        value: 1,
        targets: [wire(1, 0, 2)],
        detector: null,
        success: false,
      },
      { type: 'dialMoved', delta: 1, stepsToSkull: 3 },
      {
        type: 'infoPlaced',
        wire: wire(1, 0, 2),
        info: { kind: 'value', value: 5 },
        cause: 'failure',
      },
      { type: 'turn', seat: 1 },
    ]);
    expect(state.dial.stepsToSkull).toBe(3);
    expect(at(state, wire(1, 0, 2))).toEqual({
      printed: 5,
      cut: false,
      info: { kind: 'value', value: 5 },
      labelRight: null,
    });
    // The actor's own 1 stays uncut and unrevealed.
    expect(state.hands.flat(2).some((w) => w.cut)).toBe(false);
  });

  it('on a yellow wire: a yellow info token', () => {
    const before = ready({ mission: 2, players: 4, stands: [[1, 2], [3, 3.1], [4], [5]] }, [
      wire(0, 0, 0),
      wire(1, 0, 0),
      wire(2, 0, 0),
      wire(3, 0, 0),
    ]);
    const state = act(before, { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 1) });
    expect(eventsSince(before, state)).toEqual([
      {
        type: 'dualCut',
        seat: 0,
        value: 2,
        targets: [wire(1, 0, 1)],
        detector: null,
        success: false,
      },
      { type: 'dialMoved', delta: 1, stepsToSkull: 3 },
      {
        type: 'infoPlaced',
        wire: wire(1, 0, 1),
        info: { kind: 'value', value: 'yellow' },
        cause: 'failure',
      },
      { type: 'turn', seat: 1 },
    ]);
  });

  it('on a red wire: the bomb explodes', () => {
    const before = ready({ mission: 3, players: 4, stands: [[1, 2], [3, 3.5], [4], [5]] }, [
      wire(0, 0, 0),
      wire(1, 0, 0),
      wire(2, 0, 0),
      wire(3, 0, 0),
    ]);
    const state = act(before, { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 1) });
    expect(state.status).toBe('lost');
    expect(state.lossCause).toBe('redWire');
    expect(state.dial.stepsToSkull).toBe(4);
    expect(eventsSince(before, state)).toEqual([
      {
        type: 'dualCut',
        seat: 0,
        value: 2,
        targets: [wire(1, 0, 1)],
        detector: null,
        success: false,
      },
      { type: 'lost', cause: 'redWire' },
    ]);
  });

  it('a deliberately wrong guess is legal and costs a notch (§9 A6)', () => {
    const before = base();
    // Seat 1's middle wire is known to be a 3 (setup token); seat 0 still asks for a 1.
    const state = act(before, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 1) });
    expect(state.dial.stepsToSkull).toBe(3);
    expect(at(state, wire(1, 0, 1)).info).toEqual({ kind: 'value', value: 3 });
    expect(eventsSince(before, state).map((e) => e.type)).toEqual(['dualCut', 'dialMoved', 'turn']);
  });
});

describe('dual cut with "yellow" (§2.3)', () => {
  const scenario: Scenario = { mission: 2, players: 4, stands: [[1, 2.1], [3, 5.1], [4], [5]] };
  const tokens = [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0), wire(3, 0, 0)];

  it('announcing "yellow" cuts a yellow target with the actor\'s yellow', () => {
    const before = ready(scenario, tokens);
    const state = act(before, { type: 'dualCut', seat: 0, value: 'yellow', target: wire(1, 0, 1) });
    expect(eventsSince(before, state)).toEqual([
      {
        type: 'dualCut',
        seat: 0,
        value: 'yellow',
        targets: [wire(1, 0, 1)],
        detector: null,
        success: true,
      },
      { type: 'wireCut', wire: wire(1, 0, 1), printed: 5.1 },
      { type: 'wireCut', wire: wire(0, 0, 1), printed: 2.1 },
      { type: 'turn', seat: 1 },
    ]);
    expect(state.validated).toEqual([]);
  });

  it('"yellow" on a blue wire is a failure with that wire\'s number', () => {
    const state = act(ready(scenario, tokens), {
      type: 'dualCut',
      seat: 0,
      value: 'yellow',
      target: wire(2, 0, 0),
    });
    expect(state.dial.stepsToSkull).toBe(3);
    expect(at(state, wire(2, 0, 0)).info).toEqual({ kind: 'value', value: 4 });
  });
});

describe('info-token shortage (§2.4, §9 A7)', () => {
  it('a third token of a value while two sit on uncut wires is said aloud', () => {
    const before = ready(
      {
        mission: 1,
        players: 4,
        stands: [
          [1, 2, 5],
          [5, 6],
          [5, 6],
          [2, 5],
        ],
      },
      [wire(0, 0, 2), wire(1, 0, 0), wire(2, 0, 1), wire(3, 0, 0)],
    );
    const state = act(before, { type: 'dualCut', seat: 0, value: 1, target: wire(3, 0, 1) });
    expect(eventsSince(before, state)).toContainEqual({
      type: 'infoPlaced',
      wire: wire(3, 0, 1),
      info: { kind: 'value', value: 5, oral: true },
      cause: 'failure',
    });
  });

  it('a token in front of a cut wire is free again', () => {
    let state = ready(
      {
        mission: 1,
        players: 4,
        stands: [
          [1, 5],
          [5, 6],
          [5, 6],
          [2, 5],
        ],
      },
      [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0), wire(3, 0, 0)],
    );
    // Seat 0 cuts seat 1's marked 5: one 5 token is now in front of a cut wire.
    state = act(state, { type: 'dualCut', seat: 0, value: 5, target: wire(1, 0, 0) });
    const before = state;
    state = act(state, { type: 'dualCut', seat: 1, value: 6, target: wire(3, 0, 1) });
    expect(eventsSince(before, state)).toContainEqual({
      type: 'infoPlaced',
      wire: wire(3, 0, 1),
      info: { kind: 'value', value: 5 },
      cause: 'failure',
    });
  });
});

describe('solo cut (§2.2)', () => {
  it('four copies in one hand leave together, and the value is validated', () => {
    const before = ready({ mission: 1, players: 4, stands: [[1, 3, 3, 3, 3], [1], [2], [2]] }, [
      wire(0, 0, 0),
      wire(1, 0, 0),
      wire(2, 0, 0),
      wire(3, 0, 0),
    ]);
    const state = act(before, { type: 'soloCut', seat: 0, value: 3 });
    expect(eventsSince(before, state)).toEqual([
      { type: 'soloCut', seat: 0, value: 3 },
      { type: 'wireCut', wire: wire(0, 0, 1), printed: 3 },
      { type: 'wireCut', wire: wire(0, 0, 2), printed: 3 },
      { type: 'wireCut', wire: wire(0, 0, 3), printed: 3 },
      { type: 'wireCut', wire: wire(0, 0, 4), printed: 3 },
      { type: 'validated', value: 3 },
      { type: 'turn', seat: 1 },
    ]);
    expect(state.validated).toEqual([3]);
  });

  it('the last two copies after the other two were cut', () => {
    let state = ready(
      {
        mission: 1,
        players: 4,
        stands: [
          [1, 4, 4],
          [4, 6],
          [4, 6],
          [1, 6, 6],
        ],
      },
      [wire(0, 0, 0), wire(1, 0, 1), wire(2, 0, 1), wire(3, 0, 0)],
    );
    expectRejected(state, { type: 'soloCut', seat: 0, value: 4 }, 'SOLO_CUT_NOT_ALL_REMAINING');
    state = act(state, { type: 'dualCut', seat: 0, value: 1, target: wire(3, 0, 0) });
    state = act(state, { type: 'dualCut', seat: 1, value: 4, target: wire(2, 0, 0) });
    // Seats 1 and 2 cut a pair of 6s and are out; seat 3 holds the last two 6s.
    state = act(state, { type: 'dualCut', seat: 2, value: 6, target: wire(1, 0, 1) });
    state = act(state, { type: 'soloCut', seat: 3, value: 6 });
    expect(state.activeSeat).toBe(0);
    const before = state;
    state = act(state, { type: 'soloCut', seat: 0, value: 4 });
    expect(eventsSince(before, state)).toEqual([
      { type: 'soloCut', seat: 0, value: 4 },
      { type: 'wireCut', wire: wire(0, 0, 1), printed: 4 },
      { type: 'wireCut', wire: wire(0, 0, 2), printed: 4 },
      { type: 'validated', value: 4 },
      { type: 'won' },
    ]);
  });

  it("two copies are refused while others are still in a teammate's hand", () => {
    const state = ready({ mission: 1, players: 4, stands: [[2, 2], [2], [2], [1]] }, [
      wire(0, 0, 0),
      wire(1, 0, 0),
      wire(2, 0, 0),
      wire(3, 0, 0),
    ]);
    expectRejected(state, { type: 'soloCut', seat: 0, value: 2 }, 'SOLO_CUT_NOT_ALL_REMAINING');
    expectRejected(state, { type: 'soloCut', seat: 0, value: 5 }, 'VALUE_NOT_HELD');
    expectRejected(state, { type: 'soloCut', seat: 0, value: 'red' }, 'BAD_VALUE');
  });

  it('copies may come from both stands of a 2-stand player (§9 A9)', () => {
    const before = ready(
      {
        mission: 1,
        players: 2,
        stands: [
          [1, 4, 4],
          [4, 4, 5],
          [1, 2],
          [5, 6],
        ],
      },
      [wire(0, 0, 0), wire(1, 0, 0)],
    );
    const state = act(before, { type: 'soloCut', seat: 0, value: 4 });
    expect(eventsSince(before, state).filter((e) => e.type === 'wireCut')).toEqual([
      { type: 'wireCut', wire: wire(0, 0, 1), printed: 4 },
      { type: 'wireCut', wire: wire(0, 0, 2), printed: 4 },
      { type: 'wireCut', wire: wire(0, 1, 0), printed: 4 },
      { type: 'wireCut', wire: wire(0, 1, 1), printed: 4 },
    ]);
  });

  it('three copies can never be solo cut', () => {
    // All three copies in play are in seat 0's hand (the fourth is not dealt).
    const alone = ready({ mission: 1, players: 4, stands: [[3, 3, 3], [1], [1], [2]] }, [
      wire(0, 0, 0),
      wire(1, 0, 0),
      wire(2, 0, 0),
      wire(3, 0, 0),
    ]);
    expectRejected(alone, { type: 'soloCut', seat: 0, value: 3 }, 'SOLO_CUT_BAD_COUNT');
    // The fourth is in a teammate's hand.
    const shared = ready({ mission: 1, players: 4, stands: [[3, 3, 3], [3], [1], [2]] }, [
      wire(0, 0, 0),
      wire(1, 0, 0),
      wire(2, 0, 0),
      wire(3, 0, 0),
    ]);
    expectRejected(shared, { type: 'soloCut', seat: 0, value: 3 }, 'SOLO_CUT_NOT_ALL_REMAINING');
    expect(legalActions(shared, 0).some((a) => a.type === 'soloCut')).toBe(false);
  });

  it('yellow only when the actor holds every remaining yellow (§9 A23)', () => {
    const tokens = [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0), wire(3, 0, 0)];
    const split = ready(
      { mission: 6, players: 4, stands: [[1, 2.1, 3.1], [2, 4.1, 5.1], [1], [2]] },
      tokens,
    );
    expectRejected(
      split,
      { type: 'soloCut', seat: 0, value: 'yellow' },
      'SOLO_CUT_NOT_ALL_REMAINING',
    );
    const before = ready(
      { mission: 2, players: 4, stands: [[1, 2.1, 3.1], [2], [1], [2]] },
      tokens,
    );
    const state = act(before, { type: 'soloCut', seat: 0, value: 'yellow' });
    expect(eventsSince(before, state)).toEqual([
      { type: 'soloCut', seat: 0, value: 'yellow' },
      { type: 'wireCut', wire: wire(0, 0, 1), printed: 2.1 },
      { type: 'wireCut', wire: wire(0, 0, 2), printed: 3.1 },
      { type: 'turn', seat: 1 },
    ]);
  });
});

describe('reveal red (§2.2, §9 A10)', () => {
  const tokens = [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0), wire(3, 0, 0)];

  it('is refused while the player still holds a wire that is not red', () => {
    const state = ready({ mission: 3, players: 4, stands: [[2, 3.5], [2], [1], [1]] }, tokens);
    expectRejected(state, { type: 'revealRed', seat: 0 }, 'NOT_ALL_RED');
  });

  it('is mandatory once every uncut wire is red, and reveals them all in place', () => {
    let state = ready({ mission: 3, players: 4, stands: [[2, 3.5], [2], [1, 4], [1, 4]] }, tokens);
    state = act(state, { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 0) });
    state = act(state, { type: 'dualCut', seat: 2, value: 1, target: wire(3, 0, 0) });
    state = act(state, { type: 'dualCut', seat: 3, value: 4, target: wire(2, 0, 1) });
    expect(state.activeSeat).toBe(0);
    expectRejected(
      state,
      { type: 'dualCut', seat: 0, value: 2, target: wire(2, 0, 1) },
      'MUST_REVEAL_RED',
    );
    expectRejected(state, { type: 'soloCut', seat: 0, value: 2 }, 'MUST_REVEAL_RED');
    // Equipment is not a turn action: the only turn action left is to reveal.
    expect(legalActions(state, 0).filter((a) => a.type !== 'equipment')).toEqual([
      { type: 'revealRed', seat: 0 },
    ]);
    const before = state;
    state = act(state, { type: 'revealRed', seat: 0 });
    expect(at(state, wire(0, 0, 1))).toEqual({
      printed: 3.5,
      cut: true,
      info: null,
      labelRight: null,
    });
    expect(eventsSince(before, state)).toEqual([
      { type: 'redRevealed', seat: 0, wires: [wire(0, 0, 1)] },
      { type: 'won' },
    ]);
  });

  it("is only possible on one's own turn", () => {
    let state = ready({ mission: 3, players: 4, stands: [[2, 3], [3.5], [1, 2], [1, 3]] }, [
      wire(0, 0, 0),
      wire(2, 0, 0),
      wire(3, 0, 0),
    ]);
    expectRejected(state, { type: 'revealRed', seat: 1 }, 'NOT_YOUR_TURN');
    state = act(state, { type: 'dualCut', seat: 0, value: 2, target: wire(2, 0, 1) });
    const before = state;
    state = act(state, { type: 'revealRed', seat: 1 });
    expect(eventsSince(before, state)).toEqual([
      { type: 'redRevealed', seat: 1, wires: [wire(1, 0, 0)] },
      { type: 'turn', seat: 2 },
    ]);
  });
});

describe('turn order, winning and losing (§2.2, §2.8, §9 A11, A28)', () => {
  it('play goes clockwise from the captain', () => {
    let state = ready(
      {
        mission: 1,
        players: 5,
        captain: 3,
        stands: [
          [1, 2],
          [3, 4],
          [5, 6],
          [1, 3],
          [2, 5],
        ],
      },
      [wire(3, 0, 0), wire(4, 0, 0), wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0)],
    );
    expect(state.activeSeat).toBe(3);
    const seen: number[] = [];
    const misses: [number, number, WireRef][] = [
      [3, 1, wire(4, 0, 1)],
      [4, 2, wire(0, 0, 1)],
      [0, 1, wire(1, 0, 1)],
      [1, 3, wire(2, 0, 1)],
    ];
    for (const [seat, value, target] of misses) {
      expectRejected(
        state,
        { type: 'dualCut', seat: (seat + 1) % 5, value, target },
        'NOT_YOUR_TURN',
      );
      const before = state;
      state = act(state, { type: 'dualCut', seat, value, target });
      const turn = eventsSince(before, state).at(-1);
      if (turn?.type === 'turn') seen.push(turn.seat);
    }
    expect(seen).toEqual([4, 0, 1, 2]);
  });

  it('empty-handed players are skipped and the mission is won the moment all stands are empty', () => {
    let state = ready({ mission: 1, players: 4, stands: [[1, 3], [1], [3, 4], [2, 2, 4]] }, [
      wire(0, 0, 0),
      wire(1, 0, 0),
      wire(2, 0, 0),
      wire(3, 0, 0),
    ]);
    state = act(state, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
    expect(state.activeSeat).toBe(2);
    // Seat 1 is out: not a legal target any more.
    expectRejected(
      state,
      { type: 'dualCut', seat: 2, value: 3, target: wire(1, 0, 0) },
      'WIRE_ALREADY_CUT',
    );
    expectRejected(state, { type: 'soloCut', seat: 1, value: 1 }, 'NOT_YOUR_TURN');
    state = act(state, { type: 'dualCut', seat: 2, value: 4, target: wire(3, 0, 2) });
    state = act(state, { type: 'soloCut', seat: 3, value: 2 });
    expect(state.activeSeat).toBe(0);
    const before = state;
    state = act(state, { type: 'dualCut', seat: 0, value: 3, target: wire(2, 0, 0) });
    expect(eventsSince(before, state)).toEqual([
      {
        type: 'dualCut',
        seat: 0,
        value: 3,
        targets: [wire(2, 0, 0)],
        detector: null,
        success: true,
      },
      { type: 'wireCut', wire: wire(2, 0, 0), printed: 3 },
      { type: 'wireCut', wire: wire(0, 0, 1), printed: 3 },
      { type: 'won' },
    ]);
    expect(state.status).toBe('won');
    expect(state.lossCause).toBeNull();
  });

  it('after an empty-handed seat the turn passes to the next seat with wires', () => {
    let state = ready({ mission: 1, players: 4, stands: [[1, 3, 5], [1, 6], [3], [5, 6]] }, [
      wire(0, 0, 0),
      wire(1, 0, 0),
      wire(2, 0, 0),
      wire(3, 0, 0),
    ]);
    state = act(state, { type: 'dualCut', seat: 0, value: 3, target: wire(2, 0, 0) });
    const before = state;
    state = act(state, { type: 'dualCut', seat: 1, value: 6, target: wire(3, 0, 1) });
    // Seat 2 is out: the turn goes from seat 1 to seat 3, then on to seat 0.
    expect(eventsSince(before, state).at(-1)).toEqual({ type: 'turn', seat: 3 });
    state = act(state, { type: 'dualCut', seat: 3, value: 5, target: wire(0, 0, 2) });
    expect(state.activeSeat).toBe(0);
    state = act(state, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
    expect(state.status).toBe('won');
  });

  it('a finished game accepts no action', () => {
    const lost = act(
      ready({ mission: 3, players: 4, stands: [[1, 2], [2, 3.5], [1], [3]] }, [
        wire(0, 0, 0),
        wire(1, 0, 0),
        wire(2, 0, 0),
        wire(3, 0, 0),
      ]),
      { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 1) },
    );
    expect(lost.status).toBe('lost');
    for (const action of [
      { type: 'dualCut', seat: 1, value: 2, target: wire(0, 0, 1) },
      { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 0) },
      { type: 'soloCut', seat: 1, value: 2 },
      { type: 'revealRed', seat: 1 },
      { type: 'info', seat: 1, wire: wire(1, 0, 0) },
      { type: 'choose', seat: 1, wire: wire(1, 0, 0) },
    ]) {
      expectRejected(lost, action, 'GAME_OVER');
    }
    expect(legalActions(lost, 0)).toEqual([]);
    expect(legalActions(lost, 1)).toEqual([]);
  });
});

describe('validation tokens and equipment unlocks (§2.5, §2.6, §9 A24)', () => {
  it('a validation token when the fourth wire of a blue value is cut, not before', () => {
    let state = ready(
      {
        mission: 1,
        players: 4,
        stands: [
          [5, 6],
          [5, 6],
          [5, 6],
          [5, 6],
        ],
      },
      [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0), wire(3, 0, 0)],
    );
    state = act(state, { type: 'dualCut', seat: 0, value: 5, target: wire(1, 0, 0) });
    expect(state.validated).toEqual([]);
    const before = state;
    state = act(state, { type: 'dualCut', seat: 1, value: 6, target: wire(0, 0, 1) });
    expect(state.validated).toEqual([]);
    state = act(state, { type: 'dualCut', seat: 2, value: 5, target: wire(3, 0, 0) });
    expect(state.validated).toEqual([5]);
    expect(eventsSince(before, state)).toContainEqual({ type: 'validated', value: 5 });
    expect(eventsSince(before, state).filter((e) => e.type === 'validated')).toHaveLength(1);
  });

  it('no validation token for yellow wires', () => {
    let state = ready(
      { mission: 6, players: 4, stands: [[1, 1.1, 2.1], [1, 3.1], [2, 4.1], [2]] },
      [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0), wire(3, 0, 0)],
    );
    state = act(state, { type: 'dualCut', seat: 0, value: 'yellow', target: wire(1, 0, 1) });
    state = act(state, { type: 'dualCut', seat: 1, value: 1, target: wire(0, 0, 0) });
    state = act(state, { type: 'dualCut', seat: 2, value: 'yellow', target: wire(0, 0, 2) });
    expect(state.hands.flat(2).filter((w) => w.cut && w.printed % 1 !== 0)).toHaveLength(4);
    expect(state.validated).toEqual([]);
    expect(state.log.some((e) => e.type === 'validated')).toBe(false);
  });

  it('an equipment card unlocks when two wires of its number are cut', () => {
    let state = ready(
      {
        mission: 4,
        players: 4,
        equipment: [5, 8, 1, 6],
        stands: [
          [5, 8],
          [5, 6],
          [8, 9],
          [1, 6],
        ],
      },
      [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0), wire(3, 0, 0)],
    );
    expectRejected(state, { type: 'equipment', seat: 0, card: 6 }, 'EQUIPMENT_LOCKED');
    const before = state;
    state = act(state, { type: 'dualCut', seat: 0, value: 5, target: wire(1, 0, 0) });
    expect(eventsSince(before, state)).toContainEqual({ type: 'equipmentUnlocked', card: 5 });
    expect(state.equipment).toEqual([
      { card: 5, state: 'available' },
      { card: 8, state: 'locked' },
      { card: 1, state: 'locked' },
      { card: 6, state: 'locked' },
    ]);
    state = act(state, { type: 'dualCut', seat: 1, value: 6, target: wire(3, 0, 1) });
    expect(state.equipment.find((s) => s.card === 6)?.state).toBe('available');
    expect(state.equipment.find((s) => s.card === 8)?.state).toBe('locked');
    expect(cutPrinted(state, 1)).toEqual([5, 6]);
  });
});
