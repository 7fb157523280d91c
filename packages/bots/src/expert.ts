/**
 * The expert bot. Policy, in order, on its own turn (pending choices: answers.ts, ranking own
 * wires by the information teammates gain, cells and lines by what they open):
 * 1. All wires red: reveal them.
 * 2. Free, never-wasted equipment first: Post-it on the own blue wire that tells teammates most,
 *    a label where one fits, Rewinder when below the cap (in Balancing on the Wire only at the
 *    last notch, since moving back past the start explodes), Emergency Batteries when its own
 *    Double Detector is spent.
 * 3. A solo cut, else a dual cut certain to succeed, revealing the own copy that tells teammates
 *    most (`own`). Cuts whose success would lose through the sheet are never taken. With a
 *    sequence card (missions 9, 16), the value it waits for first; a certain cut that may leave
 *    its target's owner nothing but red wires and closed values is scored with the others (4).
 * 4. No certain cut: Walkie-Talkies if it holds two copies of a cuttable value (give one, then
 *    cut it for certain next decision); General Radar on the held value whose presence per stand
 *    is most uncertain (at least one bit in total); then every cut is scored
 *       score = P(success) * (gain - notch * sheetDelta + sequence) - P(explosion)
 *               - P(failure) * notch - card
 *    where `notch` is the price of one step of the dial (1 when the next failure explodes,
 *    0.35 / mistakes left otherwise) and `card` a small price for spending a Double, Triple or
 *    Super Detector or the X or Y Ray. Detector odds are ranked with an independence
 *    approximation, and the best detector is checked exactly: P(no pointed wire matches) from the
 *    turn's solve (its runs, when the wires lie on one stand), P(every pointed wire is red) by a
 *    conditional solver pass. `sequence` (0 without a sequence
 *    card) is 0.3 for a pair of the value the card waits for, minus P(the target's owner is left
 *    with nothing but red wires and closed values, so the bomb explodes when their turn begins),
 *    from the marginals of that seat's other wires taken as independent (sequence.ts). Measured
 *    on 1600 seeded games of mission 16: 88.7% won with both terms, 87.1% without the second
 *    (paired: 30 games won only without it, 56 only with it); see docs/bots.md for both terms.
 * 5. Before a risky best cut, the Stabilizer (then the turn's cut ignores the dial and red); if the
 *    best cut is still a coin flip or worse and a coffee or the Coffee Mug is there, pass instead.
 * 6. Nothing to cut (New Missions): a coffee, else the stuck rule.
 * Box 1: game values come from the view's red values, so mission 11's red Number card is as
 * deadly as red. Mission 13's cut together (together.ts) is taken at once when certain, when
 * nothing else cuts, or when its score P(all red) * gain - P(not all red) beats the best cut's
 * (the Stabilizer does not cover it). Mission 14's rookie counts its failed dual cut as an
 * explosion (moves.ts) and passes a risky best cut with the Coffee Mug whenever it holds one.
 * Mission 15: while a card lies face down, a pair of the face-up Number card's value is worth
 * `reward` more (reward.ts): added to `sequence` in the score, and among certain and solo cuts.
 * Mission 17: Rhett's false tokens reach the expert through the solver; Rhett's legal list holds
 * no equipment and no Double Detector, so he plays the same policy without them.
 * Mission 18: the active seat names the cutter (designate.ts, the cut scored as above); the
 * designee's legal list holds cuts of the turned value only, so the same policy picks among them.
 * The radar is never used up: a value is asked again only once a wire of it was cut (radarKnown).
 * Box 2: mission 20's X wires reach the expert through the solver (an X slot, outside the sort
 * order, which the radar ignores); the Stabilizer does not cover a cut at an X wire, so such a cut
 * keeps its full risk and is never stabilized; the legal list keeps detectors and the X or Y Ray
 * off X wires (plainOnly). Missions 21 and 24: even/odd and count tokens reach it through the
 * solver; its own tokens (setup, Post-it, after a detector) go where what they say, a parity or a
 * count, tells teammates most (info.ts). Mission 28: Captain Careless's failed dual cut explodes,
 * scored as the rookie's of mission 14; his legal list has no equipment and no Double Detector,
 * so he takes a solo or a certain cut when there is one, else the likeliest.
 * Missions 22 and 27: the tokens it puts beside its stand, gives its neighbour, drafts and places
 * are chosen by what they tell or let the team cut (handout.ts); what others' tokens say reaches
 * it through the solver. Mission 23: the Number card's four wires leave only together, taken as
 * mission 13's reds (a success worth a cut per pair it takes); the equipment turned face up from
 * the deck is played as any other. Mission 26: it skips when it holds none of the face-up values,
 * else turns down the value whose best cut scores best (pick.ts), then cuts it as usual.
 * Mission 29 (guess.ts): as the layer, it lays the Number card whose value the active seat is
 * least likely to cut; as the active seat, the notch a face-down card of the value it cuts would
 * cost is taken from a success's worth, P(laid = v) * `laidCard` * the notch's price, so of cuts
 * equally sure it takes one of a value whose card it holds or knows elsewhere; a solo cut of a
 * value the card may be is weighed against the best dual cut instead of taken at once.
 * Mission 30 (speed.ts): while a window is open and not yet made, a success of its value is worth
 * what the miss would cost (the notch's price, or a cut's worth for an equipment card or a Number
 * card answered; times `window`); during the three values it cuts them or skips, and the yellow sweep it points
 * at the likeliest yellows (together.ts). What others said of their Number card reaches it
 * through the solver; the yellow counts do not.
 * Mission 10: a turn nobody holds is claimed at once ("Snip!") by the seat asked to move (in games
 * of bots alone, the engine's seatToAct: the first seat clockwise that may); its free equipment
 * waits for its own turn. No bot keeps time: the clock (10, 19, 30) is the server's.
 * At most one solve per decision (cached across decisions on the same facts), plus at most two
 * conditional passes when a detector is considered.
 */
