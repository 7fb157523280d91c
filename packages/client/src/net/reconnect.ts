/**
 * When the table's socket reconnects: pure rules, so they are tested without a browser. The
 * socket (socket.ts) applies them; the table state (state/table.ts) shows the fatal codes.
 */
import type { ErrorMessage, RejectCode } from '@bomb-busters/protocol';

/** Waits before the 1st, 2nd, ... reconnection; the last one repeats. */
export const BACKOFF_MS: readonly number[] = [250, 500, 1000, 2000, 4000];

/** Join errors after which reconnecting cannot help: the table is gone or full, or the key is wrong. */
const FATAL: ReadonlySet<RejectCode> = new Set<RejectCode>([
  'UNKNOWN_ROOM',
  'BAD_TOKEN',
  'ROOM_EXPIRED',
  'ROOM_FULL',
]);

export const isFatal = (code: RejectCode): boolean => FATAL.has(code);

/** What an `error` message does to the connection. */
export interface ErrorEffect {
  /**
   * `stop`: close and never reconnect. `retry`: the join failed, close and reconnect. `keep`: the
   * socket stays (the table shows the error).
   */
  readonly connection: 'stop' | 'retry' | 'keep';
  /** The server's wait before the next connection (`retryAfterMs`), 0 when it gave none. */
  readonly waitMs: number;
}

/** Before `joined`, an error is the answer to the join: it failed. */
export function errorEffect(
  message: Pick<ErrorMessage, 'code' | 'retryAfterMs'>,
  joined: boolean,
): ErrorEffect {
  const waitMs = message.retryAfterMs ?? 0;
  if (isFatal(message.code)) return { connection: 'stop', waitMs };
  return { connection: joined ? 'keep' : 'retry', waitMs };
}

/**
 * Milliseconds before reconnection number `attempt` (0 = the first since the last join): the
 * back-off, or longer while the server's wait (`notBefore`, a time in ms) is not over.
 */
export function reconnectDelay(attempt: number, notBefore: number, now: number): number {
  const backoff = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)] ?? 0;
  return Math.max(backoff, notBefore - now);
}
