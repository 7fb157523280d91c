import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          environment: 'node',
          // Worker threads start faster than child processes; on the 2-core CI machine
          // this keeps the suite quicker. Switch to 'forks' if a test needs process isolation.
          pool: 'threads',
          // The files share each worker's loaded modules (the engine is pure, the servers use
          // free ports and their own data dirs): importing the packages anew for each file cost
          // a quarter of the server tests' CPU and half of the engine's.
          isolate: false,
          // Two files at a time, one per core (vitest's default leaves one core idle there): the
          // suite is mostly CPU-bound engine and solver work, and its servers use free ports.
          maxWorkers: 2,
          testTimeout: 30_000,
        },
      },
      {
        // Browser tests against the real server, after the unit tests so browsers and bots do
        // not fight the unit suite for the two cores. Two files at a time: each has its own
        // server (free port, temp data dir) and browser, and waits on bots and sockets much of
        // the time, so two fit on two cores (three made the run a minute slower).
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Each file brings up its own server and browser, so the files share nothing but the
          // loaded modules: a fork per file re-imported the engine and Playwright (7-9 s each).
          isolate: false,
          fileParallelism: true,
          maxWorkers: 2,
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
