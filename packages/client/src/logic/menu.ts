/**
 * What the seat may do now, read from the engine's compact legal menu only (never guessed):
 * dual cuts by mode (plain, Double / Triple / Super Detector), the other actions by kind, and one
 * generic narrowing that turns a group of candidate actions into questions, one field at a time.
 */
import {
  BASE_CARDS,
  EXTRA_CARDS,
  type Action,
  type Announce,
  type ConstraintCard,
  type DetectorMenu,
  type DualCutAction,
  type DualCutMenu,
  type EquipmentCard,
  type InfoValue,
  type LegalMenu,
  type MoveAction,
  type Seat,
  type StandRef,
  type WireRef,
} from '@bomb-busters/engine/data';
import { sameWire } from './refs';
import { sameJson } from './same';

export type Detector = 'double' | 'triple' | 'super';
export type CutMode = 'single' | Detector;

/** The equipment card behind each detector (the Double Detector is the character's). */
export const DETECTOR_CARD = { triple: 3, super: 5 } as const satisfies Partial<
  Record<Detector, EquipmentCard>
>;
export const XY_RAY_CARD: EquipmentCard = 10;

const detectorOf = (dual: DualCutMenu, mode: Detector): DetectorMenu | null => dual[mode];

/** The cut modes the menu allows now, plain first. */
export function cutModes(legal: LegalMenu): CutMode[] {
  const dual = legal.dualCut;
  if (!dual) return [];
  const detectors = (['double', 'triple', 'super'] as const).filter((m) => detectorOf(dual, m));
  return dual.targets.length > 0 ? ['single', ...detectors] : detectors;
}

/** How many wires a mode points at (the Super Detector points at a stand). */
export const wiresFor = (mode: CutMode): number =>
  mode === 'single' ? 1 : mode === 'double' ? 2 : mode === 'triple' ? 3 : 0;

const onStand = (stands: readonly StandRef[], ref: StandRef): boolean =>
  stands.some((s) => s.seat === ref.seat && s.stand === ref.stand);

const targetsOn = (dual: DualCutMenu, ref: WireRef) =>
  dual.targets.find((t) => t.seat === ref.seat && t.stand === ref.stand);

const isTarget = (dual: DualCutMenu, ref: WireRef): boolean =>
  targetsOn(dual, ref)?.wires.includes(ref.index) ?? false;

/** An X wire (mission 20): no detector nor the X or Y Ray points at it, only a plain dual cut. */
export const plainOnly = (dual: DualCutMenu, ref: WireRef): boolean =>
  targetsOn(dual, ref)?.plainOnly?.includes(ref.index) ?? false;

/**
 * Whether pointing at `ref` now adds it to a cut of `mode` that already points at `picked`;
 * `pair`: the cut announces two values with the X or Y Ray.
 */
export function targetEnabled(
  dual: DualCutMenu,
  mode: CutMode,
  picked: readonly WireRef[],
  ref: WireRef,
  pair = false,
): boolean {
  if (!isTarget(dual, ref) || picked.some((p) => sameWire(p, ref))) return false;
  if ((mode !== 'single' || pair) && plainOnly(dual, ref)) return false;
  if (mode === 'single') return true;
  if (mode === 'super') return false;
  const detector = detectorOf(dual, mode);
  if (!detector || !onStand(detector.stands, ref)) return false;
  const first = picked[0];
  return picked.length < wiresFor(mode) && (!first || sameStand(first, ref));
}

const sameStand = (a: StandRef, b: StandRef): boolean => a.seat === b.seat && a.stand === b.stand;

/** Stands the Super Detector may point at. */
export function standEnabled(dual: DualCutMenu, mode: CutMode, ref: StandRef): boolean {
  return mode === 'super' && !!dual.super && onStand(dual.super.stands, ref);
}

/**
 * The values a cut of `mode` may announce; a plain one also each guess at the seat's turned wire
 * (mission 38), in the menu's order after the values it sees.
 */
export function cutValues(dual: DualCutMenu, mode: CutMode): readonly Announce[] {
  if (mode !== 'single') return detectorOf(dual, mode)?.values ?? [];
  const guesses = dual.turned?.values.filter((v) => !dual.values.includes(v)) ?? [];
  return [...dual.values, ...guesses];
}

/** What a cut points at: wires, or a stand for the Super Detector. */
export type CutTargets = { readonly wires: readonly WireRef[] } | { readonly stand: StandRef };

/**
 * The dual cut announcing `values` (one, or two with the X or Y Ray, put in the menu's order) at
 * `targets`, or null when the menu does not allow it. `own`: the player chose their character's
 * copy (rule sticker B) over a shared card still usable.
 */
