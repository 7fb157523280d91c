/**
 * The WebSockets: frames in, messages out, and the limits that bound what one costs. Every socket
 * is counted per address from the upgrade on; the rate of its messages is limited per socket and
 * per address; what waits to be sent to it is bounded; and one sweep closes sockets that join no
 * room in time, go silent, miss a heartbeat or leave a frame unfinished.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { ServerConfig } from './config.js';
import { ServerError } from './errors.js';
import { AddressBuckets, Counter, limitKey, rateLimiter, waitLimiter } from './limits.js';
import {
  parseClientMessage,
  type ClientMessage,
  type ProtocolErrorCode,
  type ServerMessage,
} from './messages.js';
import type { NoteChange } from './notes.js';
import type { Outcome, Room, RoomClient } from './room.js';
import type { Rooms } from './rooms.js';
import type { PeopleFirst } from './bots/yield.js';

/** WebSocket close code for a limit or a protocol violation; the reason is the protocol code. */
const POLICY = 1008;

/** Ticks a sweep's round is cut into, each at least 50 ms apart. */
const SWEEP_SLICES = 10;

/** ws keeps a frame being received in its receiver; there is no public way to see it. */
interface Receiving {
  _receiver?: { _bufferedBytes?: number; _fragmented?: number } | null;
}

/**
 * What the client left unfinished: a message sent in fragments of which the last has not come
 * (control frames may come between its fragments), else bytes of a frame; null: nothing.
 */
function unfinished(socket: WebSocket): 'message' | 'frame' | null {
  const receiver = (socket as unknown as Receiving)._receiver;
  if ((receiver?._fragmented ?? 0) > 0) return 'message';
  return (receiver?._bufferedBytes ?? 0) > 0 ? 'frame' : null;
}

/** ws keeps the TCP socket under a WebSocket in a private field. */
interface Underlying {
  _socket?: { cork(): void; uncork(): void; readonly writableCorked: number } | null;
}

/**
 * Send `text` on `socket`, its frames of this tick in one write: the first send of a tick corks
 * the TCP socket and the next tick uncorks it (a move's update and its ack, a seat's several
 * messages, go out in one system call instead of one each).
 */
export function sendCorked(socket: WebSocket, text: string): void {
  const tcp = (socket as unknown as Underlying)._socket;
  if (tcp && tcp.writableCorked === 0) {
    tcp.cork();
    process.nextTick(() => tcp.uncork());
  }
  socket.send(text);
}

interface Connection {
  readonly socket: WebSocket;
  readonly address: string;
  readonly openedAt: number;
  /** The last frame the client sent of its own (a message or a ping). */
  lastFrameAt: number;
  /** The last complete frame of any kind (pongs too). */
  lastCompleteAt: number;
  /** The last complete message (a fragmented one completes with its last fragment). */
  lastMessageAt: number;
  /** Since when a frame or a message has been unfinished (null: none). */
  unfinishedSince: number | null;
  /** A pong came since the last heartbeat ping. */
  alive: boolean;
  lastPingAt: number;
  room: Room | null;
  client: RoomClient | null;
  joining: boolean;
  allow: () => boolean;
  /** Takes a chat message's token: 0, or the ms until one may be sent. */
  chat: () => number;
  /** Frames dropped since the last one let through; the RATE_LIMITED notice went with the first. */
  dropped: number;
}

export class Sockets {
  private readonly connections = new Set<Connection>();
  /** Open sockets (and upgrades under way) per address. */
  private readonly perAddress = new Counter();
  /** Protocol errors told to sockets, by code (see `errors`). */
  private readonly errorCounts = new Counter();
  private total = 0;
  private readonly counted = new WeakSet<object>();
  private readonly addressMessages: AddressBuckets;
  private readonly addressChat: AddressBuckets;
  private readonly sweepTimer: NodeJS.Timeout;
  private readonly sweepSlices: number;
  /** Where the sweep's round has got to (a Set's iterator sees sockets added and skips those gone). */
  private sweepAt: Iterator<Connection> | null = null;

