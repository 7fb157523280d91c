/** Builds the client once before the browser tests: the server serves the built files. */
import { execFileSync } from 'node:child_process';
import { CLIENT_DIR, ROOT } from './paths';

export default function setup(): void {
  const out = process.env.E2E_CLIENT_DIR ? ['--', '--outDir', CLIENT_DIR, '--emptyOutDir'] : [];
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