export function dualCutAction(
  dual: DualCutMenu,
  mode: CutMode,
  targets: CutTargets,
  values: readonly Announce[],
  own?: true,
): DualCutAction | null {
  const allowed = cutValues(dual, mode);
  const ordered = allowed.filter((v) => values.includes(v));
  if (ordered.length !== values.length || ordered.length < 1 || ordered.length > 2) return null;
  if (ordered.length === 2 && !dual.xyRay) return null;
  const [a, b] = ordered as [Announce, Announce?];
  const value = b === undefined ? a : ([a, b] as const);
  const { seat } = dual;
  // Rule sticker B: the seat's own copy of the card this cut needs, when the menu says the cut
  // uses it (the shared card is not usable) or the player chose it.
  const copy = dual.personal ?? (own ? dual.ownCopy : undefined);
  const personal =
    (copy === 3 && mode === 'triple') || (copy === 10 && b !== undefined)
      ? { personal: true as const }
      : {};
  if ('stand' in targets)
    return standEnabled(dual, mode, targets.stand)
      ? { type: 'dualCut', seat, value, detector: 'super', stand: targets.stand, ...personal }
      : null;
  const { wires } = targets;
  if (mode === 'super' || wires.length !== wiresFor(mode)) return null;
  const valid = wires.every((w, i) =>
    targetEnabled(dual, mode, wires.slice(0, i), w, ordered.length === 2),
  );
  if (!valid) return null;
  const [target] = wires as [WireRef];
  if (mode !== 'single')
    return { type: 'dualCut', seat, value, detector: mode, targets: wires, ...personal };
  // A value the seat does not see is a guess at its turned wire, named as its own (mission 38).
  const guess = dual.turned && !dual.values.includes(a) ? { own: dual.turned.own } : {};
  return { type: 'dualCut', seat, value, target, ...personal, ...guess };
}

const ofType = <T extends MoveAction['type']>(legal: LegalMenu, type: T) =>
  legal.actions.filter((a): a is Extract<MoveAction, { type: T }> => a.type === type);

/** The legal solo cuts: the plain ones, or (`guess`) those with the seat's turned wire (38). */
const solosOf = (legal: LegalMenu, guess: boolean) =>
  ofType(legal, 'soloCut').filter((a) => (a.turned === true) === guess);

/**
 * The solo cuts' values, in menu order: the plain ones, or (`guess`) those whose turned wire
 * (mission 38) goes too, a guess that it is that value.
 */
export const soloValues = (legal: LegalMenu, guess = false): Announce[] => [
  ...new Set(solosOf(legal, guess).map((a) => a.value)),
];

/** The solo cut of `value`: the plain one, or (`guess`) the one with the seat's turned wire. */
export const soloAction = (legal: LegalMenu, value: Announce, guess = false): Action | null =>
  solosOf(legal, guess).find((a) => a.value === value) ?? null;

/** The legal "reveal red", "stuck", "Snip!", "skip" (mission 26) or "Ta-da!" (42) action, if any. */
export const plainAction = (
  legal: LegalMenu,
  type: 'revealRed' | 'stuck' | 'snip' | 'skip' | 'cannotObey' | 'taDa',
): Action | null => ofType(legal, type)[0] ?? null;

/** Whether pointing at `ref` adds it to the wires pointed at together so far. */
export function togetherEnabled(
  legal: LegalMenu,
  picked: readonly WireRef[],
  ref: WireRef,
): boolean {
  const menu = legal.cutTogether;
  return (
    !!menu &&
    picked.length < menu.count &&
    menu.wires.some((w) => sameWire(w, ref)) &&
    !picked.some((p) => sameWire(p, ref))
  );
}

/** The "cut together" action pointing at `wires`, or null until they are as many as it needs. */
export function togetherAction(legal: LegalMenu, wires: readonly WireRef[]): Action | null {
  const menu = legal.cutTogether;
  if (!menu || wires.length !== menu.count) return null;
  const valid = wires.every((w, i) => togetherEnabled(legal, wires.slice(0, i), w));
  return valid ? { type: 'cutTogether', seat: menu.seat, wires } : null;
}

/** A set of candidate actions the player narrows down by pointing. */
export type Group =
  /** `personal`: the seat's own copy of the card (rule sticker B), not the shared one. */
  | { readonly kind: 'equipment'; readonly card: EquipmentCard; readonly personal?: true }
  | { readonly kind: 'coffee' }
  | { readonly kind: 'answer' };

export function candidates(legal: LegalMenu, group: Group): Action[] {
  switch (group.kind) {
    case 'equipment': {
      // The seat's own copy (rule sticker B) when asked for, else the shared card while usable.
      const uses = legal.actions.filter((a) => a.type === 'equipment' && a.card === group.card);
      const own = uses.filter((a) => 'personal' in a && a.personal);
      const shared = uses.filter((a) => !own.includes(a));
      return group.personal ? own : shared.length > 0 ? shared : own;
    }
    case 'coffee':
      return ofType(legal, 'coffee');
    case 'answer':
      return legal.actions.filter((a) => ANSWERS.has(a.type));
  }
}

