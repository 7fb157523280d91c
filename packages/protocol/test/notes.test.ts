import { describe, expect, it } from 'vitest';
import {
  MAX_NOTE_MARKS,
  MAX_NOTE_TEXT,
  NotesRequestSchema,
  NotesResponseSchema,
  parseClientMessage,
  parseServerMessage,
} from '../src/index.js';

const wire = { seat: 2, stand: 1, index: 4 };
const parse = (message: unknown) => parseClientMessage(JSON.stringify(message));
const note = (marks: unknown[], text = '') => ({ type: 'note', wire, marks, text });

describe('note messages', () => {
  it('accept the quick marks and a text, trimmed', () => {
    const marks = [
      { kind: 'not', value: 1 },
      { kind: 'either', values: [11, 12] },
      { kind: 'unsure' },
    ];
    expect(parse(note(marks, '  left of the 9 \u00e9 '))).toEqual({
      ok: true,
      message: { type: 'note', wire, marks, text: 'left of the 9 \u00e9' },
    });
    expect(parse({ type: 'clearNote', wire })).toEqual({
      ok: true,
      message: { type: 'clearNote', wire },
    });
    // 140 characters once trimmed.
    expect(parse(note([], ` ${'x'.repeat(MAX_NOTE_TEXT)}\t`)).ok).toBe(true);
  });

  it.each([
    ['a value below 1', note([{ kind: 'not', value: 0 }])],
    ['a value above 12', note([{ kind: 'not', value: 13 }])],
    ['a value that is no integer', note([{ kind: 'not', value: 5.5 }])],
    ['"v or v"', note([{ kind: 'either', values: [3, 3] }])],
    ['"v or w" with three values', note([{ kind: 'either', values: [3, 4, 5] }])],
    ['the same mark twice', note([{ kind: 'unsure' }, { kind: 'unsure' }])],
    [
      '"4 or 3" beside "3 or 4"',
      note([
        { kind: 'either', values: [3, 4] },
        { kind: 'either', values: [4, 3] },
      ]),
    ],
    [
      'too many marks',
      note(Array.from({ length: MAX_NOTE_MARKS + 1 }, (_, i) => ({ kind: 'not', value: i + 1 }))),
    ],
    ['an unknown mark', note([{ kind: 'is', value: 3 }])],
    ['a mark with more fields', note([{ kind: 'unsure', value: 3 }])],
    ['a text too long', note([], 'x'.repeat(MAX_NOTE_TEXT + 1))],
    ['a control character', note([], 'a\u0007b')],
    ['a direction override', note([], 'a\u202eb')],
    ['neither mark nor text', note([], '   ')],
    ['a wire with more fields', { ...note([], 'a'), wire: { ...wire, value: 3 } }],
    ['a wire on stand 2', { ...note([], 'a'), wire: { ...wire, stand: 2 } }],
    ['a wire of seat 5', { ...note([], 'a'), wire: { ...wire, seat: 5 } }],
    ['a note with more fields', { ...note([], 'a'), seat: 0 }],
    ['a clearNote with a text', { type: 'clearNote', wire, text: 'a' }],
  ])('refuse %s', (_, message) => {
    expect(parse(message)).toMatchObject({ ok: false, code: 'BAD_MESSAGE' });
  });

  it('the server’s notes message and the replay’s notes', () => {
    const notes = [{ wire, marks: [{ kind: 'unsure' }], text: 'hm', version: 4 }];
    expect(parseServerMessage(JSON.stringify({ type: 'notes', game: 2, notes })).ok).toBe(true);
    expect(parseServerMessage(JSON.stringify({ type: 'notes', game: 0, notes })).ok).toBe(false);
    expect(
      NotesResponseSchema.safeParse({
        seat: 1,
        notes: [{ wire, marks: [], text: 'a', from: 2, until: null }],
      }).success,
    ).toBe(true);
    expect(NotesRequestSchema.safeParse({ token: 'nope' }).success).toBe(false);
  });
});
