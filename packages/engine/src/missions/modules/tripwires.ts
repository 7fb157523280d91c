/**
 * Rule module "tripwires": mission 41's yellow wires (RULES.md §6.2). They are dealt first, one per
 * seat (`MissionDef.deal: 'yellowsFirst'`), and no cut may name yellow: a tripwire leaves play only
 * when a teammate points at it on their turn (the action `tripwire`), one at a time. A yellow wire
 * pointed at is cut and the dial moves back a notch (§9 A2's cap); a blue one takes its info token
 * and the dial moves on a notch; a red one explodes the bomb (FAQ).
 *
 * A seat holding nothing but its own tripwire and red wires, with no tripwire left in a teammate's
 * hand, skips its turn (no dial move). Pointing needs no wire of one's own, so a seat with none
 * left still takes its turn while a teammate holds a tripwire: the last tripwires are never stuck.
 */
import { ruleError, type RuleError } from '../../errors.js';
import { hasUncut, isWireRef, seatsAfter, uncutOf, wireAt } from '../../hands.js';
import { err, ok } from '../../result.js';
import { cutWire, lose, moveDial } from '../../step.js';
import type { GameState, MoveAction, Seat } from '../../types.js';
import type { MissionDef } from '../defs.js';
import type { Core, RuleModule } from '../rules.js';

export const NO_TRIPWIRES: RuleError = ruleError(
  'NOT_IN_MISSION',
  'Pointing at a tripwire belongs to a mission with tripwires.',
);

const TRIPWIRES_ONLY = ruleError(
  'TRIPWIRE_ONLY',
  'Yellow wires are tripwires: they leave only when a teammate points at them.',
);

/** How many yellow wires `seat`'s teammates still hold (public: the markers less the cut ones, less one's own). */
const teammatesTripwires = (core: Core, state: GameState, seat: Seat): number =>
  seatsAfter(state.players, seat)
    .slice(0, -1)
    .reduce(
      (n, s) =>
        n +
        uncutOf(state, s).filter((w) => core.valueIn(state, w.wire.printed) === 'yellow').length,
      0,
    );

/** Whether `seat` holds wires and all of them are yellow or red: it has nothing to cut. */
function nothingToCut(core: Core, state: GameState, seat: Seat): boolean {
  const values = uncutOf(state, seat).map((w) => core.valueIn(state, w.wire.printed));
  return (
    values.includes('yellow') && values.every((value) => value === 'yellow' || value === 'red')
  );
}

/** Why `seat` may not point at a tripwire now, or null. */
function pointRefusal(core: Core, state: GameState, seat: Seat): RuleError | null {
  return (
    core.turnAction(state, seat, 'tripwire') ??
    (teammatesTripwires(core, state, seat) > 0
      ? null
      : ruleError('NO_TRIPWIRE_LEFT', 'Your teammates hold no tripwire any more.'))
  );
}

/** Why `seat` may not skip now, or null. */
function skipRefusal(core: Core, state: GameState, seat: Seat): RuleError | null {
  const closed = core.turnAction(state, seat, 'skip');
  if (closed) return closed;
  return nothingToCut(core, state, seat) && teammatesTripwires(core, state, seat) === 0
    ? null
    : ruleError('NOT_STUCK', 'Only a seat holding nothing but its tripwire and reds skips.');
}

function point(
  state: GameState,
  action: Extract<MoveAction, { type: 'tripwire' }>,
  out: Parameters<NonNullable<RuleModule['actions']>['apply']>[2],
  core: Core,
) {
  const { seat, wire: ref } = action;
  const refused = pointRefusal(core, state, seat);
  if (refused) return err(refused);
  const wire = isWireRef(ref) ? wireAt(state, ref) : undefined;
  if (!wire || wire.cut || ref.seat === seat)
    return err(ruleError('TRIPWIRE_BAD_WIRE', 'Point at one uncut wire of a teammate.'));
  const value = core.valueIn(state, wire.printed);
  const success = value === 'yellow';
  out.push({ type: 'tripwire', seat, wire: ref, success });
  const done: GameState = { ...state, turn: { ...state.turn, done: true } };
  if (value === 'red') return ok(lose(done, 'redWire', out));
  if (!success) return ok(moveDial(core.placeInfo(done, ref, 'failure', out), 1, out));
  return ok(core.afterWiresLeft(moveDial(cutWire(done, ref, out), -1, out), out));
}

export function tripwiresModule(): RuleModule {
  return {
    mayCut: (_state, cut) => (cut.value === 'yellow' ? TRIPWIRES_ONLY : null),
    passTurn: (state, out, core) => {
      // Play starting, or a coffee naming the next seat: the usual way.
      if (!state.turn.done || state.turn.next !== null) return null;
      const next = seatsAfter(state.players, state.activeSeat).find(
        (s) => hasUncut(state, s) || teammatesTripwires(core, state, s) > 0,
      );
      return next === undefined ? null : core.startTurn(state, next, out);
    },
    actions: {
      types: ['tripwire', 'skip'],
      candidates: (state, seat, core) => {
        if (!skipRefusal(core, state, seat)) return [{ type: 'skip', seat }];
        if (pointRefusal(core, state, seat)) return [];
        return state.hands.flatMap((_, s) =>
          s === seat
            ? []
            : uncutOf(state, s).map((w): MoveAction => ({ type: 'tripwire', seat, wire: w.ref })),
        );
      },
      apply: (state, action, out, core) => {
        if (action.type === 'tripwire') return point(state, action, out, core);
        if (action.type !== 'skip') return err(NO_TRIPWIRES);
        const refused = skipRefusal(core, state, action.seat);
        if (refused) return err(refused);
        out.push({ type: 'skipped', seat: action.seat });
        return ok({ ...state, turn: { ...state.turn, done: true } });
      },
    },
  };
}

/** Tripwires are the yellow wires dealt one per seat: yellow at every player count, dealt first. */
export function validateTripwires(def: MissionDef): string[] {
  const two = def.twoPlayer && 'yellow' in def.twoPlayer ? def.twoPlayer.yellow : def.yellow;
  return def.deal === 'yellowsFirst' && def.yellow && two && !def.yellow.of && !two.of
    ? []
    : ['tripwires: yellow wires dealt first at every player count, their number known'];
}
