/**
 * The bots in missions 9 and 16 (the sequence card, rule sticker A's False Bottom): seeded games
 * at 2-5 players end without an illegal action or a hang and replay to the same end; the expert
 * reads the sequence card from its view only (the value it waits for, the values a cut leaves
 * closed, a hand left with nothing to play) and serves it.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  legalActions,
  replayRecord,
  viewFor,
  type Action,
  type GameEvent,
  type GameState,
  type SeatView,
  type WireRef,
} from '@bomb-busters/engine';
import { cautiousBot, expertBot, makeBots, playGame } from '../src/index.js';
import type { Analysis } from '../src/analysis.js';
import { closedAfter, pTeammateBlocked, sequenceValue } from '../src/sequence.js';
import { ready, wire, type Scenario } from '../../engine/test/scenario.js';

const PLAYERS = [2, 3, 4, 5] as const;
const GAMES = 3;

describe.each([9, 16] as const)('mission %i: seeded expert games', (mission) => {
  it.each(PLAYERS)('%i players: legal games to their end that replay', (players) => {
    const events = new Set<GameEvent['type']>();
    for (let i = 0; i < GAMES; i++) {
      const seed = `sequence-bots-${mission}-${players}-${i}`;
      // playGame throws on an illegal action (checked against the engine and the legal list)
      // and on a hang (no end within maxSteps actions).
      const game = playGame({ mission, players, seed }, makeBots('expert', players), {
        maxSteps: 1000,
      });
      expect(game.illegal).toBe(0);
      expect(['won', 'lost']).toContain(game.result);
      const replayed = replayRecord(game.record);
      if (!replayed.ok) throw new Error(`${seed}: ${JSON.stringify(replayed.error)}`);
      expect(replayed.value.status).toBe(game.result);
      expect(replayed.value.lossCause).toBe(game.lossCause);
      for (const e of replayed.value.log) events.add(e.type);
    }
    expect(events.has('sequenceMoved')).toBe(true);
  });
});

describe('False Bottom in play', () => {
  it.each(['expert', 'cautious'] as const)(
    '%s bots play through it going off (its cards are no actions)',
    (level) => {
      const game = playGame(
        {
          mission: 9,
          players: 4,
          seed: 'sequence-bots-false-bottom',
          equipment: ['falseBottom', 1, 8, 9],
        },
        makeBots(level, 4),
        { maxSteps: 1000 },
      );
      const replayed = replayRecord(game.record);
      if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
      const log = replayed.value.log;
      expect(game.record.equipment).toEqual(['falseBottom', 1, 8, 9]);
      const added = log.find((e) => e.type === 'equipmentAdded');
      expect(added).toMatchObject({ by: 'falseBottom' });
      expect(
        log.some((e) => e.type === 'equipmentUsed' && (e.card as unknown) === 'falseBottom'),
      ).toBe(false);
    },
  );
});

// ------------------------------------------------------------------ reading the card

/** Number cards 3, 5, 7: 3 is open, 5 opens after 3, 7 after 5. Seat 0 holds two stands. */
const scenario = (mission: 9 | 16, stands: number[][]): Scenario => ({
  mission,
  players: 3,
  captain: 0,
  seed: 'sequence-bots',
  stands,
  equipment: [],
  numberCards: [3, 5, 7],
});
const tokens = [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0)];

/** The bot's action for the seat to act; it must be legal. */
function decide(state: GameState, bot = expertBot()): Action {
  const seat = state.pending?.seat ?? state.activeSeat;
  const legal = legalActions(state, seat);
  const action = bot.act(viewFor(state, seat), legal);
  expect(applyAction(state, action).ok).toBe(true);
  return action;
}

