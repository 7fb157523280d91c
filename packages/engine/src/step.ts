/**
 * The small steps every rule takes, the core's and the mission modules' alike: telling events,
 * asking a seat to decide, moving the dial, losing, cutting a wire, and whether the game takes a
 * free action now. Nothing here asks the mission's modules, so both the core and the modules build
 * on it (the engine's imports read top to bottom: test/imports.test.ts).
 */
import { ruleError, type RuleError } from './errors.js';
import { updateWire, wireAt } from './hands.js';
import { missionById } from './missions/catalog.js';
import type { GameEvent, GameState, LossCause, Pending, WireRef } from './types.js';

/** The events an action produces, in order. */
export type Out = GameEvent[];

export function lose(state: GameState, cause: LossCause, out: Out): GameState {
  out.push({ type: 'lost', cause });
  return { ...state, status: 'lost', lossCause: cause, pending: null, queue: [] };
}

export function setPending(state: GameState, pending: Pending, out: Out): GameState {
  out.push({ type: 'pending', seat: pending.seat, kind: pending.kind });
  return { ...state, pending };
}

/** `notches` > 0 moves toward the skull (a mistake), < 0 moves back (Rewinder, Balancing lines). */
export function moveDial(state: GameState, notches: number, out: Out): GameState {
  const mission = missionById(state.mission);
  const { dial } = state;
  let steps = dial.stepsToSkull - notches;
  if (notches < 0 && mission?.dialBack === 'explodePastStart' && steps > dial.start) {
    out.push({ type: 'dialMoved', delta: notches, stepsToSkull: steps });
    return lose({ ...state, dial: { ...dial, stepsToSkull: steps } }, 'dialPastStart', out);
  }
  steps = Math.min(steps, dial.max);
  out.push({ type: 'dialMoved', delta: dial.stepsToSkull - steps, stepsToSkull: steps });
  const moved = { ...state, dial: { ...dial, stepsToSkull: steps } };
  return steps <= 0 ? lose(moved, 'detonator', out) : moved;
}

export function cutWire(state: GameState, ref: WireRef, out: Out): GameState {
  const wire = wireAt(state, ref);
  if (!wire) return state;
  out.push({ type: 'wireCut', wire: ref, printed: wire.printed });
  return updateWire(state, ref, (w) => ({ ...w, cut: true }));
}

/** The game accepts a free action (not an answer to a pending choice) right now. */
export function openWindow(state: GameState): RuleError | null {
  if (state.status === 'won' || state.status === 'lost')
    return ruleError('GAME_OVER', 'The game is over.');
  if (state.pending)
    return ruleError(
      'PENDING_CHOICE',
      `Seat ${state.pending.seat} must first decide (${state.pending.kind}).`,
    );
  if (state.status !== 'playing') return ruleError('NOT_PLAYING', 'The setup is not finished.');
  return null;
}
