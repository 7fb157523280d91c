/**
 * The load generator of `bench/server.bench.ts`, run in a worker thread so that its JSON parsing
 * and bookkeeping do not share the server's event loop (nor its heap: the server's heap figures
 * stay clean). It plays `rooms` tables over real WebSockets: each table creates a room over HTTP,
 * claims the client-driven seats, joins them, and, once the main thread says go, plays game after
 * game until the deadline. Each client picks its move from its own `legal` menu (a certain cut if
 * it has one, else a random legal action; never the solver) and times send → ack.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { expandMenu, type Action, type LegalMenu, type SeatView } from '@bomb-busters/engine';
import { seeded } from '../seeded.js';

export interface LoadOptions {
  readonly base: string;
  readonly rooms: number;
  readonly mission: number | string;
  readonly players: number;
  /** How many seats (the last ones) the server's own bots play. */
  readonly serverBots: number;
  readonly durationMs: number;
  /** Pause of a client before each action (0 = answer at once). */
  readonly thinkMs: number;
  /** Upper bound on the games one table plays. */
  readonly maxGamesPerTable: number;
  /** How many tables are set up at the same time. */
  readonly setupConcurrency: number;
}

/** Messages from the worker to the main thread. */
export type LoadReport =
  | { readonly type: 'ready'; readonly tables: number; readonly setupMs: number }
  | {
      readonly type: 'done';
      readonly latencies: Float64Array;
      readonly playMs: number;
      readonly acked: number;
      readonly rejected: Readonly<Record<string, number>>;
      readonly errors: Readonly<Record<string, number>>;
      readonly timeouts: number;
      readonly gamesStarted: number;
      readonly gamesFinished: number;
      readonly won: number;
      readonly maxPlaying: number;
      /** Time-weighted mean of the number of games in play. */
      readonly meanPlaying: number;
    }
  | { readonly type: 'failed'; readonly message: string };

/** Messages from the main thread to the worker. */
export type LoadCommand = { readonly type: 'go' };

const ACK_TIMEOUT_MS = 20_000;

/** A dual cut on a wire whose info token already shows the announced value. */
function certainDualCut(view: SeatView, a: Action): boolean {
  if (a.type !== 'dualCut' || !('target' in a) || !a.target || typeof a.value !== 'number')
    return false;
  const { seat, stand, index } = a.target;
  const wire = view.stands.find((s) => s.seat === seat && s.stand === stand)?.wires[index];
  return !!wire && !wire.cut && wire.info?.value === a.value;
}

/** The first certain cut (solo cut, red reveal, dual cut on a matching info token), else random. */
export function pickAction(view: SeatView, legal: readonly Action[], rnd: (n: number) => number) {
  const certain = legal.find(
    (a) => a.type === 'soloCut' || a.type === 'revealRed' || certainDualCut(view, a),
  );
  if (certain) return certain;
  const moves = legal.filter((a) => a.type !== 'stuck');
  const from = moves.length > 0 ? moves : legal;
  return from[rnd(from.length)] as Action;
}

class Stats {
  latencies = new Float64Array(1 << 16);
  count = 0;
  rejected: Record<string, number> = {};
  errors: Record<string, number> = {};
  timeouts = 0;
  gamesStarted = 0;
  gamesFinished = 0;
  won = 0;
  playing = 0;
  maxPlaying = 0;
  private area = 0;
  private since = performance.now();
  private readonly t0 = performance.now();

  latency(ms: number): void {
    if (this.count === this.latencies.length) {
      const bigger = new Float64Array(this.latencies.length * 2);
      bigger.set(this.latencies);
      this.latencies = bigger;
    }
    this.latencies[this.count++] = ms;
  }

  /** A game starts (+1) or ends (-1). */
  game(delta: 1 | -1): void {
    const now = performance.now();
    this.area += this.playing * (now - this.since);
    this.since = now;
    this.playing += delta;
    this.maxPlaying = Math.max(this.maxPlaying, this.playing);
  }

  meanPlaying(): number {
    const now = performance.now();
    const total = this.area + this.playing * (now - this.since);
    return now > this.t0 ? total / (now - this.t0) : 0;
  }

  resetClock(): void {
    this.area = 0;
    this.since = performance.now();
  }
}

async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

interface ServerMsg {
  type: string;
  id?: string;
  code?: string;
  seat?: number | null;
  view?: SeatView | null;
  legal?: LegalMenu;
}

