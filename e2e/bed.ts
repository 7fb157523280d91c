/** Each test file's real server and browser: started before its tests, stopped after them. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch } from './browser';
import { startServer, type Server } from './server';

export interface TestBed {
  readonly server: Server;
  readonly browser: Browser;
}

export function useTestBed(): TestBed {
  let server: Server | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
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
