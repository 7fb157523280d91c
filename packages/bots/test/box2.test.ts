/**
 * The bots in missions 20, 21, 24 and 28 (box 2): seeded games of both levels at 2-5 players end
 * without an illegal action or a hang and replay to the same end; the new facts and choices are
 * read from the view only: X wires (20: out of the detectors' and the Stabilizer's reach), even/odd
 * tokens (21) and count tokens (24, with the second x2 of a value held four times), and Captain
 * Careless (28), whose failed dual cut explodes and who uses no equipment.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  legalActions,
  replayRecord,
  viewFor,
  type Action,
  type DualCutAction,
  type GameSetup,
  type GameState,
  type WireRef,
} from '@bomb-busters/engine';
import { cautiousBot, expertBot, makeBots, playGame } from '../src/index.js';
import { stabilized } from '../src/expert.js';
import { revealGains, tokenGains } from '../src/info.js';
import { failedCutLoses, oddsOf } from '../src/moves.js';
import { start } from '../../engine/test/scenario.js';

const PLAYERS = [2, 3, 4, 5] as const;
const MISSIONS = [20, 21, 24, 28] as const;

/** Every setup choice answered with its first legal option (count pairs included). */
function setUp(setup: GameSetup): GameState {
  let state = start(setup);
  while (state.status === 'setup' && state.pending)
    state = applyOk(state, legalActions(state, state.pending.seat)[0]!);
  return state;
}

function applyOk(state: GameState, action: Action): GameState {
  const applied = applyAction(state, action);
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.value.state;
}

const isX = (state: GameState, ref: WireRef): boolean =>
  state.hands[ref.seat]?.[ref.stand]?.[ref.index]?.x === true;

describe.each(MISSIONS)('mission %i: seeded games of both levels', (mission) => {
  const events = new Set<string>();
  const cells = PLAYERS.flatMap((players) =>
    (['expert', 'cautious'] as const).map((level) => [players, level] as const),
  );
  it.each(cells)('%i players, %s: a legal game to its end that replays', (players, level) => {
    const seed = `box2-bots-${mission}-${players}`;
    // playGame throws on an illegal action and on a hang (no end within maxSteps actions).
    const game = playGame({ mission, players, seed }, makeBots(level, players), {
      maxSteps: 1000,
    });
    expect(['won', 'lost']).toContain(game.result);
    const replayed = replayRecord(game.record);
    if (!replayed.ok) throw new Error(`${seed}: ${JSON.stringify(replayed.error)}`);
    expect(replayed.value.status).toBe(game.result);
    expect(replayed.value.lossCause).toBe(game.lossCause);
    const { captain } = replayed.value;
    for (const e of replayed.value.log) {
      if (e.type === 'infoPlaced') events.add(`info:${e.info.kind}`);
      if (e.type === 'pending') events.add(`pending:${e.kind}`);
      if (e.type === 'equipmentUsed' && e.seat === captain) events.add('captainEquipment');
      if (e.type === 'characterUsed' && e.seat === captain) events.add('captainDetector');
      if (e.type === 'charactersRefreshed' && e.seats.includes(captain))
        events.add('captainRefreshed');
      // Equipment never points at an X wire: a detector or two values.
      if (e.type === 'dualCut' && (e.detector !== null || typeof e.value === 'object'))
        if (e.targets.some((ref) => isX(replayed.value, ref))) events.add('equipmentAtX');
    }
  });
  const shown = {
    20: { seen: [], never: ['equipmentAtX'] },
    21: { seen: ['info:parity'], never: ['info:value'] },
    24: { seen: ['info:count'], never: ['info:value'] },
    28: { seen: [], never: ['captainEquipment', 'captainDetector', 'captainRefreshed'] },
  }[mission];
  it(`shows ${JSON.stringify(shown.seen)} and never ${JSON.stringify(shown.never)}`, () => {
    for (const e of shown.seen) expect(events).toContain(e);
    for (const e of shown.never) expect(events).not.toContain(e);
  });
});

