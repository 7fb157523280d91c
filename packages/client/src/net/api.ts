/** The server's HTTP API (docs/protocol.md), as typed calls returning a result, never throwing. */
import type { GameRecord } from '@bomb-busters/engine';
import type {
  ClaimSeatResponse,
  CreateRoomRequest,
  CreatedRoom,
  GamesResponse,
  LobbyResponse,
  ProtocolErrorCode,
  RoomInfo,
  SetSeatRequest,
} from '@bomb-busters/protocol';

/** A server error code, or NETWORK when the server could not be reached. */
export type ApiErrorCode = ProtocolErrorCode | 'NETWORK';
export type ApiResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: ApiErrorCode };

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
  const code = (json as { code?: ApiErrorCode } | null)?.code ?? 'INTERNAL';
  return { ok: false, code };
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
  start: (id: string, hostToken: string) =>
    call<RoomInfo>('POST', `${room(id)}/start`, { hostToken }),
  again: (id: string, hostToken: string, mission?: RoomInfo['mission']) =>
    call<RoomInfo>(
      'POST',
      `${room(id)}/again`,
      mission === undefined ? { hostToken } : { hostToken, mission },
    ),
  games: (id: string) => call<GamesResponse>('GET', `${room(id)}/games`),
  record: (id: string, game?: number) =>
    call<GameRecord>('GET', `${room(id)}/record${game === undefined ? '' : `?game=${game}`}`),
  history: (token: string) => call<{ rooms: RoomInfo[] }>('GET', `/api/history/${token}`),
  /** Where a finished game's record can be downloaded. */
  recordUrl: (id: string, game?: number) =>
    `${room(id)}/record${game === undefined ? '' : `?game=${game}`}`,
};
