/**
 * The bots in missions 20-30 (box 2): seeded games of both levels at 2-5 players end
 * without an illegal action or a hang and replay to the same end; the new facts and choices are
 * read from the view only: X wires (20: out of the detectors' and the Stabilizer's reach), even/odd
 * tokens (21) and count tokens (24, with the second x2 of a value held four times), Captain
 * Careless (28), whose failed dual cut explodes and who uses no equipment, tokens beside the stand,
 * given, drafted and placed (22, 27), the Number card's four wires cut together and the deck of
 * equipment (23), the Number card picked or the turn skipped (26), the Number card laid face
 * down for the active seat and the cut that avoids its value (29), no word said in 25 (bots
 * do not chat), and 30's timed windows, three values and yellow sweep, the clock running at a
 * person's pace.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  legalActions,
  missionClock,
  replayRecord,
  seatToAct,
  viewFor,
  type Action,
  type DualCutAction,
  type GameSetup,
  type GameState,
  type InfoValue,
  type SeatView,
  type WireRef,
} from '@bomb-busters/engine';
import { cautiousBot, expertBot, makeBots, playGame, type Analysis } from '../src/index.js';
import { ownCounts, teammateUncut } from '../src/analysis.js';
import type { Bot } from '../src/bot.js';
import { AnalysisCache } from '../src/cache.js';
import { stabilized, togetherScore } from '../src/expert.js';
import { takeChoice, type TakeToken } from '../src/handout.js';
import { besideGains, revealGains, tokenGains } from '../src/info.js';
import { laidOdds, laidRisk, layChoice, whereabouts } from '../src/guess.js';
import { failedCutLoses, oddsOf } from '../src/moves.js';
import { chooseNumber } from '../src/pick.js';
import { bestTogether } from '../src/together.js';
import { windowWorth } from '../src/speed.js';
import { at, start, wire } from '../../engine/test/scenario.js';

const PLAYERS = [2, 3, 4, 5] as const;
const MISSIONS = [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30] as const;

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
    // Mission 30's clock runs at a person's pace: its cues come between the bots' actions.
    const game = playGame({ mission, players, seed }, makeBots(level, players), {
      maxSteps: 1000,
      pace: 15,
    });
    expect(['won', 'lost']).toContain(game.result);
    const replayed = replayRecord(game.record);
    if (!replayed.ok) throw new Error(`${seed}: ${JSON.stringify(replayed.error)}`);
    expect(replayed.value.status).toBe(game.result);
    expect(replayed.value.lossCause).toBe(game.lossCause);
    const { captain } = replayed.value;
    for (const e of replayed.value.log) {
      if (e.type === 'infoPlaced') events.add(`info:${e.info.kind}`);
      if (e.type === 'infoPlaced' && e.cause === 'given') events.add('given');
      if (e.type === 'cutTogether') events.add(`cutTogether:${e.success}`);
      if (['tokenTaken', 'numberPicked', 'deckRevealed', 'infoBeside'].includes(e.type))
        events.add(e.type);
      if (e.type === 'numberRevealed') events.add(e.notch ? 'notch' : 'numberRevealed');
      if (e.type === 'pending') events.add(`pending:${e.kind}`);
      if (e.type === 'said') events.add(e.type);
      if (e.type === 'windowClosed') events.add(`window:${e.hit}`);
      if (e.type === 'threeValues' || e.type === 'skipped') events.add(e.type);
      if (e.type === 'yellowSweep' && e.seat !== null) events.add('sweep');
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
    22: { seen: ['infoBeside', 'tokenTaken', 'given'], never: [] },
    23: { seen: ['cutTogether:true', 'deckRevealed'], never: [] },
    24: { seen: ['info:count'], never: ['info:value'] },
    // Bots never chat: no message, and no notch from one.
    25: { seen: [], never: ['said'] },
    26: { seen: ['numberPicked'], never: [] },
    27: { seen: ['tokenTaken', 'given'], never: ['captainDetector'] },
    28: { seen: [], never: ['captainEquipment', 'captainDetector', 'captainRefreshed'] },
    29: { seen: ['pending:layNumber', 'numberRevealed', 'notch'], never: [] },
    // The yellow sweep comes late (570 s): the test below calls it.
    30: { seen: ['window:true', 'window:false', 'threeValues'], never: [] },
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

/** A seeded game played by expert bots until `until` holds (or throws at its end). */
function playUntil(setup: GameSetup, until: (state: GameState) => boolean): GameState {
  let state = start(setup);
  const bots = makeBots('expert', setup.players);
  for (let step = 0; step < 1000; step++) {
    if (until(state)) return state;
    if (state.status === 'won' || state.status === 'lost') break;
    const seat = seatToAct(state);
    state = applyOk(state, bots[seat]!.act(viewFor(state, seat), legalActions(state, seat)));
  }
  throw new Error(`${JSON.stringify(setup)}: never reached`);
}

