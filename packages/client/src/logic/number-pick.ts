/**
 * Mission 26's Number cards (read from the view's `numberPick`): the twelve cards face up, face
 * down, turned down this turn or out of the game, and the turn's first step, turning a face-up
 * card down, with the skip a seat holding none of the face-up values takes instead.
 */
import type { Action, LegalMenu, Seat, SeatView } from '@bomb-busters/engine';

/** Where a Number card is: face up, face down, turned down this turn, or out of the game. */
export type NumberCardState = 'up' | 'down' | 'picked' | 'gone';

export interface NumberPickNow {
  /** The twelve cards, 1 to 12. */
  readonly cards: readonly { readonly number: number; readonly state: NumberCardState }[];
  /** The card this turn's seat turned down (the value it must cut), or null before it picks. */
  readonly picked: number | null;
  /** Whose turn it is: the seat that picks, then cuts. */
  readonly seat: Seat;
}

const ALL = Array.from({ length: 12 }, (_, i) => i + 1);

/** The Number cards now; null when the mission lays none out this way. */
export function numberPickNow(
  view: Pick<SeatView, 'numberPick' | 'activeSeat'>,
): NumberPickNow | null {
  const row = view.numberPick;
  if (!row) return null;
  const stateOf = (n: number): NumberCardState =>
    n === row.picked
      ? 'picked'
      : row.up.includes(n)
        ? 'up'
        : row.down.includes(n)
          ? 'down'
          : 'gone';
  return {
    cards: ALL.map((number) => ({ number, state: stateOf(number) })),
    picked: row.picked,
    seat: view.activeSeat,
  };
}

/** The seat's first step of a turn: the cards it may turn down, those it may not, the skip. */
export interface PickStep {
  /** Face-up values the seat holds: the cards it may turn down. */
  readonly offered: readonly number[];
  /** Face-up values it does not hold: shown, but not to be turned down. */
  readonly notHeld: readonly number[];
  /** The skip is legal: the seat holds none of the face-up values. */
  readonly skip: Action | null;
}

/** The pick step when the legal menu asks for it (the seat's turn, no card turned yet). */
export function pickStep(view: SeatView, legal: LegalMenu): PickStep | null {
  // Mission 30 skips too, for its three values (ThreeSkip): no card to turn down there.
  if (!view.numberPick) return null;
  const offered = legal.actions.flatMap((a) => (a.type === 'pickNumber' ? [a.number] : []));
  const skip = legal.actions.find((a) => a.type === 'skip') ?? null;
  if (offered.length === 0 && !skip) return null;
  const up = view.numberPick?.up ?? [];
  return { offered, notHeld: up.filter((n) => !offered.includes(n)), skip };
}

/** The pick action for `number`, if the menu holds it. */
export const pickAction = (legal: LegalMenu, number: number): Action | null =>
  legal.actions.find((a) => a.type === 'pickNumber' && a.number === number) ?? null;

/**
 * The value the viewer must cut this turn, having turned its Number card down; null when it is
 * not the viewer's turn or no card is turned yet.
 */
export function pickedByMe(view: Pick<SeatView, 'numberPick' | 'activeSeat' | 'viewer'>) {
  const picked = view.numberPick?.picked ?? null;
  return picked !== null && view.activeSeat === view.viewer ? picked : null;
}
