/**
 * Mission 15's face-up Number card from a bot's side (view only): once its four wires are cut, a
 * face-down equipment card is turned over, usable at once. A pair of its value is half a card.
 */
import type { Announce, SeatView } from '@bomb-busters/engine';

/** The value whose wires earn a card, while a face-down card is left to earn; else null. */
export function rewardValue(view: SeatView): number | null {
  const left = view.equipment.some((slot) => slot.state === 'faceDown');
  return left ? view.rewardNumber : null;
}

/** What a successful cut of `pairs` pairs of `value` is worth through the card, at `weight` a pair. */
export const rewardWorth = (view: SeatView, value: Announce, pairs: number, weight: number) =>
  value === rewardValue(view) ? weight * pairs : 0;
