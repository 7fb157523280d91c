/**
 * Red wires as the table reads them: blue wires a mission turns red (mission 11's Number card on
 * the mission card), the seat's own red wires, and the "point at the red wires together" action
 * of mission 13: whether the seat must take it, and why it is not offered. Mission 23 points at
 * the four wires of a Number card together the same way: the set is that value, not red; and
 * mission 30's yellow sweep, every yellow wire left, once its timeline calls it.
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
} from '@bomb-busters/engine/data';

/** A blue wire whose value the mission turns red: it shows its number but acts as red. */
export const actsRed = (printed: Printed, redValues: readonly number[]): boolean =>
  colourOf(printed) === 'blue' && gameValueWith(printed, redValues) === 'red';

type Hands = Pick<SeatView, 'viewer' | 'stands' | 'redValues'>;

/**
 * The wires pointed at together: every red wire (mission 13), the four wires of the Number card
 * turned at setup (mission 23), or every yellow wire left once mission 30's timeline calls the
 * yellow sweep; null when the mission has no such action (or no sweep is called).
 */
export type TogetherSet = 'red' | 'yellow' | number;

export function togetherSet(view: Pick<SeatView, 'mission' | 'together'>): TogetherSet | null {
  const def = missionById(view.mission);
  const rule = def && ruleOf(def, 'cutTogether');
  if (!rule) return null;
  return rule.wires === 'red' ? 'red' : (view.together?.number ?? null);
}

/** The seat's own uncut wires of the set: they come along when the seat points at the set. */
export function ownOfSet(view: Hands & Pick<SeatView, 'mission' | 'together'>): WireRef[] {
  const set = togetherSet(view);
  if (set === null || set === 'red') return ownReds(view);
  return view.stands
    .filter((s) => s.seat === view.viewer)
    .flatMap((s) =>
      s.wires.flatMap((w, index) =>
        !w.cut && w.printed !== null && gameValueWith(w.printed, view.redValues) === set
          ? [{ seat: s.seat, stand: s.stand, index }]
          : [],
      ),
    );
}

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
  | {
      readonly kind: 'offered';
      readonly mustPoint: boolean;
      readonly own: readonly WireRef[];
      /** The set pointed at: the red wires, a Number card's value (23), the yellows (30). */
      readonly set: TogetherSet;
    }
  | { readonly kind: 'notHolding'; readonly from: number };

/** Nothing but wires of `value` (and red ones) left on the seat's stands. */
function onlyOf(view: Hands, value: number): boolean {
  const own = view.stands
    .filter((s) => s.seat === view.viewer)
    .flatMap((s) => s.wires.filter((w) => !w.cut && w.printed !== null));
  const game = (w: (typeof own)[number]) => gameValueWith(w.printed ?? 0, view.redValues);
  return own.some((w) => game(w) === value) && own.every((w) => [value, 'red'].includes(game(w)));
}

export function togetherNow(view: SeatView, legal: LegalMenu): Together | null {
  const def = missionById(view.mission);
  const rule = def && ruleOf(def, 'cutTogether');
  const set = togetherSet(view);
  if (!rule || set === null || view.viewer === 'spectator' || view.status !== 'playing')
    return null;
  if (view.pending || view.activeSeat !== view.viewer) return null;
  if (legal.cutTogether) {
    // The yellow sweep, once called, is the turn's only action (SWEEP_FIRST otherwise).
    const mustPoint = set === 'red' ? onlyReds(view) : set === 'yellow' || onlyOf(view, set);
    return { kind: 'offered', mustPoint, own: ownOfSet(view), set };
  }
  const holdsNone = ownReds(view).length === 0;
  return set === 'red' && holdsNone && view.players < rule.withoutHoldingFrom && redsLeft(view) > 0
    ? { kind: 'notHolding', from: rule.withoutHoldingFrom }
    : null;
}
