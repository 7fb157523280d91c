// Worker-thread entry of `bomb-busters simulate` (piscina). The worker code is TypeScript run
// from source, like the CLI itself: register tsx's ESM loader in this thread, then load it.
import { register } from 'tsx/esm/api';

register();

const { runGame } = await import('../src/simulate-worker.ts');
export default runGame;
