import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The modules `from` imports statically, itself included. */
function closure(imports: (id: string) => readonly string[], from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop())
    if (!seen.has(id)) {
      seen.add(id);
      stack.push(...imports(id));
    }
  return seen;
}

/**
 * The table's code in three chunks rather than a dozen shared ones: a browser fetches at most six
 * files at a time from one host (HTTP/1.1), and the table waited for three rounds of them (0.3-0.6
 * s on the bench's phone). `shared`: what the home page uses too; `board`: what the replay and the
 * rules pages use too (the board's drawing); `table`: the rest. The first load's modules go to the
 * group before, the other pages' own to the bundler. The graphs here are the modules as written,
 * through the engine's index more than the bundle keeps: without `first`, engine modules the first
 * load's imports reach only on paper went into `shared` (14 kB more on the home page).
 */
const tableChunkOf = new Map<string, 'shared' | 'board' | 'table'>();
const tableChunks: Plugin = {
  name: 'table-chunks',
  apply: 'build',
  buildEnd() {
    const ids = [...this.getModuleIds()];
    const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
    const from = (...ends: string[]) =>
      new Set(
        ends.flatMap((end) => {
          const id = ids.find((i) => i.endsWith(end));
          if (!id) throw new Error(`table-chunks: no module ${end}`);
          return [...closure(imports, id)];
        }),
      );
    const first = from('/src/main.tsx');
    const home = from('/src/home/Home.tsx');
    const board = from('/src/replay/Replay.tsx', '/src/rules/RulesPage.tsx');
    for (const id of from('/src/table/TableScreen.tsx'))
      if (!first.has(id))
        tableChunkOf.set(id, home.has(id) ? 'shared' : board.has(id) ? 'board' : 'table');
  },
};

// The server (npm start) serves dist/; `npm run dev -w @bomb-busters/client` proxies to it.
export default defineConfig(({ command }) => ({
  plugins: [react(), tableChunks],
  resolve: {
    // The built client runs on Preact's React-compatible API: React's DOM renderer alone is 66 kB
    // gzip, two thirds of the first load's budget. The code, its types, the unit tests and the
    // dev server (fast refresh) keep React; the browser tests run the build.
    alias:
      command === 'build'
        ? [
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react$/, replacement: 'preact/compat' },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      // The engine's modules have no side effects the browser needs (the mission table's
      // self-check at load runs in the server and the tests): unused ones stay out of the bundle.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/engine/src/') },
      output: {
        codeSplitting: {
          groups: [
            {
              // The first load in one file: it came as six, one more than a browser fetches at
              // once beside the page itself. '$initial': what main.tsx imports, as bundled.
              name: 'app',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              debugName: 'table-chunks',
              name: (id: string) => tableChunkOf.get(id) ?? null,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
}));
