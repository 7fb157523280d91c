/**
 * The transport floor of `bench/server.bench.ts`: what Node's sockets alone cost per action on
 * this machine. A bare `ws` server (no Fastify, no game, no store) in a child process does only
 * the transport work of one action: it receives one frame of the real size, parses it, and sends
 * the ack and one update of the real size to each socket of the table (corked per tick, as the
 * server's `sendCorked`), and answers `GET /healthz`. The clients (this process) play like the
 * load generator: `rooms` tables of `players` sockets, seats acting in turn after `think` ms, the
 * first actions spread over the think time, `/healthz` probed every 50 ms. Its event-loop time per
 * action is the part of the server's figure no change to the game's code can remove.
 *
 *   npx tsx bench/server/floor.ts [--rooms 1250 --players 4 --duration 30 --think 2000]
 *     [--action-bytes 140 --update-bytes 1100 --ack-bytes 37]
 *
 * The default sizes are the bench's own (its "seats received" line: `update` KB per action per
 * seat, the ack's; an action frame as the load generator sends it).
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket, { WebSocketServer } from 'ws';
import { pool } from './load.js';

interface FloorOptions {
  readonly rooms: number;
  readonly players: number;
  readonly durationMs: number;
  readonly thinkMs: number;
  readonly actionBytes: number;
  readonly updateBytes: number;
  readonly ackBytes: number;
}

/** What the server child measured between `mark` and `unmark`. */
interface FloorPlayed {
  readonly ms: number;
  readonly loopActiveMs: number;
  readonly mainCpuMs: number;
  readonly cpuMs: number;
  readonly bytesWritten: number;
}

type ServerCommand = { type: 'mark' } | { type: 'unmark' };
type ServerReport = { type: 'listening'; port: number } | ({ type: 'played' } & FloorPlayed);

const HEALTHZ_EVERY_MS = 50;

/** `text` padded with spaces inside its JSON object to `bytes` (at least its own length). */
const padded = (text: string, bytes: number) =>
  text.slice(0, -1) + `,"pad":"${' '.repeat(Math.max(0, bytes - text.length - 9))}"}`;

