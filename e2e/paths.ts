import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));
/** E2E_CLIENT_DIR: build into (and serve) another directory, e.g. while others rebuild dist/. */
export const CLIENT_DIR =
  process.env.E2E_CLIENT_DIR ?? fileURLToPath(new URL('../packages/client/dist', import.meta.url));
/** E2E_SERVER_DIR: the server's bundle (the CLI's build.mjs), as `npm start` runs it. */
export const SERVER_DIR =
  process.env.E2E_SERVER_DIR ?? fileURLToPath(new URL('../packages/cli/dist', import.meta.url));
