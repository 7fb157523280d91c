/**
 * Setup scenarios (RULES.md §2.1, §3, Appendix B): stands, the seeded deal, the wire pools of
 * missions 1-8, equipment, the dial, characters and the setup info-token round.
 */
import { describe, expect, it } from 'vitest';
import {
  colourOf,
  createGame,
  type GameSetup,
  type GameState,
  type Printed,
  type WireRef,
} from '../src/index.js';
import { act, eventsSince, expectRejected, finishSetup, start, wire } from './scenario.js';

const SEEDS = Array.from({ length: 24 }, (_, i) => `setup-seed-${i}`);

function created(setup: GameSetup): GameState {
  const result = createGame(setup);
  if (!result.ok) throw new Error(`setup failed: ${result.error.code}`);
  return result.value;
}

const printedOf = (state: GameState): Printed[] => state.hands.flat(2).map((w) => w.printed);
const ofColour = (list: readonly Printed[], colour: string): Printed[] =>
  list.filter((p) => colourOf(p) === colour).sort((a, b) => a - b);

/** Stand sizes in dealing order: the captain's stands first, then clockwise. */
function sizesInDealOrder(state: GameState): number[] {
  const seats = Array.from(
    { length: state.players },
    (_, i) => (state.captain + i) % state.players,
  );
  return seats.flatMap((seat) => (state.hands[seat] ?? []).map((stand) => stand.length));
}

describe('stands per player count (§2.1 step 4)', () => {
  it.each([
    [2, 0, [2, 2]],
    [2, 1, [2, 2]],
    [3, 0, [2, 1, 1]],
    [3, 1, [1, 2, 1]],
    [3, 2, [1, 1, 2]],
    [4, 3, [1, 1, 1, 1]],
    [5, 2, [1, 1, 1, 1, 1]],
  ])('%i players, captain %i: stands per seat %j', (players, captain, expected) => {
    const state = created({ mission: 4, players, captain, seed: 'stands' });
    expect(state.hands.map((stands) => stands.length)).toEqual(expected);
    expect(state.hands.flat().length).toBe(Math.max(4, players));
  });

  it('an explicit deal gives a 3-player captain in seat 1 two consecutive stands', () => {
    const state = start({ mission: 1, players: 3, captain: 1, stands: [[1], [2], [3], [4]] });
    expect(state.hands.map((stands) => stands.map((s) => s.map((w) => w.printed)))).toEqual([
      [[1]],
      [[2], [3]],
      [[4]],
    ]);
  });

  it('an explicit deal with the wrong number of stands is refused', () => {
    const result = createGame({ mission: 1, players: 3, captain: 1, stands: [[1], [2], [3]] });
    expect(result.ok ? 'accepted' : result.error.code).toBe('BAD_STANDS');
    const twoPlayers = createGame({ mission: 1, players: 2, stands: [[1], [2]] });
    expect(twoPlayers.ok ? 'accepted' : twoPlayers.error.code).toBe('BAD_STANDS');
  });

  it('a seed that is not a string is refused, not thrown on', () => {
    const result = createGame({ mission: 1, players: 2, seed: 7 as unknown as string });
    expect(result.ok ? 'accepted' : result.error.code).toBe('BAD_SEED');
  });
});

