/**
 * Mission 34 "The Weakest Link" (RULES.md §6.2 row 34, §9 A40; docs/rules-decisions.md): the
 * character and constraint cards dealt face down, only the holder of the Captain card obeys its
 * card, no personal equipment while the characters are hidden, the accusation, and a weakest link
 * unable to obey (two notches, every secret card discarded for good).
 */
import { describe, expect, it } from 'vitest';
import { act, eventsSince, expectRejected, finishSetup, start, wire } from '../../test/scenario.js';
import { legalActions, legalMenu } from '../legal.js';
import { parseRecord, replayRecord } from '../record.js';
import { createGame } from '../setup.js';
import { viewFor } from '../view.js';
import type { Action, ConstraintCard, GameState } from '../types.js';
import { setupGame, wiresOf } from './setup-table.js';

// Seat 3 holds nothing from 1 to 6; seat 1 holds the red wire.
const STANDS = [
  [1, 2, 4, 7, 11, 11],
  [1, 3, 4, 8, 12, 9.5],
  [2, 3, 5, 6, 9, 10],
  [7, 8, 9, 10, 12],
];

/** Four players, the Captain seat 0; the Captain card dealt to `holder`, `cards` by seat. */
function table(holder: number, cards: readonly ConstraintCard[]): GameState {
  return finishSetup(
    start({
      mission: 34,
      players: 4,
      captain: 0,
      seed: 'weakest',
      stands: STANDS,
      equipment: [4, 2, 3, 5],
      secretDeal: { captainCard: holder, constraints: cards },
    }),
  );
}

/** Seats 0, 1 and 2 each make a good dual cut: seat 3's turn. */
function toSeat3(state: GameState): GameState {
  let s = act(state, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
  s = act(s, { type: 'dualCut', seat: 1, value: 3, target: wire(2, 0, 1) });
  s = act(s, { type: 'dualCut', seat: 2, value: 2, target: wire(0, 0, 1) });
  expect(s.activeSeat).toBe(3);
  return s;
}

const accusations = (state: GameState, seat: number) =>
  legalActions(state, seat).filter((a) => a.type === 'accuse');
const accuse = (seat: number, accused: number, card: ConstraintCard): Action => ({
  type: 'accuse',
  seat,
  accused,
  card,
});

describe('mission 34: setup', () => {
  it('is not played with two players', () => {
    const refused = createGame({ mission: 34, players: 2, seed: 'x' });
    expect(!refused.ok && refused.error.code).toBe('BAD_PLAYERS');
  });

  it('1 red wire; every seat a face-down character and one of A-E; the Captain still starts', () => {
    for (const players of [3, 4, 5])
      for (const seed of ['a', 'b', 'c']) {
        const state = setupGame(34, players, seed);
        expect(wiresOf(state, 'red')).toBe(1);
        const cards = state.constraints?.seats.map((s) => s?.card);
        expect(new Set(cards).size).toBe(players);
        expect(cards?.every((c) => c !== undefined && 'ABCDE'.includes(c))).toBe(true);
        expect(state.characters.every((c) => c.hidden && !c.used && !c.personal)).toBe(true);
        expect(state.characters.filter((c) => c.card === 'captain')).toHaveLength(1);
        expect(state.activeSeat).toBe(state.captain);
      }
    // The Captain card goes to any seat, not only the Captain's.
    const holders = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) =>
        setupGame(34, 5, seed).characters.findIndex((c) => c.card === 'captain'),
      ),
    );
    expect(holders.size).toBeGreaterThan(1);
  });

  it('no sticker B: the characters are the dealt ones', () => {
    const refused = createGame({
      mission: 34,
      players: 3,
      seed: 'x',
      characters: [null, 'generalRadar', null],
    });
    expect(!refused.ok && refused.error.code).toBe('BAD_CHARACTERS');
  });

  it('a record fixes the secret deal; a bad one is refused', () => {
    const state = table(2, ['C', 'A', 'E', 'D']);
    expect(state.characters.map((c) => c.card)[2]).toBe('captain');
    expect(state.characters.map((c) => c.card).sort()).toEqual([
      'captain',
      'expert-1',
      'expert-2',
      'expert-3',
    ]);
    expect(state.constraints?.seats.map((s) => s?.card)).toEqual(['C', 'A', 'E', 'D']);
    expect(state.fixed?.secretDeal).toBeUndefined();
    const bad = (secretDeal: unknown) => {
      const r = replayRecord({
        format: 1,
        mission: 34,
        players: 3,
        seed: 'x',
        secretDeal: secretDeal as never,
        actions: [],
      });
      return !r.ok && (r.error.kind === 'setup' ? r.error.code : r.error.kind);
    };
    expect(bad({ captainCard: 3, constraints: ['A', 'B', 'C'] })).toBe('BAD_CONSTRAINT_CARDS');
    expect(bad({ captainCard: 0, constraints: ['A', 'A', 'C'] })).toBe('BAD_CONSTRAINT_CARDS');
    expect(bad({ captainCard: 0, constraints: ['A', 'F', 'C'] })).toBe('BAD_CONSTRAINT_CARDS');
    expect(bad({ captainCard: 0, constraints: ['A', 'B'] })).toBe('BAD_CONSTRAINT_CARDS');
    expect(bad({ captainCard: 0 })).toBe('BAD_CONSTRAINT_CARDS');
    const record = { format: 1, mission: 34, players: 3, seed: 'x', actions: [] };
    expect(parseRecord({ ...record, secretDeal: { captainCard: 0 } }).ok).toBe(false);
    expect(
      parseRecord({ ...record, secretDeal: { captainCard: 0, constraints: ['A', 'B', 'C'] } }).ok,
    ).toBe(true);
    const other = createGame({
      mission: 31,
      players: 3,
      seed: 'x',
      secretDeal: { captainCard: 0, constraints: ['A', 'B', 'C'] },
    });
    expect(!other.ok && other.error.code).toBe('BAD_CONSTRAINT_CARDS');
  });
});

