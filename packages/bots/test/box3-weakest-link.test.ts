/**
 * Mission 34 at a table of bots: a seat accuses only when the cuts a teammate announced make one
 * teammate and card likely enough (never blindly, never when a wrong guess explodes the bomb),
 * and seeded games end without an illegal action.
 */
import { describe, expect, it } from 'vitest';
import {
  legalActions,
  viewFor,
  type Action,
  type GameEvent,
  type GameState,
} from '@bomb-busters/engine';
import { finishSetup, start } from '../../engine/test/scenario.js';
import { accusationOdds, ACCUSE_AT } from '../src/constraints.js';
import { makeBot, makeBots, playGame } from '../src/index.js';

// Seat 3 holds the Captain card and D (7-12); the Captain, seat 0, holds C.
const table = (): GameState =>
  finishSetup(
    start({
      mission: 34,
      players: 4,
      captain: 0,
      seed: 'bots-34',
      stands: [
        [1, 2, 4, 7, 11, 11],
        [1, 3, 4, 8, 12, 9.5],
        [2, 3, 5, 6, 9, 10],
        [7, 8, 9, 10, 12],
      ],
      equipment: [4, 2, 3, 5],
      secretDeal: { captainCard: 3, constraints: ['C', 'A', 'B', 'D'] },
    }),
  );

/** Seat 3 announced these values in dual cuts before seat 0's turn (the view's log, as the bot sees it). */
const afterCuts = (state: GameState, seat: number, values: readonly number[]) => {
  const view = viewFor(state, 0);
  const cuts: GameEvent[] = values.map((value) => ({
    type: 'dualCut',
    seat,
    value,
    targets: [],
    detector: null,
    success: true,
  }));
  return { ...view, log: [...view.log, ...cuts] };
};

const accusations = (state: GameState) =>
  legalActions(state, 0).filter(
    (a): a is Extract<Action, { type: 'accuse' }> => a.type === 'accuse',
  );

describe('mission 34: the bots accuse', () => {
  it('never blindly: with no cut announced, no pair is likely enough', () => {
    const state = table();
    const odds = accusationOdds(viewFor(state, 0), accusations(state));
    // Three teammates, four cards each (not the seat's own C).
    expect(Math.max(...odds.values())).toBeCloseTo(1 / 12);
    for (const level of ['expert', 'cautious'] as const)
      expect(makeBot(level).act(viewFor(state, 0), legalActions(state, 0)).type).not.toBe('accuse');
  });

  it('the likeliest pair once the cuts fit one card only', () => {
    const state = table();
    // 7, 10, 12, 11 and 8: only D allows them all (A even, B odd, E 4-9).
    const view = afterCuts(state, 3, [7, 10, 12, 11, 8]);
    const odds = accusationOdds(view, accusations(state));
    const [top, p] = [...odds.entries()].sort((a, b) => b[1] - a[1])[0]!;
    expect(top).toEqual({ type: 'accuse', seat: 0, accused: 3, card: 'D' });
    expect(p).toBeGreaterThanOrEqual(ACCUSE_AT);
    for (const level of ['expert', 'cautious'] as const)
      expect(makeBot(level).act(view, legalActions(state, 0))).toEqual(top);
    // One cut fewer leaves D at two chances in three: not yet sure enough.
    const earlier = afterCuts(state, 3, [7, 10, 12, 11]);
    expect(Math.max(...accusationOdds(earlier, accusations(state)).values())).toBeCloseTo(2 / 3);
    expect(makeBot('expert').act(earlier, legalActions(state, 0)).type).not.toBe('accuse');
    // Not when a wrong guess would set the bomb off.
    const edge = { ...view, dial: { ...view.dial, stepsToSkull: 1 } };
    expect(makeBot('expert').act(edge, legalActions(state, 0)).type).not.toBe('accuse');
  });

  it('a cut the card forbids, an accusation made, or a wrong one rules a pair out', () => {
    const state = table();
    const offered = accusations(state);
    const view = afterCuts(state, 3, [7, 10, 12, 11, 4]);
    expect(
      accusationOdds(view, offered).get(offered.find((a) => a.accused === 3 && a.card === 'D')!),
    ).toBe(0);
    const accused: GameEvent = { type: 'accused', seat: 3, accused: 1, card: 'A', right: false };
    const after = { ...afterCuts(state, 3, [7, 10, 12, 11]), log: [...view.log, accused] };
    const odds = accusationOdds(after, offered);
    expect(offered.filter((a) => a.accused === 3).every((a) => odds.get(a) === 0)).toBe(true);
    expect(odds.get(offered.find((a) => a.accused === 1 && a.card === 'A')!)).toBe(0);
  });

  it('seeded games end without an illegal action', () => {
    for (const players of [3, 5]) {
      const result = playGame(
        { mission: 34, players, seed: `bots-34-${players}` },
        makeBots('expert', players),
      );
      expect(['won', 'lost']).toContain(result.result);
      expect(result.illegal).toBe(0);
    }
  });
});
