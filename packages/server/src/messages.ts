/** The WebSocket and HTTP messages come from `@bomb-busters/protocol`; the server's few additions. */
export {
  parseClientMessage,
  parseWith,
  CreateRoomRequestSchema,
  ClaimSeatRequestSchema,
  SetSeatRequestSchema,
  ChooseCharacterRequestSchema,
  StartRoomRequestSchema,
  AgainRequestSchema,
  UnlockRequestSchema,
  type ExportResponse,
  type GameListItem,
  type ClientMessage,
  type ServerMessage,
  type RoomInfo as RoomSummary,
  type RoomSeat,
  type LobbyItem,
  type CreateRoomRequest,
  type ProtocolErrorCode,
  type RejectCode,
} from '@bomb-busters/protocol';

/** Who a socket is: a seat, or a spectator. */
export type Viewer = number | 'spectator';