import {
  missionById,
  type Action,
  type Announce,
  type DualCutAction,
  type EquipmentAction,
  type SeatView,
  type WireRef,
} from '@bomb-busters/engine';
import {
  CERTAIN,
  gameValueIn,
  ownCounts,
  ownUncut,
  seatsAfter,
  type Analysis,
} from './analysis.js';
import { answerPending } from './answers.js';
import { designation } from './designate.js';
import { best, seatOf, type Bot } from './bot.js';
import { AnalysisCache } from './cache.js';
import { revealGains, tokenGains } from './info.js';
import {
  claimTurn,
  failedCutLoses,
  fallback,
  guessed,
  isSimpleCut,
  oddsOf,
  passTurn,
  safeReveal,
  safeSoloCuts,
  simpleOdds,
  valuesOf,
  type Odds,
  type SoloCut,
} from './moves.js';
import { rewardWorth } from './reward.js';
import { windowWorth } from './speed.js';
import { pTeammateBlocked, sequenceValue } from './sequence.js';
import { bestTogether, type Together } from './together.js';
import { bestTripwire } from './tripwire.js';
import { chooseNumber } from './pick.js';
import { constraintMove } from './constraints.js';
import { layChoice, laidRisk } from './guess.js';

/** The expert's weights, in "games" (an explosion costs 1). */
export interface ExpertParams {
  /** Value of one more successful cut. */
  readonly gain: number;
  /** A step of the dial costs `notch / mistakes left` (1 when the next failure explodes). */
  readonly notch: number;
  /** Price of spending a card inside a dual cut. */
  readonly cards: {
    readonly double: number;
    readonly triple: number;
    readonly super: number;
    readonly xy: number;
  };
  /** Use the Stabilizer when the best cut's risk reaches this. */
  readonly stabilize: number;
  /** Pass with a coffee when the best cut succeeds less often than this and its risk reaches `passRisk`. */
  readonly passBelow: number;
  readonly passRisk: number;
  /** Ask the General Radar only when its answers are expected to tell at least this many bits. */
  readonly radarBits: number;
  /** Each pair of the face-up Number card's value while a face-down card is left (mission 15). */
  readonly reward: number;
  /** Times P(the face-down Number card is of the value cut) * the notch's price (mission 29). */
  readonly laidCard: number;
  /** Times what making mission 30's open window spares (a notch, an equipment card) or earns. */
  readonly window: number;
  /** The sequence card (missions 9, 16): what a successful cut is worth through it. */
  readonly sequence: {
    /** Each pair of the value the sequence card waits for (while later values are closed). */
    readonly open: number;
    /** Times P(the target's owner is left with nothing but red wires and closed values). */
    readonly teammateBlock: number;
  };
}

export const EXPERT_PARAMS: ExpertParams = {
  gain: 0.12,
  notch: 0.35,
  cards: { double: 0.03, triple: 0.03, super: 0.04, xy: 0.02 },
  stabilize: 0.05,
  passBelow: 0.5,
  passRisk: 0.1,
  radarBits: 1,
  reward: 0.3,
  laidCard: 1,
  window: 1,
  sequence: { open: 0.3, teammateBlock: 1 },
};