describe('mission 34: the weakest link', () => {
  it('only the holder of the Captain card obeys its card', () => {
    // Seat 3 holds the Captain card and D (7-12); the Captain, seat 0, holds C (1-6).
    const state = table(3, ['C', 'A', 'B', 'D']);
    // C does not bind seat 0: it may cut its 7 and 11.
    expect(legalMenu(state, 0).dualCut?.values).toEqual([1, 2, 4, 7, 11]);
    const s3 = toSeat3(state);
    expect(legalMenu(s3, 3).dualCut?.values).toEqual([7, 8, 9, 10, 12]);
    // Holding the Captain card and C, the Captain is bound: no 7 or 11.
    const captain = table(0, ['C', 'A', 'B', 'D']);
    expect(legalMenu(captain, 0).dualCut?.values).toEqual([1, 2, 4]);
    expectRejected(
      captain,
      { type: 'dualCut', seat: 0, value: 7, target: wire(3, 0, 0) },
      'CONSTRAINT_VALUE',
    );
  });

  it('a weakest link unable to obey: dial +2, every secret card discarded, characters out of the game', () => {
    // Seat 3 holds the Captain card and C (1-6), and no wire from 1 to 6.
    const s3 = toSeat3(table(3, ['A', 'B', 'D', 'C']));
    expect(legalMenu(s3, 3).dualCut).toBeNull();
    expect(legalActions(s3, 3)).toContainEqual({ type: 'cannotObey', seat: 3 });
    const after = act(s3, { type: 'cannotObey', seat: 3 });
    expect(eventsSince(s3, after)).toEqual([
      { type: 'dialMoved', delta: 2, stepsToSkull: s3.dial.stepsToSkull - 2 },
      { type: 'secretCardsDiscarded', characters: 'removed' },
    ]);
    expect(after.constraints?.seats).toEqual([null, null, null, null]);
    expect(after.characters.every((c) => c.used && c.removed)).toBe(true);
    // Discarded face down: the others still see no card.
    expect(viewFor(after, 0).characters.filter((c) => c.card === null)).toHaveLength(3);
    // The turn goes on, free of the card.
    expect(after.activeSeat).toBe(3);
    expect(legalMenu(after, 3).dualCut?.values).toEqual([7, 8, 9, 10, 12]);
    expect(legalMenu(after, 3).dualCut?.double).toBeNull();
    // Nobody accuses any more.
    expect(accusations(after, 3)).toEqual([]);
  });

  it('only the weakest link may say it cannot obey', () => {
    const state = table(3, ['A', 'B', 'D', 'C']);
    expectRejected(state, { type: 'cannotObey', seat: 0 }, 'CAN_OBEY');
  });

  it('two notches at the skull lose the game', () => {
    const s3 = toSeat3(table(3, ['A', 'B', 'D', 'C']));
    const edge = { ...s3, dial: { ...s3.dial, stepsToSkull: 2 } };
    const after = act(edge, { type: 'cannotObey', seat: 3 });
    expect(after.status).toBe('lost');
    expect(after.lossCause).toBe('detonator');
  });

  it('Emergency Batteries cannot bring back a discarded character (§9 A40)', () => {
    const s3 = toSeat3(table(3, ['A', 'B', 'D', 'C']));
    const after = act(s3, { type: 'cannotObey', seat: 3 });
    const batteries: GameState = { ...after, equipment: [{ card: 7, state: 'available' }] };
    expect(legalActions(batteries, 3).filter((a) => a.type === 'equipment')).toEqual([]);
    expectRejected(batteries, { type: 'equipment', seat: 3, card: 7, seats: [3] }, 'NOT_AN_OPTION');
  });
});

