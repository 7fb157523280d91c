/**
 * The info-token supply (RULES.md §2.4): two tokens of each blue value in play and two yellow
 * ones. A token is in use while it lies in front of an uncut wire or beside a stand.
 */
import { drawsFor, missionById } from './missions/catalog.js';
import type { GameState, InfoValue } from './types.js';
import { blueValues } from './wire.js';

export const TOKENS_PER_VALUE = 2;

/** The values an info token may show in this game: the blue values in play, and yellow if any. */
export function tokenValues(state: GameState): InfoValue[] {
  const mission = missionById(state.mission);
  if (!mission) return [];
  const yellow = drawsFor(mission, state.players).yellow ? ['yellow' as const] : [];
  return [...blueValues(...mission.blue), ...yellow];
}

/** Tokens of `value` in front of uncut wires (true or false ones) or beside a stand. */
export function tokensInUse(state: GameState, value: InfoValue): number {
  let inUse = state.infoBeside.filter((b) => b.value === value).length;
  for (const stands of state.hands)
    for (const stand of stands)
      for (const w of stand)
        if (
          !w.cut &&
          (w.info?.kind === 'value' || w.info?.kind === 'not') &&
          w.info.value === value
        )
          inUse++;
  return inUse;
}

/** Every token left in the supply, a value once per token. */
export const supply = (state: GameState): InfoValue[] =>
  tokenValues(state).flatMap((value) =>
    Array.from({ length: Math.max(0, TOKENS_PER_VALUE - tokensInUse(state, value)) }, () => value),
  );
