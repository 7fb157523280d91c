/** Info tokens: the true-value token of a setup pick, a failed cut or a Post-it (RULES.md §2.4). */
import type { Out } from './flow.js';
import { updateWire, valueIn, wireAt } from './hands.js';
import type { GameState, InfoToken, WireRef } from './types.js';

/** The true-value token on a wire; red and star wires never get one (§8). */
export function placeInfo(
  state: GameState,
  ref: WireRef,
  cause: 'setup' | 'failure' | 'postIt',
  out: Out,
): GameState {
  const wire = wireAt(state, ref);
  if (!wire) return state;
  const value = valueIn(state, wire.printed);
  if (value === 'star' || value === 'red' || wire.info !== null) return state;
  // Two tokens of each value: with both in front of uncut wires, the owner says it aloud (§2.4).
  const inUse = state.hands.flat(2).filter((w) => !w.cut && w.info?.value === value).length;
  const info: InfoToken = inUse >= 2 ? { value, oral: true } : { value };
  out.push({ type: 'infoPlaced', wire: ref, info, cause });
  return updateWire(state, ref, (w) => ({ ...w, info }));
}
