/**
 * Rule module "redNumber": a face-up Number card on the mission card whose blue value acts as red
 * (mission 11, RULES.md §6.2, §9 B4). Its four wires are red in every respect: cutting one
 * explodes the bomb, they cannot be announced nor get an info token, the General Radar does not
 * count them, and they leave only by revealing them with the red wires. The equipment card of that
 * number is left out like a banned card (discarded and replaced from the pile; refused in a record).
 */
import type { EquipmentCard } from '../../types.js';
import type { RuleModule } from '../rules.js';

export function redNumberModule(): RuleModule {
  return {
    numberCards: true,
    setup: (state) => {
      const [number, ...deck] = state.numberDeck;
      if (number === undefined) return { slots: {}, tasks: [] };
      return { slots: { redNumber: number, numberDeck: deck }, tasks: [] };
    },
    leavesOut: (state) => (state.redNumber === null ? [] : [state.redNumber as EquipmentCard]),
    redValues: (state) => (state.redNumber === null ? [] : [state.redNumber]),
  };
}
