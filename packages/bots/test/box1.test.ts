/**
 * The bots in missions 10, 11, 13, 14, 15, 17, 18 and 19 (box 1): seeded expert games at 2-5
 * players end without an illegal action or a hang and replay to the same end; the decision terms
 * read the mission from the view only: a turn nobody holds is claimed (10), a blue value acting as
 * red is deadly (11), the reds cut together (13), a failed dual cut of the rookie loses the game
 * (14), the face-up Number card earns a face-down card (15), Rhett's tokens are false (17), the
 * active seat names the cutter (18). The real-time limits (10, 19) are the server's: no bot times.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  legalActions,
  replayRecord,
  seatToAct,
  viewFor,
  type Action,
  type GameState,
  type WireRef,
} from '@bomb-busters/engine';
import { valueOfKey } from '@bomb-busters/solver';
import { Analysis, cautiousBot, expertBot, makeBots, playGame } from '../src/index.js';
import { kindValue, ownCounts } from '../src/analysis.js';
import { sameWire } from '../src/bot.js';
import { falseTokenGains, slotUncertainty } from '../src/info.js';
import { failedCutLoses, oddsOf } from '../src/moves.js';
import { rewardValue, rewardWorth } from '../src/reward.js';
import { bestTogether } from '../src/together.js';
import { chooseDesignee, designation } from '../src/designate.js';
import { finishSetup, start, wire } from '../../engine/test/scenario.js';

const PLAYERS = [2, 3, 4, 5] as const;
const MISSIONS = [10, 11, 13, 14, 15, 17, 18, 19] as const;

/** What a mission's seeded games must show, in the events tallied below (and never show). */
const SHOWN: Partial<
  Record<
    (typeof MISSIONS)[number],
    { readonly what: string; readonly seen: readonly string[]; readonly never?: readonly string[] }
  >
> = {
  10: { what: 'every turn was claimed with "Snip!"', seen: ['turnOpen', 'snip'] },
  13: {
    what: 'the reds left together in these games, never at a wrong guess',
    seen: ['cutTogether:true'],
    never: ['cutTogether:false'],
  },
  15: {
    what: 'face-down cards were turned over and used in these games',
    seen: ['equipmentFlipped', 'equipmentUsed'],
  },
  17: {
    what: 'Rhett placed false setup tokens, and a failed cut on his wire left one',
    seen: ['infoPlaced:false:setup', 'infoPlaced:false:failure'],
  },
  18: {
    what: 'seats were designated, and the free radar was used',
    seen: ['designated', 'equipmentUsed'],
  },
};

describe.each(MISSIONS)('mission %i: seeded expert games', (mission) => {
  const events = new Set<string>();
  it.each(PLAYERS)('%i players: a legal game to its end that replays', (players) => {
    const seed = `box1-bots-${mission}-${players}`;
    // playGame throws on an illegal action and on a hang (no end within maxSteps actions).
    const game = playGame({ mission, players, seed }, makeBots('expert', players), {
      maxSteps: 1000,
    });
    expect(['won', 'lost']).toContain(game.result);
    const replayed = replayRecord(game.record);
    if (!replayed.ok) throw new Error(`${seed}: ${JSON.stringify(replayed.error)}`);
    expect(replayed.value.status).toBe(game.result);
    expect(replayed.value.lossCause).toBe(game.lossCause);
    for (const e of replayed.value.log)
      events.add(
        e.type === 'cutTogether'
          ? `cutTogether:${e.success}`
          : e.type === 'infoPlaced'
            ? `infoPlaced:${e.info.kind === 'not' ? 'false' : 'true'}:${e.cause}`
            : e.type,
      );
  });
  const shown = SHOWN[mission];
  if (shown)
    it(shown.what, () => {
      for (const e of shown.seen) expect(events).toContain(e);
      for (const e of shown.never ?? []) expect(events).not.toContain(e);
    });
});

// ------------------------------------------------------------------ missions 10 and 19