const pendingIs = (kind: string) => (state: GameState) => state.pending?.kind === kind;
type LayNumber = Extract<Action, { type: 'layNumber' }>;
const takes = (legal: readonly Action[]) =>
  legal.filter((a): a is TakeToken => a.type === 'takeToken');

describe('missions 22 and 27: tokens beside, given, drafted and placed', () => {
  it('beside its stand, a value it does not hold that tells teammates most (both levels)', () => {
    const state = playUntil(
      { mission: 22, players: 4, seed: 'box2-beside' },
      pendingIs('besideToken'),
    );
    const seat = state.pending!.seat;
    const view = viewFor(state, seat);
    const options = takes(legalActions(state, seat));
    expect(options.length).toBeGreaterThan(2);
    const gains = besideGains(
      view,
      options.map((a) => a.value),
    );
    // A value the seat does not hold: saying so always tells something.
    for (const g of gains) expect(g).toBeGreaterThan(0);
    const top = Math.max(...gains);
    for (const bot of [expertBot(), cautiousBot()]) {
      const answer = bot.act(view, legalActions(state, seat));
      expect(answer.type).toBe('takeToken');
      if (answer.type === 'takeToken')
        expect(gains[options.findIndex((a) => a.value === answer.value)]).toBeCloseTo(top, 5);
    }
  });

  it('the expert gives its neighbour the value it holds and the neighbour likely holds unmarked', () => {
    const state = playUntil({ mission: 22, players: 4, seed: 'box2-give' }, pendingIs('takeToken'));
    const seat = state.pending!.seat;
    const view = viewFor(state, seat);
    const options = takes(legalActions(state, seat));
    const held = [...ownCounts(view).keys()];
    const value = options.find((a) => held.includes(a.value))!.value;
    const neighbour = (seat + 1) % 4;
    // Stand-in marginals: only the chosen value may lie on the neighbour's wires.
    const analysis = {
      pMatch: (ref: WireRef, values: readonly unknown[]) =>
        ref.seat === neighbour && values.includes(value) ? 0.3 : 0,
    } as unknown as Analysis;
    expect(takeChoice(view, options, () => analysis)?.value).toBe(value);
    // Once the value is certain at the neighbour's, a token there tells nothing new.
    const known = {
      pMatch: (ref: WireRef, values: readonly unknown[]) =>
        ref.seat === neighbour && ref.index === 0 && values.includes(value) ? 1 : 0,
    } as unknown as Analysis;
    expect(takeChoice(view, options, () => known)?.value).not.toBe(value);
    // The cautious bot gives a value it holds, as many copies as it can.
    const cautious = cautiousBot().act(view, legalActions(state, seat));
    expect(cautious.type).toBe('takeToken');
    if (cautious.type === 'takeToken') expect(held).toContain(cautious.value);
  });

  it('drafting, the token it can place best: here one for an own wire without a token', () => {
    const state = playUntil(
      { mission: 27, players: 4, seed: 'box2-draft' },
      pendingIs('takeToken'),
    );
    const seat = state.pending!.seat;
    const view = viewFor(state, seat);
    const options = takes(legalActions(state, seat));
    const freeOf = (value: InfoValue) =>
      view.stands
        .filter((s) => s.seat === seat)
        .flatMap((s) => s.wires)
        .filter((w) => !w.cut && w.info === null && w.printed === value).length;
    const placeable = options.filter((a) => freeOf(a.value) > 0);
    expect(placeable.length).toBeGreaterThan(0);
    for (const bot of [expertBot(), cautiousBot()]) {
      const answer = bot.act(view, legalActions(state, seat));
      expect(answer.type === 'takeToken' && freeOf(answer.value) > 0).toBe(true);
    }
    // The token then goes on one of the offered wires.
    const drafted = applyOk(state, expertBot().act(view, legalActions(state, seat)));
    if (drafted.pending?.kind === 'placeToken') {
      const answer = expertBot().act(viewFor(drafted, seat), legalActions(drafted, seat));
      expect(answer.type).toBe('info');
    }
  });
});

