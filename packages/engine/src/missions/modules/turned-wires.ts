/**
 * Turned wires (mission 38; later 56 and 64): a wire turned around unseen when the wires are
 * dealt, at the far right of its owner's stand, its value seen by everyone but its owner
 * (`Wire.turned`). The tag is the core's, like `Wire.x`: setup turns the wire (`turns`), the
 * view hides it from its owner only, only the owner may cut it with a plain cut, guessing its
 * value (a wrong guess explodes), and no equipment acts on it. This module brings the rest: a
 * seat left with no other option skips its turn, and the detonator moves one notch.
 */
import { ruleError, type RuleError } from '../../errors.js';
import { uncutOf } from '../../hands.js';
import { err, ok } from '../../result.js';
import { moveDial } from '../../step.js';
import type { GameState, Seat } from '../../types.js';
import type { Core, RuleModule } from '../rules.js';

export interface TurnedWiresDef {
  /** Who turns one of their wires around: the Captain (38). */
  readonly who: 'captain';
}

const HAS_OPTION = ruleError(
  'NOT_STUCK',
  'You may still cut: you skip only when every wire you could point at is turned.',
);

/**
 * The seat can take no turn action: every teammate wire left is a turned wire it may not cut, it
 * may solo cut nothing and does not hold only reds. Its own turned wire, if any, is no option: it
 * is cut only with a teammate's wire or in a solo cut, both checked here.
 */
function stuck(state: GameState, seat: Seat, core: Core): boolean {
  const pointable = state.hands.some(
    (_, s) => s !== seat && uncutOf(state, s).some((w) => !w.wire.turned),
  );
  if (pointable || core.allRed(state, seat)) return false;
  const mine = uncutOf(state, seat);
  const turned = mine.some((w) => w.wire.turned);
  const seen = mine.filter((w) => !w.wire.turned).map((w) => core.valueIn(state, w.wire.printed));
  return !seen.some((value) => {
    if (value === 'red') return false;
    const count = seen.filter((v) => v === value).length;
    // A guess with the turned wire is always an option when it makes two or four.
    if (turned && (count === 1 || count === 3)) return true;
    const elsewhere = state.hands.some((_, s) => s !== seat && core.holds(state, s, value));
    const inTurned = mine.some(
      (w) => w.wire.turned && core.valueIn(state, w.wire.printed) === value,
    );
    return (count === 2 || count === 4) && !elsewhere && !inTurned;
  });
}

export function turnedWiresModule(def: TurnedWiresDef): RuleModule {
  return {
    turns: def.who,
    actions: {
      types: ['skip'],
      candidates: (state, seat, core) =>
        core.turnAction(state, seat, 'skip') === null && stuck(state, seat, core)
          ? [{ type: 'skip', seat }]
          : [],
      apply: (state, action, out, core) => {
        const refused: RuleError | null = core.turnAction(state, action.seat, action.type);
        if (refused) return err(refused);
        if (!stuck(state, action.seat, core)) return err(HAS_OPTION);
        out.push({ type: 'skipped', seat: action.seat });
        return ok(moveDial({ ...state, turn: { ...state.turn, done: true } }, 1, out));
      },
    },
  };
}
