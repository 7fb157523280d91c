/**
 * Server load benchmark: each server node runs in a child process of its own (bench/server/node.ts:
 * buildApp + listen on 127.0.0.1, port 0) on a temp SQLite file or a fresh PostgreSQL schema
 * (bench/server/store.ts); a load generator in another child process (bench/server/load.ts) plays
 * many rooms at once over real WebSockets on loopback and times each action from send to ack. So
 * the server's figures (event-loop time, CPU, heap, bytes written) are its own, not the load
 * generator's. Bounded in rooms, games and time; stops by itself.
 *
 *   npm run bench:server [-- --rooms 200 --store sqlite|postgres --duration 30]
 *     [--nodes 1 --cpu-prof-dir <dir> --node-options '--max-semi-space-size=32']
 *     [--mission 4 --players 4 --server-bots 0 --think 0 --max-games 1000]
 *     [--bot-rooms 0 --bot-mission 8 --bot-games <bot-rooms> --bot-delay-ms 400]
 *     [--bot-only-delay-ms <the server's default>]
 *     [--idle-sockets 1000 --loaded-rooms 1000]
 *     [--database-url postgres://postgres@127.0.0.1:5432/test] [--sqlite-dir /tmp]
 *
 * The issue's figures (one at a time, on a quiet machine):
 *
 *   npm run bench:server -- --rooms 1250 --store sqlite --duration 30 --think 2000
 *   npm run bench:server -- --rooms 1250 --store sqlite --duration 30 --think 2000 --bot-rooms 50
 *   npm run bench:server -- --rooms 1250 --store postgres --duration 30 --think 2000
 *   npm run bench:server -- --rooms 1250 --store postgres --duration 30 --think 2000 --nodes 2
 *
 * The server's figures: its event-loop time per acked action (performance.eventLoopUtilization's
 * busy time over the measured play, summed over the nodes, divided by the actions; on a machine
 * busier than its cores it includes the main thread's wait for a core, printed beside it with its
 * CPU time, both from Linux's schedstat), the bytes
 * written to its TCP connections per action (and per seat of a table), its event-loop delay, the
 * CPU of its process (threads too) and its heap per room; what the tables' seats received of it,
 * by message type (`update`, `ack`, `room`...: a resync or a duplicate shows there).
 * `--nodes N` (PostgreSQL only) starts N server processes on one schema (they share rooms as in
 * production: docs/deploy.md); table t plays on node t mod N. `--cpu-prof-dir` writes each node's CPU profile of the measured play
 * there (node-<pid>.cpuprofile; the profiler's own cost shows in that run's figures).
 * `--node-options` adds Node options to the server nodes' command lines (space-separated: V8's
 * heap sizes, say), not to the load generator's.
 *
 * Play phase. Each table: a room of `players` seats; the first players - server-bots seats are
 * driven by load-generator clients (one socket each; a certain cut if any, else a random legal
 * action), the others by the server's cautious bots. When a game ends before the deadline the
 * table opens a new room, so about `rooms` games are in play at any time. The first games start
 * spread over a ramp (the think time, at least 1 s: people do not all start at once, and a burst
 * of a thousand HTTP connections would overflow the listen backlog); the ramp is not measured:
 * every figure of play covers the `duration` after it.
 *
 * Beside the tables, `bot-rooms` rooms of five expert server bots (mission `bot-mission`), each
 * watched by one spectator socket of the load generator, which counts the moves applied; when a
 * bot game ends another room opens (bounded by `max-games` too). BOT_GAMES is `bot-games`
 * (default: `bot-rooms`, all at once; the server's default is 20, the others then wait their
 * turn). `bot-delay-ms` is the server's BOT_DELAY_MS (default 400, the server's own): the human
 * tables' server bots wait that long too; `bot-only-delay-ms` is the server's BOT_ONLY_DELAY_MS
 * (the bot rooms' pace: default, the server's own). With server bots, one bot move is made before play (a
 * two-seat room whose person never acts), so that the start of the bot threads (loading the
 * bots, ~2 s of CPU) is not measured.
 *
 * A probe times `GET /healthz` on the first node every 50 ms during play, from a worker thread of
 * this process started before play (bench/server/probe.ts), so that the load generator's busy loop
 * does not count as the server's latency (the load generator's own event-loop delay is reported
 * too: it adds to the action latencies).
 *
 * Limits. The load generator is one address (loopback) playing at machine speed: the per-address
 * limits it would hit are raised (message, API, room and claim rates; open rooms and sockets per
 * address, and the sockets of the server if the run needs more; BOT_GAMES and
 * BOT_GAMES_PER_ADDRESS with bot rooms) and printed; everything else is the default config.
 *
 * Memory of the play phase: the server nodes' heaps after a forced GC. Then two memory phases on
 * a fresh server node, in a child process of its own with a fresh store and the same config (not
 * the play phase's nodes, for these): the play phase's bot games
 * would go on moving and its tables would be taken over by bots after TAKEOVER_MS, and its RSS
 * holds nothing but the server (the clients, bench/server/clients.ts, run in this process):
 * - idle sockets: `idle-sockets` spectator sockets (at most SPECTATORS_PER_ROOM per open room):
 *   heap after GC and RSS before and after, per socket;
 * - loaded rooms: `loaded-rooms` rooms of 4 person seats, claimed and started, no socket: heap
 *   after GC before and after, per room in memory (the server's `loadedRooms`); RSS in all only.
 * No assertions; figures vary with the machine.
 *
 * What the server's loop time per action cannot go below on the machine: the same tables on a bare
 * `ws` server that does only an action's socket work (bench/server/floor.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { loadConfig, type ServerConfig } from '@bomb-busters/server';
import { closeSockets, idleRooms, loadRooms, openIdleSockets } from './server/clients.js';
import { BOT_ROOM_SEATS, type LoadCommand, type LoadReport } from './server/load.js';
import type { Measure, NodeCommand, NodeReport } from './server/node.js';
import type { ProbeCommand, ProbeMessage, ProbeOptions, ProbeReport } from './server/probe.js';
import { sharedSchema, type StoreOptions } from './server/store.js';

const { values: args } = parseArgs({
  options: {
    rooms: { type: 'string', default: '200' },
    nodes: { type: 'string', default: '1' },
    'cpu-prof-dir': { type: 'string' },
    'node-options': { type: 'string', default: '' },
    store: { type: 'string', default: 'sqlite' },
    duration: { type: 'string', default: '30' },
    mission: { type: 'string', default: '4' },
    players: { type: 'string', default: '4' },
    'server-bots': { type: 'string', default: '0' },
    think: { type: 'string', default: '0' },
    'max-games': { type: 'string', default: '1000' },
    'bot-rooms': { type: 'string', default: '0' },
    'bot-mission': { type: 'string', default: '8' },
    'bot-games': { type: 'string' },
    'bot-delay-ms': { type: 'string', default: '400' },
    'bot-only-delay-ms': { type: 'string' },
    'idle-sockets': { type: 'string', default: '1000' },
    'loaded-rooms': { type: 'string', default: '1000' },
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

const missionArg = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : raw);

const ROOMS = intArg('rooms', args.rooms, 0, 10_000);
const NODES = intArg('nodes', args.nodes, 1, 8);
const CPU_PROF_DIR = args['cpu-prof-dir'];
const DURATION_S = intArg('duration', args.duration, 1, 3600);
const PLAYERS = intArg('players', args.players, 2, 5);
const SERVER_BOTS = intArg('server-bots', args['server-bots'], 0, PLAYERS - 1);
const THINK_MS = intArg('think', args.think, 0, 60_000);
const MAX_GAMES = intArg('max-games', args['max-games'], 1, 1_000_000);
const MISSION = missionArg(args.mission);
const BOT_ROOMS = intArg('bot-rooms', args['bot-rooms'], 0, 10_000);
const BOT_MISSION = missionArg(args['bot-mission']);
const BOT_GAMES =
  args['bot-games'] === undefined
    ? Math.max(1, BOT_ROOMS)
    : intArg('bot-games', args['bot-games'], 1, 100_000);
const BOT_DELAY_MS = intArg('bot-delay-ms', args['bot-delay-ms'], 0, 60_000);
const BOT_ONLY_DELAY_MS =
  args['bot-only-delay-ms'] === undefined
    ? undefined
    : intArg('bot-only-delay-ms', args['bot-only-delay-ms'], 0, 60_000);
const IDLE_SOCKETS = intArg('idle-sockets', args['idle-sockets'], 0, 100_000);
const LOADED_ROOMS = intArg('loaded-rooms', args['loaded-rooms'], 0, 100_000);
/** Period of the `GET /healthz` probe during play. */
const HEALTHZ_EVERY_MS = 50;
/** Seats of the rooms of the loaded-rooms phase. */
const LOADED_PLAYERS = 4;
/** Tables (and bot rooms) set up at the same time. */
const SETUP_CONCURRENCY = 32;
const STORE = args.store;
if (STORE !== 'sqlite' && STORE !== 'postgres') {
  console.error('--store must be sqlite or postgres.');
  process.exit(2);
}
if (
  STORE === 'postgres' &&
  !/^(127\.0\.0\.1|localhost)$/.test(new URL(args['database-url']).hostname)
) {
  console.error('The benchmark only talks to a PostgreSQL on 127.0.0.1.');
  process.exit(2);
}
if (NODES > 1 && STORE !== 'postgres') {
  console.error('Several nodes share a PostgreSQL: --nodes > 1 needs --store postgres.');
  process.exit(2);
}
const STORE_OPTIONS: StoreOptions = {
  kind: STORE,
  sqliteDir: args['sqlite-dir'],
  databaseUrl: args['database-url'],
};
/** Whole run, setup and memory phases included: past this the process exits with an error. */
const WATCHDOG_MS = DURATION_S * 1000 + 10 * 60_000;

