/**
 * Missions 1-8 of the base box (RULES.md §6.2) and the core decisions of §9 (A1, A5, A6, A8,
 * A9, A10, A11, A22-A24, A26-A28, A30).
 */
import { describe, expect, it } from 'vitest';
import {
  colourOf,
  createGame,
  gameValueOf,
  legalActions,
  seedRng,
  shuffle,
  viewFor,
  type Action,
  type GameState,
} from '../src/index.js';
import {
  act,
  at,
  eventsSince,
  expectRejected,
  finishSetup,
  oneEach,
  ready,
  start,
  wire,
  type Scenario,
} from './scenario.js';

const uncut = (state: GameState, seat: number) =>
  state.hands[seat]!.flatMap((stand, s) =>
    stand.flatMap((w, index) => (w.cut ? [] : [{ ref: wire(seat, s, index), w }])),
  );

/** A player who sees every hand: always a safe cut, or the forced reveal. */
function omniscientMove(state: GameState): Action {
  const seat = state.activeSeat;
  const mine = uncut(state, seat);
  if (mine.every(({ w }) => colourOf(w.printed) === 'red')) return { type: 'revealRed', seat };
  const values = mine.map(({ w }) => gameValueOf(w.printed)).filter((v) => v !== 'red');
  for (const value of values) {
    for (let other = 0; other < state.players; other++) {
      if (other === seat) continue;
      const hit = uncut(state, other).find(({ w }) => gameValueOf(w.printed) === value);
      if (hit && value !== 'star') return { type: 'dualCut', seat, value, target: hit.ref };
    }
  }
  const value = values[0]!;
  if (value === 'star') throw new Error('no star wires here');
  return { type: 'soloCut', seat, value };
}

describe('every base mission can be won by perfect play', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('mission %i, 2 to 5 players', (mission) => {
    for (const players of [2, 3, 4, 5]) {
      for (const seed of ['p', 'q', 'r']) {
        const created = createGame({ mission, players, captain: players - 1, seed });
        if (!created.ok) throw new Error(created.error.code);
        let state = finishSetup(created.value);
        for (let turns = 0; state.status === 'playing' && turns < 200; turns++) {
          const mustPlay = state.activeSeat;
          // The active seat always has wires; everybody else waits.
          expect(uncut(state, mustPlay).length).toBeGreaterThan(0);
          state = act(state, omniscientMove(state));
        }
        expect(state.status).toBe('won');
        expect(state.dial.stepsToSkull).toBe(players);
        expect(state.hands.flat(2).every((w) => w.cut)).toBe(true);
        const top = mission === 1 ? 6 : mission === 2 ? 8 : mission === 3 ? 10 : 12;
        expect([...state.validated].sort((a, b) => a - b)).toEqual(
          Array.from({ length: top }, (_, i) => i + 1),
        );
        // Every card in play was unlocked along the way (mission 3 bans the dead cards 11, 12).
        expect(state.equipment.every((slot) => slot.state === 'available')).toBe(true);
        expect(state.equipment).toHaveLength(mission <= 2 ? 0 : players);
      }
    }
  });
});

describe('mission 1: blue wires 1-6, no equipment', () => {
  it('is played with dual and solo cuts only; no equipment action is ever offered', () => {
    let state = ready(
      {
        mission: 1,
        players: 3,
        stands: [
          [1, 2],
          [6, 6],
          [1, 2],
          [5, 5, 5, 5],
        ],
      },
      [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0)],
    );
    expect(state.equipment).toEqual([]);
    expect(legalActions(state, 0).some((a) => a.type === 'equipment')).toBe(false);
    expectRejected(state, { type: 'equipment', seat: 0, card: 6 }, 'EQUIPMENT_NOT_IN_PLAY');
    // Captain (two stands) solo cuts the 6s, seat 1 and seat 2 clear the rest.
    state = act(state, { type: 'soloCut', seat: 0, value: 6 });
    state = act(state, { type: 'dualCut', seat: 1, value: 1, target: wire(0, 0, 0) });
    state = act(state, { type: 'soloCut', seat: 2, value: 5 });
    state = act(state, { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 1) });
    expect(state.status).toBe('won');
    expect(state.validated).toEqual([5]);
  });
});

