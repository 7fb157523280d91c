/**
 * The host's pause and the table's surrender: server-only actions kept in the record. While
 * paused nothing but resume, surrender and chat is accepted, and no seat has a legal action.
 */
import { describe, expect, it } from 'vitest';
import { act, eventsSince, expectRejected, finishSetup, start } from '../test/scenario.js';
import { legalActions, legalMenu } from './legal.js';
import { replayRecord } from './record.js';
import { viewFor } from './view.js';
import type { Action } from './types.js';

const pause: Action = { type: 'pause', seat: 1 };
const resume: Action = { type: 'resume', seat: 1 };
const playing = () => finishSetup(start({ mission: 2, players: 3, captain: 0, seed: 'pause' }));

describe('pause and resume', () => {
  it('refuse every move while paused, then the game goes on where it was', () => {
    const before = playing();
    const moves = legalActions(before, before.activeSeat);
    expect(moves.length).toBeGreaterThan(0);
    const paused = act(before, pause);
    expect(paused.paused).toBe(true);
    expect(eventsSince(before, paused)).toEqual([{ type: 'paused', seat: 1 }]);
    expect(viewFor(paused, 2).paused).toBe(true);
    for (const seat of [0, 1, 2]) expect(legalMenu(paused, seat)).toEqual(legalMenu(paused, 9));
    expect(legalActions(paused, paused.activeSeat)).toEqual([]);
    expectRejected(paused, moves[0], 'PAUSED');
    expectRejected(paused, pause, 'ALREADY_PAUSED');
    // The table may still talk.
    const talked = act(paused, { type: 'say', seat: 2, text: 'back in five' });
    const resumed = act(talked, resume);
    expect(resumed.paused).toBe(false);
    expect(viewFor(resumed, 0).paused).toBe(false);
    expect(eventsSince(talked, resumed)).toEqual([{ type: 'resumed', seat: 1 }]);
    expect(legalActions(resumed, resumed.activeSeat)).toEqual(moves);
    expectRejected(resumed, resume, 'NOT_PAUSED');
  });

  it('let the table talk, at the mission’s price (mission 25: a wire number moves the dial)', () => {
    const quiet = act(finishSetup(start({ mission: 25, players: 4, seed: 'hear-25' })), pause);
    const said = act(quiet, { type: 'say', seat: 2, text: 'the 5 is safe' });
    expect(eventsSince(quiet, said).map((e) => e.type)).toEqual(['said', 'dialMoved']);
    expect(said.paused).toBe(true);
  });

  it('are allowed during the setup round, never after the end', () => {
    const setup = start({ mission: 2, players: 3, captain: 0, seed: 'pause' });
    expect(setup.status).toBe('setup');
    const paused = act(setup, pause);
    expectRejected(paused, legalActions(setup, setup.pending!.seat)[0], 'PAUSED');
    const lost = act(playing(), { type: 'surrender', seat: 0 });
    expectRejected(lost, pause, 'GAME_OVER');
    expectRejected(lost, resume, 'GAME_OVER');
  });

  it('are never a seat’s choice', () => {
    const state = playing();
    const types = [0, 1, 2].flatMap((seat) => legalActions(state, seat).map((a) => a.type));
    expect(types).not.toContain('pause');
    expect(types).not.toContain('surrender');
  });
});

describe('surrender', () => {
  it('ends the game lost with its own cause, paused or not', () => {
    const state = playing();
    const lost = act(state, { type: 'surrender', seat: 2 });
    expect(lost.status).toBe('lost');
    expect(lost.lossCause).toBe('surrendered');
    expect(eventsSince(state, lost)).toEqual([
      { type: 'surrendered', seat: 2 },
      { type: 'lost', cause: 'surrendered' },
    ]);
    const fromPause = act(act(state, pause), { type: 'surrender', seat: 0 });
    expect(fromPause.lossCause).toBe('surrendered');
    expect(fromPause.paused).toBe(false);
    expectRejected(lost, { type: 'surrender', seat: 0 }, 'GAME_OVER');
  });

  it('replays from a record, with the pause before it (the setup round too)', () => {
    const actions: Action[] = [pause, resume, { type: 'surrender', seat: 1 }];
    const record = { format: 1 as const, mission: 2, players: 3, captain: 0, seed: 'pause' };
    const replayed = replayRecord({ ...record, actions });
    expect(replayed.ok && replayed.value.lossCause).toBe('surrendered');
    const stopped = replayRecord({ ...record, actions: [pause] });
    expect(stopped.ok && stopped.value.paused).toBe(true);
  });
});
