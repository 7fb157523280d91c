/**
 * `bomb-busters simulate`: many seeded bot games of one mission, on worker threads (piscina), with
 * the win rate and its 95% Wilson interval, loss causes, mean mistakes and turns, and speed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BOT_LEVELS, summarize, type BotLevel, type GameOutcome } from '@bomb-busters/bots';
import {
  deadlineAt,
  missionById,
  missionClock,
  MISSION_IDS,
  type MissionId,
} from '@bomb-busters/engine';
import { Piscina } from 'piscina';
import { EXIT, processIo, type Io } from './io.js';
import { duration } from './missions.js';
import { runGame, simulatedPace, type SimGame, type SimTask } from './simulate-worker.js';
import { SIMULATE_USAGE } from './usage.js';

export interface SimulateOptions {
  /** Draw a progress bar on stderr (default: when stderr is a terminal). */
  readonly tty?: boolean;
}

interface Settings {
  readonly mission: MissionId;
  readonly players: number;
  readonly bot: BotLevel;
  readonly games: number;
  readonly seed: string;
  readonly workers: number;
  readonly json: boolean;
  readonly records: string | null;
}

const WORKER = fileURLToPath(new URL('./simulate-thread.js', import.meta.url));

export async function simulate(
  args: readonly string[],
  io: Io,
  options: SimulateOptions = {},
): Promise<number> {
  const settings = parseSettings(args, io);
  if (typeof settings === 'number') return settings;
  const tty = options.tty ?? (io === processIo && process.stderr.isTTY === true);
  const progress = tty ? new Bar(io, settings.games) : new Lines(io, settings.games);

  if (settings.records !== null) {
    try {
      await mkdir(settings.records, { recursive: true });
    } catch (e) {
      io.err(`simulate: cannot create ${settings.records}: ${(e as Error).message}\n`);
      return EXIT.badInput;
    }
  }
  const tasks: SimTask[] = Array.from({ length: settings.games }, (_, index) => ({
    index,
    mission: settings.mission,
    players: settings.players,
    bot: settings.bot,
    seed: `${settings.seed}-${index}`,
    keepRecord: settings.records !== null,
  }));

  const started = performance.now();
  const results: SimGame[] = [];
  const saving: Promise<void>[] = [];
  const done = (game: SimGame) => {
    results.push(game);
    progress.tick();
    if (game.result === 'error') io.err(`simulate: game ${game.seed} failed: ${game.error}\n`);
    if (settings.records !== null && game.record) {
      const name = `${game.result === 'error' ? 'error-' : ''}${fileName(game.seed)}.json`;
      saving.push(
        writeFile(join(settings.records, name), `${JSON.stringify(game.record, null, 2)}\n`),
      );
    }
  };
  await runGames(tasks, settings.workers, done);
  await Promise.all(saving);
  const seconds = (performance.now() - started) / 1000;
  progress.finish();

  const played = results.filter(
    (g): g is Extract<SimGame, { result: 'won' | 'lost' }> => g.result !== 'error',
  );
  const errors = results.length - played.length;
  const summary = summarize(played satisfies GameOutcome[]);
  const report = {
    mission: settings.mission,
    players: settings.players,
    bot: settings.bot,
    seed: settings.seed,
    workers: settings.workers,
    ...summary,
    errors,
    timeLimit: timeLimit(settings.mission, settings.players),
    seconds: round(seconds, 3),
    gamesPerSecond: round(results.length / Math.max(seconds, 1e-9), 3),
  };
  if (settings.json) io.out(`${JSON.stringify(report, null, 2)}\n`);
  else io.out(formatReport(report));
  return errors > 0 ? EXIT.illegalAction : EXIT.ok;
}

/**
 * Play every task, on `workers` worker threads (in this process when 1), calling `done` as each
 * game ends (in completion order).
 */
export async function runGames(
  tasks: readonly SimTask[],
  workers: number,
  done: (game: SimGame) => void,
): Promise<void> {
  if (workers === 1) {
    for (const task of tasks) {
      done(runGame(task));
      // Let the event loop breathe so progress output and file writes go out as we go.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return;
  }
  const pool = new Piscina<SimTask, SimGame>({
    filename: WORKER,
    minThreads: workers,
    maxThreads: workers,
  });
  try {
    await Promise.all(tasks.map((task) => pool.run(task).then(done)));
  } finally {
    await pool.destroy();
  }
}

function parseSettings(args: readonly string[], io: Io): Settings | number {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        mission: { type: 'string' },
        players: { type: 'string' },
        bot: { type: 'string', default: 'expert' },
        games: { type: 'string', default: '100' },
        seed: { type: 'string', default: 'sim' },
        workers: { type: 'string' },
        json: { type: 'boolean', default: false },
        records: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
      strict: true,
    });
  } catch (e) {
    io.err(`simulate: ${(e as Error).message}\n\n${SIMULATE_USAGE}`);
    return EXIT.badInput;
  }
  const { values } = parsed;
  if (values.help) {
    io.out(SIMULATE_USAGE);
    return EXIT.ok;
  }
  const fail = (message: string) => {
    io.err(`simulate: ${message}\n\n${SIMULATE_USAGE}`);
    return EXIT.badInput;
  };
  const mission = parseMission(values.mission);
  if (mission === null)
    return fail(
      `--mission takes one of ${MISSION_IDS.join(', ')}, got ${JSON.stringify(values.mission)}.`,
    );
  const players = integer(values.players);
  if (players === null || players < 2 || players > 5)
    return fail(`--players takes 2 to 5, got ${JSON.stringify(values.players)}.`);
  const fewest = missionById(mission)?.minPlayers ?? 2;
  if (players < fewest)
    return fail(`Mission ${mission} is played with ${fewest} to 5 players, not ${players}.`);
  const bot = values.bot as BotLevel;
  if (!BOT_LEVELS.includes(bot))
    return fail(`--bot takes ${BOT_LEVELS.join(' or ')}, got ${JSON.stringify(values.bot)}.`);
  const games = integer(values.games);
  if (games === null || games < 1)
    return fail(`--games takes a positive number, got ${JSON.stringify(values.games)}.`);
  const workers =
    values.workers === undefined
      ? Math.min(games, availableParallelism())
      : integer(values.workers);
  if (workers === null || workers < 1)
    return fail(`--workers takes a positive number, got ${JSON.stringify(values.workers)}.`);
  return {
    mission,
    players,
    bot,
    games,
    seed: values.seed,
    workers: Math.min(workers, games),
    json: values.json,
    records: values.records ?? null,
  };
}