describe('mission 34: hidden characters', () => {
  it('nobody has personal equipment while the characters lie face down', () => {
    const state = table(3, ['C', 'A', 'B', 'D']);
    expect(legalMenu(state, 0).dualCut?.double).toBeNull();
    expectRejected(
      state,
      {
        type: 'dualCut',
        seat: 0,
        value: 1,
        detector: 'double',
        targets: [wire(1, 0, 0), wire(1, 0, 1)],
      },
      'CHARACTER_HIDDEN',
    );
    // Emergency Batteries do not turn a hidden character up: it is not a used one.
    const batteries: GameState = { ...state, equipment: [{ card: 7, state: 'available' }] };
    expect(legalActions(batteries, 0).filter((a) => a.type === 'equipment')).toEqual([]);
  });

  it('each seat sees its own character and card; the others and spectators see them face down', () => {
    const state = table(3, ['C', 'A', 'B', 'D']);
    const own = viewFor(state, 1);
    expect(own.characters.map((c) => c.card)).toEqual([
      null,
      state.characters[1]?.card,
      null,
      null,
    ]);
    expect(own.characters[1]?.card).not.toBe('captain');
    expect(own.constraints?.seats).toEqual([
      'faceDown',
      { card: 'A', flipped: false },
      'faceDown',
      'faceDown',
    ]);
    const spectator = viewFor(state, 'spectator');
    expect(spectator.characters.every((c) => c.card === null && c.hidden)).toBe(true);
    expect(spectator.constraints?.seats).toEqual(['faceDown', 'faceDown', 'faceDown', 'faceDown']);
    // Another deal of the others' cards shows seat 1 the same table, and spectators too even
    // with the Captain card elsewhere (the hidden-information property test tries them all).
    const twin = table(3, ['E', 'A', 'D', 'C']);
    expect(viewFor(twin, 1)).toEqual(own);
    expect(viewFor(table(2, ['E', 'A', 'D', 'C']), 'spectator')).toEqual(spectator);
  });
});

