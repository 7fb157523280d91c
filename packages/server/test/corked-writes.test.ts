/**
 * Writes corked per tick (socket.ts `sendCorked`), on a real WebSocket over loopback: the messages
 * of one tick arrive whole and in order, and leave the server's TCP socket in one write.
 */
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { sendCorked } from '../src/socket.js';

let server: WebSocketServer | null = null;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = null;
});

/** A server whose sockets get `send(socket)` once open, a client joined to it, and the server's TCP socket. */
async function pair(send: (socket: WebSocket) => void) {
  const s = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server = s;
  await new Promise((resolve) => s.once('listening', resolve));
  const tcp = new Promise<Socket>((resolve) =>
    s.once('connection', (socket, req) => {
      resolve(req.socket);
      send(socket);
    }),
  );
  const client = new WebSocket(`ws://127.0.0.1:${(s.address() as AddressInfo).port}`);
  return { client, tcp };
}

/** Counts the writes that reach the TCP socket (a corked stream hands them over as one writev). */
function countWrites(tcp: Socket): () => number {
  let writes = 0;
  const stream = tcp as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
  for (const name of ['_write', '_writev'] as const) {
    const original = stream[name].bind(tcp);
    stream[name] = (...args: unknown[]) => {
      writes++;
      return original(...args);
    };
  }
  return () => writes;
}

/** Messages of varied sizes, up to past the socket's high-water mark; each says its number. */
const messages = Array.from({ length: 60 }, (_, i) =>
  JSON.stringify({ n: i, pad: 'x'.repeat((i * 2039) % 70_000) }),
);

function receive(client: WebSocket, count: number): Promise<string[]> {
  const got: string[] = [];
  return new Promise((resolve, reject) => {
    client.on('error', reject);
    client.on('message', (data: Buffer) => {
      got.push(data.toString());
      if (got.length === count) resolve(got);
    });
  });
}

describe('sendCorked', () => {
  it('sends the messages of one tick whole, in order, in one write', async () => {
    const { client, tcp } = await pair((socket) => {
      // The messages go on the next turn of the loop, once the writes are counted.
      setImmediate(() => messages.forEach((m) => sendCorked(socket, m)));
    });
    const writes = countWrites(await tcp);
    const got = await receive(client, messages.length);
    expect(got).toEqual(messages);
    expect(writes()).toBe(1);
    client.close();
  });

  it('uncorks every tick: messages of later ticks go out too', async () => {
    const { client, tcp } = await pair((socket) => {
      let i = 0;
      const next = () => {
        sendCorked(socket, messages[i++] as string);
        if (i < 5) setImmediate(next);
      };
      setImmediate(next);
    });
    const writes = countWrites(await tcp);
    const got = await receive(client, 5);
    expect(got).toEqual(messages.slice(0, 5));
    expect(writes()).toBe(5);
    client.close();
  });
});
