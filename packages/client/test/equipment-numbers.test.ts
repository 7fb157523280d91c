/**
 * Mission 12 at the table: what each equipment card under a Number card waits for (its own pair,
 * its Number card's pair, or one pair for both), in words, and the Mission panel's list.
 */
import { describe, expect, it } from 'vitest';
import {
  createGame,
  viewFor,
  type Action,
  type EquipmentCard,
  type GameState,
} from '@bomb-busters/engine';
import type { MessageKey } from '../src/i18n/en';
import { en, fr } from './catalogs';
import { format, type Params } from '../src/i18n/translate';
import {
  coveredCards,
  coveredPhrase,
  lockPhrase,
  numbersNow,
  waitingPhrase,
} from '../src/logic/equipment-numbers';
import { say } from '../src/logic/words';
import { act, setup, wire } from './play-scenario';

const translator =
  (catalog: Readonly<Record<MessageKey, string>>) =>
  (key: MessageKey, params?: Params): string =>
    format(catalog[key], params);
const t = translator(en);

/**
 * Mission 12, three seats (the captain with two stands), these cards under these Number cards;
 * setup tokens on each seat's first wire unless told.
 */
function game(
  equipment: readonly EquipmentCard[],
  numberCards: readonly number[],
  stands: readonly (readonly number[])[],
  tokens = [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0)],
): GameState {
  const created = createGame({
    mission: 12,
    players: 3,
    captain: 0,
    seed: 'client-equipment-numbers',
    stands,
    equipment,
    numberCards,
  });
  if (!created.ok) throw new Error(created.error.message);
  return setup(created.value, tokens);
}

const dual = (seat: number, value: number | 'yellow', target = wire(0, 0, 0)): Action => ({
  type: 'dualCut',
  seat,
  value,
  target,
});

/** Card 3 under a 6, card 6 under a 9, card 7 under a 3. */
const start = () =>
  game(
    [3, 6, 7],
    [6, 9, 3],
    [
      [3, 7],
      [9, 10],
      [3, 6, 10],
      [6, 7, 9],
    ],
  );

/** False Bottom under a 5 (it needs the yellow 1.1 and 3.1 too), Label ≠ under a 6. */
const withFalseBottom = () =>
  game(
    ['falseBottom', 1],
    [5, 6],
    [[1.1, 5, 8], [10], [3.1, 8, 11], [5, 11]],
    [wire(0, 0, 1), wire(1, 0, 1), wire(2, 0, 0)],
  );

/** Each covered card's locks in English, keyed by card. */
const locksIn = (state: GameState) =>
  Object.fromEntries(
    coveredCards(viewFor(state, 0)).map((c) => [
      c.card,
      [say(coveredPhrase(c), t), ...c.locks.map((lock) => say(lockPhrase(lock), t))],
    ]),
  );

