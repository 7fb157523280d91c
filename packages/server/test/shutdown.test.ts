/**
 * Graceful shutdown: the real CLI server gets SIGTERM right after an acknowledged action, while
 * the bot's answer is in flight. It exits 0, and after a restart on the same data directory every
 * acknowledged action is there.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import type { Action } from '@bomb-busters/engine';
import { Client, http, startedRoom } from './helpers.js';
import { dataDir, killAll, spawnServer } from './processes.js';

const serve = (dataDir: string) => spawnServer(['--data-dir', dataDir]);

/** The exit code, or a failure if the process has not exited within `ms`. */
const exited = (child: ChildProcess, ms: number) =>
  new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still running ${ms} ms after SIGTERM`)), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

afterAll(killAll);

describe('graceful shutdown', () => {
  it('exits 0 on SIGTERM right after an action and keeps every acknowledged action', async () => {
    const dir = await dataDir();
    const first = await serve(dir);
    // Seat 0 is a person (the captain), seat 1 an expert bot answering at once.
    const { id, tokens } = await startedRoom(first.base, ['person', 'expert'], 1);
    const person = await Client.join(first.ws, id, tokens.get(0));
    const info: Action = { type: 'info', seat: 0, wire: { seat: 0, stand: 0, index: 0 } };
    const ack = await person.act(info, 0);
    expect(ack).toMatchObject({ type: 'ack', version: 1 });
    // The bot's setup answer is being applied now: stop the server.
    const code = exited(first.child, 10_000);
    first.child.kill('SIGTERM');
    expect(await code).toBe(0);
    // Everything broadcast before the stop was stored first (the bot's move, if it made it).
    const broadcast = person.view?.version ?? 0;
    expect(broadcast).toBeGreaterThanOrEqual(1);
    await person.close();

    const second = await serve(dir);
    expect((await http(second.base, 'GET', '/readyz')).status).toBe(200);
    const again = await Client.join(second.ws, id, tokens.get(0));
    // The acknowledged action is there (and whatever the bot stored before the stop).
    expect(again.view?.version).toBeGreaterThanOrEqual(broadcast);
    const room = await http<{ status: string; version: number }>(
      second.base,
      'GET',
      `/api/rooms/${id}`,
    );
    expect(room.body.status).toBe('playing');
    expect(room.body.version).toBeGreaterThanOrEqual(1);
    // The game goes on from there: the captain's choice is not asked again.
    const repeat = await again.act(info, again.view?.version ?? 0);
    expect(repeat.type).toBe('rejected');
    await again.close();
    const stopped = exited(second.child, 10_000);
    second.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  }, 60_000);
});