describe('mission 20: X wires', () => {
  const state = setUp({ mission: 20, players: 3, captain: 0, seed: 'x-radar-0' });

  it('the Stabilizer covers no cut at an X wire', () => {
    const stable: GameState = { ...state, turn: { ...state.turn, stabilized: true } };
    const view = viewFor(stable, 0);
    const stand = stable.hands[1]![0]!;
    const cut = (index: number): DualCutAction => ({
      type: 'dualCut',
      seat: 0,
      value: 4,
      target: { seat: 1, stand: 0, index },
    });
    expect(stabilized(view, cut(0))).toBe(true);
    expect(stabilized(view, cut(stand.length - 1))).toBe(false);
    expect(stabilized(viewFor(state, 0), cut(0))).toBe(false);
  });
});

describe('missions 21 and 24: even/odd and count tokens', () => {
  it('an even/odd token tells teammates less than the value would', () => {
    const state = setUp({ mission: 21, players: 3, captain: 0, seed: 'box2-parity' });
    const view = viewFor(state, 1);
    // Its blue wires without a token (the setup token already told its parity).
    const refs = state.hands[1]![0]!.flatMap((w, index) =>
      w.info === null && Number.isInteger(w.printed) ? [{ seat: 1, stand: 0, index }] : [],
    );
    expect(refs.length).toBeGreaterThan(5);
    const parity = tokenGains(view, refs);
    const value = revealGains(view, refs);
    parity.forEach((g, i) => {
      expect(g).toBeGreaterThan(0);
      expect(g).toBeLessThan(value[i]! + 1e-9);
    });
  });

  it('both levels put the second x2 on the wire of the value farthest from the first', () => {
    // Seat 2 marks a value it holds four times: the second x2 is its to place.
    let state = start({ mission: 24, players: 4, captain: 0, seed: 'count-0' });
    while (state.pending?.kind !== 'countPair')
      state = applyOk(state, legalActions(state, state.pending!.seat)[0]!);
    const seat = state.pending.seat;
    const first = state.log.findLast((e) => e.type === 'infoPlaced');
    if (first?.type !== 'infoPlaced') throw new Error('no first x2');
    const options = state.pending.options;
    const far = Math.max(...options.map((o) => Math.abs(o.index - first.wire.index)));
    for (const bot of [expertBot(), cautiousBot()]) {
      const answer = bot.act(viewFor(state, seat), legalActions(state, seat));
      expect(answer.type).toBe('choose');
      if (answer.type === 'choose')
        expect(Math.abs(answer.wire.index - first.wire.index)).toBe(far);
    }
  });
});

describe('mission 28: Captain Careless', () => {
  const state = setUp({ mission: 28, players: 4, seed: 'box2-careless' });
  const captain = state.captain;
  const other = (captain + 1) % 4;

  it('his failed dual cut counts as an explosion; teammates are unaffected', () => {
    expect(failedCutLoses(viewFor(state, captain))).toBe(true);
    expect(failedCutLoses(viewFor(state, other))).toBe(false);
    expect(oddsOf(viewFor(state, captain), 0.7, 0.1, [5])).toMatchObject({
      pBoom: expect.closeTo(0.3, 12) as number,
      pFail: 0,
    });
  });

  it('he is offered no equipment and no Double Detector, and both levels act legally', () => {
    const withCards: GameState = {
      ...state,
      equipment: state.equipment.map((slot) => ({ ...slot, state: 'available' as const })),
    };
    const legal = legalActions(withCards, captain);
    expect(legal.some((a) => a.type === 'equipment')).toBe(false);
    expect(legal.some((a) => a.type === 'dualCut' && a.detector !== undefined)).toBe(false);
    for (const bot of [expertBot(), cautiousBot()]) {
      const action = bot.act(viewFor(withCards, captain), legal);
      expect(legal).toContainEqual(expect.objectContaining({ type: action.type }) as Action);
    }
    // Nobody's Emergency Batteries name his boxed card.
    for (let seat = 0; seat < 4; seat++)
      for (const a of legalActions(withCards, seat))
        if (a.type === 'equipment' && a.card === 7) expect(a.seats).not.toContain(captain);
  });
});
