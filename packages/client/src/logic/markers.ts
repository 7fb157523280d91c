/**
 * What the red and yellow markers and the turn badges say, by the state of the game. During the
 * game an "x of y" draw shows a "?" marker for each candidate; once it is over every hand is
 * shown, so each candidate is known to have been dealt or set aside, and nobody is playing.
 */
import type { Printed, Seat, SeatView } from '@bomb-busters/engine';

/**
 * `known`: a wire of the mission for sure; `maybe`: a candidate of a draw, during the game;
 * `dealt` / `notDealt`: a candidate once the game is over, found in a hand or not.
 */
export type MarkerState = 'known' | 'maybe' | 'dealt' | 'notDealt';

export interface MarkerShown {
  readonly printed: Printed;
  readonly state: MarkerState;
}

type MarkerFacts = Pick<SeatView, 'markers' | 'stands' | 'status'>;

export const isOver = (view: Pick<SeatView, 'status'>): boolean =>
  view.status === 'won' || view.status === 'lost';

/** The markers as they should read now. */
export function markersShown(view: MarkerFacts): MarkerShown[] {
  const over = isOver(view);
  const dealt = new Set(
    view.stands.flatMap((s) => s.wires.flatMap((w) => (w.printed === null ? [] : [w.printed]))),
  );
  return view.markers.map(({ printed, uncertain }) => ({
    printed,
    state: !uncertain ? 'known' : !over ? 'maybe' : dealt.has(printed) ? 'dealt' : 'notDealt',
  }));
}

/**
 * The seat whose turn it is, or null once the game is over or while nobody holds the turn
 * (mission 10's "Snip!"): no "playing now" badge then.
 */
export const playingSeat = (
  view: Pick<SeatView, 'status' | 'activeSeat'> & Partial<Pick<SeatView, 'snip'>>,
): Seat | null => (isOver(view) || view.snip?.open ? null : view.activeSeat);
