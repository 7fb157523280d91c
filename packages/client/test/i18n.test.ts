import { describe, expect, it } from 'vitest';
import { RULE_ERROR_CODES } from '@bomb-busters/engine';
import { PROTOCOL_ERROR_CODES } from '@bomb-busters/protocol';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { nl } from '../src/i18n/nl';
import { vi } from '../src/i18n/vi';
import { format, placeholders, pluralKey, LANGUAGES } from '../src/i18n/translate';

const catalogs = { en, fr, nl, vi } as const;

describe('catalogs', () => {
  it('covers every language the picker offers', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const [language, catalog] of Object.entries(catalogs)) {
    it(`${language}: has every English key, no other, none empty, same placeholders`, () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        const translated = (catalog as Record<string, string>)[key] ?? '';
        expect(translated.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(translated), `${language} ${key}`).toEqual(placeholders(text));
      }
    });
  }

  it('words every error code the server or the engine can send, in every language', () => {
    const codes = [...PROTOCOL_ERROR_CODES, ...RULE_ERROR_CODES, 'NETWORK'];
    for (const [language, catalog] of Object.entries(catalogs)) {
      const missing = codes.filter(
        (code) => !(catalog as Record<string, string>)[`error.${code}`]?.trim(),
      );
      expect(missing, language).toEqual([]);
    }
  });

  it('defines both plural forms of every plural key', () => {
    const keys = Object.keys(en);
    for (const key of keys.filter((k) => k.endsWith('_one') || k.endsWith('_other'))) {
      const stem = key.replace(/_(one|other)$/, '');
      expect(keys, stem).toContain(`${stem}_one`);
      expect(keys, stem).toContain(`${stem}_other`);
    }
  });
});

describe('format', () => {
  it('fills placeholders, formats numbers per locale, and leaves unknown ones visible', () => {
    expect(format('{a} cuts {b}', { a: 'Ann', b: 5 })).toBe('Ann cuts 5');
    expect(format('{n}', { n: 1234.5 }, 'fr')).toBe((1234.5).toLocaleString('fr'));
    expect(format('{missing} here', {})).toBe('{missing} here');
  });

  it('lists placeholders sorted', () => {
    expect(placeholders('{seat} has {count} of {seat}')).toEqual(['count', 'seat', 'seat']);
    expect(placeholders('none')).toEqual([]);
  });

  it('picks the plural form by language (French counts 0 as one, Vietnamese has one form)', () => {
    expect(pluralKey('x', 1, 'en')).toBe('x_one');
    expect(pluralKey('x', 0, 'en')).toBe('x_other');
    expect(pluralKey('x', 0, 'fr')).toBe('x_one');
    expect(pluralKey('x', 2, 'nl')).toBe('x_other');
    expect(pluralKey('x', 1, 'vi')).toBe('x_other');
  });
});
