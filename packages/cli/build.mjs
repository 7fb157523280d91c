// `npm run build -w @bomb-busters/cli`: the CLI and the server as plain JavaScript in dist/, for
// `npm start` and the browser tests. Run from source, every process and worker thread first
// compiles the TypeScript it loads (tsx): about a second of CPU per start, half a second more
// before a bot's first move after its thread went idle. The bundle holds our packages only;
// third-party packages stay outside, imported by the paths Node would resolve here.
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The process entry and each worker thread's entry. Flat in one directory with their chunks: the
 * code finds a thread's entry as `new URL('./<name>.js', import.meta.url)`, which names the
 * tsx-registering file beside it when run from source and the bundled entry here.
 */
const ENTRIES = {
  'bomb-busters': here('./src/start.ts'),
  'simulate-thread': here('./src/simulate-worker.ts'),
  'think-thread': here('../server/src/bots/think.ts'),
  'sqlite-writer-thread': here('../server/src/store/sqlite-writer.ts'),
};

/** Bare imports other than our workspace's: left to Node, at the file esbuild resolves for them. */
const thirdPartyOutside = {
  name: 'third-party-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@bomb-busters/') || args.pluginData?.resolving) return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const found = await b.resolve(args.path, {
        importer: args.importer,
        resolveDir: args.resolveDir,
        kind: args.kind,
        pluginData: { resolving: true },
      });
      return found.errors.length > 0
        ? { errors: found.errors }
        : { path: found.path, external: true };
    });
  },
};

export async function buildServer(outdir = here('./dist')) {
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // As Node resolves a package without "exports": its "main", never "module".
    mainFields: ['main'],
    sourcemap: 'linked',
    plugins: [thirdPartyOutside],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer(process.argv[2]);
