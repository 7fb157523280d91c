// Worker-thread entry of the bot pool (piscina). The server is TypeScript run from source, and a
// thread does not inherit the loader: register tsx's ESM loader in this thread, then load the task.
import { setPriority } from 'node:os';
import { platform } from 'node:process';
import { register } from 'tsx/esm/api';

const BOT_NICE = 10;

// Bots yield their cores to people: this thread at a low priority (nice 10: a person's work on
// the event loop comes first, yet bots still get a tenth of a contended core, so their games go
// on when other processes load the machine). Only on Linux, where a thread has a priority of its
// own (elsewhere it would be the whole server's).
if (platform === 'linux') setPriority(BOT_NICE);

register();

const { default: think } = await import('./think.ts');
export default think;