function parseMission(text: string | undefined): MissionId | null {
  if (text === undefined) return null;
  const id: unknown = /^\d+$/.test(text) ? Number(text) : text;
  return MISSION_IDS.find((m) => m === id) ?? null;
}

const integer = (text: string | undefined): number | null =>
  text !== undefined && /^\d+$/.test(text) ? Number(text) : null;

/**
 * The mission's real-time limit at this table (seconds until time is up, as its clock says). A
 * plain limit is not simulated (bots play without a clock, no game is lost to time); a clock whose
 * cues change the table runs at `pace` seconds of play per action (simulate-worker.ts).
 */
function timeLimit(
  mission: MissionId,
  players: number,
):
  | { readonly seconds: number; readonly simulated: false }
  | { readonly seconds: number; readonly simulated: true; readonly pace: number }
  | null {
  const clock = missionClock(mission, players);
  if (!clock) return null;
  const seconds = deadlineAt(clock, Infinity);
  const pace = simulatedPace(mission, players);
  return pace === undefined ? { seconds, simulated: false } : { seconds, simulated: true, pace };
}

const round = (x: number, digits: number): number => Number(x.toFixed(digits));

const fileName = (seed: string): string => seed.replace(/[^A-Za-z0-9._-]/g, '_');

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

interface Report extends ReturnType<typeof summarize> {
  readonly mission: MissionId;
  readonly players: number;
  readonly bot: BotLevel;
  readonly seed: string;
  readonly workers: number;
  readonly errors: number;
  readonly timeLimit: ReturnType<typeof timeLimit>;
  readonly seconds: number;
  readonly gamesPerSecond: number;
}

function formatReport(r: Report): string {
  const played = r.games;
  const losses = Object.entries(r.lossCauses)
    .sort((a, b) => b[1] - a[1])
    .map(([cause, n]) => `${cause} ${n} (${percent(n / Math.max(1, played))})`);
  return [
    `Mission ${r.mission}, ${r.players} players, ${r.bot} bot: ${played} games (seeds ${r.seed}-0..${r.seed}-${played + r.errors - 1}, ${r.workers} worker${r.workers === 1 ? '' : 's'})`,
    `Won ${r.won}/${played} = ${percent(r.winRate)}  (95% CI ${percent(r.ci95[0])} - ${percent(r.ci95[1])}, Wilson)`,
    `Losses: ${losses.length > 0 ? losses.join(', ') : 'none'}`,
    `Mean mistakes ${r.meanMistakes.toFixed(2)}, mean turns ${r.meanTurns.toFixed(1)}`,
    ...(r.timeLimit?.simulated
      ? [
          `Real-time clock simulated at ${r.timeLimit.pace} s of play per action: its timed events at their times, ${
            // A timeline of events only (mission 42) has no limit.
            Number.isFinite(r.timeLimit.seconds)
              ? `and the game lost when its ${duration(r.timeLimit.seconds)} run out`
              : 'and no time limit'
          }`,
        ]
      : r.timeLimit
        ? [
            `Real-time limit not simulated: on the server this game is lost when its ${duration(r.timeLimit.seconds)} run out; the bots play without a clock, so no game here was lost to time`,
          ]
        : []),
    `${r.seconds.toFixed(1)} s, ${r.gamesPerSecond.toFixed(2)} games/s`,
    ...(r.errors > 0 ? [`ERRORS: ${r.errors} game(s) failed (see above)`] : []),
    '',
  ].join('\n');
}

// ---------------------------------------------------------------- progress

interface Progress {
  tick(): void;
  finish(): void;
}

/** A bar redrawn in place on a terminal, at most ten times a second. */
class Bar implements Progress {
  private done = 0;
  private last = 0;
  private readonly started = performance.now();
  constructor(
    private readonly io: Io,
    private readonly total: number,
  ) {}
  tick(): void {
    this.done++;
    const now = performance.now();
    if (now - this.last < 100 && this.done < this.total) return;
    this.last = now;
    const width = 30;
    const filled = Math.round((width * this.done) / this.total);
    const rate = this.done / Math.max((now - this.started) / 1000, 1e-9);
    this.io.err(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${this.done}/${this.total} games, ${rate.toFixed(1)}/s `,
    );
  }
  finish(): void {
    this.io.err('\n');
  }
}

/** Plain lines (not a terminal): one every tenth of the run. */
class Lines implements Progress {
  private done = 0;
  constructor(
    private readonly io: Io,
    private readonly total: number,
  ) {}
  tick(): void {
    this.done++;
    const step = Math.max(1, Math.ceil(this.total / 10));
    if (this.done % step === 0 || this.done === this.total)
      this.io.err(`simulate: ${this.done}/${this.total} games\n`);
  }
  finish(): void {}
}
