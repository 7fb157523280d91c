/**
 * A Captain under a handicap (mission 14's rookie), read from the mission's rule facts: who it
 * is, whether a failed dual cut of theirs explodes the bomb, and the equipment they may not use.
 */
import {
  missionById,
  ruleOf,
  type CaptainDef,
  type EquipmentCard,
  type MissionId,
  type Seat,
  type SeatView,
} from '@bomb-busters/engine';
import { seatName, type Phrase } from './words';

export const captainRule = (mission: MissionId): CaptainDef | undefined => {
  const def = missionById(mission);
  return def && ruleOf(def, 'captain');
};

/**
 * The rookie: the Captain card drawn at random, whose failed dual cut explodes the bomb. Null
 * when the mission has no rookie.
 */
export function rookieOf(view: Pick<SeatView, 'mission' | 'captain'>): Seat | null {
  const rule = captainRule(view.mission);
  return rule?.dealtAtRandom && rule.failedDualCutExplodes ? view.captain : null;
}

/** The viewer is the rookie: a failed dual cut of theirs explodes the bomb. */
export const viewerIsRookie = (view: Pick<SeatView, 'mission' | 'captain' | 'viewer'>): boolean =>
  rookieOf(view) === view.viewer;

/** Equipment cards the Captain may not use, and whether the viewer is that Captain. */
export function barredCards(view: Pick<SeatView, 'mission' | 'captain' | 'viewer'>): {
  readonly cards: readonly EquipmentCard[];
  readonly mine: boolean;
} {
  const cards = captainRule(view.mission)?.noEquipment ?? [];
  return { cards, mine: view.viewer === view.captain };
}

/** Why the Captain may not use `card` (mission 14's Stabilizer), told to the viewer; or null. */
export function barredPhrase(
  view: Pick<SeatView, 'mission' | 'captain' | 'viewer'>,
  card: EquipmentCard,
  names: readonly string[],
): Phrase | null {
  const { cards, mine } = barredCards(view);
  if (!cards.includes(card)) return null;
  return mine
    ? { key: 'board.equipment.barred.mine', params: {} }
    : { key: 'board.equipment.barred.other', params: { name: seatName(names, view.captain) } };
}
