/**
 * Mission 26 (RULES.md §6.2): a turn starts by turning down a face-up Number card whose value the
 * seat holds, and the seat must then cut that value. Both levels pick the value whose best cut
 * they rate highest, as they rate cuts: a solo cut (the seat holds every wire of it left) or the
 * best plain dual cut at a teammate's wire, from the solver's marginals (one solve, which the cut
 * that follows reuses: the pick adds no fact to the seat's own position). The pick is public, so
 * teammates' picks reach the solver as "holds this value"; a bot's own pick tells the others the
 * same, which no term here weighs. Detectors are left out of the rating; once the value is picked
 * the usual policy weighs them among the cuts of it.
 */
import type { Action, SeatView } from '@bomb-busters/engine';
import { ownCounts, teammateUncut, type Analysis } from './analysis.js';
import { best } from './bot.js';
import { oddsOf, type Odds } from './moves.js';

type PickNumber = Extract<Action, { type: 'pickNumber' }>;

/** Wires of a blue value already cut, on every stand. */
function cutOf(view: SeatView, value: number): number {
  return view.stands.reduce(
    (acc, s) => acc + s.wires.filter((w) => w.cut && w.printed === value).length,
    0,
  );
}

/** The Number card to turn down, or undefined when no pick is legal. */
export function chooseNumber(
  view: SeatView,
  legal: readonly Action[],
  analysis: () => Analysis,
  score: (odds: Odds) => number,
): PickNumber | undefined {
  const picks = legal.filter((a): a is PickNumber => a.type === 'pickNumber');
  if (picks.length <= 1) return picks[0];
  const a = analysis();
  const counts = ownCounts(view);
  const targets = teammateUncut(view);
  const worth = (value: number): number => {
    const mine = counts.get(value) ?? 0;
    if (mine > 0 && mine + cutOf(view, value) >= 4) return score(oddsOf(view, 1, 0, [value]));
    return targets.reduce(
      (top, ref) =>
        Math.max(
          top,
          score(oddsOf(view, a.pMatch(ref, [value]), a.pDeadly(ref, [value]), [value])),
        ),
      Number.NEGATIVE_INFINITY,
    );
  };
  return best(picks, (p) => worth(p.number), view, 'pick', 1e-12);
}
