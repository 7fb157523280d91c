/**
 * The rule modules a mission may name, one per mechanism family, each with the data it takes
 * (`RuleSpec`), how that data is checked at load, and the module built from it. Adding a family:
 * a file in this folder, a variant of `RuleSpec`, a case in `buildModule` and `validateRule`
 * (docs/missions.md).
 */
import { ruleError, type RuleError } from '../../errors.js';
import type { ActionType } from '../../types.js';
import type { GridDef } from '../grid.js';
import type { MissionDef } from '../defs.js';
import type { RuleModule } from '../rules.js';
import { captainModule, type CaptainDef } from './captain.js';
import {
  constraintsModule,
  NO_CONSTRAINTS,
  validateConstraints,
  type ConstraintsDef,
} from './constraints.js';
import {
  cutTogetherModule,
  NO_CUT_TOGETHER,
  validateCutTogether,
  type CutTogetherDef,
} from './cut-together.js';
import { equipmentNumbersModule } from './equipment-numbers.js';
import { designatedCutterModule } from './designated-cutter.js';
import { faceDownEquipmentModule } from './face-down-equipment.js';
import { falseTokensModule, type FalseTokensDef } from './false-tokens.js';
import { redNumberModule } from './red-number.js';
import { sequenceModule, validateSequence, type SequenceDef } from './sequence.js';
import { NO_SNIP, snipModule } from './snip.js';
import { NO_NUMBER_PICK, numberPickModule } from './number-pick.js';
import { numberHandsModule } from './number-hands.js';
import { equipmentDeckModule, type EquipmentDeckDef } from './equipment-deck.js';
import { NO_TRIPWIRES, tripwiresModule, validateTripwires } from './tripwires.js';
import { negativeTokensModule, type NegativeTokensDef } from './negative-tokens.js';
import { tokenHandoutModule, type TokenHandoutDef } from './token-handout.js';
import { tokenKindsModule, validateTokenKinds, type TokenKindDef } from './token-kinds.js';
import { turnedWiresModule, type TurnedWiresDef } from './turned-wires.js';
import { validateTimer, type TimerDef } from '../clock.js';
import { NO_TIMER, timerModule } from './timer.js';
import { NO_SHEET, sheetModule, validateSheet } from './sheet.js';
import {
  NO_TA_DA,
  tableEventsModule,
  validateTableEvents,
  type TableEventsDef,
} from './table-events.js';
import {
  NO_CUES,
  speedRoundsModule,
  validateSpeedRounds,
  type SpeedRoundsDef,
} from './speed-rounds.js';

/** A rule module named in a mission's data, with its parameters. */
export type RuleSpec =
  | { readonly rule: 'sheet'; readonly sheet: GridDef }
  | ({ readonly rule: 'sequence' } & SequenceDef)
  | { readonly rule: 'equipmentNumbers' }
  | { readonly rule: 'redNumber' }
  | { readonly rule: 'faceDownEquipment' }
  | { readonly rule: 'designatedCutter' }
  | ({ readonly rule: 'falseTokens' } & FalseTokensDef)
  | ({ readonly rule: 'cutTogether' } & CutTogetherDef)
  | ({ readonly rule: 'captain' } & CaptainDef)
  | { readonly rule: 'snip' }
  | ({ readonly rule: 'tokens' } & TokenKindDef)
  | ({ readonly rule: 'negativeTokens' } & NegativeTokensDef)
  | ({ readonly rule: 'tokenHandout' } & TokenHandoutDef)
  | { readonly rule: 'numberPick' }
  | { readonly rule: 'numberHands' }
  | ({ readonly rule: 'equipmentDeck' } & EquipmentDeckDef)
  | { readonly rule: 'tripwires' }
  | ({ readonly rule: 'timer' } & TimerDef)
  | ({ readonly rule: 'speedRounds' } & SpeedRoundsDef)
  | ({ readonly rule: 'tableEvents' } & TableEventsDef)
  | ({ readonly rule: 'constraints' } & ConstraintsDef)
  | ({ readonly rule: 'turnedWires' } & TurnedWiresDef);
export type RuleName = RuleSpec['rule'];

export function buildModule(spec: RuleSpec): RuleModule {
  switch (spec.rule) {
    case 'sheet':
      return sheetModule(spec.sheet);
    case 'sequence':
      return sequenceModule(spec);
    case 'equipmentNumbers':
      return equipmentNumbersModule();
    case 'redNumber':
      return redNumberModule();
    case 'faceDownEquipment':
      return faceDownEquipmentModule();
    case 'designatedCutter':
      return designatedCutterModule();
    case 'falseTokens':
      return falseTokensModule(spec);
    case 'cutTogether':
      return cutTogetherModule(spec);
    case 'captain':
      return captainModule(spec);
    case 'snip':
      return snipModule();
    case 'tokens':
      return tokenKindsModule(spec);
    case 'negativeTokens':
      return negativeTokensModule(spec);
    case 'tokenHandout':
      return tokenHandoutModule(spec);
    case 'numberPick':
      return numberPickModule();
    case 'numberHands':
      return numberHandsModule();
    case 'equipmentDeck':
      return equipmentDeckModule(spec);
    case 'tripwires':
      return tripwiresModule();
    case 'timer':
      return timerModule();
    case 'speedRounds':
      return speedRoundsModule(spec);
    case 'tableEvents':
      return tableEventsModule(spec);
    case 'constraints':
      return constraintsModule(spec);
    case 'turnedWires':
      return turnedWiresModule(spec);
  }
}

