/**
 * How the core asks the mission: one function per hook point of `RuleModule`, combining the
 * answers of the mission's modules in the order its data lists them. The core imports these and
 * nothing else of the missions' rules.
 */
import { ruleError, type RuleError } from '../errors.js';
import type { Out } from '../step.js';
import { err, type Result } from '../result.js';
import type {
  ActionType,
  EquipmentCard,
  GameState,
  InfoValue,
  LossCause,
  MissionId,
  MoveAction,
  Pending,
  Seat,
  Task,
  WireRef,
} from '../types.js';
import { MISSION_DEFS } from './defs.js';
import { buildModule, MODULE_ACTIONS } from './modules/index.js';
import type { CutTogetherMenu } from './modules/cut-together.js';
import type {
  Core,
  CutCount,
  CutQuestion,
  FailedCut,
  MissionTokenKind,
  ModuleSlots,
  OpenTurn,
  RuleModule,
  Usable,
  Zones,
} from './rules.js';

export { chatCost, chatPolicyOf } from './modules/chat-policy.js';
// Read from the mission table alone: a client shows them without the rules (catalog.ts).
export { missionClock, missionDrawsCaptain } from './catalog.js';
export { cuesDone } from './clock.js';
export { CONSTRAINT_CARDS, isConstraintCard } from './modules/constraints.js';

const MODULES = new Map<MissionId, readonly RuleModule[]>(
  MISSION_DEFS.map((def) => [def.id, def.rules.map(buildModule)]),
);

// An action type only a module brings must say how a mission without that module refuses it.
for (const m of MODULES.values())
  for (const type of m.flatMap((module) => module.actions?.types ?? []))
    if (!MODULE_ACTIONS[type])
      throw new Error(`Rule module action "${type}" is not in MODULE_ACTIONS.`);

const modulesOf = (state: GameState): readonly RuleModule[] => MODULES.get(state.mission) ?? [];

/** Whether the mission plays with Number cards (setup then deals it a Number deck). */
export const missionUsesNumberCards = (mission: MissionId): boolean =>
  (MODULES.get(mission) ?? []).some((m) => m.numberCards);

/** Whether the mission reshuffles turned Number cards into a new deck during play. */
export const missionReshufflesNumbers = (mission: MissionId): boolean =>
  (MODULES.get(mission) ?? []).some((m) => m.reshufflesNumbers);

/** Whether the mission draws info tokens at random during play (a record may fix them). */
export const missionDrawsTokens = (mission: MissionId): boolean =>
  (MODULES.get(mission) ?? []).some((m) => m.drawsTokens);

/** Whether the mission shuffles a constraint deck at setup (a record may fix its order). */
export const missionShufflesConstraints = (mission: MissionId): boolean =>
  (MODULES.get(mission) ?? []).some((m) => m.shufflesConstraints);
/** The seats that turn a wire around unseen at setup (`Wire.turned`, mission 38), in seat order. */
export const turningSeats = (mission: MissionId, captain: Seat): Seat[] =>
  (MODULES.get(mission) ?? []).some((m) => m.turns === 'captain') ? [captain] : [];

/** Whether the mission deals the character cards at random, the Captain card naming the Captain. */
export const missionDealsSecretly = (mission: MissionId): boolean =>
  (MODULES.get(mission) ?? []).some((m) => m.dealsSecretly);

const NO_RED_VALUES: readonly number[] = [];

/** Blue values whose wires act as red now (asked for every wire: no allocation when none). */
export function missionRedValues(state: GameState): readonly number[] {
  let values = NO_RED_VALUES;
  for (const m of modulesOf(state)) {
    const more = m.redValues?.(state);
    if (more && more.length > 0) values = values.length === 0 ? more : [...values, ...more];
  }
  return values;
}

/** Why the mission forbids `seat` this equipment (the first module to object), or null. */
export function equipmentDenied(state: GameState, seat: Seat, card: Usable): RuleError | null {
  for (const m of modulesOf(state)) {
    const denial = m.mayUseEquipment?.(state, seat, card);
    if (denial) return denial;
  }
  return null;
}

/** Who takes this turn's action when the mission names someone other than the active seat. */
export function missionTurnActor(state: GameState): Seat | null {
  for (const m of modulesOf(state)) {
    const actor = m.turnActor?.(state);
    if (actor !== undefined && actor !== null) return actor;
  }
  return null;
}

/** The turn passes: the first module with a turn order of its own passes it, else null. */
export function missionPassTurn(
  state: GameState,
  out: Out,
  core: Core,
  usual: Seat,
): GameState | null {
  for (const m of modulesOf(state)) {
    const passed = m.passTurn?.(state, out, core, usual);
    if (passed) return passed;
  }
  return null;
}

