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
import { loadParts, partsAsked, partsOf, type Part } from './parts';
import { isLanguage, type Language } from './translate';
import { translator, type Translator } from './translator';
import { readPrefs, writePrefs } from '../state/storage';

/** `t` and `tn` translate into the current language (see translator.ts). */
export interface I18n extends Translator {
  readonly language: Language;
  readonly setLanguage: (language: Language) => void;
  /** Brings in these parts of the current language's texts (a page asks for those it shows). */
  readonly loadParts: (parts: readonly Part[]) => Promise<void>;
}

export function makeI18n(
  language: Language,
  messages: Messages,
  setLanguage: (l: Language) => void,
  load = (parts: readonly Part[]) => loadParts(language, parts),
): I18n {
  return { language, setLanguage, loadParts: load, ...translator(language, messages) };
}

const I18nContext = createContext<I18n>(makeI18n('en', en, () => undefined));

/** A language's first-load texts and the parts of it that have arrived. */
const textsOf = (language: Language, core: Messages): Messages => ({
  ...core,
  ...partsOf(language),
});

export const useI18n = (): I18n => useContext(I18nContext);

/** The browser's language if we have it, else English. */
function initialLanguage(): Language {
  const saved = readPrefs().language;
  if (isLanguage(saved)) return saved;
  const browser = (globalThis.navigator?.language ?? 'en').slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ language: Language; messages: Messages }>(() => ({
    language: 'en',
    messages: textsOf('en', en),
  }));
  const setLanguage = useCallback((language: Language) => {
    writePrefs({ language });
    // The parts already shown come along: the page changes language at once, complete.
    void Promise.all([loadCatalog(language), loadParts(language, partsAsked())]).then(([core]) =>
      setState({ language, messages: textsOf(language, core) }),
    );
  }, []);
  const addParts = useCallback(
    (language: Language, parts: readonly Part[]) =>
      loadParts(language, parts).then(() =>
        setState((s) =>
          s.language === language ? { language, messages: textsOf(language, s.messages) } : s,
        ),
      ),
    [],
  );
  useEffect(() => {
    const language = initialLanguage();
    if (language !== 'en') setLanguage(language);
  }, [setLanguage]);
  useEffect(() => {
    document.documentElement.lang = state.language;
  }, [state.language]);
  const value = useMemo(
    () =>
      makeI18n(state.language, state.messages, setLanguage, (parts) =>
        addParts(state.language, parts),
      ),
    [state, setLanguage, addParts],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
