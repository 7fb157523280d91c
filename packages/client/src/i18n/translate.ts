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

/** `{name}` replaced by params.name; an unknown placeholder is left visible so it gets noticed. */
export function format(message: string, params: Params = {}, locale = 'en'): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? value.toLocaleString(locale) : value;
  });
}

/** The key of the plural form of `count` (`_one` or `_other`; the catalog has both). */
export function pluralKey(key: string, count: number, language: Language): string {
  return `${key}_${new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other'}`;
}
