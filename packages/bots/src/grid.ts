/**
 * The mission sheets of the three New Missions, from a bot's side: which cell to check, which
 * cartouche to link, and what checking a value's cell does to the dial (Balancing on the Wire).
 */
import {
  accessibleIcons,
  checkableCells,
  colourOf,
  gameValueOf,
  missionById,
  type Announce,
  type CellValue,
  type GridState,
  type SeatView,
} from '@bomb-busters/engine';
import { ownCounts } from './analysis.js';

/** Notches toward the skull when `cell` is checked (a Balancing line completing). */
export function cellDelta(grid: GridState, cell: number): number {
  if (grid.kind !== 'balance') return 0;
  const group = grid.cells[cell]?.group;
  const others = grid.cells.filter((c, id) => c.group === group && id !== cell);
  return others.every((c) => c.checked) ? (grid.groups[group ?? -1]?.action ?? 0) : 0;
}

/** Steps to the skull after moving `delta` notches toward it, or null when that loses. */
export function stepsAfter(view: SeatView, steps: number, delta: number): number | null {
  const next = steps - delta;
  if (next <= 0) return null;
  const pastStart = missionById(view.mission)?.dialBack === 'explodePastStart';
  if (delta < 0 && pastStart && next > view.dial.start) return null;
  return Math.min(next, view.dial.max);
}

const checkCells = (grid: GridState, cells: readonly number[]): GridState => ({
  ...grid,
  cells: grid.cells.map((c, id) => (cells.includes(id) ? { ...c, checked: true } : c)),
});

/**
 * What a successful cut of `pairs` pairs of `value` does to the dial through the sheet, with the
 * best order of cells: `delta` notches toward the skull, or `fatal` when every order loses.
 */
export function sheetOutcome(
  view: SeatView,
  value: Announce,
  pairs: 1 | 2,
): { fatal: boolean; delta: number } {
  const grid = view.grid;
  if (!grid || grid.kind !== 'balance' || value === 'star') return { fatal: false, delta: 0 };
  const cellValue: CellValue = value;
  let best: number | null = null;
  const walk = (g: GridState, steps: number, left: number, soloFour: boolean) => {
    const options = checkableCells(g, cellValue, soloFour);
    if (left === 0 || options.length === 0) {
      const delta = view.dial.stepsToSkull - steps;
      if (best === null || delta < best) best = delta;
      return;
    }
    for (const cell of options) {
      const next = stepsAfter(view, steps, cellDelta(g, cell));
      if (next === null) continue;
      walk(checkCells(g, [cell]), next, left - 1, soloFour);
    }
  };
  walk(grid, view.dial.stepsToSkull, pairs, pairs === 2);
  return best === null ? { fatal: true, delta: 0 } : { fatal: false, delta: best };
}

/** Uncut wires of a value nobody has cut yet (blue: 4 minus cut; yellow: in play minus cut). */
export function remainingOf(view: SeatView, value: CellValue): number {
  let cut = 0;
  for (const s of view.stands)
    for (const w of s.wires)
      if (w.cut && w.printed !== null && gameValueOf(w.printed) === value) cut++;
  if (value === 'yellow') {
    const inPlay = view.markers.filter(
      (m) => colourOf(m.printed) === 'yellow' && !m.uncertain,
    ).length;
    return Math.max(0, inPlay - cut);
  }
  return Math.max(0, 4 - cut);
}

/** Values cuttable now under the sheet (accessible cells). */
function accessibleValues(grid: GridState): Set<CellValue> {
  const values = new Set<CellValue>();
  for (const [id, cell] of grid.cells.entries()) {
    if (cell.checked) continue;
    if (grid.kind === 'rows') {
      const first = grid.cells.findIndex((c) => c.group === cell.group && !c.checked);
      if (first === id) values.add(cell.value);
    } else if (grid.kind === 'liaisons') {
      if (grid.groups[cell.group]?.connected) values.add(cell.value);
    } else values.add(cell.value);
  }
  return values;
}

/** A score for checking each cell (higher is better); null means the check loses the game. */
export function cellScore(view: SeatView, cell: number): number | null {
  const grid = view.grid;
  if (!grid) return 0;
  const own = ownCounts(view);
  switch (grid.kind) {
    case 'balance': {
      const delta = cellDelta(grid, cell);
      return stepsAfter(view, view.dial.stepsToSkull, delta) === null ? null : -delta;
    }
    case 'rows': {
      const after = checkCells(grid, [cell]);
      const row = grid.cells[cell]?.group;
      const next = after.cells.find((c) => c.group === row && !c.checked);
      const before = accessibleValues(grid);
      let score = 0;
      if (!next)
        score += 3; // the row's coffee
      else if (!before.has(next.value))
        score += remainingOf(view, next.value) + 2 * (own.get(next.value) ?? 0);
      return score;
    }
    case 'liaisons': {
      const group = grid.cells[cell]?.group;
      const completes = grid.cells.every((c, id) => c.group !== group || id === cell || c.checked);
      return completes ? 10 : 0;
    }
  }
}

/** A score for linking a cartouche of Dangerous Liaisons. */
export function lineScore(view: SeatView, cartouche: number): number {
  const grid = view.grid;
  if (!grid) return 0;
  const own = ownCounts(view);
  const open = accessibleValues(grid);
  let score = 0;
  for (const cell of grid.cells) {
    if (cell.group !== cartouche || cell.checked) continue;
    const remaining = remainingOf(view, cell.value);
    score += (open.has(cell.value) ? 0.3 : 1) * remaining + 2 * (own.get(cell.value) ?? 0);
  }
  const reachable = new Set(accessibleIcons(grid, 'coffee').concat(accessibleIcons(grid, 'bonus')));
  grid.icons.forEach((icon, id) => {
    if (!icon.used && !reachable.has(id) && icon.connectedTo.includes(cartouche))
      score += icon.kind === 'bonus' ? 2 : 1;
  });
  return score;
}
