/** Every action a seat may take now. Candidates are listed, then checked by the same code that applies them. */
import { accepts } from './apply.js';
import { ANSWER_TYPE } from './choices.js';
import { turnAction, turnActor } from './guards.js';
import { cardUsable, characterUsable, personalOf } from './cut.js';
import { CORE } from './flow.js';
import { isClosedX, turnedOf, wireAt, wiresOf } from './hands.js';
import { missionById } from './missions/catalog.js';
import { allRed, seenBy, valueIn } from './values.js';
import { seatsThatMayAct } from './view.js';
import {
  cutDenied,
  equipmentDenied,
  missionActions,
  missionCutTogether,
  missionOpenTurn,
  missionRedValues,
  targetDenied,
  CONSTRAINT_CARDS,
} from './missions/ask.js';
import {
  EMPTY_MENU,
  type DetectorMenu,
  type DualCutMenu,
  type LegalMenu,
  type StandTargets,
  type TurnedMenu,
} from './menu.js';
import type {
  ConstraintCard,
  DualCutAction,
  EquipmentAction,
  EquipmentCard,
  GameState,
  MoveAction,
  Seat,
  StandRef,
  WireRef,
} from './types.js';
import {
  blueValues,
  colourOf,
  gameValueWith,
  isBlueValue,
  type Announce,
  type GameValue,
} from './wire.js';

export function legalActions(state: GameState, seat: Seat): MoveAction[] {
  return expandMenu(legalMenu(state, seat));
}

export function legalMenu(state: GameState, seat: Seat): LegalMenu {
  if (state.status === 'won' || state.status === 'lost' || state.paused) return EMPTY_MENU;
  // The values the seat may cut, looked at once for its turn's actions and its dual cuts.
  let held: readonly Announce[] | undefined;
  const values = () => (held ??= heldValues(state, seat));
  // The answers to a pending choice are its options, legal as listed (answerPending accepts
  // exactly those); every other candidate is checked by the code that would apply it.
  const actions = state.pending
    ? answers(state, seat)
    : candidates(state, seat, values).filter((action) => accepts(state, action));
  return {
    actions,
    dualCut: dualCutMenu(state, seat, values),
    cutTogether: state.pending ? null : missionCutTogether(state, seat, CORE),
  };
}

/** The actions a seat is offered when no choice is pending, before each is checked. */
export const candidates = (
  state: GameState,
  seat: Seat,
  values = () => heldValues(state, seat),
): MoveAction[] => [
  ...equipmentActions(state, seat),
  // A turn nobody holds: only the mission's claims (and equipment) are open.
  ...(missionOpenTurn(state)
    ? missionActions(state, seat, CORE)
    : turnActions(state, seat, values)),
];

/**
 * The seats whose menu may hold an action now: those that may act (`mayAct`), and the holders of
 * an unused personal Walkie-Talkies or General Radar (rule sticker B), usable any time. Every other
 * seat's menu is empty (test/properties/view-events.test.ts), so the server builds no other.
 */
export function seatsWithMenus(state: GameState): Seat[] {
  const personal = state.hands.flatMap((_, seat) => {
    const carried = personalOf(state, seat);
    return (carried === 2 || carried === 8) && characterUsable(state, seat, carried) === null
      ? [seat]
      : [];
  });
  return [...new Set([...seatsThatMayAct(state), ...personal])].sort((a, b) => a - b);
}

/** Every action of a menu, one by one (the order of `legalActions`). */
export function expandMenu(menu: LegalMenu): MoveAction[] {
  const together = menu.cutTogether;
  return [
    ...menu.actions,
    ...(menu.dualCut ? expandDualCuts(menu.dualCut) : []),
    ...(together
      ? combinations(together.wires, together.count).map((wires): MoveAction => ({
          type: 'cutTogether',
          seat: together.seat,
          wires,
        }))
      : []),
  ];
}

