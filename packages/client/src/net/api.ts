/** The server's HTTP API (docs/protocol.md), as typed calls returning a result, never throwing. */
import type { GameRecord } from '@bomb-busters/engine';
import type {
  ClaimSeatResponse,
  CreateRoomRequest,
  CreatedRoom,
  GamesResponse,
  LobbyResponse,
  NotesResponse,
  ProtocolErrorCode,
  RoomInfo,
  SetSeatRequest,
  ChooseCharacterRequest,
} from '@bomb-busters/protocol';

/** A server error code, or NETWORK when the server could not be reached. */
export type ApiErrorCode = ProtocolErrorCode | 'NETWORK';
/** A failed call: the server's code, and how long it asked to wait before a retry. */
export interface ApiFailure {
  readonly code: ApiErrorCode;
  /** With RATE_LIMITED and SERVER_BUSY: milliseconds before a retry may succeed. */
  readonly retryAfterMs?: number;
}
export type ApiResult<T> =
  { readonly ok: true; readonly value: T } | ({ readonly ok: false } & ApiFailure);

/** The server's wait: the body's `retryAfterMs`, else the `Retry-After` header (in seconds). */
function retryAfterMs(body: { retryAfterMs?: unknown } | null, header: string | null) {
  if (typeof body?.retryAfterMs === 'number') return body.retryAfterMs;
  const seconds = header?.trim() ? Number(header) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, code: 'NETWORK' };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: json as T };
  const error = json as { code?: ApiErrorCode; retryAfterMs?: unknown } | null;
  const wait = retryAfterMs(error, response.headers.get('retry-after'));
  return {
    ok: false,
    code: error?.code ?? 'INTERNAL',
    ...(wait === undefined ? {} : { retryAfterMs: wait }),
  };
}

const room = (id: string) => `/api/rooms/${encodeURIComponent(id)}`;

export const api = {
  createRoom: (request: CreateRoomRequest) => call<CreatedRoom>('POST', '/api/rooms', request),
  lobby: () => call<LobbyResponse>('GET', '/api/rooms'),
  room: (id: string) => call<RoomInfo>('GET', room(id)),
  claimSeat: (id: string, seat: number, name?: string) =>
    call<ClaimSeatResponse>(
      'POST',
      `${room(id)}/seats/${seat}/claim`,
      name ? { seat, name } : { seat },
    ),
  setSeat: (id: string, request: SetSeatRequest) =>
    call<RoomInfo>('POST', `${room(id)}/seats/${request.seat}`, request),
  chooseCharacter: (id: string, request: ChooseCharacterRequest) =>
    call<RoomInfo>('POST', `${room(id)}/seats/${request.seat}/character`, request),
  start: (id: string, hostToken: string) =>
    call<RoomInfo>('POST', `${room(id)}/start`, { hostToken }),
  again: (id: string, hostToken: string, mission?: RoomInfo['mission']) =>
    call<RoomInfo>(
      'POST',
      `${room(id)}/again`,
      mission === undefined ? { hostToken } : { hostToken, mission },
    ),
  unlock: (id: string, hostToken: string) =>
    call<RoomInfo>('POST', `${room(id)}/unlock`, { hostToken }),
  games: (id: string) => call<GamesResponse>('GET', `${room(id)}/games`),
  record: (id: string, game?: number) =>
    call<GameRecord>('GET', `${room(id)}/record${game === undefined ? '' : `?game=${game}`}`),
  history: (token: string) => call<{ rooms: RoomInfo[] }>('GET', `/api/history/${token}`),
  /** The seat's own notes of a game (its token in the body), for its replay. */
  notes: (id: string, game: number, token: string) =>
    call<NotesResponse>('POST', `${room(id)}/games/${game}/notes`, { token }),
  /** Where the campaign and every finished game's record can be downloaded. */
  exportUrl: (id: string) => `${room(id)}/export`,
  /** Where a finished game's record can be downloaded. */
  recordUrl: (id: string, game?: number) =>
    `${room(id)}/record${game === undefined ? '' : `?game=${game}`}`,
};
