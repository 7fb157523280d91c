#!/usr/bin/env node
// `npm test`: the tests (vitest) and, beside them at a low priority, the checks (lint and
// type-check). The browser tests leave the cores idle about half the time (they wait on bots,
// sockets and rendering); the checks take that idle time instead of a minute and a half before
// the tests. Fails if either fails; arguments go to vitest.
import { spawn } from 'node:child_process';

const exitOf = (child) => new Promise((resolve) => child.on('close', (code) => resolve(code)));

const checks = spawn('nice', ['-n', '10', 'node', 'scripts/checks.mjs'], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
const tests = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
const [checked, tested] = await Promise.all([exitOf(checks), exitOf(tests)]);
if (checked !== 0) process.stdout.write(`\nThe checks (lint, type-check) failed: see above.\n`);
process.exitCode = checked === 0 && tested === 0 ? 0 : 1;