function answers(state: GameState, seat: Seat): MoveAction[] {
  const { pending } = state;
  if (!pending || pending.seat !== seat) return [];
  if (pending.kind === 'falseInfo') return falseTokenAnswers(state, seat);
  if (pending.kind === 'takeToken' || pending.kind === 'besideToken')
    return pending.options.map((value): MoveAction => ({ type: 'takeToken', seat, value }));
  if (pending.kind === 'layNumber')
    return pending.options.map((number): MoveAction => ({ type: 'layNumber', seat, number }));
  if (pending.kind === 'placeSequence')
    return pending.options.map((end): MoveAction => ({ type: 'placeSequence', seat, end }));
  if (pending.kind === 'pickConstraint')
    return pending.options.map((i): MoveAction => ({
      type: 'pickConstraint',
      seat,
      constraint: CONSTRAINT_CARDS[i] as ConstraintCard,
    }));
  if (pending.kind === 'replaceConstraint')
    return pending.options.map((option): MoveAction => ({
      type: 'replaceConstraint',
      seat,
      replace: option === 1,
    }));
  const type = ANSWER_TYPE[pending.kind];
  return pending.options.map((option): MoveAction => {
    if (typeof option === 'number') {
      return type === 'checkCell'
        ? { type, seat, cell: option }
        : type === 'drawLine'
          ? { type, seat, cartouche: option }
          : type === 'designate'
            ? { type, seat, designee: option }
            : { type: 'flipEquipment', seat, slot: option };
    }
    return type === 'info' ? { type, seat, wire: option } : { type: 'choose', seat, wire: option };
  });
}

/** A false token's answers: each option with each value but the wire's own. */
function falseTokenAnswers(state: GameState, seat: Seat): MoveAction[] {
  const { pending } = state;
  if (pending?.kind !== 'falseInfo' || pending.seat !== seat) return [];
  return pending.options.flatMap((wire) => {
    const truth = valueIn(state, wireAt(state, wire)?.printed ?? -1);
    return pending.values
      .filter((value) => value !== truth)
      .map((value): MoveAction => ({ type: 'info', seat, wire, value }));
  });
}

function equipmentActions(state: GameState, seat: Seat): EquipmentAction[] {
  const available = state.equipment
    .filter((slot) => slot.state === 'available')
    .map((slot) => slot.card);
  // The character's personal copy (sticker B) is offered beside the shared card.
  const carried = personalOf(state, seat);
  const personal =
    (carried === 2 || carried === 8) && characterUsable(state, seat, carried) === null;
  // Most menus have no card to use: the seat's wires are not looked at then.
  if (available.length === 0 && !personal) return [];
  const mine = wiresOf(state, seat);
  const others = state.hands.map((_, s) => s).filter((s) => s !== seat);
  const used = state.characters.flatMap((c, s) => (c.used && !c.removed ? [s] : []));
  return [
    ...available.flatMap(actionsOf),
    ...(personal
      ? actionsOf(carried).map((action) => ({ ...action, personal: true as const }))
      : []),
  ];

  function actionsOf(card: EquipmentCard): EquipmentAction[] {
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
  }
}

function turnActions(state: GameState, seat: Seat, held: () => readonly Announce[]): MoveAction[] {
  if (turnActor(state) !== seat || state.turn.done || state.status !== 'playing') return [];
  const values = held();
  return [
    // Only a seat whose every uncut wire it sees is red may reveal them (revealRed checks the rest).
    ...(allRed(state, seat) ? [{ type: 'revealRed', seat } as const] : []),
    ...missionActions(state, seat, CORE),
    ...soloCutValues(state, seat, values).map((value): MoveAction => ({
      type: 'soloCut',
      seat,
      value,
    })),
    // With a turned wire, each value it would make two or four of (soloCut checks the rest).
    ...(turnedOf(state, seat).length > 0
      ? values.map((value): MoveAction => ({ type: 'soloCut', seat, value, turned: true }))
      : []),
  ];
}

/**
 * The values of `values` a solo cut may take: every uncut wire of the value is in the seat's
 * hands, two or four of them (soloCut checks the rest). One look at the wires for them all.
 */
