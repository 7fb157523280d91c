/**
 * Mission 17's false tokens from the deciding seat's side: what a `falseInfo` choice asks now
 * (a setup token, how many placed so far, or the token a miss on Rhett's wire leaves), and the
 * picked wire's own value, which the token may never show.
 */
import type { InfoValue, SeatView, WireRef } from '@bomb-busters/engine';
import { falseSetupTokens } from './captain';
import type { Choice } from './menu';

export type FalseTokenStep =
  | { readonly cause: 'setup'; readonly placed: number; readonly total: number }
  | { readonly cause: 'failure' };

/**
 * The false token the viewer is asked to place, or null. The view does not say the pending
 * choice's cause: at setup (before play starts) it is a setup token, later a miss's.
 */
export function falseTokenStep(view: SeatView): FalseTokenStep | null {
  if (view.pending?.kind !== 'falseInfo' || view.pending.seat !== view.viewer) return null;
  const total = falseSetupTokens(view.mission);
  if (view.status !== 'setup' || total === null) return { cause: 'failure' };
  const placed = view.stands
    .filter((s) => s.seat === view.viewer)
    .flatMap((s) => s.wires)
    .filter((w) => w.info?.kind === 'not').length;
  return { cause: 'setup', placed, total };
}

/** The own value of the wire picked so far in a false token's choices (the one value barred). */
export function pickedOwnValue(view: SeatView, choices: readonly Choice[]): InfoValue | null {
  const wire = choices.find((c): c is { field: 'wire'; value: WireRef } => c.field === 'wire');
  if (!wire) return null;
  const { seat, stand, index } = wire.value;
  const printed = view.stands.find((s) => s.seat === seat && s.stand === stand)?.wires[index]
    ?.printed;
  if (printed === undefined || printed === null) return null;
  return Number.isInteger(printed) ? printed : 'yellow';
}
