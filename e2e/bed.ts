/**
 * Each test file's real server, started before its tests and stopped after them, and the browser
 * of its worker process: launched by the worker's first file and kept for the next ones (the
 * files of a worker run one after another), each file closing the contexts it opened. A launch
 * and a close cost about 2 s a file; Chromium exits with the worker (its pipe closes).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch } from './browser';
import { startServer, type Server } from './server';

export interface TestBed {
  readonly server: Server;
  readonly browser: Browser;
}

/** Server settings of one test file; the others keep the defaults of e2e/server.ts. */
export interface TestBedOptions {
  /** TAKEOVER_MS: how long a person may be away before a bot plays their seat. */
  readonly takeoverMs?: number;
  /** BOT_DELAY_MS: the pause before each bot move (30 ms by default in the browser tests). */
  readonly botDelayMs?: number;
  /** CLOCK_SCALE: multiplies a mission's real-time limit (0.01: 15 minutes last 9 s). */
  readonly clockScale?: number;
  /** SNIP_GRACE_MS: how long a bot first in line waits for people to say "Snip!" (mission 10). */
  readonly snipGraceMs?: number;
}

let workerBrowser: Promise<Browser> | undefined;

/** The worker's browser, launched anew if there is none yet or it closed (a crash, a failed launch). */
async function sharedBrowser(): Promise<Browser> {
  const kept = await workerBrowser?.catch(() => undefined);
  if (kept?.isConnected()) return kept;
  workerBrowser = launch();
  return workerBrowser;
}

export function useTestBed(options: TestBedOptions = {}): TestBed {
  let server: Server | undefined;
  let browser: Browser | undefined;
  const env: Record<string, string> = {
    ...(options.takeoverMs !== undefined ? { TAKEOVER_MS: String(options.takeoverMs) } : {}),
    ...(options.botDelayMs !== undefined ? { BOT_DELAY_MS: String(options.botDelayMs) } : {}),
    ...(options.clockScale !== undefined ? { CLOCK_SCALE: String(options.clockScale) } : {}),
    ...(options.snipGraceMs !== undefined ? { SNIP_GRACE_MS: String(options.snipGraceMs) } : {}),
  };
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), sharedBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((c) => c.close()) ?? []);
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test bed is not started yet');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
