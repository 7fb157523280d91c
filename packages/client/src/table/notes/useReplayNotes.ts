import type { NotesResponse, RoomInfo } from '@bomb-busters/protocol';
import { useEffect, useState } from 'react';
import { api } from '../../net/api';
import { seatIn } from '../../state/storage';

/**
 * The notes this browser's seat kept in a game, for its replay: asked with the seat's token, so
 * only the browser holding the seat gets them. null: no seat here, or none to be had.
 */
export function useReplayNotes(
  room: string,
  game: number | null,
  roomInfo: RoomInfo | null,
): NotesResponse | null {
  const [notes, setNotes] = useState<NotesResponse | null>(null);
  // Without a game number the replay shows the last finished game.
  const shown = game ?? roomInfo?.games?.findLast((g) => g.result !== null)?.game ?? null;
  useEffect(() => {
    const token = seatIn(room)?.token;
    setNotes(null);
    if (!token || shown === null) return;
    let live = true;
    void api.notes(room, shown, token).then((r) => {
      if (live && r.ok) setNotes(r.value);
    });
    return () => {
      live = false;
    };
  }, [room, shown]);
  return notes;
}