function soloCutValues(state: GameState, seat: Seat, values: readonly Announce[]): Announce[] {
  const redValues = missionRedValues(state);
  const mine = new Map<GameValue, number>();
  // The seat's turned wire is not one it sees: like a teammate's, it stays elsewhere.
  const elsewhere = new Set<GameValue>();
  for (const [s, stands] of state.hands.entries())
    for (const stand of stands)
      for (const wire of stand) {
        if (wire.cut) continue;
        const value = gameValueWith(wire.printed, redValues);
        if (s !== seat || wire.turned) elsewhere.add(value);
        else mine.set(value, (mine.get(value) ?? 0) + 1);
      }
  return values.filter(
    (value) => !elsewhere.has(value) && (mine.get(value) === 2 || mine.get(value) === 4),
  );
}

/** The values a seat may cut with its own wires now (a closed X wire's is not one). */
const heldValues = (state: GameState, seat: Seat): readonly Announce[] => [
  ...new Set(
    seenBy(state, seat)
      .filter((w) => !isClosedX(state, w.wire))
      .map((w) => valueIn(state, w.wire.printed))
      .filter((v): v is Announce => v !== 'red'),
  ),
];

/**
 * Dual cuts, with every detector and X or Y Ray combination (`own` is left to its default).
 * Built from the same conditions planDualCut checks, without checking each combination again
 * (the property tests hold the two together).
 */
function dualCutMenu(
  state: GameState,
  seat: Seat,
  held: () => readonly Announce[],
): DualCutMenu | null {
  if (turnAction(state, seat) !== null) return null;
  const values = held().filter((value) => cutDenied(state, { seat, value, pairs: 1 }) === null);
  const turned = turnedMenu(state, seat);
  if (values.length === 0 && !turned) return null;
  const { stands, targets, pointable, free } = pointedAt(state, seat);
  if (targets.length === 0) return null;
  const numbers = values.filter(isBlueValue);
  const permitted = (card: 3 | 5 | 10 | 'doubleDetector') =>
    equipmentDenied(state, seat, card) === null;
  const shared = (card: 3 | 5 | 10) => cardUsable(state, card) === null && permitted(card);
  const carried = personalOf(state, seat);
  const own = (card: 3 | 10 | 'doubleDetector') =>
    carried === card && characterUsable(state, seat, card) === null && permitted(card);
  const available = (card: 3 | 10) => shared(card) || own(card);
  // Detectors count only the wires they may point at; the Super Detector points at them all.
  const detector = (usable: boolean, wires: number, whole = false): DetectorMenu | null => {
    if (!usable || numbers.length === 0) return null;
    const at = stands.filter((_, i) => free[i]! >= wires && (!whole || free[i] === pointable[i]));
    return at.length > 0 ? { values: numbers, stands: at } : null;
  };
  return {
    seat,
    values,
    xyRay: available(10),
    targets,
    ...(turned ? { turned } : {}),
    double: detector(own('doubleDetector'), 2),
    triple: detector(available(3), 3),
    super: detector(shared(5), 1, true),
    ...((carried === 3 || carried === 10) && own(carried)
      ? shared(carried)
        ? { ownCopy: carried }
        : { personal: carried }
      : {}),
  };
}

/**
 * The teammates' stands a dual cut of `seat` may point at (those of seats with an uncut wire),
 * each wire looked at once: `targets`, the wires it may cut stand by stand (uncut, neither
 * turned, since only its owner may cut that (mission 38), nor closed X, nor forbidden by the
 * mission), X wires among them `plainOnly`; per stand, the wires a detector may count
 * (`pointable`: no X wire) and how many of them are targets (`free`).
 */
