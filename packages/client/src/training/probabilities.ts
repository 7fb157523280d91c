/** The solver's answer for one view, as chances per hidden wire (keyed like the DOM's data-wire). */
import type { SeatView } from '@bomb-busters/engine';
import { printedOfKey, type Solution } from '@bomb-busters/solver';
import { wireKey } from '../logic/refs';
import type { WireChance, WireProbabilities } from './types';

/**
 * `solution` must come from `positionFromView(view)`, whose stands are the view's stands in the
 * same order. Only wires this view cannot see get chances; an inconsistent position gets none.
 */
export function probabilitiesOf(view: SeatView, solution: Solution): WireProbabilities {
  const chances = new Map<string, readonly WireChance[]>();
  if (solution.status !== 'ok') return chances;
  for (const { stand, slot, probs } of solution.marginals) {
    const sv = view.stands[stand];
    const wire = sv?.wires[slot];
    if (!sv || !wire || wire.cut || wire.printed !== null || sv.seat === view.viewer) continue;
    const list = Object.entries(probs)
      .filter(([, p]) => p > 0)
      .map(([key, p]) => ({ printed: printedOfKey(key), p }))
      .sort((a, b) => b.p - a.p || a.printed - b.printed);
    chances.set(wireKey({ seat: sv.seat, stand: sv.stand, index: slot }), list);
  }
  return chances;
}
