/**
 * What all 12 equipment cards share: locked until two wires of their number are cut, single use,
 * and their timing (any time / on your turn / start of your turn / inside a dual cut).
 */
import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT_TIMING,
  legalActions,
  type Action,
  type BaseEquipmentCard,
  type GameState,
  type Seat,
  type WireRef,
} from '../src/index.js';
import { act, eventsSince, expectRejected } from './scenario.js';
import { find, ready, settle, slotState } from './equipment-helpers.js';

const CARDS: readonly BaseEquipmentCard[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** A blue value other than `n`, k = 1..11 steps after it (wrapping). */
const other = (n: number, k: number): number => ((n + k - 1) % 12) + 1;

/** Four players, one stand each; `n` is held by seats 0 and 1, and every seat holds a pair. */
function dealFor(n: number): number[][] {
  const o = (k: number) => other(n, k);
  return [
    [n, o(1), o(2), o(2)],
    [n, o(1), o(3), o(3), o(4)],
    [o(3), o(5), o(5), o(6), o(7)],
    [o(8), o(9), o(9), o(10)],
  ];
}

const uncut = (state: GameState, seat: Seat): WireRef[] =>
  (state.hands[seat] ?? []).flatMap((wires, stand) =>
    wires.flatMap((w, index) => (w.cut ? [] : [{ seat, stand, index }])),
  );
const blueHeld = (state: GameState, seat: Seat): number[] => [
  ...new Set(
    uncut(state, seat)
      .map((r) => state.hands[seat]?.[r.stand]?.[r.index]?.printed ?? -1)
      .filter((p) => Number.isInteger(p) && p >= 1 && p <= 12),
  ),
];
/** Left wire of the first adjacent pair of `seat` whose values are equal (`same`) or not. */
function adjacent(state: GameState, seat: Seat, same: boolean): WireRef {
  const wires = state.hands[seat]?.[0] ?? [];
  const index = wires.findIndex(
    (w, i) => i + 1 < wires.length && (w.printed === wires[i + 1]?.printed) === same,
  );
  return { seat, stand: 0, index };
}

/** An action that uses `card` for `seat` (valid once the card is available, in the right window). */
function useOf(card: BaseEquipmentCard, state: GameState, seat: Seat): Action {
  const next = (seat + 1) % state.players;
  const [a = 1, b = 2] = blueHeld(state, seat);
  switch (card) {
    case 1:
      return { type: 'equipment', seat, card, wire: adjacent(state, seat, false) };
    case 12:
      return { type: 'equipment', seat, card, wire: adjacent(state, seat, true) };
    case 2:
      return {
        type: 'equipment',
        seat,
        card,
        wire: uncut(state, seat)[0] as WireRef,
        teammate: (seat + 2) % state.players,
      };
    case 4: {
      const wire = uncut(state, seat).find((r) => state.hands[seat]?.[0]?.[r.index]?.info === null);
      return { type: 'equipment', seat, card, wire: wire as WireRef };
    }
    case 6:
    case 9:
      return { type: 'equipment', seat, card };
    case 7:
      return { type: 'equipment', seat, card, seats: [0] };
    case 8:
      return { type: 'equipment', seat, card, value: 1 };
    case 11:
      return { type: 'equipment', seat, card, next: (seat + 2) % state.players };
    case 3:
      return {
        type: 'dualCut',
        seat,
        value: a,
        detector: 'triple',
        targets: uncut(state, next).slice(0, 3),
      };
    case 5:
      return {
        type: 'dualCut',
        seat,
        value: a,
        detector: 'super',
        stand: { seat: next, stand: 0 },
      };
    case 10:
      return { type: 'dualCut', seat, value: [a, b], target: uncut(state, next)[0] as WireRef };
  }
}

/** Whether `actions` contain a use of `card`. */
const offers = (actions: readonly Action[], card: BaseEquipmentCard): boolean =>
  actions.some((a) => {
    if (a.type === 'equipment') return a.card === card;
    if (a.type !== 'dualCut') return false;
    if (card === 3) return a.detector === 'triple';
    if (card === 5) return a.detector === 'super';
    if (card === 10) return Array.isArray(a.value);
    return false;
  });

describe.each(CARDS)('equipment %i: lock, single use, timing', (card) => {
  const anyTime = EQUIPMENT_TIMING[card] === 'anyTime';
  // Any-time cards are used out of turn by seat 3; the others by the active seat 1.
  const user: Seat = anyTime ? 3 : 1;
  const initial = ready(dealFor(card), { equipment: [card] });
  // Seat 0 cuts the two wires of value `card` with its Double Detector (also used by card 7).
  const asked = act(initial, {
    type: 'dualCut',
    seat: 0,
    value: card,
    detector: 'double',
    targets: [find(initial, 1, card), find(initial, 1, other(card, 4))],
  });
  const unlocked = act(asked, { type: 'choose', seat: 1, wire: find(initial, 1, card) });

  it('is locked until two wires of its number are cut', () => {
    expect(slotState(initial, card)).toBe('locked');
    expectRejected(initial, useOf(card, initial, anyTime ? 3 : 0), 'EQUIPMENT_LOCKED');
    for (let seat = 0; seat < 4; seat++)
      expect(offers(legalActions(initial, seat), card)).toBe(false);
    // The cut of the first wire alone (the owner's choice is pending) does not unlock it.
    expect(slotState(asked, card)).toBe('locked');
    expect(eventsSince(asked, unlocked)).toContainEqual({ type: 'equipmentUnlocked', card });
    expect(slotState(unlocked, card)).toBe('available');
    expect(unlocked.activeSeat).toBe(1);
  });

  it('is offered by legalActions exactly to the seats that may use it', () => {
    for (let seat = 0; seat < 4; seat++) {
      const expected = anyTime || seat === 1;
      expect(offers(legalActions(unlocked, seat), card), `seat ${seat}`).toBe(expected);
    }
  });

  it('is single use', () => {
    const used = settle(act(unlocked, useOf(card, unlocked, user)));
    expect(eventsSince(unlocked, used)).toContainEqual({ type: 'equipmentUsed', seat: user, card });
    expect(slotState(used, card)).toBe('used');
    const again = anyTime ? user : used.activeSeat;
    expectRejected(used, useOf(card, used, again), 'EQUIPMENT_USED');
    for (let seat = 0; seat < 4; seat++) expect(offers(legalActions(used, seat), card)).toBe(false);
  });

  it('is logged as used before what it does', () => {
    // The log reads "Ann uses the Rewinder", then the dial moving back (not the other way round).
    const events = eventsSince(unlocked, act(unlocked, useOf(card, unlocked, user)));
    expect(events[0]).toEqual({ type: 'equipmentUsed', seat: user, card });
  });

  it('respects its timing', () => {
    // A pending choice (seat 1's Double Detector: seat 2 must pick) closes every window.
    const pending = act(unlocked, {
      type: 'dualCut',
      seat: 1,
      value: other(card, 3),
      detector: 'double',
      targets: uncut(unlocked, 2).slice(0, 2),
    });
    expect(pending.pending?.seat).toBe(2);
    expectRejected(pending, useOf(card, pending, anyTime ? 3 : 1), 'PENDING_CHOICE');
    for (const seat of [0, 1, 3]) expect(offers(legalActions(pending, seat), card)).toBe(false);
    if (anyTime) {
      // Also out of turn, by any seat.
      for (const seat of [0, 2, 3]) {
        const applied = act(unlocked, useOf(card, unlocked, seat));
        expect(slotState(applied, card)).toBe('used');
        expect(applied.activeSeat).toBe(1);
      }
    } else {
      for (const seat of [0, 2, 3])
        expectRejected(unlocked, useOf(card, unlocked, seat), 'NOT_YOUR_TURN');
    }
    if (EQUIPMENT_TIMING[card] === 'inDualCut') {
      expectRejected(unlocked, { type: 'equipment', seat: 1, card }, 'EQUIPMENT_NOT_NOW');
    }
  });
});

it('a card not drawn for this game is not in play', () => {
  const state = ready(dealFor(6), { equipment: [7] });
  const unlocked = act(state, { type: 'dualCut', seat: 0, value: 6, target: find(state, 1, 6) });
  expectRejected(unlocked, { type: 'equipment', seat: 1, card: 6 }, 'EQUIPMENT_NOT_IN_PLAY');
  expectRejected(unlocked, { type: 'equipment', seat: 1, card: 13 }, 'MALFORMED_ACTION');
});

it('a solo cut of two wires unlocks a card too', () => {
  // Seat 0 holds both 6s: the last two copies in play.
  const state = ready(
    [
      [1, 6, 6],
      [1, 2],
      [2, 3],
      [3, 4],
    ],
    { equipment: [6] },
  );
  const after = act(state, { type: 'soloCut', seat: 0, value: 6 });
  expect(slotState(after, 6)).toBe('available');
});