describe('mission 10: "Snip!"', () => {
  const state = finishSetup(start({ mission: 10, players: 4, seed: 'box1-snip' }));

  it('both levels claim the open turn when asked to move, and only by "Snip!"', () => {
    expect(state.snip?.open).toBe(true);
    const seat = seatToAct(state);
    for (const bot of [expertBot(), cautiousBot()])
      expect(bot.act(viewFor(state, seat), legalActions(state, seat))).toEqual({
        type: 'snip',
        seat,
      });
  });

  it('the claimant then plays its turn as usual', () => {
    const seat = seatToAct(state);
    const claimed = applyOk(state, { type: 'snip', seat });
    expect(seatToAct(claimed)).toBe(seat);
    for (const bot of [expertBot(), cautiousBot()])
      expect(['dualCut', 'soloCut', 'equipment']).toContain(
        bot.act(viewFor(claimed, seat), legalActions(claimed, seat)).type,
      );
  });
});

it.each([10, 19] as const)(
  'mission %i: no seat is ever offered timeUp (the server’s clock)',
  (mission) => {
    const game = playGame(
      { mission, players: 3, seed: `box1-clock-${mission}` },
      makeBots('cautious', 3),
    );
    let replayed = start({ mission, players: 3, seed: `box1-clock-${mission}` });
    for (const action of game.record.actions) {
      for (const seat of [0, 1, 2])
        expect(legalActions(replayed, seat).some((a) => a.type === 'timeUp')).toBe(false);
      replayed = applyOk(replayed, action);
    }
  },
);

// ------------------------------------------------------------------ mission 11

describe('mission 11: the red Number card', () => {
  const state = finishSetup(start({ mission: 11, players: 3, seed: 'box1-red-number' }));
  const view = viewFor(state, 0);
  const red = view.redValues[0]!;

  it('its value is red for the bots: never counted as held, deadly when pointed at', () => {
    expect(kindValue(view, String(red))).toBe('red');
    expect(kindValue(view, String(red === 1 ? 2 : 1))).toBe(red === 1 ? 2 : 1);
    expect(ownCounts(view).has(red)).toBe(false);
    const analysis = new Analysis(view);
    let sawRedValue = false;
    for (const s of view.stands) {
      if (s.seat === 0) continue;
      s.wires.forEach((w, index) => {
        if (w.cut) return;
        const ref = { seat: s.seat, stand: s.stand, index };
        const probs = analysis.probsAt(ref);
        const deadly = Object.entries(probs)
          .filter(([key]) => valueOfKey(key) === 'red' || valueOfKey(key) === red)
          .reduce((acc, [, q]) => acc + q, 0);
        if ((probs[String(red)] ?? 0) > 0) sawRedValue = true;
        expect(analysis.pDeadly(ref, [5])).toBeCloseTo(deadly, 12);
        expect(analysis.pMatch(ref, [red])).toBe(0);
      });
    }
    expect(sawRedValue).toBe(true);
  });
});

// ------------------------------------------------------------------ mission 13

/**
 * Mission 13 at two players, Captain 0, reds dealt first: seat 0 holds two (one per stand), seat
 * 1's first stand holds the third. `second` is seat 1's first stand (with its red).
 */
function together2p(first: number[]): GameState {
  const blues = Array.from({ length: 12 }, (_, i) => i + 1);
  const rest = blues.flatMap((v) => [v, v, v, v]);
  for (const v of first) if (Number.isInteger(v)) rest.splice(rest.indexOf(v), 1);
  const a = rest.filter((_, i) => i % 3 === 0);
  const b = rest.filter((_, i) => i % 3 === 1);
  const c = rest.filter((_, i) => i % 3 === 2);
  return finishSetup(
    start({
      mission: 13,
      players: 2,
      captain: 0,
      seed: 'box1-together',
      stands: [[...a, 3.5], [...b, 8.5], first, c],
      equipment: [],
    }),
  );
}

