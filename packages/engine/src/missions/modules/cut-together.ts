/**
 * Rule module "cutTogether": a set of wires that may only leave play all at once: mission 13's
 * three red wires (RULES.md §6.2, §9 B6), or the four wires of a Number card's value turned face
 * up at setup (23). On their turn a player points at every wire of the set among all uncut
 * wires; if any pointed wire is outside the set the bomb explodes, and no equipment helps (not
 * the Stabilizer). Mission 30's yellow sweep is one too: when its timeline calls it, the next turn
 * action must point at every yellow wire left, and a miss explodes the bomb (RULES.md §6.6).
 * The actor's own wires of the set come along by themselves (they know them), so
 * the action names only the teammates' wires. No other cut takes a wire of the set, and a seat
 * holding nothing but red wires of the red set must take this action: the set is never revealed
 * otherwise.
 */
import { ruleError, type RuleError } from '../../errors.js';
import { isWireRef, sameRef, uncutOf, wireAt } from '../../hands.js';
import { cutWire, lose } from '../../step.js';
import { err, ok } from '../../result.js';
import type { GameState, Seat, WireRef } from '../../types.js';
import type { MissionDef } from '../defs.js';
import type { Core, RuleModule } from '../rules.js';

export interface CutTogetherDef {
  /**
   * The set: every red wire in play, the blue wires of a Number card turned at setup, or the
   * yellow wires left when another module calls the sweep (it sets `together`).
   */
  readonly wires: 'red' | 'numberCard' | 'yellowSweep';
  /** From this many players a seat holding none of the set may point at it too. */
  readonly withoutHoldingFrom: number;
}

/** The set that leaves together, and whether it did: a Number card's value (23), or the yellows (30). */
export interface TogetherState {
  readonly number: number | 'yellow';
  readonly done: boolean;
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
  core.valueIn(state, printed) === (state.together?.number ?? 'red');

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
  if (def.wires === 'yellowSweep' && (!state.together || state.together.done))
    return ruleError('NO_SWEEP', 'No yellow sweep is called now.');
  if (left === 0) return ruleError('TOGETHER_BAD_WIRES', 'Those wires have all left play.');
  if (own.length === 0 && state.players < def.withoutHoldingFrom)
    return ruleError(
      'TOGETHER_NOT_HOLDING',
      `With fewer than ${def.withoutHoldingFrom} players you must hold a red wire to point at them.`,
    );
  return null;
}

/** The set of a Number card: the top card of the Number deck, turned face up at setup. */
const numberCardSet: Partial<RuleModule> = {
  numberCards: true,
  setup: (state) => ({
    slots: {
      together: { number: state.numberDeck[0] as number, done: false },
      numberDeck: state.numberDeck.slice(1),
    },
    tasks: [],
  }),
  mayCut: (state, cut) =>
    state.together && cut.value === state.together.number
      ? ruleError(
          'CUT_TOGETHER_ONLY',
          `The four ${state.together.number} wires leave only together: point at all of them.`,
        )
      : null,
  afterWiresLeft: (state, cutCount) =>
    state.together && !state.together.done && cutCount(state.together.number) >= 4
      ? { ...state, together: { ...state.together, done: true } }
      : state,
};

/** The yellow sweep, once called: no other cut until it is done. */
const yellowSweep: Partial<RuleModule> = {
  mayCut: (state) =>
    state.together && !state.together.done
      ? ruleError('SWEEP_FIRST', 'The yellow sweep is called: point at every yellow wire left.')
      : null,
};

const SETS: Record<CutTogetherDef['wires'], Partial<RuleModule>> = {
  red: { allRed: { action: 'cutTogether', refusal: MUST_CUT_TOGETHER } },
  numberCard: numberCardSet,
  yellowSweep,
};

export function cutTogetherModule(def: CutTogetherDef): RuleModule {
  return {
    ...SETS[def.wires],
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
              `Point at ${count} different uncut wires of your teammates (your own wires of the set come along).`,
            ),
          );
        const pointed = [...own, ...(wires as WireRef[])];
        const wrong = pointed.filter(
          (ref) => !inSet(core, state, wireAt(state, ref)?.printed ?? -1),
        );
        const success = wrong.length === 0;
        out.push({
          type: 'cutTogether',
          seat,
          wires: pointed,
          success,
          ...(success ? {} : { wrong }),
        });
        let next: GameState = { ...state, turn: { ...state.turn, done: true } };
        if (!success) return ok(lose(next, 'cutTogetherFailed', out));
        for (const ref of pointed) next = cutWire(next, ref, out);
        if (next.together) next = { ...next, together: { ...next.together, done: true } };
        return ok(core.afterWiresLeft(next, out));
      },
    },
  };
}

/**
 * The set's size must be public: for reds, no "x of y" red draw and red wires at every player
 * count; a Number card's four wires need every blue value in play; a sweep, yellow wires and the
 * timeline that calls it.
 */
export function validateCutTogether(def: CutTogetherDef, mission: MissionDef): string[] {
  const two = mission.twoPlayer && 'red' in mission.twoPlayer ? mission.twoPlayer.red : mission.red;
  const known =
    def.wires === 'red'
      ? [mission.red, two].every((draw) => draw && draw.of === undefined)
      : def.wires === 'numberCard'
        ? mission.blue[0] === 1 && mission.blue[1] === 12
        : mission.yellow !== null && mission.rules.some((r) => r.rule === 'speedRounds');
  const ok = known && Number.isInteger(def.withoutHoldingFrom);
  return ok ? [] : [`cutTogether ${JSON.stringify(def)}`];
}
