/**
 * The real server as a child process (the CLI's `serve`, bundled as `npm start` runs it; built by
 * global-setup.ts), on a free port and a fresh data dir.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_DIR, ROOT, SERVER_DIR } from './paths.js';

export interface Server {
  readonly base: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bb-e2e-'));
  // Port 0: the server takes a free port itself and says which (test files run two at a time,
  // and a port probed free here could be taken by the other before the server binds it).
  const child = spawn(process.execPath, [join(SERVER_DIR, 'bomb-busters.js'), 'serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BOT_DELAY_MS: '30',
      // Games of bots only at the same pace (the server's default paces them at 1 s a move).
      BOT_ONLY_DELAY_MS: '0',
      CLIENT_DIR,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let base = '';
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    base ||= /listening on (http:\/\/\S+)/.exec(stderr)?.[1] ?? '';
    const ready =
      base !== '' &&
      (await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      ));
    if (ready) break;
    // A minute: a start-up takes seconds on a busy machine.
    if (i > 600) throw new Error(`server not ready after 60 s: ${stderr}`);
    await sleep(100);
  }
  return {
    base,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type SeatSpec = 'person' | 'expert' | 'cautious';

/** HTTP calls for set-ups that are not under test (the UI is tested elsewhere). */
export async function api<T>(base: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A room of bots only, started: it plays itself to the end. */
export async function botRoom(base: string, mission: number, players: number): Promise<string> {
  const created = await api<{ room: string; hostToken: string }>(base, 'POST', '/api/rooms', {
    mission,
    players,
    seed: 'e2e-bots',
    seats: Array.from({ length: players }, () => ({ kind: 'bot', level: 'expert' })),
    public: false,
  });
  await api(base, 'POST', `/api/rooms/${created.room}/start`, { hostToken: created.hostToken });
  return created.room;
}
