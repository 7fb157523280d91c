/**
 * Unlocking equipment as wires leave play (RULES.md §2.6, §9 A21), and the instant False Bottom
 * (rule sticker A, §4.1): once unlocked it flips by itself and two more cards from the pile join
 * the board, locked or at once available depending on what is already cut (§9 B11). The mission
 * may hold a card back (`mayUnlock`) and follows cards joining the board (`equipmentAdded`).
 */
import { unlockOf } from './equipment-cards.js';
import type { Out } from './step.js';
import { missionEquipmentAdded, missionMayUnlock } from './missions/ask.js';
import type { EquipmentCard, EquipmentSlot, GameState } from './types.js';
import type { Core, CutCount } from './missions/rules.js';

/** Cards False Bottom adds (fewer when the pile runs short, §9 A45). */
const FALSE_BOTTOM_DRAW = 2;

export function unlockEquipment(
  state: GameState,
  cutCount: CutCount,
  out: Out,
  core: Core,
): GameState {
  let next = state;
  for (;;) {
    const unlocked = next.equipment.map((slot): EquipmentSlot => {
      if (slot.state !== 'locked') return slot;
      const { value, wires } = unlockOf(slot.card);
      const open = cutCount(value) >= wires && missionMayUnlock(next, slot.card, cutCount);
      return open ? { ...slot, state: 'available' } : slot;
    });
    const opened = unlocked.filter((slot, i) => slot !== next.equipment[i]);
    if (opened.length === 0) return next;
    for (const slot of opened) out.push({ type: 'equipmentUnlocked', card: slot.card });
    next = { ...next, equipment: unlocked };
    if (opened.some((slot) => slot.card === 'falseBottom')) {
      const drawn = falseBottom(next, out);
      next = missionEquipmentAdded(drawn.state, drawn.cards, cutCount, out, core);
    }
  }
}

function falseBottom(
  state: GameState,
  out: Out,
): { state: GameState; cards: readonly EquipmentCard[] } {
  const cards = state.equipmentPile.slice(0, FALSE_BOTTOM_DRAW);
  out.push({ type: 'equipmentAdded', by: 'falseBottom', cards });
  const next: GameState = {
    ...state,
    equipment: [
      ...state.equipment.map((slot) =>
        slot.card === 'falseBottom' ? { ...slot, state: 'used' as const } : slot,
      ),
      ...cards.map((card) => ({ card, state: 'locked' as const })),
    ],
    equipmentPile: state.equipmentPile.slice(cards.length),
  };
  return { state: next, cards };
}
