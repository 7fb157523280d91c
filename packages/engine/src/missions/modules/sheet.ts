/**
 * Rule module "sheet": the pencil-and-paper sheet of the three New Missions (RULES.md §7). Which
 * values may be cut (the accessible cells), the cells to tick after each pair, what completing a
 * group triggers (a dial move, lines to draw), coffees and the stuck rule. The sheet's state is
 * `GameState.grid`; its shapes and accessibility rules are in `../grid.ts`.
 */
import { ruleError, type RuleError } from '../../errors.js';
import { hasUncut, seatsAfter, uncutOf } from '../../hands.js';
import { moveDial, setPending, type Out } from '../../step.js';
import { err, ok, type Result } from '../../result.js';
import type { GameState, MoveAction, Seat, Task } from '../../types.js';
import { gameValueOf, type GameValue } from '../../wire.js';
import {
  accessibleIcons,
  checkableCells,
  checkCell,
  connect,
  createGrid,
  groupComplete,
  lineTargets,
  useIcon,
  valueCuttable,
  type CellValue,
  type GridDef,
} from '../grid.js';
import type { MissionDef } from '../defs.js';
import type { Core, CutQuestion, RuleModule } from '../rules.js';

/** Coffee and stuck belong to the sheet: in a mission without one they are refused with this. */
export const NO_SHEET: RuleError = ruleError('NO_GRID', 'This mission has no sheet.');

export function sheetModule(def: GridDef): RuleModule {
  return {
    setup: (state) => {
      // Dangerous Liaisons: the first lines are drawn in turn before play (§7.3).
      const lines = def.kind === 'liaisons' ? def.initialLines : 0;
      const order = seatsAfter(state.players, state.captain - 1);
      const tasks: Task[] = Array.from({ length: lines }, (_, i) => ({
        kind: 'drawLine',
        seat: order[i % state.players] as Seat,
      }));
      return { slots: { grid: createGrid(def) }, tasks };
    },
    mayCut: (state, cut) =>
      !state.grid || valueCuttable(state.grid, cut.value, cut.pairs)
        ? null
        : ruleError(
            'VALUE_NOT_ACCESSIBLE',
            `${String(cut.value)} is not accessible on the mission sheet.`,
          ),
    afterCut: (state, cut) => cellChecks(state, cut),
    actions: {
      types: ['coffee', 'stuck'],
      candidates: (state, seat) => {
        const others = state.hands.map((_, s) => s).filter((s) => s !== seat);
        const coffees = state.grid ? accessibleIcons(state.grid, 'coffee') : [];
        return [
          { type: 'stuck', seat },
          ...coffees.flatMap((coffee) =>
            others.map((next): MoveAction => ({ type: 'coffee', seat, coffee, next })),
          ),
        ];
      },
      apply: (state, action, out, core) => {
        if (action.type === 'coffee')
          return takeCoffee(core, state, action.seat, action.coffee, action.next, out);
        if (action.type === 'stuck') return declareStuck(core, state, action.seat, out);
        return err(NO_SHEET);
      },
    },
    tasks: {
      kinds: ['checkCell', 'drawLine'],
      run: (state, task, out) => {
        if (!state.grid) return state;
        if (task.kind === 'checkCell') {
          const options = checkableCells(state.grid, task.value, task.soloFour);
          if (options.length === 0) return state;
          if (options.length === 1) return tickCell(state, task.seat, options[0] as number, out);
          return setPending(state, { kind: 'checkCell', seat: task.seat, options }, out);
        }
        if (task.kind !== 'drawLine') return state;
        const options = lineTargets(state.grid);
        return options.length === 0
          ? state
          : setPending(state, { kind: 'drawLine', seat: task.seat, options }, out);
      },
    },
    choices: {
      kinds: ['checkCell', 'drawLine'],
      answer: (state, pending, picked, out) => {
        if (typeof picked !== 'number') return state;
        if (pending.kind === 'checkCell') return tickCell(state, pending.seat, picked, out);
        out.push({ type: 'lineDrawn', seat: pending.seat, cartouche: picked });
        return state.grid ? { ...state, grid: connect(state.grid, picked) } : state;
      },
    },
  };
}

/** A pair (or two) was cut: that many cells of its value are ticked, one task each. */
function cellChecks(state: GameState, cut: CutQuestion): Task[] {
  const value = cut.value;
  if (value === 'star' || state.status !== 'playing') return [];
  return Array.from({ length: cut.pairs }, () => ({
    kind: 'checkCell' as const,
    seat: cut.seat,
    value,
    soloFour: cut.pairs === 2,
  }));
}

