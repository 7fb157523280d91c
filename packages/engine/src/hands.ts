/** Where wires lie: reading and replacing the wires of the stands, whatever the mission. */
import { missionById } from './missions/catalog.js';
import { TURNED_WIRE_REFUSAL, X_WIRE_REFUSAL, type RuleError } from './errors.js';
import type { GameState, Seat, StandRef, Wire, WireRef } from './types.js';
import { colourOf } from './wire.js';

/** Stands per seat (RULES.md §2.1 step 4): two each with 2 players, two for a 3-player captain, else one. */
export function standsPerSeat(players: number, captain: Seat): number[] {
  return Array.from({ length: players }, (_, seat) =>
    players === 2 || (players === 3 && seat === captain) ? 2 : 1,
  );
}

export const wireAt = (state: GameState, ref: WireRef): Wire | undefined =>
  state.hands[ref.seat]?.[ref.stand]?.[ref.index];

/** An X wire (missions 20, 35): no equipment card or personal equipment acts on it. */
export const isXWire = (state: GameState, ref: WireRef): boolean => wireAt(state, ref)?.x === true;

/**
 * An uncut X wire nobody may cut yet (mission 35: until every yellow wire is cut). Public: the X
 * tokens and the cut yellow wires are on the table.
 */
export const isClosedX = (state: GameState, wire: Wire): boolean =>
  wire.x === true &&
  !wire.cut &&
  missionById(state.mission)?.xWiresClosed === 'untilYellowsCut' &&
  state.hands.some((stands) =>
    stands.some((stand) => stand.some((w) => !w.cut && colourOf(w.printed) === 'yellow')),
  );

/**
 * Why no equipment may act on this wire: an X wire (missions 20, 35) or a turned wire (38),
 * whose owner cannot see it; null for any other wire.
 */
export const equipmentRefusal = (wire: Wire | undefined): RuleError | null =>
  wire?.x ? X_WIRE_REFUSAL : wire?.turned ? TURNED_WIRE_REFUSAL : null;

/** The seat's turned wires still in play (mission 38): on its stand, unseen by it. */
export const turnedOf = (state: GameState, seat: Seat): WireRef[] =>
  wiresWhere(state, seat, (wire) => !wire.cut && !!wire.turned).map((w) => w.ref);

export const sameRef = (a: WireRef, b: WireRef): boolean =>
  a.seat === b.seat && a.stand === b.stand && a.index === b.index;

export function isWireRef(value: unknown): value is WireRef {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return [r.seat, r.stand, r.index].every(
    (n) => typeof n === 'number' && Number.isInteger(n) && n >= 0,
  );
}

export function isStandRef(value: unknown): value is StandRef {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return [r.seat, r.stand].every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0);
}

/** Every wire of a seat with its place, stand by stand, left to right. */
export const wiresOf = (state: GameState, seat: Seat): { ref: WireRef; wire: Wire }[] =>
  wiresWhere(state, seat, () => true);

export const uncutOf = (state: GameState, seat: Seat): { ref: WireRef; wire: Wire }[] =>
  wiresWhere(state, seat, (wire) => !wire.cut);

/**
 * A seat's wires that `keep` keeps, with their places, in the order of `wiresOf`. A plain loop
 * that makes a place only for a kept wire: the rules ask for a seat's wires many times per move.
 */
export function wiresWhere(
  state: GameState,
  seat: Seat,
  keep: (wire: Wire) => boolean,
): { ref: WireRef; wire: Wire }[] {
  const kept: { ref: WireRef; wire: Wire }[] = [];
  for (const [stand, wires] of (state.hands[seat] ?? []).entries())
    for (const [index, wire] of wires.entries())
      if (keep(wire)) kept.push({ ref: { seat, stand, index }, wire });
  return kept;
}

/** A seat's uncut wires it may cut now: all but closed X wires (`isClosedX`). */
export const openOf = (state: GameState, seat: Seat): { ref: WireRef; wire: Wire }[] =>
  uncutOf(state, seat).filter((w) => !isClosedX(state, w.wire));

/** Also the check of a seat named in an action (teammate, next): anything but an integer seat has none. */
export const hasUncut = (state: GameState, seat: Seat): boolean =>
  Number.isInteger(seat) && anyWire(state, seat, (w) => !w.cut);

/** Whether a seat has a wire `test` accepts, without listing its wires like `wiresWhere`. */
export const anyWire = (state: GameState, seat: Seat, test: (wire: Wire) => boolean): boolean =>
  (state.hands[seat] ?? []).some((stand) => stand.some(test));

export function updateWire(
  state: GameState,
  ref: WireRef,
  change: (wire: Wire) => Wire,
): GameState {
  const hands = state.hands.map((stands, seat) =>
    seat !== ref.seat
      ? stands
      : stands.map((stand, s) =>
          s !== ref.stand ? stand : stand.map((w, i) => (i === ref.index ? change(w) : w)),
        ),
  );
  return { ...state, hands };
}

export function replaceStand(
  state: GameState,
  seat: Seat,
  stand: number,
  wires: readonly Wire[],
): GameState {
  const hands = state.hands.map((stands, s) =>
    s !== seat ? stands : stands.map((st, i) => (i === stand ? wires : st)),
  );
  return { ...state, hands };
}

/** Seats in clockwise order starting after `from`. */
export const seatsAfter = (players: number, from: Seat): Seat[] =>
  Array.from({ length: players }, (_, i) => (from + 1 + i) % players);

export const hands = (state: GameState, seat: Seat): readonly (readonly Wire[])[] | undefined =>
  state.hands[seat];
