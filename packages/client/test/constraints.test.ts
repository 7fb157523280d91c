/**
 * The constraint cards at the table (missions 31, 32, 37), on real engine states: the cards as
 * every seat sees them, the pick and the Captain's keep-or-replace as questions of the panel, "I
 * cannot obey", and the log's words.
 */
import { createGame, viewFor, type GameState } from '@bomb-busters/engine';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en';
import { format, type Params } from '../src/i18n/translate';
import { heldBack } from '../src/logic/briefing';
import { describeEvent, say } from '../src/logic/words';
import { actionPhrase } from '../src/replay/words';
import { ConstraintCards } from '../src/table/board/ConstraintCards';
import { ObeyedCard } from '../src/table/play/ConstraintChoices';
import { IDLE, question, step } from '../src/table/play/selection';
import { act, contextOf } from './play-scenario';

const t = (key: keyof typeof en, params?: Params) => format(en[key], params);
const names = ['Ann', 'Bob', 'Cleo', 'Dan'];
const render = (state: GameState, seat: number) =>
  renderToStaticMarkup(createElement(ConstraintCards, { view: viewFor(state, seat), names }));
const ANSWER = { kind: 'use', group: { kind: 'answer' }, choices: [] } as const;

function game(mission: number, stands?: number[][], captain = 0): GameState {
  const created = createGame({
    mission,
    players: 4,
    captain,
    seed: 'table',
    ...(stands ? { stands, constraintDeck: ['C', 'K'] } : {}),
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('the constraint cards at the table', () => {
  it('31: the cards to take, asked of the Captain first; the pick is sent', () => {
    const state = game(31);
    expect(render(state, 2)).toContain('Still to take:');
    expect(render(state, 2)).toContain('A: cut only even values');
    const ctx = contextOf(state, 0);
    expect(question(ctx, ANSWER)).toEqual({
      field: 'constraint',
      options: ['A', 'B', 'C', 'D', 'E'],
    });
    const sent = step(ctx, IDLE, {
      type: 'choice',
      choice: { field: 'constraint', value: 'C' },
    }).send;
    expect(sent).toEqual({ type: 'pickConstraint', seat: 0, constraint: 'C' });
    const picked = act(state, sent!);
    expect(render(picked, 3)).toContain('C: cut only values 1 to 6');
    const event = picked.log.at(-2);
    expect(event && say(describeEvent(event, names), t)).toBe('Ann takes constraint card C');
    expect(say(actionPhrase(sent!, names), t)).toBe('Ann takes constraint card C.');
    // Ann's values the card forbids are held back by it (crossed out, with its words), hers only.
    const own = viewFor(picked, 0)
      .stands.filter((s) => s.seat === 0)
      .flatMap((s) => s.wires.map((w) => w.printed))
      .filter((p): p is number => Number.isInteger(p) && p! > 6);
    expect(own.length).toBeGreaterThan(0);
    const held = heldBack(viewFor(picked, 0), []).find((h) => h.rule === 'constraint');
    expect(held).toMatchObject({ card: 'C' });
    expect([...(held?.values ?? [])].sort()).toEqual([...new Set(own)].sort());
    expect(heldBack(viewFor(picked, 1), []).some((h) => h.rule === 'constraint')).toBe(false);
  });

  it('32: the shared card and the deck size; the Captain keeps or replaces', () => {
    const stands = [
      [1, 2, 4, 7, 11, 11],
      [1, 3, 4, 8, 12, 9.5],
      [2, 5, 6, 9, 10],
      [7, 8, 10, 12, 3.5],
    ];
    let state = game(32, stands, 3);
    while (state.status === 'setup' && state.pending?.kind === 'setupInfo')
      state = act(state, {
        type: 'info',
        seat: state.pending.seat,
        wire: state.pending.options[0] as never,
      });
    const html = render(state, 1);
    // On a turn, the card in words, unless the values it holds back already name it.
    const obeyed = (named: boolean) =>
      renderToStaticMarkup(createElement(ObeyedCard, { view: viewFor(state, 1), named }));
    expect(obeyed(false)).toContain('You obey constraint card C: cut only values 1 to 6.');
    expect(obeyed(true)).toBe('');
    expect(html).toContain('Everyone obeys');
    expect(html).toContain('C: cut only values 1 to 6');
    expect(html).toContain('Cards left in the deck: 11');
    const ctx = contextOf(state, 3);
    expect(question(ctx, ANSWER)).toEqual({ field: 'replace', options: [false, true] });
    const keep = step(ctx, IDLE, { type: 'choice', choice: { field: 'replace', value: false } });
    expect(keep.send).toEqual({ type: 'replaceConstraint', seat: 3, replace: false });
    // Seat 3 holds nothing from 1 to 6: "I cannot obey" is its way on.
    const kept = act(state, keep.send!);
    const refused = step(contextOf(kept, 3), IDLE, { type: 'cannotObey' });
    expect(refused.send).toEqual({ type: 'cannotObey', seat: 3 });
    const skipped = act(kept, refused.send!);
    const event = skipped.log.find((e) => e.type === 'skipped');
    expect(event && say(describeEvent(event, names, viewFor(skipped, 0)), t)).toBe(
      'Dan can make no cut the constraint card allows and skips the turn: the detonator stays',
    );
    // Seat 0 can obey: the same input sends nothing.
    const next = act(skipped, { type: 'replaceConstraint', seat: 3, replace: true });
    expect(step(contextOf(next, 0), IDLE, { type: 'cannotObey' }).send).toBeNull();
    expect(render(next, 0)).toContain('K: no solo cut');
  });
});
