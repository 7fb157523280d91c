/**
 * The constraint cards at the table (missions 31, 32, 34, 37), on real engine states: the cards as
 * every seat sees them, the pick and the Captain's keep-or-replace as questions of the panel, "I
 * cannot obey", 34's secret cards and accusation, and the log's words.
 */
import { createGame, viewFor, type GameState } from '@bomb-busters/engine';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from './catalogs';
import { format, type Params } from '../src/i18n/translate';
import { heldBack } from '../src/logic/briefing';
import { describeEvent, say } from '../src/logic/words';
import { actionPhrase } from '../src/replay/words';
import { Characters } from '../src/table/board/Characters';
import { ConstraintCards } from '../src/table/board/ConstraintCards';
import { Accusation, CannotObey, ObeyedCard } from '../src/table/play/ConstraintChoices';
import { confirmPhrase } from '../src/table/play/turn';
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

describe('mission 34: the secret cards at the table', () => {
  // Seat 3 holds the Captain card and D; the Captain, seat 0, plays first.
  const secret = (): GameState => {
    const created = createGame({
      mission: 34,
      players: 4,
      captain: 0,
      seed: 'table',
      secretDeal: { captainCard: 3, constraints: ['C', 'A', 'B', 'D'] },
    });
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value;
    while (state.status === 'setup' && state.pending?.kind === 'setupInfo')
      state = act(state, {
        type: 'info',
        seat: state.pending.seat,
        wire: state.pending.options[0] as never,
      });
    return state;
  };

  it('each seat sees its own card and character, marked secret, and the others face down', () => {
    const state = secret();
    const html = render(state, 1);
    expect(html).toContain('Bob: A: cut only even values');
    expect(html).toContain('secret: only you see this');
    expect(html).toContain('Ann: a face-down constraint card');
    expect(html).not.toContain('D: cut only values 7 to 12');
    expect(html).toContain('Only the player holding the Captain character card');
    const characters = renderToStaticMarkup(
      createElement(Characters, {
        characters: viewFor(state, 1).characters,
        names,
        activeSeat: 0,
        captain: 0,
        handicap: null,
        detectorBarred: false,
      }),
    );
    expect(characters).toContain('Ann: character card face down');
    expect(characters).toContain('Face down: no personal equipment yet');
    expect(characters.match(/secret: only you see this/g)).toHaveLength(1);
    // A spectator sees only backs.
    expect(render(state, 'spectator' as never)).not.toContain('secret: only you see this');
  });

  it('the accusation: a teammate and a card, always confirmed, then sent; the log says the outcome', () => {
    const state = secret();
    const ctx = contextOf(state, 0);
    const html = renderToStaticMarkup(
      createElement(Accusation, { legal: ctx.legal, names, input: () => {} }),
    );
    expect(html).toContain('Accuse the weakest link');
    expect(html).toContain('<option value="3">Dan</option>');
    expect(html).toContain('E: cut only values 4 to 9');
    const asked = step(ctx, IDLE, { type: 'accuse', accused: 3, card: 'D' });
    expect(asked.send).toBeNull();
    expect(asked.selection.kind).toBe('confirm');
    const action = { type: 'accuse', seat: 0, accused: 3, card: 'D' } as const;
    expect(say(confirmPhrase(action, names), t)).toBe(
      'Accuse Dan of holding the Captain card with constraint card D? If you are wrong, the detonator moves one notch.',
    );
    expect(step(ctx, asked.selection, { type: 'confirm' }).send).toEqual(action);
    const right = act(state, action);
    const events = right.log.slice(state.log.length).map((e) => say(describeEvent(e, names), t));
    expect(events).toEqual([
      'Ann accuses Dan of being the weakest link with card D: right!',
      'The character cards turn face up, personal equipment usable from now on; the constraint cards are discarded',
    ]);
    expect(render(right, 1)).toContain('The secret constraint cards have left play');
    expect(say(actionPhrase(action, names), t)).toBe(
      'Ann accuses Dan of being the weakest link with card D.',
    );
    // Dan, the weakest link, is offered no accusation.
    expect(
      step(contextOf(state, 3), IDLE, { type: 'accuse', accused: 0, card: 'C' }).send,
    ).toBeNull();
  });

  it('a weakest link unable to obey is told what saying so costs', () => {
    const created = createGame({
      mission: 34,
      players: 4,
      captain: 0,
      stands: [
        [1, 2, 3, 4, 5, 6],
        [1, 2, 3, 4, 5, 6],
        [7, 8, 9, 10, 11, 12],
        [7, 8, 9, 9.5, 10, 11],
      ],
      secretDeal: { captainCard: 0, constraints: ['D', 'A', 'B', 'C'] },
    });
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value;
    while (state.status === 'setup' && state.pending?.kind === 'setupInfo')
      state = act(state, {
        type: 'info',
        seat: state.pending.seat,
        wire: state.pending.options[0] as never,
      });
    const ctx = contextOf(state, 0);
    const html = renderToStaticMarkup(
      createElement(CannotObey, { view: ctx.view, legal: ctx.legal, input: () => {} }),
    );
    expect(html).toContain('The detonator moves two notches');
    expect(step(ctx, IDLE, { type: 'cannotObey' }).send).toEqual({ type: 'cannotObey', seat: 0 });
  });
});