export type ExpertOptions = Partial<Omit<ExpertParams, 'sequence'>> & {
  readonly sequence?: Partial<ExpertParams['sequence']>;
};

export function expertBot(params: ExpertOptions = {}): Bot {
  const cache = new AnalysisCache();
  const p = {
    ...EXPERT_PARAMS,
    ...params,
    sequence: { ...EXPERT_PARAMS.sequence, ...params.sequence },
  };
  return {
    name: 'expert',
    act: (view: SeatView, legal: readonly Action[]): Action =>
      designation(
        view,
        legal,
        () => cache.get(view),
        (odds) => oddsScore(view, odds, p),
      ) ??
      layChoice(view, legal, () => cache.get(view)) ??
      answerPending(view, legal, true, () => cache.get(view)) ??
      constraintMove(view, legal) ??
      claimTurn(legal) ??
      expertTurn(view, legal, cache, p),
  };
}

type Equipment<C extends number> = [Extract<EquipmentAction, { card: C }>] extends [never]
  ? EquipmentAction & { card: C }
  : Extract<EquipmentAction, { card: C }>;
const equipment = <C extends EquipmentAction['card']>(legal: readonly Action[], card: C) =>
  legal.filter((a): a is Equipment<C> => a.type === 'equipment' && a.card === card);

/** The price of one step of the dial toward the skull. */
export function notchPrice(view: SeatView, p: ExpertParams = EXPERT_PARAMS): number {
  const left = view.dial.stepsToSkull - 1;
  return left <= 0 ? 1 : p.notch / left;
}

interface Rated {
  readonly action: DualCutAction;
  readonly odds: Odds;
  readonly price: number;
  /** What success is worth beyond the cut: through the sequence card or the Number card (mission 15). */
  readonly seq: number;
}

function scoreOf(view: SeatView, r: Rated, p: ExpertParams): number {
  return oddsScore(view, r.odds, p, r.seq, stabilized(view, r.action)) - r.price;
}

/** A cut's worth from its odds, `seq` added to a success; `safe`: the Stabilizer covers it. */
function oddsScore(
  view: SeatView,
  odds: Odds,
  p: ExpertParams,
  seq = 0,
  safe = view.turn.stabilized,
): number {
  const notch = notchPrice(view, p);
  const { pS, pBoom, pFail, fatal, delta } = odds;
  const success = fatal ? -1 : p.gain - notch * delta + seq;
  if (safe) return pS * success;
  return pS * success - pBoom - pFail * notch;
}

/** The Stabilizer flipped this turn covers the cut, unless it points at an X wire (mission 20). */
export const stabilized = (view: SeatView, action: DualCutAction): boolean =>
  view.turn.stabilized && !pointsAtX(view, action);

const pointsAtX = (view: SeatView, action: DualCutAction): boolean =>
  targetsOf(view, action).some((ref) => wireAt(view, ref)?.x === true);

/**
 * The cut together: a success is worth a cut (mission 13's reds), or a cut per pair of blue wires
 * it takes (mission 23's four); a failure explodes the bomb.
 */
export const togetherScore = (
  view: SeatView,
  t: Together,
  p: ExpertParams = EXPERT_PARAMS,
): number => {
  const pairs = view.together && !view.together.done ? Math.max(1, t.wires / 2) : 1;
  return t.p * p.gain * pairs - (1 - t.p);
};

const riskOf = (view: SeatView, r: Rated, p: ExpertParams): number =>
  stabilized(view, r.action) ? 0 : r.odds.pBoom + r.odds.pFail * notchPrice(view, p);

