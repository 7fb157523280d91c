/// <reference types="vite/client" />
/**
 * Texts only some pages and dialogs show: the rules page, the lesson, each mission's own rules,
 * the home page and lobby, the replay and game-over panel, the campaign. Each language's part is a chunk of its own, fetched with the code that shows it, so the first
 * load carries none of them (see app/deferred.tsx).
 */
import type { campaign } from './en/campaign';
import type { home } from './en/home';
import type { learn } from './en/learn';
import type { missionRules } from './en/mission-rules';
import type { replay } from './en/replay';
import type { rules } from './en/rules';
import type { Language } from './translate';

const FILES = {
  rules: 'rules',
  learn: 'learn',
  missionRules: 'mission-rules',
  home: 'home',
  replay: 'replay',
  campaign: 'campaign',
} as const;
export type Part = keyof typeof FILES;
export type PartKey =
  | keyof typeof rules
  | keyof typeof learn
  | keyof typeof missionRules
  | keyof typeof home
  | keyof typeof replay
  | keyof typeof campaign;
export type PartTexts = Readonly<Partial<Record<PartKey, string>>>;

// One lazy import per file: vite makes each its own chunk.
const modules = import.meta.glob<Readonly<Record<Part, PartTexts>>>([
  './*/rules.ts',
  './*/learn.ts',
  './*/mission-rules.ts',
  './*/home.ts',
  './*/replay.ts',
  './*/campaign.ts',
]);

const id = (language: Language, part: Part) => `${language}/${part}`;
/** The parts asked for, by id; `arrived` holds their texts merged, by language. */
const fetched = new Map<string, Promise<void>>();
const ready = new Set<string>();
const arrived = new Map<Language, PartTexts>();

/** Fetches `parts` of `language` (each once); resolves when all have arrived. */
export function loadParts(language: Language, parts: readonly Part[]): Promise<void> {
  return Promise.all(
    parts.map((part) => {
      const key = id(language, part);
      let done = fetched.get(key);
      if (!done) {
        done = modules[`./${language}/${FILES[part]}.ts`]!().then((m) => {
          arrived.set(language, { ...arrived.get(language), ...m[part] });
          ready.add(key);
        });
        fetched.set(key, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/** The parts of `language` that have arrived, merged. */
export const partsOf = (language: Language): PartTexts => arrived.get(language) ?? {};

export const haveParts = (language: Language, parts: readonly Part[]): boolean =>
  parts.every((part) => ready.has(id(language, part)));

/** The parts asked for so far in any language: a language switch brings them in the new one. */
export const partsAsked = (): Part[] => [
  ...new Set([...fetched.keys()].map((key) => key.slice(key.indexOf('/') + 1) as Part)),
];
