/**
 * Keys as the help shows them, in the player's language: named keys translated ("Entrée",
 * "Échap"), and yellow as the letter the board prints for it (J in French, G in Dutch, V in
 * Vietnamese), which is also the key that picks yellow.
 */
import type { MessageKey } from '../i18n/en';
import type { Params } from '../i18n/translate';

type Translate = (key: MessageKey, params?: Params) => string;

const NAMED: Readonly<Record<string, MessageKey>> = {
  Enter: 'play.key.enter',
  Backspace: 'play.key.backspace',
  Escape: 'play.key.escape',
  Y: 'board.short.yellow',
};

/** A key of `SHORTCUTS` as written on the help's key cap. */
export const keyCap = (key: string, t: Translate): string => {
  const named = NAMED[key];
  return named ? t(named) : key;
};

/** The key (lower case) that picks yellow in the current language: its letter on the board. */
export const yellowKey = (t: Translate): string => t('board.short.yellow').toLowerCase();
