#!/usr/bin/env node
// Launcher for the Bomb Busters CLI. The CLI is written in TypeScript and run
// from source: register tsx's ESM loader, then hand the arguments to main().
import { register } from 'tsx/esm/api';

register();

const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
