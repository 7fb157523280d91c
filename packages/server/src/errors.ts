/** Typed errors of the server: a stable protocol code (sent to clients) and an HTTP status. */
import type { ProtocolErrorCode } from '@bomb-busters/protocol';

export type ServerErrorCode = ProtocolErrorCode;

const STATUS: Partial<Record<ServerErrorCode, number>> = {
  UNKNOWN_ROOM: 404,
  NO_SUCH_SEAT: 404,
  NOT_FOUND: 404,
  SEAT_TAKEN: 409,
  CHARACTER_TAKEN: 409,
  NOT_A_PERSON_SEAT: 409,
  ROOM_STARTED: 409,
  SEATS_FREE: 409,
  NOT_FINISHED: 409,
  MISSION_LOCKED: 409,
  ROOM_FULL: 409,
  BAD_TOKEN: 403,
  BAD_ORIGIN: 403,
  TIMEOUT: 408,
  ROOM_EXPIRED: 410,
  TOO_LARGE: 413,
  RATE_LIMITED: 429,
  TOO_MANY_SOCKETS: 429,
  TOO_MANY_ROOMS: 429,
  SHUTTING_DOWN: 503,
  SERVER_BUSY: 503,
  INTERNAL: 500,
};

export const statusOf = (code: ServerErrorCode): number => STATUS[code] ?? 400;

export class ServerError extends Error {
  readonly status: number;
  constructor(
    readonly code: ServerErrorCode,
    message: string,
    /** When to retry (RATE_LIMITED, SERVER_BUSY). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.status = statusOf(code);
  }

  /** The protocol's error body. */
  body(): { code: ServerErrorCode; message: string; retryAfterMs?: number } {
    return {
      code: this.code,
      message: this.message,
      ...(this.retryAfterMs !== undefined ? { retryAfterMs: this.retryAfterMs } : {}),
    };
  }
}
