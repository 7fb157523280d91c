/**
 * The Captain's handicap (mission 14's rookie, 28's Captain Careless; RULES.md §6.2, §9 B7): the character cards are
 * dealt at random before the stands, the Captain card's holder is the Captain, and the rookie's
 * failed dual cut explodes the bomb; the rookie may not use the Stabilizer.
 */
import { describe, expect, it } from 'vitest';
import { act, expectRejected, finishSetup, start, wire } from '../../../test/scenario.js';
import { createGame } from '../../setup.js';
import { legalMenu } from '../../legal.js';
import type { Action, GameState } from '../../types.js';

describe('the Captain card dealt at random', () => {
  it('names the Captain before the stands are dealt', () => {
    const captains = new Set<number>();
    for (const players of [2, 3, 4, 5])
      for (const seed of ['a', 'b', 'c', 'd', 'e']) {
        const created = createGame({ mission: 14, players, seed });
        if (!created.ok) throw new Error(created.error.code);
        const state = created.value;
        captains.add(state.captain);
        expect(state.characters[state.captain]?.card).toBe('captain');
        // The Captain's setup token comes first, and with three players two stands are theirs.
        expect(state.pending?.seat).toBe(state.captain);
        if (players === 3) expect(state.hands[state.captain]).toHaveLength(2);
        expect(finishSetup(state).activeSeat).toBe(state.captain);
        // A record may say who drew the card: the seat the seed draws gives the same game...
        const same = createGame({ mission: 14, players, seed, captain: state.captain });
        expect(same.ok && same.value).toEqual(state);
        // ...and any other seat deals the same wires from that seat, its Captain card included.
        const seat = (state.captain + 1) % players;
        const other = createGame({ mission: 14, players, seed, captain: seat });
        if (!other.ok) throw new Error(other.error.code);
        expect(other.value.captain).toBe(seat);
        expect(other.value.characters[seat]?.card).toBe('captain');
        expect(other.value.pending?.seat).toBe(seat);
        if (players === 3) expect(other.value.hands[seat]).toHaveLength(2);
        const off = createGame({ mission: 14, players, seed, captain: players });
        expect(off.ok ? 'accepted' : off.error.code).toBe('BAD_CAPTAIN');
      }
    expect(captains.size).toBeGreaterThan(2);
  });
});

describe('the rookie', () => {
  // With this seed seat 2 draws the Captain card. Setup tokens on each leftmost wire.
  const state = finishSetup(
    start({
      mission: 14,
      players: 4,
      seed: 'rookie-1',
      stands: [
        [1, 2, 5, 5.5],
        [1, 3, 4, 7.1],
        [2, 3, 6, 6],
        [4, 5, 9.5, 10],
      ],
      equipment: [9],
    }),
  );
  const cut = (seat: number, value: number, target: ReturnType<typeof wire>): Action => ({
    type: 'dualCut',
    seat,
    value,
    target,
  });
  const equipped: GameState = { ...state, equipment: [{ card: 9, state: 'available' }] };

  it('explodes the bomb with a failed dual cut, a plain miss or a detector', () => {
    expect(state.captain).toBe(2);
    expect(state.activeSeat).toBe(2);
    const missed = act(state, cut(2, 3, wire(3, 0, 1)));
    expect(missed.status).toBe('lost');
    expect(missed.lossCause).toBe('captainFailedCut');
    const detector = act(state, {
      type: 'dualCut',
      seat: 2,
      value: 6,
      detector: 'double',
      targets: [wire(3, 0, 0), wire(3, 0, 1)],
    });
    expect(detector.lossCause).toBe('captainFailedCut');
  });

  it('a teammate’s failed cut only moves the dial', () => {
    const s = act(state, cut(2, 3, wire(1, 0, 1)));
    const missed = act(s, cut(3, 4, wire(0, 0, 1)));
    expect(missed.status).toBe('playing');
    expect(missed.dial.stepsToSkull).toBe(s.dial.stepsToSkull - 1);
  });

  it('may not use the Stabilizer; teammates may', () => {
    expectRejected(equipped, { type: 'equipment', seat: 2, card: 9 }, 'EQUIPMENT_FORBIDDEN');
    expect(legalMenu(equipped, 2).actions.some((a) => a.type === 'equipment')).toBe(false);
    const next = act(equipped, cut(2, 3, wire(1, 0, 1)));
    expect(legalMenu(next, 3).actions).toContainEqual({ type: 'equipment', seat: 3, card: 9 });
    const stable = act(next, { type: 'equipment', seat: 3, card: 9 });
    expect(act(stable, cut(3, 4, wire(0, 0, 1))).dial).toEqual(next.dial);
  });
});

