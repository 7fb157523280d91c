/**
 * Crash recovery: the real CLI server process is killed with SIGKILL mid-game and restarted on the
 * same data directory; the game continues from the last acknowledged action.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, http, over, startedRoom, tempDir } from './helpers.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BIN = 'packages/cli/bin/bomb-busters.js';

/** Start `bomb-busters serve --port 0`; resolves with the process and its base URL. */
function serve(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, BOT_DELAY_MS: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(err);
      if (m?.[1]) resolve({ child, base: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${err}`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const children: ChildProcess[] = [];
let dir = '';
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) await killed(c);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('restart after SIGKILL', () => {
  it('the game continues from the last acknowledged action', async () => {
    dir = await tempDir();
    const first = await serve(dir);
    children.push(first.child);
    const ws = (base: string) => base.replace(/^http/, 'ws') + '/ws';
    const { id, tokens } = await startedRoom(first.base, ['person', 'person'], 1);
    const a = await Client.join(ws(first.base), id, tokens.get(0));
    const b = await Client.join(ws(first.base), id, tokens.get(1));
    a.maxActs = 4;
    b.maxActs = 4;
    a.play();
    b.play();
    // Play until one side has used its budget and the other must wait for it.
    const stopped = () =>
      (a.acked.length >= 4 && a.myTurn()) || (b.acked.length >= 4 && b.myTurn());
    while (!stopped()) await new Promise((r) => setTimeout(r, 20));
    const lastAck = Math.max(...a.acked, ...b.acked);
    await a.until((v) => v.version === lastAck);
    const viewA = a.view;
    const viewB = await b.until((v) => v.version === lastAck);
    await killed(first.child);

    const second = await serve(dir);
    children.push(second.child);
    const ready = await http(second.base, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    const a2 = await Client.join(ws(second.base), id, tokens.get(0));
    const b2 = await Client.join(ws(second.base), id, tokens.get(1));
    expect(a2.view?.version).toBe(lastAck);
    expect(a2.view).toEqual(viewA);
    expect(b2.view).toEqual(viewB);
    a2.play();
    b2.play();
    const end = await a2.until(over);
    expect(['won', 'lost']).toContain(end.status);
    const room = await http<{ status: string }>(second.base, 'GET', `/api/rooms/${id}`);
    expect(room.body.status).toBe('finished');
    await Promise.all([a.close(), b.close(), a2.close(), b2.close()]);
  }, 90_000);
});
