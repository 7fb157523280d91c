/**
 * The legal menu's shape: plain JSON the server sends with each update. Apart from legal.ts, the
 * code that lists it, so a client that only shows the menus it is sent loads none of the rules.
 */
import type { CutTogetherMenu } from './missions/modules/cut-together.js';
import type { MoveAction, Seat, StandRef, WireRef } from './types.js';
import type { Announce } from './wire.js';

/**
 * The dual cuts one Detector allows. Its values are announced alone or, with `xyRay`, two at a
 * time (every pair, in list order); it points at a stand of `stands`: the Double Detector at any
 * 2 of that stand's wires in `targets`, the Triple at any 3, the Super at the stand itself.
 */
export interface DetectorMenu {
  readonly values: readonly number[];
  readonly stands: readonly StandRef[];
}

/**
 * The wires of one teammate's stand a dual cut may point at: their indexes, in order. A stand
 * with none is not listed.
 */
export interface StandTargets {
  readonly seat: Seat;
  readonly stand: number;
  readonly wires: readonly number[];
  /** Those of `wires` no equipment may point at (X wires): only a plain dual cut, one value. */
  readonly plainOnly?: readonly number[];
}

/**
 * Every dual cut of a seat, compactly: each value of `values` (and with `xyRay` each pair of
 * them, in list order) at each wire of `targets` (the uncut teammate wires, stand by stand), plus
 * the Detector cuts. `expandMenu` lists them one by one.
 */
export interface DualCutMenu {
  /** The acting seat. */
  readonly seat: Seat;
  readonly values: readonly Announce[];
  readonly xyRay: boolean;
  readonly targets: readonly StandTargets[];
  /** The seat's turned wire, and the values it may guess it is in a plain dual cut (mission 38). */
  readonly turned?: TurnedMenu;
  readonly double: DetectorMenu | null;
  readonly triple: DetectorMenu | null;
  readonly super: DetectorMenu | null;
  /**
   * The seat's character copy (sticker B) of the Triple Detector or X or Y Ray, when the listed
   * cuts that need that card use it (`personal: true`): its shared card is not usable.
   */
  readonly personal?: 3 | 10;
  /**
   * The seat's character copy (sticker B) of the Triple Detector or X or Y Ray, usable beside its
   * shared card: the listed cuts use the shared card, and the same cut with `personal: true`
   * uses the seat's own copy instead.
   */
  readonly ownCopy?: 3 | 10;
}

/**
 * Plain dual cuts naming the seat's turned wire `own` as its own wire: each of `values` at each
 * target, a guess at the wire's value (mission 38).
 */
export interface TurnedMenu {
  readonly own: WireRef;
  readonly values: readonly Announce[];
}

/**
 * What a seat may do now, in plain JSON: `actions` (all the others), the dual cuts, and the
 * mission's "cut together" action (every combination of `count` of its wires).
 */
export interface LegalMenu {
  readonly actions: readonly MoveAction[];
  readonly dualCut: DualCutMenu | null;
  readonly cutTogether: CutTogetherMenu | null;
}

/** The wires a dual cut of the menu may point at, one by one (`plainOnly`: only the X wires). */
export const targetsOf = (dual: DualCutMenu, plainOnly = false): WireRef[] =>
  dual.targets.flatMap(({ seat, stand, wires, plainOnly: plain }) =>
    (plainOnly ? (plain ?? []) : wires).map((index) => ({ seat, stand, index })),
  );

export const EMPTY_MENU: LegalMenu = { actions: [], dualCut: null, cutTogether: null };
