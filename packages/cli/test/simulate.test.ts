/** `bomb-busters simulate`, in-process: figures, JSON shape, workers, records, progress, errors. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord, replayRecord } from '@bomb-busters/engine';
import { main } from '../src/main.js';
import { simulate } from '../src/simulate.js';

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { out: (t) => (stdout += t), err: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

interface Report {
  mission: number | string;
  players: number;
  bot: string;
  seed: string;
  workers: number;
  games: number;
  won: number;
  winRate: number;
  ci95: [number, number];
  lossCauses: Record<string, number>;
  meanMistakes: number;
  meanTurns: number;
  errors: number;
  timeLimit: { seconds: number; simulated: boolean; pace?: number } | null;
  seconds: number;
  gamesPerSecond: number;
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bomb-busters-simulate-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const base = ['simulate', '--mission', '8', '--players', '3', '--games', '3', '--seed', 'cli'];

describe('simulate', () => {
  let inProcess: Report;

  it('--json --workers 1: one object with the figures', async () => {
    const { code, stdout, stderr } = await run(...base, '--workers', '1', '--json');
    expect(code).toBe(0);
    inProcess = JSON.parse(stdout) as Report;
    expect(inProcess).toMatchObject({
      mission: 8,
      players: 3,
      bot: 'expert',
      seed: 'cli',
      workers: 1,
    });
    expect(inProcess.games).toBe(3);
    expect(inProcess.errors).toBe(0);
    const losses = Object.values(inProcess.lossCauses).reduce((a, b) => a + b, 0);
    expect(inProcess.won + losses).toBe(3);
    expect(inProcess.winRate).toBeCloseTo(inProcess.won / 3, 12);
    const [lo, hi] = inProcess.ci95;
    expect(0 <= lo && lo <= inProcess.winRate && inProcess.winRate <= hi && hi <= 1).toBe(true);
    expect(inProcess.meanTurns).toBeGreaterThan(0);
    expect(inProcess.meanMistakes).toBeGreaterThanOrEqual(0);
    expect(inProcess.gamesPerSecond).toBeGreaterThan(0);
    // Not a terminal here: plain progress lines on stderr.
    expect(stderr).toContain('simulate: 3/3 games');
    expect(stderr).not.toContain('\r');
  });

  it('--workers 2 plays the same seeded games on worker threads', async () => {
    const { code, stdout } = await run(...base, '--workers', '2', '--json');
    expect(code).toBe(0);
    const threaded = JSON.parse(stdout) as Report;
    expect(threaded.workers).toBe(2);
    const figures = (r: Report) => [r.games, r.won, r.lossCauses, r.meanMistakes, r.meanTurns];
    expect(figures(threaded)).toEqual(figures(inProcess));
  });

  it('--records DIR saves every game as a record that replays to its result', async () => {
    const records = join(dir, 'records');
    const { code, stdout } = await run(
      ...base,
      '--bot',
      'cautious',
      '--workers',
      '2',
      '--json',
      '--records',
      records,
    );
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as Report;
    const files = (await readdir(records)).sort();
    expect(files).toEqual(['cli-0.json', 'cli-1.json', 'cli-2.json']);
    let won = 0;
    for (const file of files) {
      const parsed = parseRecord(JSON.parse(await readFile(join(records, file), 'utf8')));
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect(parsed.value.seed).toBe(file.replace('.json', ''));
      const replayed = replayRecord(parsed.value);
      if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
      expect(['won', 'lost']).toContain(replayed.value.status);
      if (replayed.value.status === 'won') won++;
    }
    expect(won).toBe(report.won);
  });

  it('prints a readable summary, and a progress bar on a terminal', async () => {
    let stdout = '';
    let stderr = '';
    const io = { out: (t: string) => (stdout += t), err: (t: string) => (stderr += t) };
    const code = await simulate(
      [
        '--mission',
        'new-2',
        '--players',
        '2',
        '--games',
        '2',
        '--workers',
        '1',
        '--bot',
        'cautious',
      ],
      io,
      { tty: true },
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Mission new-2, 2 players, cautious bot: 2 games/);
    expect(stdout).toMatch(/Won \d\/2 = [\d.]+% +\(95% CI [\d.]+% - [\d.]+%, Wilson\)/);
    expect(stdout).toContain('Mean mistakes');
    expect(stdout).toMatch(/games\/s/);
    expect(stderr).toMatch(/\r\[#+\.*\] 2\/2 games/);
  });

  it.each([
    '9',
    '16',
    '13',
    '15',
    '17',
    '18',
    '10',
    '19',
    '20',
    '21',
    '22',
    '23',
    '24',
    '26',
    '27',
    '28',
    '29',
  ])('--mission %s (a surprise-box rule) plays its games', async (mission) => {
    const { code, stdout } = await run(
      'simulate',
      '--mission',
      mission,
      '--players',
      '4',
      '--games',
      '2',
      '--seed',
      'cli-sequence',
      '--workers',
      '1',
      '--json',
    );
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as Report;
    expect(report).toMatchObject({ mission: Number(mission), players: 4, games: 2, errors: 0 });
  });

  it('says plainly that a real-time limit (10, 19) is not simulated', async () => {
    const args = ['--players', '2', '--games', '1', '--workers', '1'];
    const text = await run('simulate', '--mission', '10', ...args);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      'Real-time limit not simulated: on the server this game is lost when its 12 min run out',
    );
    const json = async (mission: string) =>
      (
        JSON.parse(
          (await run('simulate', '--mission', mission, ...args, '--json')).stdout,
        ) as Report
      ).timeLimit;
    expect(await json('19')).toEqual({ seconds: 670, simulated: false });
    expect(await json('8')).toBeNull();
    expect((await run('simulate', '--mission', '8', ...args)).stdout).not.toContain(
      'Real-time limit',
    );
    expect((await run('help', 'simulate')).stdout).toContain(
      'real-time limit (10, 19) is not simulated',
    );
  });

  it('plays a clock whose timed events change the table (30) at a person’s pace, and says so', async () => {
    const args = ['--mission', '30', '--players', '3', '--games', '1', '--workers', '1'];
    const text = await run('simulate', ...args, '--seed', 'pace');
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      'Real-time clock simulated at 15 s of play per action: its timed events at their times, and the game lost when its 11 min 30 s run out',
    );
    const dir = await mkdtemp(join(tmpdir(), 'sim-30-'));
    const json = JSON.parse(
      (await run('simulate', ...args, '--seed', 'pace', '--json', '--records', dir)).stdout,
    ) as Report;
    expect(json.timeLimit).toEqual({ seconds: 690, simulated: true, pace: 15 });
    // The record holds the clock's cues, in order, on the Captain's seat.
    const record = JSON.parse(await readFile(join(dir, 'pace-0.json'), 'utf8')) as {
      actions: { type: string; cue?: number; seat: number }[];
    };
    const cues = record.actions.filter((a) => a.type === 'cue');
    expect(cues.length).toBeGreaterThan(2);
    expect(cues.map((a) => a.cue)).toEqual(cues.map((_, i) => i));
  });

  it('rejects bad arguments with exit 1 and the usage', async () => {
    for (const args of [
      ['--mission', '99', '--players', '4'],
      ['--mission', '8', '--players', '6'],
      ['--mission', '8', '--players', '4', '--bot', 'genius'],
      ['--mission', '8', '--players', '4', '--games', '0'],
      ['--mission', '8', '--players', '4', '--workers', 'x'],
      ['--players', '4'],
      // Mission 34 is not played with two.
      ['--mission', '34', '--players', '2'],
    ]) {
      const { code, stderr } = await run('simulate', ...args);
      expect(code).toBe(1);
      expect(stderr).toContain('Usage: bomb-busters simulate');
    }
    expect((await run('help', 'simulate')).stdout).toContain('--records DIR');
  });
});
