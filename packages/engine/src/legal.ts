/** Every action a seat may take now. Candidates are listed, then checked by the same code that applies them. */
import { resolve } from './apply.js';
import { ANSWER_TYPE } from './choices.js';
import { turnAction } from './guards.js';
import { hasUncut, uncutOf, wiresOf } from './hands.js';
import { accessibleIcons, valueCuttable } from './missions/grid.js';
import type {
  Action,
  DualCutAction,
  EquipmentAction,
  GameState,
  Seat,
  StandRef,
  WireRef,
} from './types.js';
import { gameValueOf, isBlueValue, type Announce } from './wire.js';

export function legalActions(state: GameState, seat: Seat): Action[] {
  if (state.status === 'won' || state.status === 'lost') return [];
  const candidates = state.pending
    ? answers(state, seat)
    : [...equipmentActions(state, seat), ...turnActions(state, seat)];
  const legal = candidates.filter((action) => resolve(state, action, []).ok);
  return [...legal, ...dualCuts(state, seat)];
}

function answers(state: GameState, seat: Seat): Action[] {
  const { pending } = state;
  if (!pending || pending.seat !== seat) return [];
  const type = ANSWER_TYPE[pending.kind];
  return pending.options.map((option): Action => {
    if (typeof option === 'number') {
      return type === 'checkCell'
        ? { type, seat, cell: option }
        : { type: 'drawLine', seat, cartouche: option };
    }
    return type === 'info' ? { type, seat, wire: option } : { type: 'choose', seat, wire: option };
  });
}

function equipmentActions(state: GameState, seat: Seat): EquipmentAction[] {
  const mine = wiresOf(state, seat);
  const others = state.hands.map((_, s) => s).filter((s) => s !== seat);
  const used = state.characters.flatMap((c, s) => (c.used ? [s] : []));
  const available = state.equipment
    .filter((slot) => slot.state === 'available')
    .map((slot) => slot.card);
  return available.flatMap((card): EquipmentAction[] => {
    switch (card) {
      case 1:
      case 12:
      case 4:
        return mine.map(({ ref }) => ({ type: 'equipment', seat, card, wire: ref }));
      case 2:
        return mine.flatMap(({ ref }) =>
          others.map((teammate) => ({
            type: 'equipment' as const,
            seat,
            card,
            wire: ref,
            teammate,
          })),
        );
      case 6:
      case 9:
        return [{ type: 'equipment', seat, card }];
      case 7:
        return [
          ...used.map((s) => ({ type: 'equipment' as const, seat, card, seats: [s] })),
          ...used.flatMap((a, i) =>
            used
              .slice(i + 1)
              .map((b) => ({ type: 'equipment' as const, seat, card, seats: [a, b] })),
          ),
        ];
      case 8:
        return Array.from({ length: 12 }, (_, i) => ({
          type: 'equipment' as const,
          seat,
          card,
          value: i + 1,
        }));
      case 11:
        return others.map((next) => ({ type: 'equipment' as const, seat, card, next }));
      default:
        return [];
    }
  });
}

function turnActions(state: GameState, seat: Seat): Action[] {
  if (state.activeSeat !== seat || state.turn.done || state.status !== 'playing') return [];
  const values = heldValues(state, seat);
  const others = state.hands.map((_, s) => s).filter((s) => s !== seat);
  const coffees = state.grid ? accessibleIcons(state.grid, 'coffee') : [];
  return [
    { type: 'revealRed', seat },
    { type: 'stuck', seat },
    ...values.map((value): Action => ({ type: 'soloCut', seat, value })),
    ...coffees.flatMap((coffee) =>
      others.map((next): Action => ({ type: 'coffee', seat, coffee, next })),
    ),
  ];
}

const heldValues = (state: GameState, seat: Seat): Announce[] => [
  ...new Set(
    uncutOf(state, seat)
      .map((w) => gameValueOf(w.wire.printed))
      .filter((v): v is Announce => v !== 'red'),
  ),
];

/**
 * Dual cuts, with every detector and X or Y Ray combination; `own` is left to its default.
 * Built from the same conditions planDualCut checks, without checking each combination again
 * (the property tests hold the two together).
 */
function dualCuts(state: GameState, seat: Seat): DualCutAction[] {
  if (turnAction(state, seat) !== null) return [];
  const { grid } = state;
  const singles = heldValues(state, seat).filter(
    (v) => !grid || v === 'star' || valueCuttable(grid, v, 1),
  );
  const numbers = singles.filter(isBlueValue);
  const pairs = (list: Announce[]): [Announce, Announce][] =>
    list.flatMap((a, i) => list.slice(i + 1).map((b): [Announce, Announce] => [a, b]));
  const xy = state.equipment.some((s) => s.card === 10 && s.state === 'available');
  const valueSets = (detector: boolean): DualCutAction['value'][] => {
    const base = detector ? numbers : singles;
    return [...base, ...(xy ? pairs(base) : [])];
  };
  const stands: StandRef[] = state.hands.flatMap((stands, s) =>
    s === seat || !hasUncut(state, s) ? [] : stands.map((_, stand) => ({ seat: s, stand })),
  );
  const uncutOn = (ref: StandRef): WireRef[] =>
    (state.hands[ref.seat]?.[ref.stand] ?? []).flatMap((w, index) =>
      w.cut ? [] : [{ ...ref, index }],
    );
  const out: DualCutAction[] = [];
  const push = (action: DualCutAction) => out.push(action);
  for (const stand of stands) {
    const wires = uncutOn(stand);
    if (wires.length === 0) continue; // A 2-stand teammate's stand whose wires are all cut.
    for (const value of valueSets(false))
      for (const target of wires) push({ type: 'dualCut', seat, value, target });
    const detectorValues = valueSets(true);
    if (state.characters[seat]?.used === false) {
      for (const targets of combinations(wires, 2))
        for (const value of detectorValues)
          push({ type: 'dualCut', seat, value, detector: 'double', targets });
    }
    if (state.equipment.some((s) => s.card === 3 && s.state === 'available')) {
      for (const targets of combinations(wires, 3))
        for (const value of detectorValues)
          push({ type: 'dualCut', seat, value, detector: 'triple', targets });
    }
    if (state.equipment.some((s) => s.card === 5 && s.state === 'available')) {
      for (const value of detectorValues)
        push({ type: 'dualCut', seat, value, detector: 'super', stand });
    }
  }
  return out;
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, i) =>
    combinations(items.slice(i + 1), k - 1).map((rest) => [item, ...rest]),
  );
}
