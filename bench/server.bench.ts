/**
 * Server load benchmark: the server runs in this process (buildApp + listen on 127.0.0.1, port 0,
 * BOT_DELAY_MS 0) on a temp SQLite file or a fresh PostgreSQL schema; a load generator in a worker
 * thread (bench/server/load.ts) plays many rooms at once over real WebSockets on loopback and
 * times each action from send to ack. Bounded in rooms, games and time; stops by itself.
 *
 *   npm run bench:server [-- --rooms 200 --store sqlite|postgres --duration 30]
 *     [--mission 4 --players 4 --server-bots 0 --think 0 --max-games 1000]
 *     [--database-url postgres://postgres@127.0.0.1:5432/test] [--sqlite-dir /tmp]
 *
 * Each table: a room of `players` seats; the first players - server-bots seats are driven by
 * load-generator clients (one socket each; a certain cut if any, else a random legal action),
 * the others by the server's cautious bots. When a game ends before the deadline the table opens
 * a new room, so about `rooms` games are in play at any time. The per-socket rate limit is raised
 * (clients answer at machine speed, not human speed); everything else is the default config.
 * Memory: the server's heap (the load generator has its own heap in the worker), after a forced
 * GC, compared with the heap of the idle server. No assertions; figures vary with the machine.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import {
  buildApp,
  loadConfig,
  openPostgresStore,
  openSqliteStore,
  type GameStore,
} from '@bomb-busters/server';
import type { LoadCommand, LoadOptions, LoadReport } from './server/load.js';

const { values: args } = parseArgs({
  options: {
    rooms: { type: 'string', default: '200' },
    store: { type: 'string', default: 'sqlite' },
    duration: { type: 'string', default: '30' },
    mission: { type: 'string', default: '4' },
    players: { type: 'string', default: '4' },
    'server-bots': { type: 'string', default: '0' },
    think: { type: 'string', default: '0' },
    'max-games': { type: 'string', default: '1000' },
    'sqlite-dir': { type: 'string', default: tmpdir() },
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});

function intArg(name: string, raw: string | undefined, min: number, max: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be an integer from ${min} to ${max}.`);
    process.exit(2);
  }
  return n;
}

const ROOMS = intArg('rooms', args.rooms, 1, 10_000);
const DURATION_S = intArg('duration', args.duration, 1, 3600);
const PLAYERS = intArg('players', args.players, 2, 5);
const SERVER_BOTS = intArg('server-bots', args['server-bots'], 0, PLAYERS - 1);
const THINK_MS = intArg('think', args.think, 0, 60_000);
const MAX_GAMES = intArg('max-games', args['max-games'], 1, 1_000_000);
const MISSION = /^\d+$/.test(args.mission) ? Number(args.mission) : args.mission;
const STORE = args.store;
if (STORE !== 'sqlite' && STORE !== 'postgres') {
  console.error('--store must be sqlite or postgres.');
  process.exit(2);
}
/** Whole run, setup included: past this the process exits with an error. */
const WATCHDOG_MS = DURATION_S * 1000 + 10 * 60_000;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(0);

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** A store for this run, and how to throw it away afterwards. */
async function benchStore(): Promise<{
  store: GameStore;
  label: string;
  dispose(): Promise<void>;
}> {
  if (STORE === 'sqlite') {
    const dir = await mkdtemp(join(args['sqlite-dir'], 'bb-bench-'));
    const store = openSqliteStore(join(dir, 'bench.sqlite'));
    return {
      store,
      label: `SQLite (temp file in ${args['sqlite-dir']})`,
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const base = args['database-url'];
  const host = new URL(base).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') {
    console.error('The benchmark only talks to a PostgreSQL on 127.0.0.1.');
    process.exit(2);
  }
  const schema = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    store: openPostgresStore(url.toString()),
    label: `PostgreSQL (schema ${schema} at ${url.host}${url.pathname})`,
    dispose: () => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
}

/** The load generator in a worker thread, loaded through tsx like this file. */
function startLoad(options: LoadOptions): Worker {
  const url = new URL('./server/load.ts', import.meta.url).href;
  const code =
    `import('tsx/esm/api').then((api) => api.tsImport(${JSON.stringify(url)}, ` +
    `${JSON.stringify(import.meta.url)}))`;
  return new Worker(code, { eval: true, workerData: options });
}

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`Benchmark still running after ${WATCHDOG_MS / 1000} s: giving up.`);
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();

  const bench = await benchStore();
  try {
    await run(bench);
  } finally {
    await bench.dispose();
  }
}

