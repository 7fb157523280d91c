/** Answers to pending choices: the core's own (wires), or a mission module's (numbered options). */
import { cutPair } from './cut.js';
import { placeCountPair, placeInfo } from './info.js';
import { swapWires } from './equipment.js';
import { ruleError, type RuleError } from './errors.js';
import { CORE } from './flow.js';
import { isWireRef, sameRef, wireAt } from './hands.js';
import type { Out } from './step.js';
import { valueIn } from './values.js';
import { answerMissionChoice, CONSTRAINT_CARDS } from './missions/ask.js';
import { err, ok, type Result } from './result.js';
import type { Action, GameState, InfoValue, Pending, PendingKind, WireRef } from './types.js';

/** The action type that answers each kind of pending choice. */
export const ANSWER_TYPE = {
  setupInfo: 'info',
  falseInfo: 'info',
  detectorCut: 'choose',
  detectorToken: 'choose',
  walkieTalkie: 'choose',
  countPair: 'choose',
  placeToken: 'info',
  takeToken: 'takeToken',
  besideToken: 'takeToken',
  checkCell: 'checkCell',
  drawLine: 'drawLine',
  flipEquipment: 'flipEquipment',
  designate: 'designate',
  layNumber: 'layNumber',
  placeSequence: 'placeSequence',
  pickConstraint: 'pickConstraint',
  replaceConstraint: 'replaceConstraint',
} as const satisfies Record<PendingKind, Action['type']>;

/** Choices among wires are the core's; the others (cells, cartouches, slots, seats, tokens) a module's. */
type WirePending = Extract<Pending, { readonly options: readonly WireRef[] }>;
const amongWires = (pending: Pending): pending is WirePending => isWireRef(pending.options[0]);

export type AnswerAction = Extract<Action, { type: (typeof ANSWER_TYPE)[PendingKind] }>;

/** What an answer picks among a module's options. */
function pickOf(action: AnswerAction): InfoValue | undefined {
  switch (action.type) {
    case 'checkCell':
      return action.cell;
    case 'drawLine':
      return action.cartouche;
    case 'flipEquipment':
      return action.slot;
    case 'designate':
      return action.designee;
    case 'takeToken':
      return action.value;
    case 'layNumber':
      return action.number;
    case 'placeSequence':
      return action.end;
    case 'pickConstraint':
      return CONSTRAINT_CARDS.indexOf(action.constraint);
    case 'replaceConstraint': {
      // Only a boolean answers (a string or a number is no option).
      const replace: unknown = action.replace;
      return replace === true ? 1 : replace === false ? 0 : undefined;
    }
    default:
      return undefined;
  }
}

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
  if (!amongWires(pending)) {
    const picked = pickOf(action);
    if (picked === undefined || !(pending.options as readonly unknown[]).includes(picked))
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
    case 'placeToken': {
      // The token shows the value received: `value` may only repeat it.
      const value = 'value' in action ? action.value : undefined;
      if (value !== undefined && value !== pending.value)
        return err(
          ruleError('NOT_AN_OPTION', 'This token shows the value received: leave out "value".'),
        );
      return ok(placeInfo(cleared, wire, 'given', out));
    }
  }
}
