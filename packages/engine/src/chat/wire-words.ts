/**
 * Which wire numbers (1-12) and wire colours a chat message names, in English, French, Dutch and
 * Vietnamese at once (a table mixes languages; the reader's language does not matter). The
 * decisions, false friends included, are in docs/chat.md with the tests that show them.
 */
import { EN } from './en.js';
import { FR } from './fr.js';
import { NL } from './nl.js';
import { VI } from './vi.js';
import type { FalseFriend, Vocabulary, WireColour } from './vocabulary.js';

export type { WireColour } from './vocabulary.js';

export interface WireWords {
  /** Sorted, without repeats. */
  readonly numbers: number[];
  /** In the order blue, red, yellow, without repeats. */
  readonly colours: WireColour[];
}

export const VOCABULARIES: readonly Vocabulary[] = [EN, FR, NL, VI];

const merged = <T>(pick: (v: Vocabulary) => Readonly<Record<string, T>>) =>
  new Map(VOCABULARIES.flatMap((v) => Object.entries(pick(v))));
const wordSet = (pick: (v: Vocabulary) => readonly string[]) => new Set(VOCABULARIES.flatMap(pick));

const NUMBERS = merged((v) => v.numbers);
const COLOURS = merged((v) => v.colours);
const TEENS = new Map(
  VOCABULARIES.flatMap((v) => (v.teens ? [[v.teens.word, v.teens.units]] : [])),
);
const COMPOUND = wordSet((v) => v.compound);
const JOINERS = wordSet((v) => v.joiners);
const BETWEEN = wordSet((v) => v.between);
const MARKERS = wordSet((v) => v.markers);
const ORDINALS = wordSet((v) => v.ordinals);
// A word may be a false friend in several languages ("ten"): its conditions add up.
const FRIENDS = new Map<string, FalseFriend>();
for (const v of VOCABULARIES)
  for (const [word, f] of Object.entries(v.falseFriends)) {
    const known = FRIENDS.get(word) ?? {};
    FRIENDS.set(word, {
      notAfter: [...(known.notAfter ?? []), ...(f.notAfter ?? [])],
      notBefore: [...(known.notBefore ?? []), ...(f.notBefore ?? [])],
      ...(known.article || f.article ? { article: true } : {}),
    });
  }

type Token =
  | { readonly kind: 'word'; readonly word: string }
  /** Digits: the numbers they stand for (none when glued to letters or inside a larger number). */
  | { readonly kind: 'digits'; readonly values: readonly number[] }
  /** Punctuation, a symbol or an emoji: the end of a clause. */
  | { readonly kind: 'break' };

// A word (letters and their marks), a run of digits with the separators of one larger number
// ("10:30", "1.5", "1,000"), spaces, hyphens and apostrophes between words, or anything else.
const TOKEN =
  /(\p{L}[\p{L}\p{M}]*)|([0-9]+(?:[.,:/][0-9]+)*)|[\s\-\u2010-\u2015'\u2019]+|([^\s\p{L}0-9])/gu;
// Right after digits: a plural ("two 5s", "5's") keeps them a number; another letter ("5th",
// "x2", "10h") does not.
const PLURAL = /^(?:['\u2019]?s)(?!\p{L})/u;
const LETTER = /\p{L}/u;

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const [all, word, digits, other] = m;
    if (word !== undefined) out.push({ kind: 'word', word });
    else if (digits !== undefined) {
      const at = m.index;
      const after = text.slice(at + all.length);
      const glued =
        LETTER.test(text[at - 1] ?? '') || (LETTER.test(after[0] ?? '') && !PLURAL.test(after));
      out.push({ kind: 'digits', values: glued ? [] : digitValues(digits) });
    } else if (other !== undefined) out.push({ kind: 'break' });
  }
  return out;
}

/**
 * One number, or several written as a list without spaces ("1,2,3"); none for one larger number
 * (a decimal "1.5", a time "10:30", a date "12/5", thousands "1,000,000").
 */
function digitValues(digits: string): number[] {
  const groups = digits.split(/[.,:/]/);
  if (groups.length === 1) return [Number(digits)];
  const list =
    !/[.:/]/.test(digits) && groups.length > 2 && groups.slice(1).some((g) => g.length !== 3);
  return list ? groups.map(Number) : [];
}

const wordAt = (ts: readonly Token[], i: number): string | null => {
  const t = ts[i];
  return t?.kind === 'word' ? t.word : null;
};

/**
 * Tokens `first`..`last` are not a wire number by themselves: next to a tens word or a multiplier
 * (directly or through a joiner), they are part of a larger number; after an ordinal word, a
 * position.
 */
function compounded(ts: readonly Token[], first: number, last: number): boolean {
  const compound = (i: number) => COMPOUND.has(wordAt(ts, i) ?? '');
  const joiner = (i: number) => JOINERS.has(wordAt(ts, i) ?? '');
  return (
    ORDINALS.has(wordAt(ts, first - 1) ?? '') ||
    compound(last + 1) ||
    compound(first - 1) ||
    (joiner(last + 1) && compound(last + 2)) ||
    (joiner(first - 1) && compound(first - 2))
  );
}

/** Whether the word at `i`, a number word or a colour, is meant as one here. */
function meant(ts: readonly Token[], i: number, word: string): boolean {
  const friend = FRIENDS.get(word);
  if (!friend) return true;
  const before = wordAt(ts, i - 1);
  const after = wordAt(ts, i + 1);
  if (before !== null && friend.notAfter?.includes(before)) return false;
  if (after !== null && friend.notBefore?.includes(after)) return false;
  if (!friend.article) return true;
  // Before a number it is the article too: "een vijf" is a five.
  const next = ts[i + 1];
  return (
    next === undefined ||
    next.kind === 'break' ||
    BETWEEN.has(after ?? '') ||
    MARKERS.has(before ?? '')
  );
}

/** The wire numbers and colours `text` names. */
export function wireWordsIn(text: string): WireWords {
  const ts = tokens(text.normalize('NFKC').toLowerCase());
  const numbers = new Set<number>();
  const colours = new Set<WireColour>();
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] as Token;
    if (t.kind === 'digits') {
      if (!compounded(ts, i, i)) for (const v of t.values) numbers.add(v);
      continue;
    }
    if (t.kind !== 'word') continue;
    const colour = COLOURS.get(t.word);
    if (colour && meant(ts, i, t.word)) colours.add(colour);
    // "dix-sept", "mười hai": one number of two words.
    const units = TEENS.get(t.word);
    const unit = NUMBERS.get(wordAt(ts, i + 1) ?? '');
    if (units && unit !== undefined && units.includes(unit)) {
      if (!compounded(ts, i, i + 1)) numbers.add(10 + unit);
      i++;
      continue;
    }
    const value = NUMBERS.get(t.word);
    if (value !== undefined && meant(ts, i, t.word) && !compounded(ts, i, i)) numbers.add(value);
  }
  return {
    numbers: [...numbers].filter((n) => n >= 1 && n <= 12).sort((a, b) => a - b),
    colours: (['blue', 'red', 'yellow'] as const).filter((c) => colours.has(c)),
  };
}
