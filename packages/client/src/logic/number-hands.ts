/**
 * Mission 29's Number cards in hand (read from the view's `numberHands` and its log): each seat's
 * hand (the viewer's own cards face up, the others' as counts; every card once the game is over),
 * the card laid face down for this turn, who lays it and who takes it, the deck, the discards and
 * the last card revealed.
 */
import type { GameEvent, Seat, SeatView } from '@bomb-busters/engine';
import { seatOrder } from './layout';

export interface HandNow {
  readonly seat: Seat;
  /** The cards this viewer sees face up (its own; everyone's once the game is over), sorted. */
  readonly cards: readonly number[] | null;
  readonly count: number;
}

export interface LastReveal {
  /** The seat that laid the card. */
  readonly seat: Seat;
  readonly number: number;
  /** A wire of its value was cut that turn: the detonator moved one notch. */
  readonly notch: boolean;
}

export interface NumberHandsNow {
  /** The viewer's hand first, then the others in turn order. */
  readonly hands: readonly HandNow[];
  /** The seat asked to lay a card for this turn (before it is laid), else null. */
  readonly laying: Seat | null;
  /** The card laid face down this turn and its layer; its number only to its layer. */
  readonly laid: { readonly seat: Seat; readonly number: number | null } | null;
  /** Whose turn the card is laid for: the seat that takes it after the turn. */
  readonly taker: Seat;
  readonly deck: number;
  /** The deck's cards, top first, once the game is over; else null. */
  readonly deckCards: readonly number[] | null;
  /** Cards discarded face up so far, in the order they left. */
  readonly discards: readonly number[];
  readonly lastReveal: LastReveal | null;
}

type HandsView = Pick<SeatView, 'numberHands' | 'activeSeat' | 'pending' | 'viewer' | 'players'> & {
  readonly log: readonly GameEvent[];
};

const sorted = (cards: readonly number[]): number[] => [...cards].sort((a, b) => a - b);

/** Every card discarded face up, from the log (the view keeps no discard pile). */
export const discardsOf = (log: readonly GameEvent[]): number[] =>
  log.flatMap((e) => (e.type === 'numberCardsDiscarded' ? e.numbers : []));

/** The last laid card revealed after a turn, from the log; null before any. */
export function lastReveal(log: readonly GameEvent[]): LastReveal | null {
  const last = log.findLast((e) => e.type === 'numberRevealed');
  return last?.type === 'numberRevealed'
    ? { seat: last.seat, number: last.number, notch: last.notch }
    : null;
}

/** The Number cards in hand now; null when the mission deals none this way. */
export function numberHandsNow(view: HandsView): NumberHandsNow | null {
  const slot = view.numberHands;
  if (!slot) return null;
  const hands = seatOrder(view.players, view.viewer).map((seat): HandNow => {
    const hand = slot.hands[seat] ?? 0;
    return typeof hand === 'number'
      ? { seat, cards: null, count: hand }
      : { seat, cards: sorted(hand), count: hand.length };
  });
  const pending = view.pending;
  return {
    hands,
    laying: pending?.kind === 'layNumber' ? pending.seat : null,
    laid: slot.laid ? { seat: slot.laid.seat, number: slot.laid.number ?? null } : null,
    taker: view.activeSeat,
    deck: typeof slot.deck === 'number' ? slot.deck : slot.deck.length,
    deckCards: typeof slot.deck === 'number' ? null : slot.deck,
    discards: discardsOf(view.log),
    lastReveal: lastReveal(view.log),
  };
}

/** The seat whose turn a card is laid for, when the viewer is asked to lay it; else null. */
export function layingFor(view: Pick<SeatView, 'pending' | 'viewer' | 'activeSeat'>): Seat | null {
  return view.pending?.kind === 'layNumber' && view.pending.seat === view.viewer
    ? view.activeSeat
    : null;
}

/** The seat that laid a card face down for the viewer's turn, once it lies there; else null. */
export function laidForMe(
  view: Pick<SeatView, 'numberHands' | 'pending' | 'viewer' | 'activeSeat' | 'status'>,
): Seat | null {
  const laid = view.numberHands?.laid;
  if (view.status !== 'playing' || view.activeSeat !== view.viewer || view.pending) return null;
  return laid ? laid.seat : null;
}