describe('mission 2: yellow wires', () => {
  it('a yellow is never marked at setup, gets a yellow token when missed, and is cut as "yellow"', () => {
    let state = start({
      mission: 2,
      players: 4,
      stands: [
        [1, 2.1, 3],
        [1, 3, 6.1],
        [2, 4],
        [2, 4],
      ],
    });
    expect(state.pending).toMatchObject({ seat: 0, options: [wire(0, 0, 0), wire(0, 0, 2)] });
    state = finishSetup(state);
    expect(
      state.hands
        .flat(2)
        .filter((w) => w.info)
        .map((w) => w.printed),
    ).toEqual([1, 1, 2, 2]);
    state = act(state, { type: 'dualCut', seat: 0, value: 3, target: wire(1, 0, 2) });
    expect(at(state, wire(1, 0, 2)).info).toEqual({ kind: 'value', value: 'yellow' });
    const before = state;
    state = act(state, { type: 'dualCut', seat: 1, value: 'yellow', target: wire(0, 0, 1) });
    expect(eventsSince(before, state).filter((e) => e.type === 'wireCut')).toEqual([
      { type: 'wireCut', wire: wire(0, 0, 1), printed: 2.1 },
      { type: 'wireCut', wire: wire(1, 0, 2), printed: 6.1 },
    ]);
  });
});

