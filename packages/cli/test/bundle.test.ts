/**
 * The bundle `npm start` runs (build.mjs): plain JavaScript that loads no TypeScript, and answers
 * as the CLI run from source does, its worker threads included. The server's own threads (bots,
 * SQLite writer) run from the bundle in every browser test.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const fromSource = join(root, 'packages/cli/bin/bomb-busters.js');
let dir = '';

const run = (script: string, ...args: string[]): Promise<{ code: number; stdout: string }> =>
  new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { cwd: root }, (error, stdout) => {
      resolve({ code: error ? Number(error.code ?? -1) : 0, stdout });
    });
  });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bomb-busters-bundle-'));
  const built = await run(join(root, 'packages/cli/build.mjs'), dir);
  expect(built.code).toBe(0);
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe.concurrent('the bundled CLI', () => {
  it('holds an entry per process and thread, and loads no TypeScript', async () => {
    const files = await readdir(dir);
    for (const entry of ['bomb-busters', 'simulate-thread', 'think-thread', 'sqlite-writer-thread'])
      expect(files).toContain(`${entry}.js`);
    for (const file of files.filter((f) => f.endsWith('.js'))) {
      const code = await readFile(join(dir, file), 'utf8');
      expect(code, file).not.toMatch(/tsx\/esm|from "[^"]*\.ts"/);
    }
  });

  it('replays a record as the CLI from source does', async () => {
    const args = ['replay', 'examples/mission-4.json', '--text'];
    const [bundled, source] = await Promise.all([
      run(join(dir, 'bomb-busters.js'), ...args),
      run(fromSource, ...args),
    ]);
    expect(bundled.code).toBe(0);
    expect(bundled.stdout).toContain('1.');
    expect(bundled.stdout).toBe(source.stdout);
  });

  it('simulates on its worker threads, the same games as from source', async () => {
    const args = ['simulate', '--mission', '2', '--players', '3', '--games', '4', '--seed', 'b'];
    const json = (out: string) => {
      const {
        gamesPerSecond: _,
        seconds: __,
        workers: ___,
        ...games
      } = JSON.parse(out) as Record<string, unknown>;
      return games;
    };
    const [bundled, source] = await Promise.all([
      run(join(dir, 'bomb-busters.js'), ...args, '--workers', '2', '--json'),
      run(fromSource, ...args, '--workers', '1', '--json'),
    ]);
    expect(bundled.code).toBe(0);
    expect(json(bundled.stdout)).toEqual(json(source.stdout));
    expect(json(bundled.stdout)).toMatchObject({ games: 4 });
  });
});