describe('mission 34: the accusation', () => {
  it('is offered at the start of a turn to every seat but the weakest link: a teammate and a card', () => {
    const state = table(3, ['C', 'A', 'B', 'D']);
    expect(accusations(state, 0)).toHaveLength(3 * 5);
    expect(accusations(state, 0)).toContainEqual(accuse(0, 3, 'D'));
    expect(accusations(state, 1)).toEqual([]);
    expectRejected(state, accuse(1, 3, 'D'), 'NOT_YOUR_TURN');
    expectRejected(state, accuse(0, 0, 'C'), 'NOT_AN_OPTION');
    expectRejected(state, accuse(0, 3, 'F'), 'NOT_AN_OPTION');
    const s3 = toSeat3(state);
    expect(accusations(s3, 3)).toEqual([]);
    expectRejected(s3, accuse(3, 0, 'C'), 'WEAKEST_LINK');
  });

  it('wrong: the dial moves a notch; one accusation a turn, then the turn goes on; another turn may accuse again', () => {
    const state = table(3, ['C', 'A', 'B', 'D']);
    // The right seat with the wrong card is wrong too.
    const wrong = act(state, accuse(0, 3, 'E'));
    expect(eventsSince(state, wrong)).toEqual([
      { type: 'accused', seat: 0, accused: 3, card: 'E', right: false },
      { type: 'dialMoved', delta: 1, stepsToSkull: state.dial.stepsToSkull - 1 },
    ]);
    expect(wrong.activeSeat).toBe(0);
    expectRejected(wrong, accuse(0, 1, 'A'), 'ALREADY_ACCUSED');
    expect(accusations(wrong, 0)).toEqual([]);
    const cut = act(wrong, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
    expect(cut.activeSeat).toBe(1);
    expect(accusations(cut, 1)).toHaveLength(15);
    // After its action, a seat accuses no more this turn.
    const s3 = toSeat3(state);
    const next = act(s3, { type: 'dualCut', seat: 3, value: 7, target: wire(0, 0, 3) });
    expect(accusations(next, 0)).toHaveLength(15);
    const mid = act(next, accuse(0, 2, 'B'));
    expect(mid.constraints?.accusedThisTurn).toBe(true);
  });

  it('a seat holding only red wires may accuse before revealing them', () => {
    const state = table(3, ['C', 'A', 'B', 'D']);
    // Seat 0's wires cut but for the red one (taken from seat 1's stand for the check).
    const red = state.hands[1]![0]!.find((w) => w.printed === 9.5)!;
    const hands = state.hands.map((stands, seat) =>
      seat === 0 ? [[...stands[0]!.map((w) => ({ ...w, cut: true })), red]] : stands,
    );
    const onlyRed: GameState = { ...state, hands };
    expect(accusations(onlyRed, 0)).toHaveLength(15);
    const accused = act(onlyRed, accuse(0, 1, 'A'));
    expect(legalActions(accused, 0).filter((a) => a.type !== 'equipment')).toEqual([
      { type: 'revealRed', seat: 0 },
    ]);
  });

  it('a wrong accusation at the last notch loses', () => {
    const state = table(3, ['C', 'A', 'B', 'D']);
    const edge = { ...state, dial: { ...state.dial, stepsToSkull: 1 } };
    expect(act(edge, accuse(0, 1, 'A')).status).toBe('lost');
  });

  it('right: the characters turn face up and are usable, the constraint cards leave play', () => {
    const state = table(3, ['C', 'A', 'B', 'D']);
    const right = act(state, accuse(0, 3, 'D'));
    expect(eventsSince(state, right)).toEqual([
      { type: 'accused', seat: 0, accused: 3, card: 'D', right: true },
      { type: 'secretCardsDiscarded', characters: 'revealed' },
    ]);
    expect(right.dial).toEqual(state.dial);
    expect(right.characters.every((c) => !c.hidden && !c.used)).toBe(true);
    expect(viewFor(right, 'spectator').characters.map((c) => c.card)).toEqual(
      right.characters.map((c) => c.card),
    );
    expect(right.characters[3]?.card).toBe('captain');
    expect(viewFor(right, 1).constraints?.seats).toEqual([null, null, null, null]);
    // The accuser plays its turn, with its Double Detector now.
    expect(legalMenu(right, 0).dualCut?.double).not.toBeNull();
    const dd = act(right, {
      type: 'dualCut',
      seat: 0,
      value: 1,
      detector: 'double',
      targets: [wire(1, 0, 0), wire(1, 0, 1)],
    });
    expect(dd.characters[0]?.used).toBe(true);
  });

  it('right: the weakest link obeys its card no more', () => {
    // Seat 3 could not obey C; once accused rightly it plays freely.
    const state = table(3, ['A', 'B', 'D', 'C']);
    const s3 = toSeat3(act(state, accuse(0, 3, 'C')));
    expect(legalMenu(s3, 3).dualCut?.values).toEqual([7, 8, 9, 10, 12]);
    expect(legalActions(s3, 3)).not.toContainEqual({ type: 'cannotObey', seat: 3 });
  });
});
