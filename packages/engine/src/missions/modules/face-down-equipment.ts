/**
 * Rule module "faceDownEquipment": the equipment cards are dealt face down, unseen, and a face-up
 * Number card earns them (mission 15, RULES.md §6.2, §9 B8). Face-down cards never unlock by their
 * own number. Once the four wires of the face-up Number card are cut, the seat whose cut took the
 * last of them turns one face-down card over, picked blind: it is usable at once, whatever its
 * number. Then, in the card's order, the next Number card is turned (while the pick is open the
 * completed one stays face up); one whose four wires are already cut goes at once, without a card,
 * and the next is turned.
 */
import { setPending, type Out } from '../../step.js';
import type { EquipmentSlot, GameState } from '../../types.js';
import type { CutCount, RuleModule } from '../rules.js';
import { turnNumber } from './number-cards.js';

/** Wires of the face-up number to cut before it earns a card. */
const ALL_FOUR = 4;

const faceDownSlots = (state: GameState): number[] =>
  state.equipment.flatMap((slot, i) => (slot.state === 'faceDown' ? [i] : []));

/** The next Number card face up (or none left). */
function turnNext(state: GameState, cutCount: CutCount, out: Out): GameState {
  const turned = turnNumber(state.numberDeck, (n) => cutCount(n) >= ALL_FOUR, out);
  return { ...state, numberDeck: turned.deck, rewardNumber: turned.number };
}

export function faceDownEquipmentModule(): RuleModule {
  return {
    numberCards: true,
    setup: (state) => {
      // Setup has no log of its own: the view shows the first Number card from the start.
      const turned = turnNext(state, () => 0, []);
      const equipment = state.equipment.map((slot): EquipmentSlot => ({
        ...slot,
        state: 'faceDown',
      }));
      return {
        slots: { equipment, numberDeck: turned.numberDeck, rewardNumber: turned.rewardNumber },
        tasks: [],
      };
    },
    afterWiresLeft: (state, cutCount) => {
      if (state.rewardNumber === null || cutCount(state.rewardNumber) < ALL_FOUR) return state;
      // Earned once: the pick, queued or open, turns the next card.
      const earned =
        state.pending?.kind === 'flipEquipment' ||
        state.queue.some((task) => task.kind === 'flipEquipment');
      if (earned) return state;
      // The active seat's cut took the last wire (dual, solo or a detector's).
      return {
        ...state,
        queue: [{ kind: 'flipEquipment', seat: state.activeSeat }, ...state.queue],
      };
    },
    tasks: {
      kinds: ['flipEquipment'],
      run: (state, task, out, core) => {
        if (task.kind !== 'flipEquipment') return state;
        const options = faceDownSlots(state);
        return options.length === 0
          ? turnNext(state, core.cutCount(state), out)
          : setPending(state, { kind: 'flipEquipment', seat: task.seat, options }, out);
      },
    },
    choices: {
      kinds: ['flipEquipment'],
      answer: (state, pending, picked, out, core) => {
        if (typeof picked !== 'number') return state;
        const slot = state.equipment[picked];
        if (!slot) return state;
        out.push({ type: 'equipmentFlipped', seat: pending.seat, slot: picked, card: slot.card });
        const flipped = {
          ...state,
          equipment: state.equipment.map((s, i) =>
            i === picked ? { ...s, state: 'available' as const } : s,
          ),
        };
        return turnNext(flipped, core.cutCount(flipped), out);
      },
    },
  };
}