const decide = (state: GameState, bot = expertBot()): Action =>
  bot.act(viewFor(state, state.activeSeat), legalActions(state, state.activeSeat));

describe('mission 13: the reds cut together', () => {
  it('both levels point at the third red at once when the deal rule pins it', () => {
    // Seat 1's first stand is that red alone: the reds-first deal says it is red.
    const state = together2p([5.5]);
    const expected = { type: 'cutTogether', seat: 0, wires: [wire(1, 0, 0)] };
    const best = bestTogether(
      viewFor(state, 0),
      legalActions(state, 0),
      new Analysis(viewFor(state, 0)),
    );
    expect(best?.p).toBeCloseTo(1, 12);
    expect(decide(state)).toEqual(expected);
    expect(decide(state, cautiousBot())).toEqual(expected);
  });

  it('the cautious bot does not point while it is unsure and may cut something else', () => {
    // Seat 1's first stand: the red and an 11, in an order seat 0 cannot tell.
    const state = together2p([5.5, 11]);
    expect(state.hands[1]![0]!.every((w) => w.info === null)).toBe(true);
    const view = viewFor(state, 0);
    const best = bestTogether(view, legalActions(state, 0), new Analysis(view));
    expect(best!.p).toBeGreaterThan(0);
    expect(best!.p).toBeLessThan(1);
    expect(decide(state, cautiousBot()).type).not.toBe('cutTogether');
  });

  it('ranks by the marginals, checks the top combinations exactly, names a legal action', () => {
    // Five players: the Captain (seat 0, to play) holds a red and points at the other two.
    const state = finishSetup(start({ mission: 13, players: 5, seed: 'box1-rank' }));
    const view = viewFor(state, 0);
    const legal = legalActions(state, 0);
    expect(legal.filter((a) => a.type === 'cutTogether').length).toBeGreaterThan(300);
    // Stand-in marginals: seats 1 and 2 each have a likely red at index 1, seat 1 a second
    // candidate at index 2; the exact joint says the first-ranked pair is worse than the next.
    const pRed = (ref: WireRef) =>
      ref.index === 1 && ref.seat <= 2 ? 0.9 : ref.seat === 1 && ref.index === 2 ? 0.8 : 0.01;
    const calls: WireRef[][] = [];
    const analysis = {
      pRed,
      pAllRed: (refs: readonly WireRef[]) => {
        calls.push([...refs]);
        return refs.some((r) => r.seat === 1 && r.index === 2) ? 0.7 : 0.5;
      },
    } as unknown as Analysis;
    const best = bestTogether(view, legal, analysis)!;
    expect(calls.length).toBe(3);
    expect(best.p).toBe(0.7);
    expect(best.action.wires).toHaveLength(2);
    expect(best.action.wires).toContainEqual(wire(1, 0, 2));
    expect(legal).toContainEqual(best.action);
    // Unlikely combinations are not checked: the product of the marginals stands in.
    calls.length = 0;
    const faint = { pRed: () => 0.3, pAllRed: analysis.pAllRed } as unknown as Analysis;
    expect(bestTogether(view, legal, faint)!.p).toBeCloseTo(0.09, 12);
    expect(calls.length).toBe(0);
  });
});

// ------------------------------------------------------------------ mission 14

describe('mission 14: the rookie', () => {
  const state = finishSetup(start({ mission: 14, players: 4, seed: 'box1-rookie' }));
  const rookie = state.captain;
  const other = (rookie + 1) % 4;

  it('a failed dual cut of the rookie counts as an explosion; teammates are unaffected', () => {
    expect(failedCutLoses(viewFor(state, rookie))).toBe(true);
    expect(failedCutLoses(viewFor(state, other))).toBe(false);
    expect(oddsOf(viewFor(state, rookie), 0.7, 0.1, [5])).toMatchObject({
      pS: 0.7,
      pBoom: expect.closeTo(0.3, 12) as number,
      pFail: 0,
    });
    expect(oddsOf(viewFor(state, other), 0.7, 0.1, [5])).toMatchObject({ pBoom: 0.1 });
    const plain = finishSetup(start({ mission: 8, players: 4, seed: 'box1-rookie' }));
    expect(failedCutLoses(viewFor(plain, 0))).toBe(false);
  });

  it('the rookie never takes the Stabilizer, and both levels act legally', () => {
    const legal = legalActions(state, rookie);
    expect(legal.some((a) => a.type === 'equipment' && a.card === 9)).toBe(false);
    for (const bot of [expertBot(), cautiousBot()])
      expect(legal).toContainEqual(
        expect.objectContaining({ type: decide(state, bot).type }) as Action,
      );
  });
});

