/**
 * Builds the client and the server once before the browser tests: the server runs as `npm start`
 * runs it (bundled) and serves the built client.
 */
import { execFileSync } from 'node:child_process';
import { CLIENT_DIR, ROOT, SERVER_DIR } from './paths.js';

function build(workspace: string, args: readonly string[]): void {
  try {
    execFileSync('npm', ['run', 'build', '-w', workspace, ...args], { cwd: ROOT, stdio: 'pipe' });
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`the build of ${workspace} failed:\n${String(stdout)}\n${String(stderr)}`, {
      cause: e,
    });
  }
}

/** `npm run build` of the client; into `outDir` (emptied first) when given, else its dist/. */
export function buildClient(outDir?: string): void {
  build('@bomb-busters/client', outDir ? ['--', '--outDir', outDir, '--emptyOutDir'] : []);
}

/** The server's bundle, into SERVER_DIR. */
export function buildServer(): void {
  build('@bomb-busters/cli', ['--', SERVER_DIR]);
}

export default function setup(): void {
  buildClient(process.env.E2E_CLIENT_DIR ? CLIENT_DIR : undefined);
  buildServer();
}