describe('mission 23: the Number card’s four wires cut together', () => {
  it('a setup token goes on a wire of the set (both levels)', () => {
    const state = start({ mission: 23, players: 4, seed: 'box2-23-token' });
    const n = state.together!.number;
    let checked = 0;
    let s = state;
    while (s.status === 'setup' && s.pending?.kind === 'setupInfo') {
      const seat = s.pending.seat;
      const holds = s.hands[seat]!.flat().some((w) => w.printed === n);
      for (const bot of [expertBot(), cautiousBot()]) {
        const answer = bot.act(viewFor(s, seat), legalActions(s, seat));
        const printed = answer.type === 'info' ? at(s, answer.wire)?.printed : undefined;
        if (holds) {
          expect(printed).toBe(n);
          checked++;
        }
      }
      s = applyOk(s, expertBot().act(viewFor(s, seat), legalActions(s, seat)));
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('ranks the set’s value, checks combinations exactly; a success is worth a cut per pair', () => {
    const state = setUp({ mission: 23, players: 4, captain: 0, seed: 'box2-23-rank' });
    const n = state.together!.number;
    const view = viewFor(state, 0);
    const legal = legalActions(state, 0);
    const offered = legal.filter((a) => a.type === 'cutTogether');
    expect(offered.length).toBeGreaterThan(100);
    // Stand-in marginals: the set's wires are where the deal put them, two of them for sure.
    const truth = (ref: WireRef) => at(state, ref)?.printed === n;
    const calls: WireRef[][] = [];
    const analysis = {
      pMatch: (ref: WireRef, values: readonly unknown[]) =>
        values.includes(n) ? (truth(ref) ? 0.9 : 0.05) : 0,
      pAllOf: (refs: readonly WireRef[], value: unknown) => {
        calls.push([...refs]);
        return value === n && refs.every(truth) ? 0.8 : 0.1;
      },
    } as unknown as Analysis;
    const best = bestTogether(view, legal, analysis)!;
    expect(calls.length).toBeGreaterThan(0);
    expect(best.p).toBe(0.8);
    expect(best.wires).toBe(4);
    expect(best.action.wires.every(truth)).toBe(true);
    expect(togetherScore(view, best)).toBeCloseTo(0.8 * 0.12 * 2 - 0.2, 12);
  });
});

describe('mission 26: a Number card picked, or the turn skipped', () => {
  const state = setUp({ mission: 26, players: 4, captain: 0, seed: 'box2-26' });
  const view = viewFor(state, 0);
  const legal = legalActions(state, 0);
  const picks = legal.filter((a) => a.type === 'pickNumber');

  it('the value whose best cut rates best', () => {
    expect(picks.length).toBeGreaterThan(1);
    const sure = (picks[1] as { number: number }).number;
    // Stand-in marginals: one teammate wire is certainly the second pickable value.
    const analysis = {
      pMatch: (ref: WireRef, values: readonly unknown[]) =>
        values.includes(sure) ? (ref.seat === 1 && ref.index === 0 ? 1 : 0) : 0.4,
      pDeadly: () => 0,
    } as unknown as Analysis;
    const score = (odds: { pS: number }) => odds.pS;
    expect(chooseNumber(view, legal, () => analysis, score)).toEqual({
      type: 'pickNumber',
      seat: 0,
      number: sure,
    });
    for (const bot of [expertBot(), cautiousBot()])
      expect(picks).toContainEqual(bot.act(view, legal));
  });

  it('a seat holding none of the face-up values skips (both levels)', () => {
    const held = new Set(state.hands[1]!.flat().map((w) => w.printed));
    const row = {
      up: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((v) => !held.has(v)),
      down: [...held].filter((v) => Number.isInteger(v)),
      picked: null,
    };
    const stuck: GameState = { ...state, activeSeat: 1, numberPick: row };
    const options = legalActions(stuck, 1);
    for (const bot of [expertBot(), cautiousBot()])
      expect(bot.act(viewFor(stuck, 1), options)).toEqual({ type: 'skip', seat: 1 });
  });
});

describe('mission 30: the Number-card windows', () => {
  const state = setUp({ mission: 30, players: 3, captain: 0, seed: 'box2-30' });
  const opened = applyOk(state, { type: 'cue', seat: 0, cue: 0 });
  const target = opened.speed!.target!;
  const prices = { notch: 0.2, card: 0.1 };

  it('a cut of the open window’s value is worth what its miss would cost, until two are cut', () => {
    // The first check's miss is a dial notch (audio/30.json).
    expect(windowWorth(viewFor(opened, 1), target, prices)).toBe(0.2);
    expect(windowWorth(viewFor(opened, 1), target === 1 ? 2 : 1, prices)).toBe(0);
    expect(windowWorth(viewFor(state, 1), target, prices)).toBe(0);
    const cut: GameState = {
      ...opened,
      hands: opened.hands.map((stands) =>
        stands.map((s) => s.map((w) => (w.printed === target ? { ...w, cut: true } : w))),
      ),
    };
    expect(windowWorth(viewFor(cut, 1), target, prices)).toBe(0);
  });

  it('called to sweep the yellows, both levels point at wires and take it', () => {
    const sweep = missionClock(30, 3)!.cues.findIndex((c) => c.cue === 'yellowSweep');
    const called = applyOk(
      { ...state, speed: { ...state.speed!, next: sweep } },
      {
        type: 'cue',
        seat: 0,
        cue: sweep,
      },
    );
    const seat = called.activeSeat;
    const legal = legalActions(called, seat);
    expect(legal.every((a) => a.type === 'cutTogether' || a.type === 'equipment')).toBe(true);
    for (const bot of [expertBot(), cautiousBot()]) {
      const action = bot.act(viewFor(called, seat), legal);
      expect(action.type).toBe('cutTogether');
      expect(applyAction(called, action).ok).toBe(true);
    }
  });
});

describe('mission 29: the Guessing Game', () => {
  // Seat 3, the Captain's right-hand neighbour, lays first; seat 0's setup token shows a 1.
  const state = setUp({ mission: 29, players: 4, captain: 0, seed: 'box2-29-6' });
  const token = at(state, wire(0, 0, 0)).info;
  const options = legalActions(state, 3).filter((a): a is LayNumber => a.type === 'layNumber');

  it('the layer lays the card the active seat is least likely to cut: never the value its token shows', () => {
    expect(token).toEqual({ kind: 'value', value: 1 });
    expect(options.map((a) => a.number)).toEqual([1, 4, 9]);
    const view = viewFor(state, 3);
    const analysis = new AnalysisCache().get(view);
    const active = teammateUncut(view).filter((ref) => ref.seat === 0);
    const held = new Map(options.map((a) => [a.number, analysis.pAnyOf(active, [a.number])]));
    expect(held.get(1)).toBeCloseTo(1, 12);
    for (const bot of [expertBot(), cautiousBot()]) {
      const laid = bot.act(view, options);
      expect(laid.type === 'layNumber' && laid.number).not.toBe(1);
    }
    // Stand-in odds of holding a value, for the active seat and for seats 1 and 2. A value it
    // holds counts half unless it surely cuts it: a token shows it elsewhere (the 1), or nobody
    // else holds it (a solo cut; seat 3 holds a 4, so not the 4).
    const odds = (active: Record<number, number>, others: Record<number, number>) =>
      ({
        pAnyOf: (refs: readonly WireRef[], [n]: readonly number[]) =>
          (refs.some((r) => r.seat === 0) ? active : others)[n!],
      }) as unknown as Analysis;
    const lay = (active: Record<number, number>, others: Record<number, number>) =>
      layChoice(view, options, () => odds(active, others))?.number;
    expect(lay({ 1: 1, 4: 0.9, 9: 0.6 }, { 1: 1, 4: 1, 9: 1 })).toBe(9);
    expect(lay({ 1: 1, 4: 0.9, 9: 0.6 }, { 1: 1, 4: 1, 9: 0 })).toBe(4);
    expect(lay({ 1: 0.2, 4: 0.9, 9: 0.6 }, { 1: 1, 4: 1, 9: 1 })).toBe(1);
  });

  it('the active seat never sees the card: values in its hand, out of the game or known elsewhere are safe', () => {
    const laid = applyOk(state, { type: 'layNumber', seat: 3, number: 9 });
    const hands = laid.numberHands!;
    const view = viewFor(laid, 0);
    expect(view.numberHands?.laid).toEqual({ seat: 3 });
    const own = hands.hands[0]!;
    const odds = laidOdds(view);
    // Every live value but the seat's own cards, equally likely.
    expect([...odds.keys()].sort((a, b) => a - b)).toEqual(
      hands.live.filter((n) => !own.includes(n)),
    );
    for (const p of odds.values()) expect(p).toBeCloseTo(1 / odds.size, 12);
    for (const n of own) expect(laidRisk(view, n)).toBe(0);
    // Seat 1 knows seat 0 took the 9 (revealed); when seat 0 lays for it, only its cards remain.
    const known: SeatView = {
      ...view,
      viewer: 1,
      activeSeat: 1,
      numberHands: { ...view.numberHands!, hands: [1, [2, 7], 2, 2], laid: { seat: 0 } },
      log: [
        ...view.log,
        { type: 'numberRevealed', seat: 3, number: 9, notch: false },
        { type: 'numberTaken', seat: 0, from: 3, number: 9, revealed: true },
        { type: 'numberTaken', seat: 0, from: 2, number: 5, revealed: true },
        { type: 'numberLaid', seat: 0, number: null },
      ],
    };
    expect(whereabouts(known)).toEqual(
      new Map([
        [9, 0],
        [5, 0],
      ]),
    );
    // Seat 0 held two cards, both known, and holds one now: the laid card is the 9 or the 5.
    expect([...laidOdds(known).entries()].sort()).toEqual([
      [5, 0.5],
      [9, 0.5],
    ]);
    // Taken unrevealed (after the Coffee Mug), a card's place is no longer known.
    const mug: SeatView = {
      ...known,
      log: [...known.log, { type: 'numberTaken', seat: 2, from: 0, number: null, revealed: false }],
    };
    expect(whereabouts(mug)).toEqual(new Map());
  });

  it('of two certain cuts, the active seat takes the one of a value whose card it holds (both levels)', () => {
    const laid = applyOk(state, { type: 'layNumber', seat: 3, number: 9 });
    // Seat 0 has certain cuts of 1 and 2 (tokens on teammates' wires); it holds one card or the other.
    for (const [mine, other] of [
      [1, 2],
      [2, 1],
    ] as const) {
      const hands = laid.numberHands!;
      const dealt: GameState = {
        ...laid,
        numberHands: { ...hands, hands: hands.hands.map((h, s) => (s === 0 ? [mine, 12] : h)) },
      };
      const view = viewFor(dealt, 0);
      expect(laidRisk(view, mine)).toBe(0);
      expect(laidRisk(view, other)).toBeGreaterThan(0);
      for (const bot of [expertBot(), cautiousBot()]) {
        const cut = firstCut(dealt, 0, bot);
        expect(cut.type === 'dualCut' || cut.type === 'soloCut').toBe(true);
        if (cut.type === 'dualCut' || cut.type === 'soloCut') expect(cut.value).toBe(mine);
      }
    }
  });
});

/** The first cut `bot` makes for `seat`, after any equipment it uses first. */
function firstCut(state: GameState, seat: number, bot: Bot): Action {
  let s = state;
  for (let i = 0; i < 5; i++) {
    const action = bot.act(viewFor(s, seat), legalActions(s, seat));
    if (action.type !== 'equipment') return action;
    s = applyOk(s, action);
  }
  throw new Error('no cut');
}
