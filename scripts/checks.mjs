#!/usr/bin/env node
// The lint (eslint, then prettier) and the type-check, side by side, each one's output printed
// whole when it ends; fails if any fails. eslint is the longest: prettier and tsc share the other
// core (prettier after eslint in one line made the checks half a minute longer).
import { spawn } from 'node:child_process';

const run = (name, command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      process.stdout.write(`> ${name}: ${code === 0 ? 'ok' : `failed (${code})`}\n${output}`);
      resolve(code === 0);
    });
  });

const passed = await Promise.all([
  run('eslint', 'npx', ['eslint', '.']),
  run('prettier', 'npx', ['prettier', '--check', '.']),
  run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
]);
process.exitCode = passed.every(Boolean) ? 0 : 1;
