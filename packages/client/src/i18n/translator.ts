/** Translating with one catalog: the lookup behind `useI18n`, also used without React (the CLI). */
import { en, type MessageKey, type Messages } from './en';
import { format, pluralKey, type Language, type Params } from './translate';

export interface Translator {
  /** The message of `key` in this language (English when missing), placeholders filled in. */
  readonly t: (key: MessageKey, params?: Params) => string;
  /** `key_one` or `key_other` by `count`, which is also passed as the `{count}` placeholder. */
  readonly tn: (key: string, count: number, params?: Params) => string;
}

export function translator(language: Language, messages: Messages): Translator {
  const lookup = (key: string): string =>
    (messages as Record<string, string>)[key] ?? (en as Record<string, string>)[key] ?? key;
  return {
    t: (key, params) => format(lookup(key), params, language),
    tn: (key, count, params) =>
      format(lookup(pluralKey(key, count, language)), { count, ...params }, language),
  };
}
