/**
 * Mission 18: whom the active seat names to cut this turn's value (both levels). Each seat that
 * answered yes is rated by the odds of its best dual cut of the value, scored as the bot's level
 * scores a cut. The active seat rates itself with its own marginals. A
 * teammate cannot see our hand, so we guess it points where the public facts make the value
 * likeliest (the marginals of a spectator of the same log), and rate that wire with what we know,
 * our own wires included. A seat answering yes alone holds every wire of the value left: the only
 * option, it solo cuts.
 */
import type { Action, SeatView, WireRef } from '@bomb-busters/engine';
import { positionFromView, solve } from '@bomb-busters/solver';
import { gameValueIn, kindValue, type Analysis } from './analysis.js';
import { best, seatOf } from './bot.js';
import { oddsOf, type Odds } from './moves.js';

type Designate = Extract<Action, { type: 'designate' }>;

/** The answer to a pending designation, or undefined if the seat has none to give. */
export function designation(
  view: SeatView,
  legal: readonly Action[],
  analysis: () => Analysis,
  score: (odds: Odds) => number,
): Designate | undefined {
  const answers = legal.filter((a): a is Designate => a.type === 'designate');
  if (answers.length === 0 || view.pending?.kind !== 'designate') return undefined;
  const seat = chooseDesignee(
    view,
    answers.map((a) => a.designee),
    analysis,
    score,
  );
  return answers.find((a) => a.designee === seat);
}

/** The seat to name among `options` (seats), for the value of `view.radarTurn`. */
export function chooseDesignee(
  view: SeatView,
  options: readonly number[],
  analysis: () => Analysis,
  score: (odds: Odds) => number,
): number {
  const value = view.radarTurn?.number;
  if (options.length === 1 || value === null || value === undefined)
    return best(options, () => 0, view, 'designate')!;
  const mine = analysis();
  const me = seatOf(view);
  const pub = publicMatch(view, value);
  const rate = (seat: number) => {
    const targets = uncutOf(view).filter((t) => t.seat !== seat);
    // Whom the designee most likely points at: by our marginals for ourselves, else by the public's.
    const belief = (t: WireRef) => (seat === me ? mine.pMatch(t, [value]) : pub(t));
    const top = Math.max(...targets.map(belief));
    const picked = targets.filter((t) => belief(t) >= top - 1e-9);
    return (
      picked.reduce((acc, t) => acc + score(oddsAt(view, mine, t, value)), 0) /
      Math.max(1, picked.length)
    );
  };
  return best(options, rate, view, 'designate', 1e-9)!;
}

/** The odds of a plain dual cut of `value` on `t`, as we know the wire (ours: for certain). */
function oddsAt(view: SeatView, mine: Analysis, t: WireRef, value: number): Odds {
  const printed =
    t.seat === seatOf(view)
      ? view.stands.find((s) => s.seat === t.seat && s.stand === t.stand)?.wires[t.index]?.printed
      : null;
  if (printed === null || printed === undefined)
    return oddsOf(view, mine.pMatch(t, [value]), mine.pDeadly(t, [value]), [value]);
  const v = gameValueIn(view, printed);
  return oddsOf(view, v === value ? 1 : 0, v === 'red' ? 1 : 0, [value]);
}

const uncutOf = (view: SeatView): WireRef[] =>
  view.stands.flatMap((s) =>
    s.wires.flatMap((w, index) => (w.cut ? [] : [{ seat: s.seat, stand: s.stand, index }])),
  );

/** P(the wire is `value`) for a spectator of the same log: our own hand hidden. */
function publicMatch(view: SeatView, value: number): (t: WireRef) => number {
  const me = seatOf(view);
  const spectator: SeatView = {
    ...view,
    viewer: 'spectator',
    stands: view.stands.map((s) =>
      s.seat === me
        ? { ...s, wires: s.wires.map((w) => (w.cut ? w : { ...w, printed: null })) }
        : s,
    ),
  };
  const solution = solve(positionFromView(spectator));
  const probs = new Map<string, number>();
  if (solution.status === 'ok')
    for (const m of solution.marginals) {
      const s = view.stands[m.stand];
      if (!s) continue;
      let p = 0;
      for (const [key, q] of Object.entries(m.probs)) if (kindValue(view, key) === value) p += q;
      probs.set(`${s.seat}/${s.stand}/${m.slot}`, p);
    }
  return (t) => probs.get(`${t.seat}/${t.stand}/${t.index}`) ?? 0;
}
