export * from './types.js';
export * from './result.js';
export * from './errors.js';
export * from './wire.js';
export { seedRng, nextUint32, randomInt, shuffle, type RngState } from './rng.js';
export { createGame, type GameSetup, type SetupError, type SetupErrorCode } from './setup.js';
export { applyAction, ACTION_TYPES, type Applied } from './apply.js';
export { LOSS_CAUSES } from './pause.js';
export { legalActions, legalMenu, seatsWithMenus, expandMenu, combinations } from './legal.js';
export {
  EMPTY_MENU,
  targetsOf,
  type LegalMenu,
  type DualCutMenu,
  type DetectorMenu,
  type StandTargets,
} from './menu.js';
export {
  viewFor,
  eventsFor,
  type SeatView,
  type StandView,
  type WireView,
  type Viewer,
  type PendingView,
  type EquipmentSlotView,
  type CharacterView,
  type ViewPart,
} from './view.js';
export {
  applyViewEvents,
  followView,
  gameEventsOf,
  viewChanges,
  viewEventsFor,
  type PartChanged,
  type StandChanged,
  type StandsLaidOut,
  type ViewChanges,
  type ViewEvent,
  type ViewUpdate,
} from './view-events.js';
export {
  parseRecord,
  replayRecord,
  RECORD_FIELDS,
  revealedSummary,
  type GameRecord,
  type ReplayError,
} from './record.js';
export { MISSION_DEFS, STICKER_B } from './missions/defs.js';
export {
  MISSION_IDS,
  missionById,
  drawsFor,
  ruleOf,
  validateMission,
  type MissionDef,
  type WireDraw,
} from './missions/index.js';
export * from './missions/grid.js';
export {
  closedValues,
  isPassed,
  WIRES_TO_MOVE,
  type SequenceDef,
  type SequenceSide,
  type SequenceState,
} from './missions/modules/sequence.js';
export type { EquipmentNumber } from './missions/modules/equipment-numbers.js';
export type {
  CutTogetherDef,
  CutTogetherMenu,
  TogetherState,
} from './missions/modules/cut-together.js';
export type { EquipmentDeckDef } from './missions/modules/equipment-deck.js';
export type { CaptainDef } from './missions/modules/captain.js';
export {
  EQUIPMENT_TIMING,
  BASE_CARDS,
  EXTRA_CARDS,
  isEquipmentCard,
  PERSONAL_CARD,
  unlockOf,
  type Timing,
} from './equipment-cards.js';
export { sameRef, standsPerSeat } from './hands.js';
export type { RuleSpec, RuleName } from './missions/modules/index.js';
export type { RuleModule, CutQuestion } from './missions/rules.js';
export { awaitsCue, cuesDone, missionClock, missionDrawsCaptain } from './missions/ask.js';
export {
  deadlineAt,
  TABLE_CUES,
  type Clock,
  type ClockMoment,
  type TableCue,
  type TimerDef,
} from './missions/clock.js';
export type { TimelineState } from './missions/modules/table-events.js';
export { snipClaimants, type SnipState } from './missions/modules/snip.js';
export type { HandoutState, TokenHandoutDef } from './missions/modules/token-handout.js';
export type { NegativeTokensDef } from './missions/modules/negative-tokens.js';
export type { TokenKindDef } from './missions/modules/token-kinds.js';
export type { NumberPickState } from './missions/modules/number-pick.js';
export {
  CARD_RULES,
  cardAllows,
  CONSTRAINT_CARDS,
  type ConstraintCard,
  type ConstraintRule,
  type ConstraintsDef,
  type ConstraintsState,
  type ConstraintsView,
} from './missions/modules/constraints.js';
export type { DealtNumbersView } from './missions/modules/equipment-deck.js';
export type {
  LaidNumber,
  NumberHandsState,
  NumberHandsView,
} from './missions/modules/number-hands.js';
export { seatToAct, turnActor, turnClaimants } from './guards.js';
export { wireWordsIn, type WireColour, type WireWords } from './chat/wire-words.js';
export { CHAT_MAX_LENGTH, CHAT_NAME_MAX_LENGTH, CHAT_SIGNALS } from './chat/message.js';
export { chatPolicyOf, type ChatPolicy } from './missions/modules/chat-policy.js';
