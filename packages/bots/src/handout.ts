/**
 * Info tokens that a seat chooses (missions 22 and 27, RULES.md §6.2), both levels:
 * - beside its stand at setup (22): the value it does not hold whose "none here" tells teammates
 *   most (info.ts, the public prior of its stands);
 * - drafted for itself (27): the token it can place best, on the own wire of its value where it
 *   tells teammates most, else beside its stand ("none here"); a value whose wires all show a
 *   token already would go back to the supply, telling nothing;
 * - given to its left neighbour (22): the expert weighs, from its own marginals, how likely the
 *   neighbour holds a wire of the value that no token marks yet, and what the token then lets the
 *   team cut: a certain dual cut for the giver when it holds the value, for another teammate with
 *   the chance that one holds it; a token lying beside the neighbour's stand tells a little too.
 *   The cautious bot (no solver for pending choices) gives a value it holds most copies of, so it
 *   can cut the marked wire itself.
 */
import {
  missionById,
  ruleOf,
  type Action,
  type InfoValue,
  type SeatView,
  type WireRef,
} from '@bomb-busters/engine';
import { CERTAIN, gameValueIn, ownCounts, ownUncut, type Analysis } from './analysis.js';
import { best, seatOf } from './bot.js';
import { besideGains, tokenGains } from './info.js';

export type TakeToken = Extract<Action, { type: 'takeToken' }>;

/** Weight of a token that only lies beside the neighbour's stand, against a marked wire (22). */
const BESIDE_WORTH = 0.2;

/** The value a token beside the stand shows (setup of mission 22): what tells teammates most. */
export function besideChoice(view: SeatView, answers: readonly TakeToken[]): TakeToken | undefined {
  const gains = besideGains(
    view,
    answers.map((a) => a.value),
  );
  return best(answers, (a) => gains[answers.indexOf(a)] ?? 0, view, 'beside', 1e-6);
}

/** Whether the seat takes tokens for its left neighbour (22) rather than for itself (27). */
export const givesToNeighbour = (view: SeatView): boolean => {
  const mission = missionById(view.mission);
  return (mission && ruleOf(mission, 'tokenHandout')?.how) === 'give';
};

/** The token to take: for the neighbour (22) or for itself (27). */
export function takeChoice(
  view: SeatView,
  answers: readonly TakeToken[],
  analysis?: () => Analysis,
): TakeToken | undefined {
  if (!givesToNeighbour(view)) return draftChoice(view, answers);
  const scores = analysis ? giveScores(view, answers, analysis()) : heldScores(view, answers);
  return best(answers, (a) => scores[answers.indexOf(a)] ?? 0, view, 'give', 1e-9);
}

/** The own uncut wires of a value without a token, and whether the seat holds the value at all. */
function ownOf(view: SeatView, value: InfoValue): { free: WireRef[]; holds: boolean } {
  const seat = seatOf(view);
  const mine = ownUncut(view).filter((w) => gameValueIn(view, w.printed) === value);
  const free = mine.filter((w) => {
    const sv = view.stands.find((s) => s.seat === seat && s.stand === w.ref.stand);
    const wire = sv?.wires[w.ref.index];
    return wire?.info === null && wire.x !== true;
  });
  return { free: free.map((w) => w.ref), holds: mine.length > 0 };
}

/** Mission 27: what each drafted token tells once the seat places it. */
function draftChoice(view: SeatView, answers: readonly TakeToken[]): TakeToken | undefined {
  const scores = answers.map((a) => {
    const { free, holds } = ownOf(view, a.value);
    if (free.length > 0) return Math.max(...tokenGains(view, free));
    return holds ? 0 : (besideGains(view, [a.value])[0] ?? 0);
  });
  return best(answers, (a) => scores[answers.indexOf(a)] ?? 0, view, 'draft', 1e-6);
}

/** The cautious giver: a value it holds, the more copies the better. */
function heldScores(view: SeatView, answers: readonly TakeToken[]): number[] {
  const counts = ownCounts(view);
  return answers.map((a) => counts.get(a.value) ?? 0);
}

/** The expert giver: what the token is worth to the team once the neighbour has placed it. */
function giveScores(view: SeatView, answers: readonly TakeToken[], analysis: Analysis): number[] {
  const seat = seatOf(view);
  const to = (seat + 1) % view.players;
  const counts = ownCounts(view);
  const unmarked = (owner: number) =>
    view.stands
      .filter((s) => s.seat === owner)
      .flatMap((s) =>
        s.wires.flatMap((w, index) =>
          w.cut || w.info !== null || w.x ? [] : [{ seat: owner, stand: s.stand, index }],
        ),
      );
  const neighbour = unmarked(to);
  const others = Array.from({ length: view.players }, (_, s) => s)
    .filter((s) => s !== seat && s !== to)
    .flatMap((s) => unmarked(s));
  /** P(at least one of the wires is of the value), from the marginals taken as independent. */
  const anyOf = (refs: readonly WireRef[], value: InfoValue) =>
    1 - refs.reduce((acc, ref) => acc * (1 - analysis.pMatch(ref, [value])), 1);
  return answers.map(({ value }) => {
    // A token on a wire the team already knows tells nothing new: only the others count.
    const unsure = neighbour.filter((ref) => analysis.pMatch(ref, [value]) < CERTAIN);
    const marked = anyOf(unsure, value);
    const beside = 1 - anyOf(neighbour, value);
    const cutter = (counts.get(value) ?? 0) > 0 ? 1 : anyOf(others, value);
    return marked * cutter + beside * BESIDE_WORTH;
  });
}