/** A rate that machine-speed clients on one address never reach. */
const UNBOUNDED_RATE = 1_000_000;

/** The limits the benchmark may raise, by their variable. */
const RAISABLE = {
  SOCKET_MESSAGES_PER_SECOND: 'socketMessagesPerSecond',
  ADDRESS_MESSAGES_PER_SECOND: 'addressMessagesPerSecond',
  API_REQUESTS_PER_SECOND: 'apiRequestsPerSecond',
  ROOMS_PER_MINUTE: 'roomsPerMinute',
  CLAIMS_PER_MINUTE: 'claimsPerMinute',
  OPEN_ROOMS_PER_ADDRESS: 'openRoomsPerAddress',
  SOCKETS_PER_ADDRESS: 'socketsPerAddress',
  MAX_SOCKETS: 'maxSockets',
  BOT_GAMES: 'botGames',
  BOT_GAMES_PER_ADDRESS: 'botGamesPerAddress',
} as const satisfies Record<string, keyof ServerConfig>;

/**
 * The server's default config (BOT_DELAY_MS from --bot-delay-ms), with the per-address limits a
 * load generator on one address at machine speed would hit raised as far as this run needs; the
 * list of what was raised, as `VARIABLE default → value`.
 */
function benchConfig(): { config: ServerConfig; raised: string[] } {
  const defaults = loadConfig({
    BOT_DELAY_MS: String(BOT_DELAY_MS),
    ...(BOT_ONLY_DELAY_MS !== undefined ? { BOT_ONLY_DELAY_MS: String(BOT_ONLY_DELAY_MS) } : {}),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  const playSockets = ROOMS * (PLAYERS - SERVER_BOTS) + BOT_ROOMS;
  const idleRooms = Math.ceil(IDLE_SOCKETS / Math.max(1, defaults.spectatorsPerRoom));
  // Some margin: a closed socket counts until its TCP connection is gone.
  const sockets = Math.ceil(Math.max(playSockets, IDLE_SOCKETS) * 1.1) + 100;
  const openRooms = Math.max(ROOMS + BOT_ROOMS, idleRooms + SETUP_CONCURRENCY) + 100;
  const wanted: Partial<Record<keyof typeof RAISABLE, number>> = {
    SOCKET_MESSAGES_PER_SECOND: UNBOUNDED_RATE,
    ADDRESS_MESSAGES_PER_SECOND: UNBOUNDED_RATE,
    API_REQUESTS_PER_SECOND: UNBOUNDED_RATE,
    ROOMS_PER_MINUTE: UNBOUNDED_RATE,
    CLAIMS_PER_MINUTE: UNBOUNDED_RATE,
    OPEN_ROOMS_PER_ADDRESS: openRooms,
    SOCKETS_PER_ADDRESS: sockets,
    MAX_SOCKETS: sockets,
    // Every bot room comes from this one address.
    ...(BOT_ROOMS > 0 ? { BOT_GAMES: BOT_GAMES, BOT_GAMES_PER_ADDRESS: BOT_GAMES } : {}),
  };
  const config: Record<string, unknown> = { ...defaults };
  const raised: string[] = [];
  for (const [name, value] of Object.entries(wanted) as [keyof typeof RAISABLE, number][]) {
    const key = RAISABLE[name];
    const before = defaults[key];
    // BOT_GAMES is what --bot-games says (default: every bot room at once), even below 20.
    if (value === before || (value < before && name !== 'BOT_GAMES')) continue;
    config[key] = value;
    raised.push(`${name} ${before} → ${value}`);
  }
  return { config: config as unknown as ServerConfig, raised };
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(0);

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** A module of bench/server in a worker thread, loaded through tsx like this file. */
function startWorker(file: string, workerData: ProbeOptions): Worker {
  const url = new URL(`./server/${file}`, import.meta.url).href;
  const code =
    `import('tsx/esm/api').then((api) => api.tsImport(${JSON.stringify(url)}, ` +
    `${JSON.stringify(import.meta.url)}))`;
  return new Worker(code, { eval: true, workerData });
}

/**
 * The `GET /healthz` probe, every HEALTHZ_EVERY_MS for the play phase, from a thread of its own;
 * started before play: `start()` once play starts resolves with its report.
 */
async function startProbe(base: string) {
  const worker = startWorker('probe.ts', {
    url: `${base}/healthz`,
    everyMs: HEALTHZ_EVERY_MS,
    durationMs: DURATION_S * 1000,
  });
  const done = new Promise<ProbeReport>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (m: ProbeMessage) => {
      if (m.type !== 'done') return;
      resolve(m);
      void worker.terminate();
    });
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () => resolve());
  });
  return {
    start(): Promise<ProbeReport> {
      worker.postMessage({ type: 'start' } satisfies ProbeCommand);
      return done;
    },
  };
}

