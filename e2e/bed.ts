/** Each test file's real server and browser: started before its tests, stopped after them. */
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
    [server, browser] = await Promise.all([startServer(env), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
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
