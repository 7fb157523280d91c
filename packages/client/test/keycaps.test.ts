/** The help's keys in the player's language, and yellow picked by its own letter there. */
import { describe, expect, it } from 'vitest';
import type { Messages } from '../src/i18n/en';
import { en, fr, nl, vi } from './catalogs';
import type { Language } from '../src/i18n/translate';
import { translator } from '../src/i18n/translator';
import { keyCap, yellowKey } from '../src/logic/keycaps';
import { readKey, SHORTCUTS } from '../src/logic/keys';

const CATALOGS: Record<Language, Messages> = { en, fr, nl, vi };
const tr = (language: Language) => translator(language, CATALOGS[language]).t;
const YELLOW = { type: 'value', value: 'yellow' };

describe('yellow has the key of its letter on the board', () => {
  it('J in French, G in Dutch, V in Vietnamese, Y in English', () => {
    expect(yellowKey(tr('en'))).toBe('y');
    expect(yellowKey(tr('fr'))).toBe('j');
    expect(yellowKey(tr('nl'))).toBe('g');
    expect(yellowKey(tr('vi'))).toBe('v');
  });

  for (const language of Object.keys(CATALOGS) as Language[]) {
    it(`${language}: the letter picks yellow (either case), Y too, and the help shows it`, () => {
      const t = tr(language);
      const letter = yellowKey(t);
      expect(letter).toMatch(/^\p{L}$/u);
      expect(readKey({ key: letter }, '', [], letter).intent).toEqual(YELLOW);
      expect(readKey({ key: letter.toUpperCase() }, '', [], letter).intent).toEqual(YELLOW);
      expect(readKey({ key: 'y' }, '', [], letter).intent).toEqual(YELLOW);
      // The help's key cap for yellow is that same letter, as the value button shows it.
      expect(keyCap('Y', t).toLowerCase()).toBe(letter);
      // It takes no other shortcut's key.
      const others = SHORTCUTS.filter((s) => s.help !== 'play.help.key.yellow').flatMap((s) =>
        s.keys.map((k) => keyCap(k, t).toLowerCase()),
      );
      expect(others).not.toContain(letter);
    });
  }

  it('another language’s letter is no shortcut (J picks nothing in English)', () => {
    expect(readKey({ key: 'j' }, '', [], yellowKey(tr('en'))).intent).toBeNull();
  });
});

describe('key names in the help', () => {
  it('translates the named keys (Entrée, Retour arrière, Échap in French)', () => {
    const t = tr('fr');
    expect(keyCap('Enter', t)).toBe('Entrée');
    expect(keyCap('Backspace', t)).toBe('Retour arrière');
    expect(keyCap('Escape', t)).toBe('Échap');
    expect(keyCap('?', t)).toBe('?');
    expect(keyCap('S', t)).toBe('S');
  });

  it('every named key of the shortcuts has a text in the catalogs', () => {
    const named = SHORTCUTS.flatMap((s) => s.keys).filter((k) => /^[A-Z][a-z]+$/.test(k));
    expect(named.length).toBeGreaterThan(0);
    const t = tr('fr');
    for (const key of named) expect(keyCap(key, t), key).not.toBe(key);
  });
});
