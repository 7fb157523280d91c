/** One simulated game, run on a worker thread (or in-process with --workers 1). */
import {
  BotError,
  makeBots,
  playGame,
  type BotLevel,
  type ExpertOptions,
} from '@bomb-busters/bots';
import type { GameRecord, LossCause, MissionId } from '@bomb-busters/engine';

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
}

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
      { maxSteps: task.maxSteps ?? 2000 },
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
