/**
 * The host's pause and the table's surrender: actions only the server applies (like the mission
 * clock's `timeUp`), kept in the record so a game replays with its pauses and its ending. While
 * paused no move is legal; chat goes on, and the table may still give up.
 */
import { ruleError, type RuleError } from './errors.js';
import { err, ok, type Result } from './result.js';
import { lose, type Out } from './step.js';
import type { Action, GameState, LossCause } from './types.js';

/** Every way a game is lost (the protocol checks a finished game's cause against it). */
export const LOSS_CAUSES = [
  'redWire',
  'detonator',
  'starWire',
  'dialPastStart',
  'blockedValues',
  'cutTogetherFailed',
  'captainFailedCut',
  'turnedWire',
  'timeUp',
  'threeValuesLeft',
  'surrendered',
] as const satisfies readonly LossCause[];
// Compile-time: the list names every cause.
type Unlisted = Exclude<LossCause, (typeof LOSS_CAUSES)[number]>;
const _everyCauseListed: [Unlisted] extends [never] ? true : Unlisted = true;
void _everyCauseListed;

type HostAction = Extract<Action, { readonly type: 'pause' | 'resume' | 'surrender' }>;

const GAME_OVER = ruleError('GAME_OVER', 'The game is over.');

/** Refused while paused: every action but resuming, giving up and chat (pausing says it is). */
export function pausedError(state: GameState, action: Action): RuleError | null {
  if (!state.paused || ['pause', 'resume', 'surrender', 'say'].includes(action.type)) return null;
  return ruleError('PAUSED', 'The host paused the game.');
}

export function hostAction(
  state: GameState,
  action: HostAction,
  out: Out,
): Result<GameState, RuleError> {
  if (state.status === 'won' || state.status === 'lost') return err(GAME_OVER);
  const { seat } = action;
  switch (action.type) {
    case 'pause':
      if (state.paused) return err(ruleError('ALREADY_PAUSED', 'The game is paused already.'));
      out.push({ type: 'paused', seat });
      return ok({ ...state, paused: true });
    case 'resume':
      if (!state.paused) return err(ruleError('NOT_PAUSED', 'The game is not paused.'));
      out.push({ type: 'resumed', seat });
      return ok({ ...state, paused: false });
    case 'surrender': {
      out.push({ type: 'surrendered', seat });
      return ok(lose({ ...state, paused: false }, 'surrendered', out));
    }
  }
}
