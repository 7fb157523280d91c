/**
 * Rule module "numberPick": the twelve Number cards lie face up, and a turn begins by turning one
 * of them face down, whose value the seat must then cut (mission 26, RULES.md §6.2). With no card
 * face up, all are turned face up again as the turn begins; a card leaves the game once its four
 * wires are cut. A seat holding no wire of any face-up value skips its turn without moving the
 * dial. Only values the seat holds may be picked: it must be able to cut what it picks.
 */
import { ruleError, type RuleError } from '../../errors.js';
import { err, ok } from '../../result.js';
import type { GameState, MoveAction, Seat } from '../../types.js';
import { blueValues } from '../../wire.js';
import type { Core, RuleModule } from '../rules.js';

export interface NumberPickState {
  /** The face-up Number cards, in order. */
  readonly up: readonly number[];
  /** The cards turned face down, still in the game. */
  readonly down: readonly number[];
  /** The card this turn's seat turned down: the value it must cut; null before it picks. */
  readonly picked: number | null;
}

export const NO_NUMBER_PICK: RuleError = ruleError(
  'NOT_IN_MISSION',
  'Picking a Number card belongs to a mission whose Number cards lie face up.',
);

/** The face-up values `seat` holds: the cards it may turn down. */
const pickable = (core: Core, state: GameState, seat: Seat, row: NumberPickState): number[] =>
  row.up.filter((n) => core.holds(state, seat, n));

/** Why `seat` may not pick a card now, or null. */
function closed(core: Core, state: GameState, action: MoveAction): RuleError | null {
  const refused = core.turnAction(state, action.seat, action.type);
  if (refused) return refused;
  if (!state.numberPick) return NO_NUMBER_PICK;
  return state.numberPick.picked === null
    ? null
    : ruleError('NUMBER_PICKED', 'You already turned a Number card down: cut its value.');
}

/**
 * Whether `seat` has nothing it may cut: no face-up value it holds before picking, or no wire of
 * the picked value left after it (a Walkie-Talkie took it away): it skips.
 */
function stuck(core: Core, state: GameState, seat: Seat, row: NumberPickState): boolean {
  return row.picked === null
    ? pickable(core, state, seat, row).length === 0
    : !core.holds(state, seat, row.picked);
}

export function numberPickModule(): RuleModule {
  return {
    setup: () => ({
      slots: { numberPick: { up: blueValues(1, 12), down: [], picked: null } },
      tasks: [],
    }),
    turnStart: (state, out) => {
      const row = state.numberPick;
      if (!row) return state;
      // Once every card has left the game there is nothing to turn up.
      if (row.up.length > 0 || row.down.length === 0)
        return { ...state, numberPick: { ...row, picked: null } };
      const up = [...row.down].sort((a, b) => a - b);
      out.push({ type: 'numbersTurnedUp', numbers: up });
      return { ...state, numberPick: { up, down: [], picked: null } };
    },
    // The Coffee Mug skips a turn, but not once a card is turned down: that value must be cut.
    mayUseEquipment: (state, _seat, card) =>
      card === 11 && typeof state.numberPick?.picked === 'number'
        ? ruleError('NUMBER_PICKED', 'You turned a Number card down: cut its value this turn.')
        : null,
    mayCut: (state, cut) => {
      const picked = state.numberPick?.picked;
      // No Number card names the Pro Kit's star wires: they are cut as usual.
      if (picked === undefined || cut.value === 'star') return null;
      if (picked === null)
        return ruleError(
          'NUMBER_NOT_PICKED',
          'Turn a face-up Number card down first, then cut it.',
        );
      return cut.value === picked
        ? null
        : ruleError('NOT_PICKED_VALUE', `You turned the ${picked} down: cut a ${picked}.`);
    },
    afterWiresLeft: (state, cutCount) => {
      const row = state.numberPick;
      if (!row) return state;
      const live = (n: number) => cutCount(n) < 4;
      return {
        ...state,
        numberPick: { ...row, up: row.up.filter(live), down: row.down.filter(live) },
      };
    },
    actions: {
      types: ['pickNumber', 'skip'],
      candidates: (state, seat, core) => {
        const row = state.numberPick;
        if (!row) return [];
        if (stuck(core, state, seat, row)) return [{ type: 'skip', seat }];
        return pickable(core, state, seat, row).map((number): MoveAction => ({
          type: 'pickNumber',
          seat,
          number,
        }));
      },
      apply: (state, action, out, core) => {
        if (action.type === 'skip') {
          const refused = core.turnAction(state, action.seat, action.type);
          if (refused) return err(refused);
          if (!state.numberPick) return err(NO_NUMBER_PICK);
          if (!stuck(core, state, action.seat, state.numberPick))
            return err(ruleError('NOT_STUCK', 'You can still cut a value of the Number cards.'));
          out.push({ type: 'skipped', seat: action.seat });
          return ok({ ...state, turn: { ...state.turn, done: true } });
        }
        const refused = closed(core, state, action);
        if (refused) return err(refused);
        const row = state.numberPick as NumberPickState;
        const numbers = pickable(core, state, action.seat, row);
        if (action.type !== 'pickNumber') return err(NO_NUMBER_PICK);
        if (!row.up.includes(action.number))
          return err(ruleError('NOT_AN_OPTION', 'Turn down one of the face-up Number cards.'));
        if (!numbers.includes(action.number))
          return err(ruleError('VALUE_NOT_HELD', `You hold no uncut ${action.number} wire.`));
        out.push({ type: 'numberPicked', seat: action.seat, number: action.number });
        const up = row.up.filter((n) => n !== action.number);
        return ok({
          ...state,
          numberPick: { up, down: [...row.down, action.number], picked: action.number },
        });
      },
    },
  };
}
