/**
 * Turning Number cards from the face-down Number deck, shared by the modules that turn one at a
 * time (missions 15 and 18): a card with nothing left to cut leaves the game at once
 * (`numberTurned` with `alreadyCut`) and the next is turned.
 */
import type { Out } from '../../step.js';

/** The first card of `deck` that is not `done` (null if none), and the deck after it. */
export function turnNumber(
  deck: readonly number[],
  done: (number: number) => boolean,
  out: Out,
): { number: number | null; deck: readonly number[] } {
  for (let i = 0; i < deck.length; i++) {
    const number = deck[i] as number;
    const alreadyCut = done(number);
    out.push({ type: 'numberTurned', number, alreadyCut });
    if (!alreadyCut) return { number, deck: deck.slice(i + 1) };
  }
  return { number: null, deck: [] };
}
