/** Pro Kit star wires (RULES.md §8): printed 0 and 13, one pair, level 1 (no token) or 2 (explodes). */
import { describe, expect, it } from 'vitest';
import { createGame, legalActions, type GameState } from '../src/index.js';
import { act, eventsSince, expectRejected, wire } from './scenario.js';
import { at, cutPairOf, dual, ready, standOf } from './equipment-helpers.js';

const printedOf = (state: GameState): number[] => state.hands.flat(2).map((w) => w.printed);

describe('setup', () => {
  it('a seeded deal with stars adds exactly the two star wires', () => {
    for (const stars of [1, 2] as const) {
      const made = createGame({ mission: 4, players: 4, seed: 'stars', options: { stars } });
      if (!made.ok) throw new Error(made.error.code);
      const all = printedOf(made.value);
      expect(all).toHaveLength(48 + 1 + 2 + 2);
      expect(all.filter((p) => p === 0 || p === 13).sort((a, b) => a - b)).toEqual([0, 13]);
      expect(made.value.options.stars).toBe(stars);
      // Sorted: the 0 is the leftmost wire of its stand, the 13 the rightmost.
      for (const stand of made.value.hands.flat()) {
        const values = stand.map((w) => w.printed);
        if (values.includes(0)) expect(values[0]).toBe(0);
        if (values.includes(13)) expect(values[values.length - 1]).toBe(13);
      }
    }
    const plain = createGame({ mission: 4, players: 4, seed: 'stars' });
    if (!plain.ok) throw new Error(plain.error.code);
    expect(printedOf(plain.value)).toHaveLength(51);
    expect(printedOf(plain.value).some((p) => p === 0 || p === 13)).toBe(false);
  });

  it('an explicit deal sorts 0 leftmost and 13 rightmost', () => {
    const state = ready(
      [
        [13, 5, 0],
        [2, 4],
        [2, 5],
        [4, 6],
      ],
      { stars: 1 },
    );
    expect(standOf(state, 0)).toEqual([0, 5, 13]);
  });

  it('an explicit deal with star wires needs the option', () => {
    const made = createGame({
      mission: 4,
      players: 4,
      stands: [
        [0, 1],
        [1, 2],
        [2, 13],
        [3, 3],
      ],
    });
    expect(made.ok ? 'ok' : made.error.code).toBe('BAD_STANDS');
    expect(
      createGame({ mission: 4, players: 4, options: { stars: 3 as never }, seed: 'x' }).ok,
    ).toBe(false);
  });
});

// Seat 0 holds the 0, seat 1 the 13; setup tokens: 3, 2, 1, 1.
const DEAL = [
  [0, 3, 5],
  [2, 4, 13],
  [1, 3, 4],
  [1, 2, 5],
];

describe.each([1, 2] as const)('star wires, level %i', (level) => {
  const state = ready(DEAL, { stars: level });

  it('a successful star dual cut cuts both stars', () => {
    const after = act(state, dual(0, wire(1, 0, 2), 'star'));
    expect(eventsSince(state, after).filter((e) => e.type === 'wireCut')).toEqual([
      { type: 'wireCut', wire: wire(1, 0, 2), printed: 13 },
      { type: 'wireCut', wire: wire(0, 0, 0), printed: 0 },
    ]);
    expect(after.validated).toEqual([]);
    expect(after.dial.stepsToSkull).toBe(4);
  });

  it('"star" can be announced only by a holder, never with a detector', () => {
    const seat2First = ready(DEAL, { stars: level, captain: 2 });
    expect(seat2First.activeSeat).toBe(2);
    expectRejected(seat2First, dual(2, wire(1, 0, 2), 'star'), 'VALUE_NOT_HELD');
    expect(
      legalActions(seat2First, 2).some((a) => a.type === 'dualCut' && a.value === 'star'),
    ).toBe(false);
    expect(legalActions(state, 0)).toContainEqual(dual(0, wire(1, 0, 2), 'star'));
    expectRejected(
      state,
      {
        type: 'dualCut',
        seat: 0,
        value: 'star',
        detector: 'double',
        targets: [wire(1, 0, 1), wire(1, 0, 2)],
      },
      'DETECTOR_NO_YELLOW',
    );
  });

  it('"star" on a wire that is not a star is an ordinary failure with the true value', () => {
    const after = act(state, dual(0, wire(1, 0, 1), 'star'));
    expect(after.status).toBe('playing');
    expect(after.dial.stepsToSkull).toBe(3);
    expect(at(after, wire(1, 0, 1)).info).toEqual({ kind: 'value', value: 4 });
  });

  it(
    level === 1
      ? 'a failed cut on a star moves the dial, no token'
      : 'a wrong value on a star explodes',
    () => {
      const after = act(state, dual(0, wire(1, 0, 2), 5));
      if (level === 1) {
        expect(after.status).toBe('playing');
        expect(after.dial.stepsToSkull).toBe(3);
        expect(at(after, wire(1, 0, 2))).toMatchObject({ cut: false, info: null });
        expect(eventsSince(state, after).some((e) => e.type === 'infoPlaced')).toBe(false);
      } else {
        expect([after.status, after.lossCause]).toEqual(['lost', 'starWire']);
        expect(eventsSince(state, after)).toContainEqual({ type: 'lost', cause: 'starWire' });
      }
    },
  );

  it('a Double Detector over a star and a blue never explodes; the token goes on the blue', () => {
    const asked = act(state, {
      type: 'dualCut',
      seat: 0,
      value: 5,
      detector: 'double',
      targets: [wire(1, 0, 1), wire(1, 0, 2)],
    });
    expect(asked.status).toBe('playing');
    expect(asked.dial.stepsToSkull).toBe(3);
    expect(asked.pending?.options).toEqual([wire(1, 0, 1)]);
  });
});