  constructor(
    private readonly rooms: Rooms,
    private readonly config: ServerConfig,
    private readonly log: FastifyBaseLogger,
    /** Told of people's actions under way, for which bot moves wait. */
    private readonly peopleFirst: Pick<PeopleFirst, 'person'>,
    private readonly now: () => number = Date.now,
  ) {
    const rate = config.addressMessagesPerSecond;
    this.addressMessages = new AddressBuckets(rate, rate * 2, now);
    const chat = config.addressChatMessagesPerMinute;
    this.addressChat = new AddressBuckets(chat / 60, chat / 2, now);
    const every = Math.min(
      config.heartbeatMs,
      config.joinTimeoutMs,
      config.frameTimeoutMs,
      config.idleTimeoutMs,
    );
    // Every socket is looked at once a quarter of the shortest timeout, a slice per tick: all at
    // once, 5,000 sockets' checks and the pings due stalled the loop for 5-10 ms.
    const round = Math.max(50, Math.floor(every / 4));
    this.sweepSlices = Math.max(1, Math.min(SWEEP_SLICES, Math.floor(round / 50)));
    this.sweepTimer = setInterval(() => this.sweep(), Math.floor(round / this.sweepSlices));
    this.sweepTimer.unref();
  }

  get count(): number {
    return this.total;
  }

  /**
   * How often sockets were refused something, by protocol code: each `error` message sent, and
   * each frame the WebSocket layer refused (`socketError`).
   */
  get errors(): Record<string, number> {
    return this.errorCounts.all();
  }

  /**
   * Before the upgrade: refuse past the caps, else count the socket until its TCP connection
   * closes (whether or not the upgrade succeeds).
   */
  admit(req: FastifyRequest): ServerError | undefined {
    const connection = req.raw.socket;
    // A kept-alive connection asking again (without upgrading) is still one socket.
    if (this.counted.has(connection)) return undefined;
    const address = limitKey(req.ip);
    if (this.total >= this.config.maxSockets)
      return new ServerError('SERVER_BUSY', 'The server is full; retry later.', 10_000);
    if (this.perAddress.get(address) >= this.config.socketsPerAddress)
      return new ServerError('TOO_MANY_SOCKETS', 'Too many connections from this address.');
    this.total++;
    this.perAddress.add(address, 1);
    this.counted.add(connection);
    connection.once('close', () => {
      this.total--;
      this.perAddress.add(address, -1);
    });
    return undefined;
  }

