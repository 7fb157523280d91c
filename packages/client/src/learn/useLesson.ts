/**
 * The lesson's game as React state: the engine runs here in the browser, no server. The player's
 * move is played only when it is the step's move; anything else is explained and changes nothing.
 */
import { useCallback, useMemo, useReducer } from 'react';
import {
  EMPTY_MENU,
  eventsFor,
  legalMenu,
  viewFor,
  type Action,
  type GameEvent,
  type GameState,
  type LegalMenu,
  type SeatView,
} from '@bomb-busters/engine';
import { initialTable } from '../state/table';
import type { Table } from '../state/useTable';
import { LESSON, YOU, isExpected, lessonStart, playAll, type LessonStep } from './lesson';

export interface LessonState {
  readonly at: number;
  readonly game: GameState;
  /** The events of the latest moves, animated and announced. */
  readonly fresh: readonly GameEvent[];
  /** The player tried something other than the step's move at step `at`, for the `times`th time. */
  readonly wrong: { readonly at: number; readonly times: number } | null;
}

export type LessonEvent =
  | { readonly type: 'act'; readonly action: Action }
  | { readonly type: 'wrong' }
  | { readonly type: 'next' }
  | { readonly type: 'restart' };

export const startLesson = (): LessonState => ({
  at: 0,
  game: lessonStart(),
  fresh: [],
  wrong: null,
});

/** The step done: its moves (the player's, then the teammates') played, on to the next step. */
function advance(state: LessonState, step: LessonStep): LessonState {
  const played = playAll(state.game, [...(step.expect ? [step.expect] : []), ...(step.then ?? [])]);
  return {
    at: Math.min(state.at + 1, LESSON.length - 1),
    game: played.state,
    fresh: eventsFor(played.events, YOU),
    wrong: null,
  };
}

/** Not the step's move: nothing is played, and the prompt says why (again). */
const refused = (state: LessonState): LessonState => ({
  ...state,
  wrong: { at: state.at, times: (state.wrong?.times ?? 0) + 1 },
});

export function reduceLesson(state: LessonState, event: LessonEvent): LessonState {
  const step = LESSON[state.at]!;
  switch (event.type) {
    case 'restart':
      return startLesson();
    case 'wrong':
      return refused(state);
    case 'next':
      return step.expect ? state : advance(state, step);
    case 'act':
      return isExpected(step, event.action) ? advance(state, step) : refused(state);
  }
}

export interface Lesson {
  readonly state: LessonState;
  readonly step: LessonStep;
  readonly view: SeatView;
  /** The player's menu: only at a step that asks for a move. */
  readonly legal: LegalMenu;
  /** The table's shape for the shared table components, fed by the local engine. */
  readonly table: Table;
  readonly dispatch: (event: LessonEvent) => void;
}

export function useLesson(): Lesson {
  const [state, dispatch] = useReducer(reduceLesson, undefined, startLesson);
  const step = LESSON[state.at]!;
  const view = useMemo(() => viewFor(state.game, YOU), [state.game]);
  const legal = useMemo(
    () => (step.expect ? legalMenu(state.game, YOU) : EMPTY_MENU),
    [state.game, step],
  );
  const act = useCallback((action: Action) => {
    dispatch({ type: 'act', action });
    return null;
  }, []);
  const table = useMemo<Table>(
    () => ({
      state: {
        ...initialTable,
        connection: 'open',
        seat: YOU,
        joined: true,
        view,
        legal,
        fresh: state.fresh,
      },
      act,
      dismiss: () => undefined,
      // The lesson has no server: it keeps no notes and has no host.
      note: () => undefined,
      request: () => undefined,
    }),
    [view, legal, state.fresh, act],
  );
  return { state, step, view, legal, table, dispatch };
}
