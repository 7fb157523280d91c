/** Rule sticker B for bot seats: which new character each takes instead of its Double Detector. */
import type { NewCharacter } from '@bomb-busters/engine';

/**
 * The order bots take the new characters in: the Triple Detector and the X or Y Ray act in the
 * dual cuts every bot weighs each turn (the Triple covers more than the Double Detector it
 * replaces), the General Radar feeds the solver, the Walkie-Talkies serve only now and then.
 */
export const BOT_CHARACTER_ORDER: readonly NewCharacter[] = [
  'tripleDetector',
  'xOrYRay',
  'generalRadar',
  'walkieTalkies',
];

/**
 * Every seat's character: `chosen[seat]` where a person already chose (a card, or null for the
 * Double Detector); each other seat, from the Captain's left, takes the first card of
 * BOT_CHARACTER_ORDER that the mission allows and nobody has taken. The Captain takes none.
 */
export function botCharacters(
  allowed: readonly NewCharacter[],
  players: number,
  captain: number,
  chosen: readonly (NewCharacter | null | undefined)[] = [],
): (NewCharacter | null)[] {
  const result: (NewCharacter | null)[] = Array.from(
    { length: players },
    (_, seat) => chosen[seat] ?? null,
  );
  for (let i = 1; i < players; i++) {
    const seat = (captain + i) % players;
    if (chosen[seat] !== undefined) continue;
    result[seat] =
      BOT_CHARACTER_ORDER.find((card) => allowed.includes(card) && !result.includes(card)) ?? null;
  }
  result[captain] = null;
  return result;
}