describe('the seeded deal (§2.1 steps 6-7, §9 A8, Appendix B)', () => {
  it.each([
    // mission, players, captain, sizes in dealing order (captain's first stand first)
    [4, 4, 2, [13, 13, 13, 12]],
    [4, 5, 0, [11, 10, 10, 10, 10]],
    [4, 3, 1, [13, 13, 13, 12]],
    [4, 2, 1, [14, 13, 13, 13]],
    [1, 5, 3, [5, 5, 5, 5, 4]],
    [1, 4, 0, [6, 6, 6, 6]],
  ])(
    'mission %i, %i players, captain %i: stands get %j from the captain on',
    (mission, players, captain, sizes) => {
      for (const seed of SEEDS.slice(0, 4)) {
        expect(sizesInDealOrder(created({ mission, players, captain, seed }))).toEqual(sizes);
      }
    },
  );

  it('the extra wires of a 5-player mission 1 go to seats 3, 4, 0, 1 when seat 3 is captain', () => {
    const state = created({ mission: 1, players: 5, captain: 3, seed: 'x' });
    expect(state.hands.map((stands) => stands[0]?.length)).toEqual([5, 5, 4, 5, 5]);
  });

  it('every stand is sorted, yellow x.1 and red x.5 between the blues', () => {
    for (const seed of SEEDS) {
      const state = created({ mission: 8, players: 4, seed });
      for (const stand of state.hands.flat()) {
        const values = stand.map((w) => w.printed);
        expect(values).toEqual([...values].sort((a, b) => a - b));
      }
    }
    const state = start({ mission: 4, players: 4, stands: [[5.5, 3, 7, 2.1, 2], [1], [4], [6]] });
    expect(state.hands[0]?.[0]?.map((w) => w.printed)).toEqual([2, 2.1, 3, 5.5, 7]);
  });

  it('every wire starts uncut, without info token or label', () => {
    const state = created({ mission: 6, players: 3, seed: 'fresh' });
    for (const w of state.hands.flat(2)) {
      expect(w).toEqual({ printed: w.printed, cut: false, info: null, labelRight: null });
    }
  });

  it('the same seed gives the same game; another seed another deal', () => {
    const a = created({ mission: 8, players: 4, seed: 'alpha' });
    expect(created({ mission: 8, players: 4, seed: 'alpha' })).toEqual(a);
    const hands = new Set(
      SEEDS.map((seed) => JSON.stringify(created({ mission: 8, players: 4, seed }).hands)),
    );
    expect(hands.size).toBe(SEEDS.length);
    expect(JSON.stringify(created({ mission: 8, players: 4, seed: 'beta' }).hands)).not.toBe(
      JSON.stringify(a.hands),
    );
  });
});

/** The pool of each base mission: blue range, then [in play, drawn] per colour (0 drawn = none). */
interface Pool {
  blue: [number, number];
  red: [number, number];
  yellow: [number, number];
  redMax?: number;
  yellowMax?: number;
}
const POOLS: Record<string, Pool> = {
  '1': { blue: [1, 6], red: [0, 0], yellow: [0, 0] },
  '2': { blue: [1, 8], red: [0, 0], yellow: [2, 2], yellowMax: 7 },
  '3': { blue: [1, 10], red: [1, 1], yellow: [0, 0], redMax: 9 },
  '4': { blue: [1, 12], red: [1, 1], yellow: [2, 2] },
  '4/2p': { blue: [1, 12], red: [1, 1], yellow: [4, 4] },
  '5': { blue: [1, 12], red: [1, 1], yellow: [2, 3] },
  '5/2p': { blue: [1, 12], red: [2, 2], yellow: [2, 3] },
  '6': { blue: [1, 12], red: [1, 1], yellow: [4, 4] },
  '6/2p': { blue: [1, 12], red: [2, 2], yellow: [4, 4] },
  '7': { blue: [1, 12], red: [1, 2], yellow: [0, 0] },
  '7/2p': { blue: [1, 12], red: [1, 3], yellow: [0, 0] },
  '8': { blue: [1, 12], red: [1, 2], yellow: [2, 3] },
  '8/2p': { blue: [1, 12], red: [1, 3], yellow: [4, 4] },
};

