/**
 * Surprise box 3, missions 39 and 41: the setup at 2, 3, 4 and 5 players as the snapshot of what
 * the table shows (the shared table of setup-table.ts, with the Number deck and the yellow wires
 * of each seat), plus each card's setup facts checked outright (RULES.md §6.2). The special rules
 * have their scenarios beside their modules (equipment-deck.test.ts, tripwires.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../setup.js';
import type { GameState, MissionId } from '../types.js';
import { colourOf } from '../wire.js';
import { missionById } from './catalog.js';
import { STICKER_B } from './defs.js';
import { setupGame, tableAtSetup, wiresOf } from './setup-table.js';

const setup = (mission: MissionId, players: number, seed = `box-3-${players}`): GameState =>
  setupGame(mission, players, seed);

const yellowsPerSeat = (state: GameState): number[] =>
  state.hands.map((stands) => stands.flat().filter((w) => colourOf(w.printed) === 'yellow').length);

const table = (state: GameState) => ({
  ...tableAtSetup(state),
  numberDeck: state.numberDeck.length,
  yellowsPerSeat: yellowsPerSeat(state),
});

describe.each([39, 41])('mission %s', (mission) => {
  it.each([2, 3, 4, 5])('sets up at %i players', (players) => {
    expect(table(setup(mission, players))).toMatchSnapshot();
  });

  it('takes the new characters of rule sticker B', () => {
    expect(missionById(mission)?.newCharacters).toEqual(STICKER_B);
  });
});

describe('the cards of missions 39 and 41', () => {
  it('39: 2 of 3 red (3 with two players) and 4 yellow, no equipment, a noble Number card and a deck of 8', () => {
    for (const players of [2, 3, 4, 5]) {
      const state = setup(39, players);
      expect([wiresOf(state, 'red'), wiresOf(state, 'yellow')]).toEqual([players === 2 ? 3 : 2, 4]);
      expect(state.equipment).toEqual([]);
      expect(state.equipmentPile).toEqual([]);
      expect(state.together?.done).toBe(false);
      expect(state.numberDeck).toHaveLength(8);
      expect(state.numberDeck).not.toContain(state.together?.number);
      expect(state.dial.stepsToSkull).toBe(players);
    }
  });

  it('39 and 41: setup tokens are drawn at random (a record may fix them)', () => {
    for (const mission of [39, 41]) {
      const fixed = createGame({ mission, players: 3, seed: 's', setupTokens: [5, 5, 7] });
      expect(fixed.ok).toBe(true);
      const tooMany = createGame({ mission, players: 3, seed: 's', setupTokens: [5, 5, 5] });
      expect(tooMany.ok ? 'ok' : tooMany.error.code).toBe('BAD_SETUP_TOKENS');
    }
  });

  it('41: one yellow tripwire per seat (none for the Captain with five), 1 of 3 red (2 of 3 with two)', () => {
    for (const players of [2, 3, 4, 5])
      for (const seed of ['a', 'b', 'c']) {
        const state = setup(41, players, seed);
        const expected = state.hands.map((_, seat) =>
          players === 5 && seat === state.captain ? 0 : 1,
        );
        expect(yellowsPerSeat(state)).toEqual(expected);
        expect(wiresOf(state, 'red')).toBe(players === 2 ? 2 : 1);
        expect(state.markers.filter((m) => colourOf(m.printed) === 'yellow')).toHaveLength(
          Math.min(players, 4),
        );
      }
  });

  it('41: the dial starts next to the skull; False Bottom is not in the pile', () => {
    for (const players of [2, 3, 4, 5])
      for (const seed of ['a', 'b', 'c', 'd']) {
        const state = setup(41, players, seed);
        expect(state.dial).toEqual({ stepsToSkull: 1, start: 1, max: 5 });
        expect([...state.equipment.map((s) => s.card), ...state.equipmentPile]).not.toContain(
          'falseBottom',
        );
      }
  });

  it('41: a record deals the tripwires one per seat, or is refused', () => {
    const deal = (stands: number[][]) => createGame({ mission: 41, players: 4, seed: 's', stands });
    expect(
      deal([
        [1, 2, 3, 4.1],
        [1, 2, 5.1],
        [3, 6, 7.1],
        [8, 9, 10.1],
      ]).ok,
    ).toBe(true);
    const refused = deal([
      [1, 2, 3, 4.1],
      [1, 2, 5.1, 7.1],
      [3, 6],
      [8, 9, 10.1],
    ]);
    expect(refused.ok ? 'ok' : refused.error.code).toBe('BAD_STANDS');
  });
});