const tsxArgs = ['--import', import.meta.resolve('tsx')];

/** A server node in a child process of its own, loaded through tsx like this file. */
function startNode(): ChildProcess {
  return fork(fileURLToPath(new URL('./server/node.ts', import.meta.url)), [], {
    execArgv: [...tsxArgs, ...args['node-options'].split(' ').filter(Boolean)],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
}

/** The load generator in a child process of its own. */
function startLoadGenerator(): ChildProcess {
  return fork(fileURLToPath(new URL('./server/load.ts', import.meta.url)), ['--load-generator'], {
    execArgv: tsxArgs,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
}

/** One command to a server node, and its answer. */
function ask<T extends NodeReport['type']>(
  child: ChildProcess,
  command: NodeCommand,
  expected: T,
): Promise<Extract<NodeReport, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`server node exited (${code})`));
    child.once('exit', onExit);
    child.once('message', (m: NodeReport) => {
      child.off('exit', onExit);
      if (m.type === expected) resolve(m as Extract<NodeReport, { type: T }>);
      else reject(new Error(`server node: ${m.type === 'failed' ? m.message : m.type}`));
    });
    child.send(command);
  });
}

/** `items` joined with commas, in lines of at most `width` characters starting with `indent`. */
function wrap(items: readonly string[], indent: string, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const [i, item] of items.entries()) {
    const part = item + (i < items.length - 1 ? ',' : '');
    if (line && indent.length + line.length + 1 + part.length > width) {
      lines.push(indent + line);
      line = part;
    } else line = line ? `${line} ${part}` : part;
  }
  if (line) lines.push(indent + line);
  return lines.join('\n');
}

