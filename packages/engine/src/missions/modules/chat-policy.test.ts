/**
 * The table chat's policy: free, no wire numbers (mission 25, RULES.md §6.2: "Nobody may say a
 * wire number aloud. Saying one: dial +1"), or signals only.
 */
import { describe, expect, it } from 'vitest';
import { act, eventsSince, expectRejected, finishSetup, start } from '../../../test/scenario.js';
import { parseRecord, replayRecord } from '../../record.js';
import type { Action, GameState } from '../../types.js';
import { chatCost, chatPolicyOf } from './chat-policy.js';

const costOf = (...args: Parameters<typeof chatCost>) => {
  const r = chatCost(...args);
  return r.ok ? r.value : r.error.code;
};

describe('the chat policy in force', () => {
  it('is the mission’s (free by default), signals only when the host turned free chat off', () => {
    expect(chatPolicyOf({ mission: 1, options: { stars: 0 } })).toBe('free');
    expect(chatPolicyOf({ mission: 25, options: { stars: 0 } })).toBe('noNumbers');
    expect(chatPolicyOf({ mission: 1, options: { stars: 0, chat: 'signals' } })).toBe('silent');
    expect(chatPolicyOf({ mission: 25, options: { stars: 0, chat: 'signals' } })).toBe('silent');
  });

  it('after the game: only the host’s switch holds', () => {
    const over = { mission: 25, options: { stars: 0 }, status: 'lost' } as const;
    expect(chatPolicyOf({ ...over, status: 'setup' })).toBe('noNumbers');
    expect(chatPolicyOf({ ...over, status: 'playing' })).toBe('noNumbers');
    expect(chatPolicyOf(over)).toBe('free');
    expect(chatPolicyOf({ ...over, status: 'won', options: { stars: 0, chat: 'signals' } })).toBe(
      'silent',
    );
  });
});

describe('what a message costs', () => {
  it('free: nothing, whatever it says', () => {
    expect(costOf('free', { seat: 0, text: 'I have two 5s' })).toEqual([]);
    expect(costOf('free', { seat: 'spectator', text: 'cut the 5' })).toEqual([]);
  });

  it('silent: free text is refused, signals cost nothing', () => {
    expect(costOf('silent', { seat: 0, text: 'hello' })).toBe('CHAT_SIGNALS_ONLY');
    expect(costOf('silent', { seat: 'spectator', text: 'hello' })).toBe('CHAT_SIGNALS_ONLY');
    expect(costOf('silent', { seat: 0 })).toEqual([]);
  });

  it('noNumbers: a seat naming wire numbers pays; a spectator may not name them', () => {
    expect(costOf('noNumbers', { seat: 1, text: 'cut the 5 and the 7' })).toEqual([5, 7]);
    expect(costOf('noNumbers', { seat: 1, text: 'cut that one' })).toEqual([]);
    expect(costOf('noNumbers', { seat: 1 })).toEqual([]);
    expect(costOf('noNumbers', { seat: 'spectator', text: 'cut the 5' })).toBe(
      'CHAT_NUMBERS_SPECTATOR',
    );
    expect(costOf('noNumbers', { seat: 'spectator', text: 'go team' })).toEqual([]);
  });
});

describe('mission 25: nobody may say a wire number', () => {
  const setup = start({ mission: 25, players: 4, seed: 'hear-25' });
  const playing = finishSetup(setup);
  const say = (seat: number, text: string): Action => ({ type: 'say', seat, text });

  it('a seat naming wire numbers moves the dial one notch, however many it names', () => {
    const after = act(playing, say(2, 'cut the 5 and the 7, not the twelve'));
    expect(eventsSince(playing, after)).toEqual([
      { type: 'said', seat: 2, text: 'cut the 5 and the 7, not the twelve', numbers: [5, 7, 12] },
      { type: 'dialMoved', delta: 1, stepsToSkull: 3 },
    ]);
    // Nothing else: the turn and whose it is stay.
    expect([after.activeSeat, after.turn]).toEqual([playing.activeSeat, playing.turn]);
  });

  it('a message without one, or a signal, costs nothing', () => {
    for (const action of [
      say(1, 'cut that one, on the left'),
      { ...say(1, ''), text: undefined, signal: 'wait' } as Action,
    ]) {
      const after = act(playing, action);
      expect(after.dial).toEqual(playing.dial);
      expect(eventsSince(playing, after)).toHaveLength(1);
    }
  });

  it('during the setup round too', () => {
    expect(setup.status).toBe('setup');
    expect(act(setup, say(3, 'un ou deux ?')).dial.stepsToSkull).toBe(3);
  });

  it('enough of them explode the bomb; after the end numbers are free', () => {
    const two = finishSetup(start({ mission: 25, players: 2, seed: 'hear-25' }));
    const once = act(two, say(0, 'ik heb een elf'));
    const twice = act(once, say(1, 'mười hai?'));
    expect(eventsSince(once, twice)).toEqual([
      { type: 'said', seat: 1, text: 'mười hai?', numbers: [12] },
      { type: 'dialMoved', delta: 1, stepsToSkull: 0 },
      { type: 'lost', cause: 'detonator' },
    ]);
    const after = act(twice, say(0, 'it was the 5!'));
    expect(eventsSince(twice, after)).toEqual([{ type: 'said', seat: 0, text: 'it was the 5!' }]);
    expect(after.dial).toEqual(twice.dial);
  });

  it('a spectator may not name one (it cannot say for the players what they may not)', () => {
    const spectator = (text: string): Action => ({
      type: 'say',
      seat: 'spectator',
      name: 'Eve',
      text,
    });
    expectRejected(playing, spectator('the 3!'), 'CHAT_NUMBERS_SPECTATOR');
    expect(act(playing, spectator('go team')).dial).toEqual(playing.dial);
  });

  it('under the host’s switch, signals only', () => {
    const signals = finishSetup(
      start({ mission: 25, players: 4, seed: 'hear-25', options: { chat: 'signals' } }),
    );
    expectRejected(signals, say(2, 'no numbers here'), 'CHAT_SIGNALS_ONLY');
  });

  it('replays: the dial moves are in the record', () => {
    const actions: Action[] = [];
    let state: GameState = setup;
    const push = (action: Action) => {
      actions.push(action);
      state = act(state, action);
    };
    push(say(1, 'three?'));
    while (state.pending?.kind === 'setupInfo')
      push({ type: 'info', seat: state.pending.seat, wire: state.pending.options[0]! });
    push(say(0, 'no, four'));
    const record = parseRecord({ format: 1, mission: 25, players: 4, seed: 'hear-25', actions });
    if (!record.ok) throw new Error(record.error.message);
    const replayed = replayRecord(record.value);
    expect(replayed.ok && replayed.value.dial.stepsToSkull).toBe(2);
    expect(replayed).toEqual({ ok: true, value: state });
  });
});
