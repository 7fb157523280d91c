/**
 * The engine's data-only entry (`@bomb-busters/engine/data`): the mission table, the cards, the
 * wires' values, and following a seat's view through the server's updates. What a client needs
 * to show a table it is sent, without the rules that apply actions, list the legal ones or build
 * the missions' rule modules (those are `@bomb-busters/engine`): a browser's first download stays
 * small. The client's data-entry test bundles it and checks that no rule module comes along.
 */
export type * from './index.js';
export * from './wire.js';
export { sameRef, standsPerSeat } from './hands.js';
export { EMPTY_MENU, targetsOf } from './menu.js';
export { followView, gameEventsOf } from './view-events.js';
export {
  drawsFor,
  MISSION_IDS,
  missionById,
  missionClock,
  missionDrawsCaptain,
  ruleOf,
} from './missions/catalog.js';
export { cuesDone, deadlineAt, TABLE_CUES } from './missions/clock.js';
export * from './missions/grid.js';
export { closedValues, isPassed, WIRES_TO_MOVE } from './missions/modules/sequence.js';
export { snipClaimants } from './missions/modules/snip.js';
export { CARD_RULES, cardAllows, CONSTRAINT_CARDS } from './missions/modules/constraint-cards.js';
export { chatPolicyOf } from './missions/modules/chat-policy.js';
export {
  BASE_CARDS,
  EQUIPMENT_TIMING,
  EXTRA_CARDS,
  isEquipmentCard,
  PERSONAL_CARD,
  unlockOf,
} from './equipment-cards.js';
export { wireWordsIn } from './chat/wire-words.js';
export { CHAT_MAX_LENGTH, CHAT_NAME_MAX_LENGTH, CHAT_SIGNALS } from './chat/message.js';
