/** Walkie-Talkies (2): two wires change hands, sorted in, info token along, value seen by the two only. */
import { describe, expect, it } from 'vitest';
import { eventsFor, legalActions, viewFor, type Action, type GameState } from '../src/index.js';
import { act, eventsSince, expectRejected, wire } from './scenario.js';
import { at, cutPairOf, emptyHanded, ready, standOf } from './equipment-helpers.js';

const walkie = (seat: number, stand: number, index: number, teammate: number): Action => ({
  type: 'equipment',
  seat,
  card: 2,
  wire: wire(seat, stand, index),
  teammate,
});

describe('Walkie-Talkies (2), four players', () => {
  // Setup tokens: seat 0 on its 1; seats 1, 2 and 3 on a 2 (the third one is said aloud).
  const dealt = ready(
    [
      [1, 2, 5, 9],
      [2, 3.5, 6, 11],
      [2, 4, 8, 12],
      [2, 7, 10],
    ],
    {
      equipment: [2],
    },
  );
  // Seat 0 cuts seat 1's 2 and its own: seat 1 is active.
  const state = cutPairOf(dealt, 2);
  // Seat 3, out of turn, offers its 2 (with its oral token) to seat 0.
  const asked = act(state, walkie(3, 0, 0, 0));

  it('asks the teammate to pick one of their uncut wires; the card is spent', () => {
    expectRejected(dealt, walkie(3, 0, 0, 0), 'EQUIPMENT_LOCKED');
    expect(at(state, wire(3, 0, 0)).info).toEqual({ kind: 'value', value: 2, oral: true });
    expect(eventsSince(state, asked)).toEqual([
      { type: 'equipmentUsed', seat: 3, card: 2 },
      { type: 'pending', seat: 0, kind: 'walkieTalkie' },
    ]);
    expect(asked.pending).toEqual({
      kind: 'walkieTalkie',
      seat: 0,
      options: [wire(0, 0, 0), wire(0, 0, 2), wire(0, 0, 3)],
      from: wire(3, 0, 0),
    });
    // Only seat 0 sees the options.
    expect(viewFor(asked, 0).pending?.options).toHaveLength(3);
    expect(viewFor(asked, 3).pending).toEqual({ seat: 0, kind: 'walkieTalkie' });
    expect(legalActions(asked, 0)).toEqual(
      asked.pending?.options.map((w) => ({ type: 'choose', seat: 0, wire: w })),
    );
    expect(legalActions(asked, 1)).toEqual([]);
  });

  it('blocks everything else until the teammate picks', () => {
    expectRejected(
      asked,
      { type: 'dualCut', seat: 1, value: 6, target: wire(2, 0, 1) },
      'PENDING_CHOICE',
    );
    expectRejected(asked, { type: 'choose', seat: 3, wire: wire(0, 0, 0) }, 'NOT_YOUR_CHOICE');
    expectRejected(asked, { type: 'choose', seat: 0, wire: wire(0, 0, 1) }, 'NOT_AN_OPTION'); // cut
    expectRejected(asked, { type: 'choose', seat: 0, wire: wire(1, 0, 1) }, 'NOT_AN_OPTION');
    expectRejected(asked, { type: 'info', seat: 0, wire: wire(0, 0, 0) }, 'NOT_AN_OPTION');
  });

  it('swaps the wires, sorted in, token along; positions public, values private', () => {
    const swapped = act(asked, { type: 'choose', seat: 0, wire: wire(0, 0, 3) });
    // Seat 0 gives its 9 and receives the 2, which lands right of its cut 2.
    expect(standOf(swapped, 0)).toEqual([1, 2, 2, 5]);
    expect(at(swapped, wire(0, 0, 1)).cut).toBe(true);
    expect(at(swapped, wire(0, 0, 2))).toEqual({
      printed: 2,
      cut: false,
      info: { kind: 'value', value: 2, oral: true },
      labelRight: null,
    });
    expect(standOf(swapped, 3)).toEqual([7, 9, 10]);
    expect(at(swapped, wire(3, 0, 1)).info).toBeNull();
    const events = eventsSince(asked, swapped);
    const moves = [
      { type: 'wireMoved', from: wire(3, 0, 0), to: wire(0, 0, 2), printed: 2 },
      { type: 'wireMoved', from: wire(0, 0, 3), to: wire(3, 0, 1), printed: 9 },
    ];
    expect(events.filter((e) => e.type === 'wireMoved')).toEqual(moves);
    for (const viewer of [0, 3]) expect(eventsFor(events, viewer)).toEqual(events);
    const hidden = moves.map((m) => ({ ...m, printed: null }));
    for (const viewer of [1, 2, 'spectator'] as const) {
      expect(eventsFor(events, viewer).filter((e) => e.type === 'wireMoved')).toEqual(hidden);
      expect(viewFor(swapped, viewer).log.filter((e) => e.type === 'wireMoved')).toEqual(hidden);
      expect(viewFor(swapped, viewer).stands[0]?.wires[2]).toMatchObject({
        printed: null,
        info: { kind: 'value', value: 2, oral: true },
      });
    }
    expect(eventsFor(events, 1, true)).toEqual(events);
    expect(viewFor(swapped, 0).stands[0]?.wires[2]?.printed).toBe(2);
    expect(viewFor(swapped, 3).stands[3]?.wires[1]?.printed).toBe(9);
    // Not an action: seat 1 still has its turn.
    expect(swapped.activeSeat).toBe(1);
    expect(swapped.turn.done).toBe(false);
    expect(swapped.pending).toBeNull();
  });

  it('any uncut wire may change hands, a red one too', () => {
    const red = act(act(state, walkie(1, 0, 1, 2)), {
      type: 'choose',
      seat: 2,
      wire: wire(2, 0, 3),
    });
    expect(standOf(red, 1)).toEqual([2, 6, 11, 12]);
    expect(standOf(red, 2)).toEqual([2, 3.5, 4, 8]);
    expect(red.activeSeat).toBe(1);
  });

  it('refuses a cut wire, a teammate wire, oneself or a seat without wires', () => {
    expectRejected(state, walkie(0, 0, 1, 2), 'WIRE_ALREADY_CUT');
    expectRejected(state, { ...walkie(0, 0, 0, 2), wire: wire(1, 0, 2) }, 'NOT_YOUR_WIRE');
    expectRejected(state, walkie(0, 0, 9, 2), 'NO_SUCH_WIRE');
    expectRejected(state, walkie(0, 0, 0, 0), 'BAD_NEXT_SEAT');
    expectRejected(state, walkie(0, 0, 0, 7), 'BAD_NEXT_SEAT');
  });
});

