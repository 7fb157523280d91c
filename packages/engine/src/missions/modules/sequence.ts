/**
 * Rule module "sequence": the sequence card over a row of face-up Number cards (missions 9, 16
 * and 36, RULES.md §6.2). The values of the row's other cards are closed: they may not be
 * announced (alone, with a detector or the X or Y Ray) nor solo cut (§9 B2). Once enough wires of
 * the card next to it are cut (2 on side A, all 4 on side B) the sequence card moves on: in 9 and
 * 16 it starts over the leftmost card and moves right; in 36 (`ends: 'either'`) the Captain puts
 * it at either end of the row before the setup tokens, each card it leaves is removed, and the
 * seat whose cut removed it puts it at either end again. A seat whose turn begins with nothing
 * but red wires and closed values (at least one) cannot play, and the bomb explodes (FAQ, §9 B1).
 */
import { ruleError } from '../../errors.js';
import { uncutOf } from '../../hands.js';
import { setPending, type Out } from '../../step.js';
import type { GameState, Seat } from '../../types.js';
import { gameValueOf, type GameValue } from '../../wire.js';
import type { CutCount, RuleModule } from '../rules.js';

export type SequenceSide = 'A' | 'B';

export interface SequenceDef {
  readonly side: SequenceSide;
  /** Number cards laid in the row. */
  readonly cards: number;
  /**
   * `either` (36): the sequence card goes to either end of the row, arrow inward, placed by the
   * Captain at setup and by the seat whose cut removes a card; absent: over the leftmost card,
   * moving right (9, 16).
   */
  readonly ends?: 'either';
}

export interface SequenceState {
  readonly side: SequenceSide;
  /** The Number cards of the row as laid, left to right. */
  readonly numbers: readonly number[];
  /**
   * The card next to the sequence card; `numbers.length` once every card is passed; -1 while a
   * seat chooses the end it goes to (`row` only).
   */
  readonly at: number;
  /** With `ends: 'either'`: the cards still in the row, `numbers[from..to)`; the others are removed. */
  readonly row?: { readonly from: number; readonly to: number };
}

/** Wires of the card under the sequence card to cut before it moves on. */
export const WIRES_TO_MOVE: Readonly<Record<SequenceSide, number>> = { A: 2, B: 4 };

/** Whether the card at `index` of the row is passed (9, 16) or removed (36). */
export const isPassed = (sequence: SequenceState, index: number): boolean =>
  sequence.row ? index < sequence.row.from || index >= sequence.row.to : index < sequence.at;

/** Values the sequence card still closes. */
export const closedValues = (sequence: SequenceState): readonly number[] =>
  sequence.numbers.filter((_, i) => i !== sequence.at && !isPassed(sequence, i));

/** The values of the row's end cards, where the sequence card may go (36). */
export const sequenceEnds = (sequence: SequenceState): readonly number[] => {
  const { row, numbers } = sequence;
  if (!row || row.from >= row.to) return [];
  const ends = [numbers[row.from] as number, numbers[row.to - 1] as number];
  return ends[0] === ends[1] ? [ends[0] as number] : ends;
};

const isClosed = (state: GameState, value: GameValue): boolean =>
  state.sequence !== null &&
  typeof value === 'number' &&
  closedValues(state.sequence).includes(value);

/**
 * The sequence card moves on past every card whose wires are cut: along the row (9, 16), or
 * removing it (36), the row's one card left then taking it, else waiting for a seat to choose
 * (`at` -1).
 */
function moveOn(sequence: SequenceState, cutCount: CutCount): SequenceState {
  const { numbers, row } = sequence;
  const needed = WIRES_TO_MOVE[sequence.side];
  const done = (at: number) => at >= 0 && cutCount(numbers[at] as number) >= needed;
  if (!row) {
    let at = sequence.at;
    while (at < numbers.length && done(at)) at++;
    return at === sequence.at ? sequence : { ...sequence, at };
  }
  let { from, to } = row;
  let at = sequence.at;
  while (at >= from && at < to && done(at)) {
    if (at === from) from++;
    else to--;
    at = from === to ? numbers.length : to - from === 1 ? from : -1;
  }
  return at === sequence.at && from === row.from && to === row.to
    ? sequence
    : { ...sequence, at, row: { from, to } };
}