describe('Number cards on the equipment', () => {
  it('lists both pairs a covered card waits for, none cut yet', () => {
    expect(locksIn(start())).toEqual({
      3: [
        'Locked until both pairs are cut:',
        'Its own value: two wires marked 3, not cut yet',
        'The Number card on it: two wires marked 6, not cut yet',
      ],
      6: [
        'Locked until both pairs are cut:',
        'Its own value: two wires marked 6, not cut yet',
        'The Number card on it: two wires marked 9, not cut yet',
      ],
      7: [
        'Locked until both pairs are cut:',
        'Its own value: two wires marked 7, not cut yet',
        'The Number card on it: two wires marked 3, not cut yet',
      ],
    });
  });

  it('marks the own pair done while the Number card still holds the card', () => {
    // Two 3s: card 3 has its own pair but still lies under a 6; the 3 on card 7 is discarded.
    const state = act(start(), dual(0, 3, wire(1, 0, 0)));
    const covered = coveredCards(viewFor(state, 0));
    expect(covered.map((c) => [c.card, c.number])).toEqual([
      [3, 6],
      [6, 9],
    ]);
    expect(covered[0]?.locks).toEqual([
      { of: 'own', value: 3, done: true },
      { of: 'number', value: 6, done: false },
    ]);
    expect(locksIn(state)[3]).toEqual([
      'Locked until both pairs are cut:',
      'Its own value: two wires marked 3, done',
      'The Number card on it: two wires marked 6, not cut yet',
    ]);
    // Card 7 is no longer covered: it shows its plain state, waiting for its own 7s.
    expect(locksIn(state)[7]).toBeUndefined();
  });

  it('leaves out a card once its Number card is discarded', () => {
    let state = act(start(), dual(0, 3, wire(1, 0, 0)));
    state = act(state, dual(1, 6, wire(2, 0, 0)));
    expect(coveredCards(viewFor(state, 0)).map((c) => c.card)).toEqual([6]);
    state = act(state, dual(2, 9, wire(0, 1, 0)));
    expect(coveredCards(viewFor(state, 0))).toEqual([]);
  });

  it('one lock when the Number card has the card’s own value', () => {
    const state = game(
      [6, 9],
      [6, 2],
      [
        [6, 9],
        [10, 11],
        [6, 9, 10],
        [11, 12, 12],
      ],
    );
    const [six] = coveredCards(viewFor(state, 1));
    expect(six?.locks).toEqual([{ of: 'both', value: 6, done: false }]);
    expect(six && say(coveredPhrase(six), t)).toBe('Locked until this pair is cut:');
    expect(six && say(lockPhrase(six.locks[0]), t)).toBe(
      'Its own value and the Number card on it: two wires marked 6, not cut yet',
    );
  });

  it('words the False Bottom’s own yellow pair, in English and French', () => {
    const state = withFalseBottom();
    const [falseBottom] = coveredCards(viewFor(state, 0));
    const own = falseBottom?.locks[0];
    expect(own).toEqual({ of: 'own', value: 'yellow', done: false });
    if (!own) return;
    expect(say(lockPhrase(own), t)).toBe('Its own value: two yellow wires, not cut yet');
    expect(say(lockPhrase(own), translator(fr))).toBe(
      'Sa propre valeur : deux fils jaunes, pas encore coupés',
    );
  });
});

describe('the Mission panel on mission 12', () => {
  it('lists which cards wait for which Number card, and the False Bottom to come', () => {
    const state = withFalseBottom();
    const now = numbersNow(viewFor(state, 0));
    expect(now?.falseBottomToCome).toBe(true);
    expect(now?.covered.map((c) => say(waitingPhrase(c), t))).toEqual([
      'False Bottom waits for Number card 5',
      'Label ≠ waits for Number card 6',
    ]);
  });

  it('lists the cards the False Bottom adds under the next Number cards', () => {
    let state = game(
      ['falseBottom', 1, 2],
      [5, 6, 7, 8, 9],
      [[1.1, 5, 8], [10], [3.1, 8, 11], [5, 11]],
      [wire(0, 0, 1), wire(1, 0, 1), wire(2, 0, 0)],
    );
    const added = state.equipmentPile.slice(0, 2);
    state = act(state, dual(0, 8, wire(1, 0, 1)));
    state = act(state, dual(1, 'yellow', wire(0, 0, 0)));
    state = act(state, dual(2, 5, wire(0, 0, 1)));
    // The 8 went on the first added card and at once away (its pair was cut); the 9 stays.
    const now = numbersNow(viewFor(state, 0));
    expect(now?.falseBottomToCome).toBe(false);
    expect(now?.covered.map((c) => [c.card, c.number])).toEqual([
      [1, 6],
      [2, 7],
      [added[1], 9],
    ]);
  });

  it('says nothing for a mission without Number cards on its equipment', () => {
    const created = createGame({ mission: 4, players: 2, seed: 'no-numbers' });
    if (!created.ok) throw new Error(created.error.message);
    expect(numbersNow(viewFor(created.value, 0))).toBeNull();
  });
});
