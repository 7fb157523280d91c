/** What each equipment card is: when it may be used, and which cut wires unlock it (RULES.md §4). */
import type {
  BaseEquipmentCard,
  EquipmentCard,
  ExtraEquipmentCard,
  NewCharacter,
} from './types.js';
import type { GameValue } from './wire.js';

/** "instant": the card acts by itself once unlocked (§9 A14) and is never an action. */
export type Timing = 'anyTime' | 'onYourTurn' | 'startOfTurn' | 'inDualCut' | 'instant';

/** When each card may be used (its footer). */
export const EQUIPMENT_TIMING: Readonly<Record<EquipmentCard, Timing>> = {
  1: 'anyTime', // Label ≠
  2: 'anyTime', // Walkie-Talkies
  3: 'inDualCut', // Triple Detector
  4: 'anyTime', // Post-it
  5: 'inDualCut', // Super Detector
  6: 'anyTime', // Rewinder
  7: 'anyTime', // Emergency Batteries
  8: 'anyTime', // General Radar
  9: 'startOfTurn', // Stabilizer
  10: 'inDualCut', // X or Y Ray
  11: 'onYourTurn', // Coffee Mug
  12: 'anyTime', // Label =
  falseBottom: 'instant',
};

export const BASE_CARDS: readonly BaseEquipmentCard[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
export const EXTRA_CARDS: readonly ExtraEquipmentCard[] = ['falseBottom'];

export const isEquipmentCard = (card: unknown): card is EquipmentCard =>
  (BASE_CARDS as readonly unknown[]).includes(card) ||
  (EXTRA_CARDS as readonly unknown[]).includes(card);

/** A card unlocks once this many wires of this value are cut: 2 of its number, or 2 yellow. */
export const unlockOf = (card: EquipmentCard): { value: GameValue; wires: number } =>
  card === 'falseBottom' ? { value: 'yellow', wires: 2 } : { value: card, wires: 2 };

/** The equipment card each new character of rule sticker B carries a personal copy of (§5.2). */
export const PERSONAL_CARD = {
  generalRadar: 8,
  walkieTalkies: 2,
  tripleDetector: 3,
  xOrYRay: 10,
} as const satisfies Readonly<Record<NewCharacter, BaseEquipmentCard>>;
