/**
 * A turn nobody holds (mission 10, "Snip!"), read from the view and the legal menu: whether the
 * turn is open, who took the last one, the claim this seat may send now and, when it may not,
 * the reason the public facts give. The mission is recognised by its view's `snip` slot, never
 * by its number; the legal menu alone says whether a claim may be sent.
 */
import {
  snipClaimants,
  type Action,
  type LegalMenu,
  type Seat,
  type SeatView,
} from '@bomb-busters/engine/data';

export type SnipFacts = Pick<
  SeatView,
  'snip' | 'status' | 'viewer' | 'stands' | 'players' | 'captain'
>;

/** Why this seat may not say "Snip!" now. */
export type SnipBar = 'spectator' | 'lastTurn' | 'noWires';

export type SnipAction = Extract<Action, { type: 'snip' }>;

export interface OpenTurn {
  /** Who took the last turn; null before the first. */
  readonly last: Seat | null;
  /** The claim this seat may send now (from the legal menu), or null. */
  readonly claim: SnipAction | null;
  /** Why it may not, when the facts say (null when it may). */
  readonly bar: SnipBar | null;
}

/** Nobody holds the turn now: the seats say "Snip!" to take it. */
export const turnIsOpen = (view: Pick<SeatView, 'snip' | 'status'>): boolean =>
  view.status === 'playing' && view.snip?.open === true;

/** `seat` still has an uncut wire on one of its stands. */
export const hasWires = (view: Pick<SeatView, 'stands'>, seat: Seat): boolean =>
  view.stands.some((s) => s.seat === seat && s.wires.some((w) => !w.cut));

/** The seats that may claim the open turn: the engine's rule, read from the view. */
export const claimants = (view: SnipFacts): Seat[] =>
  snipClaimants(
    { players: view.players, captain: view.captain, last: view.snip?.last ?? null },
    (seat) => hasWires(view, seat),
  );

/** This seat may say "Snip!" now (by the facts; the legal menu has the last word). */
export const mayClaim = (view: SnipFacts): boolean =>
  view.viewer !== 'spectator' && turnIsOpen(view) && claimants(view).includes(view.viewer);

/** The open turn as this seat sees it; null while someone holds the turn (or no Snip! mission). */
export function openTurn(view: SnipFacts, legal: LegalMenu): OpenTurn | null {
  if (!turnIsOpen(view)) return null;
  const last = view.snip?.last ?? null;
  const claim =
    legal.actions.find((a): a is SnipAction => a.type === 'snip' && a.seat === view.viewer) ?? null;
  const bar = ((): SnipBar | null => {
    if (view.viewer === 'spectator') return 'spectator';
    if (claim) return null;
    if (!hasWires(view, view.viewer)) return 'noWires';
    return claimants(view).includes(view.viewer) ? null : 'lastTurn';
  })();
  return { last, claim, bar };
}

/** The seat named by the latest "Snip!" of the log: who won the race for this turn. */
export function lastClaim(log: SeatView['log']): Seat | null {
  const event = log.findLast((e) => e.type === 'snip');
  return event?.type === 'snip' ? event.seat : null;
}
