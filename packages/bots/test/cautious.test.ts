/**
 * The cautious bot's rule: certain cuts first, never a wire that may be red while another can't be
 * that may succeed, and never a cut that cannot succeed while one can.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  legalActions,
  viewFor,
  type Action,
  type GameState,
  type SeatView,
} from '@bomb-busters/engine';
import { Analysis, cautiousBot, playGame, type Bot } from '../src/index.js';
import { CERTAIN } from '../src/analysis.js';
import { isSimpleCut } from '../src/moves.js';
import { act, wire } from '../../engine/test/scenario.js';

/**
 * Mission 3, four players: the red 7.5 sits on seat 3's stand; every seat put its setup token on
 * its seventh wire. Seat 0 has no solo and no certain cut; its likeliest cut (a 10 on seat 1's
 * last wire) may be red, and every cut with no red risk is much less likely to succeed.
 */
function constructed(tokens: readonly number[] = [6, 6, 6, 6]): GameState {
  const created = createGame({
    mission: 3,
    players: 4,
    stands: [
      [2, 2, 3, 4, 4, 8, 8, 9, 9, 9, 10],
      [2, 2, 4, 5, 6, 6, 7, 8, 9, 10],
      [1, 1, 1, 4, 5, 5, 6, 7, 10, 10],
      [1, 3, 3, 3, 5, 6, 7, 7, 7.5, 8],
    ],
    equipment: [],
  });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  for (const seat of [0, 1, 2, 3])
    s = act(s, { type: 'info', seat, wire: wire(seat, 0, tokens[seat]!) });
  return s;
}

interface Rated {
  action: Action;
  pS: number;
  pRed: number;
}

function rate(view: SeatView, legal: readonly Action[]): Rated[] {
  const analysis = new Analysis(view);
  return legal.filter(isSimpleCut).map((action) => ({
    action,
    pS: analysis.pMatch(action.target, [action.value as number]),
    pRed: analysis.pRed(action.target),
  }));
}

describe('cautious bot', () => {
  it('points at a wire with zero red probability although a riskier cut is likelier to succeed', () => {
    const state = constructed();
    expect(state.status).toBe('playing');
    const view = viewFor(state, 0);
    const legal = legalActions(state, 0);
    const rated = rate(view, legal);
    const chosen = cautiousBot().act(view, legal);
    const mine = rated.find((r) => JSON.stringify(r.action) === JSON.stringify(chosen));
    if (!mine) throw new Error(`not a plain dual cut: ${JSON.stringify(chosen)}`);
    // The position makes the rule matter: the likeliest cut overall may hit the red wire.
    const likeliest = Math.max(...rated.map((r) => r.pS));
    expect(likeliest).toBeLessThan(CERTAIN);
    expect(rated.find((r) => r.pS === likeliest)?.pRed).toBeGreaterThan(0);
    expect(mine.pS).toBeLessThan(likeliest);
    // The bot's choice: no red risk, and the best success among such cuts.
    expect(mine.pRed).toBe(0);
    const safest = Math.max(...rated.filter((r) => r.pRed === 0).map((r) => r.pS));
    expect(mine.pS).toBeCloseTo(safest, 12);
  });

  it('takes a certain cut when there is one', () => {
    // Seat 1 puts its setup token on its first wire, a 2: seat 0 holds 2s.
    const state = constructed([6, 0, 6, 6]);
    const view = viewFor(state, 0);
    const legal = legalActions(state, 0);
    const certain = rate(view, legal).filter((r) => r.pS >= CERTAIN);
    expect(certain.length).toBeGreaterThan(0);
    expect(certain.length).toBeLessThan(legal.filter(isSimpleCut).length);
    const chosen = cautiousBot().act(view, legal);
    expect(certain.map((r) => JSON.stringify(r.action))).toContain(JSON.stringify(chosen));
    expect(applyAction(state, chosen).ok).toBe(true);
  });

  it('keeps to its rule at every turn of whole games with red wires and constraint cards', () => {
    let decisions = 0;
    let hopelessAvoided = 0;
    const checked = (): Bot => {
      const inner = cautiousBot();
      return {
        name: 'checked-cautious',
        act(view, legal) {
          const action = inner.act(view, legal);
          if (view.pending === null && legal.some(isSimpleCut) && action.type !== 'soloCut') {
            const rated = rate(view, legal);
            const mine = rated.find((r) => JSON.stringify(r.action) === JSON.stringify(action));
            if (!mine) throw new Error(`not a plain cut: ${JSON.stringify(action)}`);
            const certain = rated.some((r) => r.pS >= CERTAIN);
            if (certain) expect(mine.pS).toBeGreaterThanOrEqual(CERTAIN);
            // A cut that cannot succeed only when none can.
            const hopeful = rated.filter((r) => r.pS > 0);
            if (hopeful.length > 0) expect(mine.pS).toBeGreaterThan(0);
            if (hopeful.some((r) => r.pRed === 0)) expect(mine.pRed).toBe(0);
            // Under a constraint card, the only cuts without red risk are often hopeless ones.
            else if (rated.some((r) => r.pRed === 0) && hopeful.length > 0) hopelessAvoided++;
            decisions++;
          }
          return action;
        },
      };
    };
    for (const [mission, players] of [
      [7, 4],
      [8, 3],
      [3, 5],
      [31, 4],
      [32, 3],
      [37, 4],
    ] as const) {
      playGame(
        { mission, players, seed: `cautious-rule-${mission}` },
        Array.from({ length: players }, checked),
      );
    }
    expect(decisions).toBeGreaterThan(30);
    expect(hopelessAvoided).toBeGreaterThan(0);
  });
});
