/**
 * Rule sticker B at a table of bots: each non-Captain seat takes a new character in the bots'
 * order among those the mission allows, a person's choice kept; seeded expert games on a
 * variant of a base mission with every new character end without an illegal action, use the
 * personal equipment through the legal menu, and replay to the same end.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  missionById,
  STICKER_B,
  type GameState,
  type MissionDef,
} from '@bomb-busters/engine';
import { botCharacters, BOT_CHARACTER_ORDER, makeBots, playGame } from '../src/index.js';

describe('botCharacters', () => {
  it('gives the bots’ order from the Captain’s left, one copy each, none to the Captain', () => {
    expect(botCharacters(STICKER_B, 5, 2)).toEqual([
      'generalRadar',
      'walkieTalkies',
      null,
      'tripleDetector',
      'xOrYRay',
    ]);
    expect(botCharacters(STICKER_B, 3, 0)).toEqual([null, 'tripleDetector', 'xOrYRay']);
  });

  it('takes only the cards the mission allows, and keeps a person’s choice', () => {
    const noRay = BOT_CHARACTER_ORDER.filter((c) => c !== 'xOrYRay');
    expect(botCharacters(noRay, 4, 0, [undefined, 'tripleDetector', undefined, null])).toEqual([
      null,
      'tripleDetector',
      'generalRadar',
      null,
    ]);
    expect(botCharacters([], 4, 1)).toEqual([null, null, null, null]);
  });
});

describe('bots with the new characters', () => {
  const mission: MissionDef = { ...(missionById(8) as MissionDef), newCharacters: STICKER_B };

  it.each([2, 3, 4, 5])('play %i-player games to the end, using personal equipment', (players) => {
    let personal = 0;
    for (const seed of ['a', 'b', 'c', 'd']) {
      const game = playGame({ mission: 8, players, seed }, makeBots('expert', players), {
        mission,
      });
      expect(game.record.characters?.filter((c) => c !== null)).toHaveLength(
        Math.min(players - 1, 4),
      );
      // The record replays to the same end through the same mission data.
      const created = createGame(game.record, mission);
      if (!created.ok) throw new Error(created.error.message);
      const end = game.record.actions.reduce<GameState>((state, action) => {
        const applied = applyAction(state, action);
        if (!applied.ok) throw new Error(applied.error.code);
        return applied.value.state;
      }, created.value);
      expect(end.status).toBe(game.result);
      personal += end.log.filter((e) => e.type === 'characterUsed' && e.card).length;
    }
    expect(personal).toBeGreaterThan(0);
  });
});