async function run(bench: Awaited<ReturnType<typeof benchStore>>): Promise<void> {
  const { store, label } = bench;
  await store.migrate();
  const config = {
    ...loadConfig({ BOT_DELAY_MS: '0', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
    ratePerSecond: 10_000,
    rateBurst: 10_000,
  };
  const app = await buildApp({ store, config, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  console.log(`Server benchmark on ${label}, Node ${process.version}`);
  console.log(
    `${ROOMS} tables of mission ${MISSION}, ${PLAYERS} seats (${PLAYERS - SERVER_BOTS} client-driven, ` +
      `${SERVER_BOTS} server bots), think ${THINK_MS} ms, ${DURATION_S} s of play\n`,
  );

  const heapIdle = heapAfterGc();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const worker = startLoad({
    base,
    rooms: ROOMS,
    mission: MISSION,
    players: PLAYERS,
    serverBots: SERVER_BOTS,
    durationMs: DURATION_S * 1000,
    thinkMs: THINK_MS,
    maxGamesPerTable: MAX_GAMES,
    setupConcurrency: 32,
  });

  let heapReady = 0;
  let readyTables = 0;
  const done = await new Promise<Extract<LoadReport, { type: 'done' }>>((resolve, reject) => {
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`load generator exited (${code})`)));
    worker.on('message', (m: LoadReport) => {
      if (m.type === 'ready') {
        readyTables = m.tables;
        heapReady = heapAfterGc();
        console.log(
          `set up ${m.tables} rooms (claimed, sockets joined) in ${(m.setupMs / 1000).toFixed(1)} s`,
        );
        loop.enable();
        worker.postMessage({ type: 'go' } satisfies LoadCommand);
      } else if (m.type === 'done') resolve(m);
      else reject(new Error(m.message));
    });
  });
  loop.disable();
  await worker.terminate();
  const heapEnd = heapAfterGc();

  const sorted = done.latencies.slice().sort();
  const seconds = done.playMs / 1000;
  const perRoomOpen = (heapReady - heapIdle) / Math.max(1, readyTables);
  const perRoomRetained = (heapEnd - heapIdle) / Math.max(1, done.gamesStarted);
  const rows: [string, string][] = [
    ['rooms held concurrently', `${done.maxPlaying} max, ${done.meanPlaying.toFixed(0)} mean`],
    [
      'games',
      `${done.gamesStarted} started, ${done.gamesFinished} finished (${done.won} won) in ${seconds.toFixed(1)} s`,
    ],
    ['client actions acked', `${done.acked} (${(done.acked / seconds).toFixed(0)} actions/s)`],
    [
      'action latency send→ack',
      `p50 ${percentile(sorted, 50).toFixed(2)} ms, p90 ${percentile(sorted, 90).toFixed(2)} ms, ` +
        `p99 ${percentile(sorted, 99).toFixed(2)} ms, max ${percentile(sorted, 100).toFixed(1)} ms`,
    ],
    [
      'server event-loop delay',
      `p50 ${(loop.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`,
    ],
    [
      'server heap',
      `idle ${mb(heapIdle)} MB, ${readyTables} rooms set up ${mb(heapReady)} MB, ` +
        `end ${mb(heapEnd)} MB`,
    ],
    [
      'memory per room',
      `${kb(perRoomOpen)} KB open with ${PLAYERS - SERVER_BOTS} sockets; ` +
        `${kb(perRoomRetained)} KB per room kept after its game (${done.gamesStarted} rooms)`,
    ],
    ['rss', `${mb(process.memoryUsage().rss)} MB (server, load generator and store)`],
    [
      'anomalies',
      `rejected ${JSON.stringify(done.rejected)}, errors ${JSON.stringify(done.errors)}, ` +
        `ack timeouts ${done.timeouts}`,
    ],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);

  await app.close();
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
