/**
 * Info tokens (RULES.md §2.4): the token a setup pick, a failed cut or a Post-it puts in front of a
 * wire. Its kind is the mission's (`infoToken` hook: even/odd, x1-x3 counts, or none at all); the
 * default shows the wire's true value, and a false token (mission 17) a value it is not.
 */
import { wireAt, updateWire } from './hands.js';
import { missionInfoToken } from './missions/ask.js';
import { setPending, type Out } from './step.js';
import { tokensInUse, TOKENS_PER_VALUE } from './supply.js';
import type { GameState, InfoCause, InfoToken, InfoValue, TokenCount, WireRef } from './types.js';
import { valueIn } from './values.js';

/**
 * Put the mission's token in front of a wire (or with `not`, a false token of that value). Red
 * and star wires never get one (§8), nor a wire that has one. A count token of a value present
 * four times asks the owner which other wire of it takes the second x2 (§9 A32).
 */
export function placeInfo(
  state: GameState,
  ref: WireRef,
  cause: InfoCause,
  out: Out,
  not?: InfoValue,
): GameState {
  const placed = tokenToPlace(state, ref, not);
  if (!placed) return state;
  const marked = put(state, ref, placed.token, cause, out);
  return placed.pair
    ? setPending(marked, { kind: 'countPair', seat: ref.seat, options: placed.pair, cause }, out)
    : marked;
}

/**
 * The token `placeInfo` would put in front of a wire, with the wires that may take the second x2
 * of a count pair; null when it would put none (a Post-it is refused then, §9 A32).
 */
export function tokenToPlace(
  state: GameState,
  ref: WireRef,
  not?: InfoValue,
): { token: InfoToken; pair?: WireRef[] } | null {
  const wire = wireAt(state, ref);
  if (!wire) return null;
  const truth = valueIn(state, wire.printed);
  if (truth === 'star' || truth === 'red' || wire.info !== null) return null;
  const token = not !== undefined ? withSupply(state, 'not', not) : tokenFor(state, ref);
  if (token === null) return null;
  if (token.kind !== 'count' || token.count !== 4) return { token };
  const pair = pairOptions(state, ref);
  // No other wire of the value can take the second x2: this wire cannot be marked (§9 A32).
  return pair.length > 0 ? { token, pair } : null;
}

/** The second x2 of a pair goes on the wire the owner picked. */
export const placeCountPair = (
  state: GameState,
  ref: WireRef,
  cause: InfoCause,
  out: Out,
): GameState => put(state, ref, { kind: 'count', count: 4 }, cause, out);

const put = (
  state: GameState,
  ref: WireRef,
  info: InfoToken,
  cause: InfoCause,
  out: Out,
): GameState => {
  out.push({ type: 'infoPlaced', wire: ref, info, cause });
  return updateWire(state, ref, (w) => ({ ...w, info }));
};

/** The token the mission puts in front of this wire, or null when it puts none. */
function tokenFor(state: GameState, ref: WireRef): InfoToken | null {
  const kind = missionInfoToken(state);
  const wire = wireAt(state, ref);
  if (!wire || kind === 'none') return null;
  const truth = valueIn(state, wire.printed);
  if (kind === 'parity')
    return typeof truth === 'number' ? { kind, parity: truth % 2 === 0 ? 'even' : 'odd' } : null;
  if (kind === 'count') return { kind, count: countOnStand(state, ref) };
  return truth === 'yellow' || typeof truth === 'number' ? withSupply(state, 'value', truth) : null;
}

/** How many wires of this wire's value its stand holds, cut ones included. */
function countOnStand(state: GameState, ref: WireRef): TokenCount {
  const stand = state.hands[ref.seat]?.[ref.stand] ?? [];
  const value = valueIn(state, wireAt(state, ref)?.printed ?? -1);
  return Math.min(4, stand.filter((w) => valueIn(state, w.printed) === value).length) as TokenCount;
}

/** The other wires of the value on that stand, cut or not, that have no token yet. */
function pairOptions(state: GameState, ref: WireRef): WireRef[] {
  const stand = state.hands[ref.seat]?.[ref.stand] ?? [];
  const value = valueIn(state, wireAt(state, ref)?.printed ?? -1);
  return stand.flatMap((w, index) =>
    index !== ref.index &&
    w.info === null &&
    !w.x &&
    !w.turned &&
    valueIn(state, w.printed) === value
      ? [{ seat: ref.seat, stand: ref.stand, index }]
      : [],
  );
}

/** Two tokens of each value: with both in use, the owner says it aloud (§2.4). */
function withSupply(state: GameState, kind: 'value' | 'not', value: InfoValue): InfoToken {
  const oral = tokensInUse(state, value) >= TOKENS_PER_VALUE;
  return { kind, value, ...(oral ? { oral: true as const } : {}) };
}
