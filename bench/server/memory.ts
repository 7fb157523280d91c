/**
 * The server of the memory phases of `bench/server.bench.ts`, in a child process of its own: a
 * fresh process, store and server (the play phase's config), so that its heap and RSS hold this
 * server only (not the load generator, nor what the play phase left: bot games still moving,
 * tables that bots would take over). Driven over IPC, one command at a time: `start`, then
 * `measure` as often as wanted (heap after a forced GC, RSS, the server's own counts), `stop`.
 */
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { buildApp, serverStats, type ServerConfig, type ServerStats } from '@bomb-busters/server';
import { benchStore, type BenchStore, type StoreOptions } from './store.js';

export type MemoryCommand =
  | { readonly type: 'start'; readonly config: ServerConfig; readonly store: StoreOptions }
  | { readonly type: 'measure' }
  | { readonly type: 'stop' };

export interface Measure extends ServerStats {
  /** V8 heap used after a forced GC. */
  readonly heap: number;
  readonly rss: number;
  /** V8 heap committed (RSS minus this: memory outside the V8 heap, and code). */
  readonly heapTotal: number;
  /** Committed size of V8's new space (young generation), which grows with the allocation rate. */
  readonly newSpace: number;
}

export type MemoryReport =
  | { readonly type: 'started'; readonly base: string; readonly label: string }
  | ({ readonly type: 'measured' } & Measure)
  | { readonly type: 'stopped' }
  | { readonly type: 'failed'; readonly message: string };

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let app: FastifyInstance | null = null;
let bench: BenchStore | null = null;

async function handle(c: MemoryCommand): Promise<MemoryReport> {
  switch (c.type) {
    case 'start': {
      bench = await benchStore(c.store);
      await bench.store.migrate();
      app = await buildApp({ store: bench.store, config: c.config, logger: false });
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      return { type: 'started', base, label: bench.label };
    }
    case 'measure': {
      if (!app) throw new Error('not started');
      for (let i = 0; i < 3; i++) gc();
      const { heapUsed: heap, heapTotal, rss } = process.memoryUsage();
      const newSpace =
        getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;
      const stats = serverStats(app);
      if (!stats) throw new Error('no server stats');
      return { type: 'measured', heap, rss, heapTotal, newSpace, ...stats };
    }
    case 'stop': {
      await app?.close();
      await bench?.dispose();
      app = bench = null;
      return { type: 'stopped' };
    }
  }
}

if (process.send) {
  const send = (r: MemoryReport) => process.send?.(r);
  process.on('message', (c: MemoryCommand) => {
    handle(c).then(send, (e: unknown) =>
      send({ type: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
  });
  // The benchmark went away (or is done): nothing left to serve.
  process.on('disconnect', () => process.exit(0));
}
