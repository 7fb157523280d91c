/**
 * Mission 38 at the table, on real engine states: the Captain's turned wire drawn face up with its
 * mark for a teammate and face down with "you cannot see it" for the Captain, the Captain's guess
 * at it in a plain dual cut (any value still to cut, the turned wire named as their own), and the
 * mission's summary.
 */
import { createGame, missionById, viewFor, type GameState } from '@bomb-busters/engine';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from './catalogs';
import { format } from '../src/i18n/translate';
import { cutValues, soloValues } from '../src/logic/menu';
import { missionSummary, summaryPhrases } from '../src/logic/missions';
import { Board } from '../src/table/board/Board';
import { IDLE, step, type Selection } from '../src/table/play/selection';
import { TurnedGuessNote, TurnedIdle, turnedGuess } from '../src/table/play/TurnedWire';
import type { Input } from '../src/table/play/selection';
import { act, contextOf, wire } from './play-scenario';

const names = ['Ann', 'Bob', 'Cleo', 'Dan'];
const button = (html: string, key: string): string =>
  new RegExp(`<button[^>]*data-wire="${key}"[^>]*>.*?</button>`).exec(html)?.[0] ?? '';

function dealt(): GameState {
  const created = createGame({
    mission: 38,
    players: 4,
    captain: 0,
    seed: 'knit',
    stands: [
      [1, 3, 5, 7, 9.5],
      [1, 3, 5, 8],
      [2, 4, 7, 8, 10],
      [2, 4, 6, 6, 3.5],
    ],
    equipment: [],
    turned: [3],
    options: { stars: 0 },
  });
  if (!created.ok) throw new Error(created.error.message);
  return [0, 0, 0, 0].reduce(
    (s, index, seat) => act(s, { type: 'info', seat, wire: wire(seat, 0, index) }),
    created.value,
  );
}
const state = dealt();
const turned = wire(0, 0, 4);

function run(seat: number, inputs: readonly Input[]) {
  const ctx = contextOf(state, seat, false);
  let selection: Selection = IDLE;
  const sent = [];
  for (const input of inputs) {
    const out = step(ctx, selection, input);
    selection = out.selection;
    if (out.send) sent.push(out.send);
  }
  return sent;
}

describe('mission 38: the turned wire', () => {
  it('shows a teammate its value with the turned mark, and the Captain only its back', () => {
    const teammate = renderToStaticMarkup(createElement(Board, { view: viewFor(state, 1), names }));
    expect(button(teammate, '0-0-4')).toContain('data-turned="true"');
    expect(button(teammate, '0-0-4')).toContain('data-printed="3"');
    expect(button(teammate, '0-0-4')).toContain('class="wire-turned" aria-hidden="true">↻<');
    const captain = renderToStaticMarkup(createElement(Board, { view: viewFor(state, 0), names }));
    expect(button(captain, '0-0-4')).toContain('data-turned="own"');
    expect(button(captain, '0-0-4')).not.toContain('data-printed');
    expect(button(captain, '0-0-4')).toContain('turned: you cannot see it');
    expect(button(captain, '0-0-4')).toContain('title="Your turned wire: everyone but you');
  });

  it('lets the Captain guess any value still to cut, naming the turned wire as their own', () => {
    const dual = contextOf(state, 0).legal.dualCut!;
    expect(cutValues(dual, 'single')).toEqual([1, 5, 7, 2, 3, 4, 6, 8, 9, 10, 11, 12]);
    const sent = run(0, [
      { type: 'wire', ref: wire(1, 0, 1) },
      { type: 'value', value: 3 },
    ]);
    expect(sent).toEqual([
      { type: 'dualCut', seat: 0, value: 3, target: wire(1, 0, 1), own: turned },
    ]);
    // A value the Captain sees is a plain cut, as ever.
    expect(
      run(0, [
        { type: 'wire', ref: wire(1, 0, 2) },
        { type: 'value', value: 5 },
      ]),
    ).toEqual([{ type: 'dualCut', seat: 0, value: 5, target: wire(1, 0, 2) }]);
  });

  it('offers the solo guesses apart from the plain solo cuts, and says a guess is one', () => {
    // Ann holds one 1, one 5, one 7: each with the turned wire would make two, as a guess.
    const ctx = contextOf(state, 0, true);
    expect(soloValues(ctx.legal)).toEqual([]);
    expect(soloValues(ctx.legal, true)).toEqual([1, 5, 7]);
    // The S key's solo mode never takes a guess; the guess's own button does, then confirms.
    expect(step(ctx, IDLE, { type: 'solo' }).send).toBeNull();
    const asked = step(ctx, IDLE, { type: 'soloValue', value: 5, guess: true });
    expect(asked.selection).toMatchObject({ kind: 'confirm' });
    const action = (asked.selection as Extract<Selection, { kind: 'confirm' }>).action;
    expect(action).toEqual({ type: 'soloCut', seat: 0, value: 5, turned: true });
    expect(turnedGuess(ctx.view, action)).toBe(5);
    expect(step(ctx, IDLE, { type: 'soloValue', value: 5 }).send).toBeNull();
    // A dual cut naming the turned wire is a guess too; a plain one is not.
    const [guess] = run(0, [
      { type: 'wire', ref: wire(1, 0, 1) },
      { type: 'value', value: 3 },
    ]);
    expect(turnedGuess(ctx.view, guess!)).toBe(3);
    expect(
      turnedGuess(ctx.view, { type: 'dualCut', seat: 0, value: 5, target: wire(1, 0, 2) }),
    ).toBeNull();
    const html = renderToStaticMarkup(createElement(TurnedGuessNote, { view: ctx.view, action }));
    expect(html).toContain(format(en['play.turned.guess'], { value: '5' }));
  });

  it('gives a teammate left with nothing but the turned wire to point at its skip, and says why', () => {
    const created = createGame({
      mission: 38,
      players: 2,
      captain: 0,
      seed: 'knit',
      // Ann cuts her 1s; Bob can then point at nothing but her turned 3, and cut nothing solo.
      stands: [[1, 1], [3], [2, 3], [3, 4]],
      equipment: [],
      turned: [3],
      options: { stars: 0 },
    });
    if (!created.ok) throw new Error(created.error.message);
    const placed = [0, 1].reduce(
      (s, seat) => act(s, { type: 'info', seat, wire: wire(seat, 0, 0) }),
      created.value,
    );
    const left = act(placed, { type: 'soloCut', seat: 0, value: 1 });
    const ctx = contextOf(left, 1);
    expect(ctx.legal.actions).toEqual([{ type: 'skip', seat: 1 }]);
    const html = renderToStaticMarkup(
      createElement(TurnedIdle, {
        view: ctx.view,
        legal: ctx.legal,
        input: () => undefined,
        valueButton: () => null,
      }),
    );
    expect(html).toContain(en['play.turned.skip']);
    expect(html).toContain('data-action="skip"');
    expect(step(ctx, IDLE, { type: 'skip' }).send).toEqual({ type: 'skip', seat: 1 });
  });

  it('is never a teammate’s target', () => {
    expect(contextOf({ ...state, activeSeat: 1 }, 1).legal.dualCut?.targets).not.toContainEqual(
      turned,
    );
  });

  it('is told in the mission summary', () => {
    const phrases = summaryPhrases(missionSummary(missionById(38)!, 4), 4);
    expect(JSON.stringify(phrases)).toContain('mission.summary.turnedWires');
    expect(format(en['mission.summary.turnedWires'])).toContain('only the Captain may cut it');
  });
});