/** Problems in a module's data for this mission; empty when sound. */
export function validateRule(spec: RuleSpec, def: MissionDef): string[] {
  switch (spec.rule) {
    case 'sheet':
      return validateSheet(spec.sheet, def);
    case 'sequence':
      return validateSequence(spec, def);
    case 'equipmentNumbers':
      return def.equipment ? [] : ['Number cards on equipment without equipment'];
    case 'redNumber':
      return def.blue[0] === 1 && def.blue[1] === 12 ? [] : ['a red Number card needs blue 1-12'];
    case 'designatedCutter':
      // The General Radar is its only equipment: the mission deals no other.
      return !def.equipment && def.blue[0] === 1 && def.blue[1] === 12
        ? []
        : ['designated cutter: no equipment dealt, blue 1-12'];
    case 'faceDownEquipment':
      return def.equipment && def.blue[0] === 1 && def.blue[1] === 12
        ? []
        : ['face-down equipment needs equipment and blue 1-12'];
    case 'cutTogether':
      return validateCutTogether(spec, def);
    case 'captain':
      return spec.noEquipment.length > 0 && !def.equipment
        ? ['Captain equipment ban without equipment']
        : [];
    case 'falseTokens':
      return Number.isInteger(spec.setupTokens) && spec.setupTokens >= 1
        ? []
        : ['false setup tokens: a count from 1'];
    case 'snip':
    case 'turnedWires':
      return [];
    case 'tokens':
      return validateTokenKinds(spec, def);
    case 'negativeTokens':
      return Number.isInteger(spec.tokens) && spec.tokens >= 1 && def.setupInfo === 'chosen'
        ? []
        : ['negative tokens: a count from 1, instead of chosen setup tokens'];
    case 'equipmentDeck':
      // A Number deck holds at most the eleven cards after the noble one.
      return (spec.of === 'numbers' ? spec.cards <= 11 : def.equipment) &&
        Number.isInteger(spec.cards) &&
        spec.cards >= 1 &&
        def.rules.some((r) => r.rule === 'cutTogether' && r.wires === 'numberCard')
        ? []
        : [
            'a deck needs its cards (equipment, or up to 11 Numbers) and a Number card to cut together',
          ];
    case 'tripwires':
      return validateTripwires(def);
    case 'numberPick':
    case 'numberHands':
      return def.blue[0] === 1 && def.blue[1] === 12 ? [] : ['Number cards 1-12 need blue 1-12'];
    case 'tokenHandout':
      // It starts with the first yellow pair cut: every player count must have yellow wires.
      return def.yellow && (!def.twoPlayer || !('yellow' in def.twoPlayer) || def.twoPlayer.yellow)
        ? []
        : ['a token handout needs yellow wires'];
    case 'timer':
      return validateTimer(spec);
    case 'constraints':
      return validateConstraints(spec);
    case 'speedRounds': {
      const timer = def.rules.find((r) => r.rule === 'timer');
      return validateSpeedRounds(spec, timer && 'timeline' in timer ? timer.timeline : null).concat(
        def.blue[0] === 1 && def.blue[1] === 12 ? [] : ['Number cards 1-12 need blue 1-12'],
      );
    }
    case 'tableEvents': {
      const timer = def.rules.find((r) => r.rule === 'timer');
      return validateTableEvents(spec, timer && 'timeline' in timer ? timer.timeline : null);
    }
  }
}

/**
 * Action types that only a module brings, and the refusal when the mission has no such module.
 * Every module's action types must be listed here (checked at load).
 */
export const MODULE_ACTIONS: Readonly<Partial<Record<ActionType, RuleError>>> = {
  coffee: NO_SHEET,
  stuck: NO_SHEET,
  cutTogether: NO_CUT_TOGETHER,
  snip: NO_SNIP,
  timeUp: NO_TIMER,
  pickNumber: NO_NUMBER_PICK,
  skip: ruleError('NOT_IN_MISSION', 'This mission has no turn to skip.'),
  tripwire: NO_TRIPWIRES,
  cue: NO_CUES,
  taDa: NO_TA_DA,
  cannotObey: NO_CONSTRAINTS,
  accuse: NO_CONSTRAINTS,
};
