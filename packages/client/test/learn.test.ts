import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type Action } from '@bomb-busters/engine';
import { LESSON, YOU, isExpected, lessonStart, playAll } from '../src/learn/lesson';
import { reduceLesson, startLesson } from '../src/learn/useLesson';

describe('the first game (learn)', () => {
  it('asks at each step for a move the engine lists as legal, and plays to a win of mission 1', () => {
    let state = lessonStart();
    expect(state.mission).toBe(1);
    expect(state.captain).toBe(YOU);
    let misses = 0;
    for (const step of LESSON) {
      if (step.expect) {
        const legal = legalActions(state, YOU);
        expect(
          legal.some((a) => isExpected(step, a)),
          `${step.key}: ${JSON.stringify(step.expect)}`,
        ).toBe(true);
        const played = playAll(state, [step.expect]);
        misses += played.events.filter((e) => e.type === 'dialMoved').length;
        state = played.state;
      }
      // The teammates' moves are each legal for their seat at their turn.
      for (const move of step.then ?? []) {
        expect(
          legalActions(state, move.seat as number).some((a) =>
            isExpected({ ...step, expect: move }, a),
          ),
        ).toBe(true);
        state = playAll(state, [move]).state;
      }
    }
    expect(state.status).toBe('won');
    // The one miss is the planned one; it left an info token showing the wire's true value.
    expect(misses).toBe(1);
    expect(viewFor(state, YOU).dial.stepsToSkull).toBe(3);
  });

  it('asks for a move only on the player’s turn, and the teammates hand the turn back', () => {
    let state = lessonStart();
    for (const step of LESSON) {
      const owes = legalActions(state, YOU).some((a) => a.type !== 'equipment');
      if (step.expect) expect(owes, step.key).toBe(true);
      state = playAll(state, [...(step.expect ? [step.expect] : []), ...(step.then ?? [])]).state;
      if (step.then && state.status === 'playing') expect(state.activeSeat, step.key).toBe(YOU);
    }
  });

  it('takes the move with any own wire shown, and no other move', () => {
    const step = LESSON.find((s) => s.key === 'dualCut')!;
    const made = { ...step.expect!, own: { seat: YOU, stand: 0, index: 2 } } as Action;
    expect(isExpected(step, made)).toBe(true);
    const other = { ...step.expect!, value: 5 } as Action;
    expect(isExpected(step, other)).toBe(false);
    const elsewhere = { ...step.expect!, target: { seat: 2, stand: 0, index: 2 } } as Action;
    expect(isExpected(step, elsewhere)).toBe(false);
  });

  it('plays a wrong move never: the game stays as it was and the step says why, each time', () => {
    let state = startLesson();
    for (let step = LESSON[0]!; step.key !== 'dualCut'; step = LESSON[state.at]!)
      state = reduceLesson(
        state,
        step.expect ? { type: 'act', action: step.expect } : { type: 'next' },
      );
    // "Next" does nothing at a step that asks for a move.
    expect(reduceLesson(state, { type: 'next' })).toBe(state);
    const game = state.game;
    const wrong: Action = {
      type: 'dualCut',
      seat: YOU,
      target: { seat: 1, stand: 0, index: 0 },
      value: 1,
    };
    const once = reduceLesson(state, { type: 'act', action: wrong });
    expect(once.game).toBe(game);
    expect(once.at).toBe(state.at);
    expect(once.wrong).toEqual({ at: state.at, times: 1 });
    expect(reduceLesson(once, { type: 'wrong' }).wrong).toEqual({ at: state.at, times: 2 });
    const right = reduceLesson(once, { type: 'act', action: LESSON[state.at]!.expect! });
    expect(right.at).toBe(state.at + 1);
    expect(right.wrong).toBeNull();
    // The player's cut, then the three teammates' turns: every event is the player's to see.
    expect(right.fresh.filter((e) => e.type === 'dualCut')).toHaveLength(4);
    expect(reduceLesson(right, { type: 'restart' }).game).toEqual(lessonStart());
  });
});