describe('the sequence card from a seat view', () => {
  const hands = [
    [1, 3, 5],
    [7, 9],
    [3, 5, 7, 8],
    [3, 5, 7, 8, 9],
  ];
  const opening = ready(scenario(16, hands), tokens);

  it('names the value it waits for and what a cut leaves closed', () => {
    const view = viewFor(opening, 0);
    expect(sequenceValue(view)).toBe(3);
    expect([...closedAfter(view, 3, 2)]).toEqual([5, 7]);
    // Side B: the card moves on only once all four 3s are cut.
    expect([...closedAfter(view, 3, 4)]).toEqual([7]);
    expect([...closedAfter(view, 8, 2)]).toEqual([5, 7]);
    // No sequence card, nothing closed.
    const plain = createGame({ mission: 4, players: 3, seed: 'sequence-bots' });
    if (!plain.ok) throw new Error(plain.error.message);
    expect(sequenceValue(viewFor(plain.value, 0))).toBeNull();
    expect(closedAfter(viewFor(plain.value, 0), 3, 2).size).toBe(0);
  });

  it('weighs how likely a cut leaves the owner of the target nothing to play', () => {
    // Seat 1 holds 3, 5, 7, 8 (seat 0 sees none of them). Stand-in marginals: the wire at
    // index 1 is a 5 for sure, index 2 a 7 or an 8 (even odds), index 3 an 8.
    const marginals: Record<number, Record<string, number>> = {
      0: { '3': 1 },
      1: { '5': 1 },
      2: { '7': 0.5, '8': 0.5 },
      3: { '8': 1 },
    };
    const analysis = { probsAt: (ref: WireRef) => marginals[ref.index] ?? {} } as Analysis;
    // Side B: a pair of 3s leaves 5 and 7 closed. After its 3 and its 8 go, seat 1 is stuck
    // when index 2 is the 7.
    const sideB = viewFor(opening, 0);
    const p = (view: SeatView, index: number, value: number) =>
      pTeammateBlocked(view, analysis, wire(1, 0, index), value);
    expect(p(sideB, 0, 3)).toBe(0); // the 8 at index 3 stays
    const noEight: Record<number, Record<string, number>> = { ...marginals, 3: { '5': 1 } };
    const sparse = { probsAt: (ref: WireRef) => noEight[ref.index] ?? {} } as Analysis;
    expect(pTeammateBlocked(sideB, sparse, wire(1, 0, 0), 3)).toBeCloseTo(0.5, 12);
    // Side A: that pair moves the card on and opens 5: nobody is stuck.
    const sideA = viewFor(ready({ ...scenario(9, []), stands: hands }, tokens), 0);
    expect(pTeammateBlocked(sideA, sparse, wire(1, 0, 0), 3)).toBe(0);
    // No sequence card: no such risk.
    expect(p({ ...sideB, sequence: null }, 0, 3)).toBe(0);
  });
});

/**
 * A whole deal of mission 9 at 3 players (the solver needs every wire): copy k of each value on
 * stand k, a yellow 2.1 on seat 1, a yellow 6.1 on seat 2, the red 10.5 on seat 0's second stand.
 */
const FULL = (() => {
  const stands = [0, 1, 2, 3].map((k) => {
    const extra = [[], [10.5], [2.1], [6.1]][k] as number[];
    return [...Array.from({ length: 12 }, (_, i) => i + 1), ...extra].sort((a, b) => a - b);
  });
  return scenario(9, stands);
})();
const at = (stand: number, printed: number) => FULL.stands![stand]!.indexOf(printed);

describe('the expert serves the sequence card', () => {
  // Setup tokens: seat 1 shows its 3, seat 2 its 9. Seat 0 holds both values: two certain cuts,
  // and only the 3 moves the sequence card on (and opens 5).
  const state = ready(FULL, [wire(0, 0, 0), wire(1, 0, at(2, 3)), wire(2, 0, at(3, 9))]);

  it('among certain cuts, cuts the value the card waits for', () => {
    for (let version = 0; version < 6; version++) {
      // Several tie-break salts (the view's version): the choice does not rest on the draw.
      const view = { ...viewFor(state, 0), version };
      const action = expertBot().act(view, legalActions(state, 0));
      expect(action).toMatchObject({ type: 'dualCut', value: 3, target: wire(1, 0, at(2, 3)) });
    }
  });

  it('both levels pick legal actions, never a closed value', () => {
    for (const bot of [expertBot(), cautiousBot()]) {
      const action = decide(state, bot);
      if (action.type === 'dualCut' || action.type === 'soloCut')
        expect([5, 7]).not.toContain(action.value);
    }
  });
});
