/** Builds the client once before the browser tests: the server serves the built files. */
import { execFileSync } from 'node:child_process';
import { CLIENT_DIR, ROOT } from './paths.js';

/** `npm run build` of the client; into `outDir` (emptied first) when given, else its dist/. */
export function buildClient(outDir?: string): void {
  const out = outDir ? ['--', '--outDir', outDir, '--emptyOutDir'] : [];
  try {
    execFileSync('npm', ['run', 'build', '-w', '@bomb-busters/client', ...out], {
      cwd: ROOT,
      stdio: 'pipe',
    });
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`the client build failed:\n${String(stdout)}\n${String(stderr)}`, { cause: e });
  }
}

export default function setup(): void {
  buildClient(process.env.E2E_CLIENT_DIR ? CLIENT_DIR : undefined);
}
