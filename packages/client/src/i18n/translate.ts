/** A small translator: flat message catalogs, `{name}` placeholders, plural keys `_one` / `_other`. */
export const LANGUAGES = ['en', 'fr', 'nl', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Params = Readonly<Record<string, string | number>>;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The placeholders of a message, sorted: `{seat}` and `{count}` in "Seat {seat} has {count}". */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

/**
 * Intl's formatters, one per locale and kept: `toLocaleString` builds one at every call, about
 * a millisecond each on a slow phone.
 */
function perLocale<F>(make: (locale: string) => F): (locale: string) => F {
  const made = new Map<string, F>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}
const numberFormat = perLocale((locale) => new Intl.NumberFormat(locale));
const pluralRules = perLocale((locale) => new Intl.PluralRules(locale));
const listFormat = perLocale((locale) => new Intl.ListFormat(locale, { type: 'conjunction' }));

/**
 * A number as the language writes it: 1,234 in English, 1 234 in French. Whole numbers under a
 * thousand (wire values, counts) are written alike in every language of the app, without Intl:
 * the first number formatter loads locale data (about 300 ms of a table's first render on the
 * bench's phone).
 */
export const numberIn = (value: number, locale: string): string =>
  Number.isInteger(value) && Math.abs(value) < 1000 && !Object.is(value, -0)
    ? String(value)
    : numberFormat(locale).format(value);

/** Words as a list in the language's own way: "1, 5 and 6", "1, 5 et 6". */
export const listIn = (words: readonly string[], locale: string): string =>
  listFormat(locale).format(words);

/** `{name}` replaced by params.name; an unknown placeholder is left visible so it gets noticed. */
export function format(message: string, params: Params = {}, locale = 'en'): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberIn(value, locale) : value;
  });
}

/** The key of the plural form of `count` (`_one` or `_other`; the catalog has both). */
export function pluralKey(key: string, count: number, language: Language): string {
  return `${key}_${pluralRules(language).select(count) === 'one' ? 'one' : 'other'}`;
}
