// Worker-thread entry of the SQLite store's writer, run from source: register tsx's ESM loader in
// this thread, then load the writer. The bundle (the CLI's build.mjs) has a
// sqlite-writer-thread.js of its own, beside the code that starts the thread.
import { register } from 'tsx/esm/api';

register();

await import('./sqlite-writer.ts');
