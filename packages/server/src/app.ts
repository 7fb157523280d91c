/** The HTTP and WebSocket surface of the server (Fastify + @fastify/websocket). */
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { GameRecord } from '@bomb-busters/engine';
import type { ServerConfig } from './config.js';
import { ServerError } from './errors.js';
import {
  ClaimSeatRequestSchema,
  CreateRoomRequestSchema,
  SetSeatRequestSchema,
  ChooseCharacterRequestSchema,
  StartRoomRequestSchema,
  AgainRequestSchema,
  UnlockRequestSchema,
  parseWith,
  type ExportResponse,
} from './messages.js';
import { NotesRequestSchema, type NotesResponse } from '@bomb-busters/protocol';
import { noteSpans } from './notes.js';
import {
  clientErrorHandler,
  httpErrorOf,
  requestTimeouts,
  SECURITY_HEADERS,
  setSecurityHeaders,
} from './http.js';
import { gameList, roomCampaign } from './room.js';
import { BotGameGate } from './bots/gate.js';
import { BotPool } from './bots/pool.js';
import { PeopleFirst } from './bots/yield.js';
import { AddressBuckets, creatorKey, limitKey } from './limits.js';
import { Sockets } from './socket.js';
import { Rooms } from './rooms.js';
import type { PostgresStore } from './store/postgres.js';
import type { FinishedGame, GameStore } from './store/types.js';

/** What a running app holds, for tests and benchmarks. */
export interface ServerStats {
  readonly loadedRooms: number;
  readonly sockets: number;
  readonly botGamesRunning: number;
  readonly botGamesWaiting: number;
  /** Protocol errors told to sockets since the start, by code (`Sockets.errors`). */
  readonly socketErrors: Readonly<Record<string, number>>;
}
const statsOf = new WeakMap<FastifyInstance, () => ServerStats>();
export const serverStats = (app: FastifyInstance): ServerStats | undefined => statsOf.get(app)?.();

export interface AppOptions {
  readonly store: GameStore;
  readonly config: ServerConfig;
  /** Fastify's logger option: false (default in tests), true, or pino options. */
  readonly logger?: boolean | object;
}

