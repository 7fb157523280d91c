/** Answers to pending choices: the core's own (wires), or a mission module's (numbered options). */
import { cutPair } from './cut.js';
import { placeCountPair, placeInfo } from './info.js';
import { swapWires } from './equipment.js';
import { ruleError, type RuleError } from './errors.js';
import { CORE } from './flow.js';
import { isWireRef, sameRef, wireAt } from './hands.js';
import type { Out } from './step.js';
import { valueIn } from './values.js';
import { answerMissionChoice } from './missions/ask.js';
import { err, ok, type Result } from './result.js';
import type { Action, GameState, InfoValue, Pending, PendingKind } from './types.js';

/** The action type that answers each kind of pending choice. */
export const ANSWER_TYPE = {
  setupInfo: 'info',
  falseInfo: 'info',
  detectorCut: 'choose',
  detectorToken: 'choose',
  walkieTalkie: 'choose',
  countPair: 'choose',
  checkCell: 'checkCell',
  drawLine: 'drawLine',
  flipEquipment: 'flipEquipment',
  designate: 'designate',
} as const satisfies Record<PendingKind, Action['type']>;

/** Choices among numbered options (cells, cartouches, face-down cards) are a mission module's; the others pick wires. */
type NumberedPending = Extract<Pending, { readonly options: readonly number[] }>;
const numbered = (pending: Pending): pending is NumberedPending =>
  typeof pending.options[0] === 'number';

export type AnswerAction = Extract<Action, { type: (typeof ANSWER_TYPE)[PendingKind] }>;

export function answerPending(
  state: GameState,
  action: AnswerAction,
  out: Out,
): Result<GameState, RuleError> {
  const { pending } = state;
  if (state.status === 'won' || state.status === 'lost')
    return err(ruleError('GAME_OVER', 'The game is over.'));
  if (!pending) return err(ruleError('NO_PENDING_CHOICE', 'Nobody has a choice to make.'));
  if (pending.seat !== action.seat)
    return err(ruleError('NOT_YOUR_CHOICE', `Seat ${pending.seat} must decide.`));
  if (ANSWER_TYPE[pending.kind] !== action.type) {
    return err(
      ruleError(
        'NOT_AN_OPTION',
        `The pending ${pending.kind} choice is answered with "${ANSWER_TYPE[pending.kind]}".`,
      ),
    );
  }
  const cleared: GameState = { ...state, pending: null };
  if (numbered(pending)) {
    const picked =
      action.type === 'checkCell'
        ? action.cell
        : action.type === 'drawLine'
          ? action.cartouche
          : action.type === 'flipEquipment'
            ? action.slot
            : action.type === 'designate'
              ? action.designee
              : -1;
    if (!pending.options.includes(picked))
      return err(ruleError('NOT_AN_OPTION', `Pick one of ${pending.options.join(', ')}.`));
    return ok(answerMissionChoice(cleared, pending, picked, out, CORE));
  }
  const wire = 'wire' in action ? action.wire : undefined;
  if (!isWireRef(wire) || !pending.options.some((o) => sameRef(o, wire))) {
    return err(ruleError('NOT_AN_OPTION', 'That wire is not one of the options.'));
  }
  switch (pending.kind) {
    case 'setupInfo': {
      // A setup token shows the wire's true value (§2.1 step 9): `value` may only repeat it.
      const value = 'value' in action ? action.value : undefined;
      if (value !== undefined && value !== valueIn(state, wireAt(state, wire)?.printed ?? -1))
        return err(
          ruleError(
            'NOT_AN_OPTION',
            'A setup token shows the wire’s own value: leave out "value".',
          ),
        );
      return ok(placeInfo(cleared, wire, 'setup', out));
    }
    case 'falseInfo': {
      const value = 'value' in action ? action.value : undefined;
      const truth = valueIn(state, wireAt(state, wire)?.printed ?? -1);
      if (!pending.values.includes(value as InfoValue) || value === truth)
        return err(
          ruleError(
            'NOT_AN_OPTION',
            `A false token shows one of ${pending.values.join(', ')}, never the wire's own value.`,
          ),
        );
      return ok(placeInfo(cleared, wire, pending.cause, out, value as InfoValue));
    }
    case 'detectorCut':
      return ok(cutPair(cleared, pending.actor, wire, pending.own, out));
    case 'detectorToken':
      return ok(placeInfo(cleared, wire, 'failure', out));
    case 'walkieTalkie':
      return ok(swapWires(cleared, pending.from, wire, out));
    case 'countPair':
      return ok(placeCountPair(cleared, wire, pending.cause, out));
  }
}
