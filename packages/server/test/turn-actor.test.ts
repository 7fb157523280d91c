/**
 * The seat that acts is not always the active one: in a mission with a designated cutter the
 * designee takes the turn's action. The room must ask that seat (its bot, its person).
 */
import { describe, expect, it } from 'vitest';
import { MISSION_IDS, missionById, ruleOf } from '@bomb-busters/engine';
import { GamesResponseSchema } from '@bomb-busters/protocol';
import { http, startedRoom, withServer } from './helpers.js';

describe('the designated cutter', () => {
  it('a table of bots plays the mission to the end', async () => {
    const mission = MISSION_IDS.find((id) => {
      const def = missionById(id);
      return def !== undefined && ruleOf(def, 'designatedCutter') !== undefined;
    });
    expect(mission).toBeDefined();
    await withServer({}, async ({ base }) => {
      const { id } = await startedRoom(base, ['expert', 'expert', 'expert'], mission);
      const games = async () =>
        GamesResponseSchema.parse((await http(base, 'GET', `/api/rooms/${id}/games`)).body).games;
      for (let i = 0; i < 300 && (await games())[0]?.result === null; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect((await games())[0]?.result).not.toBeNull();
    });
  }, 60_000);
});