/** The sequence card goes next to the end card of value `card`, and moves on if it is done. */
function place(
  state: GameState,
  sequence: SequenceState,
  card: number,
  seat: Seat,
  cutCount: CutCount,
  out: Out,
): GameState {
  const at = sequence.numbers.indexOf(card);
  out.push({ type: 'sequenceMoved', at });
  const moved = moveOn({ ...sequence, at }, cutCount);
  if (moved.at !== at && moved.at !== -1) out.push({ type: 'sequenceMoved', at: moved.at });
  const next = { ...state, sequence: moved };
  // The card it reached was done already: removed, and the same seat chooses again.
  return moved.at === -1
    ? { ...next, queue: [{ kind: 'placeSequence', seat }, ...next.queue] }
    : next;
}

export function sequenceModule(def: SequenceDef): RuleModule {
  const either = def.ends === 'either';
  return {
    numberCards: true,
    setup: (state) => {
      const numbers = state.numberDeck.slice(0, def.cards);
      return {
        slots: {
          sequence: either
            ? { side: def.side, numbers, at: -1, row: { from: 0, to: numbers.length } }
            : { side: def.side, numbers, at: 0 },
          numberDeck: state.numberDeck.slice(def.cards),
        },
        tasks: [],
        // The Captain places the sequence card before the setup tokens (the errata ZD lists).
        first: either ? [{ kind: 'placeSequence', seat: state.captain }] : [],
      };
    },
    mayCut: (state, cut) =>
      isClosed(state, cut.value)
        ? ruleError(
            'VALUE_CLOSED',
            `${String(cut.value)} is closed until the sequence card reaches its Number card.`,
          )
        : null,
    afterWiresLeft: (state, cutCount, out) => {
      const { sequence } = state;
      if (!sequence) return state;
      const moved = moveOn(sequence, cutCount);
      if (moved === sequence) return state;
      if (moved.at !== -1) out.push({ type: 'sequenceMoved', at: moved.at });
      return { ...state, sequence: moved };
    },
    // The seat whose cut removed a card places the sequence card again.
    afterCut: (state, cut) =>
      state.sequence?.at === -1 ? [{ kind: 'placeSequence', seat: cut.seat }] : [],
    tasks: {
      kinds: ['placeSequence'],
      run: (state, task, out) => {
        const { sequence } = state;
        if (task.kind !== 'placeSequence' || sequence?.at !== -1) return state;
        return setPending(
          state,
          { kind: 'placeSequence', seat: task.seat, options: sequenceEnds(sequence) },
          out,
        );
      },
    },
    choices: {
      kinds: ['placeSequence'],
      answer: (state, pending, picked, out, core) =>
        state.sequence && typeof picked === 'number'
          ? place(state, state.sequence, picked, pending.seat, core.cutCount(state), out)
          : state,
    },
    blocked: (state) => {
      const values = uncutOf(state, state.activeSeat).map((w) => gameValueOf(w.wire.printed));
      const blocked =
        values.some((v) => isClosed(state, v)) &&
        values.every((v) => v === 'red' || isClosed(state, v));
      return blocked ? 'blockedValues' : null;
    },
  };
}

export function validateSequence(
  def: SequenceDef,
  mission: { blue: readonly [number, number] },
): string[] {
  const [lo, hi] = mission.blue;
  const ok =
    Number.isInteger(def.cards) && def.cards >= 2 && def.cards <= 12 && lo === 1 && hi === 12;
  return ok && (def.side === 'A' || def.side === 'B') && (def.ends ?? 'either') === 'either'
    ? []
    : [`sequence ${JSON.stringify(def)}`];
}
