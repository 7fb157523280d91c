/**
 * A server node of `bench/server.bench.ts`, in a child process of its own, so that what it
 * measures is the server's alone (not the load generator's CPU, heap or event loop). Driven over
 * IPC, one command at a time: `start` (a fresh store, or a schema shared with other nodes), then
 * `measure` as often as wanted (heap after a forced GC, RSS, the server's own counts), `mark` and
 * `unmark` around the measured play, whose figures `played` reports, and `stop`.
 *
 * The play phase uses one node per `--nodes` (each its own process), the memory phases a fresh one.
 * Given `cpuProfDir` (the benchmark's `--cpu-prof-dir`), it profiles its CPU from `mark` to
 * `unmark` and writes the profile there (`node-<pid>.cpuprofile`).
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import type { Socket } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { buildApp, serverStats, type ServerConfig, type ServerStats } from '@bomb-busters/server';
import { benchStore, type BenchStore, type StoreOptions } from './store.js';

export type NodeCommand =
  | {
      readonly type: 'start';
      readonly config: ServerConfig;
      readonly store: StoreOptions;
      readonly cpuProfDir?: string;
    }
  | { readonly type: 'measure' }
  /** Measured play starts now. */
  | { readonly type: 'mark' }
  /** Measured play ends now (its figures are kept for `played`). */
  | { readonly type: 'unmark' }
  | { readonly type: 'played' }
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

/** The node's figures from `mark` to `unmark`. */
export interface Played {
  readonly ms: number;
  /** Time the event loop was busy (ms): `performance.eventLoopUtilization`'s `active`. */
  readonly loopActiveMs: number;
  /** Event-loop delay (ms). */
  readonly delay: { readonly p50: number; readonly p99: number; readonly max: number };
  /** CPU time of the whole process, its threads too (ms). */
  readonly cpuMs: number;
  /**
   * CPU time of the main thread alone (ms; Linux, else null): unlike the loop's busy time it
   * leaves out the time the thread waited for a core on a busy machine.
   */
  readonly mainCpuMs: number | null;
  /** Time the main thread waited for a core while runnable (ms; Linux, else null). */
  readonly mainWaitMs: number | null;
  /** Bytes written to the server's TCP connections (WebSocket frames and HTTP answers). */
  readonly bytesWritten: number;
}

export type NodeReport =
  | { readonly type: 'started'; readonly base: string; readonly label: string }
  | ({ readonly type: 'measured' } & Measure)
  | { readonly type: 'marked' }
  | ({ readonly type: 'played' } & Played)
  | { readonly type: 'stopped' }
  | { readonly type: 'failed'; readonly message: string };

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let app: FastifyInstance | null = null;
let bench: BenchStore | null = null;

/** The server's TCP connections: bytes written by the closed ones, and the open ones. */
const open = new Set<Socket>();
let closedBytes = 0;
const bytesWritten = () => [...open].reduce((n, s) => n + s.bytesWritten, closedBytes);

/** The main thread's CPU time (ms) from /proc (its thread id is the process id), or null. */
/**
 * The main thread's time on a core and its time waiting in the run queue for one (ms; Linux's
 * schedstat, else null). On a machine busier than its cores, the loop's busy time holds both.
 */
function mainThreadTimes(): { cpu: number; wait: number } | null {
  try {
    const [run, wait] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8')
      .split(' ')
      .map(Number);
    return run === undefined || wait === undefined ? null : { cpu: run / 1e6, wait: wait / 1e6 };
  } catch {
    return null;
  }
}

const loop = monitorEventLoopDelay({ resolution: 10 });
let mark = {
  at: performance.now(),
  elu: performance.eventLoopUtilization(),
  cpu: process.cpuUsage(),
  main: mainThreadTimes(),
  bytes: 0,
};
let played: Played | null = null;
/** The profiler's session while it runs, and where its profile goes. */
let profiler: { session: Session; dir: string } | null = null;
let cpuProfDir: string | undefined;

async function handle(c: NodeCommand): Promise<NodeReport> {
  switch (c.type) {
    case 'start': {
      cpuProfDir = c.cpuProfDir;
      bench = await benchStore(c.store);
      await bench.store.migrate();
      app = await buildApp({ store: bench.store, config: c.config, logger: false });
      app.server.on('connection', (s: Socket) => {
        open.add(s);
        s.once('close', () => {
          closedBytes += s.bytesWritten;
          open.delete(s);
        });
      });
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
    case 'mark': {
      if (cpuProfDir) {
        const session = new Session();
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.start');
        profiler = { session, dir: cpuProfDir };
      }
      loop.reset();
      loop.enable();
      const at = performance.now();
      mark = {
        at,
        elu: performance.eventLoopUtilization(),
        cpu: process.cpuUsage(),
        main: mainThreadTimes(),
        bytes: bytesWritten(),
      };
      return { type: 'marked' };
    }
    case 'unmark': {
      loop.disable();
      const cpu = process.cpuUsage(mark.cpu);
      const main = mainThreadTimes();
      played = {
        ms: performance.now() - mark.at,
        loopActiveMs: performance.eventLoopUtilization(mark.elu).active,
        delay: {
          p50: loop.percentile(50) / 1e6,
          p99: loop.percentile(99) / 1e6,
          max: loop.max / 1e6,
        },
        cpuMs: (cpu.user + cpu.system) / 1000,
        mainCpuMs: main && mark.main ? main.cpu - mark.main.cpu : null,
        mainWaitMs: main && mark.main ? main.wait - mark.main.wait : null,
        bytesWritten: bytesWritten() - mark.bytes,
      };
      if (profiler) {
        const { session, dir } = profiler;
        profiler = null;
        const { profile } = await session.post('Profiler.stop');
        session.disconnect();
        await writeFile(join(dir, `node-${process.pid}.cpuprofile`), JSON.stringify(profile));
      }
      return { type: 'marked' };
    }
    case 'played': {
      if (!played) throw new Error('not measured');
      return { type: 'played', ...played };
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
  const send = (r: NodeReport) => process.send?.(r);
  process.on('message', (c: NodeCommand) => {
    handle(c).then(send, (e: unknown) =>
      send({ type: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
  });
  // The benchmark went away (or is done): nothing left to serve.
  process.on('disconnect', () => process.exit(0));
}
