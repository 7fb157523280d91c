/**
 * The load generator of `bench/server.bench.ts`, run in a child process of its own so that its
 * JSON parsing and bookkeeping share neither the server's event loop nor its CPU time, heap or
 * figures (the server runs in processes of its own: bench/server/node.ts). It plays `rooms` tables
 * over real WebSockets, table `t` on node `t mod nodes`: each table creates a room over HTTP,
 * claims the client-driven seats, joins them, and, once the benchmark says go, plays game after
 * game until the deadline. Each client picks its move from its own `legal` menu (a certain cut if
 * it has one, else a random legal action; never the solver) and times send → ack.
 *
 * Beside them, `botRooms` rooms of five expert server bots, each watched by one spectator socket
 * that counts the moves applied (the versions its `update` messages advance by); when a bot game
 * ends another room opens.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import {
  EMPTY_MENU,
  expandMenu,
  followView,
  type Action,
  type LegalMenu,
  type SeatView,
  type ViewEvent,
} from '@bomb-busters/engine';
import { seeded } from '../seeded.js';

export interface LoadOptions {
  /** The server nodes' URLs; table `t` (and bot room `t`) plays on node `t mod bases.length`. */
  readonly bases: readonly string[];
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
  /** Rooms of five expert server bots, each watched by one spectator socket (0: none). */
  readonly botRooms: number;
  readonly botMission: number | string;
}

/** Seats of a bot room. */
export const BOT_ROOM_SEATS = 5;

/** Messages from the load generator to the benchmark. */
export type LoadReport =
  | { readonly type: 'ready'; readonly tables: number; readonly setupMs: number }
  /** Play started (bot rooms set up too) and its first games have: measuring from now on. */
  | { readonly type: 'measuring' }
  | {
      readonly type: 'done';
      readonly latencies: Float64Array;
      /** The measured time: from the end of the ramp to the deadline. */
      readonly playMs: number;
      /** The ramp before it, over which the tables' first games start (not measured). */
      readonly rampMs: number;
      readonly acked: number;
      readonly rejected: Readonly<Record<string, number>>;
      readonly errors: Readonly<Record<string, number>>;
      readonly timeouts: number;
      /** Updates that did not follow the seat's view (a gap): each asked for the whole view. */
      readonly resyncs: number;
      /** Bytes the tables' seats received during the measured play, by message type. */
      readonly received: Readonly<Record<string, number>>;
      readonly gamesStarted: number;
      readonly gamesFinished: number;
      readonly won: number;
      readonly maxPlaying: number;
      /** Time-weighted mean of the number of games in play. */
      readonly meanPlaying: number;
      /**
       * The load generator's own event loop during play: its delay (ms), which adds to every
       * latency, and its utilization (0-1).
       */
      readonly loop: {
        readonly p50: number;
        readonly p99: number;
        readonly max: number;
        readonly busy: number;
      };
      readonly bots: {
        readonly gamesStarted: number;
        readonly gamesFinished: number;
        readonly won: number;
        /** Moves applied in the bot rooms, as their spectators saw them. */
        readonly moves: number;
        /** The measured time during which bot rooms played. */
        readonly ms: number;
      };
    }
  | { readonly type: 'failed'; readonly message: string };

/** Messages from the benchmark to the load generator: its options first, then go. */
export type LoadCommand = ({ readonly type: 'options' } & LoadOptions) | { readonly type: 'go' };

const ACK_TIMEOUT_MS = 20_000;
/** Clients ping this often, as the web client does (a socket that sends nothing is closed). */
const PING_MS = 25_000;

/** Ping on `socket` every PING_MS until it closes. */
function keepAlive(socket: WebSocket): void {
  const ping = setInterval(() => socket.send(JSON.stringify({ type: 'ping' })), PING_MS);
  socket.once('close', () => clearInterval(ping));
}
/** The first games of the tables start spread over this long at least (or the think time). */
const RAMP_MS = 1000;

/** The node of table (or bot room) `t`. */
const nodeOf = (o: LoadOptions, t: number) => o.bases[t % o.bases.length] as string;

