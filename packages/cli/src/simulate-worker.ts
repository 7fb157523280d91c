/** One simulated game, run on a worker thread (or in-process with --workers 1). */
import {
  BotError,
  makeBots,
  playGame,
  type BotLevel,
  type ExpertOptions,
} from '@bomb-busters/bots';
import {
  missionClock,
  type GameRecord,
  type LossCause,
  type MissionId,
} from '@bomb-busters/engine';

export interface SimTask {
  readonly index: number;
  readonly mission: MissionId;
  readonly players: number;
  readonly bot: BotLevel;
  readonly seed: string;
  /** Send the record back (for --records). */
  readonly keepRecord: boolean;
  readonly maxSteps?: number;
  /** The expert's weights, when not its defaults (scripts/bot-table.ts --baseline). */
  readonly expertParams?: ExpertOptions;
  /** Seconds of the mission's clock per seat action (`simulatedPace` when absent). */
  readonly pace?: number;
}

/** A person's pace at the table, for a mission whose clock changes the table (mission 30's cues). */
export const CUE_PACE = 15;

/**
 * The clock's pace in a simulation: `CUE_PACE` where the clock's cues change the table (the
 * mission is not itself without them), else none: a plain time limit is not simulated.
 */
export const simulatedPace = (mission: MissionId, players: number): number | undefined =>
  (missionClock(mission, players)?.cues.length ?? 0) > 0 ? CUE_PACE : undefined;

export type SimGame =
  | {
      readonly index: number;
      readonly seed: string;
      readonly result: 'won' | 'lost';
      readonly lossCause: LossCause | null;
      readonly mistakes: number;
      readonly turns: number;
      readonly record?: GameRecord;
    }
  | {
      readonly index: number;
      readonly seed: string;
      readonly result: 'error';
      readonly error: string;
      readonly record?: GameRecord;
    };

export function runGame(task: SimTask): SimGame {
  const { index, seed } = task;
  try {
    const game = playGame(
      { mission: task.mission, players: task.players, seed },
      makeBots(task.bot, task.players, task.expertParams),
      {
        maxSteps: task.maxSteps ?? 2000,
        pace: task.pace ?? simulatedPace(task.mission, task.players),
      },
    );
    return {
      index,
      seed,
      result: game.result,
      lossCause: game.lossCause,
      mistakes: game.mistakes,
      turns: game.turns,
      ...(task.keepRecord ? { record: game.record } : {}),
    };
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    return {
      index,
      seed,
      result: 'error',
      error,
      ...(e instanceof BotError ? { record: e.record } : {}),
    };
  }
}

export default runGame;
