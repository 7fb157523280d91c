/**
 * The constraint cards A-L (RULES.md §6.3) as data: what each asks of the seat obeying it. How a
 * mission deals them and what follows a seat that cannot obey are the `constraints` module's.
 */
import type { EquipmentCard } from '../../types.js';
import { blueValues, type Announce } from '../../wire.js';

export const CONSTRAINT_CARDS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
] as const;
export type ConstraintCard = (typeof CONSTRAINT_CARDS)[number];

/** What one card asks of the seat obeying it. */
export interface ConstraintRule {
  /** Only these values may be cut (A-E): yellow and star wires are none of them. */
  readonly only?: readonly number[];
  /** These values may not be cut (F). */
  readonly never?: readonly number[];
  /** No equipment at all, personal equipment included (G), or these cards (H: the Post-it). */
  readonly noEquipment?: 'all' | readonly EquipmentCard[];
  /** No wire carrying an info token may be pointed at, and a failed cut places none (H). */
  readonly noInfoTokens?: true;
  /** The far-left or far-right uncut wire of a teammate's stand may not be pointed at (J, I). */
  readonly farEnd?: 'left' | 'right';
  /** No solo cut (K). */
  readonly noSolo?: true;
  /** How many notches the seat's failed cut moves the dial (L). */
  readonly failedCutNotches?: number;
}

const FOUR_TO_NINE = blueValues(4, 9);

export const CARD_RULES: Readonly<Record<ConstraintCard, ConstraintRule>> = {
  A: { only: [2, 4, 6, 8, 10, 12] },
  B: { only: [1, 3, 5, 7, 9, 11] },
  C: { only: blueValues(1, 6) },
  D: { only: blueValues(7, 12) },
  E: { only: FOUR_TO_NINE },
  F: { never: FOUR_TO_NINE },
  G: { noEquipment: 'all' },
  H: { noInfoTokens: true, noEquipment: [4] },
  I: { farEnd: 'right' },
  J: { farEnd: 'left' },
  K: { noSolo: true },
  L: { failedCutNotches: 2 },
};

export const isConstraintCard = (card: unknown): card is ConstraintCard =>
  (CONSTRAINT_CARDS as readonly unknown[]).includes(card);

/** Whether the card lets its seat cut `value` (A-F restrict values; yellow and stars are none of A-E's). */
export function cardAllows(rule: ConstraintRule, value: Announce): boolean {
  const number = typeof value === 'number' ? value : null;
  if (rule.only && (number === null || !rule.only.includes(number))) return false;
  return !(rule.never && number !== null && rule.never.includes(number));
}
