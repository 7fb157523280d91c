/** Answers to pending choices, and the New Missions' own actions (coffee, stuck). */
import { cutPair, placeInfo } from './cut.js';
import { swapWires } from './equipment.js';
import { ruleError, type RuleError } from './errors.js';
import { applyCheckCell, moveDial, type Out } from './flow.js';
import { turnAction } from './guards.js';
import { hasUncut, holds, isWireRef, sameRef, uncutOf } from './hands.js';
import { accessibleIcons, connect, useIcon, valueCuttable } from './missions/grid.js';
import { err, ok, type Result } from './result.js';
import type { Action, GameState, PendingKind, Seat } from './types.js';
import { gameValueOf, type GameValue } from './wire.js';

/** The action type that answers each kind of pending choice. */
export const ANSWER_TYPE = {
  setupInfo: 'info',
  detectorCut: 'choose',
  detectorToken: 'choose',
  walkieTalkie: 'choose',
  checkCell: 'checkCell',
  drawLine: 'drawLine',
} as const satisfies Record<PendingKind, Action['type']>;

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
  if (pending.kind === 'checkCell' || pending.kind === 'drawLine') {
    const picked =
      action.type === 'checkCell'
        ? action.cell
        : action.type === 'drawLine'
          ? action.cartouche
          : -1;
    if (!pending.options.includes(picked))
      return err(ruleError('NOT_AN_OPTION', `Pick one of ${pending.options.join(', ')}.`));
    if (pending.kind === 'checkCell') return ok(applyCheckCell(cleared, action.seat, picked, out));
    out.push({ type: 'lineDrawn', seat: action.seat, cartouche: picked });
    return ok(cleared.grid ? { ...cleared, grid: connect(cleared.grid, picked) } : cleared);
  }
  const wire = 'wire' in action ? action.wire : undefined;
  if (!isWireRef(wire) || !pending.options.some((o) => sameRef(o, wire))) {
    return err(ruleError('NOT_AN_OPTION', 'That wire is not one of the options.'));
  }
  switch (pending.kind) {
    case 'setupInfo':
      return ok(placeInfo(cleared, wire, 'setup', out));
    case 'detectorCut':
      return ok(cutPair(cleared, pending.actor, wire, pending.own, out));
    case 'detectorToken':
      return ok(placeInfo(cleared, wire, 'failure', out));
    case 'walkieTalkie':
      return ok(swapWires(cleared, pending.from, wire, out));
  }
}

/** A coffee of the mission sheet: skip your turn and name the next player (§7). */
export function takeCoffee(
  state: GameState,
  seat: Seat,
  coffee: number,
  next: Seat,
  out: Out,
): Result<GameState, RuleError> {
  const closed = turnAction(state, seat);
  if (closed) return err(closed);
  if (!state.grid) return err(ruleError('NO_GRID', 'This mission has no sheet.'));
  if (!state.grid.icons[coffee] || state.grid.icons[coffee].kind !== 'coffee')
    return err(ruleError('NO_SUCH_COFFEE', 'No such coffee.'));
  if (!accessibleIcons(state.grid, 'coffee').includes(coffee)) {
    return err(
      ruleError('COFFEE_NOT_ACCESSIBLE', 'That coffee is not accessible (or already drunk).'),
    );
  }
  if (next === seat || !hasUncut(state, next))
    return err(ruleError('BAD_NEXT_SEAT', 'Name another player who still has wires.'));
  out.push({ type: 'coffee', seat, coffee, next });
  return ok({
    ...state,
    grid: useIcon(state.grid, coffee),
    turn: { ...state.turn, done: true, next },
  });
}

/** The stuck rule (§7): a player who cannot cut anything advances the dial instead. */
export function declareStuck(state: GameState, seat: Seat, out: Out): Result<GameState, RuleError> {
  const closed = turnAction(state, seat);
  if (closed) return err(closed);
  if (!state.grid) return err(ruleError('NO_GRID', 'This mission has no sheet.'));
  if (canCut(state, seat)) return err(ruleError('NOT_STUCK', 'You can still cut a wire.'));
  out.push({ type: 'stuck', seat });
  const next = moveDial({ ...state, turn: { ...state.turn, done: true } }, 1, out);
  return ok(next);
}

/** Whether some dual or solo cut is open to `seat` under the mission sheet. */
export function canCut(state: GameState, seat: Seat): boolean {
  const cuttable = (value: GameValue, pairs: 1 | 2): boolean =>
    !state.grid || value === 'star' || (value !== 'red' && valueCuttable(state.grid, value, pairs));
  const teammateHasWires = state.hands.some((_, s) => s !== seat && hasUncut(state, s));
  const values = new Set(uncutOf(state, seat).map((w) => gameValueOf(w.wire.printed)));
  values.delete('red');
  for (const value of values) {
    if (teammateHasWires && cuttable(value, 1)) return true;
    const mine = uncutOf(state, seat).filter((w) => gameValueOf(w.wire.printed) === value).length;
    const elsewhere = state.hands.some((_, s) => s !== seat && holds(state, s, value));
    if (!elsewhere && (mine === 2 || mine === 4) && cuttable(value, (mine / 2) as 1 | 2))
      return true;
  }
  return false;
}