/** A dual cut on a wire whose info token already shows the announced value. */
function certainDualCut(view: SeatView, a: Action): boolean {
  if (a.type !== 'dualCut' || !('target' in a) || !a.target || typeof a.value !== 'number')
    return false;
  const { seat, stand, index } = a.target;
  const wire = view.stands.find((s) => s.seat === seat && s.stand === stand)?.wires[index];
  return !!wire && !wire.cut && wire.info?.kind === 'value' && wire.info.value === a.value;
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

/** A growing list of durations (ms). */
class Samples {
  private values = new Float64Array(1 << 12);
  count = 0;

  add(ms: number): void {
    if (this.count === this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.count++] = ms;
  }

  all(): Float64Array {
    return this.values.slice(0, this.count);
  }
}

class Stats {
  /** What happens before this (setup, the first games' start) is not measured. */
  measureFrom = Infinity;
  readonly latencies = new Samples();
  botGamesStarted = 0;
  botGamesFinished = 0;
  botWon = 0;
  botMoves = 0;
  rejected: Record<string, number> = {};
  errors: Record<string, number> = {};
  timeouts = 0;
  resyncs = 0;
  readonly received: Record<string, number> = {};
  gamesStarted = 0;
  gamesFinished = 0;
  won = 0;
  playing = 0;
  maxPlaying = 0;
  private area = 0;
  private since = performance.now();
  /** Since when `meanPlaying` counts (the start of play). */
  private t0 = performance.now();

  error(key: string): void {
    this.errors[key] = (this.errors[key] ?? 0) + 1;
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
    this.since = this.t0 = performance.now();
  }
}

export async function post<T>(base: string, path: string, body: unknown): Promise<T> {
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
  from?: number;
  events?: ViewEvent[];
  version?: number;
  legal?: LegalMenu;
}

/** One client-driven seat over its own WebSocket. */
class SeatClient {
  private view: SeatView | null = null;
  /** The seat's legal menu, expanded only when the seat acts (most updates are other seats'). */
  private menu: LegalMenu = EMPTY_MENU;
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
    socket.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString()) as ServerMsg;
      if (performance.now() >= stats.measureFrom)
        stats.received[m.type] = (stats.received[m.type] ?? 0) + data.length;
      this.receive(m);
    });
    socket.on('error', () => undefined);
    // A slow setup leaves seats waiting long before their first action.
    keepAlive(socket);
  }

  /** Open a socket and join `room` with `token`; resolves once joined. */
  static join(
    wsUrl: string,
    room: string,
    token: string,
    seat: number,
    rnd: (n: number) => number,
    stats: Stats,
    thinkMs: number,
  ): Promise<SeatClient> {
    return joinSocket(wsUrl, room, token, (s) => new SeatClient(s, seat, rnd, stats, thinkMs));
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
      // As the web client: a whole view, or the changes applied to the held one; a gap asks for
      // the whole view again.
      const next =
        m.type === 'joined'
          ? (m.view ?? null)
          : followView(this.view, { events: [], version: 0, ...m });
      if (next) this.view = next;
      else if (m.type === 'update') {
        this.stats.resyncs++;
        this.socket.send(JSON.stringify({ type: 'resync' }));
      }
      this.menu = m.legal ?? EMPTY_MENU;
      this.maybeAct();
    } else if ((m.type === 'ack' || m.type === 'rejected') && m.id === this.inFlight?.id) {
      const { at, timer } = this.inFlight as { at: number; timer: NodeJS.Timeout };
      clearTimeout(timer);
      this.inFlight = null;
      if (m.type === 'rejected')
        this.stats.rejected[m.code ?? '?'] = (this.stats.rejected[m.code ?? '?'] ?? 0) + 1;
      else if (at >= this.stats.measureFrom) this.stats.latencies.add(performance.now() - at);
      this.maybeAct();
    } else if (m.type === 'error') this.stats.error(m.code ?? '?');
    this.check();
  }

  private myTurn(): boolean {
    const v = this.view;
    if (!v || this.over() || (this.menu.actions.length === 0 && !this.menu.dualCut)) return false;
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
    const legal = expandMenu(this.menu);
    if (legal.length === 0) return this.check();
    const action = pickAction(view, legal, this.rnd);
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
    return closeSocket(this.socket);
  }
}

/**
 * Open a socket, let `attach` hang its owner on it (so the owner sees `joined` too), and join
 * `room`: as the seat `token` holds, or as a spectator without a token. Resolves once joined.
 */