it('Walkie-Talkies: nobody swaps with a seat that has no wires left', () => {
  const dealt = ready([[2, 5], [2], [5, 7], [7, 9]], { equipment: [2] });
  const state = cutPairOf(dealt, 2);
  expect(emptyHanded(state, 1)).toBe(true);
  expectRejected(state, walkie(0, 0, 1, 1), 'BAD_NEXT_SEAT');
  expectRejected(state, walkie(1, 0, 0, 0), 'WIRE_ALREADY_CUT');
  expect(
    legalActions(state, 0).filter(
      (a) => a.type === 'equipment' && a.card === 2 && a.teammate === 1,
    ),
  ).toEqual([]);
});

it('Walkie-Talkies: label tokens next to a moved wire fall off', () => {
  const dealt = ready(
    [
      [1, 2, 5, 9],
      [1, 2, 6],
      [3, 6, 8],
      [3, 4],
    ],
    { equipment: [1, 2] },
  );
  // Seat 0 cuts the 1s, seat 1 the 2s (with seat 0): both cards unlock; seat 2 is active.
  const state = cutPairOf(cutPairOf(dealt, 1), 2);
  expect(state.activeSeat).toBe(2);
  const labelled = act(state, { type: 'equipment', seat: 2, card: 1, wire: wire(2, 0, 0) }); // 3 ≠ 6
  // Seat 0 gives its 5; seat 2 gives its 8, and the 5 lands between 3 and 6.
  const swapped = act(act(labelled, walkie(0, 0, 2, 2)), {
    type: 'choose',
    seat: 2,
    wire: wire(2, 0, 2),
  });
  expect(standOf(swapped, 2)).toEqual([3, 5, 6]);
  expect(swapped.hands[2]?.[0]?.map((w) => w.labelRight)).toEqual([null, null, null]);
  expect(standOf(swapped, 0)).toEqual([1, 2, 8, 9]);
});

describe('Walkie-Talkies (2) with a two-stand player', () => {
  // Three players: the captain (seat 0) has stands [1 4 7] and [2 5 8].
  const dealt = ready(
    [
      [1, 4, 7],
      [2, 5, 8],
      [2, 6, 10],
      [3, 9, 11],
    ],
    {
      players: 3,
      equipment: [2],
    },
  );
  const state = cutPairOf(dealt, 2); // seat 0's cut 2 is on its second stand
  const receive = (s: GameState, pick: ReturnType<typeof wire>) =>
    act(act(s, walkie(1, 0, 1, 0)), { type: 'choose', seat: 0, wire: pick });

  it('the received wire goes into the stand the given wire came from', () => {
    const second = receive(state, wire(0, 1, 2)); // gives its 8
    expect(standOf(second, 0, 0)).toEqual([1, 4, 7]);
    expect(standOf(second, 0, 1)).toEqual([2, 5, 6]);
    expect(standOf(second, 1)).toEqual([2, 8, 10]);
    const first = receive(state, wire(0, 0, 0)); // gives its 1
    expect(standOf(first, 0, 0)).toEqual([4, 6, 7]);
    expect(standOf(first, 0, 1)).toEqual([2, 5, 8]);
    // The 1 lands left of seat 1's cut 2.
    expect(standOf(first, 1)).toEqual([1, 2, 10]);
    expect(eventsSince(state, first).filter((e) => e.type === 'wireMoved')).toEqual([
      { type: 'wireMoved', from: wire(1, 0, 1), to: wire(0, 0, 1), printed: 6 },
      { type: 'wireMoved', from: wire(0, 0, 0), to: wire(1, 0, 0), printed: 1 },
    ]);
  });

  it('a two-stand giver receives into the stand it gave from', () => {
    const swapped = act(act(state, walkie(0, 1, 1, 2)), {
      type: 'choose',
      seat: 2,
      wire: wire(2, 0, 0),
    });
    expect(standOf(swapped, 0, 1)).toEqual([2, 3, 8]);
    expect(standOf(swapped, 0, 0)).toEqual([1, 4, 7]);
    expect(standOf(swapped, 2)).toEqual([5, 9, 11]);
  });
});
