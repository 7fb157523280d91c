import { describe, expect, it, vi as vitest } from 'vitest';
import { RULE_ERROR_CODES } from '@bomb-busters/engine';
import { PROTOCOL_ERROR_CODES } from '@bomb-busters/protocol';
import { en, fr, nl, vi } from './catalogs';
import {
  format,
  listIn,
  numberIn,
  placeholders,
  pluralKey,
  LANGUAGES,
  type Language,
} from '../src/i18n/translate';
import { GLOSSARY, type Spelling, type Term } from './glossary';

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

  it('writes numbers and lists as Intl does, without building a formatter per number', () => {
    const numbers = [0, 5, 12, 1234.5];
    const lists = [['1'], ['1', '5'], ['1', '5', 'yellow']];
    const expected = LANGUAGES.map((language) => ({
      numbers: numbers.map((n) => n.toLocaleString(language)),
      lists: lists.map((words) =>
        new Intl.ListFormat(language, { type: 'conjunction' }).format(words),
      ),
    }));
    // toLocaleString makes a new formatter each time: a table's first render paid ~1 ms a number.
    const perCall = vitest.spyOn(Number.prototype, 'toLocaleString');
    try {
      const got = LANGUAGES.map((language) => ({
        numbers: numbers.map((n) => format('{n}', { n }, language)),
        lists: lists.map((words) => listIn(words, language)),
      }));
      expect(got).toEqual(expected);
      expect(LANGUAGES.map((language) => numberIn(1234.5, language))).toEqual(
        expected.map((e) => e.numbers[3]),
      );
      expect(perCall).not.toHaveBeenCalled();
      // Whole numbers under a thousand skip Intl (its first formatter is slow to build).
      for (const n of [-999, -1, -0, 0, 7, 999, 1000, -1000, 0.5, NaN])
        for (const language of LANGUAGES)
          expect(numberIn(n, language)).toBe(new Intl.NumberFormat(language).format(n));
    } finally {
      perCall.mockRestore();
    }
  });
});

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form as a pattern: its first letter in either case unless the term is case-sensitive. */
function pattern(form: string, term: Term): string {
  const first = form.charAt(0);
  if (term.caseSensitive || first.toLowerCase() === first.toUpperCase()) return escape(form);
  return `[${first.toLowerCase()}${first.toUpperCase()}]${escape(form.slice(1))}`;
}

/** The one form or one of its inflections. */
const formSource = (spelling: Spelling, term: Term): string =>
  [spelling.form, ...(spelling.inflections ?? [])].map((f) => `(?:${pattern(f, term)})`).join('|');

/** The text without its placeholders ("{stand}" is no mention of a stand). */
const words = (text: string): string => text.replace(/\{\w+\}/g, '{}');

/** Every place `text` names the term some other way than its one form. */
function misspellings(text: string, spelling: Spelling, term: Term): string[] {
  const flags = term.caseSensitive ? 'gu' : 'giu';
  const forms = [spelling.form, ...(spelling.inflections ?? [])].map(escape);
  const any = new RegExp(
    [...forms, ...(spelling.variants ?? [])].map((v) => `(?:${v})`).join('|'),
    flags,
  );
  const formHere = new RegExp(formSource(spelling, term), 'yu');
  const plain = words(text);
  return [...plain.matchAll(any)].flatMap((match) => {
    formHere.lastIndex = match.index;
    return formHere.test(plain) ? [] : [match[0]];
  });
}

const mentions = (text: string, spelling: Spelling, term: Term): boolean =>
  new RegExp(formSource(spelling, term), 'u').test(words(text));

describe('glossary: one word for each game term in each language', () => {
  it('lists every language for every term', () => {
    for (const term of GLOSSARY)
      expect(Object.keys(term.spelling).sort(), term.name).toEqual([...LANGUAGES].sort());
  });

  for (const language of LANGUAGES) {
    const catalog = catalogs[language] as Record<string, string>;
    it(`${language}: every text names each term by its one form`, () => {
      const problems = GLOSSARY.flatMap((term) => {
        const spelling = term.spelling[language];
        if (!spelling) return [];
        return Object.entries(catalog).flatMap(([key, text]) =>
          misspellings(text, spelling, term).map(
            (found) => `${key}: "${found}" for ${term.name}, not "${spelling.form}"`,
          ),
        );
      });
      expect(problems).toEqual([]);
    });

    if (language === 'en') continue;
    it(`${language}: a text whose English names a term names it too`, () => {
      const problems = GLOSSARY.flatMap((term) => {
        const spelling = term.spelling[language as Language];
        const english = term.spelling.en;
        if (!spelling || !english) return [];
        return Object.entries(en).flatMap(([key, text]) =>
          mentions(text, english, term) &&
          !term.optional?.includes(key) &&
          !mentions(catalog[key] ?? '', spelling, term)
            ? [`${key}: no "${spelling.form}" (${term.name}) in "${catalog[key]}"`]
            : [],
        );
      });
      expect(problems).toEqual([]);
    });
  }

  it('notices a second form and a missing term (the check can fail)', () => {
    const term: Term = {
      name: 'Double Detector',
      spelling: {
        en: { form: 'Double Detector' },
        fr: { form: 'Détecteur double', variants: ['double détecteur'] },
        nl: null,
        vi: null,
      },
    };
    const fr = term.spelling.fr!;
    expect(misspellings('le Détecteur double et le détecteur double', fr, term)).toEqual([]);
    expect(misspellings('Utiliser le Double Détecteur', fr, term)).toEqual(['Double Détecteur']);
    expect(misspellings('le Détecteur Double', fr, term)).toEqual(['Détecteur Double']);
    expect(mentions('Votre Détecteur double', fr, term)).toBe(true);
    expect(mentions('Votre détecteur', fr, term)).toBe(false);
  });
});