const KEY_WIDTH = 26;
const row = (k: string, v: string) => console.log(`${k.padEnd(KEY_WIDTH)}  ${v}`);
const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const latencies = (sorted: Float64Array) =>
  `p50 ${ms(percentile(sorted, 50))} ms, p90 ${ms(percentile(sorted, 90))} ms, ` +
  `p99 ${ms(percentile(sorted, 99))} ms, max ${ms(percentile(sorted, 100))} ms`;

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`Benchmark still running after ${WATCHDOG_MS / 1000} s: giving up.`);
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();

  const { config, raised } = benchConfig();
  // Several nodes share one schema, made and dropped here; one node makes its own store.
  const shared = NODES > 1 ? await sharedSchema(STORE_OPTIONS.databaseUrl) : null;
  try {
    await playPhase(
      config,
      raised,
      shared ? { ...STORE_OPTIONS, schema: shared.schema } : STORE_OPTIONS,
    );
  } finally {
    await shared?.drop();
  }
  if (IDLE_SOCKETS > 0 || LOADED_ROOMS > 0) await memoryPhases(config);
}

/** Start the play phase's nodes one after the other (the first migrates the shared schema). */
async function startNodes(config: ServerConfig, store: StoreOptions) {
  const nodes: { child: ChildProcess; base: string; label: string }[] = [];
  for (let i = 0; i < NODES; i++) {
    const child = startNode();
    const { base, label } = await ask(
      child,
      { type: 'start', config, store, ...(CPU_PROF_DIR ? { cpuProfDir: CPU_PROF_DIR } : {}) },
      'started',
    );
    nodes.push({ child, base, label });
  }
  return nodes;
}

