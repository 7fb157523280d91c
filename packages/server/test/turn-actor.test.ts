/**
 * The seat that acts is not always the active one: in a mission with a designated cutter the
 * designee takes the turn's action. The room must ask that seat (its bot, its person).
 */
import { describe, expect, it } from 'vitest';
import { MISSION_IDS, missionById, ruleOf } from '@bomb-busters/engine';
import { firstGameOver, startedRoom, withServer } from './helpers.js';

describe('the designated cutter', () => {
  it('a table of bots plays the mission to the end', async () => {
    const mission = MISSION_IDS.find((id) => {
      const def = missionById(id);
      return def !== undefined && ruleOf(def, 'designatedCutter') !== undefined;
    });
    expect(mission).toBeDefined();
    await withServer({}, async ({ base }) => {
      const { id } = await startedRoom(base, ['expert', 'expert', 'expert'], mission);
      expect((await firstGameOver(base, id))[0]?.result).not.toBeNull();
    });
  }, 60_000);
});
