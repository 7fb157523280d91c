// Worker-thread entry of the bot pool (piscina). The server is TypeScript run from source, and a
// thread does not inherit the loader: register tsx's ESM loader in this thread, then load the task.
import { register } from 'tsx/esm/api';

register();

const { default: think } = await import('./think.ts');
export default think;
