/**
 * A finished game as a list of steps: step 0 is the deal, step k the game after the record's
 * k-th action. Everything here is pure: the replay page only picks a step and a viewer.
 */
import {
  applyAction,
  createGame,
  err,
  ok,
  type Action,
  type GameRecord,
  type GameState,
  type ReplayError,
  type Result,
  type Viewer,
} from '@bomb-busters/engine';

export interface ReplaySteps {
  /** states[k]: the game after k actions; states[0] is the dealt game. */
  readonly states: readonly GameState[];
  readonly actions: readonly Action[];
  /** The host chose the seed (the record's `chosenSeed`): the host could know the whole deal. */
  readonly chosenSeed: boolean;
}

/** Rebuild every state of a record with the engine; fails at the setup or the first illegal action. */
export function replaySteps(record: GameRecord): Result<ReplaySteps, ReplayError> {
  const created = createGame(record);
  if (!created.ok) return err({ kind: 'setup', ...created.error });
  const states: GameState[] = [created.value];
  for (const [i, action] of record.actions.entries()) {
    const applied = applyAction(states[i] as GameState, action);
    if (!applied.ok) return err({ kind: 'action', action: i, ...applied.error });
    states.push(applied.value.state);
  }
  return ok({ states, actions: record.actions, chosenSeed: record.chosenSeed === true });
}

/** The last step of a replay of `actions` actions. */
export const lastStep = (steps: ReplaySteps): number => steps.states.length - 1;

/** A step from the URL kept within 0..last; none (or nonsense) starts at the deal. */
export function clampStep(step: number | null, last: number): number {
  if (step === null || !Number.isFinite(step)) return 0;
  return Math.min(Math.max(0, Math.trunc(step)), Math.max(0, last));
}

/** The viewer from the URL: a seat of this game, else a spectator. */
export function parseViewer(seat: number | 'spectator' | null, players: number): Viewer {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < players
    ? seat
    : 'spectator';
}

/** The action that led to `step`; none for the deal. */
export const actionAt = (steps: ReplaySteps, step: number): Action | undefined =>
  step > 0 ? steps.actions[step - 1] : undefined;

/**
 * Where the log entries of `step` start in its state's log: after those of the step before; the
 * deal's own entries (tokens placed at setup) are step 0's.
 */
export const stepLogStart = (steps: ReplaySteps, step: number): number =>
  step > 0 ? (steps.states[step - 1]?.log.length ?? 0) : 0;
