// Worker-thread entry of `bomb-busters simulate` (piscina), run from source: a thread does not
// inherit the loader, so register tsx's ESM loader in this thread, then load the task. The bundle
// (build.mjs) has a simulate-thread.js of its own, beside the code that starts the threads.
import { register } from 'tsx/esm/api';

register();

const { default: runGame } = await import('./simulate-worker.ts');
export default runGame;
