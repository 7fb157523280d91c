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
          testTimeout: 30_000,
        },
      },
      {
        // Browser tests against the real server: one file at a time, after the unit tests,
        // so browsers and bots do not fight the unit suite for the two cores.
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
