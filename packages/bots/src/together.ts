/**
 * The "cut together" from a bot's side: mission 13's reds (RULES.md §6.2, §9 B6), mission 23's
 * four wires of the face-up Number card's value, or mission 30's yellow sweep. Which teammates' wires to point at, along with
 * the seat's own wires of the set, so that every pointed wire is of the set. The legal list
 * holds each combination as one action (thousands with 4-5 players); they are never scored one
 * by one. The teammates' wires are ranked by their marginal P(red), the combinations of the
 * likeliest few by the product of their marginals (as if independent), and only the top ones are
 * checked exactly (one conditional solver pass each). Below a product of MIN_EXACT nothing is
 * checked and the product stands in: such a cut is only taken when forced, or against a dual cut
 * still likelier to explode, and skipping the passes keeps the early turns of 4-5 players fast.
 */
import { combinations, type Action, type SeatView, type WireRef } from '@bomb-busters/engine';
import { gameValueIn, ownUncut, teammateUncut, type Analysis } from './analysis.js';
import { sameWire } from './bot.js';

export type TogetherAction = Extract<Action, { type: 'cutTogether' }>;

export interface Together {
  readonly action: TogetherAction;
  /** P(every pointed wire is of the set): exact, or the product of the marginals below MIN_EXACT. */
  readonly p: number;
  /** How many wires of the set it cuts, the seat's own included. */
  readonly wires: number;
}

/** Teammates' wires considered, combinations of them checked exactly, and from what product. */
const SHORTLIST = 6;
const EXACT = 3;
const MIN_EXACT = 0.25;

/** The set's value: mission 23's Number card or 30's yellows while they are in play, else red (13). */
const setValue = (view: SeatView): number | 'yellow' | 'red' =>
  view.together && !view.together.done ? view.together.number : 'red';

/** The legal cut-together action most likely to point at wires of the set only, or undefined. */
export function bestTogether(
  view: SeatView,
  legal: readonly Action[],
  analysis: Analysis,
): Together | undefined {
  const offered = legal.filter((a): a is TogetherAction => a.type === 'cutTogether');
  const first = offered[0];
  if (!first) return undefined;
  const count = first.wires.length;
  const value = setValue(view);
  const own = ownUncut(view).filter((w) => gameValueIn(view, w.printed) === value).length;
  // The seat's own wires of the set are all of them: nothing to point at, nothing to lose.
  if (count === 0) return { action: first, p: 1, wires: own };
  const pOne = (ref: WireRef) =>
    value === 'red' ? analysis.pRed(ref) : analysis.pMatch(ref, [value]);
  const pAll = (refs: readonly WireRef[]) =>
    value === 'red' ? analysis.pAllRed(refs) : analysis.pAllOf(refs, value);
  const shortlist = teammateUncut(view)
    .map((ref) => ({ ref, p: pOne(ref) }))
    .sort((a, b) => b.p - a.p)
    .slice(0, SHORTLIST);
  const product = (combo: readonly { p: number }[]) => combo.reduce((acc, w) => acc * w.p, 1);
  const checked = combinations(shortlist, count)
    .sort((a, b) => product(b) - product(a))
    .slice(0, EXACT)
    .map((combo) => {
      const refs = combo.map((w) => w.ref);
      const approx = product(combo);
      return { refs, p: approx >= MIN_EXACT ? pAll(refs) : approx };
    });
  const top = checked.reduce((a, b) => (b.p > a.p ? b : a));
  const action = offered.find((a) => sameSet(a.wires, top.refs));
  return action ? { action, p: top.p, wires: own + count } : undefined;
}

const sameSet = (a: readonly WireRef[], b: readonly WireRef[]): boolean =>
  a.length === b.length && a.every((x) => b.some((y) => sameWire(x, y)));