export async function joinSocket<T>(
  wsUrl: string,
  room: string,
  token: string | undefined,
  attach: (socket: WebSocket) => T,
): Promise<T> {
  const socket = new WebSocket(wsUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const owner = attach(socket);
  const joined = new Promise<void>((resolve, reject) => {
    const onMessage = (data: Buffer) => {
      const m = JSON.parse(data.toString()) as ServerMsg;
      if (m.type === 'joined') resolve();
      else if (m.type === 'error') reject(new Error(`join: ${m.code ?? '?'}`));
      if (m.type === 'joined' || m.type === 'error') socket.off('message', onMessage);
    };
    socket.on('message', onMessage);
    socket.once('close', () => reject(new Error('join: closed')));
  });
  socket.send(
    JSON.stringify(token === undefined ? { type: 'join', room } : { type: 'join', room, token }),
  );
  try {
    await joined;
  } catch (e) {
    socket.terminate();
    throw e;
  }
  return owner;
}

/** Close a socket; resolves once closed. */
export function closeSocket(socket: WebSocket): Promise<void> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    socket.once('close', () => resolve());
    socket.close();
  });
}

/** A spectator of a bot room: counts the moves applied (how far each update moves the version). */
class Spectator {
  /** The version of the last update seen (null before the game's first one). */
  private version: number | null = null;
  private status: string | null = null;
  private onOver: (() => void) | null = null;
  private stopped = false;

  private constructor(
    private readonly socket: WebSocket,
    private readonly stats: Stats,
  ) {
    socket.on('message', (data: Buffer) => this.receive(JSON.parse(data.toString()) as ServerMsg));
    socket.on('error', () => undefined);
  }

  static join(wsUrl: string, room: string, stats: Stats): Promise<Spectator> {
    return joinSocket(wsUrl, room, undefined, (s) => new Spectator(s, stats));
  }

  get gameOver(): boolean {
    return this.status === 'won' || this.status === 'lost';
  }

  get gameWon(): boolean {
    return this.status === 'won';
  }

  private receive(m: ServerMsg): void {
    if (this.stopped) return;
    if (m.type === 'update' || m.type === 'joined') {
      const v = m.view?.version ?? m.version;
      if (v === undefined) return;
      if (this.version !== null && v > this.version && performance.now() >= this.stats.measureFrom)
        this.stats.botMoves += v - this.version;
      this.version = v;
      // The game's end comes as a whole view (every hand shown).
      if (m.view) this.status = m.view.status;
      if (this.gameOver) this.stop();
    } else if (m.type === 'error') this.stats.error(`bot room: ${m.code ?? '?'}`);
  }

  /** Resolves when the game is over or the spectator is stopped. */
  finished(): Promise<void> {
    return new Promise((resolve) => {
      if (this.stopped) return resolve();
      this.onOver = resolve;
    });
  }

  stop(): void {
    this.stopped = true;
    const done = this.onOver;
    this.onOver = null;
    done?.();
  }

  close(): Promise<void> {
    return closeSocket(this.socket);
  }
}

/** A room with its seats claimed and every client-driven seat joined, not yet started. */
interface Table {
  readonly base: string;
  readonly room: string;
  readonly hostToken: string;
  readonly clients: SeatClient[];
}

