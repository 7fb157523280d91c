/**
 * The cautious bot. Policy:
 * - mission 18's designation: the seat whose cut of the turned value is least likely red, then
 *   likeliest to succeed (designate.ts);
 * - pending choices: answered by answers.ts (tokens on the slot teammates are least sure of; the
 *   detector owner cuts / marks the least certain of the offered wires; sheets: safe cells);
 * - mission 10's turn nobody holds: claim it ("Snip!") when asked to move (moves.ts);
 * - all wires red: reveal them;
 * - mission 13's cut together (and 23's, of the Number card's four wires): only when it is
 *   certain to point at wires of the set only, or when no other cut is legal (together.ts);
 * - mission 26: skip when it holds none of the face-up values, else turn down the value whose
 *   best cut is least likely red, then likeliest to succeed (pick.ts);
 * - missions 22 and 27's tokens: handout.ts (the value it holds most to give, the token it can
 *   place best to draft, "none here" that tells most beside the stand);
 * - mission 29 (guess.ts): the Number card laid is the expert's; a cut of a value the face-down
 *   card may be is never counted certain, and cuts are rated by P(success, and the card not of
 *   their value), a solo cut's by P(the card not of its value);
 * - mission 14's rookie: a failed dual cut loses, so it counts as an explosion (moves.ts);
 * - a solo cut, or a dual cut that succeeds with probability 1, whenever one exists;
 * - otherwise the plain dual cut with the highest success probability among those pointing at a
 *   wire with zero red probability; if every target may be red, the highest P(success) less ten
 *   times P(red); a cut that cannot succeed (a token shows another value, or the solver rules
 *   the value out) only when no cut may succeed;
 * - no equipment and no Double Detector (so no term for mission 15's face-down cards); a coffee
 *   or the stuck rule only when it cannot cut.
 * One solver call per turn decision, none for pending choices but mission 29's card to lay (one
 * solve, and one or two conditional passes per card).
 */
import type { Action, SeatView } from '@bomb-busters/engine';
import type { Analysis } from './analysis.js';
import { CERTAIN } from './analysis.js';
import { answerPending } from './answers.js';
import { designation } from './designate.js';
import { best, type Bot } from './bot.js';
import { AnalysisCache } from './cache.js';
import { bestTogether } from './together.js';
import {
  claimTurn,
  fallback,
  isSimpleCut,
  passTurn,
  safeReveal,
  safeSoloCuts,
  simpleOdds,
  type Odds,
  type SimpleCut,
} from './moves.js';
import { chooseNumber } from './pick.js';
import { constraintMove } from './constraints.js';
import { layChoice, laidRisk } from './guess.js';

export function cautiousBot(): Bot {
  const cache = new AnalysisCache();
  return {
    name: 'cautious',
    act(view: SeatView, legal: readonly Action[]): Action {
      // Mission 18: name a seat whose cut of the value is least likely red, then likeliest.
      const answer =
        designation(view, legal, () => cache.get(view), safestFirst) ??
        layChoice(view, legal, () => cache.get(view)) ??
        answerPending(view, legal, false) ??
        constraintMove(view, legal);
      if (answer) return answer;
      const claim = claimTurn(legal);
      if (claim) return claim;
      const reveal = safeReveal(view, legal, () => cache.get(view));
      if (reveal) return reveal;
      // Mission 26: skip when nothing face up is held; else the value whose cut is safest.
      const skip = legal.find((a) => a.type === 'skip');
      if (skip) return skip;
      const pick = chooseNumber(view, legal, () => cache.get(view), safestFirst);
      if (pick) return pick;
      const cuts = legal.filter(isSimpleCut);
      // Mission 13: the reds together only when certain, or when nothing else cuts.
      const together = legal.some((a) => a.type === 'cutTogether')
        ? bestTogether(view, legal, cache.get(view))
        : undefined;
      // Mission 29: first a solo cut whose value the face-down Number card cannot be.
      const solo = best(safeSoloCuts(view, legal), (a) => -laidRisk(view, a.value), view, 'solo');
      if (together && (together.p >= CERTAIN || (!solo && cuts.length === 0)))
        return together.action;
      if (solo && (laidRisk(view, solo.value) === 0 || cuts.length === 0)) return solo;
      if (cuts.length === 0) return passTurn(view, legal) ?? fallback(view, legal);
      const analysis = cache.get(view);
      const cut = chooseCautiousCut(view, cuts, analysis);
      // Else the solo cut, unless a dual cut without red risk is likelier to leave the dial still.
      const odds = simpleOdds(view, analysis, cut);
      const soloFree = 1 - laidRisk(view, solo?.value);
      if (solo && (odds.pBoom > 0 || soloFree >= notchFree(view, odds, cut.value))) return solo;
      return cut;
    },
  };
}

/** The cautious bot's rating of a cut: no red risk first, then the likeliest success. */
const safestFirst = (odds: Odds): number => (odds.pBoom > 0 ? -1 - odds.pBoom : odds.pS);

/** P(the cut succeeds and mission 29's face-down Number card is not of its value): no notch. */
const notchFree = (view: SeatView, odds: Odds, value: unknown): number =>
  odds.pS * (1 - laidRisk(view, value));

/** The cautious rule over plain dual cuts (exported for tests). */
export function chooseCautiousCut(
  view: SeatView,
  cuts: readonly SimpleCut[],
  analysis: Analysis,
): SimpleCut {
  const rated = cuts.map((cut) => ({ cut, odds: simpleOdds(view, analysis, cut) }));
  const viable = rated.filter((r) => !r.odds.fatal);
  // A cut that cannot succeed (a token shows another value) only moves the dial: kept for when
  // no cut may succeed, as under a constraint card that allows none of the values in sight.
  const hopeful = viable.filter((r) => r.odds.pS > 0);
  const pool = hopeful.length > 0 ? hopeful : viable.length > 0 ? viable : rated;
  // Mission 29: a cut of a value the face-down Number card may be is never counted certain.
  const certain = pool.filter((r) => r.odds.pS >= CERTAIN && laidRisk(view, r.cut.value) === 0);
  if (certain.length > 0) return best(certain, (r) => -r.odds.delta, view, 'certain')!.cut;
  const free = (r: (typeof rated)[number]) => notchFree(view, r.odds, r.cut.value);
  const noRed = pool.filter((r) => r.odds.pBoom === 0);
  if (noRed.length > 0) return best(noRed, free, view, 'safe')!.cut;
  // Every cut may be red: the likeliest to leave the dial still, each red chance counted
  // RED_WEIGHT times over (a wire barely less likely red is no reason to cut a hopeless one).
  return best(pool, (r) => free(r) - RED_WEIGHT * r.odds.pBoom, view, 'risky')!.cut;
}

/** How many successes one chance of cutting a red wire costs the cautious bot. */
const RED_WEIGHT = 10;
