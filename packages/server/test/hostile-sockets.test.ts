/**
 * Hostile WebSockets against the real server: a client that never reads, floods, opens too many
 * sockets, joins nothing, goes silent, ignores pings or leaves a frame half sent. Each is bounded
 * and answered with its code; the server keeps serving everyone else.
 */
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { serverStats } from '../src/app.js';
import type { ServerMessage } from '../src/messages.js';
import { startStoreServer } from './boundary-helpers.js';
import {
  Client,
  clientFrame,
  http,
  rawWebSocket,
  startedRoom,
  tempDir,
  type TestServer,
  textFrame,
  withServer,
} from './helpers.js';
import { killAll, rssOf, spawnServer } from './processes.js';

const dirs: string[] = [];
afterAll(async () => {
  await killAll();
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Open a socket; resolves with it, or with the HTTP status that refused the upgrade. */
function openSocket(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ socket: WebSocket } | { status: number; body: string }>((resolve) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    socket.once('error', () => undefined);
  });
}

/** The close code and reason of a socket, and every message it got before. */
function closed(socket: WebSocket) {
  const messages: ServerMessage[] = [];
  socket.on('message', (d: Buffer) => messages.push(JSON.parse(d.toString()) as ServerMessage));
  return new Promise<{ code: number; reason: string; messages: ServerMessage[] }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString(), messages })),
  );
}

describe('a client that never reads', () => {
  it('is cut off once its answers pile up; the server stays within a fixed memory', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    // Every frame is answered (no rate limit here), so only the send buffer bounds the answers.
    const server = await spawnServer([], {
      DATA_DIR: dir,
      SOCKET_MESSAGES_PER_SECOND: '100000000',
      ADDRESS_MESSAGES_PER_SECOND: '100000000',
      SEND_BUFFER_BYTES: String(256 * 1024),
    });
    const pid = server.child.pid as number;
    const before = await rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      rssOf(pid).then(
        (rss) => (peak = Math.max(peak, rss)),
        () => undefined,
      );
    }, 25);
    const socket = await rawWebSocket(server.ws);
    // 24 MB of 8-byte `{}` frames, as the probe sent; each answer is a ~100-byte error.
    const chunk = Buffer.concat(Array.from({ length: 8192 }, () => textFrame('{}')));
    let sent = 0;
    let cutOff = false;
    socket.on('error', () => (cutOff = true));
    socket.on('close', () => (cutOff = true));
    while (sent < 24 * 2 ** 20 && !cutOff) {
      const drained = socket.write(chunk);
      sent += chunk.length;
      if (!drained) await Promise.race([new Promise((r) => socket.once('drain', r)), sleep(200)]);
    }
    // Read now: the server has closed the connection (what it had buffered comes first).
    socket.resume();
    await new Promise<void>((resolve) => {
      if (socket.destroyed) return resolve();
      socket.once('close', () => resolve());
    });
    clearInterval(sampler);
    expect(sent).toBeLessThan(24 * 2 ** 20);
    // The probe saw +1 GB; bounded, the growth is the send buffer and the kernel's, not the flood.
    expect(peak - before).toBeLessThan(96 * 2 ** 20);
    expect((await http(server.base, 'GET', '/healthz')).body).toEqual({ ok: true });
  }, 60_000);
});

describe('limits on messages', () => {
  it('a socket that keeps sending past the limit gets one RATE_LIMITED notice, then is closed', async () => {
    await withServer({}, async (server) => {
      const opened = await openSocket(server.ws);
      if (!('socket' in opened)) throw new Error('refused');
      const done = closed(opened.socket);
      for (let i = 0; i < 400; i++) opened.socket.send('{}');
      const { code, reason, messages } = await done;
      expect(code).toBe(1008);
      expect(reason).toBe('RATE_LIMITED');
      const notices = messages.filter((m) => m.type === 'error' && m.code === 'RATE_LIMITED');
      expect(notices).toHaveLength(2); // the notice, and the reason it is closed
      // The burst was answered (the bucket refills a little while the frames arrive).
      const answered = messages.filter((m) => m.type === 'error' && m.code === 'BAD_MESSAGE');
      expect(answered.length).toBeGreaterThanOrEqual(server.config.socketMessagesPerSecond * 2);
      expect(answered.length).toBeLessThan(server.config.socketMessagesPerSecond * 2 + 5);
    });
  });

  it('the sockets of one address share a limit', async () => {
    await withServer(
      { SOCKET_MESSAGES_PER_SECOND: '10', ADDRESS_MESSAGES_PER_SECOND: '10' },
      async (server) => {
        const clients = await Promise.all([1, 2, 3, 4].map(() => Client.open(server.ws)));
        // Each socket stays within its own burst of 20; together they pass the address's 20.
        for (const c of clients) for (let i = 0; i < 10; i++) c.send({ type: 'ping' });
        await sleep(300);
        const pongs = clients.flatMap((c) => c.messages).filter((m) => m.type === 'pong');
        const limited = clients.filter((c) =>
          c.messages.some((m) => m.type === 'error' && m.code === 'RATE_LIMITED'),
        );
        expect(pongs.length).toBeGreaterThanOrEqual(20);
        expect(pongs.length).toBeLessThan(26);
        expect(limited.length).toBeGreaterThan(0);
        for (const c of clients) await c.close();
      },
    );
  });
});