function expertTurn(
  view: SeatView,
  legal: readonly Action[],
  cache: AnalysisCache,
  p: ExpertParams,
): Action {
  const reveal = safeReveal(view, legal, () => cache.get(view));
  if (reveal) return reveal;
  const free = freeEquipment(view, legal);
  if (free) return free;
  // Mission 26: nothing of the face-up values to cut, or the value to cut this turn.
  const skip = legal.find((a) => a.type === 'skip');
  if (skip) return skip;
  const pick = chooseNumber(
    view,
    legal,
    () => cache.get(view),
    (odds) => oddsScore(view, odds, p),
  );
  if (pick) return pick;
  // Missions 13 and 23: the set together, at once when certain (13: it takes the deadly wires
  // away; 23: the deck of equipment turns face up).
  const together = legal.some((a) => a.type === 'cutTogether')
    ? bestTogether(view, legal, cache.get(view))
    : undefined;
  if (together && together.p >= CERTAIN) return together.action;
  // Mission 41: a tripwire pointed at, at once when certain (it also moves the dial back).
  const tripwire = legal.some((a) => a.type === 'tripwire')
    ? bestTripwire(view, legal, cache.get(view), p.gain, notchPrice(view, p))
    : undefined;
  if (tripwire && tripwire.p >= CERTAIN) return tripwire.action;
  const solos = safeSoloCuts(view, legal);
  const solo = best(solos, (a) => soloWorth(view, a, p), view, 'solo');
  // Mission 29: a solo cut of a value the face-down card may be is weighed against the others.
  if (solo && laidRisk(view, solo.value) === 0) return solo;

  const cuts = legal.filter((a): a is DualCutAction => a.type === 'dualCut');
  // Nothing else cuts: a risky cut together waits for a coffee or the Coffee Mug if there is one.
  if (cuts.length === 0)
    return (
      solo ??
      passTurn(view, legal, true) ??
      together?.action ??
      tripwire?.action ??
      fallback(view, legal)
    );
  const analysis = cache.get(view);

  const simple = cuts.filter(isSimpleCut).map((action): Rated => ({
    action,
    odds: simpleOdds(view, analysis, action),
    price: 0,
    seq: cutWorth(view, analysis, action, p),
  }));
  const certain = simple.filter((r) => r.odds.pS >= CERTAIN && !r.odds.fatal);
  if (certain.length > 0) {
    const chosen = best(certain, (r) => r.seq - r.odds.delta, view, 'certain')!;
    // A certain cut that may leave a teammate unable to play is weighed against the others.
    if (chosen.seq >= 0) return withOwn(view, chosen.action);
  } else {
    const walkie = walkieForCertainCut(view, legal, simple);
    if (walkie) return walkie;
    const radar = radarAction(view, legal, analysis, p.radarBits);
    if (radar) return radar;
  }

  const options = [
    ...simple,
    ...xyCuts(view, cuts, analysis, p),
    ...detectorCuts(view, cuts, analysis, p),
  ];
  const chosen = best(options, (r) => scoreOf(view, r, p), view, 'cut', 1e-12);
  if (!chosen)
    return (
      solo ??
      together?.action ??
      tripwire?.action ??
      passTurn(view, legal, true) ??
      fallback(view, legal)
    );
  if (solo && p.gain + soloWorth(view, solo, p) >= scoreOf(view, chosen, p)) return solo;
  // The Stabilizer does not cover the cut together: weigh it against the best cut as it stands.
  if (together && togetherScore(view, together, p) > scoreOf(view, chosen, p))
    return together.action;
  if (tripwire && tripwire.score > scoreOf(view, chosen, p)) return tripwire.action;

  const risk = riskOf(view, chosen, p);
  const stabilizer = pointsAtX(view, chosen.action) ? undefined : equipment(legal, 9)[0];
  if (stabilizer && (chosen.odds.pBoom > 0 || risk >= p.stabilize)) return stabilizer;
  // The rookie (mission 14) passes a risky cut whenever it can: its failure loses the game.
  if ((chosen.odds.pS < p.passBelow || failedCutLoses(view)) && risk >= p.passRisk) {
    const pass = passTurn(
      view,
      legal.filter((a) => a.type !== 'stuck'),
      true,
    );
    if (pass) return pass;
  }
  return withOwn(view, chosen.action);
}

/**
 * What a successful dual cut is worth beyond the cut, the worse of its values (X or Y Ray).
 * Through the sequence card: a pair of the value it waits for opens the way to the next, and
 * taking a teammate's wire may leave that teammate nothing but red wires and closed values, which
 * explodes the bomb when their turn begins (the probability from the marginals). Through the
 * face-up Number card (mission 15): a pair of its value brings a face-down card nearer. Less
 * the notch a face-down Number card of its value would cost after the turn (mission 29).
 */