function checkPool(state: GameState, pool: Pool): void {
  const dealt = printedOf(state);
  const blues = ofColour(dealt, 'blue');
  const expectedBlues = [];
  for (let v = pool.blue[0]; v <= pool.blue[1]; v++) expectedBlues.push(v, v, v, v);
  expect(blues).toEqual(expectedBlues);
  expect(ofColour(dealt, 'star')).toEqual([]);
  for (const [colour, [count, drawn], max] of [
    ['red', pool.red, pool.redMax ?? 11],
    ['yellow', pool.yellow, pool.yellowMax ?? 11],
  ] as const) {
    const inHands = ofColour(dealt, colour);
    const markers = state.markers.filter((m) => colourOf(m.printed) === colour);
    const aside = ofColour(state.setAside, colour);
    expect(inHands).toHaveLength(count);
    expect(markers).toHaveLength(drawn);
    expect(new Set(markers.map((m) => m.printed)).size).toBe(drawn);
    // "x of y": every candidate gets a "?" marker; the others are known (blank side up).
    expect(markers.every((m) => m.uncertain === drawn > count)).toBe(true);
    expect(ofColour([...inHands, ...aside], colour)).toEqual(
      markers.map((m) => m.printed).sort((a, b) => a - b),
    );
    expect(aside).toHaveLength(drawn - count);
    for (const p of aside) expect(dealt).not.toContain(p);
    for (const m of markers) expect(Math.floor(m.printed)).toBeLessThanOrEqual(max);
  }
  expect(state.setAside).toHaveLength(pool.red[1] - pool.red[0] + pool.yellow[1] - pool.yellow[0]);
}

describe('wire pools of missions 1-8 (§2.1 step 5, §6.2)', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('mission %i with 3, 4 and 5 players', (mission) => {
    for (const players of [3, 4, 5]) {
      for (const seed of SEEDS)
        checkPool(created({ mission, players, seed }), POOLS[String(mission)]!);
    }
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    "mission %i with 2 players (the card's 2-player box)",
    (mission) => {
      const pool = POOLS[`${mission}/2p`] ?? POOLS[String(mission)]!;
      for (const seed of SEEDS) checkPool(created({ mission, players: 2, seed }), pool);
    },
  );

  it('mission 2 draws its yellows only from 1.1-7.1, mission 3 its red only from 1.5-9.5', () => {
    const yellows = new Set<number>();
    const reds = new Set<number>();
    for (let i = 0; i < 150; i++) {
      for (const p of printedOf(created({ mission: 2, players: 4, seed: `y${i}` })))
        if (colourOf(p) === 'yellow') yellows.add(p);
      for (const p of printedOf(created({ mission: 3, players: 4, seed: `r${i}` })))
        if (colourOf(p) === 'red') reds.add(p);
    }
    expect([...yellows].sort((a, b) => a - b)).toEqual([1.1, 2.1, 3.1, 4.1, 5.1, 6.1, 7.1]);
    expect([...reds].sort((a, b) => a - b)).toEqual([1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5]);
  });

  it('an explicit deal of an "x of y" mission marks the dealt wire and sets unseen candidates aside', () => {
    const state = start({ mission: 7, players: 4, stands: [[1, 4.5], [2], [3], [4]] });
    const reds = state.markers.filter((m) => colourOf(m.printed) === 'red');
    expect(reds).toHaveLength(2);
    expect(reds.every((m) => m.uncertain)).toBe(true);
    expect(reds.map((m) => m.printed)).toContain(4.5);
    expect(state.setAside).toHaveLength(1);
    expect(colourOf(state.setAside[0]!)).toBe('red');
    expect(printedOf(state)).not.toContain(state.setAside[0]);
  });

  it('a record may say which candidates were set aside; one the draw could not set aside is refused', () => {
    const deal = { mission: 7, players: 4, stands: [[1, 4.5], [2], [3], [4]] } as const;
    const state = start({ ...deal, setAside: [9.5] });
    expect(state.setAside).toEqual([9.5]);
    expect(state.markers).toEqual([
      { printed: 4.5, uncertain: true },
      { printed: 9.5, uncertain: true },
    ]);
    // Fixing what the seed sets aside changes nothing.
    const seeded = start(deal);
    expect(start({ ...deal, setAside: seeded.setAside })).toEqual(seeded);
    const code = (setup: object) => {
      const created = createGame(setup as GameSetup);
      return created.ok ? 'accepted' : created.error.code;
    };
    // Dealt, twice, too many, not a red, a yellow in a mission without yellows, without stands.
    expect(code({ ...deal, setAside: [4.5] })).toBe('BAD_SET_ASIDE');
    expect(code({ ...deal, setAside: [9.5, 9.5] })).toBe('BAD_SET_ASIDE');
    expect(code({ ...deal, setAside: [8.5, 9.5] })).toBe('BAD_SET_ASIDE');
    expect(code({ ...deal, setAside: [9] })).toBe('BAD_SET_ASIDE');
    expect(code({ ...deal, setAside: [9.5, 3.1] })).toBe('BAD_SET_ASIDE');
    expect(code({ mission: 7, players: 4, seed: 'x', setAside: [9.5] })).toBe('BAD_SET_ASIDE');
    // A mission that is not "x of y" sets nothing aside.
    expect(
      code({ mission: 4, players: 4, stands: [[1, 4.5], [2, 2.1], [3, 3.1], [4]], setAside: [] }),
    ).toBe('accepted');
    expect(
      code({
        mission: 4,
        players: 4,
        stands: [[1, 4.5], [2, 2.1], [3, 3.1], [4]],
        setAside: [5.5],
      }),
    ).toBe('BAD_SET_ASIDE');
  });
});

