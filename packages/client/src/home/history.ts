/** Finished games of this browser's seats, from GET /api/history/:token per saved token. */
import type { Seat } from '@bomb-busters/engine';
import type { Campaign, GameListItem, RoomInfo } from '@bomb-busters/protocol';

/** A table this browser sat at, with its campaign and its finished games. */
export interface HistoryRoom {
  readonly room: string;
  readonly name: string | undefined;
  /** The seat this browser held: the replay opens from its point of view. */
  readonly seat: Seat;
  readonly campaign: Campaign | undefined;
  readonly games: readonly GameListItem[];
  readonly createdAt: string | undefined;
}

/** Each room once with its finished games in order, newest room first. */
export function historyRooms(
  answers: readonly { readonly seat: Seat; readonly rooms: readonly RoomInfo[] }[],
): HistoryRoom[] {
  const seen = new Set<string>();
  const rooms: HistoryRoom[] = [];
  for (const { seat, rooms: infos } of answers)
    for (const info of infos) {
      if (seen.has(info.room)) continue;
      seen.add(info.room);
      const games = (info.games ?? []).filter((g) => g.result !== null);
      if (games.length === 0) continue;
      rooms.push({
        room: info.room,
        name: info.name,
        seat,
        campaign: info.campaign,
        games,
        createdAt: info.createdAt,
      });
    }
  // ISO dates sort as text.
  return rooms.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}
