/**
 * Rule module "speedRounds" (mission 30, Speed Mission!, RULES.md §6.6): our timeline's cues,
 * applied by the server as `cue` actions, with the yellow sweep of the `cutTogether` module. Each
 * reading of a point where the peers differ is a row of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import {
  act,
  dual,
  eventsSince,
  expectRejected,
  finishSetup,
  start,
  wire,
} from '../../../test/scenario.js';
import { legalActions } from '../../legal.js';
import { viewFor } from '../../view.js';
import { applyAction } from '../../apply.js';
import type { Action, GameState } from '../../types.js';
import { missionClock } from '../ask.js';
import { chatPolicyOf } from './chat-policy.js';
import { validateSpeedRounds } from './speed-rounds.js';
import { readTimeline } from '../clock.js';
import { colourOf } from '../../wire.js';

// Four seats, one stand each; four yellows (x.1) and the one red of "1 of 2".
const STANDS = [
  [1, 2, 3.1, 5, 7],
  [1, 2, 4, 6.1, 8],
  [3, 4, 4.1, 5, 7, 9.5],
  [3, 6, 8, 8.1, 9],
];
const game = (numberCards: readonly number[]): GameState =>
  finishSetup(
    start({
      mission: 30,
      players: 4,
      seed: 'speed-30',
      stands: STANDS,
      setAside: [10.5],
      equipment: [3, 8, 5, 10],
      numberCards,
    }),
  );
const cue = (n: number): Action => ({ type: 'cue', seat: 0, cue: n });
/** Enact the timeline's cues up to, not including, `until`. */
function cuesUntil(state: GameState, until: number): GameState {
  let s = state;
  while ((s.speed?.next ?? until) < until) s = act(s, cue(s.speed?.next ?? 0));
  return s;
}
/** A test's shortcut: the cues before `next` are taken as done, with nothing drawn. */
const skipTo = (state: GameState, next: number): GameState => ({
  ...state,
  speed: { ...state.speed!, next },
});
const TIMELINE = missionClock(30, 4)!;
const indexOf = (kind: string) => TIMELINE.cues.findIndex((c) => c.cue === kind);

