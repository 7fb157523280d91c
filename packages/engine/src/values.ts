/** Game values: what a wire counts as in this game, which depends on the mission (RULES.md §9 B4). */
import { uncutOf, wiresWhere } from './hands.js';
import { missionRedValues } from './missions/ask.js';
import type { GameState, Seat } from './types.js';
import { gameValueWith, type GameValue, type Printed } from './wire.js';

/** A wire's game value in this game: its colour, or its number unless the mission makes it red. */
export const valueIn = (state: GameState, printed: Printed): GameValue =>
  gameValueWith(printed, missionRedValues(state));

/** Whether the seat's hands hold an uncut wire of `value` (seen or not by the seat). */
export const holds = (state: GameState, seat: Seat, value: GameValue): boolean =>
  uncutOf(state, seat).some((w) => valueIn(state, w.wire.printed) === value);

/** The seat's uncut wires it sees: all but its turned wire (mission 38), seen by the others only. */
export const seenBy = (state: GameState, seat: Seat): ReturnType<typeof uncutOf> =>
  wiresWhere(state, seat, (wire) => !wire.cut && !wire.turned);

/** Whether the seat sees an uncut wire of `value` on its own stands: what it may announce. */
export const sees = (state: GameState, seat: Seat, value: GameValue): boolean =>
  seenBy(state, seat).some((w) => valueIn(state, w.wire.printed) === value);

/**
 * Every uncut wire the seat sees is red (a turned wire, unseen, may be anything: revealing then
 * is the seat's guess that it is red too).
 */
export function allRed(state: GameState, seat: Seat): boolean {
  // Without listing the wires: every turn's checks ask it (turnAction).
  let uncut = false;
  for (const stand of state.hands[seat] ?? [])
    for (const wire of stand) {
      if (wire.cut) continue;
      uncut = true;
      if (!wire.turned && valueIn(state, wire.printed) !== 'red') return false;
    }
  return uncut;
}