const ANSWERS = new Set<Action['type']>([
  'info',
  'choose',
  'checkCell',
  'drawLine',
  'flipEquipment',
  'designate',
  'takeToken',
  'layNumber',
  'placeSequence',
  'pickConstraint',
  'replaceConstraint',
]);

/** The box's order of the cards: 1 to 12, then the surprise boxes' cards. */
const CARD_ORDER: readonly EquipmentCard[] = [...BASE_CARDS, ...EXTRA_CARDS];
const byCard = (a: EquipmentCard, b: EquipmentCard): number =>
  CARD_ORDER.indexOf(a) - CARD_ORDER.indexOf(b);

/** Equipment cards usable now: their own actions, plus the detectors and X or Y Ray of a cut. */
export function usableCards(legal: LegalMenu): EquipmentCard[] {
  const own = legal.actions.flatMap<EquipmentCard>((a) => (a.type === 'equipment' ? [a.card] : []));
  const dual = legal.dualCut;
  const inCut: EquipmentCard[] = [
    ...(dual?.triple ? [DETECTOR_CARD.triple] : []),
    ...(dual?.super ? [DETECTOR_CARD.super] : []),
    ...(dual?.xyRay && dual.targets.some((t) => t.wires.length > (t.plainOnly?.length ?? 0))
      ? [XY_RAY_CARD]
      : []),
  ];
  return [...new Set([...own, ...inCut])].sort(byCard);
}

/**
 * Whether the seat's own copy of `card` (rule sticker B) is usable: an action of its own, or the
 * cuts that need the card (its Triple Detector or X or Y Ray, beside the shared one or alone).
 */
export const ownCardUsable = (legal: LegalMenu, card: EquipmentCard): boolean =>
  legal.actions.some((a) => a.type === 'equipment' && a.card === card && a.personal) ||
  legal.dualCut?.personal === card ||
  legal.dualCut?.ownCopy === card;

/** The mission sheet's coffees that may be taken now (New Missions). */
export const coffees = (legal: LegalMenu): number[] => [
  ...new Set(ofType(legal, 'coffee').map((a) => a.coffee)),
];

/** The fields a candidate action is narrowed by, in the order they are asked. */
export const FIELDS = [
  'coffee',
  'wire',
  'teammate',
  'next',
  'seats',
  'value',
  'cell',
  'cartouche',
  'slot',
  'designee',
  'number',
  'end',
  'constraint',
  'replace',
] as const;
export type Field = (typeof FIELDS)[number];

export interface FieldValues {
  readonly wire: WireRef;
  readonly teammate: Seat;
  readonly next: Seat;
  readonly seats: readonly Seat[];
  /** A false token may show yellow (mission 17); every other value asked is a number. */
  readonly value: InfoValue;
  readonly cell: number;
  readonly cartouche: number;
  readonly coffee: number;
  /** A face-down equipment card's place on the board (mission 15). */
  readonly slot: number;
  /** Who cuts this turn's Number card value (mission 18). */
  readonly designee: Seat;
  /** Which of the seat's Number cards to lay face down (mission 29). */
  readonly number: number;
  /** The end card of the row the sequence card goes next to (mission 36). */
  readonly end: number;
  /** Which face-up constraint card to take (mission 31). */
  readonly constraint: ConstraintCard;
  /** The Captain replaces the shared constraint card (true) or keeps it (mission 32). */
  readonly replace: boolean;
}
export type Choice = { [F in Field]: { readonly field: F; readonly value: FieldValues[F] } }[Field];
export type Question = {
  [F in Field]: { readonly field: F; readonly options: readonly FieldValues[F][] };
}[Field];

export type Step =
  | { readonly kind: 'action'; readonly action: Action }
  | { readonly kind: 'ask'; readonly question: Question }
  | { readonly kind: 'none' };

const fieldOf = (action: Action, field: Field): unknown =>
  (action as unknown as Record<string, unknown>)[field];

/**
 * The next step of narrowing `actions` by `choices`: the first field they carry that is not
 * chosen yet, with its options (asked even with one option, so every effect is pointed at), or
 * the one action left once every field is chosen.
 */
export function narrow(actions: readonly Action[], choices: readonly Choice[]): Step {
  const left = actions.filter((a) => choices.every((c) => sameJson(fieldOf(a, c.field), c.value)));
  const first = left[0];
  if (!first) return { kind: 'none' };
  const chosen = new Set(choices.map((c) => c.field));
  const field = FIELDS.find((f) => !chosen.has(f) && left.some((a) => fieldOf(a, f) !== undefined));
  if (!field) return { kind: 'action', action: first };
  const options: unknown[] = [];
  for (const a of left) {
    const value = fieldOf(a, field);
    if (value !== undefined && !options.some((o) => sameJson(o, value))) options.push(value);
  }
  return { kind: 'ask', question: { field, options } as Question };
}

/** Whether `value` answers `question`. */
export const isOption = (question: Question, value: unknown): boolean =>
  (question.options as readonly unknown[]).some((o) => sameJson(o, value));
