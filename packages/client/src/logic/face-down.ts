/**
 * Mission 15's face-down equipment: the face-up Number card that earns the next card, how many
 * of its four wires are cut, and the cards still face down (read from the view only: a face-down
 * card's identity is hidden until it is turned over).
 */
import { missionById, ruleOf, type SeatView } from '@bomb-busters/engine/data';

/** Wires of the face-up Number card to cut before it earns a card. */
export const ALL_FOUR = 4;

export interface RewardNow {
  /** The face-up Number card, or null once the deck is used up. */
  readonly number: number | null;
  /** Its wires cut so far (0 to 4). */
  readonly cut: number;
  /** Board places of the cards still face down. */
  readonly faceDown: readonly number[];
}

export type RewardView = Pick<SeatView, 'mission' | 'rewardNumber' | 'equipment' | 'stands'>;

export const hasFaceDownEquipment = (view: Pick<SeatView, 'mission'>): boolean => {
  const def = missionById(view.mission);
  return !!def && ruleOf(def, 'faceDownEquipment') !== undefined;
};

/** The Number card and the face-down cards now; null when the mission deals none face down. */
export function rewardNow(view: RewardView): RewardNow | null {
  if (!hasFaceDownEquipment(view)) return null;
  const number = view.rewardNumber;
  const cut =
    number === null
      ? 0
      : view.stands.flatMap((s) => s.wires).filter((w) => w.cut && w.printed === number).length;
  const faceDown = view.equipment.flatMap((slot, i) => (slot.state === 'faceDown' ? [i] : []));
  return { number, cut, faceDown };
}
