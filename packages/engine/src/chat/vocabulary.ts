/**
 * How one language writes wire numbers and colours, as data: the matcher (wire-words.ts) reads
 * every language at once, since a table mixes them. Words are lower case and NFKC-normalised;
 * docs/chat.md explains each field and every false friend.
 */
export type WireColour = 'blue' | 'red' | 'yellow';

/** Where a word that is also something else is not read as a number (or a colour). */
export interface FalseFriend {
  /** Not after one of these words ("this one", "quoi de neuf"). */
  readonly notAfter?: readonly string[];
  /** Not before one of these words ("năm nay", "ten minste"). */
  readonly notBefore?: readonly string[];
  /**
   * Also the article "a": a number only alone (at the end, before punctuation or a `between`
   * word) or after a `marker` ("il en reste un", "un ou deux", "số một"); before a number it is
   * the article ("een vijf": a five).
   */
  readonly article?: true;
}

export interface Vocabulary {
  /** Number words 1-12, and their plurals where they name wires ("fives"). */
  readonly numbers: Readonly<Record<string, number>>;
  /** A word that makes one number with the unit after it: 10 + that unit ("dix-sept", "mười hai"). */
  readonly teens?: { readonly word: string; readonly units: readonly number[] };
  /**
   * Words found only inside a larger number (tens, multipliers, units that exist only in
   * compounds): a number next to one is part of that larger number and does not count.
   */
  readonly compound: readonly string[];
  /** Words that join the parts of one larger number ("a hundred and two", "vingt et un"). */
  readonly joiners: readonly string[];
  /** Words between the numbers of a list or a range ("one or two", "un à trois"). */
  readonly between: readonly string[];
  /** Words that say the next one is a number ("number one", "le un", "số một"). */
  readonly markers: readonly string[];
  /** Words that make the number after them an ordinal, a position ("thứ hai": second, Monday). */
  readonly ordinals: readonly string[];
  readonly colours: Readonly<Record<string, WireColour>>;
  readonly falseFriends: Readonly<Record<string, FalseFriend>>;
}