describe('mission 3: a red wire, reveal red, equipment', () => {
  it('a player left with only red must reveal it, then takes no more turns (§9 A10)', () => {
    let state = ready(
      {
        mission: 3,
        players: 4,
        equipment: [1, 3, 4, 5],
        stands: [
          [1, 2],
          [1, 5.5],
          [2, 3],
          [3, 4, 4],
        ],
      },
      oneEach(4),
    );
    state = act(state, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
    expect(state.equipment[0]).toEqual({ card: 1, state: 'available' });
    for (const value of [1, 2]) {
      const cut = { type: 'dualCut', seat: 1, value, target: wire(2, 0, 0) };
      expectRejected(state, cut, 'MUST_REVEAL_RED');
    }
    // Equipment is not a turn action (§2.2); the only turn action left is to reveal.
    expect(legalActions(state, 1).filter((a) => a.type !== 'equipment')).toEqual([
      { type: 'revealRed', seat: 1 },
    ]);
    state = act(state, { type: 'revealRed', seat: 1 });
    state = act(state, { type: 'dualCut', seat: 2, value: 2, target: wire(0, 0, 1) });
    state = act(state, { type: 'dualCut', seat: 3, value: 3, target: wire(2, 0, 1) });
    // Seats 0, 1 (revealed) and 2 are out: seat 3 plays again.
    expect(state.activeSeat).toBe(3);
    state = act(state, { type: 'soloCut', seat: 3, value: 4 });
    expect(state.status).toBe('won');
    expect(state.equipment.map((s) => s.state)).toEqual([
      'available',
      'available',
      'available',
      'locked',
    ]);
    const turns = state.log.flatMap((e) => (e.type === 'turn' ? [e.seat] : []));
    expect(turns).toEqual([0, 1, 2, 3, 3]);
  });

  it('cards 2, 11 and 12 are never in play (§9 A30)', () => {
    for (let i = 0; i < 40; i++) {
      const created = createGame({ mission: 3, players: 5, seed: `ban-${i}` });
      if (!created.ok) throw new Error(created.error.code);
      for (const card of [2, 11, 12]) {
        expect(created.value.equipment.map((s) => s.card)).not.toContain(card);
        expect(created.value.equipmentPile).not.toContain(card);
      }
    }
    for (const banned of [2, 11, 12]) {
      const refused = createGame({ mission: 3, players: 2, seed: 'x', equipment: [1, banned] });
      expect(refused.ok ? 'accepted' : refused.error.code).toBe('BAD_EQUIPMENT');
    }
  });
});

describe('mission 4: the whole blue set', () => {
  it('with 2 players, four yellow wires leave in pairs', () => {
    let state = ready(
      {
        mission: 4,
        players: 2,
        stands: [
          [1.1, 11],
          [3.1, 12],
          [2.1, 11],
          [4.1, 12],
        ],
      },
      [wire(0, 0, 1), wire(1, 0, 1)],
    );
    state = act(state, { type: 'dualCut', seat: 0, value: 'yellow', target: wire(1, 0, 0) });
    expect(at(state, wire(0, 0, 0)).cut).toBe(true);
    state = act(state, { type: 'dualCut', seat: 1, value: 11, target: wire(0, 0, 1) });
    state = act(state, { type: 'dualCut', seat: 0, value: 'yellow', target: wire(1, 1, 0) });
    state = act(state, { type: 'dualCut', seat: 1, value: 12, target: wire(0, 1, 1) });
    expect(state.status).toBe('won');
    expect(state.markers).toEqual(
      [1.1, 2.1, 3.1, 4.1].map((printed) => ({ printed, uncertain: false })),
    );
  });
});

describe('mission 5: "2 of 3" yellow wires (§2.1 step 5, §9 A22, A23)', () => {
  const scenario: Scenario = { mission: 5, players: 4, stands: [[1, 2.1, 9.1], [1], [2], [2]] };

  it('three "?" markers; the third candidate is set aside and never shown', () => {
    let state = ready(scenario, oneEach(4));
    const yellows = state.markers.filter((m) => colourOf(m.printed) === 'yellow');
    expect(yellows).toHaveLength(3);
    expect(yellows.every((m) => m.uncertain)).toBe(true);
    expect(state.setAside).toHaveLength(1);
    const hidden = state.setAside[0]!;
    expect([2.1, 9.1]).not.toContain(hidden);
    // A23: the yellow count is known (2), so the holder of both may solo cut them.
    state = act(state, { type: 'soloCut', seat: 0, value: 'yellow' });
    state = act(state, { type: 'dualCut', seat: 1, value: 1, target: wire(0, 0, 0) });
    state = act(state, { type: 'dualCut', seat: 2, value: 2, target: wire(3, 0, 0) });
    expect(state.status).toBe('won');
    for (const viewer of [0, 1, 'spectator'] as const) {
      const view = viewFor(state, viewer);
      expect('setAside' in view).toBe(false);
      expect(
        view.markers.filter((m) => colourOf(m.printed) === 'yellow').every((m) => m.uncertain),
      ).toBe(true);
      expect(view.stands.flatMap((s) => s.wires.map((w) => w.printed))).not.toContain(hidden);
    }
  });
});

describe('mission 6: four yellow wires', () => {
  it('a pair by dual cut, then the holder of the last two may solo cut them', () => {
    let state = ready(
      { mission: 6, players: 4, stands: [[1, 1.1, 2.1, 3.1], [1, 4.1], [2], [2]] },
      oneEach(4),
    );
    expectRejected(
      state,
      { type: 'soloCut', seat: 0, value: 'yellow' },
      'SOLO_CUT_NOT_ALL_REMAINING',
    );
    state = act(state, { type: 'dualCut', seat: 0, value: 'yellow', target: wire(1, 0, 1) });
    expect(state.hands[0]![0]!.map((w) => w.cut)).toEqual([false, true, false, false]);
    state = act(state, { type: 'dualCut', seat: 1, value: 1, target: wire(0, 0, 0) });
    state = act(state, { type: 'dualCut', seat: 2, value: 2, target: wire(3, 0, 0) });
    expect(state.activeSeat).toBe(0);
    const before = state;
    state = act(state, { type: 'soloCut', seat: 0, value: 'yellow' });
    expect(eventsSince(before, state)).toEqual([
      { type: 'soloCut', seat: 0, value: 'yellow' },
      { type: 'wireCut', wire: wire(0, 0, 2), printed: 2.1 },
      { type: 'wireCut', wire: wire(0, 0, 3), printed: 3.1 },
      { type: 'won' },
    ]);
  });

  it('the holder of all four yellows may solo cut them at once', () => {
    const before = ready(
      { mission: 6, players: 4, stands: [[1.1, 2.1, 3.1, 4.1, 5], [5], [6], [6]] },
      [wire(0, 0, 4), wire(1, 0, 0), wire(2, 0, 0), wire(3, 0, 0)],
    );
    const state = act(before, { type: 'soloCut', seat: 0, value: 'yellow' });
    expect(eventsSince(before, state).filter((e) => e.type === 'wireCut')).toHaveLength(4);
    expect(state.validated).toEqual([]);
  });
});

describe('mission 7: "1 of 2" red wires', () => {
  it('two "?" red markers; the red in play is revealed, the other never', () => {
    let state = ready({ mission: 7, players: 4, stands: [[1, 6.5], [1], [2], [2]] }, oneEach(4));
    const reds = state.markers.filter((m) => colourOf(m.printed) === 'red');
    expect(reds.map((m) => m.uncertain)).toEqual([true, true]);
    expect(reds.map((m) => m.printed)).toContain(6.5);
    const hidden = state.setAside[0]!;
    expect(colourOf(hidden)).toBe('red');
    state = act(state, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
    state = act(state, { type: 'dualCut', seat: 2, value: 2, target: wire(3, 0, 0) });
    expect(state.activeSeat).toBe(0);
    state = act(state, { type: 'revealRed', seat: 0 });
    expect(state.status).toBe('won');
    const view = viewFor(state, 'spectator');
    expect(view.stands[0]!.wires.map((w) => w.printed)).toEqual([1, 6.5]);
    expect(JSON.stringify(view.stands)).not.toContain(String(hidden));
    expect('setAside' in view).toBe(false);
  });
});

describe('mission 8: the final exam', () => {
  it('with 2 players: 1 of 3 red ("?" markers) and 4 known yellows', () => {
    const state = start({
      mission: 8,
      players: 2,
      stands: [
        [1, 1.1, 2.1],
        [3, 3.1],
        [1, 4.1],
        [3, 7.5],
      ],
    });
    expect(
      state.markers.filter((m) => colourOf(m.printed) === 'red').map((m) => m.uncertain),
    ).toEqual([true, true, true]);
    expect(state.markers.filter((m) => colourOf(m.printed) === 'yellow')).toEqual(
      [1.1, 2.1, 3.1, 4.1].map((printed) => ({ printed, uncertain: false })),
    );
    expect(state.setAside).toHaveLength(2);
    expect(state.setAside.every((p) => colourOf(p) === 'red' && p !== 7.5)).toBe(true);
  });

  it('with 4 players: 1 of 2 red and 2 of 3 yellow, all "?"', () => {
    const state = start({ mission: 8, players: 4, stands: [[1, 1.1], [2, 2.1], [3, 3.5], [4]] });
    expect(state.markers).toHaveLength(5);
    expect(state.markers.every((m) => m.uncertain)).toBe(true);
    expect(state.setAside.map(colourOf).sort()).toEqual(['red', 'yellow']);
  });
});

describe('decisions (RULES.md §9)', () => {
  it('A1: with 3 players the third failure explodes', () => {
    let state = ready({ mission: 1, players: 3, stands: [[1, 2], [3], [4, 5], [6, 5]] }, [
      wire(0, 0, 0),
      wire(1, 0, 0),
      wire(2, 0, 0),
    ]);
    state = act(state, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 1) });
    state = act(state, { type: 'dualCut', seat: 1, value: 4, target: wire(2, 0, 1) });
    expect([state.status, state.dial.stepsToSkull]).toEqual(['playing', 1]);
    state = act(state, { type: 'dualCut', seat: 2, value: 5, target: wire(0, 0, 1) });
    expect([state.status, state.lossCause]).toEqual(['lost', 'detonator']);
  });

  it('A5: announcing a value one does not hold is refused', () => {
    const state = ready({ mission: 1, players: 4, stands: [[1], [2], [3], [4]] }, oneEach(4));
    expectRejected(
      state,
      { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 0) },
      'VALUE_NOT_HELD',
    );
    // Only the value held is offered, at each teammate's wire.
    const offered = legalActions(state, 0).flatMap((a) => (a.type === 'dualCut' ? [a.value] : []));
    expect(offered).toEqual([1, 1, 1]);
  });

  it('A6: a guess already ruled out (a wire marked 3) is still legal', () => {
    const before = ready({ mission: 1, players: 4, stands: [[1, 5], [3], [3], [4]] }, oneEach(4));
    expect(at(before, wire(1, 0, 0)).info).toEqual({ kind: 'value', value: 3 });
    expect(legalActions(before, 0)).toContainEqual({
      type: 'dualCut',
      seat: 0,
      value: 5,
      target: wire(1, 0, 0),
    });
    const state = act(before, { type: 'dualCut', seat: 0, value: 5, target: wire(1, 0, 0) });
    expect(state.dial.stepsToSkull).toBe(3);
  });

  it("A8: the shuffled pool is dealt one wire at a time from the captain's first stand", () => {
    const seed = 'deal-order';
    const created = createGame({ mission: 1, players: 3, captain: 2, seed });
    if (!created.ok) throw new Error(created.error.code);
    const pool = [1, 2, 3, 4, 5, 6].flatMap((v) => [v, v, v, v]);
    const [shuffled] = shuffle(seedRng(seed), pool);
    // Dealing order: captain's two stands, then seat 0, then seat 1.
    const order = [
      created.value.hands[2]![0]!,
      created.value.hands[2]![1]!,
      created.value.hands[0]![0]!,
      created.value.hands[1]![0]!,
    ];
    order.forEach((stand, k) => {
      const expected = shuffled.filter((_, i) => i % 4 === k).sort((a, b) => a - b);
      expect(stand.map((w) => w.printed)).toEqual(expected);
    });
  });

  it('A9: a 2-stand player has one turn per round and places one setup token', () => {
    let state = start({
      mission: 1,
      players: 3,
      captain: 1,
      stands: [
        [1, 5],
        [2, 6],
        [3, 4],
        [4, 5],
      ],
    });
    // Seat 1 is captain with stands [2 6] and [3 4].
    expect(state.pending).toMatchObject({ seat: 1 });
    state = act(state, { type: 'info', seat: 1, wire: wire(1, 1, 0) });
    expect(state.pending).toMatchObject({ seat: 2 });
    state = act(state, { type: 'info', seat: 2, wire: wire(2, 0, 0) });
    state = act(state, { type: 'info', seat: 0, wire: wire(0, 0, 0) });
    state = act(state, { type: 'dualCut', seat: 1, value: 4, target: wire(2, 0, 0) });
    expect(state.activeSeat).toBe(2);
    state = act(state, { type: 'dualCut', seat: 2, value: 5, target: wire(0, 0, 1) });
    expect(state.activeSeat).toBe(0);
    state = act(state, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
    expect(state.activeSeat).toBe(1);
  });

  it('A11: an empty-handed player is skipped, cannot be targeted, and may still use any-time equipment', () => {
    let state = ready(
      {
        mission: 4,
        players: 4,
        equipment: [6, 7, 8, 9],
        stands: [
          [1, 6],
          [1, 6],
          [2, 7],
          [2, 7],
        ],
      },
      oneEach(4),
    );
    state = act(state, { type: 'dualCut', seat: 0, value: 6, target: wire(1, 0, 1) });
    state = act(state, { type: 'dualCut', seat: 1, value: 1, target: wire(0, 0, 0) });
    // Seats 0 and 1 are out; the Rewinder (6) is unlocked.
    expect(state.activeSeat).toBe(2);
    expectRejected(
      state,
      { type: 'dualCut', seat: 2, value: 2, target: wire(0, 0, 0) },
      'WIRE_ALREADY_CUT',
    );
    state = act(state, { type: 'dualCut', seat: 2, value: 7, target: wire(3, 0, 0) });
    expect(state.dial.stepsToSkull).toBe(3);
    expect(state.activeSeat).toBe(3);
    const before = state;
    state = act(state, { type: 'equipment', seat: 1, card: 6 });
    expect(eventsSince(before, state)).toContainEqual({ type: 'equipmentUsed', seat: 1, card: 6 });
    expect(state.dial.stepsToSkull).toBe(4);
    state = act(state, { type: 'dualCut', seat: 3, value: 2, target: wire(2, 0, 0) });
    state = act(state, { type: 'dualCut', seat: 2, value: 7, target: wire(3, 0, 1) });
    expect(state.status).toBe('won');
  });

  it('A24: a solo cut of four validates a blue value; yellow is never validated', () => {
    let state = ready(
      {
        mission: 6,
        players: 4,
        stands: [
          [1.1, 2.1, 3, 3, 3, 3],
          [3.1, 5],
          [4.1, 5],
          [6, 6],
        ],
      },
      [wire(0, 0, 2), wire(1, 0, 1), wire(2, 0, 1), wire(3, 0, 0)],
    );
    state = act(state, { type: 'soloCut', seat: 0, value: 3 });
    expect(state.validated).toEqual([3]);
    state = act(state, { type: 'dualCut', seat: 1, value: 'yellow', target: wire(0, 0, 0) });
    state = act(state, { type: 'dualCut', seat: 2, value: 'yellow', target: wire(0, 0, 1) });
    expect(
      state.hands.flat(2).filter((w) => colourOf(w.printed) === 'yellow' && w.cut),
    ).toHaveLength(4);
    expect(state.validated).toEqual([3]);
  });

  it('A26: cut wires keep their slot and their token; a token on a cut wire no longer counts', () => {
    let state = ready(
      {
        mission: 1,
        players: 4,
        stands: [
          [2, 4, 6],
          [2, 4, 6],
          [4, 5],
          [4, 5],
        ],
      },
      [wire(0, 0, 1), wire(1, 0, 1), wire(2, 0, 0), wire(3, 0, 1)],
    );
    state = act(state, { type: 'dualCut', seat: 0, value: 4, target: wire(1, 0, 1) });
    expect(state.hands[1]![0]!.map((w) => [w.printed, w.cut, w.info])).toEqual([
      [2, false, null],
      [4, true, { kind: 'value', value: 4 }],
      [6, false, null],
    ]);
    // Seat 2's 4 still carries a live token; seat 0's and seat 1's are on cut wires.
    state = act(state, { type: 'dualCut', seat: 1, value: 2, target: wire(3, 0, 0) });
    expect(at(state, wire(3, 0, 0)).info).toEqual({ kind: 'value', value: 4 });
  });

  it('A27: a wire already carrying an info token may be targeted', () => {
    const state = act(
      ready({ mission: 1, players: 4, stands: [[1, 3], [3], [1], [2]] }, oneEach(4)),
      {
        type: 'dualCut',
        seat: 0,
        value: 3,
        target: wire(1, 0, 0),
      },
    );
    expect(at(state, wire(1, 0, 0))).toMatchObject({
      cut: true,
      info: { kind: 'value', value: 3 },
    });
  });

  it('A28: the mission is won the moment the last wire is cut, even mid-round', () => {
    let state = ready({ mission: 1, players: 4, captain: 2, stands: [[1, 2], [2], [1, 3], [3]] }, [
      wire(2, 0, 0),
      wire(3, 0, 0),
      wire(0, 0, 0),
      wire(1, 0, 0),
    ]);
    state = act(state, { type: 'dualCut', seat: 2, value: 3, target: wire(3, 0, 0) });
    // Seat 3 is out; seat 0 finishes the job before seat 1 (or the captain) plays again.
    expect(state.activeSeat).toBe(0);
    state = act(state, { type: 'dualCut', seat: 0, value: 1, target: wire(2, 0, 0) });
    expect(state.status).toBe('playing');
    const before = state;
    state = act(state, { type: 'dualCut', seat: 1, value: 2, target: wire(0, 0, 1) });
    expect(state.status).toBe('won');
    expect(eventsSince(before, state).at(-1)).toEqual({ type: 'won' });
    expect(eventsSince(before, state).some((e) => e.type === 'turn')).toBe(false);
  });
});