function cutWorth(
  view: SeatView,
  analysis: Analysis,
  action: DualCutAction,
  p: ExpertParams,
): number {
  const waited = sequenceValue(view);
  const target = action.detector === undefined ? action.target : null;
  const sequence = (v: Announce) =>
    view.sequence
      ? (v === waited ? p.sequence.open : 0) -
        (target ? p.sequence.teammateBlock * pTeammateBlocked(view, analysis, target, v) : 0)
      : 0;
  return Math.min(
    ...valuesOf(action).map(
      (v) =>
        sequence(v) +
        rewardWorth(view, v, 1, p.reward) +
        windowWorth(view, v, windowPrices(view, p)) -
        laidPrice(view, v, p),
    ),
  );
}

/** An equipment card kept, or a Number card answered, is worth a cut. */
const windowPrices = (view: SeatView, p: ExpertParams) => ({
  notch: p.window * notchPrice(view, p),
  card: p.window * p.gain,
});

/** Mission 29: the expected price of the notch if the face-down card is of the value cut. */
const laidPrice = (view: SeatView, value: Announce, p: ExpertParams): number =>
  p.laidCard * laidRisk(view, value) * notchPrice(view, p);

/** The same for a solo cut: every held wire of the value goes, one or two pairs at once. */
function soloWorth(view: SeatView, action: SoloCut, p: ExpertParams): number {
  const pairs = (ownCounts(view).get(action.value) ?? 0) >= 4 ? 2 : 1;
  const sequence = action.value === sequenceValue(view) ? pairs * p.sequence.open : 0;
  return (
    sequence +
    rewardWorth(view, action.value, pairs, p.reward) +
    windowWorth(view, action.value, windowPrices(view, p)) -
    laidPrice(view, action.value, p)
  );
}

/** Equipment that never wastes anything when used now. */
function freeEquipment(view: SeatView, legal: readonly Action[]): Action | undefined {
  const postIts = equipment(legal, 4);
  if (postIts.length > 0) {
    const gains = tokenGains(
      view,
      postIts.map((a) => a.wire),
    );
    return best(postIts, (a) => gains[postIts.indexOf(a)] ?? 0, view, 'postit', 1e-6);
  }
  const label = [...equipment(legal, 12), ...equipment(legal, 1)];
  if (label.length > 0) return best(label, () => 0, view, 'label');
  const rewinder = equipment(legal, 6)[0];
  const { stepsToSkull, max, start } = view.dial;
  const pastStartExplodes = missionById(view.mission)?.dialBack === 'explodePastStart';
  if (
    rewinder &&
    stepsToSkull < max &&
    (pastStartExplodes ? stepsToSkull <= 1 && stepsToSkull < start : true)
  )
    return rewinder;
  const seat = seatOf(view);
  if (view.characters[seat]?.used) {
    const batteries = equipment(legal, 7).filter((a) => a.seats.includes(seat));
    const chosen = best(batteries, (a) => a.seats.length, view, 'batteries');
    if (chosen) return chosen;
  }
  return undefined;
}

/**
 * Walkie-Talkies with two copies of a value we can cut: give one copy, and its new place is known
 * to us, so the next decision has a certain dual cut.
 */
function walkieForCertainCut(
  view: SeatView,
  legal: readonly Action[],
  simple: readonly Rated[],
): Action | undefined {
  const walkies = equipment(legal, 2);
  if (walkies.length === 0) return undefined;
  const counts = ownCounts(view);
  const cuttable = new Set(simple.flatMap((r) => valuesOf(r.action)));
  const order = seatsAfter(view.players, seatOf(view));
  const candidates = walkies.filter((a) => {
    const printed = printedAt(view, a.wire);
    if (printed === null) return false;
    const v = gameValueIn(view, printed);
    return v !== 'red' && (counts.get(v) ?? 0) >= 2 && cuttable.has(v);
  });
  return best(candidates, (a) => -order.indexOf(a.teammate), view, 'walkie');
}

/** General Radar on the held value whose per-stand presence is most uncertain. */
function radarAction(
  view: SeatView,
  legal: readonly Action[],
  analysis: Analysis,
  minBits: number,
): Action | undefined {
  const radars = equipment(legal, 8);
  if (radars.length === 0) return undefined;
  const seat = seatOf(view);
  const held = ownCounts(view);
  const h2 = (p: number) => (p <= 0 || p >= 1 ? 0 : -p * Math.log2(p) - (1 - p) * Math.log2(1 - p));
  // Each stand's answer, exact from the turn's solve. The radar ignores X wires (mission 20).
  const bits = (value: number) =>
    view.stands
      .filter((s) => s.seat !== seat)
      .reduce((acc, s) => {
        const wires = s.wires.flatMap((w, index) =>
          !w.cut && !w.x ? [{ seat: s.seat, stand: s.stand, index }] : [],
        );
        return acc + h2(analysis.pAnyOf(wires, [value]));
      }, 0);
  const known = radarKnown(view);
  const useful = radars.filter((a) => held.has(a.value) && !known.has(a.value));
  const chosen = best(useful, (a) => bits(a.value), view, 'radar', 1e-9);
  return chosen && bits(chosen.value) >= minBits ? chosen : undefined;
}

