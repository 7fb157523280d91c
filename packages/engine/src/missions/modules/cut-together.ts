/**
 * Rule module "cutTogether": a set of wires that may only leave play all at once (mission 13's
 * three red wires, RULES.md §6.2, §9 B6). On their turn a player points at every wire of the set
 * among all uncut wires; if any pointed wire is outside the set the bomb explodes, and the
 * Stabilizer does not help. The actor's own wires of the set come along by themselves (they know
 * them), so the action names only the teammates' wires. A seat holding nothing but wires of the
 * set must take this action: the set is never revealed otherwise.
 */
import { ruleError, type RuleError } from '../../errors.js';
import { isWireRef, sameRef, uncutOf, wireAt } from '../../hands.js';
import { cutWire, lose } from '../../step.js';
import { err, ok } from '../../result.js';
import type { GameState, Seat, WireRef } from '../../types.js';
import type { MissionDef } from '../defs.js';
import type { Core, RuleModule } from '../rules.js';

export interface CutTogetherDef {
  /** The set: every red wire in play. */
  readonly wires: 'red';
  /** From this many players a seat holding none of the set may point at it too. */
  readonly withoutHoldingFrom: number;
}

/** "Point at `count` of these teammate wires together": every combination is one action. */
export interface CutTogetherMenu {
  readonly seat: Seat;
  readonly count: number;
  readonly wires: readonly WireRef[];
}

export const NO_CUT_TOGETHER = ruleError(
  'NOT_IN_MISSION',
  'This mission has no action to cut wires together.',
);

const MUST_CUT_TOGETHER = ruleError(
  'REDS_TOGETHER',
  'In this mission the red wires leave only together: point at all of them.',
);

const inSet = (core: Core, state: GameState, printed: number): boolean =>
  core.valueIn(state, printed) === 'red';

/** The actor's own uncut wires of the set, and how many wires of the set are still in play. */
function setOf(core: Core, state: GameState, seat: Seat): { own: WireRef[]; left: number } {
  let left = 0;
  for (const stands of state.hands)
    for (const stand of stands)
      for (const w of stand) if (!w.cut && inSet(core, state, w.printed)) left++;
  const own = uncutOf(state, seat).flatMap((w) =>
    inSet(core, state, w.wire.printed) ? [w.ref] : [],
  );
  return { own, left };
}

const teammateWires = (state: GameState, seat: Seat): WireRef[] =>
  state.hands.flatMap((_, s) => (s === seat ? [] : uncutOf(state, s).map((w) => w.ref)));

/** Why `seat` may not point at the set now, or null; `own` and `left` from setOf. */
function refusal(
  def: CutTogetherDef,
  core: Core,
  state: GameState,
  seat: Seat,
  own: readonly WireRef[],
  left: number,
): RuleError | null {
  const closed = core.turnAction(state, seat, 'cutTogether');
  if (closed) return closed;
  if (left === 0) return ruleError('TOGETHER_BAD_WIRES', 'Those wires have all left play.');
  if (own.length === 0 && state.players < def.withoutHoldingFrom)
    return ruleError(
      'TOGETHER_NOT_HOLDING',
      `With fewer than ${def.withoutHoldingFrom} players you must hold a red wire to point at them.`,
    );
  return null;
}

export function cutTogetherModule(def: CutTogetherDef): RuleModule {
  return {
    allRed: { action: 'cutTogether', refusal: MUST_CUT_TOGETHER },
    cutTogetherMenu: (state, seat, core) => {
      const { own, left } = setOf(core, state, seat);
      if (refusal(def, core, state, seat, own, left)) return null;
      const wires = teammateWires(state, seat);
      const count = left - own.length;
      return wires.length >= count ? { seat, count, wires } : null;
    },
    actions: {
      types: ['cutTogether'],
      candidates: () => [],
      apply: (state, action, out, core) => {
        if (action.type !== 'cutTogether') return err(NO_CUT_TOGETHER);
        const { seat } = action;
        const { own, left } = setOf(core, state, seat);
        const refused = refusal(def, core, state, seat, own, left);
        if (refused) return err(refused);
        const count = left - own.length;
        const raw: unknown = action.wires;
        const wires = Array.isArray(raw) ? (raw as unknown[]) : [];
        const valid =
          Array.isArray(raw) &&
          wires.length === count &&
          wires.every(
            (ref, i) =>
              isWireRef(ref) &&
              ref.seat !== seat &&
              wireAt(state, ref)?.cut === false &&
              !wires.slice(0, i).some((r) => sameRef(r as WireRef, ref)),
          );
        if (!valid)
          return err(
            ruleError(
              'TOGETHER_BAD_WIRES',
              `Point at ${count} different uncut wires of your teammates (your own red wires come along).`,
            ),
          );
        const pointed = [...own, ...(wires as WireRef[])];
        const success = pointed.every((ref) =>
          inSet(core, state, wireAt(state, ref)?.printed ?? -1),
        );
        out.push({ type: 'cutTogether', seat, wires: pointed, success });
        let next: GameState = { ...state, turn: { ...state.turn, done: true } };
        if (!success) return ok(lose(next, 'cutTogetherFailed', out));
        for (const ref of pointed) next = cutWire(next, ref, out);
        return ok(core.afterWiresLeft(next, out));
      },
    },
  };
}

/** The set's size must be public: no "x of y" red draw, and red wires at every player count. */
export function validateCutTogether(def: CutTogetherDef, mission: MissionDef): string[] {
  const two = mission.twoPlayer && 'red' in mission.twoPlayer ? mission.twoPlayer.red : mission.red;
  const known = [mission.red, two].every((draw) => draw && draw.of === undefined);
  const ok = known && Number.isInteger(def.withoutHoldingFrom) && def.wires === 'red';
  return ok ? [] : [`cutTogether ${JSON.stringify(def)}`];
}