describe('Captain Careless (mission 28)', () => {
  // Seat 0 is the Captain; four players, setup tokens on each leftmost wire.
  const state = finishSetup(
    start({
      mission: 28,
      players: 4,
      seed: 'careless',
      stands: [
        [1, 2, 5, 5.5],
        [1, 3, 4, 7.1],
        [2, 3, 6, 6, 8.1],
        [4, 5, 9.5, 10, 10.1, 11.1],
      ],
      equipment: [2, 7, 8, 9],
    }),
  );
  const available = (cards: readonly (2 | 7 | 8 | 9)[]): GameState => ({
    ...state,
    equipment: cards.map((card) => ({ card, state: 'available' as const })),
  });

  it('has no character card: it went back to the box, beyond Emergency Batteries', () => {
    expect(state.characters[0]).toEqual({ card: 'captain', used: true, removed: true });
    expect(legalMenu(state, 0).dualCut?.double).toBeNull();
    // Another seat's used Double Detector may be turned back, never the boxed card.
    const first = act(available([7]), {
      type: 'dualCut',
      seat: 0,
      value: 5,
      target: wire(3, 0, 1),
    });
    const asked = act(first, {
      type: 'dualCut',
      seat: 1,
      value: 3,
      detector: 'double',
      targets: [wire(2, 0, 0), wire(2, 0, 1)],
    });
    const spent = act(asked, { type: 'choose', seat: 2, wire: wire(2, 0, 1) });
    expect(spent.characters[1]?.used).toBe(true);
    expectRejected(spent, { type: 'equipment', seat: 3, card: 7, seats: [0] }, 'NOT_AN_OPTION');
    expect(legalMenu(spent, 3).actions.filter((a) => a.type === 'equipment')).toEqual([
      { type: 'equipment', seat: 3, card: 7, seats: [1] },
    ]);
  });

  it('explodes the bomb with a failed dual cut', () => {
    const missed = act(state, { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 1) });
    expect(missed.lossCause).toBe('captainFailedCut');
  });

  it('uses no equipment card, but takes part in a teammate’s Walkie-Talkies and radar', () => {
    const table = available([2, 8, 9]);
    for (const action of [
      { type: 'equipment', seat: 0, card: 9 },
      { type: 'equipment', seat: 0, card: 8, value: 5 },
      { type: 'equipment', seat: 0, card: 2, wire: wire(0, 0, 0), teammate: 1 },
    ])
      expectRejected(table, action, 'EQUIPMENT_FORBIDDEN');
    expect(legalMenu(table, 0).actions.some((a) => a.type === 'equipment')).toBe(false);
    const asked = act(table, {
      type: 'equipment',
      seat: 1,
      card: 2,
      wire: wire(1, 0, 0),
      teammate: 0,
    });
    expect(asked.pending).toMatchObject({ kind: 'walkieTalkie', seat: 0 });
    const radar = act(table, { type: 'equipment', seat: 2, card: 8, value: 5 });
    expect(radar.log.at(-1)).toMatchObject({
      type: 'radar',
      answers: [[true], [false], [false], [true]],
    });
  });
});
