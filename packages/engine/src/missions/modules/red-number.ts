/**
 * Rule module "redNumber": a face-up Number card on the mission card whose blue value acts as red
 * (mission 11, RULES.md §6.2, §9 B4). Its four wires are red in every respect: cutting one
 * explodes the bomb, they cannot be announced nor get an info token, the General Radar does not
 * count them, and they leave only by revealing them with the red wires. The equipment card of that
 * number is left out like a banned card (discarded and replaced from the pile).
 */
import type { EquipmentSlot, GameState } from '../../types.js';
import type { RuleModule } from '../rules.js';

/** The equipment card of the red number leaves the board (or the pile); the next card replaces it. */
function leaveOut(
  state: GameState,
  number: number,
): Pick<GameState, 'equipment' | 'equipmentPile'> {
  const pile = state.equipmentPile.filter((card) => card !== number);
  if (!state.equipment.some((slot) => slot.card === number))
    return { equipment: state.equipment, equipmentPile: pile };
  const [replacement, ...rest] = pile;
  const equipment = state.equipment.flatMap((slot): EquipmentSlot[] =>
    slot.card !== number
      ? [slot]
      : replacement === undefined
        ? []
        : [{ ...slot, card: replacement }],
  );
  return { equipment, equipmentPile: rest };
}

export function redNumberModule(): RuleModule {
  return {
    numberCards: true,
    setup: (state) => {
      const [number, ...deck] = state.numberDeck;
      if (number === undefined) return { slots: {}, tasks: [] };
      return {
        slots: { redNumber: number, numberDeck: deck, ...leaveOut(state, number) },
        tasks: [],
      };
    },
    redValues: (state) => (state.redNumber === null ? [] : [state.redNumber]),
  };
}
