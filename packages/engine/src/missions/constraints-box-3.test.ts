/**
 * Missions 31, 32, 34 and 37 of surprise box 3 (the constraint cards): the setup at 2, 3, 4 and 5
 * players as the table shows it (with the constraint cards: offered, shared, the deck's size,
 * 34's secret ones; 34 is refused with two players, its scenarios in box-3-weakest-link.test.ts),
 * each card's setup facts checked outright, and a record fixing the deck replayed.
 */
import { describe, expect, it } from 'vitest';
import { replayRecord } from '../record.js';
import type { GameState } from '../types.js';
import { MISSION_DEFS, STICKER_B } from './defs.js';
import { setupGame, tableAtSetup, wiresOf } from './setup-table.js';

const table = (state: GameState) => ({
  ...tableAtSetup(state),
  constraints: state.constraints && {
    offered: state.constraints.offered,
    shared: state.constraints.shared,
    deck: state.constraints.deck.length,
    ...(state.constraints.secret ? { secret: state.constraints.seats.map((s) => s?.card) } : {}),
  },
});

describe.each([31, 32, 37])('mission %i', (mission) => {
  it.each([2, 3, 4, 5])('sets up at %i players', (players) => {
    expect(table(setupGame(mission, players, `box-3-${players}`))).toMatchSnapshot();
  });
});

describe('mission 34', () => {
  it.each([3, 4, 5])('sets up at %i players', (players) => {
    expect(table(setupGame(34, players, `box-3-${players}`))).toMatchSnapshot();
  });

  it('is refused with two players', () => {
    expect(() => setupGame(34, 2, 'box-3-2')).toThrow('BAD_PLAYERS');
  });
});

describe('the constraint cards of box 3', () => {
  it('31: 2 of 3 red; cards A-E face up, the Captain picks first, before any setup token', () => {
    for (const players of [2, 3, 4, 5]) {
      const state = setupGame(31, players, 'facts');
      expect(wiresOf(state, 'red')).toBe(2);
      expect(state.markers.filter((m) => m.uncertain)).toHaveLength(3);
      expect(state.constraints?.offered).toEqual(['A', 'B', 'C', 'D', 'E']);
      expect(state.pending).toMatchObject({ kind: 'pickConstraint', seat: state.captain });
      expect(state.hands.flat(2).every((w) => w.info === null)).toBe(true);
    }
  });

  it('32 and 37: 2 red (3 with two players); the twelve cards shuffled, one face up', () => {
    for (const mission of [32, 37])
      for (const players of [2, 3, 4, 5]) {
        const state = setupGame(mission, players, 'facts');
        expect(wiresOf(state, 'red')).toBe(players === 2 ? 3 : 2);
        const c = state.constraints;
        expect([c?.shared, ...(c?.deck ?? [])].sort()).toEqual([...'ABCDEFGHIJKL']);
      }
  });

  it('every one has the new characters of sticker B', () => {
    for (const id of [31, 32, 37])
      expect(MISSION_DEFS.find((m) => m.id === id)?.newCharacters).toEqual(STICKER_B);
  });

  it('a record fixes the deck order and replays to the same cards', () => {
    const replayed = replayRecord({
      format: 1,
      mission: 37,
      players: 3,
      seed: 'fixed',
      constraintDeck: ['L', 'K', 'J'],
      actions: [],
    });
    expect(replayed.ok && replayed.value.constraints?.shared).toBe('L');
    expect(replayed.ok && replayed.value.constraints?.deck.slice(0, 2)).toEqual(['K', 'J']);
    const bad = replayRecord({
      format: 1,
      mission: 37,
      players: 3,
      seed: 'fixed',
      constraintDeck: ['L', 'L'],
      actions: [],
    });
    expect(!bad.ok && bad.error.kind === 'setup' && bad.error.code).toBe('BAD_CONSTRAINT_CARDS');
  });
});