/** Request URLs without secrets (history tokens). */
export const redactUrl = (url: string): string =>
  url.replace(/\/api\/history\/[^/?]+/, '/api/history/[token]');

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bomb Busters</title></head>
<body><h1>Bomb Busters</h1>
<p>The game server is running, but the web client is not built:
run <code>npm run build -w @bomb-busters/client</code> (npm start does it).</p>
<p>Open public rooms: <a href="/api/rooms">/api/rooms</a> (JSON).</p>
</body></html>
`;

const CLIENT_ROUTES = /^\/(room|replay|history|help|rules|learn)(\/|$|\?)/;
const isClientRoute = (url: string): boolean => CLIENT_ROUTES.test(url);
/**
 * A path a person may have typed or followed for a page (no API, socket, asset or other file):
 * it gets the app, which shows its own "not found" page, with a 404 status.
 */
const NOT_PAGES = /^\/(api|ws|assets)(\/|$|\?)/;
const isPagePath = (url: string): boolean => {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return !NOT_PAGES.test(path) && !/\.[^/]*$/.test(path);
};

/** A request body checked against a protocol schema, or a BAD_MESSAGE error. */
function body<S extends Parameters<typeof parseWith>[0]>(schema: S, value: unknown) {
  const parsed = parseWith(schema, value ?? {});
  if (!parsed.ok) throw new ServerError('BAD_MESSAGE', parsed.message);
  return parsed.message;
}

function seatParam(raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new ServerError('NO_SUCH_SEAT', 'No such seat.');
  return n;
}

/**
 * A browser's WebSocket may come from the players' own origin: PUBLIC_ORIGIN when set (a Host
 * header proves nothing against DNS rebinding), else the request's Host; or from ALLOWED_ORIGINS.
 */
function originAllowed(req: FastifyRequest, config: ServerConfig): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true; // not a browser
  const allowed = config.allowedOrigins;
  if (allowed.includes(origin) || allowed.includes('*')) return true;
  if (config.publicOrigins.length > 0) return config.publicOrigins.includes(origin);
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Per address: every API request, and room creations and seat claims on their own. */
function httpLimits(config: ServerConfig) {
  const perMinute = (n: number) => new AddressBuckets(n / 60, n * 2);
  return {
    api: new AddressBuckets(config.apiRequestsPerSecond, config.apiRequestsPerSecond * 2),
    rooms: perMinute(config.roomsPerMinute),
    claims: perMinute(config.claimsPerMinute),
  };
}

/** The RATE_LIMITED error if `req`'s address has no token left in `bucket`. */
function refusal(
  bucket: AddressBuckets,
  req: FastifyRequest,
  what: string,
): ServerError | undefined {
  const wait = bucket.take(limitKey(req.ip));
  return wait > 0
    ? new ServerError('RATE_LIMITED', `Too many ${what}; retry later.`, wait)
    : undefined;
}

function limited(bucket: AddressBuckets, req: FastifyRequest, what: string): void {
  const refused = refusal(bucket, req, what);
  if (refused) throw refused;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { store, config } = options;
  const app = Fastify({
    logger:
      options.logger === true
        ? {
            level: config.logLevel,
            serializers: {
              req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url) }),
            },
          }
        : (options.logger ?? false),
    bodyLimit: 64 * 1024,
    // The client's address from X-Forwarded-For only behind a trusted proxy (docs/deploy.md).
    trustProxy: typeof config.trustProxy === 'object' ? [...config.trustProxy] : config.trustProxy,
    // A request not received whole in time gets a 408.
    ...requestTimeouts(config.httpTimeoutMs),
    // Errors of Node's parser, and of Fastify's router (bad URL, overlong parameter): no hooks run.
    clientErrorHandler,
    frameworkErrors: (error, _req, reply) => {
      const { status, code, message } = httpErrorOf(error);
      void (reply as FastifyReply).code(status).headers(SECURITY_HEADERS).send({ code, message });
    },
  });
  // Security headers (docs/deploy.md) on every response: keep it the first onRequest hook.
  app.addHook('onRequest', (_req, reply, done) => {
    setSecurityHeaders(reply.raw);
    done();
  });
  const log = app.log;
  // Several nodes on one PostgreSQL: other nodes' writes arrive by NOTIFY (docs/deploy.md).
  const shared = 'listen' in store ? (store as PostgresStore) : null;
  const bots = new BotPool({ threads: config.botThreads, maxQueued: 10_000 });
  const botGames = new BotGameGate({
    total: config.botGames,
    perAddress: config.botGamesPerAddress,
  });
  const peopleFirst = new PeopleFirst();
  const rooms = new Rooms({
    store,
    config,
    log,
    bots,
    botGames,
    peopleFirst,
    shared: shared !== null,
  });
  const sockets = new Sockets(rooms, config, log, peopleFirst);
  statsOf.set(app, () => ({
    loadedRooms: rooms.loaded,
    sockets: sockets.count,
    botGamesRunning: botGames.running,
    botGamesWaiting: botGames.waiting,
    socketErrors: sockets.errors,
  }));
  const limits = httpLimits(config);
  /** The key of the hash that stores a room creator's address (the same on every node). */
  let addressSecret = '';
  let unlisten: (() => Promise<void>) | null = null;
  let ready = false;

  app.setErrorHandler((error: unknown, _req, reply: FastifyReply) => {
    reply.headers(SECURITY_HEADERS); // also when a hook before the headers' threw
    if (error instanceof ServerError) {
      if (error.retryAfterMs !== undefined)
        reply.header('retry-after', Math.ceil(error.retryAfterMs / 1000));
      return reply.code(error.status).send(error.body());
    }
    // Fastify's and plugins' errors: a fixed text, never theirs (it may quote the request).
    const { status, code, message } = httpErrorOf(error);
    if (status >= 500) log.error({ err: String(error) }, 'internal error');
    return reply.code(status).send({ code, message });
  });

  await app.register(websocket, {
    options: { maxPayload: config.maxMessageBytes * 4 },
    errorHandler: (error, socket, req) => sockets.socketError(error, socket, req.log),
  });

  app.addHook('onReady', async () => {
    // Listen before reloading, so that no write after the reload goes unnoticed.
    unlisten =
      shared &&
      (await shared.listen(
        (payload) => {
          rooms
            .notified(payload)
            .catch((e: unknown) => log.error({ room: payload, err: String(e) }, 'sync failed'));
        },
        () => {
          log.info({}, 'listener reconnected: catching up');
          rooms.resync().catch((e: unknown) => log.error({ err: String(e) }, 'resync failed'));
        },
      ));
    addressSecret = await store.addressSecret();
    const n = await rooms.loadPlaying();
    log.info({ rooms: n }, 'games reloaded');
    ready = true;
  });
  app.addHook('preClose', async () => {
    ready = false;
    if (unlisten) await unlisten();
    sockets.close();
    await rooms.close();
    await bots.close();
  });
  app.addHook('onClose', async () => {
    await store.close();
  });

  // ------------------------------------------------------------------ HTTP

  /** A finished game's record: its setup and its log. */
  async function recordOf(
    roomId: string,
    game: Pick<FinishedGame, 'game' | 'setup'>,
  ): Promise<GameRecord> {
    const entries = await store.entries(roomId, 0, game.game);
    return {
      format: 1,
      ...game.setup,
      actions: entries.map((e) => e.action as GameRecord['actions'][number]),
    };
  }

  const { clientDir } = config;
  if (clientDir) {
    // Hashed assets are immutable; index.html must be revalidated so a new build is picked up.
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // '/' is a route of its own below: with preCompressed, the plugin's index misses it.
      index: false,
      // The client build writes .br and .gz next to each file (packages/client/scripts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/', (_req, reply) => reply.type('text/html; charset=utf-8').sendFile('index.html'));
  } else {
    app.get('/', (_req, reply) => reply.type('text/html; charset=utf-8').send(PLACEHOLDER));
  }
  app.get('/healthz', () => ({ ok: true }));
  app.get('/readyz', (_req, reply) =>
    ready ? { ready: true } : reply.code(503).send({ ready: false }),
  );

  // The client's own routes (/room/..., /replay/..., /rules) are pages of the single-page app; any
  // other page path gets the app too, with a 404, and the app shows its "not found" page. JSON
  // 404s stay for the API, the socket path, assets and other files.
  app.setNotFoundHandler((req, reply) => {
    if (clientDir && req.method === 'GET' && isClientRoute(req.url))
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    if (clientDir && req.method === 'GET' && isPagePath(req.url))
      return reply.code(404).type('text/html; charset=utf-8').sendFile('index.html');
    return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  app.addHook('onRequest', (req, _reply, done) => {
    done(req.url.startsWith('/api/') ? refusal(limits.api, req, 'requests') : undefined);
  });
  app.post('/api/rooms', async (req, reply) => {
    limited(limits.rooms, req, 'tables created');
    const request = body(CreateRoomRequestSchema, req.body);
    const created = await rooms.create(request, creatorKey(addressSecret, req.ip));
    return reply.code(201).send(created);
  });
  app.get('/api/rooms', async () => ({ rooms: await rooms.lobby() }));
  app.get<{ Params: { id: string } }>('/api/rooms/:id', (req) => rooms.summary(req.params.id));
  app.post<{ Params: { id: string; seat: string } }>(
    '/api/rooms/:id/seats/:seat/claim',
    async (req) => {
      limited(limits.claims, req, 'seat claims');
      const seat = seatParam(req.params.seat);
      const parsed = body(ClaimSeatRequestSchema, { seat, ...(req.body ?? {}) });
      if (parsed.seat !== seat)
        throw new ServerError('BAD_MESSAGE', 'The seat differs from the URL.');
      return rooms.claim(req.params.id, seat, parsed.name);
    },
  );
  app.post<{ Params: { id: string; seat: string } }>('/api/rooms/:id/seats/:seat', async (req) => {
    const seat = seatParam(req.params.seat);
    const parsed = body(SetSeatRequestSchema, { seat, ...(req.body ?? {}) });
    if (parsed.seat !== seat)
      throw new ServerError('BAD_MESSAGE', 'The seat differs from the URL.');
    const spec = parsed.level ? { kind: parsed.kind, level: parsed.level } : { kind: parsed.kind };
    return rooms.swap(req.params.id, seat, parsed.hostToken, spec);
  });
  app.post<{ Params: { id: string; seat: string } }>(
    '/api/rooms/:id/seats/:seat/character',
    async (req) => {
      const seat = seatParam(req.params.seat);
      const parsed = body(ChooseCharacterRequestSchema, { seat, ...(req.body ?? {}) });
      if (parsed.seat !== seat)
        throw new ServerError('BAD_MESSAGE', 'The seat differs from the URL.');
      return rooms.chooseCharacter(req.params.id, seat, parsed.token, parsed.character);
    },
  );
  app.post<{ Params: { id: string } }>('/api/rooms/:id/start', async (req) =>
    rooms.start(req.params.id, body(StartRoomRequestSchema, req.body).hostToken),
  );
  app.post<{ Params: { id: string } }>('/api/rooms/:id/again', async (req) => {
    const parsed = body(AgainRequestSchema, req.body);
    return rooms.again(req.params.id, parsed.hostToken, parsed.mission);
  });
  app.post<{ Params: { id: string } }>('/api/rooms/:id/unlock', async (req) =>
    rooms.unlock(req.params.id, body(UnlockRequestSchema, req.body).hostToken),
  );
  app.get<{ Params: { id: string } }>('/api/rooms/:id/games', async (req) => ({
    games: gameList((await rooms.info(req.params.id)).info),
  }));
  app.get<{ Params: { id: string }; Querystring: { game?: string } }>(
    '/api/rooms/:id/record',
    async (req) => {
      const room = await rooms.info(req.params.id);
      const finished = room.info.games ?? [];
      const raw = req.query.game;
      const n = raw === undefined ? null : Number(raw);
      if (n !== null && (!Number.isInteger(n) || n < 1))
        throw new ServerError('BAD_MESSAGE', 'game must be a game number (1, 2, ...).');
      // A room finished before games were numbered has no list: its one game is game 1.
      const legacy =
        room.info.status === 'finished' && finished.length === 0
          ? { game: room.game, setup: room.info.setup }
          : null;
      const chosen =
        n === null
          ? (finished.at(-1) ?? legacy)
          : (finished.find((g) => g.game === n) ?? (legacy?.game === n ? legacy : null));
      if (!chosen) {
        if (n !== null && n > room.game) throw new ServerError('NOT_FOUND', 'No such game.');
        throw new ServerError('NOT_FINISHED', 'Records of games in progress are not published.');
      }
      return recordOf(room.info.id, chosen);
    },
  );
  // The campaign with every finished game and its record, in one file.
  app.get<{ Params: { id: string } }>('/api/rooms/:id/export', async (req) => {
    const { info } = await rooms.info(req.params.id);
    const finished = info.games ?? [];
    const games = await Promise.all(
      gameList(info).flatMap((item) => {
        const game = finished.find((g) => g.game === item.game);
        return game ? [recordOf(info.id, game).then((record) => ({ ...item, record }))] : [];
      }),
    );
    const bundle: ExportResponse = {
      format: 1,
      room: info.id,
      campaign: roomCampaign(info),
      games,
    };
    return bundle;
  });
  // A seat's own notes of one game, every version, for its replay: only with the seat's token.
  app.post<{ Params: { id: string; game: string } }>(
    '/api/rooms/:id/games/:game/notes',
    async (req): Promise<NotesResponse> => {
      const { token } = body(NotesRequestSchema, req.body);
      const room = await rooms.info(req.params.id);
      const game = Number(req.params.game);
      if (!Number.isInteger(game) || game < 1 || game > room.game)
        throw new ServerError('NOT_FOUND', 'No such game.');
      const seat = Rooms.seatForToken(room.info, token);
      if (seat === null) throw new ServerError('BAD_TOKEN', 'The token holds no seat here.');
      return { seat, notes: noteSpans(await store.notes(room.info.id, game, seat)) };
    },
  );
  app.get<{ Params: { token: string } }>('/api/history/:token', async (req) => ({
    rooms: await rooms.history(req.params.token),
  }));

  // ------------------------------------------------------------------ WebSocket

  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: (req, _reply, done) => {
        if (!originAllowed(req, config))
          return done(new ServerError('BAD_ORIGIN', 'Origin not allowed.'));
        done(sockets.admit(req));
      },
    },
    (socket: WebSocket, req) => sockets.serve(socket, req),
  );

  return app;
}