async function setUpTable(o: LoadOptions, stats: Stats, t: number, game: number): Promise<Table> {
  const people = o.players - o.serverBots;
  const seats = Array.from({ length: o.players }, (_, s) =>
    s < people ? { kind: 'person' } : { kind: 'bot', level: 'cautious' },
  );
  const base = nodeOf(o, t);
  const created = await post<{ room: string; hostToken: string }>(base, '/api/rooms', {
    mission: o.mission,
    players: o.players,
    seats,
    captain: 0,
    seed: `bench-${t}-${game}`,
    public: false,
  });
  const wsUrl = base.replace(/^http/, 'ws') + '/ws';
  const clients: SeatClient[] = [];
  for (let s = 0; s < people; s++) {
    const { token } = await post<{ token: string }>(
      base,
      `/api/rooms/${created.room}/seats/${s}/claim`,
      { seat: s, name: `B${s}` },
    );
    const rnd = seeded(t * 7919 + game * 104729 + s);
    clients.push(await SeatClient.join(wsUrl, created.room, token, s, rnd, stats, o.thinkMs));
  }
  return { base, room: created.room, hostToken: created.hostToken, clients };
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
  await post(table.base, `/api/rooms/${table.room}/start`, { hostToken: table.hostToken });
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

/** A room of five expert server bots, not yet started, with its spectator joined. */
interface BotTable {
  readonly base: string;
  readonly room: string;
  readonly hostToken: string;
  readonly spectator: Spectator;
}

async function setUpBotTable(o: LoadOptions, stats: Stats, t: number, game: number) {
  const base = nodeOf(o, t);
  const created = await post<{ room: string; hostToken: string }>(base, '/api/rooms', {
    mission: o.botMission,
    players: BOT_ROOM_SEATS,
    seats: Array.from({ length: BOT_ROOM_SEATS }, () => ({ kind: 'bot', level: 'expert' })),
    captain: 0,
    seed: `bench-bots-${t}-${game}`,
    public: false,
  });
  const wsUrl = base.replace(/^http/, 'ws') + '/ws';
  const spectator = await Spectator.join(wsUrl, created.room, stats);
  return { base, room: created.room, hostToken: created.hostToken, spectator } satisfies BotTable;
}

/** Start the bot game and watch it to its end (or to the deadline); close the spectator. */
async function watchBotTable(o: LoadOptions, stats: Stats, table: BotTable, deadline: number) {
  const { spectator } = table;
  const done = spectator.finished();
  const stopTimer = setTimeout(() => spectator.stop(), Math.max(0, deadline - performance.now()));
  try {
    await post(table.base, `/api/rooms/${table.room}/start`, { hostToken: table.hostToken });
    stats.botGamesStarted++;
    await done;
  } finally {
    clearTimeout(stopTimer);
    spectator.stop();
    await spectator.close();
  }
  if (spectator.gameOver) {
    stats.botGamesFinished++;
    if (spectator.gameWon) stats.botWon++;
  }
}

/** Play tables one game after another until the deadline or `maxGamesPerTable`. */
async function playLoop<T>(
  o: LoadOptions,
  stats: Stats,
  label: string,
  first: T,
  delayMs: number,
  deadline: number,
  play: (table: T) => Promise<void>,
  next: (game: number) => Promise<T>,
): Promise<void> {
  await new Promise((r) => setTimeout(r, delayMs));
  let current: T | null = first;
  for (let game = 1; current; game++) {
    try {
      await play(current);
      current = performance.now() < deadline && game < o.maxGamesPerTable ? await next(game) : null;
    } catch (e) {
      // An overloaded server may drop an HTTP request: count it, end this table.
      stats.error(`${label}: ${e instanceof Error ? e.message.slice(0, 60) : 'error'}`);
      current = null;
    }
  }
}

/**
 * Start the server's bot threads before play, so that their start (loading the bots) is not
 * measured: a room of two seats, an expert bot that acts first (its setup info token) and a person
 * who then never acts. Its socket stays open (pinging like the web client) until `close()`.
 */
async function warmUpBots(base: string, stats: Stats): Promise<() => Promise<void>> {
  const created = await post<{ room: string; hostToken: string }>(base, '/api/rooms', {
    mission: 1,
    players: 2,
    seats: [{ kind: 'bot', level: 'expert' }, { kind: 'person' }],
    captain: 0,
    seed: 'bench-warm-up',
    public: false,
  });
  const { token } = await post<{ token: string }>(
    base,
    `/api/rooms/${created.room}/seats/1/claim`,
    { seat: 1, name: 'W' },
  );
  const wsUrl = base.replace(/^http/, 'ws') + '/ws';
  let moved: () => void = () => undefined;
  const botMoved = new Promise<void>((resolve) => (moved = resolve));
  const socket = await joinSocket(wsUrl, created.room, token, (s) => {
    s.on('error', () => undefined);
    s.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString()) as ServerMsg;
      if (m.type === 'update' && (m.version ?? 0) >= 1) moved();
    });
    return s;
  });
  await post(base, `/api/rooms/${created.room}/start`, { hostToken: created.hostToken });
  const timeout = new Promise<void>((resolve) =>
    setTimeout(() => {
      stats.error('bot warm-up: no bot move in 60 s');
      resolve();
    }, 60_000).unref(),
  );
  await Promise.race([botMoved, timeout]);
  keepAlive(socket);
  return () => closeSocket(socket);
}