// ------------------------------------------------------------------ mission 15

describe('mission 15: face-down equipment', () => {
  const state = finishSetup(start({ mission: 15, players: 3, seed: 'box1-face-down' }));
  const view = viewFor(state, 0);
  const reward = view.rewardNumber!;

  it('a pair of the face-up Number card’s value is worth the weight while a card is face down', () => {
    expect(view.equipment.every((slot) => slot.state === 'faceDown')).toBe(true);
    expect(rewardValue(view)).toBe(reward);
    expect(rewardWorth(view, reward, 2, 0.3)).toBeCloseTo(0.6, 12);
    expect(rewardWorth(view, reward === 1 ? 2 : 1, 1, 0.3)).toBe(0);
    // Every card turned over: nothing left to earn.
    const none = {
      ...view,
      equipment: view.equipment.map(() => ({ card: 4 as const, state: 'available' as const })),
    };
    expect(rewardValue(none)).toBeNull();
    expect(rewardWorth(none, reward, 1, 0.3)).toBe(0);
  });

  it('the blind pick: both levels answer with one of the offered cards, always the same', () => {
    const seat = state.activeSeat;
    const flip: GameState = {
      ...state,
      pending: { kind: 'flipEquipment', seat, options: [0, 1, 2] },
    };
    const legal = legalActions(flip, seat);
    expect(legal).toHaveLength(3);
    for (const bot of [expertBot(), cautiousBot()]) {
      const answer = bot.act(viewFor(flip, seat), legal);
      expect(legal).toContainEqual(answer);
      expect(bot.act(viewFor(flip, seat), legal)).toEqual(answer);
    }
  });
});

// ------------------------------------------------------------------ mission 17

describe('mission 17: Rhett’s false tokens', () => {
  const dealt = start({ mission: 17, players: 4, seed: 'box1-rhett' });
  const rhett = dealt.captain;

  it('Rhett places each setup token where "not this value" tells teammates most', () => {
    expect(dealt.pending).toMatchObject({ kind: 'falseInfo', seat: rhett, cause: 'setup' });
    const legal = legalActions(dealt, rhett);
    const view = viewFor(dealt, rhett);
    const tokens = legal as (Action & { type: 'info'; value: number })[];
    const gains = falseTokenGains(view, tokens);
    const top = Math.max(...gains);
    for (const bot of [expertBot(), cautiousBot()]) {
      const answer = bot.act(view, legal);
      expect(legal).toContainEqual(answer);
      expect(
        gains[legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(answer))],
      ).toBeCloseTo(top, 6);
    }
    // A value its neighbours make plausible tells more than one they rule out anyway.
    const wire0 = tokens.filter((t) => sameWire(t.wire, tokens[0]!.wire));
    const gainOf = (value: number) => gains[tokens.indexOf(wire0.find((t) => t.value === value)!)]!;
    const values = wire0.map((t) => t.value);
    expect(Math.max(...values.map(gainOf))).toBeGreaterThan(Math.min(...values.map(gainOf)));
  });

  it('a false token on Rhett’s own wire is not read as its value', () => {
    const legal = legalActions(dealt, rhett);
    const placed = applyAction(dealt, legal[0]!);
    if (!placed.ok) throw new Error(placed.error.message);
    const ref = (legal[0] as Action & { type: 'info' }).wire;
    // Read as true, the token would fix the slot to a value it is not: no uncertainty at all.
    expect(slotUncertainty(viewFor(placed.value.state, rhett), [ref])[0]).toBeGreaterThan(0);
  });

  it('Rhett plays without equipment: no card and no Double Detector in what he does', () => {
    let state = dealt;
    while (state.status === 'setup') {
      const seat = state.pending!.seat;
      state = applyOk(state, expertBot().act(viewFor(state, seat), legalActions(state, seat)));
    }
    expect(state.activeSeat).toBe(rhett);
    const legal = legalActions(state, rhett);
    expect(legal.some((a) => a.type === 'dualCut' && a.detector === 'double')).toBe(false);
    expect(legal.some((a) => a.type === 'equipment')).toBe(false);
    for (const bot of [expertBot(), cautiousBot()])
      expect(legal).toContainEqual(bot.act(viewFor(state, rhett), legal));
  });
});

