/** Game values: what a wire counts as in this game, which depends on the mission (RULES.md §9 B4). */
import { uncutOf } from './hands.js';
import { missionRedValues } from './missions/ask.js';
import type { GameState, Seat } from './types.js';
import { gameValueWith, type GameValue, type Printed } from './wire.js';

/** A wire's game value in this game: its colour, or its number unless the mission makes it red. */
export const valueIn = (state: GameState, printed: Printed): GameValue =>
  gameValueWith(printed, missionRedValues(state));

export const holds = (state: GameState, seat: Seat, value: GameValue): boolean =>
  uncutOf(state, seat).some((w) => valueIn(state, w.wire.printed) === value);

export const allRed = (state: GameState, seat: Seat): boolean => {
  const uncut = uncutOf(state, seat);
  return uncut.length > 0 && uncut.every((w) => valueIn(state, w.wire.printed) === 'red');
};
