// Worker-thread entry of the SQLite store's writer. The server is TypeScript run from source:
// register tsx's ESM loader in this thread, then load the writer.
import { register } from 'tsx/esm/api';

register();

await import('./sqlite-writer.ts');
