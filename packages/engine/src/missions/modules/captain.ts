/**
 * Rule module "captain": missions where the Captain plays under a handicap (mission 14's rookie,
 * 17's Rhett and 28's Captain Careless, RULES.md §6.2, §9 B7), the Captain card sometimes dealt at
 * random. The character cards are dealt before the stands, so the Captain card's holder
 * is the Captain of the mission: first to play, and two stands with 3 players.
 */
import { ruleError } from '../../errors.js';
import type { EquipmentCard } from '../../types.js';
import type { RuleModule } from '../rules.js';

export interface CaptainDef {
  /**
   * The character cards are dealt at random; whoever gets the Captain card is the Captain (setup
   * asks `missionDrawsCaptain`, catalog.ts: the create-table form reads it without the rules).
   */
  readonly dealtAtRandom: boolean;
  /** A failed dual cut by the Captain explodes the bomb (the rookie of 14). */
  readonly failedDualCutExplodes: boolean;
  /** Equipment the Captain may not use: some cards (the rookie: the Stabilizer), or all. */
  readonly noEquipment: readonly EquipmentCard[] | 'all';
  /** The Captain may not use the Captain card's Double Detector (Rhett, §9 A35). */
  readonly noDoubleDetector: boolean;
  /** The Captain's character card goes back to the box once dealt (Captain Careless, 28). */
  readonly characterRemoved?: true;
}

export function captainModule(def: CaptainDef): RuleModule {
  return {
    ...(def.characterRemoved
      ? {
          setup: (state) => ({
            slots: {
              characters: state.characters.map((c, seat) =>
                seat === state.captain ? { ...c, used: true, removed: true as const } : c,
              ),
            },
            tasks: [],
          }),
        }
      : {}),
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
