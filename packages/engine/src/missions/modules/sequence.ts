/**
 * Rule module "sequence": the sequence card over a row of face-up Number cards (missions 9 and
 * 16, RULES.md §6.2). The values of the cards after the one under the sequence card are closed:
 * they may not be announced (alone, with a detector or the X or Y Ray) nor solo cut (§9 B2).
 * Once enough wires of the card under it are cut (2 on side A, all 4 on side B) the sequence card
 * moves on to the next. A seat whose turn begins with nothing but red wires and closed values
 * (at least one) cannot play, and the bomb explodes (FAQ, §9 B1).
 */
import { ruleError } from '../../errors.js';
import { uncutOf } from '../../hands.js';
import type { GameState } from '../../types.js';
import { gameValueOf, type GameValue } from '../../wire.js';
import type { RuleModule } from '../rules.js';

export type SequenceSide = 'A' | 'B';

export interface SequenceDef {
  readonly side: SequenceSide;
  /** Number cards laid in the row. */
  readonly cards: number;
}

export interface SequenceState {
  readonly side: SequenceSide;
  /** The Number cards of the row, left to right. */
  readonly numbers: readonly number[];
  /** The card under the sequence card; `numbers.length` once every card is passed. */
  readonly at: number;
}

/** Wires of the card under the sequence card to cut before it moves on. */
export const WIRES_TO_MOVE: Readonly<Record<SequenceSide, number>> = { A: 2, B: 4 };

/** Values the sequence card still closes. */
export const closedValues = (sequence: SequenceState): readonly number[] =>
  sequence.numbers.slice(sequence.at + 1);

const isClosed = (state: GameState, value: GameValue): boolean =>
  state.sequence !== null &&
  typeof value === 'number' &&
  closedValues(state.sequence).includes(value);

export function sequenceModule(def: SequenceDef): RuleModule {
  return {
    numberCards: true,
    setup: (state) => ({
      slots: {
        sequence: { side: def.side, numbers: state.numberDeck.slice(0, def.cards), at: 0 },
        numberDeck: state.numberDeck.slice(def.cards),
      },
      tasks: [],
    }),
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
      let at = sequence.at;
      while (
        at < sequence.numbers.length &&
        cutCount(sequence.numbers[at] as number) >= WIRES_TO_MOVE[sequence.side]
      )
        at++;
      if (at === sequence.at) return state;
      out.push({ type: 'sequenceMoved', at });
      return { ...state, sequence: { ...sequence, at } };
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
  return ok && (def.side === 'A' || def.side === 'B') ? [] : [`sequence ${JSON.stringify(def)}`];
}
