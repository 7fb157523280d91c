/**
 * The constraint cards (missions 31, 32, 37; RULES.md §6.3), for both levels, kept simple:
 * - 31: a seat takes the face-up card that allows the most of its own uncut wires (a value card
 *   A-E allows the wires of its values); at two players, never the card the mission advises
 *   against beside its teammate's (A with B, C with D) while another is left.
 * - 32: the Captain turns the next card up when the last turn ended with a seat unable to obey,
 *   or when the card allows none of the Captain's own values; else keeps it (what the others hold
 *   is hidden: a skip is the only public sign that a card blocks them).
 * - A seat that cannot obey says so at once: the engine offers `cannotObey` only when no cut obeys.
 * - 34: a seat that may accuse weighs each teammate and card (not its own card) by the cuts that
 *   teammate announced: the weakest link announces only values its card allows, so each one
 *   that fits doubles the odds of a half-the-values card; one that does not, an accusation it
 *   made, or a wrong accusation rules the pair out. It accuses the likeliest pair once its
 *   odds reach `ACCUSE_AT`, and never when a wrong guess would set the bomb off.
 */
import {
  CARD_RULES,
  cardAllows,
  type Action,
  type ConstraintCard,
  type SeatView,
} from '@bomb-busters/engine';
import { ownCounts } from './analysis.js';
import { best, seatOf } from './bot.js';

type Pick = Extract<Action, { type: 'pickConstraint' }>;

/** The cards mission 31 advises two players not to take together. */
const COMPLEMENT: Partial<Record<ConstraintCard, ConstraintCard>> = {
  A: 'B',
  B: 'A',
  C: 'D',
  D: 'C',
};
type Replace = Extract<Action, { type: 'replaceConstraint' }>;
type Accuse = Extract<Action, { type: 'accuse' }>;

/** The odds an accusation needs: a wrong one costs a notch. */
export const ACCUSE_AT = 0.7;

/** How many of the seat's own uncut wires a card lets it cut. */
function allowedWires(view: SeatView, card: ConstraintCard): number {
  let wires = 0;
  for (const [value, count] of ownCounts(view))
    if (cardAllows(CARD_RULES[card], value)) wires += count;
  return wires;
}

/** The share of the values `card` allows. */
const share = (card: ConstraintCard): number => {
  const rule = CARD_RULES[card];
  return rule.only ? rule.only.length / 12 : rule.never ? 1 - rule.never.length / 12 : 1;
};

/**
 * The odds that each offered accusation is right, from the public log: a teammate holding the
 * Captain card and `card` announced only values `card` allows (the others announce any).
 */
export function accusationOdds(view: SeatView, offered: readonly Accuse[]): Map<Accuse, number> {
  const own = view.constraints?.seats[seatOf(view)];
  const mine = own && typeof own === 'object' ? own.card : null;
  const weight = (a: Accuse): number => {
    let w = a.card === mine ? 0 : 1;
    for (const e of view.log) {
      if (
        e.type === 'accused' &&
        (e.seat === a.accused || (e.accused === a.accused && e.card === a.card))
      )
        return 0; // The weakest link never accuses; a wrong accusation rules its pair out.
      if ((e.type === 'dualCut' || e.type === 'soloCut') && e.seat === a.accused)
        w *= [e.value].flat().every((v) => cardAllows(CARD_RULES[a.card], v))
          ? 1 / share(a.card)
          : 0;
    }
    return w;
  };
  const weights = offered.map(weight);
  const total = weights.reduce((sum, w) => sum + w, 0);
  return new Map(offered.map((a, i) => [a, total > 0 ? (weights[i] ?? 0) / total : 0]));
}

/** The likeliest accusation when its odds are high enough and a wrong one leaves the bomb whole. */
function accusation(view: SeatView, legal: readonly Action[]): Accuse | undefined {
  const offered = legal.filter((a): a is Accuse => a.type === 'accuse');
  if (offered.length === 0 || view.dial.stepsToSkull <= 1) return undefined;
  const odds = accusationOdds(view, offered);
  const top = best(offered, (a) => odds.get(a) ?? 0, view, 'accuse');
  return top && (odds.get(top) ?? 0) >= ACCUSE_AT ? top : undefined;
}

/** Whether the last turn ended with its seat unable to obey (a public skip). */
function lastTurnSkipped(view: SeatView): boolean {
  for (let i = view.log.length - 1; i >= 0; i--) {
    const type = view.log[i]?.type;
    if (type === 'skipped') return true;
    if (type === 'dualCut' || type === 'soloCut' || type === 'redRevealed') return false;
  }
  return false;
}

/** The bot's constraint move: a card to take, keep or replace, or "I cannot obey"; else undefined. */
export function constraintMove(view: SeatView, legal: readonly Action[]): Action | undefined {
  const picks = legal.filter((a): a is Pick => a.type === 'pickConstraint');
  if (picks.length > 0) {
    // The card's advice at two players: not A with B, nor C with D (a value held only by the
    // seat whose card forbids it could then be cut by nobody).
    const taken =
      view.constraints?.seats.flatMap((s) => (s && s !== 'faceDown' ? [s.card] : [])) ?? [];
    const clash = (card: ConstraintCard) =>
      view.players === 2 && taken.some((t) => COMPLEMENT[t] === card);
    return best(
      picks,
      (a) => allowedWires(view, a.constraint) - (clash(a.constraint) ? 100 : 0),
      view,
      'constraint',
    );
  }
  const replaces = legal.filter((a): a is Replace => a.type === 'replaceConstraint');
  const shared = view.constraints?.shared;
  if (replaces.length > 0 && shared) {
    const replace = lastTurnSkipped(view) || allowedWires(view, shared) === 0;
    return replaces.find((a) => a.replace === replace);
  }
  return legal.find((a) => a.type === 'cannotObey') ?? accusation(view, legal);
}
