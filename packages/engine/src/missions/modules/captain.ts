/**
 * Rule module "captain": missions where the Captain card is dealt at random and its holder plays
 * under a handicap (mission 14's rookie; later 17's Rhett and 28's careless Captain, RULES.md
 * §6.2, §9 B7). The character cards are dealt before the stands, so the Captain card's holder
 * is the Captain of the mission: first to play, and two stands with 3 players.
 */
import { ruleError } from '../../errors.js';
import type { EquipmentCard } from '../../types.js';
import type { RuleModule } from '../rules.js';

export interface CaptainDef {
  /** The character cards are dealt at random; whoever gets the Captain card is the Captain. */
  readonly dealtAtRandom: boolean;
  /** A failed dual cut by the Captain explodes the bomb (the rookie of 14). */
  readonly failedDualCutExplodes: boolean;
  /** Equipment the Captain may not use: some cards (the rookie: the Stabilizer), or all. */
  readonly noEquipment: readonly EquipmentCard[] | 'all';
  /** The Captain may not use the Captain card's Double Detector (Rhett, §9 A35). */
  readonly noDoubleDetector: boolean;
}

export function captainModule(def: CaptainDef): RuleModule {
  return {
    ...(def.dealtAtRandom ? { drawsCaptain: true as const } : {}),
    mayUseEquipment: (state, seat, card) => {
      if (seat !== state.captain) return null;
      const banned =
        card === 'doubleDetector'
          ? def.noDoubleDetector
          : def.noEquipment === 'all' || def.noEquipment.includes(card);
      const what = card === 'doubleDetector' ? 'the Double Detector' : `equipment ${card}`;
      return banned
        ? ruleError('EQUIPMENT_FORBIDDEN', `In this mission the Captain may not use ${what}.`)
        : null;
    },
    failedDualCut: (state, seat) =>
      def.failedDualCutExplodes && seat === state.captain ? 'captainFailedCut' : null,
  };
}
