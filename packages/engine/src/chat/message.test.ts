/** The shape of a chat message: who, and one line of plain text or one signal. */
import { describe, expect, it } from 'vitest';
import { CHAT_MAX_LENGTH, CHAT_SIGNALS, readMessage } from './message.js';

const read = (raw: Record<string, unknown>) => {
  const r = readMessage(raw, 3);
  return r.ok ? r.value : r.error.code;
};

describe('a chat message', () => {
  it('is a trimmed text or a signal, from a seat of the game', () => {
    expect(read({ type: 'say', seat: 2, text: '  good luck  ' })).toEqual({
      seat: 2,
      text: 'good luck',
    });
    for (const signal of CHAT_SIGNALS)
      expect(read({ type: 'say', seat: 0, signal })).toEqual({ seat: 0, signal });
  });

  it('is exactly one of a text and a signal, a known signal', () => {
    expect(read({ type: 'say', seat: 0 })).toBe('MALFORMED_ACTION');
    expect(read({ type: 'say', seat: 0, text: 'hi', signal: 'yes' })).toBe('MALFORMED_ACTION');
    expect(read({ type: 'say', seat: 0, signal: 'maybe' })).toBe('MALFORMED_ACTION');
    expect(read({ type: 'say', seat: 0, text: 5 })).toBe('MALFORMED_ACTION');
  });

  it('comes from a seat of this game or a spectator', () => {
    for (const seat of [3, -1, 1.5, '0', null, undefined])
      expect(read({ type: 'say', seat, text: 'hi' })).toBe('NO_SUCH_SEAT');
  });

  it('has 1 to 280 characters once trimmed, counted as characters, not UTF-16 units', () => {
    expect(read({ type: 'say', seat: 0, text: '   ' })).toBe('CHAT_EMPTY');
    expect(read({ type: 'say', seat: 0, text: 'a'.repeat(CHAT_MAX_LENGTH) })).toMatchObject({
      seat: 0,
    });
    expect(read({ type: 'say', seat: 0, text: 'a'.repeat(CHAT_MAX_LENGTH + 1) })).toBe(
      'CHAT_TOO_LONG',
    );
    // 280 emoji are 560 UTF-16 units.
    expect(read({ type: 'say', seat: 0, text: '💣'.repeat(CHAT_MAX_LENGTH) })).toMatchObject({
      seat: 0,
    });
  });

  it('is one line of plain text: no control characters, no direction overrides', () => {
    for (const text of ['one\ntwo', 'tab\there', 'bell\u0007', 'evil\u202egnp.exe', 'x\ud800y'])
      expect(read({ type: 'say', seat: 0, text })).toBe('CHAT_BAD_TEXT');
    // Markup is text like any other: it is never read as HTML anywhere.
    expect(read({ type: 'say', seat: 0, text: '<b>hi</b>' })).toEqual({
      seat: 0,
      text: '<b>hi</b>',
    });
  });

  it('from a spectator carries its name, 1-40 characters; a seat’s carries none', () => {
    expect(read({ type: 'say', seat: 'spectator', name: ' Eve ', text: 'go!' })).toEqual({
      seat: 'spectator',
      name: 'Eve',
      text: 'go!',
    });
    for (const name of [undefined, '', '  ', 'x'.repeat(41), 'a\nb', 7])
      expect(read({ type: 'say', seat: 'spectator', name, text: 'go!' })).toBe('MALFORMED_ACTION');
    expect(read({ type: 'say', seat: 1, name: 'Eve', text: 'go!' })).toBe('MALFORMED_ACTION');
  });
});
