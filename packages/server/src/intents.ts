/**
 * The intents a game has applied, by seat: a client's retry of the same action is acknowledged
 * with the version it produced, the same id with another action is DUPLICATE_INTENT. Ids are
 * scoped by seat, and the server's own ids (`#bot-<seq>`, `#clock-<seq>`, `#timeUp-<game>`,
 * `#cue-<game>-<index>`, `#pause-<seq>`, `#resume-<seq>`, `#surrender-<game>`) cannot be sent by a client (the protocol's INTENT_ID_PATTERN has no
 * `#`), so no one can spend another's id.
 */
import { SERVER_INTENT_PREFIX } from './store/types.js';

export type IntentCheck =
  | { readonly kind: 'new' }
  | { readonly kind: 'retry'; readonly seq: number }
  | { readonly kind: 'duplicate'; readonly seq: number };

/** JSON with object keys sorted, so two equal actions compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

export const botIntent = (seq: number): string => `${SERVER_INTENT_PREFIX}bot-${seq}`;
export const clockIntent = (seq: number): string => `${SERVER_INTENT_PREFIX}clock-${seq}`;
/** The mission clock's `timeUp`: once per game (not a seat's move, though the Captain's seat). */
export const timeUpIntent = (game: number): string => `${SERVER_INTENT_PREFIX}timeUp-${game}`;
/** The mission clock's cue `index` of the timeline: once per game, on the Captain's seat too. */
export const cueIntent = (game: number, index: number): string =>
  `${SERVER_INTENT_PREFIX}cue-${game}-${index}`;

/** The host's pause or resume, applied as version `seq`. */
export const hostIntent = (op: 'pause' | 'resume', seq: number): string =>
  `${SERVER_INTENT_PREFIX}${op}-${seq}`;
/** The table gave up: once per game, on the proposer's seat. */
export const surrenderIntent = (game: number): string => `${SERVER_INTENT_PREFIX}surrender-${game}`;

export class Intents {
  /** The action as applied (plain data, never changed): made canonical only when its id comes again. */
  private readonly bySeat = new Map<string, { seq: number; action: unknown }>();

  clear(): void {
    this.bySeat.clear();
  }

  remember(seat: number, id: string, seq: number, action: unknown): void {
    this.bySeat.set(`${seat}:${id}`, { seq, action });
  }

  check(seat: number, id: string, action: unknown): IntentCheck {
    const known = this.bySeat.get(`${seat}:${id}`);
    if (!known) return { kind: 'new' };
    return canonicalJson(known.action) === canonicalJson(action)
      ? { kind: 'retry', seq: known.seq }
      : { kind: 'duplicate', seq: known.seq };
  }
}
