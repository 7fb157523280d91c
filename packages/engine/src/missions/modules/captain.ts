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
  /** Equipment cards the Captain may not use (the rookie: the Stabilizer). */
  readonly noEquipment: readonly EquipmentCard[];
}

export function captainModule(def: CaptainDef): RuleModule {
  return {
    ...(def.dealtAtRandom ? { drawsCaptain: true as const } : {}),
    mayUseEquipment: (state, seat, card) =>
      seat === state.captain && def.noEquipment.includes(card)
        ? ruleError(
            'EQUIPMENT_FORBIDDEN',
            `In this mission the Captain may not use equipment ${card}.`,
          )
        : null,
    failedDualCut: (state, seat) =>
      def.failedDualCutExplodes && seat === state.captain ? 'captainFailedCut' : null,
  };
}