/** A turn nobody holds and who may claim it, or null when a seat holds the turn. */
export function missionOpenTurn(state: GameState): OpenTurn | null {
  for (const m of modulesOf(state)) {
    const open = m.openTurn?.(state);
    if (open) return open;
  }
  return null;
}

/**
 * The table is listening between two signal tones (mission 42): nobody acts until the next cue,
 * so a simulated clock goes straight to it.
 */
export const awaitsCue = (state: Pick<GameState, 'timeline'>): boolean =>
  state.timeline?.listening === true;

/** The kind of info token the mission places, or 'value' for the true-value token. */
export const missionInfoToken = (state: GameState): MissionTokenKind | 'value' =>
  modulesOf(state).find((m) => m.infoTokens)?.infoTokens ?? 'value';

/** Whether the Post-it may mark a cut wire in this mission. */
export const missionPostItOnCut = (state: GameState): boolean =>
  modulesOf(state).some((m) => m.postItOnCut);

/** Whether the tokens on `seat`'s wires are false ones (mission 17's Rhett). */
export const tokensSayNot = (state: GameState, seat: Seat): boolean =>
  modulesOf(state).some((m) => m.tokensSayNot?.(state, seat));

/** The setup tokens `seat` places: a module's, or the usual one. */
export function setupInfoOf(state: GameState, seat: Seat, usual: Task): readonly Task[] {
  for (const m of modulesOf(state)) {
    const tasks = m.setupInfo?.(state, seat);
    if (tasks) return tasks;
  }
  return [usual];
}

/** A failed dual cut by `seat`: the loss cause when the mission makes it explode the bomb. */
export function failedDualCutLoss(state: GameState, seat: Seat): LossCause | null {
  for (const m of modulesOf(state)) {
    const cause = m.failedDualCut?.(state, seat);
    if (cause) return cause;
  }
  return null;
}

/** The action a seat with nothing but red wires must take, and the refusal of a reveal if not that. */
export function allRedAction(state: GameState): { action: ActionType; refusal: RuleError | null } {
  const rule = modulesOf(state).find((m) => m.allRed)?.allRed;
  return rule ?? { action: 'revealRed', refusal: null };
}

/**
 * The modules' state slots and the tasks they queue before play starts, module after module:
 * `first` before the setup info tokens, `tasks` after them.
 */
export function missionSetup(state: GameState): { state: GameState; first: Task[]; tasks: Task[] } {
  let next = state;
  const first: Task[] = [];
  const tasks: Task[] = [];
  for (const m of modulesOf(state)) {
    const part = m.setup?.(next);
    if (!part) continue;
    const slots: ModuleSlots = part.slots;
    next = { ...next, ...slots };
    first.push(...(part.first ?? []));
    tasks.push(...part.tasks);
  }
  return { state: next, first, tasks };
}

/** Equipment cards the mission leaves out of this game, set up as it is. */
export const missionLeftOut = (state: GameState): EquipmentCard[] =>
  modulesOf(state).flatMap((m) => m.leavesOut?.(state) ?? []);

/** Whether every module lets this equipment card unlock now. */
export const missionMayUnlock = (
  state: GameState,
  card: EquipmentCard,
  cutCount: CutCount,
): boolean => modulesOf(state).every((m) => m.mayUnlock?.(state, card, cutCount) ?? true);

/** May a value whose four wires are cut take its validation token now? Narrows only. */
export const missionMayValidate = (state: GameState, value: number): boolean =>
  modulesOf(state).every((m) => m.mayValidate?.(state, value) ?? true);

/** Cards joined the board: each module in turn. */
export const missionEquipmentAdded = (
  state: GameState,
  cards: readonly EquipmentCard[],
  cutCount: CutCount,
  out: Out,
  core: Core,
): GameState =>
  modulesOf(state).reduce((s, m) => m.equipmentAdded?.(s, cards, cutCount, out, core) ?? s, state);

/** After wires left play: each module updates its components in turn. */
export const missionAfterWiresLeft = (
  state: GameState,
  cutCount: CutCount,
  out: Out,
  core: Core,
): GameState =>
  modulesOf(state).reduce((s, m) => m.afterWiresLeft?.(s, cutCount, out, core) ?? s, state);

/** Why the bomb explodes because the seat holding the turn can take no turn action, or null. */
export function missionBlocked(state: GameState): LossCause | null {
  for (const m of modulesOf(state)) {
    const cause = m.blocked?.(state);
    if (cause) return cause;
  }
  return null;
}

