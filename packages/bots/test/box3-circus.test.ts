/**
 * The bots in mission 42: its timeline's table events come between the bots' actions at a slow
 * person's pace, so that every event is reached (the seats change, cut pairs come back, a ta-da
 * round, which the bots answer with "Ta-da!"); seeded games of both levels at 2-5 players end
 * without an illegal action or a hang and replay to the same end.
 */
import { describe, expect, it } from 'vitest';
import { replayRecord } from '@bomb-busters/engine';
import { makeBots, playGame } from '../src/index.js';

const PLAYERS = [2, 3, 4, 5] as const;

describe('mission 42: seeded games of both levels, every table event reached', () => {
  const seen = new Set<string>();
  const cells = PLAYERS.flatMap((players) =>
    (['expert', 'cautious'] as const).map((level) => [players, level] as const),
  );
  it.each(cells)('%i players, %s: a legal game to its end that replays', (players, level) => {
    const seed = `box3-circus-${players}`;
    // 25 s of play per action: the last events (about 880 s in) come within some 35 actions.
    const game = playGame({ mission: 42, players, seed }, makeBots(level, players), {
      maxSteps: 1000,
      pace: 25,
    });
    expect(['won', 'lost']).toContain(game.result);
    const replayed = replayRecord(game.record);
    if (!replayed.ok) throw new Error(`${seed}: ${JSON.stringify(replayed.error)}`);
    expect(replayed.value.status).toBe(game.result);
    for (const e of replayed.value.log) seen.add(e.type);
  });

  it('reached the seat changes, the restored pairs and a "Ta-da!" said by a bot', () => {
    for (const e of ['seatsChanged', 'pairRestored', 'cutSwapped', 'cutRemoved', 'taDa'])
      expect(seen).toContain(e);
  });
});
