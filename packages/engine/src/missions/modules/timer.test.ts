/**
 * Real-time limits (missions 10 and 19, RULES.md §6.2, §6.6, §9 B3): the clock as data, and the
 * `timeUp` action the server applies when it runs out.
 */
import { describe, expect, it } from 'vitest';
import { act, expectRejected, finishSetup, start } from '../../../test/scenario.js';
import { missionClock } from '../ask.js';
import { legalActions } from '../../legal.js';
import { deadlineAt, readTimeline, validateTimer } from '../clock.js';
import type { Action, GameState } from '../../types.js';

const timeUp: Action = { type: 'timeUp', seat: 0 };

describe('the clock', () => {
  it('of mission 10: 15 minutes, 12 with two players, with warnings and a countdown', () => {
    expect(missionClock(10, 3)).toEqual({
      approximate: false,
      cues: [],
      moments: [
        { at: 0, say: 'limit', left: 900 },
        { at: 600, say: 'left', left: 300 },
        { at: 780, say: 'left', left: 120 },
        { at: 870, say: 'left', left: 30 },
        { at: 890, say: 'countdown', left: 10 },
      ],
    });
    const two = missionClock(10, 2);
    expect(two?.moments[0]).toEqual({ at: 0, say: 'limit', left: 720 });
    expect(two && deadlineAt(two, 700)).toBe(720);
  });

  it('of mission 19: our own timeline, marked approximate, where 10 minutes left become 5', () => {
    const clock = missionClock(19, 4);
    expect(clock?.approximate).toBe(true);
    if (!clock) return;
    expect(deadlineAt(clock, 0)).toBe(900);
    expect(deadlineAt(clock, 369)).toBe(900);
    const cut = clock.moments.find((m) => m.say === 'shortened');
    expect(cut).toEqual({ at: 370, say: 'shortened', left: 300 });
    expect(deadlineAt(clock, 370)).toBe(670);
    expect(clock.moments.at(-1)).toEqual({ at: 660, say: 'countdown', left: 10 });
  });

  it('is absent from a mission without a time limit', () => {
    expect(missionClock(9, 3)).toBeNull();
  });

  it('is checked at load', () => {
    expect(validateTimer({ limit: 900 })).toEqual([]);
    expect(validateTimer({ limit: 0 })).not.toEqual([]);
    const late = { at: 0, say: 'limit', left: 60 } as const;
    expect(
      validateTimer({
        timeline: {
          approximate: true,
          moments: [late, { at: 90, say: 'left', left: 5 }],
          cues: [],
        },
      }),
    ).toEqual(['clock moment 1: after the one before, while time is left']);
    expect(() => readTimeline({ moments: [{ at: 0, say: 'boom', left: 1 }] })).toThrow(/moment 0/);
  });
});

describe('time up', () => {
  const playing = () => finishSetup(start({ mission: 10, players: 3, captain: 0, seed: 'clock' }));

  it('loses the game with its own cause, whoever holds the turn', () => {
    const state = playing();
    expect(state.status).toBe('playing');
    const lost = act(state, timeUp);
    expect(lost.status).toBe('lost');
    expect(lost.lossCause).toBe('timeUp');
    expect(lost.log.at(-1)).toEqual({ type: 'lost', cause: 'timeUp' });
    expectRejected(lost, timeUp, 'GAME_OVER');
  });

  it('also during a pending choice; never before play starts', () => {
    const setup = start({ mission: 19, players: 3, captain: 0, seed: 'clock' });
    expect(setup.pending?.kind).toBe('setupInfo');
    expectRejected(setup, timeUp, 'NOT_PLAYING');
    const played = finishSetup(setup);
    // A seat deciding something does not stop the clock.
    const deciding: GameState = {
      ...played,
      pending: { kind: 'designate', seat: 1, options: [0, 1] },
    };
    expectRejected(deciding, { type: 'soloCut', seat: 1, value: 1 }, 'PENDING_CHOICE');
    expect(act(deciding, timeUp).lossCause).toBe('timeUp');
  });

  it('is never a seat’s choice, and a mission without a clock refuses it', () => {
    const state = playing();
    for (const seat of [0, 1, 2])
      expect(legalActions(state, seat).some((a) => a.type === 'timeUp')).toBe(false);
    const untimed = finishSetup(start({ mission: 9, players: 3, captain: 0, seed: 'clock' }));
    expectRejected(untimed, timeUp, 'NOT_IN_MISSION');
  });
});