/** One client-driven seat over its own WebSocket. */
class SeatClient {
  private view: SeatView | null = null;
  private legal: readonly Action[] = [];
  private inFlight: { id: string; at: number; timer: NodeJS.Timeout } | null = null;
  private thinking = false;
  private next = 0;
  private onOver: (() => void) | null = null;
  stopped = false;

  private constructor(
    private readonly socket: WebSocket,
    private readonly seat: number,
    private readonly rnd: (n: number) => number,
    private readonly stats: Stats,
    private readonly thinkMs: number,
  ) {
    socket.on('message', (data: Buffer) => this.receive(JSON.parse(data.toString()) as ServerMsg));
    socket.on('error', () => undefined);
  }

  /** Open a socket and join `room` with `token`; resolves once joined. */
  static async join(
    wsUrl: string,
    room: string,
    token: string,
    seat: number,
    rnd: (n: number) => number,
    stats: Stats,
    thinkMs: number,
  ): Promise<SeatClient> {
    const socket = new WebSocket(wsUrl);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const client = new SeatClient(socket, seat, rnd, stats, thinkMs);
    const joined = new Promise<void>((resolve, reject) => {
      const onMessage = (data: Buffer) => {
        const m = JSON.parse(data.toString()) as ServerMsg;
        if (m.type === 'joined') resolve();
        else if (m.type === 'error') reject(new Error(`join: ${m.code ?? '?'}`));
        if (m.type === 'joined' || m.type === 'error') socket.off('message', onMessage);
      };
      socket.on('message', onMessage);
    });
    socket.send(JSON.stringify({ type: 'join', room, token }));
    await joined;
    return client;
  }

  /** Resolves when the game is over (or the client is stopped and idle). */
  finished(): Promise<void> {
    return new Promise((resolve) => {
      this.onOver = resolve;
      this.check();
    });
  }

  stop(): void {
    this.stopped = true;
    this.check();
  }

  private over(): boolean {
    const s = this.view?.status;
    return s === 'won' || s === 'lost';
  }

  private receive(m: ServerMsg): void {
    if (m.type === 'joined' || m.type === 'update') {
      this.view = m.view ?? null;
      this.legal = m.legal ? expandMenu(m.legal) : [];
      this.maybeAct();
    } else if ((m.type === 'ack' || m.type === 'rejected') && m.id === this.inFlight?.id) {
      const { at, timer } = this.inFlight as { at: number; timer: NodeJS.Timeout };
      clearTimeout(timer);
      this.inFlight = null;
      if (m.type === 'ack') this.stats.latency(performance.now() - at);
      else this.stats.rejected[m.code ?? '?'] = (this.stats.rejected[m.code ?? '?'] ?? 0) + 1;
      this.maybeAct();
    } else if (m.type === 'error') {
      this.stats.errors[m.code ?? '?'] = (this.stats.errors[m.code ?? '?'] ?? 0) + 1;
    }
    this.check();
  }

  private myTurn(): boolean {
    const v = this.view;
    if (!v || this.over() || this.legal.length === 0) return false;
    return (v.pending ? v.pending.seat : v.activeSeat) === this.seat;
  }

  private maybeAct(): void {
    if (this.stopped || this.inFlight || this.thinking || !this.myTurn()) return;
    if (this.thinkMs > 0) {
      this.thinking = true;
      setTimeout(() => {
        this.thinking = false;
        this.act();
      }, this.thinkMs);
    } else this.act();
  }

  private act(): void {
    if (this.stopped || this.inFlight || !this.myTurn()) return this.check();
    const view = this.view as SeatView;
    const action = pickAction(view, this.legal, this.rnd);
    const id = `s${this.seat}-${this.next++}`;
    const timer = setTimeout(() => {
      this.stats.timeouts++;
      this.inFlight = null;
      this.stopped = true;
      this.check();
    }, ACK_TIMEOUT_MS);
    this.inFlight = { id, at: performance.now(), timer };
    this.socket.send(JSON.stringify({ type: 'action', id, version: view.version, action }));
  }

  private check(): void {
    if (!this.onOver || this.inFlight || this.thinking) return;
    if (this.over() || this.stopped) {
      const done = this.onOver;
      this.onOver = null;
      done();
    }
  }

  get gameWon(): boolean {
    return this.view?.status === 'won';
  }