/** A round ended: each module in turn. */
export const missionRoundEnd = (state: GameState, out: Out, core: Core): GameState =>
  modulesOf(state).reduce((s, m) => m.roundEnd?.(s, out, core) ?? s, state);

/** A turn has begun: each module in turn, until one ends the game. */
export const missionTurnStart = (state: GameState, out: Out, core: Core): GameState =>
  modulesOf(state).reduce(
    (s, m) => (s.status === 'playing' ? (m.turnStart?.(s, out, core) ?? s) : s),
    state,
  );

/** The turn's action is done, before the turn passes: the modules act in order. */
export const missionTurnEnd = (state: GameState, out: Out, core: Core): GameState =>
  modulesOf(state).reduce(
    (s, m) => (s.status === 'playing' ? (m.turnEnd?.(s, out, core) ?? s) : s),
    state,
  );

/** The hidden zones of the mission's module slots (`viewFor` applies them). */
export const missionZones = (mission: MissionId): readonly Zones[] =>
  (MODULES.get(mission) ?? []).flatMap((m) => (m.zones ? [m.zones] : []));

/** Why the mission forbids this cut now (the first module to object), or null. */
export function cutDenied(state: GameState, cut: CutQuestion): RuleError | null {
  for (const m of modulesOf(state)) {
    const denial = m.mayCut?.(state, cut);
    if (denial) return denial;
  }
  return null;
}

/** Why the mission forbids `seat` to point at this wire (the first module to object), or null. */
export function targetDenied(state: GameState, seat: Seat, ref: WireRef): RuleError | null {
  for (const m of modulesOf(state)) {
    const denial = m.mayTarget?.(state, seat, ref);
    if (denial) return denial;
  }
  return null;
}

/**
 * What `actor`'s failed dual cut on `owner`'s wires costs: one notch and a token, unless a module
 * says otherwise (the most notches any module names; no token if any module withholds it).
 */
export function failedCutOf(state: GameState, actor: Seat, owner: Seat): FailedCut {
  const answers = modulesOf(state).map((m) => m.failedCut?.(state, actor, owner) ?? {});
  return {
    notches: Math.max(1, ...answers.map((a) => a.notches ?? 1)),
    token: answers.every((a) => a.token !== false),
  };
}

/** After a successful cut: the modules' tasks go first in the queue. */
export function queueAfterCut(state: GameState, cut: CutQuestion): GameState {
  const tasks = modulesOf(state).flatMap((m) => m.afterCut?.(state, cut) ?? []);
  return tasks.length === 0 ? state : { ...state, queue: [...tasks, ...state.queue] };
}

/** The mission's own actions `seat` may try now (candidates for the legal menu). */
export function missionActions(state: GameState, seat: Seat, core: Core): MoveAction[] {
  return modulesOf(state).flatMap((m) => m.actions?.candidates(state, seat, core) ?? []);
}

/** The "cut together" action `seat` may take now, compactly, if the mission has one. */
export function missionCutTogether(
  state: GameState,
  seat: Seat,
  core: Core,
): CutTogetherMenu | null {
  for (const m of modulesOf(state)) {
    const menu = m.cutTogetherMenu?.(state, seat, core);
    if (menu) return menu;
  }
  return null;
}

/** Apply a mission action: by the module that brings its type, else refused. */
export function applyMissionAction(
  state: GameState,
  action: MoveAction,
  out: Out,
  core: Core,
): Result<GameState, RuleError> {
  const owner = modulesOf(state).find((m) => m.actions?.types.includes(action.type));
  if (owner?.actions) return owner.actions.apply(state, action, out, core);
  // Refused as the module would refuse it: the turn's own checks (game over...) come first.
  const closed = core.turnAction(state, action.seat);
  if (closed) return err(closed);
  return err(
    MODULE_ACTIONS[action.type] ??
      ruleError('MALFORMED_ACTION', `No rule of this mission takes "${action.type}".`),
  );
}

/** Run a task of a module. */
export function runMissionTask(state: GameState, task: Task, out: Out, core: Core): GameState {
  const owner = modulesOf(state).find((m) => m.tasks?.kinds.includes(task.kind));
  return owner?.tasks ? owner.tasks.run(state, task, out, core) : state;
}

/** Apply the answer to a module's pending choice (`picked` is one of its options). */
export function answerMissionChoice(
  state: GameState,
  pending: Pending,
  picked: InfoValue,
  out: Out,
  core: Core,
): GameState {
  const owner = modulesOf(state).find((m) => m.choices?.kinds.includes(pending.kind));
  return owner?.choices ? owner.choices.answer(state, pending, picked, out, core) : state;
}
