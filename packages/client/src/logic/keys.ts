/**
 * Keyboard shortcuts as intents. Values are typed: 1-9, 0 for 10, and "11" / "12" as two digits
 * (a "1" waits for a second digit only while a longer value is on offer), Y for yellow.
 */
import type { Announce } from '@bomb-busters/engine';

export type Intent =
  | { readonly type: 'value'; readonly value: Announce }
  | { readonly type: 'solo' }
  | { readonly type: 'revealRed' }
  | { readonly type: 'double' }
  | { readonly type: 'pair' }
  | { readonly type: 'confirm' }
  | { readonly type: 'cancel' }
  | { readonly type: 'back' }
  | { readonly type: 'help' }
  | { readonly type: 'mission' }
  /** Write in the table chat. */
  | { readonly type: 'chat' }
  /** Say "Snip!": take a turn nobody holds (mission 10). */
  | { readonly type: 'snip' }
  /** Note mode on or off: choose a teammate's wire to write a private note on it. */
  | { readonly type: 'note' };

export interface KeyPress {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

/** The result of one key: an intent, and the digits typed so far of a value still being typed. */
export interface KeyResult {
  readonly intent: Intent | null;
  readonly buffer: string;
}

/** The shortcut keys by intent, for the help panel (one source for the keys and their docs). */
export const SHORTCUTS = [
  { keys: ['1', '…', '9', '0', '11', '12'], help: 'play.help.key.digits' },
  { keys: ['Y'], help: 'play.help.key.yellow' },
  { keys: ['S'], help: 'play.help.key.solo' },
  { keys: ['R'], help: 'play.help.key.red' },
  { keys: ['D'], help: 'play.help.key.double' },
  { keys: ['X'], help: 'play.help.key.pair' },
  { keys: ['Enter'], help: 'play.help.key.confirm' },
  { keys: ['Backspace'], help: 'play.help.key.back' },
  { keys: ['Escape'], help: 'play.help.key.cancel' },
  { keys: ['?'], help: 'play.help.key.help' },
  { keys: ['M'], help: 'briefing.key' },
  { keys: ['N'], help: 'snip.key' },
  { keys: ['C'], help: 'chat.key' },
  { keys: ['T'], help: 'notes.key' },
] as const;

const LETTERS: Readonly<Record<string, Intent>> = {
  y: { type: 'value', value: 'yellow' },
  s: { type: 'solo' },
  r: { type: 'revealRed' },
  d: { type: 'double' },
  x: { type: 'pair' },
  enter: { type: 'confirm' },
  escape: { type: 'cancel' },
  backspace: { type: 'back' },
  '?': { type: 'help' },
  m: { type: 'mission' },
  n: { type: 'snip' },
  c: { type: 'chat' },
  t: { type: 'note' },
};

const none = (buffer = ''): KeyResult => ({ intent: null, buffer });

/** The value a run of typed digits names, if it is on offer ("0" alone is 10). */
function typedValue(digits: string, values: readonly Announce[]): number | null {
  const n = digits === '0' ? 10 : Number(digits);
  return values.includes(n) ? n : null;
}

/**
 * What a key press means, given the digits typed so far and the values on offer now. `yellow` is
 * the language's letter for yellow (keycaps.ts: J in French); Y works in every language.
 */
export function readKey(
  press: KeyPress,
  buffer: string,
  values: readonly Announce[],
  yellow = 'y',
): KeyResult {
  if (press.ctrlKey || press.metaKey || press.altKey) return none();
  const { key } = press;
  if (/^\d$/.test(key)) return readDigit(buffer + key, values, buffer !== '');
  const lower = key.toLowerCase();
  const letter = lower === yellow.toLowerCase() ? LETTERS.y : LETTERS[lower];
  if (!letter) return none(buffer);
  // Enter right after a "1" that was waiting for a second digit takes the "1".
  if (letter.type === 'confirm' && buffer) return flush(buffer, values);
  return { intent: letter, buffer: '' };
}

function readDigit(digits: string, values: readonly Announce[], retry: boolean): KeyResult {
  const longer = values.some(
    (v) => typeof v === 'number' && `${v}`.startsWith(digits) && `${v}` !== digits,
  );
  if (longer) return none(digits);
  const value = typedValue(digits, values);
  if (value !== null) return { intent: { type: 'value', value }, buffer: '' };
  // "1" then "5" with no 15: the "5" starts afresh.
  return retry ? readDigit(digits.slice(-1), values, false) : none();
}

/** The value of digits left waiting (when the pause for a second digit ends). */
export function flush(buffer: string, values: readonly Announce[]): KeyResult {
  const value = buffer ? typedValue(buffer, values) : null;
  return { intent: value === null ? null : { type: 'value', value }, buffer: '' };
}
