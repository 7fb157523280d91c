#!/usr/bin/env node
// Launcher for the Bomb Busters CLI from source: register tsx's ESM loader, then start it.
// `npm start` runs the bundle instead (build.mjs: no compiling at start).
import { register } from 'tsx/esm/api';

register();

await import('../src/start.ts');