describe('limits on sockets', () => {
  it('refuses sockets past SOCKETS_PER_ADDRESS with 429 TOO_MANY_SOCKETS, and counts closes', async () => {
    await withServer({ SOCKETS_PER_ADDRESS: '3' }, async (server) => {
      const open = await Promise.all([1, 2, 3].map(() => openSocket(server.ws)));
      expect(open.every((o) => 'socket' in o)).toBe(true);
      const refused = await openSocket(server.ws);
      expect(refused).toMatchObject({ status: 429 });
      if ('body' in refused)
        expect(JSON.parse(refused.body)).toMatchObject({ code: 'TOO_MANY_SOCKETS' });
      const first = open[0] as { socket: WebSocket };
      const gone = closed(first.socket);
      first.socket.close();
      await gone;
      await sleep(50);
      const again = await openSocket(server.ws);
      expect('socket' in again).toBe(true);
      for (const o of [...open, again]) if ('socket' in o) o.socket.close();
    });
  });

  it('refuses sockets past MAX_SOCKETS with 503 SERVER_BUSY', async () => {
    await withServer({ MAX_SOCKETS: '1' }, async (server) => {
      const first = await openSocket(server.ws);
      const second = await openSocket(server.ws);
      expect(second).toMatchObject({ status: 503 });
      if ('body' in second) expect(JSON.parse(second.body)).toMatchObject({ code: 'SERVER_BUSY' });
      if ('socket' in first) first.socket.close();
    });
  });

  it('closes a socket that joins no room in time, and one that says nothing for too long', async () => {
    await withServer({ JOIN_TIMEOUT_MS: '300', IDLE_TIMEOUT_MS: '600' }, async (server) => {
      const lurker = await openSocket(server.ws);
      if (!('socket' in lurker)) throw new Error('refused');
      const lurked = await closed(lurker.socket);
      expect(lurked.code).toBe(1008);
      expect(lurked.messages).toContainEqual(expect.objectContaining({ code: 'TIMEOUT' }));

      const { id } = await startedRoom(server.base, ['expert', 'expert'], 1, false);
      const quiet = await Client.join(server.ws, id);
      const talker = await Client.join(server.ws, id);
      const quietClosed = closed(quiet.socket);
      const keepAlive = setInterval(() => talker.send({ type: 'ping' }), 100);
      const silent = await quietClosed;
      clearInterval(keepAlive);
      expect(silent.code).toBe(1008);
      expect(silent.reason).toBe('TIMEOUT');
      // The one that kept talking is still there.
      expect(talker.socket.readyState).toBe(WebSocket.OPEN);
      await talker.close();
    });
  });

  it('cuts off a peer that does not answer heartbeat pings', async () => {
    await withServer({ HEARTBEAT_MS: '200' }, async (server) => {
      const { id } = await startedRoom(server.base, ['expert', 'expert'], 1, false);
      const deaf = new WebSocket(server.ws, { autoPong: false });
      await new Promise((r) => deaf.once('open', r));
      const done = closed(deaf);
      deaf.send(JSON.stringify({ type: 'join', room: id }));
      const { code } = await done;
      // Terminated without a close frame: the peer sees an abnormal closure.
      expect(code).toBe(1006);
      // A peer that answers pings stays.
      const alive = await Client.join(server.ws, id);
      await sleep(700);
      expect(alive.socket.readyState).toBe(WebSocket.OPEN);
      await alive.close();
    });
  });

  it('pings the sockets due a slice at a time, not all in one turn of the loop', async () => {
    // A round of a quarter of the heartbeat (250 ms) in 5 ticks of 50 ms, 4 of 20 sockets a tick.
    const config = { HEARTBEAT_MS: '1000', JOIN_TIMEOUT_MS: '60000', FRAME_TIMEOUT_MS: '60000' };
    await withServer(config, async (server) => {
      const sockets = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const socket = new WebSocket(server.ws);
          await new Promise((r) => socket.once('open', r));
          return socket;
        }),
      );
      const firstPings = await Promise.all(
        sockets.map((s) => new Promise<number>((r) => s.once('ping', () => r(Date.now())))),
      );
      // All were due together (opened together); one sweep pinged them within a few ms.
      expect(Math.max(...firstPings) - Math.min(...firstPings)).toBeGreaterThanOrEqual(100);
      for (const s of sockets) s.close();
    });
  });

  it('closes a socket that leaves a frame unfinished', async () => {
    await withServer({ FRAME_TIMEOUT_MS: '300' }, async (server) => {
      const socket = await rawWebSocket(server.ws);
      socket.resume();
      let received = '';
      socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
      const gone = new Promise<void>((r) => socket.once('close', () => r()));
      // A masked text frame announcing 100 bytes, of which 10 are sent.
      socket.write(Buffer.concat([Buffer.from([0x81, 0x80 | 100, 1, 2, 3, 4]), Buffer.alloc(10)]));
      const started = Date.now();
      await gone;
      expect(Date.now() - started).toBeLessThan(5000);
      expect(received).toContain('"code":"TIMEOUT"');
    });
  });

  it('closes a socket that leaves a fragmented message unfinished, whatever pings come between', async () => {
    const timeoutMs = 500;
    // No other timeout may close it first.
    const env = { FRAME_TIMEOUT_MS: String(timeoutMs), JOIN_TIMEOUT_MS: '60000' };
    await withServer(env, async (server) => {
      const socket = await rawWebSocket(server.ws);
      socket.resume();
      let received = '';
      const told = new Promise<number>((resolve) =>
        socket.on('data', (d: Buffer) => {
          received += d.toString('latin1');
          if (received.includes('"code":"TIMEOUT"')) resolve(Date.now());
        }),
      );
      // The first fragment of a text message, never continued; pings well within the timeout.
      socket.write(clientFrame(0x01, '{"type":"pi'));
      const started = Date.now();
      const pings = setInterval(() => socket.write(clientFrame(0x89, '')), timeoutMs / 5);
      const toldAt = await Promise.race([told, sleep(timeoutMs * 6).then(() => null)]);
      clearInterval(pings);
      socket.destroy();
      expect(toldAt, 'still open').not.toBeNull();
      // From the first fragment: one sweep (a quarter of the timeout) late at most, plus slack.
      expect((toldAt ?? Infinity) - started).toBeGreaterThanOrEqual(timeoutMs);
      expect((toldAt ?? Infinity) - started).toBeLessThan(timeoutMs * 3);
    });
  });
});

