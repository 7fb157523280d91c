/** Shared helpers for the equipment and star-wire scenario tests (equipment-*.test.ts, stars.test.ts). */
import { expect } from 'vitest';
import {
  type Action,
  type Announce,
  type EquipmentCard,
  type EquipmentState,
  type GameState,
  type Seat,
  type WireRef,
} from '../src/index.js';
import { act, finishSetup, start } from './scenario.js';

export interface Deal {
  /** Default: one stand per seat (so `stands.length`). */
  readonly players?: number;
  readonly mission?: 4 | 5 | 6 | 7 | 8;
  readonly captain?: number;
  readonly equipment?: readonly number[];
  readonly stars?: 0 | 1 | 2;
}

/**
 * A game of mission 4 (by default) with an explicit deal, its setup finished: every seat's setup
 * info token lies on its leftmost blue wire. The captain (seat 0 by default) is active.
 */
export function ready(stands: readonly (readonly number[])[], deal: Deal = {}): GameState {
  return finishSetup(
    start({
      mission: deal.mission ?? 4,
      players: deal.players ?? stands.length,
      ...(deal.captain === undefined ? {} : { captain: deal.captain }),
      stands,
      equipment: deal.equipment ?? [],
      options: { stars: deal.stars ?? 0 },
    }),
  );
}

/** The first uncut wire of `seat` with this printed value, if any. */
export function lookup(state: GameState, seat: Seat, printed: number): WireRef | undefined {
  for (const [stand, wires] of (state.hands[seat] ?? []).entries()) {
    const index = wires.findIndex((w) => !w.cut && w.printed === printed);
    if (index !== -1) return { seat, stand, index };
  }
  return undefined;
}

/** The first uncut wire of `seat` with this printed value (throws if none). */
export function find(state: GameState, seat: Seat, printed: number): WireRef {
  const ref = lookup(state, seat, printed);
  if (!ref) throw new Error(`seat ${seat} holds no uncut ${printed}`);
  return ref;
}

export const at = (state: GameState, ref: WireRef) => {
  const w = state.hands[ref.seat]?.[ref.stand]?.[ref.index];
  if (!w) throw new Error(`no wire at ${JSON.stringify(ref)}`);
  return w;
};

/** Printed values of one stand, left to right. */
export const standOf = (state: GameState, seat: Seat, stand = 0): number[] =>
  (state.hands[seat]?.[stand] ?? []).map((w) => w.printed);

export const slotState = (state: GameState, card: EquipmentCard): EquipmentState | undefined =>
  state.equipment.find((s) => s.card === card)?.state;

/** The active seat dual-cuts `value` on a teammate's uncut wire of that printed value (must succeed). */
export function cutPairOf(state: GameState, value: number): GameState {
  const seat = state.activeSeat;
  const target = state.hands
    .map((_, other) => (other === seat ? undefined : lookup(state, other, value)))
    .find((ref) => ref !== undefined);
  if (!target) throw new Error(`no teammate of seat ${seat} holds ${value}`);
  const next = act(state, { type: 'dualCut', seat, value, target });
  expect(at(next, target).cut).toBe(true);
  return next;
}

/** Answer every open detector / walkie-talkie choice with its first option. */
export function settle(state: GameState): GameState {
  let s = state;
  while (s.status === 'playing' && s.pending) {
    const { pending } = s;
    if (
      pending.kind !== 'detectorCut' &&
      pending.kind !== 'detectorToken' &&
      pending.kind !== 'walkieTalkie'
    )
      throw new Error(`unexpected pending ${pending.kind}`);
    s = act(s, { type: 'choose', seat: pending.seat, wire: pending.options[0] as WireRef });
  }
  return s;
}

export const dual = (
  seat: Seat,
  target: WireRef,
  value: Announce | readonly [Announce, Announce],
): Action => ({
  type: 'dualCut',
  seat,
  value,
  target,
});

/** Seat `seat` holds no uncut wire. */
export const emptyHanded = (state: GameState, seat: Seat): boolean =>
  (state.hands[seat] ?? []).every((stand) => stand.every((w) => w.cut));
