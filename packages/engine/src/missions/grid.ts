/**
 * The pencil-and-paper sheets of the three "New Missions" (RULES.md §7): cells checked off as pairs
 * of wires are cut, grouped into lines (Balancing on the Wire), rows (Parallel Wires) or cartouches
 * (Dangerous Liaisons), plus coffee and bonus icons. One data shape, three small accessibility rules.
 */
export type CellValue = number | 'yellow';
export type GridKind = 'balance' | 'rows' | 'liaisons';

export type GridDef =
  | {
      readonly kind: 'balance';
      readonly lines: readonly {
        readonly cells: readonly [CellValue, CellValue];
        readonly action: -1 | 0 | 1;
      }[];
    }
  | {
      readonly kind: 'rows';
      readonly rows: readonly (readonly CellValue[])[];
      readonly freeCoffees: number;
    }
  | {
      readonly kind: 'liaisons';
      readonly cartouches: readonly (readonly [CellValue, CellValue])[];
      readonly icons: readonly {
        readonly kind: 'coffee' | 'bonus';
        readonly connectedTo: readonly number[];
      }[];
      readonly initialLines: number;
    };

export interface GridCell {
  readonly value: CellValue;
  readonly group: number;
  readonly checked: boolean;
}
export interface GridGroup {
  /** Dial move when a line completes (Balancing on the Wire); 0 otherwise. */
  readonly action: -1 | 0 | 1;
  /** Linked to START (Dangerous Liaisons); always true elsewhere. */
  readonly connected: boolean;
}
export interface GridIcon {
  readonly kind: 'coffee' | 'bonus';
  /** Groups whose completion makes the icon accessible; empty = accessible from the start. */
  readonly connectedTo: readonly number[];
  readonly used: boolean;
}
export interface GridState {
  readonly kind: GridKind;
  readonly cells: readonly GridCell[];
  readonly groups: readonly GridGroup[];
  readonly icons: readonly GridIcon[];
}

export function createGrid(def: GridDef): GridState {
  switch (def.kind) {
    case 'balance':
      return {
        kind: 'balance',
        cells: def.lines.flatMap((line, group) =>
          line.cells.map((value) => ({ value, group, checked: false })),
        ),
        groups: def.lines.map((line) => ({ action: line.action, connected: true })),
        icons: [],
      };
    case 'rows':
      return {
        kind: 'rows',
        cells: def.rows.flatMap((row, group) =>
          row.map((value) => ({ value, group, checked: false })),
        ),
        groups: def.rows.map(() => ({ action: 0, connected: true })),
        icons: [
          ...def.rows.map((_, row) => ({
            kind: 'coffee' as const,
            connectedTo: [row],
            used: false,
          })),
          ...Array.from({ length: def.freeCoffees }, () => ({
            kind: 'coffee' as const,
            connectedTo: [],
            used: false,
          })),
        ],
      };
    case 'liaisons':
      return {
        kind: 'liaisons',
        cells: def.cartouches.flatMap((pair, group) =>
          pair.map((value) => ({ value, group, checked: false })),
        ),
        groups: def.cartouches.map(() => ({ action: 0, connected: false })),
        icons: def.icons.map((icon) => ({ ...icon, used: false })),
      };
  }
}

const cellIds = (grid: GridState, keep: (cell: GridCell, id: number) => boolean): number[] =>
  grid.cells.flatMap((cell, id) => (keep(cell, id) ? [id] : []));

export const groupComplete = (grid: GridState, group: number): boolean =>
  grid.cells.every((cell) => cell.group !== group || cell.checked);

/** Cells a pair may be checked in right now. */
export function accessibleCells(grid: GridState): number[] {
  switch (grid.kind) {
    case 'balance':
      return cellIds(grid, (cell) => !cell.checked);
    case 'rows':
      // The leftmost unchecked cell of each row.
      return grid.groups.flatMap((_, row) => {
        const id = grid.cells.findIndex((cell) => cell.group === row && !cell.checked);
        return id === -1 ? [] : [id];
      });
    case 'liaisons':
      return cellIds(
        grid,
        (cell) => !cell.checked && (grid.groups[cell.group]?.connected ?? false),
      );
  }
}

/** Whether the grid restricts which values may be cut at all (not in Balancing on the Wire). */
export const restrictsCuts = (grid: GridState): boolean => grid.kind !== 'balance';

/** May `pairs` pairs (1 or 2) of this value be cut now? Star wires are not on any sheet. */
export function valueCuttable(grid: GridState, value: CellValue | 'star', pairs: 1 | 2): boolean {
  if (!restrictsCuts(grid) || value === 'star') return true;
  const accessible = accessibleCells(grid).filter((id) => grid.cells[id]?.value === value);
  if (pairs === 1 || grid.kind === 'rows') return accessible.length >= 1;
  // Dangerous Liaisons: a solo cut of four needs both cells of the value accessible.
  return accessible.length >= 2;
}

/** Cells one pair may be checked in; a solo cut of four checks both cells of its value wherever they are. */
export function checkableCells(grid: GridState, value: CellValue, soloFour: boolean): number[] {
  if (soloFour) return cellIds(grid, (cell) => !cell.checked && cell.value === value);
  return accessibleCells(grid).filter((id) => grid.cells[id]?.value === value);
}

export function accessibleIcons(grid: GridState, kind: GridIcon['kind']): number[] {
  return grid.icons.flatMap((icon, id) =>
    icon.kind === kind && !icon.used && iconReached(grid, icon) ? [id] : [],
  );
}

const iconReached = (grid: GridState, icon: GridIcon): boolean =>
  icon.connectedTo.length === 0 || icon.connectedTo.some((group) => groupComplete(grid, group));

/** Cartouches a new line may go to: those not yet linked to START. */
export const lineTargets = (grid: GridState): number[] =>
  grid.groups.flatMap((group, id) => (group.connected ? [] : [id]));

export function checkCell(grid: GridState, cell: number): GridState {
  return { ...grid, cells: grid.cells.map((c, id) => (id === cell ? { ...c, checked: true } : c)) };
}

export function connect(grid: GridState, cartouche: number): GridState {
  return {
    ...grid,
    groups: grid.groups.map((g, id) => (id === cartouche ? { ...g, connected: true } : g)),
  };
}

export function useIcon(grid: GridState, icon: number): GridState {
  return { ...grid, icons: grid.icons.map((i, id) => (id === icon ? { ...i, used: true } : i)) };
}
