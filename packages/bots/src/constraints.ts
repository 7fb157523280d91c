/**
 * The constraint cards (missions 31, 32, 37; RULES.md §6.3), for both levels, kept simple:
 * - 31: a seat takes the face-up card that allows the most of its own uncut wires (a value card
 *   A-E allows the wires of its values); at two players, never the card the mission advises
 *   against beside its teammate's (A with B, C with D) while another is left.
 * - 32: the Captain turns the next card up when the last turn ended with a seat unable to obey,
 *   or when the card allows none of the Captain's own values; else keeps it (what the others hold
 *   is hidden: a skip is the only public sign that a card blocks them).
 * - A seat that cannot obey says so at once: the engine offers `cannotObey` only when no cut obeys.
 */
import {
  CARD_RULES,
  cardAllows,
  type Action,
  type ConstraintCard,
  type SeatView,
} from '@bomb-busters/engine';
import { ownCounts } from './analysis.js';
import { best } from './bot.js';

type Pick = Extract<Action, { type: 'pickConstraint' }>;

/** The cards mission 31 advises two players not to take together. */
const COMPLEMENT: Partial<Record<ConstraintCard, ConstraintCard>> = {
  A: 'B',
  B: 'A',
  C: 'D',
  D: 'C',
};
type Replace = Extract<Action, { type: 'replaceConstraint' }>;

/** How many of the seat's own uncut wires a card lets it cut. */
function allowedWires(view: SeatView, card: ConstraintCard): number {
  const rule = CARD_RULES[card];
  let wires = 0;
  for (const [value, count] of ownCounts(view)) if (cardAllows(rule, value)) wires += count;
  return wires;
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
    const taken = view.constraints?.seats.flatMap((s) => (s ? [s.card] : [])) ?? [];
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
  return legal.find((a) => a.type === 'cannotObey');
}
