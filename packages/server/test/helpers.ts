/** Test helpers: a real app on a temp SQLite file, HTTP calls, and a WebSocket client. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { makeBot, type Bot } from '@bomb-busters/bots';
import {
  followView,
  EMPTY_MENU,
  expandMenu,
  type Action,
  type SeatView,
} from '@bomb-busters/engine';
import { buildApp } from '../src/app.js';
import { loadConfig, type ServerConfig } from '../src/config.js';
import {
  GamesResponseSchema,
  parseServerMessage,
  type GameListItem,
  type SayAction,
} from '@bomb-busters/protocol';
import type { ServerMessage } from '../src/messages.js';
import { openSqliteStore } from '../src/store/sqlite.js';

export interface TestServer {
  readonly app: FastifyInstance;
  readonly base: string;
  readonly ws: string;
  readonly config: ServerConfig;
  close(): Promise<void>;
}

export async function tempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'bb-server-'));
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dir = await tempDir();
  // No built web client unless a test gives one: the placeholder page is served.
  const config = loadConfig({
    DATA_DIR: dir,
    BOT_DELAY_MS: '0',
    BOT_ONLY_DELAY_MS: '0',
    PORT: '0',
    CLIENT_DIR: join(dir, 'no-client'),
    ...env,
  });
  const store = openSqliteStore(config.sqliteFile);
  await store.migrate();
  const app = await buildApp({ store, config });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base: address,
    ws: address.replace(/^http/, 'ws') + '/ws',
    config,
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A server on the SQLite file of `dir` (a second call on the same dir is a restart), with `env`. */
export async function serveDir(dir: string, env: Record<string, string> = {}) {
  const config = loadConfig({
    DATA_DIR: dir,
    BOT_DELAY_MS: '0',
    BOT_ONLY_DELAY_MS: '0',
    PORT: '0',
    ...env,
  });
  const store = openSqliteStore(config.sqliteFile);
  await store.migrate();
  const app = await buildApp({ store, config });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base, ws: base.replace(/^http/, 'ws') + '/ws' };
}

/** The room's games once its first game has a result (a table of bots playing it out), or as they are after 30 s. */
export async function firstGameOver(base: string, room: string): Promise<readonly GameListItem[]> {
  const games = async () =>
    GamesResponseSchema.parse((await http(base, 'GET', `/api/rooms/${room}/games`)).body).games;
  // Up to a minute: bot tables under a turn clock are slow when the machine is busy (the tests' own timeouts bound it).
  for (let i = 0; i < 600 && (await games())[0]?.result === null; i++)
    await new Promise((r) => setTimeout(r, 100));
  return games();
}

/** Run `test` against a server started with `env`, closed afterwards whatever happens. */
export async function withServer(
  env: Record<string, string>,
  test: (s: TestServer) => Promise<void>,
): Promise<void> {
  const server = await startTestServer(env);
  try {
    await test(server);
  } finally {
    await server.close();
  }
}

export async function http<T = Record<string, unknown>>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Create a room, claim the person seats, start it; returns the room id and seat tokens. */
export async function startedRoom(
  base: string,
  seats: readonly ('person' | 'expert' | 'cautious')[],
  mission: number | string = 1,
  start = true,
  /** More of the createRoom body (e.g. `turnClock`). */
  more: Record<string, unknown> = {},
): Promise<{ id: string; hostToken: string; tokens: Map<number, string> }> {
  const created = await http<{ room: string; hostToken: string }>(base, 'POST', '/api/rooms', {
    mission,
    players: seats.length,
    seats: seats.map((s) => (s === 'person' ? { kind: 'person' } : { kind: 'bot', level: s })),
    captain: 0,
    public: true,
    ...more,
  });
  if (created.status !== 201) throw new Error(`create: ${created.status}`);
  const id = created.body.room;
  const hostToken = created.body.hostToken;
  const tokens = new Map<number, string>();
  for (const [seat, kind] of seats.entries()) {
    if (kind !== 'person') continue;
    const claim = await http<{ token: string }>(
      base,
      'POST',
      `/api/rooms/${id}/seats/${seat}/claim`,
      {
        name: `P${seat}`,
      },
    );
    tokens.set(seat, claim.body.token);
  }
  if (start) {
    const started = await http(base, 'POST', `/api/rooms/${id}/start`, { hostToken });
    if (started.status !== 200) throw new Error(`start: ${started.status}`);
  }
  return { id, hostToken: created.body.hostToken, tokens };
}

