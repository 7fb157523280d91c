/**
 * Rule module "equipmentNumbers": a face-up Number card lies on each equipment card (mission 12,
 * RULES.md §6.2, §9 B5). A covered card unlocks only once 2 wires of its own value and 2 wires of
 * the covering number are cut; the Number card is discarded as soon as its pair is cut. One pair
 * may open both locks at once. A card added later (False Bottom) takes the next Number card.
 */
import type { Out } from '../../step.js';
import type { EquipmentCard, GameState } from '../../types.js';
import type { CutCount, RuleModule } from '../rules.js';

/** A Number card lying on an equipment card. */
export interface EquipmentNumber {
  readonly card: EquipmentCard;
  readonly number: number;
}

/** Wires of the covering number to cut before its Number card is discarded. */
const PAIR = 2;

/** Lay the next Number cards on `cards`; one whose pair is already cut is discarded at once. */
function cover(
  state: GameState,
  cards: readonly EquipmentCard[],
  cutCount: CutCount,
  out: Out,
): GameState {
  const deck = [...state.numberDeck];
  const laid: EquipmentNumber[] = [];
  for (const card of cards) {
    const number = deck.shift();
    if (number === undefined) break;
    out.push({ type: 'numberCovered', card, number });
    if (cutCount(number) >= PAIR) out.push({ type: 'numberDiscarded', card, number });
    else laid.push({ card, number });
  }
  return { ...state, numberDeck: deck, equipmentNumbers: [...state.equipmentNumbers, ...laid] };
}

export function equipmentNumbersModule(): RuleModule {
  return {
    numberCards: true,
    setup: (state) => {
      // Nothing is cut yet, and setup has no log of its own: the view shows the cards from the start.
      const covered = cover(
        state,
        state.equipment.map((slot) => slot.card),
        () => 0,
        [],
      );
      return {
        slots: { equipmentNumbers: covered.equipmentNumbers, numberDeck: covered.numberDeck },
        tasks: [],
      };
    },
    mayUnlock: (state, card, cutCount) => {
      const lock = state.equipmentNumbers.find((n) => n.card === card);
      return !lock || cutCount(lock.number) >= PAIR;
    },
    equipmentAdded: (state, cards, cutCount, out) => cover(state, cards, cutCount, out),
    afterWiresLeft: (state, cutCount, out) => {
      const done = state.equipmentNumbers.filter((n) => cutCount(n.number) >= PAIR);
      if (done.length === 0) return state;
      for (const n of done) out.push({ type: 'numberDiscarded', card: n.card, number: n.number });
      return {
        ...state,
        equipmentNumbers: state.equipmentNumbers.filter((n) => !done.includes(n)),
      };
    },
  };
}
