/**
 * The sequence card (missions 9 and 16) from a bot's side, from its view only: which value the
 * card waits for, which values a cut leaves closed, and how likely a cut leaves a teammate's hand
 * unable to play (nothing but red wires and closed values: the bomb explodes when that seat's turn
 * begins).
 */
import {
  closedValues,
  WIRES_TO_MOVE,
  type Announce,
  type SeatView,
  type WireRef,
} from '@bomb-busters/engine';
import { gameValueIn, kindValue, type Analysis } from './analysis.js';

/** The value under the sequence card while later cards are still closed, else null. */
export function sequenceValue(view: SeatView): number | null {
  const seq = view.sequence;
  if (!seq || seq.at >= seq.numbers.length - 1) return null;
  return seq.numbers[seq.at] ?? null;
}

/** Cut wires of a game value on the whole board. */
function cutCount(view: SeatView, value: number): number {
  let n = 0;
  for (const s of view.stands)
    for (const w of s.wires)
      if (w.cut && w.printed !== null && gameValueIn(view, w.printed) === value) n++;
  return n;
}

/** The values still closed after `wires` more wires of `value` are cut. */
export function closedAfter(view: SeatView, value: Announce, wires: number): ReadonlySet<number> {
  const seq = view.sequence;
  if (!seq) return new Set();
  let at = seq.at;
  const cut = (v: number) => cutCount(view, v) + (v === value ? wires : 0);
  while (at < seq.numbers.length && cut(seq.numbers[at] as number) >= WIRES_TO_MOVE[seq.side]) at++;
  return new Set(closedValues({ ...seq, at }));
}

/**
 * P(the owner of `target` cannot play once a cut of `value` takes that wire), from the
 * marginals of its other uncut wires taken as independent (an approximation).
 */
export function pTeammateBlocked(
  view: SeatView,
  analysis: Analysis,
  target: WireRef,
  value: Announce,
): number {
  if (!view.sequence) return 0;
  const closed = closedAfter(view, value, 2);
  if (closed.size === 0) return 0;
  let allStuck = 1;
  let allRed = 1;
  let others = 0;
  for (const s of view.stands) {
    if (s.seat !== target.seat) continue;
    s.wires.forEach((w, index) => {
      if (w.cut || (s.stand === target.stand && index === target.index)) return;
      others++;
      const ref = { seat: s.seat, stand: s.stand, index };
      let pRed = 0;
      let pClosed = 0;
      for (const [key, q] of Object.entries(analysis.probsAt(ref))) {
        const v = kindValue(view, key);
        if (v === 'red') pRed += q;
        else if (typeof v === 'number' && closed.has(v)) pClosed += q;
      }
      // A wire the seat sees (its own copy never is a teammate's) has no marginals: known value.
      if (w.printed !== null) {
        const v = gameValueIn(view, w.printed);
        pRed = v === 'red' ? 1 : 0;
        pClosed = typeof v === 'number' && closed.has(v) ? 1 : 0;
      }
      allStuck *= pRed + pClosed;
      allRed *= pRed;
    });
  }
  return others === 0 ? 0 : Math.max(0, allStuck - allRed);
}
