/** Typed errors of the server: a stable protocol code (sent to clients) and an HTTP status. */
import type { ProtocolErrorCode } from '@bomb-busters/protocol';

export type ServerErrorCode = ProtocolErrorCode;

const STATUS: Partial<Record<ServerErrorCode, number>> = {
  UNKNOWN_ROOM: 404,
  NO_SUCH_SEAT: 404,
  NOT_FOUND: 404,
  SEAT_TAKEN: 409,
  NOT_A_PERSON_SEAT: 409,
  ROOM_STARTED: 409,
  SEATS_FREE: 409,
  NOT_FINISHED: 409,
  BAD_TOKEN: 403,
  BAD_ORIGIN: 403,
  SHUTTING_DOWN: 503,
  INTERNAL: 500,
};

export class ServerError extends Error {
  readonly status: number;
  constructor(
    readonly code: ServerErrorCode,
    message: string,
  ) {
    super(message);
    this.status = STATUS[code] ?? 400;
  }
}