/** Each node's answer to `command`. */
const askAll = <T extends NodeReport['type']>(
  nodes: readonly { child: ChildProcess }[],
  command: NodeCommand,
  expected: T,
) => Promise.all(nodes.map((n) => ask(n.child, command, expected)));

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

async function playPhase(config: ServerConfig, raised: string[], store: StoreOptions) {
  const nodes = await startNodes(config, store);
  try {
    console.log(
      `Server benchmark on ${nodes[0]?.label}, ${NODES} server node${NODES > 1 ? 's' : ''} ` +
        `(a process each), the load generator in a process of its own; Node ${process.version}` +
        (args['node-options'] ? `; server nodes with ${args['node-options']}` : ''),
    );
    console.log('Limits raised for one client address at machine speed (the rest default):');
    console.log(wrap(raised, '  ', 100));
    await play(config, nodes);
  } finally {
    await askAll(nodes, { type: 'stop' }, 'stopped').catch(() => undefined);
    for (const n of nodes) n.child.disconnect();
  }
}

async function play(config: ServerConfig, nodes: { child: ChildProcess; base: string }[]) {
  const people = PLAYERS - SERVER_BOTS;
  console.log(
    `${ROOMS} tables of mission ${MISSION}, ${PLAYERS} seats (${people} client-driven, ` +
      `${SERVER_BOTS} server bots), think ${THINK_MS} ms, ${DURATION_S} s of play` +
      (NODES > 1 ? `; table t on node t mod ${NODES}` : ''),
  );
  if (BOT_ROOMS > 0)
    console.log(
      `${BOT_ROOMS} rooms of ${BOT_ROOM_SEATS} expert server bots, mission ${BOT_MISSION}, one ` +
        `spectator socket each; BOT_GAMES ${config.botGames}, BOT_GAMES_PER_ADDRESS ` +
        `${config.botGamesPerAddress}`,
    );
  if (BOT_ROOMS > 0 || SERVER_BOTS > 0)
    console.log(
      `server bots: BOT_DELAY_MS ${config.botDelayMs} before each move ` +
        `(BOT_ONLY_DELAY_MS ${config.botOnlyDelayMs} in games of bots only)` +
        `${SERVER_BOTS > 0 ? ' (the tables’ server bots too)' : ''}, BOT_THREADS ${config.botThreads}`,
    );
  console.log('');

  const probe = await startProbe(nodes[0]?.base as string);
  const idle = await askAll(nodes, { type: 'measure' }, 'measured');
  const generator = startLoadGenerator();
  generator.send({
    type: 'options',
    bases: nodes.map((n) => n.base),
    rooms: ROOMS,
    mission: MISSION,
    players: PLAYERS,
    serverBots: SERVER_BOTS,
    durationMs: DURATION_S * 1000,
    thinkMs: THINK_MS,
    maxGamesPerTable: MAX_GAMES,
    setupConcurrency: SETUP_CONCURRENCY,
    botRooms: BOT_ROOMS,
    botMission: BOT_MISSION,
  } satisfies LoadCommand);

  let ready: Measure[] = [];
  let readyTables = 0;
  let health: Promise<ProbeReport> | null = null;
  let measured: Promise<unknown> = Promise.resolve();
  const done = await new Promise<Extract<LoadReport, { type: 'done' }>>((resolve, reject) => {
    generator.on('error', reject);
    generator.on('exit', (code) => reject(new Error(`load generator exited (${code})`)));
    generator.on('message', (m: LoadReport) => {
      if (m.type === 'ready') {
        readyTables = m.tables;
        console.log(
          `set up ${m.tables} rooms (claimed, sockets joined) in ${(m.setupMs / 1000).toFixed(1)} s`,
        );
        askAll(nodes, { type: 'measure' }, 'measured').then((r) => {
          ready = r;
          generator.send({ type: 'go' } satisfies LoadCommand);
        }, reject);
      } else if (m.type === 'measuring') {
        // Until the deadline, not the tables' last answers and closes after it.
        measured = askAll(nodes, { type: 'mark' }, 'marked').then(() =>
          new Promise((r) => setTimeout(r, DURATION_S * 1000)).then(() =>
            askAll(nodes, { type: 'unmark' }, 'marked'),
          ),
        );
        health = probe.start();
        measured.catch(reject);
      } else if (m.type === 'done') resolve(m);
      else reject(new Error(m.message));
    });
  });
  await measured;
  generator.removeAllListeners('exit');
  generator.disconnect();
  const healthz = await (health ?? probe.start());
  const played = await askAll(nodes, { type: 'played' }, 'played');
  const end = await askAll(nodes, { type: 'measure' }, 'measured');

  const seconds = done.playMs / 1000;
  const heap = (ms: readonly Measure[]) => sum(ms.map((m) => m.heap));
  const loadedRooms = sum(end.map((m) => m.loadedRooms));
  const perRoomOpen = (heap(ready) - heap(idle)) / Math.max(1, readyTables);
  const perRoomKept = (heap(end) - heap(idle)) / Math.max(1, loadedRooms);
  const bytes = sum(played.map((p) => p.bytesWritten));
  const perAction = (x: number) => x / Math.max(1, done.acked);
  row(
    'rooms held concurrently',
    `${done.maxPlaying} max, ${done.meanPlaying.toFixed(0)} mean (client-driven tables)`,
  );
  row(
    'games',
    `${done.gamesStarted} started, ${done.gamesFinished} finished (${done.won} won); first ` +
      `games started over ${(done.rampMs / 1000).toFixed(1)} s (not measured), then ` +
      `${seconds.toFixed(1)} s measured`,
  );
  row('client actions acked', `${done.acked} (${(done.acked / seconds).toFixed(0)} actions/s)`);
  row('action latency send→ack', latencies(done.latencies.slice().sort()));
  if (BOT_ROOMS > 0) {
    const b = done.bots;
    row(
      'bot moves applied',
      `${b.moves} in the bot rooms (${(b.moves / Math.max(0.001, b.ms / 1000)).toFixed(1)} moves/s, ` +
        `as their spectators saw them)`,
    );
    row(
      'bot games',
      `${b.gamesStarted} started, ${b.gamesFinished} finished (${b.won} won); at the end ` +
        `${sum(end.map((m) => m.botGamesRunning))} running, ` +
        `${sum(end.map((m) => m.botGamesWaiting))} waiting for a slot`,
    );
  }
  row(
    `GET /healthz every ${HEALTHZ_EVERY_MS} ms`,
    `${latencies(healthz.latencies.slice().sort())} (${healthz.latencies.length} answered, ` +
      `${healthz.failed} failed${healthz.late > 0 ? `, ${healthz.late} ticks late` : ''}` +
      `${NODES > 1 ? ', node 0' : ''})`,
  );
  /** Per acked action, summed over the nodes (and each node's share). */
  const perActionOfNodes = (xs: readonly number[]) =>
    `${ms(perAction(sum(xs)))} ms` +
    (NODES > 1 ? ` (${xs.map((x) => ms(perAction(x))).join(' + ')} ms)` : '');
  const known = (xs: readonly (number | null)[]) =>
    xs.every((x): x is number => x !== null) ? perActionOfNodes(xs) : 'unknown';
  row(
    'server loop per action',
    `${perActionOfNodes(played.map((p) => p.loopActiveMs))} of event-loop time per acked ` +
      `action; main thread CPU ${known(played.map((p) => p.mainCpuMs))}, waiting for a core ` +
      known(played.map((p) => p.mainWaitMs)) +
      (BOT_ROOMS > 0 ? '; the bot rooms’ work included' : ''),
  );
  for (const [i, p] of played.entries())
    row(
      NODES > 1 ? `server node ${i} loop` : 'server event loop',
      `delay p50 ${p.delay.p50.toFixed(1)} ms, p99 ${p.delay.p99.toFixed(1)} ms, max ` +
        `${p.delay.max.toFixed(1)} ms; busy ${((p.loopActiveMs / p.ms) * 100).toFixed(0)}% of ` +
        `the time; process CPU ${(p.cpuMs / p.ms).toFixed(2)} of ${availableParallelism()} cores ` +
        `(its threads too)`,
    );
  row(
    'bytes sent per action',
    `${(perAction(bytes) / 1024).toFixed(2)} KB written to the server's sockets per acked ` +
      `action, ${(perAction(bytes) / 1024 / people).toFixed(2)} KB per seat of the table` +
      (BOT_ROOMS > 0 ? ' (the bot rooms’ spectators included)' : ''),
  );
  const received = Object.entries(done.received).sort(([, a], [, b]) => b - a);
  row(
    'seats received',
    received.map(([type, n]) => `${type} ${(perAction(n) / 1024 / people).toFixed(3)}`).join(', ') +
      ' KB per action per seat, by message type',
  );
  row(
    'load generator loop',
    `delay p50 ${done.loop.p50.toFixed(1)} ms, p99 ${done.loop.p99.toFixed(1)} ms, max ` +
      `${done.loop.max.toFixed(1)} ms; busy ${(done.loop.busy * 100).toFixed(0)}% (its own ` +
      `process: its delay adds to the action latencies)`,
  );
  row(
    'server heap',
    `idle ${mb(heap(idle))} MB, ${readyTables} tables set up ${mb(heap(ready))} MB, ` +
      `end ${mb(heap(end))} MB (${loadedRooms} rooms in memory)`,
  );
  row(
    'memory per room',
    `${kb(perRoomOpen)} KB open with ${people} sockets; ` +
      `${kb(perRoomKept)} KB per room in memory at the end`,
  );
  row(
    'rss',
    `${end.map((m) => `${mb(m.rss)} MB`).join(' + ')} (server node${NODES > 1 ? 's' : ''}, ` +
      `their threads and store)`,
  );
  row('load average', `${loadavg()[0]?.toFixed(2)} at the end`);
  row(
    'anomalies',
    `rejected ${JSON.stringify(done.rejected)}, errors ${JSON.stringify(done.errors)}, ` +
      `ack timeouts ${done.timeouts}, resyncs ${done.resyncs}`,
  );
}

