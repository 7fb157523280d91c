/**
 * The sequence card over its row of Number cards (missions 9, 16 and 36), as the table shows it:
 * which card it sits on, which cards it has passed (36: removed), which values it still closes,
 * and how many wires of its card are cut out of the 2 (side A) or 4 (side B) that move it on.
 */
import {
  closedValues,
  isPassed,
  gameValueOf,
  WIRES_TO_MOVE,
  type GameValue,
  type SeatView,
  type SequenceState,
} from '@bomb-busters/engine/data';
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
  /**
   * Mission 36: the sequence card goes to either end of the row (`current.next` is then null),
   * `placing` while a seat chooses which, `lastCard` once one card is left.
   */
  readonly either: boolean;
  readonly placing: boolean;
  readonly lastCard: boolean;
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
  const { row } = sequence;
  const either = row !== undefined;
  return {
    cards: numbers.map((n, i) =>
      i === at && current
        ? current
        : { value: n, state: isPassed(sequence, i) ? 'passed' : 'closed' },
    ),
    current: current && { ...current, next: either ? null : (numbers[at + 1] ?? null) },
    closed: closedValues(sequence),
    either,
    placing: at === -1,
    lastCard: row ? row.to - row.from === 1 : at === numbers.length - 1,
  };
}

/**
 * What moves the sequence card on, in one sentence: "Once 2 wires marked 3 are cut, the sequence
 * card moves on to 8." (the card itself shows how many are cut), or that nothing is closed any more.
 */
export function sequencePhrase(now: SequenceNow): Phrase {
  const { current } = now;
  if (now.placing) return { key: 'board.sequence.placing', params: {} };
  if (!current) return { key: 'board.sequence.done', params: {} };
  if (now.lastCard) return { key: 'board.sequence.last', params: {} };
  const { value, needed, next } = current;
  if (now.either || next === null)
    return { key: 'board.sequence.movesEither', params: { value, needed } };
  return { key: 'board.sequence.moves', params: { value, needed, next } };
}
