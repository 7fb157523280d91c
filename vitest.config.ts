import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    environment: 'node',
    // Worker threads start faster than child processes; on the 2-core CI machine
    // this keeps the suite quicker. Switch to 'forks' if a test needs process isolation.
    pool: 'threads',
    testTimeout: 30_000,
  },
});