  get gameOver(): boolean {
    return this.over();
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

/** A room with its seats claimed and every client-driven seat joined, not yet started. */
interface Table {
  readonly room: string;
  readonly hostToken: string;
  readonly clients: SeatClient[];
}

async function setUpTable(o: LoadOptions, stats: Stats, t: number, game: number): Promise<Table> {
  const people = o.players - o.serverBots;
  const seats = Array.from({ length: o.players }, (_, s) =>
    s < people ? { kind: 'person' } : { kind: 'bot', level: 'cautious' },
  );
  const created = await post<{ room: string; hostToken: string }>(o.base, '/api/rooms', {
    mission: o.mission,
    players: o.players,
    seats,
    captain: 0,
    seed: `bench-${t}-${game}`,
    public: false,
  });
  const wsUrl = o.base.replace(/^http/, 'ws') + '/ws';
  const clients: SeatClient[] = [];
  for (let s = 0; s < people; s++) {
    const { token } = await post<{ token: string }>(
      o.base,
      `/api/rooms/${created.room}/seats/${s}/claim`,
      { seat: s, name: `B${s}` },
    );
    const rnd = seeded(t * 7919 + game * 104729 + s);
    clients.push(await SeatClient.join(wsUrl, created.room, token, s, rnd, stats, o.thinkMs));
  }
  return { room: created.room, hostToken: created.hostToken, clients };
}

/** Start the table's game and play it to its end (or to the deadline); close its sockets. */
async function playTable(o: LoadOptions, stats: Stats, table: Table, deadline: number) {
  stats.gamesStarted++;
  stats.game(1);
  const done = table.clients.map((c) => c.finished());
  const stopTimer = setTimeout(
    () => table.clients.forEach((c) => c.stop()),
    Math.max(0, deadline - performance.now()),
  );
  await post(o.base, `/api/rooms/${table.room}/start`, { hostToken: table.hostToken });
  await Promise.all(done);
  clearTimeout(stopTimer);
  stats.game(-1);
  const first = table.clients[0];
  if (first?.gameOver) {
    stats.gamesFinished++;
    if (first.gameWon) stats.won++;
  }
  await Promise.all(table.clients.map((c) => c.close()));
}

/** Run `work` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: readonly T[], limit: number, work: (x: T) => Promise<R>) {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i] as T);
    }
  });
  await Promise.all(lanes);
  return out;
}

export async function runLoad(
  o: LoadOptions,
  ready: (r: LoadReport) => void,
  go: Promise<void>,
): Promise<LoadReport> {
  const stats = new Stats();
  const t0 = performance.now();
  const ids = Array.from({ length: o.rooms }, (_, t) => t);
  const first = await pool(ids, o.setupConcurrency, (t) => setUpTable(o, stats, t, 0));
  ready({ type: 'ready', tables: first.length, setupMs: performance.now() - t0 });
  await go;
  const start = performance.now();
  const deadline = start + o.durationMs;
  stats.resetClock();
  await Promise.all(
    first.map(async (table, t) => {
      let current: Table | null = table;
      for (let game = 1; current; game++) {
        try {
          await playTable(o, stats, current, deadline);
          current =
            performance.now() < deadline && game < o.maxGamesPerTable
              ? await setUpTable(o, stats, t, game)
              : null;
        } catch (e) {
          // An overloaded server may drop an HTTP request: count it, end this table.
          const key = `table: ${e instanceof Error ? e.message.slice(0, 60) : 'error'}`;
          stats.errors[key] = (stats.errors[key] ?? 0) + 1;
          current = null;
        }
      }
    }),
  );
  const playMs = performance.now() - start;
  return {
    type: 'done',
    latencies: stats.latencies.slice(0, stats.count),
    playMs,
    acked: stats.count,
    rejected: stats.rejected,
    errors: stats.errors,
    timeouts: stats.timeouts,
    gamesStarted: stats.gamesStarted,
    gamesFinished: stats.gamesFinished,
    won: stats.won,
    maxPlaying: stats.maxPlaying,
    meanPlaying: stats.meanPlaying(),
  };
}

// Worker entry: the main thread passes LoadOptions as workerData.
if (parentPort && workerData) {
  const port = parentPort;
  const go = new Promise<void>((resolve) =>
    port.once('message', (m: LoadCommand) => m.type === 'go' && resolve()),
  );
  runLoad(workerData as LoadOptions, (r) => port.postMessage(r), go)
    .then((r) => port.postMessage(r))
    .catch((e: unknown) =>
      port.postMessage({ type: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
}
