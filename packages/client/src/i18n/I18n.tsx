import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { loadCatalog } from './catalogs';
import { en, type Messages } from './en';
import { isLanguage, type Language } from './translate';
import { translator, type Translator } from './translator';
import { readPrefs, writePrefs } from '../state/storage';

/** `t` and `tn` translate into the current language (see translator.ts). */
export interface I18n extends Translator {
  readonly language: Language;
  readonly setLanguage: (language: Language) => void;
}

export function makeI18n(
  language: Language,
  messages: Messages,
  setLanguage: (l: Language) => void,
): I18n {
  return { language, setLanguage, ...translator(language, messages) };
}

const I18nContext = createContext<I18n>(makeI18n('en', en, () => undefined));

export const useI18n = (): I18n => useContext(I18nContext);

/** The browser's language if we have it, else English. */
function initialLanguage(): Language {
  const saved = readPrefs().language;
  if (isLanguage(saved)) return saved;
  const browser = (globalThis.navigator?.language ?? 'en').slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ language: Language; messages: Messages }>({
    language: 'en',
    messages: en,
  });
  const setLanguage = useCallback((language: Language) => {
    writePrefs({ language });
    void loadCatalog(language).then((messages) => setState({ language, messages }));
  }, []);
  useEffect(() => {
    const language = initialLanguage();
    if (language !== 'en') setLanguage(language);
  }, [setLanguage]);
  useEffect(() => {
    document.documentElement.lang = state.language;
  }, [state.language]);
  const value = useMemo(
    () => makeI18n(state.language, state.messages, setLanguage),
    [state, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