/** The main thread's CPU time (ms) from /proc (Linux). */
function mainThreadCpuMs(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

// ------------------------------------------------------------------ server (child process)

interface Seat {
  readonly socket: WebSocket;
  readonly tcp: Socket;
}

function send({ socket, tcp }: Seat, text: string): void {
  if (tcp.writableCorked === 0) {
    tcp.cork();
    process.nextTick(() => tcp.uncork());
  }
  socket.send(text);
}

function serve(o: FloorOptions): void {
  const tables = new Map<number, Seat[]>();
  const open = new Set<Socket>();
  let closedBytes = 0;
  const http = createServer((req, res) => {
    res.writeHead(req.url === '/healthz' ? 200 : 404, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  http.on('connection', (s: Socket) => {
    open.add(s);
    s.once('close', () => {
      closedBytes += s.bytesWritten;
      open.delete(s);
    });
  });
  const wss = new WebSocketServer({ server: http, maxPayload: 64 * 1024 });
  wss.on('connection', (socket, req) => {
    const seat: Seat = { socket, tcp: req.socket };
    let table: Seat[] | undefined;
    socket.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString('utf8')) as { type: string; table: number; id: string };
      if (m.type === 'join') {
        table = tables.get(m.table) ?? [];
        tables.set(m.table, table);
        table.push(seat);
        return;
      }
      const ack = padded(JSON.stringify({ type: 'ack', id: m.id }), o.ackBytes);
      send(seat, ack);
      const update = padded(JSON.stringify({ type: 'update', id: m.id }), o.updateBytes);
      for (const s of table ?? []) send(s, update);
    });
  });
  let mark = { at: 0, elu: performance.eventLoopUtilization(), cpu: process.cpuUsage(), main: 0 };
  let bytesAtMark = 0;
  const bytes = () => [...open].reduce((n, s) => n + s.bytesWritten, closedBytes);
  process.on('message', (c: ServerCommand) => {
    if (c.type === 'mark') {
      mark = {
        at: performance.now(),
        elu: performance.eventLoopUtilization(),
        cpu: process.cpuUsage(),
        main: mainThreadCpuMs(),
      };
      bytesAtMark = bytes();
      return;
    }
    const cpu = process.cpuUsage(mark.cpu);
    process.send?.({
      type: 'played',
      ms: performance.now() - mark.at,
      loopActiveMs: performance.eventLoopUtilization(mark.elu).active,
      mainCpuMs: mainThreadCpuMs() - mark.main,
      cpuMs: (cpu.user + cpu.system) / 1000,
      bytesWritten: bytes() - bytesAtMark,
    } satisfies ServerReport);
  });
  process.on('disconnect', () => process.exit(0));
  http.listen(0, '127.0.0.1', () =>
    process.send?.({ type: 'listening', port: (http.address() as AddressInfo).port }),
  );
}

// ------------------------------------------------------------------ clients (this process)

/** A table: its sockets, the seat to act next, and each action's send time. */
class Table {
  private turn = 0;
  /** The seat whose action is under way: its own update (each seat gets one) moves play on. */
  private actor = -1;
  private next = 0;
  private sentAt = 0;
  private stopped = false;

  constructor(
    readonly sockets: readonly WebSocket[],
    private readonly o: FloorOptions,
    private readonly acked: (ms: number, at: number) => void,
  ) {
    sockets.forEach((socket, seat) =>
      socket.on('message', (data: Buffer) => {
        const m = JSON.parse(data.toString('utf8')) as { type: string };
        if (m.type === 'ack') this.acked(performance.now() - this.sentAt, this.sentAt);
        else if (m.type === 'update' && seat === this.actor) this.act();
      }),
    );
  }

  /** The seat to act thinks, then sends its action; the next seat acts after the update. */
  act(): void {
    if (this.stopped) return;
    const seat = this.turn;
    const socket = this.sockets[seat] as WebSocket;
    this.turn = (seat + 1) % this.sockets.length;
    setTimeout(() => {
      if (this.stopped) return;
      this.actor = seat;
      this.sentAt = performance.now();
      const action = JSON.stringify({ type: 'action', id: `a${this.next++}` });
      socket.send(padded(action, this.o.actionBytes));
    }, this.o.thinkMs);
  }

  stop(): void {
    this.stopped = true;
  }
}

async function openSocket(url: string, table: number): Promise<WebSocket> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'join', table }));
  return socket;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(o: FloorOptions): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['--floor-server', JSON.stringify(o)], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const reply = () =>
    new Promise<ServerReport>((resolve) => child.once('message', (m: ServerReport) => resolve(m)));
  const listening = await reply();
  if (listening.type !== 'listening') throw new Error('server did not start');
  const base = `127.0.0.1:${listening.port}`;

  const latencies: number[] = [];
  let measureFrom = Infinity;
  const acked = (ms: number, at: number) => {
    if (at >= measureFrom) latencies.push(ms);
  };
  const ids = Array.from({ length: o.rooms }, (_, t) => t);
  const tables = await pool(ids, 32, async (t) => {
    const sockets: WebSocket[] = [];
    for (let s = 0; s < o.players; s++) sockets.push(await openSocket(`ws://${base}/`, t));
    return new Table(sockets, o, acked);
  });
  // A table's first action after a share of the think time: the tables do not act in step.
  tables.forEach((table, t) => setTimeout(() => table.act(), (t * o.thinkMs) / o.rooms));
  await new Promise((r) => setTimeout(r, o.thinkMs + 1000));
  measureFrom = performance.now();
  child.send({ type: 'mark' } satisfies ServerCommand);
  const healthz = setInterval(
    () => void fetch(`http://${base}/healthz`).then((r) => r.arrayBuffer()),
    HEALTHZ_EVERY_MS,
  );
  await new Promise((r) => setTimeout(r, o.durationMs));
  const done = reply();
  child.send({ type: 'unmark' } satisfies ServerCommand);
  const played = await done;
  if (played.type !== 'played') throw new Error('no figures');
  clearInterval(healthz);
  for (const table of tables) table.stop();

  const actions = latencies.length;
  const per = (x: number) => (x / Math.max(1, actions)).toFixed(3);
  const sorted = latencies.sort((a, b) => a - b);
  console.log(
    `Transport floor: bare ws server, ${o.rooms} tables of ` +
      `${o.players} sockets, think ${o.thinkMs} ms, ${o.durationMs / 1000} s measured; Node ` +
      `${process.version}; frames: action ${o.actionBytes} B in, ack ${o.ackBytes} B + ` +
      `${o.players} updates of ${o.updateBytes} B out`,
  );
  console.log(
    `actions acked             ${actions} (${(actions / (played.ms / 1000)).toFixed(0)}/s)`,
  );
  console.log(
    `server loop per action    ${per(played.loopActiveMs)} ms of event-loop time; main thread CPU ` +
      `${per(played.mainCpuMs)} ms; process CPU ${per(played.cpuMs)} ms`,
  );
  console.log(
    `bytes sent per action     ${(played.bytesWritten / Math.max(1, actions) / 1024).toFixed(2)} KB`,
  );
  console.log(
    `send→ack                  p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ` +
      `${percentile(sorted, 99).toFixed(2)} ms, max ${percentile(sorted, 100).toFixed(1)} ms`,
  );
  child.disconnect();
  process.exit(0);
}

const serverAt = process.argv.indexOf('--floor-server');
if (serverAt >= 0) serve(JSON.parse(process.argv[serverAt + 1] as string) as FloorOptions);
else {
  const { values: a } = parseArgs({
    options: {
      rooms: { type: 'string', default: '1250' },
      players: { type: 'string', default: '4' },
      duration: { type: 'string', default: '30' },
      think: { type: 'string', default: '2000' },
      'action-bytes': { type: 'string', default: '140' },
      'update-bytes': { type: 'string', default: '1100' },
      'ack-bytes': { type: 'string', default: '37' },
    },
  });
  main({
    rooms: Number(a.rooms),
    players: Number(a.players),
    durationMs: Number(a.duration) * 1000,
    thinkMs: Number(a.think),
    actionBytes: Number(a['action-bytes']),
    updateBytes: Number(a['update-bytes']),
    ackBytes: Number(a['ack-bytes']),
  }).catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