function pointedAt(state: GameState, seat: Seat) {
  const stands: StandRef[] = [];
  const targets: StandTargets[] = [];
  const pointable: number[] = [];
  const free: number[] = [];
  for (const [s, hand] of state.hands.entries()) {
    if (s === seat || !hand.some((wires) => wires.some((w) => !w.cut))) continue;
    for (const [stand, wires] of hand.entries()) {
      stands.push({ seat: s, stand });
      const at: number[] = [];
      const plainOnly: number[] = [];
      let counted = 0;
      let open = 0;
      for (const [index, wire] of wires.entries()) {
        if (wire.cut || wire.turned || isClosedX(state, wire)) continue;
        const allowed = targetDenied(state, seat, { seat: s, stand, index }) === null;
        if (allowed) at.push(index);
        if (wire.x === true) {
          if (allowed) plainOnly.push(index);
        } else {
          counted++;
          if (allowed) open++;
        }
      }
      if (at.length > 0)
        targets.push({ seat: s, stand, wires: at, ...(plainOnly.length > 0 ? { plainOnly } : {}) });
      pointable.push(counted);
      free.push(open);
    }
  }
  return { stands, targets, pointable, free };
}

/**
 * The values a seat may guess for its turned wire (mission 38): every value still to cut that the
 * mission lets it announce, from public facts only (the wire's value never narrows them).
 */
function turnedMenu(state: GameState, seat: Seat): TurnedMenu | null {
  const [own] = turnedOf(state, seat);
  if (!own) return null;
  const [from, to] = missionById(state.mission)?.blue ?? [1, 12];
  const yellow = state.markers.some((m) => colourOf(m.printed) === 'yellow');
  const values: Announce[] = [
    ...blueValues(from, to).filter((v) => !state.validated.includes(v)),
    ...(yellow ? (['yellow'] as const) : []),
    ...(state.options.stars > 0 ? (['star'] as const) : []),
  ].filter(
    (value) =>
      !missionRedValues(state).includes(value as number) &&
      cutDenied(state, { seat, value, pairs: 1 }) === null,
  );
  return values.length > 0 ? { own, values } : null;
}

function expandDualCuts(menu: DualCutMenu): DualCutAction[] {
  const { seat } = menu;
  const valueSets = (list: readonly Announce[]): DualCutAction['value'][] => [
    ...list,
    ...(menu.xyRay ? pairs(list) : []),
  ];
  const singles = valueSets(menu.values);
  const out: DualCutAction[] = [];
  const personal = menu.personal;
  const push = (action: DualCutAction) =>
    out.push(
      personal !== undefined && usesCard(action, personal) ? { ...action, personal: true } : action,
    );
  for (const { seat: owner, stand: n, wires: indexes, plainOnly = [] } of menu.targets) {
    const all = indexes.map((index): WireRef => ({ seat: owner, stand: n, index }));
    const plain = (ref: WireRef) => plainOnly.includes(ref.index);
    if (menu.turned) {
      const { own, values } = menu.turned;
      for (const value of values)
        for (const target of all) push({ type: 'dualCut', seat, value, target, own });
    }
    const stand: StandRef = { seat: owner, stand: n };
    const valuesOf = (d: DetectorMenu | null) =>
      d?.stands.some((s) => s.seat === owner && s.stand === n) ? valueSets(d.values) : [];
    for (const value of singles)
      for (const target of all)
        if (!Array.isArray(value) || !plain(target)) push({ type: 'dualCut', seat, value, target });
    const wires = all.filter((ref) => !plain(ref));
    for (const [detector, k] of [
      ['double', 2],
      ['triple', 3],
    ] as const) {
      const values = valuesOf(menu[detector]);
      if (values.length === 0) continue;
      for (const targets of combinations(wires, k))
        for (const value of values) push({ type: 'dualCut', seat, value, detector, targets });
    }
    for (const value of valuesOf(menu.super))
      push({ type: 'dualCut', seat, value, detector: 'super', stand });
  }
  return out;
}

const usesCard = (action: DualCutAction, card: 3 | 10): boolean =>
  card === 10 ? Array.isArray(action.value) : action.detector === 'triple';

const pairs = (list: readonly Announce[]): [Announce, Announce][] =>
  list.flatMap((a, i) => list.slice(i + 1).map((b): [Announce, Announce] => [a, b]));

/** Every choice of `k` of `items`, in list order (a "cut together" menu's actions). */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, i) =>
    combinations(items.slice(i + 1), k - 1).map((rest) => [item, ...rest]),
  );
}
