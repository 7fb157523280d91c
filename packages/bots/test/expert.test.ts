/** The expert answers every kind of pending choice, and uses its cards. */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  legalActions,
  viewFor,
  type Action,
  type GameState,
  type PendingKind,
} from '@bomb-busters/engine';
import { cautiousBot, expertBot, makeBots, playGame } from '../src/index.js';
import { revealGains } from '../src/info.js';
import { act, wire } from '../../engine/test/scenario.js';
import { cutPairOf, ready } from '../../engine/test/equipment-helpers.js';
import { ready as readyMission } from '../../engine/test/new-missions-helpers.js';

/** The bot's answer for the seat that must decide; it must be legal and answer that choice. */
function answer(state: GameState, kind: PendingKind, bot = expertBot()): Action {
  const pending = state.pending;
  expect(pending?.kind).toBe(kind);
  const seat = pending!.seat;
  const legal = legalActions(state, seat);
  const action = bot.act(viewFor(state, seat), legal);
  expect(legal.map((a) => JSON.stringify(a))).toContain(JSON.stringify(action));
  expect(applyAction(state, action).ok).toBe(true);
  return action;
}

const created = (setup: Parameters<typeof createGame>[0]): GameState => {
  const result = createGame(setup);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('expert bot: pending choices', () => {
  it('setupInfo: the token goes on the wire that tells teammates most', () => {
    const state = created({ mission: 8, players: 4, seed: 'expert-setup' });
    const action = answer(state, 'setupInfo');
    if (action.type !== 'info') throw new Error(action.type);
    const options = state.pending!.options as readonly {
      seat: number;
      stand: number;
      index: number;
    }[];
    const gains = revealGains(viewFor(state, 0), options);
    expect(gains.some((g) => g !== gains[0])).toBe(true);
    const chosen = options.findIndex((o) => o.index === action.wire.index);
    expect(gains[chosen]).toBeCloseTo(Math.max(...gains), 6);
  });

  // Mission 4 deal; setup tokens on each leftmost blue wire (seat 1: its first 3).
  const dealt = ready([
    [3, 5, 9, 12],
    [3, 3, 3, 7, 11],
    [1, 2, 4],
    [4, 6, 8],
  ]);

  it('detectorCut: the owner cuts one of the matching wires', () => {
    const asked = act(dealt, {
      type: 'dualCut',
      seat: 0,
      value: 3,
      detector: 'double',
      targets: [wire(1, 0, 1), wire(1, 0, 2)],
    });
    const action = answer(asked, 'detectorCut');
    expect(action.type).toBe('choose');
  });

  it('detectorToken: the owner marks one of the pointed wires', () => {
    const asked = act(dealt, {
      type: 'dualCut',
      seat: 0,
      value: 5,
      detector: 'double',
      targets: [wire(1, 0, 1), wire(1, 0, 3)],
    });
    const action = answer(asked, 'detectorToken');
    expect(action.type).toBe('choose');
  });

  it('walkieTalkie: the partner gives one of its wires, never a red one when it can avoid it', () => {
    const state = cutPairOf(
      ready(
        [
          [1, 2, 3.5, 9],
          [2, 6, 11],
          [2, 4, 8, 12],
          [2, 7, 10],
        ],
        { equipment: [2] },
      ),
      2,
    );
    const asked = act(state, {
      type: 'equipment',
      seat: 3,
      card: 2,
      wire: wire(3, 0, 0),
      teammate: 0,
    });
    const action = answer(asked, 'walkieTalkie');
    if (action.type !== 'choose') throw new Error(action.type);
    expect(action.wire).not.toEqual(wire(0, 0, 2)); // the red 3.5
  });

  it('checkCell (Balancing on the Wire): never the cell whose line would explode the bomb', () => {
    // Three players (seat 0 has two stands). Seat 0 cuts the 8s and checks cell 11 (line 6|8);
    // then seat 1 cuts the 6s: cell 10 would complete 6|8 (-1) at the start notch and explode.
    const { state } = readyMission({
      mission: 'new-1',
      players: 3,
      captain: 0,
      stands: [[1, 6, 8], [2], [6, 8, 12], [3]],
      equipment: [],
    });
    let s = act(state, { type: 'dualCut', seat: 0, value: 8, target: wire(1, 0, 1) });
    s = act(s, { type: 'checkCell', seat: 0, cell: 11 });
    s = act(s, { type: 'dualCut', seat: 1, value: 6, target: wire(0, 0, 1) });
    expect(s.pending).toEqual({ kind: 'checkCell', seat: 1, options: [10, 25] });
    expect(s.dial.stepsToSkull).toBe(s.dial.start);
    for (const bot of [expertBot(), cautiousBot()])
      expect(answer(s, 'checkCell', bot)).toEqual({ type: 'checkCell', seat: 1, cell: 25 });
  });

  it('drawLine (Dangerous Liaisons): links a cartouche', () => {
    let s = created({ mission: 'new-3', players: 3, seed: 'expert-lines' });
    while (s.pending?.kind === 'setupInfo') {
      const seat = s.pending.seat;
      s = act(s, expertBot().act(viewFor(s, seat), legalActions(s, seat)));
    }
    const action = answer(s, 'drawLine');
    expect(action.type).toBe('drawLine');
  });
});

describe('expert bot: turns', () => {
  it('uses its Double Detector and equipment in mission 8, revealing a chosen own wire', () => {
    let detectors = 0;
    let cards = 0;
    let owns = 0;
    for (const seed of ['expert-cards-1', 'expert-cards-2', 'expert-cards-3']) {
      const game = playGame({ mission: 8, players: 4, seed }, makeBots('expert', 4));
      for (const a of game.record.actions) {
        if (a.type === 'dualCut' && a.detector !== undefined) detectors++;
        if (a.type === 'equipment') cards++;
        if (a.type === 'dualCut' && a.own !== undefined) owns++;
      }
    }
    expect(detectors).toBeGreaterThan(0);
    expect(cards).toBeGreaterThan(0);
    expect(owns).toBeGreaterThan(0);
  });

  it('is deterministic: the same seed gives the same game', () => {
    const play = () =>
      playGame({ mission: 6, players: 3, seed: 'expert-same' }, makeBots('expert', 3));
    expect(play().record).toEqual(play().record);
  });
});
