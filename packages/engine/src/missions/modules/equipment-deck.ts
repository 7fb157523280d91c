/**
 * Rule module "equipmentDeck": a face-down deck of `cards` cards waits beside the board, and until
 * the mission's cut together is done its top card is discarded, unseen, at the end of each round
 * (before the Captain's turn, §9 A29; nothing happens once the deck is empty, §9 A45).
 *
 * - Equipment cards (mission 23, RULES.md §6.2): no equipment card lies on the board; once the cut
 *   together is done, every card left in the deck goes face up on the board, usable at once
 *   whatever is cut.
 * - Number cards (mission 39): the deck is the Number deck after the noble card; once the cut
 *   together is done, the cards left are dealt face down one by one from the Captain, and from
 *   the Captain clockwise each seat puts a token on one of its wires of a value it received (a
 *   value it no longer holds is ignored, FAQ; so is one whose two tokens are in use).
 */
import { seatsAfter } from '../../hands.js';
import type { EquipmentCard, GameState, Task } from '../../types.js';
import type { Out } from '../../step.js';
import type { RuleModule, Zones } from '../rules.js';

export interface EquipmentDeckDef {
  readonly cards: number;
  /** What turns the deck over: the mission's cut together. */
  readonly until: 'together';
  /** What the deck holds: equipment cards (absent), or the Number cards after the noble one. */
  readonly of?: 'numbers';
}

/** The deck's field of the state: its own equipment deck, or the core's Number deck. */
const deckOf = (state: GameState, def: EquipmentDeckDef): readonly unknown[] =>
  (def.of === 'numbers' ? state.numberDeck : state.equipmentDeck) ?? [];

/** The equipment cards left go face up on the board. */
function revealEquipment(state: GameState, out: Out): GameState {
  const deck = state.equipmentDeck ?? [];
  out.push({ type: 'deckRevealed', cards: deck });
  return {
    ...state,
    equipment: [...state.equipment, ...deck.map((card) => ({ card, state: 'available' as const }))],
    equipmentDeck: [],
  };
}

/** The Number cards left are dealt from the Captain; each seat then places its token. */
function dealNumbers(state: GameState, out: Out): GameState {
  const from = seatsAfter(state.players, state.captain - 1);
  const hands: number[][] = Array.from({ length: state.players }, () => []);
  state.numberDeck.forEach((n, i) => hands[from[i % from.length] as number]?.push(n));
  out.push({ type: 'numbersDealt', counts: hands.map((h) => h.length) });
  const tasks: Task[] = from.flatMap((seat) => {
    const values = hands[seat] ?? [];
    return values.length > 0 ? [{ kind: 'setupInfo' as const, seat, values }] : [];
  });
  return {
    ...state,
    numberDeck: [],
    dealtNumbers: { hands },
    queue: [...tasks, ...state.queue],
  };
}

/** The dealt cards as a seat sees them: its own, the others' sizes. */
export interface DealtNumbersView {
  readonly hands: readonly (readonly number[] | number)[];
}

/** Each seat sees only the Number cards dealt to it. */
const DEALT_ZONES: Zones = { slot: 'dealtNumbers', fields: { hands: 'owner' } };

export function equipmentDeckModule(def: EquipmentDeckDef): RuleModule {
  const numbers = def.of === 'numbers';
  return {
    ...(numbers ? { zones: DEALT_ZONES } : {}),
    setup: (state) => {
      if (numbers)
        return { slots: { numberDeck: state.numberDeck.slice(0, def.cards) }, tasks: [] };
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
      const left = deckOf(state, def).length;
      if (state.together?.done || left === 0) return state;
      out.push({ type: 'deckDiscarded', left: left - 1, ...(numbers ? { numbers } : {}) });
      return numbers
        ? { ...state, numberDeck: state.numberDeck.slice(1) }
        : { ...state, equipmentDeck: (state.equipmentDeck ?? []).slice(1) };
    },
    afterWiresLeft: (state, _cutCount, out) => {
      if (!state.together?.done || deckOf(state, def).length === 0) return state;
      return numbers ? dealNumbers(state, out) : revealEquipment(state, out);
    },
  };
}