/** Tick a cell and apply what completing its group triggers. */
function tickCell(state: GameState, seat: Seat, cell: number, out: Out): GameState {
  if (!state.grid) return state;
  let grid = checkCell(state.grid, cell);
  let next: GameState = { ...state, grid };
  out.push({ type: 'cellChecked', seat, cell });
  const group = grid.cells[cell]?.group ?? -1;
  if (!groupComplete(grid, group)) return next;
  if (grid.kind === 'balance') {
    const action = grid.groups[group]?.action ?? 0;
    if (action !== 0) {
      out.push({ type: 'lineCompleted', line: group, delta: action });
      next = moveDial(next, action, out);
    }
  } else if (grid.kind === 'liaisons') {
    // The completed cartouche earns a line; every bonus it reaches earns one more (§7.3-c).
    const tasks: Task[] = [{ kind: 'drawLine', seat }];
    for (const icon of accessibleIcons(grid, 'bonus')) {
      grid = useIcon(grid, icon);
      tasks.push({ kind: 'drawLine', seat });
    }
    next = { ...next, grid, queue: [...tasks, ...next.queue] };
  }
  return next;
}

/** A coffee of the mission sheet: skip your turn and name the next player (§7). */
function takeCoffee(
  core: Core,
  state: GameState,
  seat: Seat,
  coffee: number,
  next: Seat,
  out: Out,
): Result<GameState, RuleError> {
  const closed = core.turnAction(state, seat);
  if (closed) return err(closed);
  if (!state.grid) return err(NO_SHEET);
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
function declareStuck(
  core: Core,
  state: GameState,
  seat: Seat,
  out: Out,
): Result<GameState, RuleError> {
  const closed = core.turnAction(state, seat);
  if (closed) return err(closed);
  if (!state.grid) return err(NO_SHEET);
  if (canCut(core, state, seat)) return err(ruleError('NOT_STUCK', 'You can still cut a wire.'));
  out.push({ type: 'stuck', seat });
  const next = moveDial({ ...state, turn: { ...state.turn, done: true } }, 1, out);
  return ok(next);
}

/** Whether some dual or solo cut is open to `seat` under the mission sheet. */
function canCut(core: Core, state: GameState, seat: Seat): boolean {
  const cuttable = (value: GameValue, pairs: 1 | 2): boolean =>
    !state.grid || value === 'star' || (value !== 'red' && valueCuttable(state.grid, value, pairs));
  const teammateHasWires = state.hands.some((_, s) => s !== seat && hasUncut(state, s));
  const values = new Set(uncutOf(state, seat).map((w) => gameValueOf(w.wire.printed)));
  values.delete('red');
  for (const value of values) {
    if (teammateHasWires && cuttable(value, 1)) return true;
    const mine = uncutOf(state, seat).filter((w) => gameValueOf(w.wire.printed) === value).length;
    const elsewhere = state.hands.some((_, s) => s !== seat && core.holds(state, s, value));
    if (!elsewhere && (mine === 2 || mine === 4) && cuttable(value, (mine / 2) as 1 | 2))
      return true;
  }
  return false;
}

/** Every pair that can be cut must find a cell: each value on the sheet twice per four wires. */
export function validateSheet(grid: GridDef, def: MissionDef): string[] {
  const values: CellValue[] =
    grid.kind === 'balance'
      ? grid.lines.flatMap((l) => l.cells)
      : grid.kind === 'rows'
        ? grid.rows.flat()
        : grid.cartouches.flat();
  const problems: string[] = [];
  for (let v = def.blue[0]; v <= def.blue[1]; v++) {
    if (values.filter((x) => x === v).length !== 2) problems.push(`grid needs value ${v} twice`);
  }
  const yellowPairs = Math.max(def.yellow?.count ?? 0, def.twoPlayer?.yellow?.count ?? 0) / 2;
  if (values.filter((x) => x === 'yellow').length !== yellowPairs)
    problems.push('grid yellow cells');
  if (grid.kind === 'liaisons') {
    const n = grid.cartouches.length;
    if (grid.icons.some((i) => i.connectedTo.some((g) => g < 0 || g >= n)))
      problems.push('icon link');
  }
  return problems;
}
