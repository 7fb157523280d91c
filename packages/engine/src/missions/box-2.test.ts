/**
 * Surprise box 2 (missions 20-30, those built so far): the setup of each mission at 2, 3, 4 and 5
 * players, as the snapshot of what the table shows (stand sizes, wire colours, markers, X wires,
 * equipment, characters, components), plus each card's setup facts checked outright (RULES.md
 * §6.2). The special rules have their scenarios beside their modules.
 */
import { describe, expect, it } from 'vitest';
import type { GameState, MissionId } from '../types.js';
import { colourOf } from '../wire.js';
import { MISSION_DEFS } from './defs.js';
import { setupGame, tableAtSetup, wiresOf } from './setup-table.js';
import { chatPolicyOf } from './modules/chat-policy.js';

const BOX_2 = MISSION_DEFS.filter((m) => typeof m.id === 'number' && m.id >= 20 && m.id <= 30);

const setup = (mission: MissionId, players: number, seed = `box-2-${players}`): GameState =>
  setupGame(mission, players, seed);
const count = wiresOf;
const table = tableAtSetup;

describe.each(BOX_2.map((m) => m.id))('mission %s', (mission) => {
  it.each([2, 3, 4, 5])('sets up at %i players', (players) => {
    expect(table(setup(mission, players))).toMatchSnapshot();
  });
});

describe('the cards of box 2', () => {
  it('20: two red and two yellow (2 of 3 red, 4 yellow with two players), no Walkie-Talkies', () => {
    for (const players of [2, 3, 4, 5]) {
      const state = setup(20, players);
      expect(count(state, 'red')).toBe(2);
      expect(count(state, 'yellow')).toBe(players === 2 ? 4 : 2);
      expect(state.markers.filter((m) => m.uncertain)).toHaveLength(players === 2 ? 3 : 0);
    }
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const state = setup(20, 5, seed);
      expect([...state.equipment.map((s) => s.card), ...state.equipmentPile]).not.toContain(2);
    }
  });

  it('20: every stand ends with its one X wire, the last dealt; the others are sorted', () => {
    for (const players of [2, 3, 4, 5])
      for (const stand of setup(20, players).hands.flat()) {
        expect(stand.filter((w) => w.x)).toHaveLength(1);
        expect(stand.at(-1)?.x).toBe(true);
        const sorted = stand.slice(0, -1).map((w) => w.printed);
        expect(sorted).toEqual(sorted.toSorted((a, b) => a - b));
      }
  });

  it('22 and 27: one red and four yellow at every count; 27 flips every character card', () => {
    for (const players of [2, 3, 4, 5])
      for (const mission of [22, 27]) {
        const state = setup(mission, players);
        expect([count(state, 'red'), count(state, 'yellow')]).toEqual([1, 4]);
        expect(state.characters.every((c) => c.used)).toBe(mission === 27);
      }
    // 22: the setup round puts tokens beside the stands; 27 (with two players, without the
    // Captain's) the usual ones.
    expect(setup(22, 3).pending?.kind).toBe('besideToken');
    expect(setup(27, 2).pending).toMatchObject({ kind: 'setupInfo', seat: 1 });
  });

  it('23: no equipment on the board, a deck of seven face down, a Number card face up', () => {
    for (const players of [2, 3, 4, 5]) {
      const state = setup(23, players);
      expect([state.equipment, state.equipmentDeck?.length]).toEqual([[], 7]);
      expect(state.together).toMatchObject({ done: false });
      expect(state.markers.filter((m) => m.uncertain)).toHaveLength(3);
    }
  });

  it('25: two red wires (three with two players), no yellow; no wire number may be said', () => {
    for (const players of [2, 3, 4, 5]) {
      const state = setup(25, players);
      expect([count(state, 'red'), count(state, 'yellow')]).toEqual([players === 2 ? 3 : 2, 0]);
      expect(state.markers.map((m) => [colourOf(m.printed), m.uncertain])).toEqual(
        Array(players === 2 ? 3 : 2).fill(['red', false]),
      );
      expect(chatPolicyOf(state)).toBe('noNumbers');
    }
    expect(chatPolicyOf(setup(24, 3))).toBe('free');
  });

  it('26: the twelve Number cards face up; never the X or Y Ray', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const state = setup(26, 5, seed);
      expect(state.numberPick?.up).toHaveLength(12);
      expect([...state.equipment.map((s) => s.card), ...state.equipmentPile]).not.toContain(10);
    }
  });

  it('21 and 24: no yellow wire (their tokens speak of numbers); 21 has its red 1 of 2', () => {
    expect(setup(21, 3).markers.map((m) => m.uncertain)).toEqual([true, true]);
    expect(count(setup(21, 2), 'red')).toBe(2);
    expect(count(setup(24, 3), 'red')).toBe(2);
    expect(count(setup(24, 2), 'red')).toBe(3);
    for (const mission of [21, 24]) expect(count(setup(mission, 4), 'yellow')).toBe(0);
  });

  it('28: the Captain’s character card is boxed, the others are ready; two red, four yellow', () => {
    for (const players of [2, 3, 4, 5]) {
      const state = setup(28, players);
      expect(state.characters[state.captain]).toEqual({
        card: 'captain',
        used: true,
        removed: true,
      });
      expect(state.characters.filter((c) => !c.used)).toHaveLength(players - 1);
      expect([count(state, 'red'), count(state, 'yellow')]).toEqual([players === 2 ? 3 : 2, 4]);
    }
  });

  it('29: two Number cards in each hand, three in the Captain’s right-hand neighbour’s, the rest the deck; three red; no Captain’s token with two players', () => {
    for (const players of [2, 3, 4, 5]) {
      const state = setup(29, players);
      const hands = state.numberHands?.hands ?? [];
      const right = (state.captain - 1 + players) % players;
      expect(hands.map((h) => h.length)).toEqual(hands.map((_, seat) => (seat === right ? 3 : 2)));
      const all = [...hands.flat(), ...(state.numberHands?.deck ?? [])];
      expect(all.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(count(state, 'red')).toBe(3);
      const tokens = state.queue.filter((t) => t.kind === 'setupInfo').map((t) => t.seat);
      const asked = state.pending?.kind === 'setupInfo' ? [state.pending.seat] : [];
      expect([...asked, ...tokens].includes(state.captain)).toBe(players !== 2);
    }
  });
});