/** Run `work` over `items` with at most `limit` at a time. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (x: T) => Promise<R>) {
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
  // Every node's bot threads.
  const warmUps =
    o.botRooms > 0 || o.serverBots > 0
      ? await Promise.all(o.bases.map((base) => warmUpBots(base, stats)))
      : [];
  const ids = Array.from({ length: o.rooms }, (_, t) => t);
  const first = await pool(ids, o.setupConcurrency, (t) => setUpTable(o, stats, t, 0));
  ready({ type: 'ready', tables: first.length, setupMs: performance.now() - t0 });
  await go;
  // After the main thread's heap figure of the tables: bot rooms hold one socket, not `players`.
  const botIds = Array.from({ length: o.botRooms }, (_, t) => t);
  const firstBots = await pool(botIds, o.setupConcurrency, (t) => setUpBotTable(o, stats, t, 0));
  // First games start spread over the ramp (as people do), not in one burst of connections;
  // what is measured starts after it.
  const rampMs = Math.max(RAMP_MS, o.thinkMs);
  const delay = (i: number, of: number) => (i * rampMs) / Math.max(1, of);
  const start = performance.now();
  const measureFrom = start + rampMs;
  const deadline = measureFrom + o.durationMs;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let elu = performance.eventLoopUtilization();
  setTimeout(() => {
    stats.measureFrom = performance.now();
    stats.resetClock();
    loop.enable();
    elu = performance.eventLoopUtilization();
    ready({ type: 'measuring' });
  }, rampMs);
  let botsEnd = deadline;
  const bots = Promise.all(
    firstBots.map((table, t) =>
      playLoop(
        o,
        stats,
        'bot table',
        table,
        delay(t, firstBots.length),
        deadline,
        (current) => watchBotTable(o, stats, current, deadline),
        (game) => setUpBotTable(o, stats, t, game),
      ),
    ),
  ).then(() => void (botsEnd = performance.now()));
  await Promise.all([
    bots,
    ...first.map((table, t) =>
      playLoop(
        o,
        stats,
        'table',
        table,
        delay(t, first.length),
        deadline,
        (current) => playTable(o, stats, current, deadline),
        (game) => setUpTable(o, stats, t, game),
      ),
    ),
  ]);
  const playMs = Math.min(performance.now(), deadline) - stats.measureFrom;
  loop.disable();
  await Promise.all(warmUps.map((close) => close()));
  return {
    type: 'done',
    latencies: stats.latencies.all(),
    playMs,
    rampMs,
    acked: stats.latencies.count,
    rejected: stats.rejected,
    errors: stats.errors,
    timeouts: stats.timeouts,
    resyncs: stats.resyncs,
    received: stats.received,
    gamesStarted: stats.gamesStarted,
    gamesFinished: stats.gamesFinished,
    won: stats.won,
    maxPlaying: stats.maxPlaying,
    meanPlaying: stats.meanPlaying(),
    loop: {
      p50: loop.percentile(50) / 1e6,
      p99: loop.percentile(99) / 1e6,
      max: loop.max / 1e6,
      busy: performance.eventLoopUtilization(elu).utilization,
    },
    bots: {
      gamesStarted: stats.botGamesStarted,
      gamesFinished: stats.botGamesFinished,
      won: stats.botWon,
      moves: stats.botMoves,
      ms: Math.min(botsEnd, deadline) - stats.measureFrom,
    },
  };
}

// Child-process entry: the benchmark sends the options, then go.
if (process.send && process.argv.includes('--load-generator')) {
  const send = (r: LoadReport) => process.send?.(r);
  let go: () => void = () => undefined;
  const going = new Promise<void>((resolve) => (go = resolve));
  process.on('message', (m: LoadCommand) => {
    if (m.type === 'go') return go();
    const { type: _, ...options } = m;
    runLoad(options, send, going)
      .then(send)
      .catch((e: unknown) =>
        send({ type: 'failed', message: e instanceof Error ? e.message : String(e) }),
      );
  });
  process.on('disconnect', () => process.exit(0));
}
