/** The single entry point for every action: `applyAction(state, action) -> Result<{ state, events }>`. */
import { answerPending } from './choices.js';
import { planDualCut, planSoloCut, resolveDualCut, resolveSoloCut, revealRed } from './cut.js';
import { equipmentRefused, useEquipment } from './equipment.js';
import { applyMissionAction } from './missions/ask.js';
import { ruleError, type RuleError } from './errors.js';
import { CORE, proceed } from './flow.js';
import { hostAction, pausedError } from './pause.js';
import { say } from './say.js';
import type { Out } from './step.js';
import { err, ok, type Result } from './result.js';
import type { Action, ActionType, GameEvent, GameState } from './types.js';

export interface Applied {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** Every action type (the protocol validates messages against this list). */
export const ACTION_TYPES = [
  'info',
  'dualCut',
  'soloCut',
  'revealRed',
  'equipment',
  'choose',
  'checkCell',
  'drawLine',
  'coffee',
  'stuck',
  'cutTogether',
  'flipEquipment',
  'designate',
  'snip',
  'pickNumber',
  'skip',
  'tripwire',
  'takeToken',
  'layNumber',
  'placeSequence',
  'pickConstraint',
  'replaceConstraint',
  'cannotObey',
  'accuse',
  'timeUp',
  'cue',
  'taDa',
  'pause',
  'resume',
  'surrender',
  'say',
] as const satisfies readonly ActionType[];
// Compile-time: the list names every action type, no more, no less.
type Unlisted = Exclude<ActionType, (typeof ACTION_TYPES)[number]>;
const _everyActionTypeListed: [Unlisted] extends [never] ? true : Unlisted = true;
void _everyActionTypeListed;

/** Apply one action; on error the state is unchanged and the error says why. */
export function applyAction(state: GameState, action: unknown): Result<Applied, RuleError> {
  const out: GameEvent[] = [];
  const result = resolve(state, action, out);
  if (!result.ok) return result;
  const next = { ...result.value, log: [...state.log, ...out], version: state.version + 1 };
  return ok({ state: next, events: out });
}

/** Like applyAction but without touching the log; used to test legality cheaply. */
export function resolve(state: GameState, raw: unknown, out: Out): Result<GameState, RuleError> {
  const result = resolveAction(state, raw, out);
  // A draw the record fixed was reached and the rules cannot produce it (draws.ts).
  const impossible = result.ok ? result.value.fixed?.impossible : undefined;
  if (impossible)
    return err(
      ruleError(
        'FIXED_DRAW_IMPOSSIBLE',
        impossible === 'numberReshuffles'
          ? 'This action reshuffles the Number deck, and the record’s next reshuffle names a card that is not in it.'
          : 'This action draws info tokens, and the record’s tokens are not all in the supply.',
      ),
    );
  return result;
}

/**
 * Whether `resolve` accepts the action. What follows an action (`proceed`, and a dual cut's
 * outcome) never refuses it; only a draw the record fixed can (above), so a game without fixed
 * draws skips them.
 */
export function accepts(state: GameState, action: unknown): boolean {
  return state.fixed ? resolve(state, action, []).ok : resolveAction(state, action, [], false).ok;
}

/** Continue after an action the rules accepted (`proceed`), when `follow`. */
const then = (
  r: Result<GameState, RuleError>,
  out: Out,
  follow: boolean,
): Result<GameState, RuleError> => (r.ok && follow ? ok(proceed(r.value, out)) : r);

function resolveAction(
  state: GameState,
  raw: unknown,
  out: Out,
  follow = true,
): Result<GameState, RuleError> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return err(ruleError('MALFORMED_ACTION', 'An action is a JSON object.'));
  }
  const candidate = raw as { type?: unknown; seat?: unknown };
  if (
    typeof candidate.type !== 'string' ||
    !(ACTION_TYPES as readonly string[]).includes(candidate.type)
  ) {
    return err(ruleError('MALFORMED_ACTION', 'Unknown action type.'));
  }
  const action = raw as Action;
  const paused = pausedError(state, action);
  if (paused) return err(paused);
  // A spectator may say something too; nothing follows a message (no queue, no turn).
  if (action.type === 'say') return say(state, raw as Record<string, unknown>, out);
  const seat = candidate.seat;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    return err(
      ruleError('NO_SUCH_SEAT', `"seat" must be a seat of this ${state.players}-player game.`),
    );
  }
  switch (action.type) {
    case 'info':
    case 'choose':
    case 'checkCell':
    case 'drawLine':
    case 'flipEquipment':
    case 'designate':
    case 'takeToken':
    case 'layNumber':
    case 'placeSequence':
    case 'pickConstraint':
    case 'replaceConstraint':
      return then(answerPending(state, action, out), out, follow);
    case 'dualCut': {
      const plan = planDualCut(state, action);
      if (!plan.ok || !follow) return plan.ok ? ok(state) : plan;
      return ok(proceed(resolveDualCut(state, plan.value, out), out));
    }
    case 'soloCut': {
      // Checking a solo cut needs no new state either: its plan, without cutting.
      const plan = planSoloCut(state, action);
      if (!plan.ok || !follow) return plan.ok ? ok(state) : plan;
      return ok(proceed(resolveSoloCut(state, plan.value, out), out));
    }
    case 'revealRed':
      return then(revealRed(state, action.seat, out), out, follow);
    case 'equipment': {
      // Checking a card's use needs no new state: its rules, without its effect.
      if (follow) return then(useEquipment(state, action, out), out, follow);
      const refused = equipmentRefused(state, action);
      return refused ? err(refused) : ok(state);
    }
    case 'coffee':
    case 'stuck':
    case 'cutTogether':
    case 'snip':
    case 'pickNumber':
    case 'skip':
    case 'cannotObey':
    case 'accuse':
    case 'tripwire':
    case 'timeUp':
    case 'cue':
    case 'taDa':
      return then(applyMissionAction(state, action, out, CORE), out, follow);
    case 'pause':
    case 'resume':
    case 'surrender':
      return hostAction(state, action, out);
  }
}
