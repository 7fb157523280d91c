/**
 * A dual cut the table already knows will miss: the info token in front of the pointed wire rules
 * out every value announced. Only tokens that tell the truth about the wire's value count: a
 * value token (mission 17's false tokens are `not` tokens, "this wire is NOT 6", true the other
 * way round), and an even/odd token against a number of the other parity. A count token (x1-x3)
 * never rules a value out on its own.
 */
import type { Action, Announce, InfoToken, SeatView, WireRef } from '@bomb-busters/engine';

/** Whether `info` says the wire cannot be `value`. */
export function rulesOut(info: InfoToken | null, value: Announce): boolean {
  switch (info?.kind) {
    case 'value':
      return info.value !== value;
    case 'not':
      return info.value === value;
    case 'parity':
      return typeof value === 'number' && (value % 2 === 0 ? 'even' : 'odd') !== info.parity;
    default:
      return false;
  }
}

/** The pointed wire and the token that dooms this dual cut, or null when it may succeed. */
export function certainMiss(
  view: Pick<SeatView, 'stands'>,
  action: Action,
): { readonly wire: WireRef; readonly info: InfoToken } | null {
  // Detectors point at several wires (any one may match): only a plain cut is judged here.
  if (action.type !== 'dualCut' || action.detector !== undefined) return null;
  const { target } = action;
  const info =
    view.stands.find((s) => s.seat === target.seat && s.stand === target.stand)?.wires[target.index]
      ?.info ?? null;
  // With the X or Y Ray (two values), one of them matching is enough to succeed.
  const values: readonly Announce[] =
    typeof action.value === 'object' ? action.value : [action.value];
  return info && values.every((v) => rulesOut(info, v)) ? { wire: target, info } : null;
}
