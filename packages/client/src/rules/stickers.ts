/**
 * The rule stickers (RULES.md §1) and which of them this table's missions reach: the page says so
 * from the engine's mission list, so it stays true as missions are added.
 */
import type { MissionId } from '@bomb-busters/engine';

export type Sticker = 'A' | 'B' | 'C';

/** The first mission of each sticker's rule. */
export const STICKER_FROM: Readonly<Record<Sticker, number>> = { A: 9, B: 31, C: 55 };
export const STICKERS = Object.keys(STICKER_FROM) as readonly Sticker[];

export interface MissionsPlayed {
  /** The numbered missions, from first to last. */
  readonly first: number;
  readonly last: number;
  /** How many of the New Missions ("new-1"...). */
  readonly newMissions: number;
}

export function missionsPlayed(ids: readonly MissionId[]): MissionsPlayed {
  const numbered = ids.filter((id): id is number => typeof id === 'number');
  return {
    first: Math.min(...numbered),
    last: Math.max(...numbered),
    newMissions: ids.length - numbered.length,
  };
}

/** A sticker is in play once the table plays its first mission. */
export const stickerInPlay = (sticker: Sticker, played: MissionsPlayed): boolean =>
  played.first <= STICKER_FROM[sticker] && STICKER_FROM[sticker] <= played.last;
