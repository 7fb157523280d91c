/**
 * The bots in missions 39 and 41: seeded games of both levels at 2-5 players end without an
 * illegal action or a hang and replay to the same end; in 41 the expert points at the wire the
 * solver finds likeliest to be a tripwire.
 */
import { describe, expect, it } from 'vitest';
import { replayRecord, viewFor, legalActions } from '@bomb-busters/engine';
import { makeBots, playGame } from '../src/index.js';
import { AnalysisCache } from '../src/cache.js';
import { bestTripwire } from '../src/tripwire.js';
import { finishSetup, start } from '../../engine/test/scenario.js';

const PLAYERS = [2, 3, 4, 5] as const;

describe.each([39, 41])('mission %i: seeded games of both levels', (mission) => {
  const cells = PLAYERS.flatMap((players) =>
    (['expert', 'cautious'] as const).map((level) => [players, level] as const),
  );
  it.each(cells)('%i players, %s: a legal game to its end that replays', (players, level) => {
    const seed = `box3-noble-${mission}-${players}`;
    // playGame throws on an illegal action and on a hang (no end within maxSteps actions).
    const game = playGame({ mission, players, seed }, makeBots(level, players), {
      maxSteps: 1000,
    });
    expect(['won', 'lost']).toContain(game.result);
    const replayed = replayRecord(game.record);
    if (!replayed.ok) throw new Error(`${seed}: ${JSON.stringify(replayed.error)}`);
    expect(replayed.value.status).toBe(game.result);
  });
});

describe('mission 41: the expert’s tripwire', () => {
  // A seeded deal: the solver reads a full table of 48 blue wires.
  const state = finishSetup(start({ mission: 41, players: 4, seed: 'latin-bot' }));

  it('points at the teammate wire the solver finds likeliest yellow', () => {
    const view = viewFor(state, 0);
    const legal = legalActions(state, 0);
    const analysis = new AnalysisCache().get(view);
    const best = bestTripwire(view, legal, analysis, 0.12, 1);
    const odds = legal.flatMap((a) =>
      a.type === 'tripwire' ? [analysis.pMatch(a.wire, ['yellow'])] : [],
    );
    expect(odds.length).toBeGreaterThan(0);
    expect(best?.p).toBeCloseTo(Math.max(...odds));
  });
});
