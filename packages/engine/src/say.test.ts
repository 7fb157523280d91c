/**
 * The table chat as an action: any seat or spectator, any time (after the game too), never
 * touching the turn; stored and replayed like every action; public through the view filter.
 */
import { describe, expect, it } from 'vitest';
import { act, eventsSince, expectRejected, finishSetup, start } from '../test/scenario.js';
import { legalActions } from './legal.js';
import { parseRecord, replayRecord } from './record.js';
import { createGame } from './setup.js';
import type { Action, GameState, WireRef } from './types.js';
import { viewFor } from './view.js';

const pairs = (values: readonly number[]) => values.flatMap((v) => [v, v]);
const deal = {
  mission: 3,
  players: 4,
  seed: 'chat',
  stands: [
    pairs([1, 2, 3, 4, 5]),
    pairs([1, 2, 3, 4, 5]),
    [6, 6, 6, 6, 7, 7, 7, 7, 8, 8],
    [8, 8, 9, 9, 9, 9, 9.5, 10, 10, 10, 10],
  ],
};
const setup = start(deal);
const playing = finishSetup(setup);
const hi: Action = { type: 'say', seat: 2, text: 'good luck, all' };

/** What a message must leave alone: everything but the log and the version. */
const rest = ({ log: _log, version: _version, ...state }: GameState) => state;

/** Seat 0 points at seat 3's red wire: the bomb explodes. */
const losingCut: Action = {
  type: 'dualCut',
  seat: 0,
  value: 1,
  target: { seat: 3, stand: 0, index: 6 },
};

const lost = (state: GameState): GameState => act(state, losingCut);

describe('a chat message', () => {
  it('from any seat, out of turn, adds one event and one version and changes nothing else', () => {
    expect(playing.activeSeat).not.toBe(2);
    const after = act(playing, hi);
    expect(eventsSince(playing, after)).toEqual([
      { type: 'said', seat: 2, text: 'good luck, all' },
    ]);
    expect(after.version).toBe(playing.version + 1);
    expect(rest(after)).toEqual(rest(playing));
  });

  it('during the setup round too, while a seat must place its token', () => {
    expect(setup.pending?.kind).toBe('setupInfo');
    const after = act(setup, { type: 'say', seat: 1, signal: 'wait' });
    expect(rest(after)).toEqual(rest(setup));
  });

  it('from a spectator, with the name it joined with', () => {
    const after = act(playing, { type: 'say', seat: 'spectator', name: 'Eve', text: 'go!' });
    expect(eventsSince(playing, after)).toEqual([
      { type: 'said', seat: 'spectator', name: 'Eve', text: 'go!' },
    ]);
  });

  it('is read alike by every seat and every spectator', () => {
    const after = act(playing, hi);
    const said = viewFor(after, 'spectator').log.at(-1);
    expect(said).toEqual({ type: 'said', seat: 2, text: 'good luck, all' });
    for (const seat of [0, 1, 2, 3]) expect(viewFor(after, seat).log.at(-1)).toEqual(said);
  });

  it('after the game, as the only action left (post-game talk)', () => {
    const over = lost(playing);
    expect(over.status).toBe('lost');
    expectRejected(over, { type: 'revealRed', seat: 0 }, 'GAME_OVER');
    const after = act(over, { type: 'say', seat: 0, text: 'so close' });
    expect(rest(after)).toEqual(rest(over));
  });

  it('is never listed among the legal actions (bots do not chat)', () => {
    for (const state of [setup, playing])
      for (const seat of [0, 1, 2, 3])
        expect(legalActions(state, seat).map((a): string => a.type)).not.toContain('say');
  });

  it('is refused, leaving the state as it was, when malformed', () => {
    expectRejected(playing, { type: 'say', seat: 2, text: '' }, 'CHAT_EMPTY');
    expectRejected(playing, { type: 'say', seat: 4, text: 'hi' }, 'NO_SUCH_SEAT');
    expectRejected(playing, { type: 'say', seat: 'spectator', text: 'hi' }, 'MALFORMED_ACTION');
  });
});

describe('the host’s switch: free chat off', () => {
  const signals = finishSetup(start({ ...deal, options: { chat: 'signals' } }));

  it('is a recorded option; only "signals" is one', () => {
    expect(signals.options).toEqual({ stars: 0, chat: 'signals' });
    expect(playing.options).toEqual({ stars: 0 });
    const bad = createGame({ mission: 3, players: 4, options: { chat: 'free' as never } });
    expect(bad.ok ? 'created' : bad.error.code).toBe('BAD_OPTIONS');
  });

  it('leaves the signals, refuses free text, during the game and after it', () => {
    expectRejected(signals, hi, 'CHAT_SIGNALS_ONLY');
    act(signals, { type: 'say', seat: 2, signal: 'ready' });
    const over = lost(signals);
    expectRejected(over, hi, 'CHAT_SIGNALS_ONLY');
    act(over, { type: 'say', seat: 'spectator', name: 'Eve', signal: 'thanks' });
  });
});

describe('a record with chat', () => {
  it('replays: messages, a spectator’s, the host’s option, and the talk after the end', () => {
    let state = start({ ...deal, options: { chat: 'signals' } });
    const actions: Action[] = [];
    const push = (action: Action) => {
      actions.push(action);
      state = act(state, action);
    };
    push({ type: 'say', seat: 0, signal: 'ready' });
    while (state.pending)
      push({ type: 'info', seat: state.pending.seat, wire: state.pending.options[0] as WireRef });
    push({ type: 'say', seat: 'spectator', name: 'Eve', signal: 'yes' });
    push(losingCut);
    push({ type: 'say', seat: 1, signal: 'thanks' });
    expect(state.status).toBe('lost');
    const record = { format: 1, ...deal, options: { chat: 'signals' }, actions };
    const parsed = parseRecord(JSON.parse(JSON.stringify(record)));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(replayRecord(parsed.value)).toEqual({ ok: true, value: state });
  });
});
