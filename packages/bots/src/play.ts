/** Playing one whole game with one bot per seat: pure, no I/O. */
import {
  applyAction,
  awaitsCue,
  createGame,
  deadlineAt,
  legalActions,
  missionById,
  missionClock,
  seatToAct,
  viewFor,
  type Action,
  type GameEvent,
  type GameRecord,
  type GameSetup,
  type GameState,
  type LossCause,
  type MissionDef,
} from '@bomb-busters/engine';
import type { Bot } from './bot.js';
import { botCharacters } from './characters.js';

export interface PlayOptions {
  /** Actions after which the game counts as hung (a bug). */
  readonly maxSteps?: number;
  /**
   * Seconds of the mission's clock each seat action takes once play has started: with it, the
   * clock runs as on the server (its cues at their times, `timeUp` at its deadline); without it,
   * there is no clock.
   */
  readonly pace?: number;
  /** The mission's data, when a test plays a variant of it (createGame's second argument). */
  readonly mission?: MissionDef;
}

/**
 * What the server's clock applies before the next seat action, after `elapsed` seconds of play.
 * While the table listens between two signal tones (42), nobody acts: the next cue comes at once.
 */
function clockAction(state: GameState, cuesDone: number, elapsed: number): Action | null {
  const clock = state.status === 'playing' ? missionClock(state.mission, state.players) : null;
  if (!clock) return null;
  const due = clock.cues[cuesDone]?.at ?? Infinity;
  if (due <= elapsed || (awaitsCue(state) && due < Infinity))
    return { type: 'cue', seat: state.captain, cue: cuesDone };
  return elapsed >= deadlineAt(clock, elapsed) ? { type: 'timeUp', seat: state.captain } : null;
}

export interface GameResult {
  readonly record: GameRecord;
  readonly result: 'won' | 'lost';
  readonly lossCause: LossCause | null;
  /** Failed cuts (dual cuts that missed, whatever the dial did) plus stuck declarations. */
  readonly mistakes: number;
  /** Turn actions taken (cuts, reveals, coffees, stuck). */
  readonly turns: number;
  /** Always 0: an illegal action throws. */
  readonly illegal: 0;
}

export class BotError extends Error {
  constructor(
    message: string,
    readonly record: GameRecord,
  ) {
    super(message);
    this.name = 'BotError';
  }
}

/** The legal action a bot's answer stands for (a dual cut may add `own`). */
function isOffered(action: Action, legal: readonly Action[]): boolean {
  const strip = (a: Action) => JSON.stringify(a.type === 'dualCut' ? { ...a, own: undefined } : a);
  const key = strip(action);
  // Only actions of its type are compared (mission 23 lists tens of thousands of cuts together).
  return legal.some((a) => a.type === action.type && strip(a) === key);
}

export function playGame(
  setup: GameSetup,
  bots: readonly Bot[],
  options: PlayOptions = {},
): GameResult {
  const maxSteps = options.maxSteps ?? 2000;
  const created = withCharacters(setup, options.mission);
  if (!created.ok)
    throw new Error(`playGame: bad setup (${created.error.code}): ${created.error.message}`);
  if (bots.length !== setup.players)
    throw new Error(`playGame: ${bots.length} bots for ${setup.players} players.`);
  let state = created.value;
  const chosen = state.characters.map((c) => c.personal ?? null);
  const actions: Action[] = [];
  const record = (): GameRecord => ({
    format: 1,
    mission: state.mission,
    players: state.players,
    captain: state.captain,
    ...(setup.seed !== undefined ? { seed: setup.seed } : {}),
    ...(setup.stands !== undefined ? { stands: setup.stands } : {}),
    ...(setup.equipment !== undefined ? { equipment: setup.equipment } : {}),
    ...(setup.numberCards !== undefined ? { numberCards: setup.numberCards } : {}),
    ...(chosen.some((c) => c !== null) ? { characters: chosen } : {}),
    ...(setup.options !== undefined ? { options: setup.options } : {}),
    actions: [...actions],
  });
  let played = 0;
  let cuesDone = 0;
  while (state.status !== 'won' && state.status !== 'lost') {
    if (actions.length >= maxSteps)
      throw new BotError(`playGame: no end after ${maxSteps} actions (a hang).`, record());
    const timed =
      options.pace === undefined ? null : clockAction(state, cuesDone, played * options.pace);
    if (timed) {
      const applied = applyAction(state, timed);
      if (!applied.ok)
        throw new BotError(
          `playGame: the clock's ${timed.type} refused (${applied.error.code}).`,
          record(),
        );
      if (timed.type === 'cue') cuesDone++;
      actions.push(timed);
      state = applied.value.state;
      continue;
    }
    if (state.status === 'playing') played++;
    const seat = seatToAct(state);
    const bot = bots[seat];
    if (!bot) throw new Error(`playGame: no bot for seat ${seat}.`);
    const legal = legalActions(state, seat);
    if (legal.length === 0)
      throw new BotError(`playGame: seat ${seat} must act but has no legal action.`, record());
    const action = bot.act(viewFor(state, seat), legal);
    const applied = applyAction(state, action);
    if (!applied.ok || !isOffered(action, legal)) {
      const why = applied.ok
        ? 'not among the legal actions'
        : `${applied.error.code}: ${applied.error.message}`;
      throw new BotError(
        `playGame: bot ${bot.name} (seat ${seat}) took an illegal action ${JSON.stringify(action)} (${why}).`,
        record(),
      );
    }
    actions.push(action);
    state = applied.value.state;
  }
  return {
    record: record(),
    result: state.status,
    lossCause: state.lossCause,
    mistakes: state.log.filter(isMistake).length,
    turns: state.log.filter(isTurnAction).length,
    illegal: 0,
  };
}

/** The game, each seat taking a new character of rule sticker B as bots do unless `setup` says. */
function withCharacters(setup: GameSetup, mission?: MissionDef) {
  const created = createGame(setup, mission);
  const allowed = (mission ?? missionById(setup.mission))?.newCharacters ?? [];
  if (!created.ok || setup.characters !== undefined || allowed.length === 0) return created;
  const { players, captain } = created.value;
  return createGame({ ...setup, characters: botCharacters(allowed, players, captain) }, mission);
}

const isMistake = (e: GameEvent): boolean =>
  (e.type === 'dualCut' && !e.success) || e.type === 'stuck';

const isTurnAction = (e: GameEvent): boolean =>
  e.type === 'dualCut' ||
  e.type === 'soloCut' ||
  e.type === 'redRevealed' ||
  e.type === 'coffee' ||
  e.type === 'stuck';