describe('a frame past the hard limit', () => {
  it('closes the socket (1009) with one warning and no stack in the log, and counts it', async () => {
    const server = await startStoreServer();
    try {
      const tooLarge = () => serverStats(server.app)?.socketErrors.TOO_LARGE ?? 0;
      const counted = tooLarge();
      const logged = server.logs.length;
      const big = await Client.open(server.ws);
      const closedWith = new Promise<number>((resolve) => big.socket.once('close', resolve));
      // Two of them: ws stops reading the socket at the first.
      const frame = 'x'.repeat(server.config.maxMessageBytes * 4 + 1);
      big.socket.send(frame);
      big.socket.send(frame);
      expect(await closedWith).toBe(1009);
      const text = server.logs.slice(logged);
      const lines = text.map((l) => JSON.parse(l) as { level: number; msg: string });
      expect(lines.filter((l) => l.level >= 50)).toEqual([]);
      expect(text.join('')).not.toMatch(/stack|at .*\.js:\d+/);
      expect(lines.filter((l) => l.level === 40)).toHaveLength(1);
      expect(tooLarge()).toBe(counted + 1);
      // The server goes on serving.
      expect((await http(server.base, 'GET', '/healthz')).body).toEqual({ ok: true });
    } finally {
      await server.close();
    }
  });
});

describe('client addresses', () => {
  it('X-Forwarded-For counts only with TRUST_PROXY', async () => {
    const twoAddresses = async (server: TestServer) => {
      const a = await openSocket(server.ws, { 'x-forwarded-for': '198.51.100.1' });
      const b = await openSocket(server.ws, { 'x-forwarded-for': '198.51.100.2' });
      for (const o of [a, b]) if ('socket' in o) o.socket.close();
      return [a, b].map((o) => ('socket' in o ? 'open' : o.status));
    };
    await withServer({ SOCKETS_PER_ADDRESS: '1' }, async (server) => {
      expect(await twoAddresses(server)).toEqual(['open', 429]);
    });
    await withServer({ SOCKETS_PER_ADDRESS: '1', TRUST_PROXY: '127.0.0.1' }, async (server) => {
      expect(await twoAddresses(server)).toEqual(['open', 'open']);
      expect(serverStats(server.app)?.sockets).toBeGreaterThanOrEqual(0);
    });
  });

  it('with PUBLIC_ORIGIN, only that origin may open a socket, whatever the Host header says', async () => {
    await withServer({ PUBLIC_ORIGIN: 'https://bombs.example.org' }, async (server) => {
      const host = new URL(server.base).host;
      // DNS rebinding: the attacker's page has its own origin, the Host header is the server's.
      const rebinding = await openSocket(server.ws, { origin: `http://${host}` });
      expect(rebinding).toMatchObject({ status: 403 });
      const players = await openSocket(server.ws, { origin: 'https://bombs.example.org' });
      expect('socket' in players).toBe(true);
      if ('socket' in players) players.socket.close();
    });
  });
});
