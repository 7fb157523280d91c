/** Intents per seat: retries, reuse for another action, and the server's own ids. */
import { describe, expect, it } from 'vitest';
import { INTENT_ID_PATTERN } from '@bomb-busters/protocol';
import { botIntent, canonicalJson, clockIntent, Intents } from '../src/intents.js';
import { isServerIntent } from '../src/store/types.js';

describe('Intents', () => {
  const cut = { type: 'dualCut', seat: 1, value: 4, target: { seat: 0, stand: 0, index: 2 } };
  it('a retry of the same action (keys in any order) is a retry; another action a duplicate', () => {
    const intents = new Intents();
    intents.remember(1, 'a-1', 7, cut);
    const reordered = {
      target: { index: 2, stand: 0, seat: 0 },
      value: 4,
      seat: 1,
      type: 'dualCut',
    };
    expect(intents.check(1, 'a-1', reordered)).toEqual({ kind: 'retry', seq: 7 });
    expect(intents.check(1, 'a-1', { ...cut, value: 5 })).toEqual({ kind: 'duplicate', seq: 7 });
  });

  it('scopes ids by seat', () => {
    const intents = new Intents();
    intents.remember(1, 'a-1', 7, cut);
    expect(intents.check(0, 'a-1', { ...cut, seat: 0 })).toEqual({ kind: 'new' });
  });

  it("the server's ids cannot be sent by a client", () => {
    for (const id of [botIntent(3), clockIntent(12)]) {
      expect(isServerIntent(id)).toBe(true);
      expect(INTENT_ID_PATTERN.test(id)).toBe(false);
    }
    expect(INTENT_ID_PATTERN.test('bot-3')).toBe(true);
    expect(isServerIntent('bot-3')).toBe(false);
  });

  it('canonical JSON sorts keys at every depth and keeps arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,1]},"b":1}',
    );
  });
});
