/**
 * The mission at the table, in words: its number as printed on the box ("Mission 8", "New
 * Mission 2"), the values the mission sheet lets the team cut now, and which of the seat's own
 * values a mission rule (the sheet, the sequence card) keeps out of the value picker (so the
 * table can say why).
 */
import {
  accessibleCells,
  CARD_RULES,
  gameValueOf,
  missionById,
  restrictsCuts,
  ruleOf,
  valueCuttable,
  type Announce,
  type CellValue,
  type ConstraintCard,
  type GridKind,
  type GridState,
  type MissionId,
  type SeatView,
} from '@bomb-busters/engine/data';
import type { MessageKey } from '../i18n/en';
import { listIn, numberIn, type Language, type Params } from '../i18n/translate';
import { missionNameKey } from './missions';
import { designatedValue } from './designation';
import { pickedByMe } from './number-pick';
import { sequenceNow, type SequenceNow } from './sequence';
import { threeValuesNow } from './speed-rounds';

type Translate = (key: MessageKey, params?: Params) => string;

/** "Mission 8" for the base box, "New Mission 2" for the three New Missions. */
export function missionNumber(id: MissionId): { key: MessageKey; params: Params } {
  if (typeof id === 'number') return { key: 'briefing.number', params: { n: id } };
  return { key: 'briefing.number.new', params: { n: Number(id.slice('new-'.length)) } };
}

/** "Mission 8 — Final Exam", "New Mission 2 — Parallel Wires": number and name, as on the box. */
export function missionTitle(t: Translate, id: MissionId): string {
  const number = missionNumber(id);
  return t('briefing.title', { number: t(number.key, number.params), name: t(missionNameKey(id)) });
}

/** Values as a list in the language's own way: "1, 5 and 6", "1, 5 et 6". */
export function valueList(
  t: Translate,
  language: Language,
  values: readonly (CellValue | 'star')[],
): string {
  const words = values.map((v) =>
    typeof v === 'number'
      ? numberIn(v, language)
      : t(v === 'yellow' ? 'board.value.yellow' : 'board.value.star'),
  );
  return listIn(words, language);
}

/** A sheet that decides which values may be cut (Parallel Wires, Dangerous Liaisons). */
export type RestrictingGrid = Exclude<GridKind, 'balance'>;

export const restricting = (grid: GridState | null): RestrictingGrid | null =>
  grid && restrictsCuts(grid) ? (grid.kind as RestrictingGrid) : null;

/** Sheet values first by number, yellow last. */
const byCell = (a: CellValue, b: CellValue): number =>
  (a === 'yellow' ? 99 : a) - (b === 'yellow' ? 99 : b);

/**
 * The values the mission sheet lets be cut now (a pair of them), sorted; null when the mission
 * has no sheet or its sheet does not restrict cuts.
 */
export function sheetValues(grid: GridState | null): CellValue[] | null {
  if (!grid || !restricting(grid)) return null;
  const values = accessibleCells(grid).map((id) => grid.cells[id]?.value);
  return [...new Set(values.filter((v): v is CellValue => v !== undefined))].sort(byCell);
}

/** Values held back by one rule; the sequence card's with where it stands, to say when they open. */
export type HeldBack =
  | { readonly rule: RestrictingGrid | 'redNumber'; readonly values: readonly Announce[] }
  /** Every value but this turn's Number card's, for the seat named to cut it (mission 18). */
  | { readonly rule: 'designated'; readonly values: readonly Announce[]; readonly value: number }
  /** Every value but the Number card the seat turned down this turn (mission 26). */
  | { readonly rule: 'picked'; readonly values: readonly Announce[]; readonly value: number }
  /** The Number card's value whose four wires leave only together (mission 23). */
  | { readonly rule: 'together'; readonly values: readonly Announce[]; readonly value: number }
  /** Every value but the three turned up by mission 30's timeline, until all their wires are cut. */
  | {
      readonly rule: 'threeValues';
      readonly values: readonly Announce[];
      readonly three: readonly number[];
    }
  | { readonly rule: 'sequence'; readonly values: readonly Announce[]; readonly now: SequenceNow }
  /** Yellow: the seat's tripwire, which only a teammate's pointing cuts (mission 41). */
  | { readonly rule: 'tripwire'; readonly values: readonly Announce[] }
  /** The values the constraint card the seat obeys does not allow (31, 32, 37). */
  | {
      readonly rule: 'constraint';
      readonly values: readonly Announce[];
      readonly card: ConstraintCard;
    };

