/** The rooms table as both stores write a room: its columns, and a room's values in their order. */
import type { RoomInfo } from './types.js';

export const ROOM_COLUMNS =
  'id, created_at, public, host_token_hash, setup, seats, status, turn_clock, game, games, training_aid, creator, unlocked';

/** A room's values for ROOM_COLUMNS; `flag` writes a boolean as the store keeps it (SQLite: 0 or 1). */
export const roomValues = (room: RoomInfo, flag: (value: boolean) => unknown): unknown[] => [
  room.id,
  room.createdAt,
  flag(room.public),
  room.hostTokenHash,
  JSON.stringify(room.setup),
  JSON.stringify(room.seats),
  room.status,
  room.turnClock,
  room.game ?? 1,
  JSON.stringify(room.games ?? []),
  flag(room.trainingAid),
  room.creator ?? null,
  flag(room.unlocked ?? false),
];
