// Worker-thread entry of the bot pool (piscina), run from source: a thread does not inherit the
// loader, so register tsx's ESM loader in this thread, then load the task. The bundle (the CLI's
// build.mjs) has a think-thread.js of its own, beside the code that starts the threads.
import { register } from 'tsx/esm/api';

register();

const { default: think } = await import('./think.ts');
export default think;
