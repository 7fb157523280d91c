/**
 * Mission 29, the Guessing Game (RULES.md §6.2): as each turn begins, the active seat's right-hand
 * neighbour lays one of its Number cards face down; after the turn, if the active seat cut a wire
 * of the card's value, the dial moves one notch. Both levels, each from its own view only:
 * - The layer lays the card whose value the active seat is least likely to cut. From the layer's
 *   solver (every public fact: info tokens, cut and validated wires, failed announcements; and the
 *   layer's own wires), exactly by conditioning: P(the active seat holds an uncut wire of it), of
 *   which it cuts for sure a value a token shows on another seat's uncut wire, or one that no other
 *   seat holds (a solo cut: the layer holds none and the other seats likely none), and a value it
 *   holds without such a sure cut half as often (`GUESS`). A value it cannot hold costs nothing.
 * - The active seat never sees the card. A value may be the laid card unless its card is in the
 *   seat's own hand, out of the game (its four wires cut), or known to be in another seat's hand
 *   (`whereabouts`: a card revealed and taken, followed through the log until it leaves that hand
 *   unseen); when every card of the layer's hand is known, only those. Each value that may be laid
 *   is taken as equally likely (`laidOdds`). A cut of value v then risks a notch with
 *   P(success) * P(laid = v): the expert takes that from the worth of its success at the price of a
 *   notch, the cautious bot rates a cut by P(success, and the card not of its value).
 */
import type { Action, SeatView } from '@bomb-busters/engine';
import { ownCounts, teammateUncut, type Analysis } from './analysis.js';
import { best, seatOf } from './bot.js';

type LayNumber = Extract<Action, { type: 'layNumber' }>;

/** The card to lay face down for the active seat's turn, or undefined when none is asked. */
export function layChoice(
  view: SeatView,
  legal: readonly Action[],
  analysis: () => Analysis,
): LayNumber | undefined {
  const lays = legal.filter((a): a is LayNumber => a.type === 'layNumber');
  if (lays.length <= 1) return lays[0];
  const a = analysis();
  const wires = teammateUncut(view);
  const active = wires.filter((ref) => ref.seat === view.activeSeat);
  const others = wires.filter((ref) => ref.seat !== view.activeSeat);
  const shown = shownValues(view, view.activeSeat);
  const mine = ownCounts(view);
  const risk = (n: number) => {
    const holds = a.pAnyOf(active, [n]);
    // It cuts for sure a value a token shows elsewhere, or one it alone holds (a solo cut).
    const alone = (mine.get(n) ?? 0) > 0 ? 0 : 1 - a.pAnyOf(others, [n]);
    const sure = shown.has(n) ? holds : Math.min(holds, alone);
    return sure + GUESS * (holds - sure);
  };
  const risks = new Map(lays.map((l) => [l.number, risk(l.number)]));
  return best(lays, (l) => -(risks.get(l.number) ?? 1), view, 'lay', 1e-9);
}

/** How likely the active seat cuts a value it holds but has no sure cut of, against a sure one. */
const GUESS = 0.5;

/** Values whose tokens show on the uncut wires of seats other than `seat`: it knows where to cut. */
function shownValues(view: SeatView, seat: number): Set<number> {
  const shown = new Set<number>();
  for (const s of view.stands)
    if (s.seat !== seat)
      for (const w of s.wires)
        if (!w.cut && w.info?.kind === 'value' && typeof w.info.value === 'number')
          shown.add(w.info.value);
  return shown;
}

/**
 * Where the viewer knows other seats' Number cards to be: cards seen taken (revealed, or by the
 * viewer as layer or taker) or drawn, until they leave that hand unseen (laid and taken without a
 * reveal, or put under the deck). Card -> seat.
 */
export function whereabouts(view: SeatView): Map<number, number> {
  const known = new Map<number, number>();
  const forget = (seat: number) => {
    for (const [n, s] of known) if (s === seat) known.delete(n);
  };
  for (const e of view.log)
    switch (e.type) {
      case 'numberTaken':
        if (e.number === null) forget(e.from);
        else known.set(e.number, e.seat);
        break;
      case 'numberDrawn':
        if (e.number !== null) known.set(e.number, e.seat);
        break;
      case 'numberLaid':
      case 'numberRevealed':
        if (e.number !== null) known.delete(e.number);
        break;
      case 'numberCardsDiscarded':
        for (const n of e.numbers) known.delete(n);
        break;
      case 'numbersReturned':
        forget(e.seat);
        break;
    }
  return known;
}

const oddsCache = new WeakMap<SeatView, ReadonlyMap<number, number>>();

/**
 * P(the laid card is of value v) as the active seat sees it, for each value that may be laid
 * (equally likely); empty when no card lies face down for the viewer's own turn.
 */
export function laidOdds(view: SeatView): ReadonlyMap<number, number> {
  const cached = oddsCache.get(view);
  if (cached) return cached;
  const odds = new Map<number, number>();
  oddsCache.set(view, odds);
  const hands = view.numberHands;
  const seat = seatOf(view);
  if (!hands?.laid || view.activeSeat !== seat || hands.laid.seat === seat) return odds;
  const layer = hands.laid.seat;
  const own = hands.hands[seat];
  const known = whereabouts(view);
  const ownCards = Array.isArray(own) ? own : [];
  let possible = hands.live.filter(
    (n) => !ownCards.includes(n) && (known.get(n) ?? layer) === layer,
  );
  // Every card the layer held is known: the laid one is one of them (those it drew since are not).
  const layerKnown = possible.filter((n) => known.get(n) === layer);
  const left = hands.hands[layer];
  const laidAt = view.log.findLastIndex((e) => e.type === 'numberLaid' && e.seat === layer);
  const drawn = view.log
    .slice(laidAt)
    .filter((e) => e.type === 'numberDrawn' && e.seat === layer).length;
  if (typeof left === 'number' && layerKnown.length === left + 1 - drawn) possible = layerKnown;
  for (const n of possible) odds.set(n, 1 / possible.length);
  return odds;
}

/** P(the face-down card is of this value) for the active seat (0 when it cannot be). */
export const laidRisk = (view: SeatView, value: unknown): number =>
  typeof value === 'number' ? (laidOdds(view).get(value) ?? 0) : 0;
