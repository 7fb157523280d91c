// Worker-thread entry of the bot pool (piscina). The server is TypeScript run from source, and a
// thread does not inherit the loader: register tsx's ESM loader in this thread, then load the task.
import { setPriority } from 'node:os';
import { platform } from 'node:process';
import { register } from 'tsx/esm/api';

// Bots yield their cores to people: this thread at the lowest priority. Only on Linux, where a
// thread has a priority of its own (elsewhere it would be the whole server's).
if (platform === 'linux') setPriority(19);

register();

const { default: think } = await import('./think.ts');
export default think;