describe('mission 30: the Number-card windows', () => {
  const playing = game([5, 8, 1, 2, 3, 4, 6, 7, 9, 10, 11, 12]);

  it('only the server enacts cues, in order, once play has started; no seat is offered one', () => {
    const setup = start({
      mission: 30,
      players: 4,
      seed: 'speed-30',
      stands: STANDS,
      setAside: [10.5],
    });
    expectRejected(setup, cue(0), 'NOT_PLAYING');
    expectRejected(playing, cue(1), 'CUE_OUT_OF_ORDER');
    for (let seat = 0; seat < 4; seat++)
      expect(legalActions(playing, seat).some((a) => a.type === 'cue')).toBe(false);
    const opened = act(playing, cue(0));
    expectRejected(opened, cue(0), 'CUE_OUT_OF_ORDER');
    expect(eventsSince(playing, opened)).toEqual([{ type: 'windowOpened', number: 5, cut: 0 }]);
    // Every seat sees the window; the Number deck's order stays hidden.
    expect(viewFor(opened, 'spectator').speed).toMatchObject({ target: 5, next: 1 });
    expect(JSON.stringify(viewFor(opened, 1))).not.toContain('numberDeck');
  });

  it('a window missed moves the dial one notch', () => {
    const missed = cuesUntil(playing, 2);
    expect(eventsSince(playing, missed)).toContainEqual({
      type: 'windowClosed',
      number: 5,
      cut: 0,
      hit: false,
    });
    expect(missed.dial.stepsToSkull).toBe(playing.dial.stepsToSkull - 1);
    expect(missed.speed).toMatchObject({ target: null, rounds: [{ number: 5, hit: false }] });
  });

  it('two wires of the value cut make the window, and cuts made before it was drawn count', () => {
    const opened = act(playing, cue(0));
    const cut = act(opened, dual(0, 5, wire(2, 0, 3)));
    const made = act(cut, cue(1));
    expect(made.dial).toEqual(playing.dial);
    expect(eventsSince(cut, made)).toEqual([
      { type: 'windowClosed', number: 5, cut: 2, hit: true },
    ]);
    // Seat 1 cuts the 8s before the next window draws the 8.
    const early = act(made, dual(1, 8, wire(3, 0, 2)));
    const drawn = act(early, cue(2));
    expect(eventsSince(early, drawn)).toEqual([{ type: 'windowOpened', number: 8, cut: 2 }]);
    // A made window of this check lets the active seat (2) draw a card and say if it holds it;
    // the card goes back under the deck.
    const held = act(drawn, cue(3));
    expect(eventsSince(drawn, held)).toEqual([
      { type: 'windowClosed', number: 8, cut: 2, hit: true },
      { type: 'numberHeld', seat: 2, number: 1, holds: false },
    ]);
    expect(held.numberDeck).toEqual([2, 3, 4, 6, 7, 9, 10, 11, 12, 1]);
  });

  it('a miss may discard the lowest equipment card on the board, locked or not', () => {
    const before = cuesUntil(playing, 5);
    const after = act(before, cue(5));
    expect(eventsSince(before, after)).toContainEqual({ type: 'equipmentDiscarded', card: 3 });
    expect(after.equipment.map((s) => s.card)).toEqual([8, 5, 10]);
  });

  it('everyone says how many yellow wires they still hold', () => {
    const before = cuesUntil(playing, indexOf('yellowCount'));
    const after = act(before, cue(indexOf('yellowCount')));
    expect(eventsSince(before, after)).toEqual([{ type: 'yellowCounts', counts: [1, 1, 1, 1] }]);
  });

  it('a mime miss leaves only signals until the next check', () => {
    const mimeCheck = TIMELINE.cues.findIndex((c) => c.cue === 'check' && c.miss === 'mime');
    const mime = cuesUntil(playing, mimeCheck + 1);
    expect(mime.speed?.mime).toBe(true);
    expect(eventsSince(cuesUntil(playing, mimeCheck), mime)).toContainEqual({ type: 'mimeRound' });
    expect(chatPolicyOf(mime)).toBe('silent');
    expect(chatPolicyOf(viewFor(mime, 2))).toBe('silent');
    expectRejected(mime, { type: 'say', seat: 1, text: 'go go' }, 'CHAT_SIGNALS_ONLY');
    expect(applyAction(mime, { type: 'say', seat: 1, signal: 'wait' }).ok).toBe(true);
    const spoken = cuesUntil(mime, mimeCheck + 3);
    expect(spoken.speed?.mime).toBe(false);
    expect(chatPolicyOf(spoken)).toBe('free');
  });
});

describe('mission 30: the three values', () => {
  const three = indexOf('threeValues');
  const playing = skipTo(game([5, 7, 3, 1, 2, 4, 6, 8, 9, 10, 11, 12]), three);
  const turned = act(playing, cue(three));

  it('turns three Number cards up; only their values may be cut, never yellow', () => {
    expect(eventsSince(playing, turned)).toEqual([{ type: 'threeValues', numbers: [5, 7, 3] }]);
    expectRejected(turned, dual(0, 1, wire(1, 0, 0)), 'NOT_A_THREE_VALUE');
    expectRejected(turned, dual(0, 'yellow', wire(1, 0, 3)), 'NOT_A_THREE_VALUE');
    const values = legalActions(turned, 0).flatMap((a) => (a.type === 'dualCut' ? [a.value] : []));
    expect(new Set(values)).toEqual(new Set([5, 7]));
  });

  it('a seat holding none of them skips, without a dial move; a seat holding one may not', () => {
    expectRejected(turned, { type: 'skip', seat: 0 }, 'NOT_STUCK');
    const next = act(turned, dual(0, 5, wire(2, 0, 3)));
    expect(next.activeSeat).toBe(1);
    expect(legalActions(next, 1)).toContainEqual({ type: 'skip', seat: 1 });
    const skipped = act(next, { type: 'skip', seat: 1 });
    expect(eventsSince(next, skipped)).toContainEqual({ type: 'skipped', seat: 1 });
    expect(skipped.dial).toEqual(next.dial);
    expect(skipped.activeSeat).toBe(2);
  });

  it('explodes the bomb if one is still in play at their check', () => {
    const check = act(turned, cue(three + 1));
    expect(check.status).toBe('lost');
    expect(check.lossCause).toBe('threeValuesLeft');
  });

  it('once all their wires are cut any value may be cut again, and the check passes', () => {
    let s = act(turned, dual(0, 5, wire(2, 0, 3)));
    s = act(s, { type: 'skip', seat: 1 });
    s = act(s, dual(2, 7, wire(0, 0, 4)));
    const done = act(s, dual(3, 3, wire(2, 0, 0)));
    expect(eventsSince(s, done)).toContainEqual({ type: 'threeValuesCut' });
    expect(applyAction(done, dual(0, 1, wire(1, 0, 0))).ok).toBe(true);
    expect(act(done, cue(three + 1)).status).toBe('playing');
  });
});

