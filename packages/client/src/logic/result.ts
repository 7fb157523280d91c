/** How a game ended, in words: the result banner and the command line's replay say the same. */
import type { SeatView } from '@bomb-busters/engine';
import type { Phrase } from './words';

/**
 * "Bomb defused! The team wins." or "Boom! The bomb exploded: <cause>"; null while playing. A
 * failed cut together names the Number card's value in mission 23 (`together`), the yellow
 * sweep in mission 30.
 */
export function resultPhrase(
  view: Pick<SeatView, 'status' | 'lossCause'> & Partial<Pick<SeatView, 'together'>>,
): Phrase | null {
  if (view.status === 'won') return { key: 'replay.result.won', params: {} };
  if (view.status !== 'lost') return null;
  const cause = view.lossCause ?? 'detonator';
  // No explosion: the team gave up.
  if (cause === 'surrendered') return { key: 'replay.result.surrendered', params: {} };
  const number = view.together?.number;
  const part: Phrase =
    cause !== 'cutTogetherFailed' || number === undefined
      ? { key: `replay.cause.${cause}`, params: {} }
      : number === 'yellow'
        ? { key: 'replay.cause.cutTogetherFailedYellow', params: {} }
        : { key: 'replay.cause.cutTogetherFailedNumber', params: { value: number } };
  return { key: 'replay.result.lost', params: { cause }, parts: { cause: part } };
}
