/**
 * Mission 13's red wires (RULES.md §6.2, §9 B6): dealt first, one per seat from the Captain; the
 * setup tokens drawn at random; and the reds leaving only together, by pointing at all of them.
 */
import { describe, expect, it } from 'vitest';
import {
  act,
  eventsSince,
  expectRejected,
  finishSetup,
  start,
  wire,
} from '../../../test/scenario.js';
import { createGame } from '../../setup.js';
import { expandMenu, legalMenu } from '../../legal.js';
import { viewFor } from '../../view.js';
import type { Action, GameState } from '../../types.js';
import { colourOf } from '../../wire.js';

const together = (seat: number, wires: ReturnType<typeof wire>[]): Action => ({
  type: 'cutTogether',
  seat,
  wires,
});

// Four players; with this seed the tokens drawn are 9, 12, 8 and 3.
const STANDS = [
  [2, 3, 3.5, 9, 9],
  [2, 5, 7.5, 12],
  [1, 4, 5, 10.5],
  [1, 3, 4, 6],
];
const setup13 = {
  mission: 13,
  players: 4,
  captain: 0,
  seed: 'together-1',
  stands: STANDS,
  equipment: [],
};

describe('setup', () => {
  it('deals the reds first, one per seat from the Captain; the stands stay even', () => {
    for (const players of [2, 3, 4, 5])
      for (const seed of ['a', 'b', 'c']) {
        const created = createGame({ mission: 13, players, captain: 1, seed });
        if (!created.ok) throw new Error(created.error.code);
        const { hands } = created.value;
        const reds = hands.map((stands) =>
          stands.map((s) => s.filter((w) => colourOf(w.printed) === 'red').length),
        );
        // Clockwise from the Captain (seat 1); with two players the Captain gets one per stand.
        const expected = {
          2: [
            [1, 0],
            [1, 1],
          ],
          3: [[1], [1, 0], [1]],
          4: [[0], [1], [1], [1]],
          5: [[0], [1], [1], [1], [0]],
        }[players];
        expect(reds).toEqual(expected);
        const sizes = hands.flat().map((s) => s.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
  });

  const dealt = start(setup13);

  it('draws each setup token at random: the seat places it on a matching wire, else it lies beside', () => {
    // The Captain drew a 9 and holds two: its choice.
    expect(dealt.pending).toEqual({
      kind: 'setupInfo',
      seat: 0,
      options: [wire(0, 0, 3), wire(0, 0, 4)],
    });
    expectRejected(dealt, { type: 'info', seat: 0, wire: wire(0, 0, 0) }, 'NOT_AN_OPTION');
    const first = act(dealt, { type: 'info', seat: 0, wire: wire(0, 0, 4) });
    // Seat 1 drew its one 12: it is asked all the same, with one option.
    expect(first.pending).toEqual({ kind: 'setupInfo', seat: 1, options: [wire(1, 0, 3)] });
    const second = act(first, { type: 'info', seat: 1, wire: wire(1, 0, 3) });
    // Seat 2 drew an 8 it does not hold: beside its stand; seat 3 drew its one 3.
    expect(second.pending).toEqual({ kind: 'setupInfo', seat: 3, options: [wire(3, 0, 1)] });
    const state = act(second, { type: 'info', seat: 3, wire: wire(3, 0, 1) });
    expect(eventsSince(dealt, state).filter((e) => e.type.startsWith('info'))).toEqual([
      {
        type: 'infoPlaced',
        wire: wire(0, 0, 4),
        info: { kind: 'value', value: 9 },
        cause: 'setup',
      },
      {
        type: 'infoPlaced',
        wire: wire(1, 0, 3),
        info: { kind: 'value', value: 12 },
        cause: 'setup',
      },
      { type: 'infoBeside', seat: 2, value: 8 },
      {
        type: 'infoPlaced',
        wire: wire(3, 0, 1),
        info: { kind: 'value', value: 3 },
        cause: 'setup',
      },
    ]);
    expect(state.status).toBe('playing');
    expect(viewFor(state, 3).infoBeside).toEqual([{ seat: 2, value: 8 }]);
  });

  it('takes the tokens drawn from a record; tokens the bag could not give are refused', () => {
    const fixed = start({ ...setup13, setupTokens: [3, 5, 5, 1] });
    // The Captain drew a 3, seat 1 a 5, seat 2 the other 5, seat 3 a 1: one wire each.
    expect(fixed.pending).toEqual({ kind: 'setupInfo', seat: 0, options: [wire(0, 0, 1)] });
    const done = [wire(0, 0, 1), wire(1, 0, 1), wire(2, 0, 2), wire(3, 0, 0)].reduce(
      (s, ref) => act(s, { type: 'info', seat: ref.seat, wire: ref }),
      fixed,
    );
    expect(done.status).toBe('playing');
    // The seed's own draw, fixed, changes nothing.
    expect(start({ ...setup13, setupTokens: [9, 12, 8, 3] })).toEqual(dealt);
    const code = (setupTokens: unknown) => {
      const created = createGame({ ...setup13, setupTokens: setupTokens as number[] });
      return created.ok ? 'accepted' : created.error.code;
    };
    expect(code([3, 5, 5])).toBe('BAD_SETUP_TOKENS'); // one short
    expect(code([5, 5, 5, 1])).toBe('BAD_SETUP_TOKENS'); // three 5s: two tokens of each value
    expect(code([3, 5, 13, 1])).toBe('BAD_SETUP_TOKENS');
    const mission1 = createGame({ mission: 1, players: 2, seed: 'x', setupTokens: [1, 2] });
    expect(mission1.ok ? 'accepted' : mission1.error.code).toBe('BAD_SETUP_TOKENS');
  });

  it('asks a seat the same way whether it holds one or several wires of the value drawn', () => {
    const pendingEvents = (s: GameState) =>
      s.log.filter((e) => e.type === 'pending').map((e) => JSON.stringify(e));
    // The Captain holds two 9s here and one 9 in the twin deal (its other 9 is seat 3's 6).
    const twin = start({
      ...setup13,
      stands: [
        [2, 3, 3.5, 6, 9],
        [2, 5, 7.5, 12],
        [1, 4, 5, 10.5],
        [1, 3, 4, 9],
      ],
    });
    expect(twin.pending).toEqual({ kind: 'setupInfo', seat: 0, options: [wire(0, 0, 4)] });
    expect(pendingEvents(twin)).toEqual(pendingEvents(dealt));
    expect(viewFor(twin, 1)).toEqual(viewFor(dealt, 1));
  });
});

describe('pointing at the red wires together (4 players)', () => {
  const state = finishSetup(act(start(setup13), { type: 'info', seat: 0, wire: wire(0, 0, 4) }));
  const reds = [wire(1, 0, 2), wire(2, 0, 3)];

  it('lists the teammates’ wires to point at; the actor’s own red comes along', () => {
    const menu = legalMenu(state, 0).cutTogether;
    expect(menu?.count).toBe(2);
    expect(menu?.wires).toHaveLength(12);
    expect(menu?.wires.every((w) => w.seat !== 0)).toBe(true);
    const listed = expandMenu(legalMenu(state, 0)).filter((a) => a.type === 'cutTogether');
    expect(listed).toHaveLength((12 * 11) / 2);
    expect(legalMenu(state, 3).cutTogether).toBeNull(); // Not its turn.
  });

  it('with four players a seat holding no red may point at all three', () => {
    let s = act(state, { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 0) });
    s = act(s, { type: 'dualCut', seat: 1, value: 5, target: wire(2, 0, 2) });
    s = act(s, { type: 'dualCut', seat: 2, value: 1, target: wire(3, 0, 0) });
    expect(s.activeSeat).toBe(3);
    expect(legalMenu(s, 3).cutTogether?.count).toBe(3);
    const after = act(s, together(3, [wire(0, 0, 2), ...reds]));
    expect(after.hands.flat(2).filter((w) => colourOf(w.printed) === 'red' && !w.cut)).toEqual([]);
  });

  it('cuts every red at once when all pointed wires are red; any order', () => {
    const after = act(state, together(0, [reds[1]!, reds[0]!]));
    expect(eventsSince(state, after).slice(0, 4)).toEqual([
      { type: 'cutTogether', seat: 0, wires: [wire(0, 0, 2), reds[1], reds[0]], success: true },
      { type: 'wireCut', wire: wire(0, 0, 2), printed: 3.5 },
      { type: 'wireCut', wire: reds[1], printed: 10.5 },
      { type: 'wireCut', wire: reds[0], printed: 7.5 },
    ]);
    expect(after.activeSeat).toBe(1);
    expect(legalMenu(after, 1).cutTogether).toBeNull();
  });

  it('explodes the bomb when a pointed wire is not red, Stabilizer or not', () => {
    const after = act(state, together(0, [reds[0]!, wire(2, 0, 0)]));
    expect(after.status).toBe('lost');
    expect(after.lossCause).toBe('cutTogetherFailed');
    // The event names the wire that was not red (seat 2's first), for the log and the result.
    expect(eventsSince(state, after)[0]).toEqual({
      type: 'cutTogether',
      seat: 0,
      wires: [wire(0, 0, 2), reds[0], wire(2, 0, 0)],
      success: false,
      wrong: [wire(2, 0, 0)],
    });
    const equipped: GameState = { ...state, equipment: [{ card: 9, state: 'available' }] };
    const stable = act(equipped, { type: 'equipment', seat: 0, card: 9 });
    expect(act(stable, together(0, [reds[0]!, wire(2, 0, 0)])).lossCause).toBe('cutTogetherFailed');
  });

  it('refuses anything but distinct uncut teammate wires, as many as needed', () => {
    for (const wires of [
      [reds[0]],
      [reds[0], reds[0]],
      [reds[0], wire(0, 0, 0)],
      [reds[0], wire(1, 0, 9)],
      [reds[0], reds[1], wire(3, 0, 0)],
      'all',
    ])
      expectRejected(state, { type: 'cutTogether', seat: 0, wires }, 'TOGETHER_BAD_WIRES');
    expectRejected(state, together(1, reds), 'NOT_YOUR_TURN');
    expectRejected(state, { type: 'revealRed', seat: 0 }, 'REDS_TOGETHER');
  });
});

describe('with two or three players', () => {
  // Two players: the reds go to the Captain's first stand, seat 1's first stand, the Captain's
  // second. Seat 1's random token, an 8, lies beside its stands.
  const two = start({
    mission: 13,
    players: 2,
    captain: 0,
    seed: 'together',
    stands: [[1, 2.5], [1, 6.5], [1, 4.5], [1]],
    equipment: [],
  });

  it('the Captain places no setup token', () => {
    expect(two.status).toBe('playing');
    expect(two.infoBeside).toEqual([{ seat: 1, value: 8 }]);
    expect(two.hands.flat(2).some((w) => w.info !== null)).toBe(false);
  });

  it('refuses a deal that breaks the reds-first rule', () => {
    const created = createGame({
      mission: 13,
      players: 2,
      captain: 0,
      seed: 'together',
      stands: [[1, 2.5], [1, 4.5, 6.5], [1], [1]],
      equipment: [],
    });
    expect(created.ok ? 'accepted' : created.error.code).toBe('BAD_STANDS');
  });

  it('a seat holding only reds must point at them, and the last action wins', () => {
    let state = act(two, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
    state = act(state, { type: 'dualCut', seat: 1, value: 1, target: wire(0, 1, 0) });
    expect(state.activeSeat).toBe(0);
    expectRejected(state, { type: 'revealRed', seat: 0 }, 'REDS_TOGETHER');
    const menu = legalMenu(state, 0);
    expect(menu.dualCut).toBeNull();
    expect(menu.cutTogether).toEqual({ seat: 0, count: 1, wires: [wire(1, 0, 1)] });
    expect(expandMenu(menu)).toEqual([together(0, [wire(1, 0, 1)])]);
    const won = act(state, together(0, [wire(1, 0, 1)]));
    expect(won.status).toBe('won');
  });

  it('a seat whose red a Walkie-Talkie took away may not point (three players)', () => {
    // Reds: the Captain's first stand, seat 1, seat 2. Tokens drawn: 8, 1 and 1, one wire each.
    const three = finishSetup(
      start({
        mission: 13,
        players: 3,
        captain: 0,
        seed: 'together',
        stands: [
          [2, 3.5],
          [5, 8],
          [1, 2, 4.5, 6],
          [1, 7, 9.5],
        ],
        equipment: [],
      }),
    );
    expect(three.status).toBe('playing');
    const equipped: GameState = { ...three, equipment: [{ card: 2, state: 'available' }] };
    let state = act(equipped, {
      type: 'equipment',
      seat: 1,
      card: 2,
      wire: wire(1, 0, 2),
      teammate: 2,
    });
    state = act(state, { type: 'choose', seat: 2, wire: wire(2, 0, 1) });
    state = act(state, { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 1) });
    expect(state.activeSeat).toBe(1);
    expect(legalMenu(state, 1).cutTogether).toBeNull();
    expectRejected(state, together(1, [wire(0, 0, 1), wire(2, 0, 1)]), 'TOGETHER_NOT_HOLDING');
  });
});
