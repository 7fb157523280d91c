/**
 * Red wires as the table reads them: blue wires a mission turns red (mission 11's Number card on
 * the mission card), the seat's own red wires, and the "point at the red wires together" action
 * of mission 13: whether the seat must take it, and why it is not offered.
 */
import {
  colourOf,
  gameValueWith,
  missionById,
  ruleOf,
  type LegalMenu,
  type Printed,
  type SeatView,
  type WireRef,
} from '@bomb-busters/engine';

/** A blue wire whose value the mission turns red: it shows its number but acts as red. */
export const actsRed = (printed: Printed, redValues: readonly number[]): boolean =>
  colourOf(printed) === 'blue' && gameValueWith(printed, redValues) === 'red';

type Hands = Pick<SeatView, 'viewer' | 'stands' | 'redValues'>;

/** The seat's own uncut wires, with whether each is red (or acts red). */
function ownUncut(view: Hands): { ref: WireRef; red: boolean }[] {
  return view.stands
    .filter((s) => s.seat === view.viewer)
    .flatMap((s) =>
      s.wires.flatMap((w, index) =>
        w.cut || w.printed === null
          ? []
          : [
              {
                ref: { seat: s.seat, stand: s.stand, index },
                red: gameValueWith(w.printed, view.redValues) === 'red',
              },
            ],
      ),
    );
}

/** The seat's own uncut red wires: they come along when the seat points at the reds together. */
export const ownReds = (view: Hands): WireRef[] =>
  ownUncut(view).flatMap((w) => (w.red ? [w.ref] : []));

/** Nothing but red wires left on the seat's stands. */
export function onlyReds(view: Hands): boolean {
  const own = ownUncut(view);
  return own.length > 0 && own.every((w) => w.red);
}

/** Red wires still in play: the mission's known reds less those face up (cut or revealed). */
function redsLeft(view: Pick<SeatView, 'markers' | 'stands' | 'redValues'>): number {
  const dealt = view.markers.filter((m) => colourOf(m.printed) === 'red' && !m.uncertain).length;
  const out = view.stands
    .flatMap((s) => s.wires)
    .filter((w) => w.cut && w.printed !== null && colourOf(w.printed) === 'red').length;
  return dealt - out;
}

/**
 * The "cut together" action for the seat whose turn it is: `offered` with its menu, `mustPoint`
 * when only red wires are left (revealing them is not allowed then), or `notHolding` when the
 * rule lets only a seat holding a red point at them at this player count (2-3 players).
 * Null when the mission has no such action or it is not the seat's turn to act.
 */
export type Together =
  | { readonly kind: 'offered'; readonly mustPoint: boolean; readonly own: readonly WireRef[] }
  | { readonly kind: 'notHolding'; readonly from: number };

export function togetherNow(view: SeatView, legal: LegalMenu): Together | null {
  const def = missionById(view.mission);
  const rule = def && ruleOf(def, 'cutTogether');
  if (!rule || view.viewer === 'spectator' || view.status !== 'playing' || view.pending)
    return null;
  if (view.activeSeat !== view.viewer) return null;
  if (legal.cutTogether) return { kind: 'offered', mustPoint: onlyReds(view), own: ownReds(view) };
  const holdsNone = ownReds(view).length === 0;
  return holdsNone && view.players < rule.withoutHoldingFrom && redsLeft(view) > 0
    ? { kind: 'notHolding', from: rule.withoutHoldingFrom }
    : null;
}
