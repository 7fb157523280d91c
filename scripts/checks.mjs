#!/usr/bin/env node
// Lint and type-check side by side (each is one busy thread; two cores take both at once), each
// one's output printed whole when it ends; fails if either fails.
import { spawn } from 'node:child_process';

const run = (script) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      process.stdout.write(
        `> npm run ${script}: ${code === 0 ? 'ok' : `failed (${code})`}\n${output}`,
      );
      resolve(code === 0);
    });
  });

const passed = await Promise.all([run('lint'), run('typecheck')]);
process.exitCode = passed.every(Boolean) ? 0 : 1;