it.each([1, 2] as const)('a Double Detector over both stars, level %i', (level) => {
  // Seat 1 holds both stars on its one stand.
  const state = ready(
    [
      [1, 3, 5],
      [0, 4, 13],
      [1, 3, 4],
      [2, 5],
    ],
    { stars: level },
  );
  const after = act(state, {
    type: 'dualCut',
    seat: 0,
    value: 5,
    detector: 'double',
    targets: [wire(1, 0, 0), wire(1, 0, 2)],
  });
  if (level === 2) {
    expect([after.status, after.lossCause]).toEqual(['lost', 'starWire']);
    return;
  }
  expect(after.dial.stepsToSkull).toBe(3);
  expect(after.pending?.options).toEqual([wire(1, 0, 0), wire(1, 0, 2)]);
  const chosen = act(after, { type: 'choose', seat: 1, wire: wire(1, 0, 2) });
  expect([at(chosen, wire(1, 0, 0)).info, at(chosen, wire(1, 0, 2)).info]).toEqual([null, null]);
  expect(chosen.activeSeat).toBe(1);
});

describe('solo cut of the stars', () => {
  it('one holder of both stars cuts them alone, also over two stands', () => {
    const one = ready(
      [
        [0, 5, 13],
        [2, 4],
        [2, 5],
        [4, 6],
      ],
      { stars: 1 },
    );
    const after = act(one, { type: 'soloCut', seat: 0, value: 'star' });
    expect(after.hands[0]?.[0]?.map((w) => w.cut)).toEqual([true, false, true]);
    // Three players: the captain's stars are on different stands.
    const two = ready(
      [
        [0, 3, 5],
        [2, 4, 13],
        [2, 3, 4],
        [5, 6],
      ],
      { players: 3, stars: 2 },
    );
    expect(legalActions(two, 0)).toContainEqual({ type: 'soloCut', seat: 0, value: 'star' });
    const cut = act(two, { type: 'soloCut', seat: 0, value: 'star' });
    expect([at(cut, wire(0, 0, 0)).cut, at(cut, wire(0, 1, 2)).cut]).toEqual([true, true]);
  });

  it('not while the other star is elsewhere, nor without the option', () => {
    expectRejected(
      ready(DEAL, { stars: 1 }),
      { type: 'soloCut', seat: 0, value: 'star' },
      'SOLO_CUT_NOT_ALL_REMAINING',
    );
    const plain = ready([
      [1, 3, 5],
      [2, 4, 5],
      [1, 3, 4],
      [2, 6],
    ]);
    expectRejected(plain, { type: 'soloCut', seat: 0, value: 'star' }, 'BAD_VALUE');
    expectRejected(plain, dual(0, wire(1, 0, 0), 'star'), 'BAD_VALUE');
  });
});

describe('stars and equipment', () => {
  it('X or Y Ray may name "star" as one of its values', () => {
    const dealt = ready(
      [
        [0, 5, 10],
        [4, 10, 13],
        [1, 4],
        [1, 5],
      ],
      { stars: 2, equipment: [10] },
    );
    const state = cutPairOf(dealt, 10); // seat 1 is active
    const after = act(state, dual(1, wire(0, 0, 0), ['star', 4]));
    expect([at(after, wire(0, 0, 0)).cut, at(after, wire(1, 0, 2)).cut]).toEqual([true, true]);
  });

  it('the Stabilizer also stops a level-2 star from exploding (no token, no notch)', () => {
    const dealt = ready(
      [
        [0, 3, 9],
        [4, 9, 13],
        [1, 4],
        [1, 3],
      ],
      { stars: 2, equipment: [9] },
    );
    const state = act(cutPairOf(dealt, 9), { type: 'equipment', seat: 1, card: 9 });
    const after = act(state, dual(1, wire(0, 0, 0), 4));
    expect(after.status).toBe('playing');
    expect(after.dial.stepsToSkull).toBe(4);
    expect(at(after, wire(0, 0, 0))).toMatchObject({ cut: false, info: null });
  });
});
