/**
 * Seats on the command line are numbered as the web page names them: "Seat 1" is the engine's
 * (and the record's) seat 0. JSON output keeps the engine's numbers, from 0, for scripts.
 */
import type { Viewer } from '@bomb-busters/engine';

/** `--view 2` / `--seat 2` (the page's "Seat 2", engine seat 1), or "spectator"; null if neither. */
export function parseViewer(text: string, players: number): Viewer | null {
  if (text === 'spectator') return 'spectator';
  if (!/^\d+$/.test(text)) return null;
  const seat = Number(text) - 1;
  return seat >= 0 && seat < players ? seat : null;
}

/** "seat 2" for engine seat 1, as the page says it; "spectator". */
export const viewerLabel = (viewer: Viewer): string =>
  viewer === 'spectator' ? 'spectator' : `seat ${viewer + 1}`;

/** What a seat option takes, for error messages. */
export const seatChoices = (players: number): string =>
  `a seat 1-${players} (as the web page numbers them: "Seat 1" is the record's seat 0) or "spectator"`;
