/**
 * The first game (/learn): mission 1 on a fixed deal, four seats, you the Captain at seat 0 and
 * three scripted teammates. The lesson is data: each step names its text, what to highlight, and
 * either the one move the player must make (a wrong one is explained, never played) or "Next".
 * After a step, the teammates' scripted moves are applied; every run is the same game.
 */
import {
  applyAction,
  createGame,
  type Action,
  type GameEvent,
  type GameState,
  type WireRef,
} from '@bomb-busters/engine';

export const LESSON_MISSION = 1;
export const LESSON_PLAYERS = 4;
/** The player's seat (the Captain: the first to play). */
export const YOU = 0;
/** The teammates' names at seats 1-3: short, and the same in every language. */
export const TEAMMATES = ['Ana', 'Bob', 'Cleo'] as const;

/**
 * Sorted stands, seat by seat: 1-6 four times. Setup tokens show Ana's 4, Bob's 3 and Cleo's 5,
 * so the first round cuts only wires a token names; the 6s left after it are all yours.
 */
export const LESSON_DEAL: readonly (readonly number[])[] = [
  [1, 2, 3, 5, 6, 6],
  [1, 2, 4, 4, 5, 6],
  [1, 3, 3, 4, 5, 6],
  [1, 2, 2, 3, 4, 5],
];

const wire = (seat: number, index: number): WireRef => ({ seat, stand: 0, index });
const info = (seat: number, index: number): Action => ({
  type: 'info',
  seat,
  wire: wire(seat, index),
});
const cut = (seat: number, target: WireRef, value: number): Action => ({
  type: 'dualCut',
  seat,
  target,
  value,
});

/** What the step highlights: a wire, a whole stand, or a part of the table. */
export type Highlight =
  | { readonly kind: 'wire'; readonly ref: WireRef }
  | { readonly kind: 'stand'; readonly seat: number }
  | { readonly kind: 'dial' }
  | { readonly kind: 'validation' }
  | { readonly kind: 'log' }
  | { readonly kind: 'solo' }
  | { readonly kind: 'none' };

export type StepKey =
  | 'welcome'
  | 'yourStand'
  | 'teammates'
  | 'dial'
  | 'setupToken'
  | 'tokens'
  | 'dualCut'
  | 'round1'
  | 'miss'
  | 'missed'
  | 'round2'
  | 'soloCut'
  | 'lastCut'
  | 'won';

export interface LessonStep {
  /** The text of the step (learn.step.<key>) and, for a move, why another is not it (learn.wrong.<key>). */
  readonly key: StepKey;
  readonly highlight: Highlight;
  /** The player's one move; absent: the step asks for "Next" (or ends the lesson). */
  readonly expect?: Action;
  /** The teammates' moves once the step is done, in turn order. */
  readonly then?: readonly Action[];
}

export const LESSON: readonly LessonStep[] = [
  { key: 'welcome', highlight: { kind: 'none' } },
  { key: 'yourStand', highlight: { kind: 'stand', seat: YOU } },
  { key: 'teammates', highlight: { kind: 'stand', seat: 1 } },
  { key: 'dial', highlight: { kind: 'dial' } },
  {
    key: 'setupToken',
    highlight: { kind: 'wire', ref: wire(YOU, 1) },
    expect: info(YOU, 1),
    then: [info(1, 2), info(2, 1), info(3, 5)],
  },
  { key: 'tokens', highlight: { kind: 'wire', ref: wire(2, 1) } },
  {
    key: 'dualCut',
    highlight: { kind: 'wire', ref: wire(2, 1) },
    expect: cut(YOU, wire(2, 1), 3),
    // Each teammate cuts a wire a token names: Cleo's 5, Ana's 4, then your 2.
    then: [cut(1, wire(3, 5), 5), cut(2, wire(1, 2), 4), cut(3, wire(YOU, 1), 2)],
  },
  { key: 'round1', highlight: { kind: 'log' } },
  {
    // Between Cleo's cut 2 and cut 5: a 2, 3, 4 or 5. It is a 3: a planned miss.
    key: 'miss',
    highlight: { kind: 'wire', ref: wire(3, 3) },
    expect: cut(YOU, wire(3, 3), 5),
  },
  {
    key: 'missed',
    highlight: { kind: 'dial' },
    // Ana cuts Bob's last wire (a 6), Bob the 3 your miss showed, Cleo Ana's 2.
    then: [cut(1, wire(2, 5), 6), cut(2, wire(3, 3), 3), cut(3, wire(1, 1), 2)],
  },
  { key: 'round2', highlight: { kind: 'validation' } },
  {
    key: 'soloCut',
    highlight: { kind: 'solo' },
    expect: { type: 'soloCut', seat: YOU, value: 6 },
    // Ana cuts Cleo's 4, Bob your 5, Cleo Ana's last 1: a 1 is left with you and with Bob.
    then: [cut(1, wire(3, 4), 4), cut(2, wire(YOU, 3), 5), cut(3, wire(1, 0), 1)],
  },
  {
    key: 'lastCut',
    highlight: { kind: 'wire', ref: wire(2, 0) },
    expect: cut(YOU, wire(2, 0), 1),
  },
  { key: 'won', highlight: { kind: 'none' } },
];

/** The lesson's game before any move. */
export function lessonStart(): GameState {
  const created = createGame({
    mission: LESSON_MISSION,
    players: LESSON_PLAYERS,
    captain: YOU,
    stands: LESSON_DEAL,
  });
  if (!created.ok) throw new Error(`The lesson's deal is refused: ${created.error.message}`);
  return created.value;
}

/** Plain data as text with its keys sorted: two equal actions read the same. */
const canonical = (value: unknown): string =>
  value !== null && typeof value === 'object'
    ? Array.isArray(value)
      ? `[${value.map(canonical).join(',')}]`
      : `{${Object.keys(value)
          .sort()
          .map((k) => `${k}:${canonical((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
    : JSON.stringify(value);

/** Whether the player's action is the step's move, whichever of their own wires they show. */
export function isExpected(step: LessonStep, action: Action): boolean {
  if (!step.expect) return false;
  const { own: _own, ...made } = action as Action & { readonly own?: unknown };
  return canonical(made) === canonical(step.expect);
}

export interface Played {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** Applies moves in order; a move the engine refuses is a broken lesson, not a player's error. */
export function playAll(state: GameState, actions: readonly Action[]): Played {
  let current = state;
  const events: GameEvent[] = [];
  for (const action of actions) {
    const applied = applyAction(current, action);
    if (!applied.ok)
      throw new Error(
        `The lesson's move ${JSON.stringify(action)} is refused: ${applied.error.message}`,
      );
    current = applied.value.state;
    events.push(...applied.value.events);
  }
  return { state: current, events };
}
