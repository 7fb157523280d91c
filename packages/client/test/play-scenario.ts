/** Real engine states for the interaction tests: explicit deals, then a seat's view and menu. */
import {
  applyAction,
  createGame,
  legalMenu,
  viewFor,
  type Action,
  type GameState,
  type Seat,
  type WireRef,
} from '@bomb-busters/engine';
import type { Context } from '../src/table/play/selection';

export const wire = (seat: number, stand: number, index: number): WireRef => ({
  seat,
  stand,
  index,
});

/** Mission 4 with these stands (one per seat) and equipment cards; setup tokens not placed. */
export function deal(stands: readonly (readonly number[])[], equipment: readonly number[] = []) {
  const created = createGame({
    mission: 4,
    players: stands.length,
    stands,
    equipment,
    options: { stars: 0 },
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

export function act(state: GameState, action: Action): GameState {
  const applied = applyAction(state, action);
  if (!applied.ok) throw new Error(`${JSON.stringify(action)}: ${applied.error.code}`);
  return applied.value.state;
}

/** Every seat puts its setup info token on its leftmost wire of `tokens`. */
export const setup = (state: GameState, tokens: readonly WireRef[]): GameState =>
  tokens.reduce((s, ref) => act(s, { type: 'info', seat: ref.seat, wire: ref }), state);

export const contextOf = (state: GameState, seat: Seat, confirm = true): Context => ({
  view: viewFor(state, seat),
  legal: legalMenu(state, seat),
  confirm,
});

/** Whether the engine accepts `action` in `state`. */
export const legal = (state: GameState, action: Action | null): boolean =>
  action !== null && applyAction(state, action).ok;

/**
 * The table both interaction tests use: four seats, seat 0 the captain; equipment
 * Walkie-Talkies (2), Triple Detector (3) and X or Y Ray (10); setup tokens on each leftmost wire.
 */
export const STANDS = [
  [1, 2, 3, 5, 8.1, 10],
  [2, 3, 6, 9, 10],
  [1, 5, 5, 6, 7.5],
  [4, 9, 11],
];
export const TOKENS = [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0), wire(3, 0, 0)];
export const start = (): GameState => setup(deal(STANDS, [2, 3, 10]), TOKENS);
