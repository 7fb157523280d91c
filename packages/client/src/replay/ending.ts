/** What the game-over panel shows, from the table state: null while no game is over. */
import type { LossCause, Seat } from '@bomb-busters/engine';
import type { TableState } from '../state/table';

export interface Ending {
  /** The room's game number (from 1). */
  readonly game: number;
  readonly result: 'won' | 'lost';
  readonly cause: LossCause | null;
  /** The seat to the left of this game's captain captains the next game (rules, play again). */
  readonly nextCaptain: Seat;
  /** The replay opens from the same seat (a spectator watches as one). */
  readonly viewer: Seat | 'spectator';
}

export function endingOf(state: Pick<TableState, 'view' | 'roomInfo' | 'seat'>): Ending | null {
  const { view } = state;
  if (!view || (view.status !== 'won' && view.status !== 'lost')) return null;
  return {
    game: state.roomInfo?.game ?? 1,
    result: view.status,
    cause: view.lossCause,
    nextCaptain: (view.captain + 1) % view.players,
    viewer: state.seat ?? 'spectator',
  };
}
