/** Info tokens: the true-value token of a setup pick, a failed cut or a Post-it (RULES.md §2.4). */
import type { Out } from './flow.js';
import { updateWire, valueIn, wireAt } from './hands.js';
import type { GameState, InfoToken, InfoValue, WireRef } from './types.js';

/**
 * The token on a wire: its true value, or with `not` a false token of that value (mission 17).
 * Red and star wires never get one (§8).
 */
export function placeInfo(
  state: GameState,
  ref: WireRef,
  cause: 'setup' | 'failure' | 'postIt',
  out: Out,
  not?: InfoValue,
): GameState {
  const wire = wireAt(state, ref);
  if (!wire) return state;
  const truth = valueIn(state, wire.printed);
  if (truth === 'star' || truth === 'red' || wire.info !== null) return state;
  const value = not ?? truth;
  // Two tokens of each value: with both in front of uncut wires, the owner says it aloud (§2.4).
  const inUse = state.hands.flat(2).filter((w) => !w.cut && w.info?.value === value).length;
  const info: InfoToken = {
    value,
    ...(inUse >= 2 ? { oral: true as const } : {}),
    ...(not !== undefined ? { not: true as const } : {}),
  };
  out.push({ type: 'infoPlaced', wire: ref, info, cause });
  return updateWire(state, ref, (w) => ({ ...w, info }));
}
