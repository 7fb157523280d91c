/** The real CLI server (`bomb-busters serve`) as a child process, for crash and memory tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BIN = 'packages/cli/bin/bomb-busters.js';

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly base: string;
  readonly ws: string;
}

const children: ChildProcess[] = [];
const dirs: string[] = [];

/** A data directory for the servers of a test file, removed by `killAll`. */
export async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bb-server-'));
  dirs.push(dir);
  return dir;
}

/**
 * `bomb-busters serve --port 0 ARGS` with BOT_DELAY_MS 0 and `env` (an `undefined` value removes
 * a variable); resolves once it listens.
 */
export function spawnServer(
  args: readonly string[],
  env: Record<string, string | undefined> = {},
): Promise<ServerProcess> {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    BOT_DELAY_MS: '0',
    BOT_ONLY_DELAY_MS: '0',
    LOG_LEVEL: 'warn',
    ...env,
  };
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', ...args], {
    cwd: ROOT,
    env: merged,
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(err);
      if (m?.[1]) resolve({ child, base: m[1], ws: m[1].replace(/^http/, 'ws') + '/ws' });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${err}`)));
  });
}

export const running = (child: ChildProcess): boolean =>
  child.exitCode === null && child.signalCode === null;

/** SIGKILL, resolved once the process is gone. */
export const killed = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (!running(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** Kill every server this file started and remove their data directories (for afterAll). */
export async function killAll(): Promise<void> {
  await Promise.all(children.map(killed));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** The resident memory of a process, in bytes (Linux). */
export async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error('no VmRSS');
  return Number(kb) * 1024;
}
