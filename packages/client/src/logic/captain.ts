/**
 * A Captain under a handicap, read from the mission's rule facts: mission 14's rookie (a failed
 * dual cut explodes the bomb), mission 17's Rhett (his info tokens lie) and mission 28's Captain
 * Careless (no character card, no equipment, a failed dual cut explodes); who it is, and the
 * equipment and Double Detector they may not use.
 */
import {
  missionById,
  ruleOf,
  type CaptainDef,
  type EquipmentCard,
  type MissionId,
  type Seat,
  type SeatView,
} from '@bomb-busters/engine/data';
import type { MessageKey } from '../i18n/en';
import { seatName, type Phrase } from './words';

type CaptainView = Pick<SeatView, 'mission' | 'captain' | 'viewer'>;

export const captainRule = (mission: MissionId): CaptainDef | undefined => {
  const def = missionById(mission);
  return def && ruleOf(def, 'captain');
};

/** How many false setup tokens the Captain places, or null when the Captain's tokens are true. */
export function falseSetupTokens(mission: MissionId): number | null {
  const def = missionById(mission);
  return (def && ruleOf(def, 'falseTokens')?.setupTokens) ?? null;
}

/**
 * Which handicapped Captain the mission has: the rookie, Rhett (false tokens), Captain Careless
 * (the character card put away), or none.
 */
export type Handicap = 'rookie' | 'rhett' | 'careless';

export function handicapOf(mission: MissionId): Handicap | null {
  if (falseSetupTokens(mission) !== null) return 'rhett';
  const rule = captainRule(mission);
  if (rule?.characterRemoved) return 'careless';
  return rule?.dealtAtRandom && rule.failedDualCutExplodes ? 'rookie' : null;
}

/**
 * The rookie: the Captain card drawn at random, whose failed dual cut explodes the bomb. Null
 * when the mission has no rookie.
 */
export function rookieOf(view: Pick<SeatView, 'mission' | 'captain'>): Seat | null {
  return handicapOf(view.mission) === 'rookie' ? view.captain : null;
}

/** Rhett: the Captain whose every info token means "not this value" (mission 17). */
export function rhettOf(view: Pick<SeatView, 'mission' | 'captain'>): Seat | null {
  return handicapOf(view.mission) === 'rhett' ? view.captain : null;
}

/**
 * The viewer is a Captain whose failed dual cut explodes the bomb (the rookie, Captain
 * Careless): their handicap, to warn them before they cut; else null.
 */
export function explodingCaptain(view: CaptainView): Handicap | null {
  const handicap = handicapOf(view.mission);
  const explodes = captainRule(view.mission)?.failedDualCutExplodes === true;
  return explodes && view.viewer === view.captain ? handicap : null;
}

/** Whether the Captain may not use `card` (the Double Detector included). */
export function isBarred(mission: MissionId, card: EquipmentCard | 'doubleDetector'): boolean {
  const rule = captainRule(mission);
  if (!rule) return false;
  if (card === 'doubleDetector') return rule.noDoubleDetector;
  return rule.noEquipment === 'all' || rule.noEquipment.includes(card);
}

const BARRED: Record<Handicap, { mine: MessageKey; other: MessageKey }> = {
  rookie: { mine: 'board.equipment.barred.mine', other: 'board.equipment.barred.other' },
  rhett: { mine: 'board.equipment.barred.rhettMine', other: 'board.equipment.barred.rhettOther' },
  careless: {
    mine: 'board.equipment.barred.carelessMine',
    other: 'board.equipment.barred.carelessOther',
  },
};

/**
 * Why the Captain may not use `card` (the rookie and the Stabilizer, Rhett and every card), told
 * to the viewer; or null.
 */
export function barredPhrase(
  view: CaptainView,
  card: EquipmentCard,
  names: readonly string[],
): Phrase | null {
  const handicap = handicapOf(view.mission);
  if (!handicap || !isBarred(view.mission, card)) return null;
  const keys = BARRED[handicap];
  return view.viewer === view.captain
    ? { key: keys.mine, params: {} }
    : { key: keys.other, params: { name: seatName(names, view.captain) } };
}

/** Every character card is flipped from the start: no Double Detector at all (mission 27). */
export const charactersFlipped = (mission: MissionId): boolean =>
  missionById(mission)?.characters === 'flipped';

/**
 * What the character cards show of the Captain's handicap (the badge, the barred detector), and
 * whether every card is flipped for the mission.
 */
export const handicapProps = (mission: MissionId) => ({
  handicap: handicapOf(mission),
  detectorBarred: isBarred(mission, 'doubleDetector'),
  flipped: charactersFlipped(mission),
});
