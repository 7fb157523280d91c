/** What a bot is, and the small deterministic helpers every bot shares. */
import type { Action, SeatView, WireRef } from '@bomb-busters/engine';

/**
 * A player for one seat. It sees only `viewFor(state, seat)` and `legalActions(state, seat)`,
 * never the state, and returns one of the legal actions (a dual cut may add `own`, the engine's
 * optional choice of which own matching wire to reveal). Deterministic given its inputs.
 */
export interface Bot {
  readonly name: string;
  act(view: SeatView, legal: readonly Action[]): Action;
}

export type BotLevel = 'cautious' | 'expert';
export const BOT_LEVELS: readonly BotLevel[] = ['cautious', 'expert'];

/** The seat a view belongs to; bots never play a spectator's view. */
export function seatOf(view: SeatView): number {
  if (typeof view.viewer !== 'number') throw new Error('A bot plays a seat, not a spectator view.');
  return view.viewer;
}

/** FNV-1a over a string: a small deterministic hash for tie-breaking. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** One of `items`, chosen by a hash of the bot, seat, state version and a salt. */
export function pick<T>(items: readonly T[], view: SeatView, salt: string): T {
  if (items.length === 0) throw new Error(`pick: nothing to choose from (${salt})`);
  const index = hash(`${String(view.viewer)}:${view.version}:${salt}`) % items.length;
  return items[index] as T;
}

/**
 * The best items by `score` (higher is better), ties within `eps` broken by a seeded pick.
 * Returns undefined for an empty list.
 */
export function best<T>(
  items: readonly T[],
  score: (item: T) => number,
  view: SeatView,
  salt: string,
  eps = 1e-9,
): T | undefined {
  if (items.length === 0) return undefined;
  const scored = items.map((item) => ({ item, s: score(item) }));
  const top = scored.reduce((m, x) => Math.max(m, x.s), Number.NEGATIVE_INFINITY);
  return pick(
    scored.filter((x) => x.s >= top - eps).map((x) => x.item),
    view,
    salt,
  );
}

export const sameWire = (a: WireRef, b: WireRef): boolean =>
  a.seat === b.seat && a.stand === b.stand && a.index === b.index;
