/**
 * Mission 41's tripwires from a bot's side: which teammate wire to point at as a tripwire, by the
 * solver's P(yellow). A yellow one is a cut and a notch of the dial back (none at the dial's cap);
 * a blue one costs a notch (the bomb, while the dial is next to the skull); a red one explodes.
 */
import type { Action, SeatView } from '@bomb-busters/engine';
import type { Analysis } from './analysis.js';

export type TripwireAction = Extract<Action, { type: 'tripwire' }>;

export interface Tripwire {
  readonly action: TripwireAction;
  /** P(the wire is yellow). */
  readonly p: number;
  /** The pointing's worth: `gain` and the notch back for a yellow, less the risks. */
  readonly score: number;
}

/** The legal tripwire action with the best worth, or undefined when none is offered. */
export function bestTripwire(
  view: SeatView,
  legal: readonly Action[],
  analysis: Analysis,
  gain: number,
  notch: number,
): Tripwire | undefined {
  const back = view.dial.stepsToSkull < view.dial.max ? notch : 0;
  let top: Tripwire | undefined;
  for (const action of legal) {
    if (action.type !== 'tripwire') continue;
    const p = analysis.pMatch(action.wire, ['yellow']);
    const pRed = analysis.pRed(action.wire);
    const score = p * (gain + back) - pRed - Math.max(0, 1 - p - pRed) * notch;
    if (!top || score > top.score) top = { action, p, score };
  }
  return top;
}
