// Builds the client (vite.config.ts) into dist/ or `--outDir DIR`, then pre-compresses it.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { compressTree } from './compress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = process.argv.indexOf('--outDir');
const outDir =
  at >= 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : resolve(root, 'dist');

await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
compressTree(outDir);