describe('mission 30: the yellow sweep', () => {
  const sweep = indexOf('yellowSweep');
  const playing = skipTo(game([5, 7, 3, 1, 2, 4, 6, 8, 9, 10, 11, 12]), sweep);
  const called = act(playing, cue(sweep));
  const yellows = [wire(1, 0, 3), wire(2, 0, 2), wire(3, 0, 3)];

  it('is the active seat’s next action: every yellow wire left, its own coming along', () => {
    expect(eventsSince(playing, called)).toEqual([{ type: 'yellowSweep', seat: 0 }]);
    expectRejected(called, dual(0, 5, wire(2, 0, 3)), 'SWEEP_FIRST');
    const done = act(called, { type: 'cutTogether', seat: 0, wires: yellows });
    expect(done.together).toEqual({ number: 'yellow', done: true });
    expect(done.hands.flat(2).filter((w) => colourOf(w.printed) === 'yellow' && !w.cut)).toEqual(
      [],
    );
    expect(done.activeSeat).toBe(1);
    expect(applyAction(done, dual(1, 2, wire(0, 0, 1))).ok).toBe(true);
  });

  it('a miss explodes the bomb', () => {
    const wrong = act(called, {
      type: 'cutTogether',
      seat: 0,
      wires: [wire(1, 0, 3), wire(2, 0, 2), wire(3, 0, 4)],
    });
    expect(wrong.lossCause).toBe('cutTogetherFailed');
  });

  it('with no yellow wire left there is nothing to sweep', () => {
    const noYellow: GameState = {
      ...playing,
      hands: playing.hands.map((stands) =>
        stands.map((s) =>
          s.map((w) => (colourOf(w.printed) === 'yellow' ? { ...w, cut: true } : w)),
        ),
      ),
    };
    const after = act(noYellow, cue(sweep));
    expect(eventsSince(noYellow, after)).toEqual([{ type: 'yellowSweep', seat: null }]);
    expect(applyAction(after, dual(0, 5, wire(2, 0, 3))).ok).toBe(true);
  });
});

describe('mission 30: the timeline', () => {
  it('is checked at load: windows drawn before checked, the timer’s own, no more cards than 12', () => {
    expect(validateSpeedRounds({ timeline: TIMELINE }, TIMELINE)).toEqual([]);
    const broken = readTimeline({
      moments: [{ at: 0, say: 'limit', left: 600 }],
      cues: [
        { at: 10, cue: 'check', miss: 'dial' },
        ...Array.from({ length: 13 }, (_, i) => ({ at: 20 + i, cue: 'draw' })),
      ],
    });
    expect(validateSpeedRounds({ timeline: broken }, TIMELINE)).toEqual([
      'speed rounds: the timer runs the same timeline',
      'speed rounds cue 0: no window to check',
      ...Array.from(
        { length: 12 },
        (_, i) => `speed rounds cue ${i + 2}: a window is already open`,
      ),
      'speed rounds: the last window is never checked',
      'speed rounds: more Number cards drawn than the deck holds',
    ]);
    expect(() =>
      readTimeline({
        moments: [{ at: 0, say: 'limit', left: 9 }],
        cues: [{ at: 1, cue: 'check' }],
      }),
    ).toThrow(/cue 0/);
  });
});
