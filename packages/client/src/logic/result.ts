/** How a game ended, in words: the result banner and the command line's replay say the same. */
import type { SeatView } from '@bomb-busters/engine';
import type { Phrase } from './words';

/** "Bomb defused! The team wins." or "Boom! The bomb exploded: <cause>"; null while playing. */
export function resultPhrase(view: Pick<SeatView, 'status' | 'lossCause'>): Phrase | null {
  if (view.status === 'won') return { key: 'replay.result.won', params: {} };
  if (view.status !== 'lost') return null;
  const cause = view.lossCause ?? 'detonator';
  return {
    key: 'replay.result.lost',
    params: { cause },
    parts: { cause: { key: `replay.cause.${cause}`, params: {} } },
  };
}
