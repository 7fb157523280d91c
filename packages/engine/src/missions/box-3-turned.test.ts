/**
 * Surprise box 3, mission 38 (RULES.md §6.2 row 38): what the table looks like once the wires are
 * dealt, at 2 to 5 players; its rules are in `modules/turned-wires.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { missionById } from './catalog.js';
import { setupGame, tableAtSetup } from './setup-table.js';
import type { GameState } from '../types.js';

/** The setup table, and where the turned wire lies: seat, stand and place from the left. */
const table = (state: GameState) => ({
  ...tableAtSetup(state),
  turned: state.hands.flatMap((stands, seat) =>
    stands.flatMap((s, stand) => s.flatMap((w, i) => (w.turned ? [`${seat}/${stand}/${i}`] : []))),
  ),
});

describe('mission 38 at setup', () => {
  it('carries sticker B: every new character card', () => {
    expect(missionById(38)?.newCharacters).toEqual([
      'generalRadar',
      'walkieTalkies',
      'tripleDetector',
      'xOrYRay',
    ]);
  });

  for (const players of [2, 3, 4, 5])
    it(`${players} players: the Captain's turned wire at the far right of their last stand`, () => {
      const state = setupGame(38, players, `box-3-38-${players}`);
      const shown = table(state);
      const last = (state.hands[state.captain]?.length ?? 1) - 1;
      const size = state.hands[state.captain]?.[last]?.length ?? 0;
      expect(shown.turned).toEqual([`${state.captain}/${last}/${size - 1}`]);
      expect(shown).toMatchSnapshot();
    });
});