/** The constraint card the viewer obeys: its own face-up card (31), else the shared one. */
export function obeyedCard(view: SeatView): ConstraintCard | null {
  const c = view.constraints;
  if (!c || view.viewer === 'spectator') return null;
  const own = c.seats[view.viewer];
  // A face-down card is never the viewer's own: a seat sees its own secret card (34).
  if (own && own !== 'faceDown') return own.flipped ? null : own.card;
  return c.shared;
}

/** Whether constraint card `card` allows cutting `value` (yellow is none of A-E's values). */
const cardAllows = (card: ConstraintCard, value: Announce): boolean => {
  const { only, never } = CARD_RULES[card];
  const n = typeof value === 'number' ? value : null;
  if (only) return n !== null && only.includes(n);
  return !(never && n !== null && never.includes(n));
};

/** The seat's own uncut values that a rule may hold back: red and star wires aside. */
function ownValues(view: SeatView): Set<CellValue> {
  const held = new Set<CellValue>();
  for (const stand of view.stands) {
    if (stand.seat !== view.viewer) continue;
    for (const w of stand.wires) {
      if (w.cut || w.printed === null) continue;
      const value = gameValueOf(w.printed);
      if (value !== 'red' && value !== 'star') held.add(value);
    }
  }
  return held;
}

/**
 * The seat's own uncut values that the picker leaves out only because a mission rule holds them
 * back now, rule by rule: they act as red (mission 11's Number card), the sheet does not allow
 * them yet, the sequence card closes them, the seat was named to cut another value this turn
 * (18) or turned another Number card down (26), their wires leave only together (23), or they
 * are not among the three values turned up (30), or the constraint card obeyed forbids them
 * (31, 32, 37), or yellow is a tripwire (41). Star wires are on no sheet and no Number card,
 * so never held back. Empty for a spectator.
 */
export function heldBack(view: SeatView, offered: readonly Announce[]): HeldBack[] {
  const mine = [...ownValues(view)].filter((v) => !offered.includes(v));
  const isRed = (v: Announce): boolean => typeof v === 'number' && view.redValues.includes(v);
  const held: HeldBack[] = [{ rule: 'redNumber', values: mine.filter(isRed) }];
  const own = mine.filter((v) => !isRed(v));
  const { grid, sequence } = view;
  const kind = restricting(grid);
  if (grid && kind)
    held.push({ rule: kind, values: own.filter((v) => !valueCuttable(grid, v, 1)) });
  if (sequence) {
    const now = sequenceNow(sequence, view.stands);
    const values = own.filter((v) => v !== 'yellow' && now.closed.includes(v));
    held.push({ rule: 'sequence', values, now });
  }
  const value = designatedValue(view);
  if (value !== null)
    held.push({ rule: 'designated', values: own.filter((v) => v !== value), value });
  const picked = pickedByMe(view);
  if (picked !== null)
    held.push({ rule: 'picked', values: own.filter((v) => v !== picked), value: picked });
  const together = view.together;
  // Mission 30's yellow sweep leaves no cut to pick from: its own note says so (Together).
  if (together && !together.done && together.number !== 'yellow') {
    const value = together.number;
    held.push({ rule: 'together', values: own.filter((v) => v === value), value });
  }
  const def = missionById(view.mission);
  if (def && ruleOf(def, 'tripwires'))
    held.push({ rule: 'tripwire', values: own.filter((v) => v === 'yellow') });
  const card = obeyedCard(view);
  if (card)
    held.push({ rule: 'constraint', values: own.filter((v) => !cardAllows(card, v)), card });
  const three = threeValuesNow(view);
  if (three) {
    const values = own.filter((v) => typeof v !== 'number' || !three.includes(v));
    held.push({ rule: 'threeValues', values, three });
  }
  return held.filter((h) => h.values.length > 0);
}

/**
 * The setup info token drawn at random (mission 13) that the seat is placing now: the value every
 * wire it may go on shares. Null when the mission's setup tokens are chosen, or no such choice.
 */
export function drawnToken(
  view: Pick<SeatView, 'mission' | 'pending' | 'stands' | 'status'>,
): number | null {
  const first = view.pending?.kind === 'setupInfo' ? view.pending.options?.[0] : undefined;
  // During play a setupInfo choice is mission 39's token for the Number cards dealt, not a draw.
  if (view.status === 'playing') return null;
  if (missionById(view.mission)?.setupInfo !== 'random' || typeof first !== 'object') return null;
  const stand = view.stands.find((s) => s.seat === first.seat && s.stand === first.stand);
  const printed = stand?.wires[first.index]?.printed;
  return typeof printed === 'number' ? printed : null;
}