const perItem = (delta: number, n: number) => `${(delta / Math.max(1, n) / 1024).toFixed(1)} KB`;
const plusMb = (delta: number) => `${delta >= 0 ? '+' : ''}${mb(delta)} MB`;

/** Heap used from `before` to `after`, per item. */
function heapDelta(before: Measure, after: Measure, n: number, per: string): string {
  const heap = after.heap - before.heap;
  return `heap ${plusMb(heap)}, ${perItem(heap, n)} per ${per}`;
}

/** RSS from `before` to `after`, per item, with its part outside the V8 heap. */
function rssDelta(before: Measure, after: Measure, n: number, per: string): string {
  const rss = after.rss - before.rss;
  const outside = rss - (after.heapTotal - before.heapTotal);
  return (
    `RSS ${plusMb(rss)}, ${perItem(rss, n)} per ${per} ` +
    `(${perItem(outside, n)} of it outside the V8 heap)`
  );
}

/** The memory phases, on a fresh server in a child process; the clients run here. */
async function memoryPhases(config: ServerConfig): Promise<void> {
  const server = startNode();
  const measure = async (): Promise<Measure> => ask(server, { type: 'measure' }, 'measured');
  try {
    const { base, label } = await ask(
      server,
      { type: 'start', config, store: STORE_OPTIONS },
      'started',
    );
    console.log(
      `\nMemory: a fresh server process on ${label}, same config; its clients in this process`,
    );
    if (IDLE_SOCKETS > 0) {
      const rooms = await idleRooms(base, IDLE_SOCKETS, config.spectatorsPerRoom);
      const before = await measure();
      const t0 = performance.now();
      const sockets = await openIdleSockets(base, rooms, IDLE_SOCKETS);
      const openMs = performance.now() - t0;
      const after = await measure();
      await closeSockets(sockets);
      const n = after.sockets - before.sockets;
      row(
        'memory per idle socket',
        `${n} spectator sockets in ${rooms.length} open rooms (joined in ` +
          `${(openMs / 1000).toFixed(1)} s): ${heapDelta(before, after, n, 'socket')}; ` +
          rssDelta(before, after, n, 'socket'),
      );
    }
    if (LOADED_ROOMS > 0) {
      const before = await measure();
      const t0 = performance.now();
      await loadRooms(base, LOADED_ROOMS, MISSION, LOADED_PLAYERS);
      const setupMs = performance.now() - t0;
      const after = await measure();
      const n = after.loadedRooms - before.loadedRooms;
      row(
        'memory per loaded room',
        `${n} rooms of ${LOADED_PLAYERS} claimed seats in play, no socket (set up in ` +
          `${(setupMs / 1000).toFixed(1)} s; rooms in memory ${before.loadedRooms} → ` +
          `${after.loadedRooms}): ${heapDelta(before, after, n, 'room')}; RSS ` +
          `${plusMb(after.rss - before.rss)} in all (not divided: it follows the pages the ` +
          `process already holds more than the rooms)`,
      );
    }
  } finally {
    await ask(server, { type: 'stop' }, 'stopped').catch(() => undefined);
    server.disconnect();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
