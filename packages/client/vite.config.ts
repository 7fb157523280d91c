import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server (npm start) serves dist/; `npm run dev -w @bomb-busters/client` proxies to it.
export default defineConfig(({ command }) => ({
  plugins: [react()],
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
