import { createGame, viewFor, type GameState } from '@bomb-busters/engine';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from './catalogs';
import { translator } from '../src/i18n/translator';
import { readKey, SHORTCUTS } from '../src/logic/keys';
import {
  draftOf,
  EMPTY_DRAFT,
  marksOf,
  noteable,
  noteBadge,
  notesAt,
  noteWords,
  toggleEither,
  toggleNot,
  toggleUnsure,
} from '../src/logic/notes';
import { initialTable, reduceTable } from '../src/state/table';
import { Board } from '../src/table/board/Board';

const { t } = translator('en', en);

function game(): GameState {
  const created = createGame({ mission: 8, players: 3, seed: 'notes-test' });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

const theirs = { seat: 2, stand: 0, index: 1 };
const note = {
  wire: theirs,
  marks: [
    { kind: 'not' as const, value: 5 },
    { kind: 'either' as const, values: [6, 7] as [number, number] },
    { kind: 'unsure' as const },
  ],
  text: 'left of the 9',
};

describe('notes on wires', () => {
  it('read without colour: a badge of marks, and the whole note in words', () => {
    expect(noteBadge(note)).toBe('≠5 6/7 ?');
    expect(noteBadge({ ...note, marks: [] })).toBe('✎');
    expect(noteWords(note, t)).toBe('Your note: not 5, 6 or 7, unsure, “left of the 9”');
  });

  it('go on another seat’s uncut wire while the game is played, never on one’s own', () => {
    const view = viewFor(game(), 1);
    expect(noteable(view, theirs)).toBe(true);
    expect(noteable(view, { seat: 1, stand: 0, index: 1 })).toBe(false);
    expect(noteable(view, { seat: 2, stand: 0, index: 99 })).toBe(false);
    expect(noteable(viewFor(game(), 'spectator'), theirs)).toBe(false);
    const cut = {
      ...view,
      stands: view.stands.map((s) =>
        s.seat === 2 ? { ...s, wires: s.wires.map((w) => ({ ...w, cut: true })) } : s,
      ),
    };
    expect(noteable(cut, theirs)).toBe(false);
    expect(noteable({ ...view, status: 'won' }, theirs)).toBe(false);
  });

  it('show on the board as a badge in the wire’s name, only where they still fit', () => {
    const view = viewFor(game(), 1);
    const own = { ...note, wire: { seat: 1, stand: 0, index: 0 } };
    const html = renderToStaticMarkup(
      createElement(Board, { view, names: ['Ann', 'Bob', 'Cleo'], notes: [note, own] }),
    );
    const wire = (key: string) =>
      new RegExp(`<button[^>]*data-wire="${key}"[^>]*>.*?</button>`).exec(html)?.[0] ?? '';
    expect(wire('2-0-1')).toContain('≠5 6/7 ?');
    expect(wire('2-0-1')).toMatch(/aria-label="[^"]*Your note: not 5, 6 or 7, unsure/);
    expect(wire('1-0-0')).not.toContain('wire-note');
    expect(html.match(/data-testid="wire-note"/g)).toHaveLength(1);
  });

  it('edit marks as toggles, at most four, "one of" naming two values', () => {
    let d = toggleEither(toggleEither(EMPTY_DRAFT, 9), 4);
    expect(marksOf(d)).toEqual([{ kind: 'either', values: [4, 9] }]);
    // A third value replaces the older one; one value alone is no mark yet.
    d = toggleEither(d, 6);
    expect(d.either).toEqual([6, 9]);
    expect(marksOf(toggleEither(d, 6))).toEqual([]);
    d = toggleUnsure(toggleNot(toggleNot(d, 12), 1));
    expect(marksOf(d)).toEqual([
      { kind: 'not', value: 1 },
      { kind: 'not', value: 12 },
      { kind: 'either', values: [6, 9] },
      { kind: 'unsure' },
    ]);
    // Full: a fifth mark does not fit, taking one off makes room.
    expect(toggleNot(d, 3)).toBe(d);
    expect(marksOf(toggleNot(toggleNot(d, 1), 3))).toContainEqual({ kind: 'not', value: 3 });
    expect(marksOf(draftOf(marksOf(d)))).toEqual(marksOf(d));
  });

  it('stand in a replay from the version they were set at until the one that ended them', () => {
    const spans = [
      { ...note, from: 2, until: 5 },
      { ...note, text: 'then', from: 5, until: null },
    ];
    expect(notesAt(spans, 1)).toEqual([]);
    expect(notesAt(spans, 4).map((n) => n.text)).toEqual(['left of the 9']);
    expect(notesAt(spans, 5).map((n) => n.text)).toEqual(['then']);
  });

  it('are what the server last sent; T switches note mode and the help lists it', () => {
    const state = reduceTable(initialTable, {
      type: 'server',
      message: { type: 'notes', game: 1, notes: [{ ...note, version: 3 }] },
    });
    expect(state.notes).toEqual([{ ...note, version: 3 }]);
    expect(readKey({ key: 'T' }, '', []).intent).toEqual({ type: 'note' });
    expect(SHORTCUTS.some((s) => s.help === 'notes.key')).toBe(true);
  });
});
