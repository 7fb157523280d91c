/** Shared helpers for the New Missions scenario tests (new-missions-*.test.ts). */
import { expect } from 'vitest';
import {
  accessibleCells,
  applyAction,
  legalActions,
  type Action,
  type Announce,
  type GameEvent,
  type GameState,
  type Seat,
  type WireRef,
} from '../src/index.js';
import { act, start, type Scenario } from './scenario.js';

/**
 * Create the game, place every setup info token on the leftmost allowed wire and, for Dangerous
 * Liaisons, draw the initial lines to `lines` in order. Returns the seats that drew them, too.
 */
export function ready(
  scenario: Scenario,
  lines: readonly number[] = [],
): { state: GameState; drawers: Seat[] } {
  let s = start(scenario);
  const drawers: Seat[] = [];
  const queue = [...lines];
  while (s.status === 'setup' && s.pending) {
    const { pending } = s;
    if (pending.kind === 'setupInfo') {
      s = act(s, { type: 'info', seat: pending.seat, wire: pending.options[0] as WireRef });
    } else if (pending.kind === 'drawLine') {
      const cartouche = queue.shift();
      if (cartouche === undefined) throw new Error('not enough initial lines given');
      drawers.push(pending.seat);
      s = act(s, { type: 'drawLine', seat: pending.seat, cartouche });
    } else throw new Error(`unexpected setup pending ${pending.kind}`);
  }
  return { state: s, drawers };
}

/** The state after a sequence of legal actions. */
export function acts(state: GameState, actions: readonly Action[]): GameState {
  return actions.reduce(act, state);
}

export const dual = (seat: Seat, value: Announce, target: WireRef): Action => ({
  type: 'dualCut',
  seat,
  value,
  target,
});
export const solo = (seat: Seat, value: Announce): Action => ({ type: 'soloCut', seat, value });
export const check = (seat: Seat, cell: number): Action => ({ type: 'checkCell', seat, cell });
export const line = (seat: Seat, cartouche: number): Action => ({
  type: 'drawLine',
  seat,
  cartouche,
});

/** Ids of the checked cells of the sheet. */
export const checkedCells = (state: GameState): number[] =>
  (state.grid?.cells ?? []).flatMap((cell, id) => (cell.checked ? [id] : []));

/** Values (1-12 or 'yellow') shown by the accessible cells, sorted. */
export function accessibleValues(state: GameState): (number | 'yellow')[] {
  const grid = state.grid;
  if (!grid) return [];
  const values = new Set(accessibleCells(grid).map((id) => grid.cells[id]?.value));
  return sortValues([...values].filter((v) => v !== undefined));
}

export function sortValues<T extends number | string>(values: readonly T[]): T[] {
  const key = (v: T) => (typeof v === 'number' ? v : 100);
  return [...values].sort((a, b) => key(a) - key(b));
}

/** The distinct values announced by the legal dual cuts and solo cuts of `seat`. */
export function legalCutValues(state: GameState, seat: Seat): { dual: unknown[]; solo: unknown[] } {
  const legal = legalActions(state, seat);
  const dualValues = new Set<unknown>();
  const soloValues = new Set<unknown>();
  for (const action of legal) {
    if (action.type === 'dualCut') {
      const values = Array.isArray(action.value) ? action.value : [action.value];
      for (const v of values) dualValues.add(v);
    }
    if (action.type === 'soloCut') soloValues.add(action.value);
  }
  return {
    dual: sortValues([...dualValues] as (number | string)[]),
    solo: sortValues([...soloValues] as (number | string)[]),
  };
}

/** The events `action` produces (the action must be legal). */
export function eventsOf(state: GameState, action: Action): readonly GameEvent[] {
  const applied = applyAction(state, action);
  if (!applied.ok) throw new Error(`${JSON.stringify(action)} rejected: ${applied.error.code}`);
  return applied.value.events;
}

export const hasAction = (state: GameState, seat: Seat, type: Action['type']): boolean =>
  legalActions(state, seat).some((a) => a.type === type);

/** The state has no pending choice and it is `seat`'s turn, untouched. */
export function expectTurnOf(state: GameState, seat: Seat): void {
  expect(state.pending).toBeNull();
  expect(state.activeSeat).toBe(seat);
  expect(state.turn.done).toBe(false);
}
