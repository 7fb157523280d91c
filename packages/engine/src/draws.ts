/**
 * Random components a record may fix (docs/record-format.md, "Fixing random components"): the
 * seed draws each one as always, and what the record fixes replaces the outcome, its cards first,
 * the others in the seed's order. Fixing a component to what the seed gave changes nothing else.
 * Components drawn during play (a reshuffled deck) are fixed through `state.fixed`, used up in
 * order; one the rules cannot produce there makes the action that drew it illegal.
 */
import { shuffle } from './rng.js';
import type { FixedDraws, GameState } from './types.js';

/**
 * `drawn` with `top` first and the rest in their order; null if `top` names a card not drawn, or
 * more copies of one than were drawn (info tokens come two of a value).
 */
export function withTop<T>(drawn: readonly T[], top: readonly T[]): T[] | null {
  const rest = [...drawn];
  for (const card of top) {
    const at = rest.indexOf(card);
    if (at === -1) return null;
    rest.splice(at, 1);
  }
  return [...top, ...rest];
}

/** Whether `given` is a list of distinct Number cards (1-12). */
export const areNumberCards = (given: unknown): given is readonly number[] =>
  Array.isArray(given) &&
  new Set(given).size === given.length &&
  given.every((n) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 12);

/**
 * The Number cards `cards` shuffled into a new face-down deck, top first: the seed's order, under
 * the record's next fixed reshuffle if it has one.
 */
export function reshuffleNumbers(
  state: GameState,
  cards: readonly number[],
): { deck: readonly number[]; state: GameState } {
  const [drawn, rng] = shuffle(state.rng, cards);
  const fixed = state.fixed;
  const [top, ...later] = fixed?.numberReshuffles ?? [];
  if (!fixed || !top) return { deck: drawn, state: { ...state, rng } };
  const deck = withTop(drawn, top);
  const rest: FixedDraws = deck
    ? { ...fixed, numberReshuffles: later }
    : { ...fixed, impossible: 'numberReshuffles' };
  return { deck: deck ?? drawn, state: { ...state, rng, fixed: rest } };
}