describe('equipment in play (§2.6, §4.3, §9 A30)', () => {
  it.each([3, 4, 5, 6, 7, 8])('mission %i: as many cards as players, all locked', (mission) => {
    for (const players of [2, 3, 4, 5]) {
      const state = created({ mission, players, seed: `eq${mission}${players}` });
      expect(state.equipment).toHaveLength(players);
      expect(state.equipment.every((slot) => slot.state === 'locked')).toBe(true);
      const cards = state.equipment.map((slot) => slot.card);
      expect(new Set(cards).size).toBe(players);
      for (const card of cards) expect(state.equipmentPile).not.toContain(card);
    }
  });

  it.each([1, 2])('mission %i has no equipment at all', (mission) => {
    for (const players of [2, 5]) {
      const state = created({ mission, players, seed: 'none' });
      expect(state.equipment).toEqual([]);
    }
    const result = createGame({ mission, players: 4, seed: 'x', equipment: [1] });
    expect(result.ok ? 'accepted' : result.error.code).toBe('BAD_EQUIPMENT');
  });

  it('mission 3 never draws equipment 2, 11 or 12 and refuses them in a record', () => {
    const seen = new Set<number | string>();
    for (let i = 0; i < 60; i++) {
      for (const slot of created({ mission: 3, players: 5, seed: `m3-${i}` }).equipment)
        seen.add(slot.card);
    }
    for (const banned of [2, 11, 12]) {
      expect(seen.has(banned)).toBe(false);
      const result = createGame({ mission: 3, players: 4, seed: 'x', equipment: [banned] });
      expect(result.ok ? 'accepted' : result.error.code).toBe('BAD_EQUIPMENT');
    }
    expect([...seen].sort((a, b) => Number(a) - Number(b))).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('the detonator dial (§3, §9 A1)', () => {
  it.each([2, 3, 4, 5])('%i players: the dial starts %i notches from the skull', (players) => {
    const state = created({ mission: 4, players, seed: 'dial' });
    expect(state.dial.stepsToSkull).toBe(players);
    expect(state.dial.start).toBe(players);
  });

  it('2 players: the first failure is survived, the second explodes', () => {
    let state = finishSetup(start({ mission: 1, players: 2, stands: [[1, 2], [3], [4, 5], [6]] }));
    state = act(state, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 1) });
    expect(state.status).toBe('playing');
    expect(state.dial.stepsToSkull).toBe(1);
    const before = state;
    state = act(state, { type: 'dualCut', seat: 1, value: 4, target: wire(0, 1, 0) });
    expect(state.status).toBe('lost');
    expect(state.lossCause).toBe('detonator');
    expect(state.dial.stepsToSkull).toBe(0);
    expect(eventsSince(before, state)).toEqual([
      {
        type: 'dualCut',
        seat: 1,
        value: 4,
        targets: [wire(0, 1, 0)],
        detector: null,
        success: false,
      },
      { type: 'dialMoved', delta: 1, stepsToSkull: 0 },
      { type: 'lost', cause: 'detonator' },
    ]);
  });

  it('5 players: four failures are survived, the fifth explodes', () => {
    let state = finishSetup(
      start({
        mission: 1,
        players: 5,
        stands: [
          [1, 2],
          [3, 4],
          [5, 6],
          [1, 3],
          [2, 5],
        ],
      }),
    );
    const misses: [number, number, WireRef][] = [
      [0, 1, wire(1, 0, 1)],
      [1, 3, wire(2, 0, 1)],
      [2, 5, wire(3, 0, 1)],
      [3, 1, wire(4, 0, 1)],
    ];
    misses.forEach(([seat, value, target], i) => {
      state = act(state, { type: 'dualCut', seat, value, target });
      expect(state.status).toBe('playing');
      expect(state.dial.stepsToSkull).toBe(4 - i);
    });
    state = act(state, { type: 'dualCut', seat: 4, value: 5, target: wire(0, 0, 1) });
    expect(state.status).toBe('lost');
    expect(state.lossCause).toBe('detonator');
  });
});

describe('character cards (§2.1 step 2, §2.7)', () => {
  it('the captain card goes to the captain, a different expert card to each other player', () => {
    const state = created({ mission: 4, players: 4, captain: 2, seed: 'chars' });
    expect(state.characters[2]).toEqual({ card: 'captain', used: false });
    const others = [0, 1, 3].map((seat) => state.characters[seat]!);
    expect(others.every((c) => c.card.startsWith('expert-') && !c.used)).toBe(true);
    expect(new Set(others.map((c) => c.card)).size).toBe(3);
    expect(state.characters).toHaveLength(4);
  });
});

describe('the setup info-token round (§2.1 step 9, §9 A42)', () => {
  // Captain 2; seat 3 holds only a yellow wire; seat 1 holds a blue and a red.
  const scenario = {
    mission: 4,
    players: 4,
    captain: 2,
    stands: [[1, 2.1, 3], [2, 4.5], [1.1, 5, 6], [3.1]],
  } as const;

  it('starts with the captain, who may only mark an own blue wire', () => {
    const state = start(scenario);
    expect(state.status).toBe('setup');
    expect(state.activeSeat).toBe(2);
    expect(state.pending).toEqual({
      kind: 'setupInfo',
      seat: 2,
      options: [wire(2, 0, 1), wire(2, 0, 2)],
    });
    expect(state.log).toEqual([{ type: 'pending', seat: 2, kind: 'setupInfo' }]);
    expectRejected(state, { type: 'info', seat: 0, wire: wire(0, 0, 0) }, 'NOT_YOUR_CHOICE');
    expectRejected(state, { type: 'info', seat: 2, wire: wire(2, 0, 0) }, 'NOT_AN_OPTION');
    expectRejected(state, { type: 'info', seat: 2, wire: wire(0, 0, 0) }, 'NOT_AN_OPTION');
    expectRejected(state, { type: 'info', seat: 2, wire: wire(2, 0, 7) }, 'NOT_AN_OPTION');
  });

  it('shows the wire’s true value: an answer naming another value is refused', () => {
    const state = start(scenario);
    // The captain's wire (2, 0, 1) is a 5.
    expectRejected(
      state,
      { type: 'info', seat: 2, wire: wire(2, 0, 1), value: 6 },
      'NOT_AN_OPTION',
    );
    expectRejected(
      state,
      { type: 'info', seat: 2, wire: wire(2, 0, 1), value: 'yellow' },
      'NOT_AN_OPTION',
    );
    const placed = act(state, { type: 'info', seat: 2, wire: wire(2, 0, 1), value: 5 });
    expect(placed.hands[2]?.[0]?.[1]?.info).toEqual({ kind: 'value', value: 5 });
  });

  it('goes clockwise, skips a player with no blue wire, then the captain plays', () => {
    let state = start(scenario);
    let before = state;
    state = act(state, { type: 'info', seat: 2, wire: wire(2, 0, 2) });
    expect(state.hands[2]?.[0]?.[2]?.info).toEqual({ kind: 'value', value: 6 });
    expect(eventsSince(before, state)).toEqual([
      {
        type: 'infoPlaced',
        wire: wire(2, 0, 2),
        info: { kind: 'value', value: 6 },
        cause: 'setup',
      },
      { type: 'pending', seat: 0, kind: 'setupInfo' },
    ]);
    // Seat 3 (only a yellow wire) is skipped; seat 0 may not mark its yellow.
    expect(state.pending).toEqual({
      kind: 'setupInfo',
      seat: 0,
      options: [wire(0, 0, 0), wire(0, 0, 2)],
    });
    expectRejected(state, { type: 'info', seat: 3, wire: wire(3, 0, 0) }, 'NOT_YOUR_CHOICE');
    expectRejected(state, { type: 'info', seat: 0, wire: wire(0, 0, 1) }, 'NOT_AN_OPTION');
    state = act(state, { type: 'info', seat: 0, wire: wire(0, 0, 2) });
    // Seat 1 may not mark its red wire.
    expect(state.pending).toEqual({ kind: 'setupInfo', seat: 1, options: [wire(1, 0, 0)] });
    expectRejected(state, { type: 'info', seat: 1, wire: wire(1, 0, 1) }, 'NOT_AN_OPTION');
    before = state;
    state = act(state, { type: 'info', seat: 1, wire: wire(1, 0, 0) });
    expect(eventsSince(before, state)).toEqual([
      {
        type: 'infoPlaced',
        wire: wire(1, 0, 0),
        info: { kind: 'value', value: 2 },
        cause: 'setup',
      },
      { type: 'playStarted' },
      { type: 'turn', seat: 2 },
    ]);
    expect(state.status).toBe('playing');
    expect(state.activeSeat).toBe(2);
    expect(state.pending).toBeNull();
    const tokens = state.hands.flat(2).filter((w) => w.info !== null);
    expect(tokens.map((w) => w.printed)).toEqual([3, 2, 6]);
  });

  it('no turn action is accepted before the round ends', () => {
    let state = start(scenario);
    for (const action of [
      { type: 'dualCut', seat: 2, value: 5, target: wire(0, 0, 0) },
      { type: 'soloCut', seat: 2, value: 5 },
      { type: 'revealRed', seat: 2 },
    ]) {
      expectRejected(state, action, 'PENDING_CHOICE');
    }
    state = act(state, { type: 'info', seat: 2, wire: wire(2, 0, 1) });
    expectRejected(
      state,
      { type: 'dualCut', seat: 0, value: 1, target: wire(2, 0, 2) },
      'PENDING_CHOICE',
    );
    expect(state.status).toBe('setup');
  });

  it('a 2-stand player places one token in total, on either stand', () => {
    let state = start({ mission: 1, players: 2, captain: 1, stands: [[1, 2], [3], [4], [5, 6]] });
    expect(state.pending).toEqual({
      kind: 'setupInfo',
      seat: 1,
      options: [wire(1, 0, 0), wire(1, 1, 0), wire(1, 1, 1)],
    });
    state = act(state, { type: 'info', seat: 1, wire: wire(1, 1, 1) });
    expect(state.pending).toEqual({
      kind: 'setupInfo',
      seat: 0,
      options: [wire(0, 0, 0), wire(0, 0, 1), wire(0, 1, 0)],
    });
    state = act(state, { type: 'info', seat: 0, wire: wire(0, 1, 0) });
    expect(state.status).toBe('playing');
    expect(state.activeSeat).toBe(1);
    const tokensOf = (seat: number) => state.hands[seat]!.flat().filter((w) => w.info).length;
    expect([tokensOf(0), tokensOf(1)]).toEqual([1, 1]);
    expect(state.hands[0]?.[1]?.[0]?.info).toEqual({ kind: 'value', value: 3 });
  });

  it('with nobody holding a blue wire, play starts at once with the captain', () => {
    const state = start({
      mission: 4,
      players: 4,
      captain: 1,
      stands: [[1.1], [2.1], [3.5], [4.1]],
    });
    expect(state.status).toBe('playing');
    expect(state.activeSeat).toBe(1);
    expect(state.log).toEqual([{ type: 'playStarted' }, { type: 'turn', seat: 1 }]);
    expectRejected(state, { type: 'revealRed', seat: 2 }, 'NOT_YOUR_TURN');
  });
});