function applyOk(state: GameState, action: Action): GameState {
  const applied = applyAction(state, action);
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.value.state;
}

// ------------------------------------------------------------------ mission 18

describe('mission 18: the designation', () => {
  /**
   * Four players, the 11 turned first, Captain 0 to name the cutter. Seat 0 holds one 11 and all
   * four 12s; seat 1 the three other 11s at its right end; seats 2 and 3 no 11 (seat 2 the reds).
   */
  const low = Array.from({ length: 10 }, (_, i) => [i + 1, i + 1, i + 1, i + 1]).flat();
  const deal = (captain: number) =>
    start({
      mission: 18,
      players: 4,
      captain,
      seed: 'box1-designate',
      numberCards: [11],
      stands: [
        [...low.slice(0, 8), 11, 12, 12, 12, 12],
        [...low.slice(8, 18), 11, 11, 11],
        [...low.slice(18, 28), 3.5, 7.5].sort((a, b) => a - b),
        low.slice(28),
      ],
    });
  const state = deal(0);
  const view = viewFor(state, 0);
  const legal = legalActions(state, 0);

  it('the pending choice names the seats that answered yes', () => {
    expect(state.pending).toEqual({ kind: 'designate', seat: 0, options: [0, 1] });
    expect(legal.map((a) => a.type)).toEqual(['designate', 'designate']);
  });

  it('both levels name themselves: their own 12s make seat 1 rightmost wire an 11, a teammate would guess', () => {
    // Seat 1 pointing at seat 0's stand cannot tell its 11 from the 12s.
    for (const bot of [expertBot(), cautiousBot()])
      expect(bot.act(view, legal)).toEqual({ type: 'designate', seat: 0, designee: 0 });
    const analysis = new Analysis(view);
    expect(analysis.pMatch({ seat: 1, stand: 0, index: 12 }, [11])).toBeGreaterThan(0.9);
  });

  it('seat 1, not seeing the 12s, names seat 0, who sees its rightmost 11 for certain', () => {
    const other = deal(1);
    const legal1 = legalActions(other, 1);
    for (const bot of [expertBot(), cautiousBot()])
      expect(bot.act(viewFor(other, 1), legal1)).toEqual({
        type: 'designate',
        seat: 1,
        designee: 0,
      });
  });

  it('a seat answering yes alone is named without a solve', () => {
    const never = () => {
      throw new Error('no solve needed');
    };
    expect(chooseDesignee(view, [1], never, () => 0)).toBe(1);
    expect(designation(view, [], never, () => 0)).toBeUndefined();
  });

  it('the designee cuts the turned value, and the next turn is the active seat neighbour', () => {
    const named = applyOk(state, { type: 'designate', seat: 0, designee: 0 });
    const cut = decide(named);
    expect(cut).toMatchObject({ type: 'dualCut', seat: 0, value: 11 });
    const after = applyOk(named, cut);
    expect(after.activeSeat).toBe(1);
  });
});
