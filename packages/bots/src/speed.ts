/**
 * Mission 30's Number-card windows from a bot's side (view only): while a window is open and fewer
 * than two wires of its value are cut, a cut of that value makes it, sparing what a miss costs
 * (the timeline's check says: a dial notch, the lowest equipment card, or nothing a bot minds;
 * bots never chat, so a mime round costs them nothing) and earning what a hit gives.
 */
import { missionClock, type Announce, type SeatView } from '@bomb-busters/engine';
import { gameValueIn } from './analysis.js';

/** How many wires of `value` are cut, as every seat sees. */
const cutOf = (view: SeatView, value: number): number =>
  view.stands.reduce(
    (n, s) =>
      n +
      s.wires.filter((w) => w.cut && w.printed !== null && gameValueIn(view, w.printed) === value)
        .length,
    0,
  );

/**
 * What making the open window is worth now, in the expert's units: `notch` for a dial notch
 * spared, `card` for an equipment card kept or a Number card's answer heard; 0 without a window
 * or once it is made.
 */
export function windowWorth(
  view: SeatView,
  value: Announce,
  prices: { readonly notch: number; readonly card: number },
): number {
  const target = view.speed?.target;
  if (target === undefined || target === null || value !== target || cutOf(view, target) >= 2)
    return 0;
  const check = missionClock(view.mission, view.players)?.cues[view.speed?.next ?? -1];
  if (check?.cue !== 'check') return 0;
  const miss =
    check.miss === 'dial' ? prices.notch : check.miss === 'discardEquipment' ? prices.card : 0;
  return miss + (check.hit === 'holds' ? prices.card / 2 : 0);
}
