import { ruleError, type RuleError } from './errors.js';
import { openWindow } from './step.js';
import { turnedOf } from './hands.js';
import { allRed } from './values.js';
import { allRedAction, missionOpenTurn, missionTurnActor } from './missions/ask.js';
import type { ActionType, GameState, Seat } from './types.js';

/** Who takes this turn's action: the active seat, or whom the mission names (mission 18's designee). */
export const turnActor = (state: GameState): Seat => missionTurnActor(state) ?? state.activeSeat;

/** The seats that may claim a turn nobody holds (the usual next seat first), or null when a seat holds it. */
export const turnClaimants = (state: GameState): readonly Seat[] | null =>
  missionOpenTurn(state)?.claimants ?? null;

/**
 * The seat that must act now: a pending choice's seat, else who takes this turn's action; for a
 * turn nobody holds, the first seat that may claim it (whoever would play in the usual order).
 */
export const seatToAct = (state: GameState): Seat =>
  state.pending?.seat ?? turnClaimants(state)?.[0] ?? turnActor(state);

/**
 * `seat` may take its turn's action now. A seat holding nothing but red wires may only take the
 * action for that (`type`: reveal them, or the mission's own).
 */
export function turnAction(state: GameState, seat: Seat, type?: ActionType): RuleError | null {
  const closed = openWindow(state);
  if (closed) return closed;
  const open = missionOpenTurn(state);
  if (open) return open.refusal;
  const actor = turnActor(state);
  if (seat !== actor) return ruleError('NOT_YOUR_TURN', `It is seat ${actor}'s turn to act.`);
  if (state.turn.done) return ruleError('TURN_ALREADY_TAKEN', 'This turn already had its action.');
  // A seat with a turned wire is never forced to reveal: it may still guess that wire's value.
  if (allRed(state, seat) && turnedOf(state, seat).length === 0) {
    const { action, refusal } = allRedAction(state);
    if (type !== action)
      return (
        refusal ??
        ruleError('MUST_REVEAL_RED', 'Every uncut wire you hold is red: you must reveal them.')
      );
  }
  return null;
}
