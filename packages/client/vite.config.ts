import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server (npm start) serves dist/; `npm run dev -w @bomb-busters/client` proxies to it.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
});
