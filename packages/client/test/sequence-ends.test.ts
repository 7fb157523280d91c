/**
 * Mission 36 (the sequence card at either end of the row) and mission 35 (X wires closed until
 * the yellow wires are cut) at the table, on real engine states: the end asked by button or digit,
 * the card's words, and the closed X wire's words and hint.
 */
import { createGame, viewFor, type Action, type GameState } from '@bomb-busters/engine';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from './catalogs';
import { format, type Params } from '../src/i18n/translate';
import type { MessageKey } from '../src/i18n/en';
import { sequenceNow, sequencePhrase } from '../src/logic/sequence';
import { say, wireLabel } from '../src/logic/words';
import { actionPhrase } from '../src/replay/words';
import { SequenceEnds } from '../src/table/play/SequenceEnds';
import { IDLE, question, step, valuesOnOffer } from '../src/table/play/selection';
import { I18nProvider } from '../src/i18n/I18n';
import { act, contextOf, wire } from './play-scenario';

const t = (key: MessageKey, params?: Params): string => format(en[key], params);

function game(mission: 35 | 36, stands: readonly (readonly number[])[]): GameState {
  const created = createGame({
    mission,
    players: 3,
    captain: 0,
    stands,
    equipment: [],
    ...(mission === 36 ? { numberCards: [3, 5, 7, 9, 11] } : {}),
    options: { stars: 0 },
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

const place = (seat: number, end: number): Action => ({ type: 'placeSequence', seat, end });

describe('mission 36: the sequence card at either end', () => {
  const dealt = game(36, [
    [3, 11],
    [5, 9],
    [1, 3, 7, 9],
    [1, 5, 7, 11],
  ]);

  it('asks the Captain which end, by button or by typing the card’s value', () => {
    const ctx = contextOf(dealt, 0);
    const q = question(ctx, { kind: 'use', group: { kind: 'answer' }, choices: [] });
    expect(q).toEqual({ field: 'end', options: [3, 11] });
    expect(valuesOnOffer(ctx, IDLE)).toEqual([3, 11]);
    expect(step(ctx, IDLE, { type: 'value', value: 11 }).send).toEqual(place(0, 11));
    expect(step(ctx, IDLE, { type: 'value', value: 7 }).send).toBeNull();
    const html = renderToStaticMarkup(
      createElement(
        I18nProvider,
        null,
        createElement(SequenceEnds, { options: [3, 11], view: ctx.view, pick: () => {} }),
      ),
    );
    expect(html).toContain('Left end, next to 3');
    expect(html).toContain('Right end, next to 11');
  });

  it('words the row while the end is chosen, then the card next to it, and the replay', () => {
    const view = viewFor(dealt, 1);
    const placing = sequenceNow(view.sequence!, view.stands);
    expect(say(sequencePhrase(placing), t)).toBe(t('board.sequence.placing'));
    const placed = act(dealt, place(0, 11));
    const now = sequenceNow(viewFor(placed, 1).sequence!, viewFor(placed, 1).stands);
    expect(now.cards.map((c) => c.state)).toEqual([
      'closed',
      'closed',
      'closed',
      'closed',
      'current',
    ]);
    expect(say(sequencePhrase(now), t)).toBe(
      'Once 2 wires marked 11 are cut, its card is removed and whoever cut them puts the sequence card at either end of the row.',
    );
    expect(say(actionPhrase(place(0, 11), ['Ann', 'Bob', 'Cat']), t)).toContain(
      'next to Number card 11',
    );
  });
});

describe('mission 35: a closed X wire', () => {
  it('is told closed in its label until every yellow wire is cut', () => {
    const dealt = game(35, [
      [1, 1.1, 2],
      [2.1, 3],
      [1, 3.1, 4.1, 2],
      [3, 5],
    ]);
    const view = viewFor(dealt, 1);
    const x = view.stands.find((s) => s.seat === 2)!.wires.at(-1)!;
    expect(x).toMatchObject({ x: true, closed: true });
    expect(wireLabel(x, wire(2, 0, 3), '1', undefined, t)).toContain(t('board.wire.xClosed'));
  });
});
