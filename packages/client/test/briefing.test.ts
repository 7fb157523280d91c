import { describe, expect, it } from 'vitest';
import { createGame, viewFor, type GameState, type MissionId } from '@bomb-busters/engine';
import { makeI18n } from '../src/i18n/I18n';
import { en, fr, nl, vi } from './catalogs';
import { heldBack, missionTitle, restricting, sheetValues, valueList } from '../src/logic/briefing';
import { readKey, SHORTCUTS } from '../src/logic/keys';
import { soloValues } from '../src/logic/menu';
import { IDLE, step, valuesOnOffer, type Selection } from '../src/table/play/selection';
import { act, contextOf, setup, wire } from './play-scenario';

/** A game with an explicit deal (stands in seat order), setup tokens on each stand's first wire. */
function game(mission: MissionId, players: number, stands: readonly (readonly number[])[]) {
  const created = createGame({ mission, players, stands, options: { stars: 0 } });
  if (!created.ok) throw new Error(created.error.message);
  const firsts = created.value.hands.map((_, seat) => wire(seat, 0, 0));
  return setup(created.value, firsts);
}

/** Point at a teammate's wire: the value picker is open. */
function pointAt(state: GameState, seat: number, target = wire(1, 0, 1)) {
  const ctx = contextOf(state, seat);
  const { selection } = step(ctx, IDLE, { type: 'wire', ref: target });
  expect(selection.kind).toBe('cut');
  return { ctx, selection };
}

describe('the value picker', () => {
  it('lists the values in order when the seat has two stands', () => {
    // Two players: two stands each; the menu lists values stand by stand (3 4 5 7 2 6 8).
    const state = game(4, 2, [
      [3, 4, 5, 7],
      [2, 6, 8],
      [1, 2, 3, 9],
      [4, 5, 10, 11],
    ]);
    const { ctx, selection } = pointAt(state, 0);
    expect(ctx.legal.dualCut?.values).toEqual([3, 4, 5, 7, 2, 6, 8]);
    expect(valuesOnOffer(ctx, selection)).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });

  it('puts yellow where the seat’s yellow wire sits, and sorts the solo cuts too', () => {
    const state = game(4, 2, [
      [6, 6, 9],
      [2, 4.1, 5, 7.1],
      [1, 2, 3, 9],
      [4, 5, 10, 11],
    ]);
    const { ctx, selection } = pointAt(state, 0);
    expect(valuesOnOffer(ctx, selection)).toEqual([2, 'yellow', 5, 6, 9]);
    // Both 6s and both yellow wires are on seat 0's stands: solo cuts, listed 6 then yellow.
    expect(soloValues(ctx.legal)).toEqual([6, 'yellow']);
    const solo: Selection = { kind: 'solo' };
    expect(valuesOnOffer(ctx, solo)).toEqual(['yellow', 6]);
  });
});

describe('a value held back by the mission sheet', () => {
  // Parallel Wires: at the start only the first cell of each row may be cut: 1, 6, 10, 5, 12.
  const stands = [
    [1, 2, 6, 7, 8.1, 11],
    [1, 3, 5, 6, 9],
    [2, 4, 10, 12],
    [7, 8],
  ];

  it('is left out of the picker, and named with its rule', () => {
    const state = game('new-2', 4, stands);
    const { ctx, selection } = pointAt(state, 0);
    expect(valuesOnOffer(ctx, selection)).toEqual([1, 6]);
    expect(heldBack(ctx.view, valuesOnOffer(ctx, selection))).toEqual([
      { rule: 'rows', values: [2, 7, 'yellow', 11] },
    ]);
    expect(restricting(ctx.view.grid)).toBe('rows');
  });

  it('is nothing on a sheet that does not restrict cuts, or for a spectator', () => {
    const balance = game('new-1', 4, stands);
    const ctx = contextOf(balance, 0);
    expect(heldBack(ctx.view, [])).toEqual([]);
    expect(sheetValues(ctx.view.grid)).toBeNull();
    const parallel = game('new-2', 4, stands);
    expect(heldBack(viewFor(parallel, 'spectator'), [])).toEqual([]);
  });

  it('follows the sheet: a checked cell opens the next value of its row', () => {
    let state = game('new-2', 4, stands);
    expect(sheetValues(state.grid)).toEqual([1, 5, 6, 10, 12]);
    // Seat 0 cuts seat 1's 1 with its own 1, then ticks the first cell of row 1 (1 → 12).
    state = act(state, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
    const cell = state.pending?.options[0];
    if (typeof cell === 'number') state = act(state, { type: 'checkCell', seat: 0, cell });
    expect(sheetValues(state.grid)).toEqual([5, 6, 10, 12]);
  });
});

describe('the mission in words', () => {
  const t = (lang: keyof typeof catalogs) => makeI18n(lang, catalogs[lang], () => undefined).t;
  const catalogs = { en, fr, nl, vi } as const;

  it('names a mission by its number and name, as on the box', () => {
    expect(missionTitle(t('en'), 8)).toBe('Mission 8 — Final Exam');
    expect(missionTitle(t('en'), 'new-2')).toBe('New Mission 2 — Parallel Wires');
    expect(missionTitle(t('fr'), 'new-2')).toBe('Nouvelle mission 2 — Fils parallèles');
    expect(missionTitle(t('nl'), 8)).toBe('Missie 8 — Eindexamen');
    expect(missionTitle(t('vi'), 1)).toBe(`Nhiệm vụ 1 — ${vi['mission.1.name']}`);
  });

  it('lists values the language’s way', () => {
    expect(valueList(t('en'), 'en', [2, 7, 'yellow'])).toBe('2, 7, and yellow');
    expect(valueList(t('fr'), 'fr', [2, 7])).toBe('2 et 7');
    expect(valueList(t('nl'), 'nl', [7])).toBe('7');
  });

  it('has a key for the mission panel, listed in the help', () => {
    expect(readKey({ key: 'm' }, '', []).intent).toEqual({ type: 'mission' });
    expect(readKey({ key: 'M' }, '', []).intent).toEqual({ type: 'mission' });
    expect(SHORTCUTS.some((s) => s.help === 'briefing.key' && s.keys.includes('M'))).toBe(true);
  });
});
