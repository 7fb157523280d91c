/** Rule sticker B at a table: the new character each seat takes at the start of the game. */
import { botCharacters } from '@bomb-busters/bots';
import { missionById, type NewCharacter } from '@bomb-busters/engine';
import type { RoomInfo } from './store/types.js';

/** The new characters the table's mission allows (none: it has no sticker B). */
export const allowedCharacters = (info: RoomInfo): readonly NewCharacter[] =>
  missionById(info.setup.mission)?.newCharacters ?? [];

/**
 * Every seat's character, or null when the mission has no sticker B: a person's choice where it
 * still stands (a next game may ban it or make that seat the Captain; a card two seats chose at
 * once on two nodes goes to the first), else the Double Detector; each bot seat's by the bots'
 * policy, around the people's.
 */
export function tableCharacters(
  info: RoomInfo,
  allowed: readonly NewCharacter[] = allowedCharacters(info),
): (NewCharacter | null)[] | null {
  if (allowed.length === 0) return null;
  const captain = info.setup.captain ?? 0;
  const people: (NewCharacter | null | undefined)[] = [];
  for (const s of info.seats) {
    const card = s.character ?? null;
    const stands = card !== null && allowed.includes(card) && s.seat !== captain;
    people[s.seat] = s.kind === 'bot' ? undefined : stands && !people.includes(card) ? card : null;
  }
  return botCharacters(allowed, info.setup.players, captain, people);
}
