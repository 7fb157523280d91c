/**
 * The Number cards lying on the equipment cards (mission 12), as the table shows them: the card
 * each lies on and what that card waits for, the pair of its own value and the pair of its Number
 * card's value, each marked done once cut (wires leave in pairs, so a lock is cut or not). A card
 * under a Number card of its own value waits for that one pair.
 */
import {
  missionById,
  ruleOf,
  unlockOf,
  type EquipmentCard,
  type GameValue,
  type SeatView,
} from '@bomb-busters/engine/data';
import { cutWires } from './sequence';
import { equipmentName, type Phrase } from './words';

/** Wires of a Number card's value to cut before it is discarded: a pair, like a card's own. */
const NUMBER_PAIR = 2;

/** Whose lock: the card's own value, the Number card's on it, or both (the same value). */
export type LockOf = 'own' | 'number' | 'both';

export interface Lock {
  readonly of: LockOf;
  readonly value: GameValue;
  readonly done: boolean;
}

export interface CoveredCard {
  readonly card: EquipmentCard;
  readonly number: number;
  /** Its own lock, then its Number card's; one lock (`both`) when they are the same value. */
  readonly locks: readonly [Lock] | readonly [Lock, Lock];
}

type Facts = Pick<SeatView, 'equipmentNumbers' | 'stands'>;

/** The equipment cards a Number card lies on, in board order, with what each waits for. */
export function coveredCards(view: Facts): CoveredCard[] {
  const lock = (of: LockOf, value: GameValue, needed: number): Lock => ({
    of,
    value,
    done: cutWires(view.stands, value) >= needed,
  });
  return view.equipmentNumbers.map(({ card, number }) => {
    const own = unlockOf(card);
    return {
      card,
      number,
      locks:
        own.value === number
          ? [lock('both', number, Math.max(own.wires, NUMBER_PAIR))]
          : [lock('own', own.value, own.wires), lock('number', number, NUMBER_PAIR)],
    };
  });
}

/** A covered card's state, over its locks: "Locked until both pairs are cut:". */
export const coveredPhrase = (covered: CoveredCard): Phrase => ({
  key: covered.locks.length > 1 ? 'board.equipment.lockedPairs' : 'board.equipment.lockedPair',
  params: {},
});

/** One lock: "The Number card on it: two wires marked 9, not cut yet", or "…, done". */
export function lockPhrase(lock: Lock): Phrase {
  const { value } = lock;
  const pair: Phrase =
    value === 'yellow'
      ? { key: 'board.equipment.pair.yellow', params: {} }
      : { key: 'board.equipment.pair', params: { value } };
  return {
    key: lock.done ? 'board.equipment.lock.done' : 'board.equipment.lock.waiting',
    params: { whose: lock.of, pair: value === 'yellow' ? 'Y' : String(value) },
    parts: { whose: { key: `board.equipment.lock.${lock.of}`, params: {} }, pair },
  };
}

/** Mission 12 now, for the Mission panel. */
export interface NumbersNow {
  /** The cards still under a Number card. */
  readonly covered: readonly CoveredCard[];
  /** A False Bottom on the board has yet to add its cards: they will take the next Number cards. */
  readonly falseBottomToCome: boolean;
}

/** Null for a mission without Number cards on its equipment. */
export function numbersNow(
  view: Facts & Pick<SeatView, 'mission' | 'equipment'>,
): NumbersNow | null {
  const def = missionById(view.mission);
  if (!def || !ruleOf(def, 'equipmentNumbers')) return null;
  return {
    covered: coveredCards(view),
    falseBottomToCome: view.equipment.some((s) => s.card === 'falseBottom' && s.state === 'locked'),
  };
}

/** "Rewinder waits for Number card 9". */
export const waitingPhrase = ({ card, number }: CoveredCard): Phrase => ({
  key: 'briefing.numbers.card',
  params: { card, number },
  parts: { card: equipmentName(card) },
});