/**
 * Values whose radar answers still hold: asked since the last cut of a wire of that value. The
 * presence above is exact when the solver has its runs, but not past them (a space too large for
 * the dense programme); without this an unlimited radar (mission 18) could ask again and again.
 */
function radarKnown(view: SeatView): Set<number> {
  const known = new Set<number>();
  for (const e of view.log) {
    if (e.type === 'radar') known.add(e.value);
    else if (e.type === 'wireCut') {
      const v = gameValueIn(view, e.printed);
      if (typeof v === 'number') known.delete(v);
    }
  }
  return known;
}

/** X or Y Ray on one wire: exact from the marginals (the two values are disjoint events). */
function xyCuts(
  view: SeatView,
  cuts: readonly DualCutAction[],
  analysis: Analysis,
  p: ExpertParams,
): Rated[] {
  return cuts.flatMap((action): Rated[] => {
    if (action.detector !== undefined || !Array.isArray(action.value)) return [];
    const values = valuesOf(action);
    const target = action.target;
    return [
      {
        action,
        odds: oddsOf(
          view,
          analysis.pMatch(target, values),
          analysis.pDeadly(target, values),
          values,
        ),
        price: p.cards.xy,
        seq: cutWorth(view, analysis, action, p),
      },
    ];
  });
}

/** Detector cuts (one value): ranked approximately, the best one checked exactly. */
function detectorCuts(
  view: SeatView,
  cuts: readonly DualCutAction[],
  analysis: Analysis,
  p: ExpertParams,
): Rated[] {
  const rated = cuts.flatMap(
    (action): { action: DualCutAction; targets: WireRef[]; r: Rated }[] => {
      if (action.detector === undefined || Array.isArray(action.value)) return [];
      const targets = targetsOf(view, action);
      const values = valuesOf(action);
      const { pS, pBoom } = analysis.detectorOddsApprox(targets, values);
      return [
        {
          action,
          targets,
          r: {
            action,
            odds: oddsOf(view, pS, pBoom, values),
            price: p.cards[action.detector],
            seq: cutWorth(view, analysis, action, p),
          },
        },
      ];
    },
  );
  const top = best(rated, (x) => scoreOf(view, x.r, p), view, 'detector', 1e-12);
  if (!top) return [];
  const values = valuesOf(top.action);
  const { pS, pBoom } = analysis.detectorOdds(top.targets, values);
  return [{ ...top.r, odds: oddsOf(view, pS, pBoom, values) }];
}

/** The wires a cut points at: a Super Detector's stand's uncut wires but its X wire. */
function targetsOf(view: SeatView, action: DualCutAction): WireRef[] {
  if (action.detector === 'super') {
    const { seat, stand } = action.stand;
    const sv = view.stands.find((s) => s.seat === seat && s.stand === stand);
    return (sv?.wires ?? []).flatMap((w, index) => (w.cut || w.x ? [] : [{ seat, stand, index }]));
  }
  return action.detector === undefined ? [action.target] : [...action.targets];
}

const wireAt = (view: SeatView, ref: WireRef) =>
  view.stands.find((s) => s.seat === ref.seat && s.stand === ref.stand)?.wires[ref.index];

const printedAt = (view: SeatView, ref: WireRef): number | null =>
  wireAt(view, ref)?.printed ?? null;

/** Reveal the own copy of the announced value that tells teammates most. */
function withOwn(view: SeatView, action: DualCutAction): DualCutAction {
  if (Array.isArray(action.value) || guessed(view, action)) return action;
  const value = action.value as Announce;
  // A closed X wire (mission 35) cannot go with the cut.
  const copies = ownUncut(view).filter(
    (w) => gameValueIn(view, w.printed) === value && !wireAt(view, w.ref)?.closed,
  );
  if (copies.length < 2) return action;
  const gains = revealGains(
    view,
    copies.map((c) => c.ref),
  );
  const chosen = best(copies, (c) => gains[copies.indexOf(c)] ?? 0, view, 'own', 1e-6)!;
  return { ...action, own: chosen.ref };
}
