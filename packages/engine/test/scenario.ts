/**
 * Helpers for scenario tests written as game records with explicit deals.
 * `play` applies every action and fails the test on the first illegal one;
 * `playUntilError` expects the last action to be rejected and returns its error and the state before it.
 */
import { expect } from 'vitest';
import {
  applyAction,
  createGame,
  type Action,
  type Announce,
  type GameEvent,
  type GameRecord,
  type GameState,
  type RuleErrorCode,
  type WireRef,
} from '../src/index.js';

export type Scenario = Omit<GameRecord, 'format' | 'actions'> & { actions?: readonly Action[] };

export function start(scenario: Scenario): GameState {
  const created = createGame(scenario);
  if (!created.ok) throw new Error(`setup failed: ${created.error.code} ${created.error.message}`);
  return created.value;
}

export function play(scenario: Scenario, extra: readonly Action[] = []): GameState {
  let state = start(scenario);
  for (const [i, action] of [...(scenario.actions ?? []), ...extra].entries()) {
    const applied = applyAction(state, action);
    if (!applied.ok)
      throw new Error(
        `action ${i} ${JSON.stringify(action)} rejected: ${applied.error.code} ${applied.error.message}`,
      );
    state = applied.value.state;
  }
  return state;
}

/** Apply one more action to a state, failing the test if it is illegal. */
export function act(state: GameState, action: Action): GameState {
  const applied = applyAction(state, action);
  if (!applied.ok)
    throw new Error(
      `${JSON.stringify(action)} rejected: ${applied.error.code} ${applied.error.message}`,
    );
  return applied.value.state;
}

/** Expect `action` to be rejected with `code`, and the state to be left exactly as it was. */
export function expectRejected(state: GameState, action: unknown, code: RuleErrorCode): void {
  const before = JSON.stringify(state);
  const applied = applyAction(state, action);
  expect(applied.ok ? 'accepted' : applied.error.code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
}

/** Events added since `before` (by version). */
export const eventsSince = (before: GameState, after: GameState): readonly GameEvent[] =>
  after.log.slice(before.log.length);

export const wire = (seat: number, stand: number, index: number): WireRef => ({
  seat,
  stand,
  index,
});

/** Place every setup info token on each seat's leftmost allowed wire. */
export function finishSetup(state: GameState): GameState {
  let s = state;
  while (s.status === 'setup' && s.pending) {
    const option = s.pending.options[0];
    const action: Action =
      s.pending.kind === 'setupInfo'
        ? { type: 'info', seat: s.pending.seat, wire: option as WireRef }
        : { type: 'drawLine', seat: s.pending.seat, cartouche: option as number };
    s = act(s, action);
  }
  return s;
}

/** Start a scenario and place the setup info tokens on `tokens`, in the order given. */
export function ready(scenario: Scenario, tokens: readonly WireRef[]): GameState {
  let state = start(scenario);
  for (const ref of tokens) state = act(state, { type: 'info', seat: ref.seat, wire: ref });
  expect(state.status).toBe('playing');
  return state;
}

/** The leftmost wire of each seat's first stand: setup tokens for hands that start with a blue. */
export const oneEach = (n: number): WireRef[] =>
  Array.from({ length: n }, (_, seat) => wire(seat, 0, 0));

export const at = (state: GameState, ref: WireRef) =>
  state.hands[ref.seat]![ref.stand]![ref.index]!;

/** A plain dual cut: `seat` points at `target` and announces `value`. */
export const dual = (seat: number, value: Announce, target: WireRef): Action => ({
  type: 'dualCut',
  seat,
  value,
  target,
});

/** A Double Detector dual cut. */
export const double = (seat: number, value: Announce, targets: readonly WireRef[]): Action => ({
  type: 'dualCut',
  seat,
  value,
  detector: 'double',
  targets,
});
