/**
 * Rule module "equipmentDeck": no equipment card lies on the board; `cards` random ones wait in a
 * face-down deck (mission 23, RULES.md §6.2). Until the mission's cut together is done, the top
 * card of the deck is discarded, unseen, at the end of each round (before the Captain's turn,
 * §9 A29; nothing happens once the deck is empty, §9 A45). Once it is done, every card left in the
 * deck goes face up on the board, usable at once whatever is cut.
 */
import type { EquipmentCard } from '../../types.js';
import type { RuleModule } from '../rules.js';

export interface EquipmentDeckDef {
  readonly cards: number;
  /** What turns the deck face up: the mission's cut together. */
  readonly until: 'together';
}

export function equipmentDeckModule(def: EquipmentDeckDef): RuleModule {
  return {
    setup: (state) => {
      const drawn: EquipmentCard[] = [
        ...state.equipment.map((s) => s.card),
        ...state.equipmentPile,
      ];
      return {
        slots: {
          equipment: [],
          equipmentDeck: drawn.slice(0, def.cards),
          equipmentPile: drawn.slice(def.cards),
        },
        tasks: [],
      };
    },
    roundEnd: (state, out) => {
      const deck = state.equipmentDeck ?? [];
      if (state.together?.done || deck.length === 0) return state;
      out.push({ type: 'deckDiscarded', left: deck.length - 1 });
      return { ...state, equipmentDeck: deck.slice(1) };
    },
    afterWiresLeft: (state, _cutCount, out) => {
      const deck = state.equipmentDeck ?? [];
      if (!state.together?.done || deck.length === 0) return state;
      out.push({ type: 'deckRevealed', cards: deck });
      return {
        ...state,
        equipment: [
          ...state.equipment,
          ...deck.map((card) => ({ card, state: 'available' as const })),
        ],
        equipmentDeck: [],
      };
    },
  };
}
