/** Finished games of this browser's seats, from GET /api/history/:token per saved token. */
import type { Seat } from '@bomb-busters/engine';
import type { GameListItem, RoomInfo } from '@bomb-busters/protocol';

export interface HistoryGame {
  readonly room: string;
  readonly name: string | undefined;
  /** The seat this browser held: the replay opens from its point of view. */
  readonly seat: Seat;
  readonly game: GameListItem;
  readonly createdAt: string | undefined;
}

/** Each room's finished games once, newest room first, games in order. */
export function historyGames(
  answers: readonly { readonly seat: Seat; readonly rooms: readonly RoomInfo[] }[],
): HistoryGame[] {
  const seen = new Set<string>();
  const games: HistoryGame[] = [];
  for (const { seat, rooms } of answers)
    for (const info of rooms) {
      if (seen.has(info.room)) continue;
      seen.add(info.room);
      for (const game of info.games ?? [])
        if (game.result !== null)
          games.push({ room: info.room, name: info.name, seat, game, createdAt: info.createdAt });
    }
  // ISO dates sort as text; a stable sort keeps each room's games in their order.
  return games.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}