  serve(socket: WebSocket, req: FastifyRequest): void {
    const t = this.now();
    const rate = this.config.socketMessagesPerSecond;
    const chat = this.config.chatMessagesPerMinute;
    const c: Connection = {
      socket,
      address: limitKey(req.ip),
      openedAt: t,
      lastFrameAt: t,
      lastCompleteAt: t,
      lastMessageAt: t,
      unfinishedSince: null,
      alive: true,
      lastPingAt: t,
      room: null,
      client: null,
      joining: false,
      allow: rateLimiter(rate, rate * 2, this.now),
      chat: waitLimiter(chat / 60, chat / 2, this.now),
      dropped: 0,
    };
    this.connections.add(c);
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
      c.lastFrameAt = c.lastCompleteAt = c.lastMessageAt = this.now();
      this.receive(c, data, isBinary);
    });
    socket.on('ping', () => (c.lastFrameAt = c.lastCompleteAt = this.now()));
    socket.on('pong', () => {
      c.alive = true;
      c.lastCompleteAt = this.now();
    });
    socket.on('close', () => {
      this.connections.delete(c);
      if (c.room && c.client) c.room.leave(c.client);
    });
  }

  /**
   * The WebSocket plugin's error handler. A frame ws refused (over `maxPayload`, or not valid
   * WebSocket) is the client's doing, repeatable at will: a warning without a stack (ws emits one
   * error per socket) and a count; ws has sent its close frame already (1009: too large).
   * Anything else is a bug of ours.
   */
  socketError(error: Error, socket: WebSocket, log: FastifyBaseLogger): void {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
      const refused = code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' ? 'TOO_LARGE' : 'BAD_MESSAGE';
      this.errorCounts.add(refused, 1);
      log.warn({ code }, 'frame refused: socket closed');
    } else log.error({ err: String(error) }, 'socket failed');
    socket.terminate();
  }

  /** Stop the sweep (the app is closing; the WebSocket plugin closes the sockets). */
  close(): void {
    clearInterval(this.sweepTimer);
  }

  // ------------------------------------------------------------------ out

  /** Send, unless too much already waits for this socket: then it is cut off, not buffered. */
  private send(c: Connection, message: ServerMessage, text?: string): void {
    const { socket } = c;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > this.config.sendBufferBytes) {
      this.log.info({ room: c.room?.id }, 'socket not reading: closed');
      socket.terminate();
      return;
    }
    sendCorked(socket, text ?? JSON.stringify(message));
  }

  private error(c: Connection, code: ProtocolErrorCode, message: string, retryAfterMs?: number) {
    this.errorCounts.add(code, 1);
    this.send(c, {
      type: 'error',
      code,
      message,
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    });
  }

  /** Say why, then close. */
  private closeFor(c: Connection, code: ProtocolErrorCode, message: string) {
    this.error(c, code, message);
    c.socket.close(POLICY, code);
    // A peer that does not answer the close handshake is cut off.
    setTimeout(() => c.socket.terminate(), 1000).unref();
  }

  // ------------------------------------------------------------------ in

  /** Whether the frame may be handled; past the limits it is dropped, said once, then closed. */
  private admitted(c: Connection): boolean {
    const wait = c.allow() ? this.addressMessages.take(c.address) : 1000;
    if (wait === 0) {
      c.dropped = 0;
      return true;
    }
    if (c.dropped++ === 0)
      this.error(c, 'RATE_LIMITED', 'Too many messages; slow down.', Math.max(wait, 50));
    else if (c.dropped > this.config.socketMessagesPerSecond * 2)
      this.closeFor(c, 'RATE_LIMITED', 'Kept sending past the rate limit.');
    return false;
  }

  private receive(c: Connection, data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) {
    // Closing (a limit was hit): what still arrives is not read.
    if (c.socket.readyState !== c.socket.OPEN || !this.admitted(c)) return;
    const size = Array.isArray(data)
      ? data.reduce((n, b) => n + b.length, 0)
      : data instanceof ArrayBuffer
        ? data.byteLength
        : data.length;
    if (size > this.config.maxMessageBytes) return this.error(c, 'TOO_LARGE', 'Message too large.');
    if (isBinary) return this.error(c, 'BAD_MESSAGE', 'Messages are JSON text.');
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8');
    const parsed = parseClientMessage(text, this.config.maxMessageBytes);
    if (!parsed.ok) return this.error(c, parsed.code, parsed.message);
    this.handle(c, parsed.message);
  }

  private handle(c: Connection, msg: ClientMessage): void {
    switch (msg.type) {
      case 'ping':
        return this.send(c, { type: 'pong' });
      case 'resync':
        if (!c.room || !c.client) return this.error(c, 'NOT_JOINED', 'Join a room first.');
        return c.room.resync(c.client);
      case 'join':
        return this.join(c, msg.room, msg.token, msg.name);
      case 'note':
        return this.note(c, { wire: msg.wire, note: { marks: msg.marks, text: msg.text } });
      case 'clearNote':
        return this.note(c, { wire: msg.wire, note: null });
      case 'action': {
        const { room, client } = c;
        if (!room || !client) return this.error(c, 'NOT_JOINED', 'Join a room first.');
        const reject = (
          code: 'NOT_YOUR_SEAT' | 'RATE_LIMITED',
          message: string,
          retryAfterMs?: number,
        ) =>
          this.send(c, {
            type: 'rejected',
            id: msg.id,
            code,
            message,
            ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
          });
        const viewer = client.viewer;
        // A chat message may leave its seat out: the server sets it.
        const say = msg.action.type === 'say';
        const seat: unknown = msg.action.seat;
        if (viewer === 'spectator' && !say)
          return reject('NOT_YOUR_SEAT', 'Spectators watch, and may chat.');
        if (seat !== viewer && !(say && seat === undefined))
          return reject('NOT_YOUR_SEAT', 'An action is for the socket’s own seat.');
        // Chat has a rate of its own, below the frames': a table is not flooded with messages.
        const wait = say ? c.chat() || this.addressChat.take(c.address) : 0;
        if (wait > 0) return reject('RATE_LIMITED', 'Too many chat messages; wait a little.', wait);
        const answered = this.peopleFirst.person();
        const outcome = room.submit(client, msg.id, msg.action, msg.version);
        this.answer(c, room, msg.id, outcome.finally(answered));
        return;
      }
      case 'host':
      case 'vote': {
        const { room, client } = c;
        if (!room || !client) return this.error(c, 'NOT_JOINED', 'Join a room first.');
        const done =
          msg.type === 'host'
            ? room.host(client, msg.hostToken, msg.op, msg.seat)
            : room.voteOn(client, msg.op);
        this.answer(c, room, msg.id, done);
        return;
      }
    }
  }

  /** A seat's change to its notes: answered by `notes` on its sockets, or an `error`. */
  private note(c: Connection, change: NoteChange): void {
    const { room, client } = c;
    if (!room || !client) return this.error(c, 'NOT_JOINED', 'Join a room first.');
    room.note(client, change).catch((e: unknown) => {
      if (e instanceof ServerError) return this.error(c, e.code, e.message);
      this.log.error({ room: room.id, err: e instanceof Error ? e.name : 'error' }, 'note failed');
      this.error(c, 'INTERNAL', 'Internal error.');
    });
  }

  /** Acknowledge or refuse the request `id` once the room has decided. */
  private answer(c: Connection, room: Room, id: string, outcome: Promise<Outcome>): void {
    outcome
      .then((o) =>
        this.send(
          c,
          o.kind === 'ack'
            ? { type: 'ack', id, version: o.seq }
            : { type: 'rejected', id, code: o.code, message: o.message },
        ),
      )
      .catch((e: unknown) => {
        this.log.error(
          { room: room.id, err: e instanceof Error ? e.name : 'error' },
          'request failed',
        );
        this.send(c, { type: 'rejected', id, code: 'INTERNAL', message: 'Internal error.' });
      });
  }

  private join(c: Connection, roomId: string, token?: string, name?: string): void {
    if (c.room || c.joining)
      return this.error(c, 'ALREADY_JOINED', 'This socket has joined a room.');
    c.joining = true;
    // A broadcast serialises each message once and passes the text along.
    const send = (message: ServerMessage, text?: string) => this.send(c, message, text);
    this.rooms
      .join(roomId, { token, name }, send, () => c.socket.readyState === c.socket.OPEN)
      .then((joined) => {
        c.joining = false;
        if (!joined) return;
        c.room = joined.room;
        c.client = joined.client;
        this.log.info({ room: joined.room.id, seat: joined.client.viewer }, 'joined');
      })
      .catch((e: unknown) => {
        c.joining = false;
        if (e instanceof ServerError) this.error(c, e.code, e.message, e.retryAfterMs);
        else {
          this.log.error({ room: roomId, err: String(e) }, 'join failed');
          this.error(c, 'INTERNAL', 'Internal error.');
        }
      });
  }

  // ------------------------------------------------------------------ sweep

  /** One slice of the round: its share of the sockets, from where the last slice stopped. */
  private sweep(): void {
    const t = this.now();
    this.sweepAt ??= this.connections.values();
    for (let n = Math.ceil(this.connections.size / this.sweepSlices); n > 0; n--) {
      const next = this.sweepAt.next();
      if (next.done) {
        this.sweepAt = null;
        return;
      }
      this.look(next.value, t);
    }
  }

  /** Closes a socket past a timeout, or pings it if its heartbeat is due. */
  private look(c: Connection, t: number): void {
    const { heartbeatMs, joinTimeoutMs, frameTimeoutMs, idleTimeoutMs } = this.config;
    const { socket } = c;
    if (socket.readyState !== socket.OPEN) return;
    const left = unfinished(socket);
    if (left) {
      // Completed since the last look: what is unfinished now is new. A fragmented message
      // completes only with its last fragment, whatever pings come between.
      const completedAt = left === 'message' ? c.lastMessageAt : c.lastCompleteAt;
      if (c.unfinishedSince === null || completedAt > c.unfinishedSince) c.unfinishedSince = t;
      else if (t - c.unfinishedSince >= frameTimeoutMs) {
        this.closeFor(c, 'TIMEOUT', 'A frame was left unfinished.');
        return;
      }
    } else c.unfinishedSince = null;
    if (!c.room && !c.joining && t - c.openedAt >= joinTimeoutMs) {
      this.closeFor(c, 'TIMEOUT', 'No room joined in time.');
      return;
    }
    if (t - c.lastFrameAt >= idleTimeoutMs) {
      this.closeFor(c, 'TIMEOUT', 'Nothing received for too long.');
      return;
    }
    if (t - c.lastPingAt >= heartbeatMs) {
      // No pong since the last ping: the peer is gone (or stuck inside a frame).
      if (!c.alive) {
        socket.terminate();
        return;
      }
      c.alive = false;
      c.lastPingAt = t;
      socket.ping();
    }
  }
}
