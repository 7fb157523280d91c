/** Where things sit on the table as seen from one seat, and how focus moves between wires. */
import type { GameEvent, Seat, SeatView, StandView, Viewer, WireRef } from '@bomb-busters/engine';
import { wireKey } from './refs';

/** The viewer first, then the teammates who play after them, in turn order. */
export function seatOrder(players: number, viewer: Viewer): Seat[] {
  const first = viewer === 'spectator' ? 0 : viewer;
  return Array.from({ length: players }, (_, i) => (first + i) % players);
}

/** Every stand of the view, grouped by seat in `seatOrder`, each seat's stands in order. */
export function standsInOrder(view: SeatView): StandView[] {
  return seatOrder(view.players, view.viewer).flatMap((seat) =>
    view.stands.filter((s) => s.seat === seat).sort((a, b) => a.stand - b.stand),
  );
}

/** A wire's place in the board's focus grid: stand row (display order), wire column. */
export interface FocusPos {
  readonly row: number;
  readonly col: number;
}

/** Which wires can take focus, row by row. */
export type FocusGrid = readonly (readonly boolean[])[];

const FOCUS_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;
export type FocusKey = (typeof FOCUS_KEYS)[number];
export const isFocusKey = (key: string): key is FocusKey =>
  (FOCUS_KEYS as readonly string[]).includes(key);

const columns = (row: readonly boolean[] | undefined): number[] =>
  (row ?? []).flatMap((ok, col) => (ok ? [col] : []));

/** The focusable column of `row` nearest to `col` (the left one on a tie). */
function nearest(row: readonly boolean[] | undefined, col: number): number | null {
  let best: number | null = null;
  for (const c of columns(row)) {
    if (best === null || Math.abs(c - col) < Math.abs(best - col)) best = c;
  }
  return best;
}

/**
 * Where focus goes from `from` on `key` (roving focus): Left/Right along the stand, Up/Down to
 * the nearest wire of the previous/next stand that has one, Home/End to the stand's ends.
 * null: nowhere to go (focus stays).
 */
export function moveFocus(grid: FocusGrid, from: FocusPos, key: FocusKey): FocusPos | null {
  const here = columns(grid[from.row]);
  const at = (col: number | undefined): FocusPos | null =>
    col === undefined ? null : { row: from.row, col };
  switch (key) {
    case 'ArrowLeft':
      return at(here.filter((c) => c < from.col).at(-1));
    case 'ArrowRight':
      return at(here.find((c) => c > from.col));
    case 'Home':
      return at(here[0]);
    case 'End':
      return at(here.at(-1));
    case 'ArrowUp':
    case 'ArrowDown': {
      const step = key === 'ArrowUp' ? -1 : 1;
      for (let row = from.row + step; row >= 0 && row < grid.length; row += step) {
        const col = nearest(grid[row], from.col);
        if (col !== null) return { row, col };
      }
      return null;
    }
  }
}

/** The board's one tab stop: `preferred` while it can take focus, else the first wire that can. */
export function tabStop(grid: FocusGrid, preferred: FocusPos | null): FocusPos | null {
  if (preferred && grid[preferred.row]?.[preferred.col]) return preferred;
  for (let row = 0; row < grid.length; row++) {
    const col = columns(grid[row])[0];
    if (col !== undefined) return { row, col };
  }
  return null;
}

/** How a wire moves in the last update: cut, missed (a failed cut pointed at it), token placed. */
export type WireAnimation = 'cut' | 'miss' | 'info';

const PRIORITY: Record<WireAnimation, number> = { cut: 3, miss: 2, info: 1 };

/** Wires to animate (by `wireKey`) for the last update's events: cut, else miss, else info. */
export function wireAnimations(recent: readonly GameEvent[]): Map<string, WireAnimation> {
  const out = new Map<string, WireAnimation>();
  const mark = (ref: WireRef, animation: WireAnimation): void => {
    const now = out.get(wireKey(ref));
    if (!now || PRIORITY[animation] > PRIORITY[now]) out.set(wireKey(ref), animation);
  };
  for (const event of recent) {
    if (event.type === 'wireCut') mark(event.wire, 'cut');
    if (event.type === 'dualCut' && !event.success) event.targets.forEach((t) => mark(t, 'miss'));
    if (event.type === 'infoPlaced') mark(event.wire, 'info');
  }
  return out;
}
