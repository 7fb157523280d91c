/**
 * The sequence card over its row of Number cards (missions 9 and 16), as the table shows it:
 * which card it sits on, which cards it has passed, which values it still closes, and how many
 * wires of its card are cut out of the 2 (side A) or 4 (side B) that move it on.
 */
import {
  closedValues,
  gameValueOf,
  WIRES_TO_MOVE,
  type GameValue,
  type SeatView,
  type SequenceState,
} from '@bomb-busters/engine';
import type { Phrase } from './words';

/** A Number card: passed, under the sequence card (with its cut wires), or closed. */
export type NumberCardNow =
  | { readonly value: number; readonly state: 'passed' | 'closed' }
  | {
      readonly value: number;
      readonly state: 'current';
      /** Cut wires of its value, and how many move the sequence card on. */
      readonly cut: number;
      readonly needed: number;
    };

type CurrentCard = Extract<NumberCardNow, { state: 'current' }>;

export interface SequenceNow {
  /** The Number cards left to right. */
  readonly cards: readonly NumberCardNow[];
  /**
   * The card under the sequence card, with the value it opens next (null on the last card);
   * null once every card is passed.
   */
  readonly current: (CurrentCard & { readonly next: number | null }) | null;
  /** Values that may not be announced nor solo cut now. */
  readonly closed: readonly number[];
}

/** Cut wires of a value on every stand (cut wires are face up for every seat). */
export const cutWires = (stands: SeatView['stands'], value: GameValue): number =>
  stands
    .flatMap((s) => s.wires)
    .filter((w) => w.cut && w.printed !== null && gameValueOf(w.printed) === value).length;

export function sequenceNow(sequence: SequenceState, stands: SeatView['stands']): SequenceNow {
  const { numbers, at } = sequence;
  const value = numbers[at];
  const current: CurrentCard | null =
    value === undefined
      ? null
      : {
          value,
          state: 'current',
          cut: cutWires(stands, value),
          needed: WIRES_TO_MOVE[sequence.side],
        };
  return {
    cards: numbers.map((n, i) =>
      i === at && current ? current : { value: n, state: i < at ? 'passed' : 'closed' },
    ),
    current: current && { ...current, next: numbers[at + 1] ?? null },
    closed: closedValues(sequence),
  };
}

/**
 * What moves the sequence card on, in one sentence: "Once 2 wires marked 3 are cut, the sequence
 * card moves on to 8." (the card itself shows how many are cut), or that nothing is closed any more.
 */
export function sequencePhrase(now: SequenceNow): Phrase {
  const { current } = now;
  if (!current) return { key: 'board.sequence.done', params: {} };
  if (current.next === null) return { key: 'board.sequence.last', params: {} };
  const { value, needed, next } = current;
  return { key: 'board.sequence.moves', params: { value, needed, next } };
}
