/** How a game ended, in words: the result banner and the command line's replay say the same. */
import type { LossCause, SeatView } from '@bomb-busters/engine';
import { wireList, type Phrase } from './words';

export type ResultView = Pick<SeatView, 'status' | 'lossCause'> &
  Partial<Pick<SeatView, 'together' | 'log'>>;

/** The wires of the failed cut together that were not of the set, in words ("Cleo #B1"), or null. */
function wrongWires(view: ResultView, names: readonly string[] | undefined): string | null {
  const failed = view.log?.findLast((e) => e.type === 'cutTogether' && !e.success);
  const wrong = failed?.type === 'cutTogether' ? failed.wrong : undefined;
  return names && wrong?.length ? wireList(wrong, names) : null;
}

/**
 * "Bomb defused! The team wins." or "Boom! The bomb exploded: <cause>"; null while playing. A
 * failed cut together names the Number card's value in mission 23 (`together`), the yellow
 * sweep in mission 30, and, with the log and the seats' names, the wire that was not of the set.
 */
export function resultPhrase(view: ResultView, names?: readonly string[]): Phrase | null {
  if (view.status === 'won') return { key: 'replay.result.won', params: {} };
  if (view.status !== 'lost') return null;
  const cause = view.lossCause ?? 'detonator';
  // No explosion: the team gave up.
  if (cause === 'surrendered') return { key: 'replay.result.surrendered', params: {} };
  if (cause !== 'cutTogetherFailed')
    return lost(cause, { key: `replay.cause.${cause}`, params: {} });
  const number = view.together?.number;
  const set = number === undefined ? '' : number === 'yellow' ? 'Yellow' : 'Number';
  const key = `replay.cause.cutTogetherFailed${set}` as const;
  const value = number ?? '';
  const wires = wrongWires(view, names);
  return lost(
    cause,
    wires === null ? { key, params: { value } } : { key: `${key}.wires`, params: { value, wires } },
  );
}

const lost = (cause: LossCause, part: Phrase): Phrase => ({
  key: 'replay.result.lost',
  params: { cause },
  parts: { cause: part },
});