type Predicate = (m: ServerMessage) => boolean;

/** A WebSocket client that keeps every message and the latest view and legal actions. */
export class Client {
  readonly messages: ServerMessage[] = [];
  view: SeatView | null = null;
  /** Updates of changes to drop unread (as if lost), to force a gap. */
  dropUpdates = 0;
  /** Every view this client held, in order (whole ones and those built from changes). */
  readonly views: SeatView[] = [];
  /** How many times an update did not follow the held view and the whole view was asked again. */
  resyncs = 0;
  legal: readonly Action[] = [];
  seat: number | null = null;
  /** Messages that do not match the protocol's schemas (should stay empty). */
  readonly invalid: string[] = [];
  private waiters: { pred: Predicate; resolve: (m: ServerMessage) => void }[] = [];
  private nextId = 0;
  /** When set, the client answers every turn of its seat with this bot. */
  autoplay: Bot | null = null;
  /** Stop autoplaying after this many acknowledged actions of this client. */
  maxActs = Infinity;
  acked: number[] = [];
  private acting = false;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      const parsed = parseServerMessage(text);
      if (!parsed.ok) this.invalid.push(`${parsed.message}: ${text.slice(0, 200)}`);
      this.receive(JSON.parse(text) as ServerMessage);
    });
  }

  static async open(url: string, headers: Record<string, string> = {}): Promise<Client> {
    const socket = new WebSocket(url, { headers });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new Client(socket);
  }

  /** Join as the seat `token` holds, else as a spectator named `name` in the chat. */
  static async join(url: string, room: string, token?: string, name?: string): Promise<Client> {
    const c = await Client.open(url);
    c.send({ type: 'join', room, ...(token ? { token } : {}), ...(name ? { name } : {}) });
    await c.next((m) => m.type === 'joined');
    return c;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Send an action (a chat message may leave its seat to the server); resolves with its ack or rejection. */
  act(
    action: Action | SayAction,
    version = this.view?.version ?? 0,
    id = `c${this.nextId++}-${Math.random()}`,
  ) {
    this.send({ type: 'action', id, version, action });
    return this.next((m) => (m.type === 'ack' || m.type === 'rejected') && m.id === id);
  }

  /** The next message (already received or future) matching `pred`, consumed from the queue. */
  next(pred: Predicate, timeoutMs = 20_000): Promise<ServerMessage> {
    const i = this.pending.findIndex(pred);
    if (i >= 0) return Promise.resolve(this.pending.splice(i, 1)[0] as ServerMessage);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `timed out waiting for a message (seat ${this.seat}, view ${this.view?.version} ` +
                `${this.view?.status}, acked ${this.acked.join(',')}, acting ${this.acting})`,
            ),
          ),
        timeoutMs,
      );
      this.waiters.push({
        pred,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  private readonly pending: ServerMessage[] = [];

  private receive(m: ServerMessage): void {
    this.messages.push(m);
    if (m.type === 'joined') {
      this.seat = m.seat;
      this.view = m.view;
      this.legal = expandMenu(m.legal);
    } else if (m.type === 'update') {
      // A whole view replaces the held one; changes apply to the view at their `from` version,
      // and a gap asks for the whole view again (as the web client does).
      const next = m.view || this.dropUpdates === 0 ? followView(this.view, m) : this.view;
      if (!m.view && this.dropUpdates > 0) this.dropUpdates--;
      if (next) this.view = next;
      else {
        this.resyncs++;
        this.send({ type: 'resync' });
      }
      this.legal = expandMenu(m.legal ?? EMPTY_MENU);
    }
    if (
      (m.type === 'joined' || m.type === 'update') &&
      this.view &&
      this.views.at(-1) !== this.view
    )
      this.views.push(this.view);
    const w = this.waiters.findIndex((x) => x.pred(m));
    if (w >= 0) this.waiters.splice(w, 1)[0]?.resolve(m);
    else this.pending.push(m);
    if (m.type === 'joined' || m.type === 'update') this.maybeAct();
  }

  /** No action of this client is waiting for its ack (a view may show an action before its ack). */
  get settled(): boolean {
    return !this.acting;
  }

  myTurn(): boolean {
    const v = this.view;
    if (!v || typeof this.seat !== 'number') return false;
    if (v.status === 'won' || v.status === 'lost') return false;
    return (v.pending ? v.pending.seat : v.activeSeat) === this.seat && this.legal.length > 0;
  }

  private maybeAct(): void {
    const bot = this.autoplay;
    if (!bot || this.acting || !this.myTurn() || this.acked.length >= this.maxActs) return;
    const view = this.view as SeatView;
    this.acting = true;
    void this.act(bot.act(view, this.legal), view.version).then(
      (m) => {
        this.acting = false;
        if (m.type === 'ack') this.acked.push(m.version);
        else throw new Error(`autoplay rejected: ${m.type === 'rejected' ? m.code : m.type}`);
        this.maybeAct();
      },
      (e: unknown) => {
        // A test that saw the game end may close the server before the last ack is written.
        if (this.socket.readyState === WebSocket.OPEN) throw e;
      },
    );
  }

  play(level: 'expert' | 'cautious' = 'expert'): this {
    this.autoplay = makeBot(level);
    this.maybeAct();
    return this;
  }

  /** Wait until the latest view satisfies `pred`. */
  async until(pred: (v: SeatView) => boolean, timeoutMs = 60_000): Promise<SeatView> {
    if (this.view && pred(this.view)) return this.view;
    for (;;) {
      await this.next(
        (m) => m.type === 'update' && this.view?.version === m.version && pred(this.view),
        timeoutMs,
      );
      if (this.view && pred(this.view)) return this.view;
    }
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

export const over = (v: SeatView): boolean => v.status === 'won' || v.status === 'lost';

/**
 * The clients place their seats' setup tokens (their first legal action) until play starts; bot
 * seats place their own. Nobody plays on.
 */
export async function placeSetupTokens(clients: readonly Client[]): Promise<SeatView> {
  const [watcher] = clients;
  if (!watcher) throw new Error('no client');
  for (;;) {
    const view = await watcher.until(
      (v) => v.status !== 'setup' || clients.some((c) => c.seat === v.pending?.seat),
    );
    if (view.status !== 'setup') return view;
    const client = clients.find((c) => c.seat === view.pending?.seat) as Client;
    await client.until((v) => v.version === view.version);
    const answer = await client.act(client.legal[0] as Action, view.version);
    if (answer.type !== 'ack') throw new Error(`setup token refused: ${JSON.stringify(answer)}`);
    await watcher.until((v) => v.version > view.version);
  }
}

/**
 * A WebSocket opened by hand over TCP (the handshake only; nothing of `ws`), so a test can send
 * any bytes and read nothing at all. Resolves once the server has accepted the upgrade.
 */
export async function rawWebSocket(wsUrl: string): Promise<Socket> {
  const url = new URL(wsUrl);
  const socket = connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(
    `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\n` +
      `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
      'Sec-WebSocket-Version: 13\r\n\r\n',
  );
  const head = await new Promise<string>((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (!text.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      resolve(text);
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
  if (!head.startsWith('HTTP/1.1 101'))
    throw new Error(`upgrade refused: ${head.split('\r\n')[0]}`);
  socket.pause();
  return socket;
}

/**
 * A short masked client frame (every client frame is masked); `head` is its first byte: FIN and
 * opcode, e.g. 0x01 the first fragment of a text message, 0x89 a ping.
 */
export function clientFrame(head: number, text: string): Buffer {
  const payload = Buffer.from(text);
  if (payload.length > 125) throw new Error('clientFrame: short frames only');
  const mask = randomBytes(4);
  const masked = Buffer.from(payload.map((b, i) => b ^ (mask[i % 4] as number)));
  return Buffer.concat([Buffer.from([head, 0x80 | payload.length]), mask, masked]);
}

/** A whole masked client text frame. */
export const textFrame = (text: string): Buffer => clientFrame(0x81, text);
