import { describe, expect, it } from 'vitest';
import { createGame, viewFor, type GameState, type MissionId } from '@bomb-busters/engine';
import { en, fr } from './catalogs';
import { format, type Params } from '../src/i18n/translate';
import type { MessageKey } from '../src/i18n/en';
import { heldBack } from '../src/logic/briefing';
import { resultPhrase } from '../src/logic/result';
import { sequenceNow, sequencePhrase } from '../src/logic/sequence';
import { say } from '../src/logic/words';
import { IDLE, step, valuesOnOffer } from '../src/table/play/selection';
import { act, contextOf, setup, wire } from './play-scenario';

const t =
  (catalog: Readonly<Record<MessageKey, string>>) =>
  (key: MessageKey, params?: Params): string =>
    format(catalog[key], params);

/** Number cards 3, 8 and 5 in a row: 8 and 5 closed at the start. */
const NUMBERS = [3, 8, 5];

/** Missions 9 (side A) and 16 (side B), four seats, setup tokens on each first wire. */
function game(mission: MissionId, stands: readonly (readonly number[])[]): GameState {
  const created = createGame({
    mission,
    players: stands.length,
    stands,
    equipment: [],
    numberCards: NUMBERS,
    options: { stars: 0 },
  });
  if (!created.ok) throw new Error(created.error.message);
  return setup(
    created.value,
    stands.map((_, seat) => wire(seat, 0, 0)),
  );
}

const STANDS = [
  [3, 5, 8, 10],
  [3, 6, 8],
  [2, 5, 7],
  [4, 9, 10],
];

const nowOf = (state: GameState) => {
  const { sequence, stands } = viewFor(state, 0);
  if (!sequence) throw new Error('no sequence card');
  return sequenceNow(sequence, stands);
};

describe('the sequence card', () => {
  it('sits on the first Number card and closes the others', () => {
    const now = nowOf(game(9, STANDS));
    expect(now.cards).toEqual([
      { value: 3, state: 'current', cut: 0, needed: 2 },
      { value: 8, state: 'closed' },
      { value: 5, state: 'closed' },
    ]);
    expect(now.current).toEqual({ value: 3, state: 'current', cut: 0, needed: 2, next: 8 });
    expect(now.closed).toEqual([8, 5]);
    expect(say(sequencePhrase(now), t(en))).toBe(
      'Once 2 wires marked 3 are cut, the sequence card moves on to 8.',
    );
  });

  it('moves on once two wires of its value are cut (side A), passing the card', () => {
    const state = act(game(9, STANDS), {
      type: 'dualCut',
      seat: 0,
      value: 3,
      target: wire(1, 0, 0),
    });
    const now = nowOf(state);
    expect(now.cards.map((c) => c.state)).toEqual(['passed', 'current', 'closed']);
    expect(now.current).toEqual({ value: 8, state: 'current', cut: 0, needed: 2, next: 5 });
    expect(now.closed).toEqual([5]);
    expect(state.log).toContainEqual({ type: 'sequenceMoved', at: 1 });
  });

  it('needs all four wires of its value on side B, and counts them', () => {
    const state = act(game(16, STANDS), {
      type: 'dualCut',
      seat: 0,
      value: 3,
      target: wire(1, 0, 0),
    });
    const now = nowOf(state);
    expect(now.current).toEqual({ value: 3, state: 'current', cut: 2, needed: 4, next: 8 });
    expect(say(sequencePhrase(now), t(fr))).toBe(
      'Dès que 4 fils de valeur 3 sont coupés, la carte séquence avance sur 8.',
    );
  });

  it('says when nothing is closed any more: on the last card, and past it', () => {
    const last = sequenceNow({ side: 'A', numbers: NUMBERS, at: 2 }, []);
    expect(last.closed).toEqual([]);
    expect(sequencePhrase(last).key).toBe('board.sequence.last');
    const past = sequenceNow({ side: 'A', numbers: NUMBERS, at: 3 }, []);
    expect(past.current).toBeNull();
    expect(past.cards.every((c) => c.state === 'passed')).toBe(true);
    expect(sequencePhrase(past).key).toBe('board.sequence.done');
  });
});

describe('a value closed by the sequence card', () => {
  it('is crossed out in the picker with where the sequence card stands', () => {
    const ctx = contextOf(game(9, STANDS), 0);
    const { selection } = step(ctx, IDLE, { type: 'wire', ref: wire(1, 0, 1) });
    const offered = valuesOnOffer(ctx, selection);
    expect(offered).toEqual([3, 10]);
    const held = heldBack(ctx.view, offered);
    expect(held.map((h) => [h.rule, h.values])).toEqual([['sequence', [5, 8]]]);
    // A spectator holds nothing back.
    expect(heldBack(viewFor(game(9, STANDS), 'spectator'), [])).toEqual([]);
  });

  it('explodes the bomb when a turn begins with only closed values and red wires', () => {
    // Seat 1 holds 8, 5 (closed) and a red wire: once seat 0 misses, its turn cannot be played.
    let state = game(9, [
      [3, 10],
      [5, 8, 9.5],
      [3, 4],
      [10, 11],
    ]);
    state = act(state, { type: 'dualCut', seat: 0, value: 10, target: wire(2, 0, 1) });
    expect(state.status).toBe('lost');
    const view = viewFor(state, 0);
    expect(view.lossCause).toBe('blockedValues');
    const phrase = resultPhrase(view);
    expect(phrase && say(phrase, t(en))).toBe(
      'Boom! The bomb exploded: a turn began with only closed values or closed X wires and red wires left.',
    );
  });
});
