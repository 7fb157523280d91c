/**
 * Fuzzing the message boundary over real sockets: thousands of random and malformed frames to a
 * running room. Each one gets exactly one coded answer (error or rejected; a pong for a valid
 * ping), the game never moves, and the server stays up: a final valid action still applies (once,
 * even when retried with the same intent id) and /healthz answers.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Action } from '@bomb-busters/engine';
import { isProtocolErrorCode } from '@bomb-busters/protocol';
import type { ServerMessage } from '../src/messages.js';
import { Client, http } from './helpers.js';
import {
  insertRoom,
  NO_RATE_LIMIT,
  startStoreServer,
  storeServerForFile,
} from './boundary-helpers.js';

// A high rate limit so that thousands of frames reach the parser; the limit itself is checked
// by the last test on a server with the default configuration. The stranger who never joins
// answers frames after the seats' 2,000, which take more than the default 10 s to join on a
// loaded machine.
const server = storeServerForFile({ ...NO_RATE_LIMIT, JOIN_TIMEOUT_MS: '600000' });

const ANSWERS = new Set(['error', 'rejected', 'pong']);

/** A room where seat 0 has placed its setup info and seat 1 must now choose: seat 0 cannot act. */
async function fuzzRoom() {
  const { id, tokens } = await insertRoom(server.store, {
    mission: 1,
    players: 3,
    captain: 0,
    seed: 'fuzz',
  });
  const seat0 = await Client.join(server.ws, id, tokens[0]);
  const seat1 = await Client.join(server.ws, id, tokens[1]);
  const spectator = await Client.join(server.ws, id);
  const stranger = await Client.open(server.ws); // never joined
  const first = seat0.legal.find((a) => a.type === 'info') as Action;
  expect(await seat0.act(first, 0, 'setup-0')).toMatchObject({ type: 'ack', version: 1 });
  await spectator.until((v) => v.version === 1);
  await seat1.until((v) => v.version === 1);
  // Seats' comings and goings reach the table at most every 250 ms: let the last one arrive.
  await new Promise((r) => setTimeout(r, 300));
  return { id, tokens, seat0, seat1, spectator, stranger };
}

const anyAction = fc.oneof(
  fc.record({
    type: fc.constantFrom('info', 'choose'),
    seat: fc.integer({ min: -2, max: 6 }),
    wire: fc.record({
      seat: fc.integer({ min: -1, max: 6 }),
      stand: fc.integer({ min: -1, max: 2 }),
      index: fc.integer({ min: -1, max: 14 }),
    }),
  }),
  fc.record({
    type: fc.constant('dualCut'),
    seat: fc.integer({ min: 0, max: 4 }),
    target: fc.record({ seat: fc.nat(4), stand: fc.nat(1), index: fc.nat(12) }),
    value: fc.oneof(fc.integer({ min: -3, max: 15 }), fc.double(), fc.string()),
  }),
  fc.record({
    type: fc.constantFrom('equipment', 'soloCut', 'revealRed', 'stuck', 'checkCell', 'coffee'),
    seat: fc.integer({ min: 0, max: 4 }),
    card: fc.integer({ min: -1, max: 13 }),
    value: fc.anything(),
    cell: fc.anything(),
    next: fc.anything(),
  }),
  fc.dictionary(fc.string(), fc.jsonValue()),
  fc.jsonValue(),
);

/** What a client may throw at the server (as a string, or a binary frame). */
const frame = (room: string): fc.Arbitrary<string | Buffer> =>
  fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc
      .record(
        {
          type: fc.constantFrom('action', 'join', 'ping', 'joined', 'ACTION', ''),
          id: fc.oneof(fc.string({ maxLength: 80 }), fc.integer(), fc.constant(null)),
          version: fc.oneof(fc.integer({ min: -5, max: 1e9 }), fc.double(), fc.string()),
          room: fc.oneof(fc.string({ maxLength: 30 }), fc.constant(room.slice(1)), fc.integer()),
          token: fc.oneof(
            fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 40 }),
            fc.integer(),
          ),
          action: anyAction,
        },
        { requiredKeys: ['type'] },
      )
      .map((m) => JSON.stringify(m)),
    // Well-formed actions for seat 0 (never legal now) or for other seats, any version.
    fc
      .record({
        id: fc.string({ minLength: 1, maxLength: 20 }),
        version: fc.nat(1000),
        action: anyAction,
      })
      .map((m) => JSON.stringify({ type: 'action', ...m })),
    fc.nat(40 * 1024).map((n) => JSON.stringify({ type: 'ping', pad: 'x'.repeat(n) })),
  );

/** Send one frame and wait for its single answer. */
async function exchange(c: Client, f: string | Buffer): Promise<ServerMessage> {
  const start = c.messages.length;
  if (typeof f === 'string') c.socket.send(f);
  else c.socket.send(f, { binary: true });
  return c.next((m) => c.messages.indexOf(m) >= start);
}

function isCoded(m: ServerMessage): boolean {
  if (m.type === 'pong') return true;
  if (m.type === 'error') return isProtocolErrorCode(m.code);
  return m.type === 'rejected' && typeof m.code === 'string' && m.code.length > 0;
}

describe('fuzzing the message boundary', () => {
  it('random and malformed frames get coded answers and never move the game', async () => {
    const room = await fuzzRoom();
    const { seat0, seat1, spectator, stranger } = room;
    const before = spectator.view;
    const seen = new Set<string>();
    let pings = 0;
    for (const [c, runs, seed] of [
      [seat0, 1500, 1],
      [stranger, 700, 2],
      [spectator, 500, 3],
    ] as const) {
      const received = c.messages.length;
      await fc.assert(
        fc.asyncProperty(frame(room.id), async (f) => {
          const answer = await exchange(c, f);
          expect(ANSWERS.has(answer.type)).toBe(true);
          expect(isCoded(answer)).toBe(true);
          if (answer.type === 'pong') pings++;
          else seen.add((answer as { code: string }).code);
        }),
        { numRuns: runs, seed },
      );
      // Exactly one answer per frame, nothing else.
      expect(c.messages.length - received).toBe(runs);
    }
    // Many kinds of refusal were exercised.
    for (const code of ['BAD_MESSAGE', 'TOO_LARGE', 'NOT_YOUR_SEAT', 'NOT_JOINED'])
      expect(seen).toContain(code);
    expect(seen.size).toBeGreaterThan(5);
    expect(pings).toBeGreaterThan(0);

    // Nothing moved: no update was sent to anyone, the store's log holds the one setup action.
    for (const c of [seat0, seat1, spectator])
      expect(c.messages.filter((m) => m.type === 'update' && m.version > 1)).toEqual([]);
    expect((await server.store.entries(room.id)).map((e) => e.seq)).toEqual([1]);
    const fresh = await Client.join(server.ws, room.id);
    expect(fresh.view).toEqual(before);

    // A frame above the socket's hard limit closes that socket only.
    const big = await Client.open(server.ws);
    const closed = new Promise<number>((resolve) => big.socket.once('close', resolve));
    big.socket.send('x'.repeat(server.config.maxMessageBytes * 4 + 1));
    expect(await closed).toBe(1009);

    // The server is up: a valid action applies once, even sent twice with the same intent id.
    const action = seat1.legal.find((a) => a.type === 'info') as Action;
    const [r1, r2] = await Promise.all([
      seat1.act(action, 1, 'final-intent'),
      seat1.act(action, 1, 'final-intent'),
    ]);
    expect(r1).toMatchObject({ type: 'ack', version: 2 });
    expect(r2).toMatchObject({ type: 'ack', version: 2 });
    const r3 = await seat1.act(action, 1, 'final-intent');
    expect(r3).toMatchObject({ type: 'ack', version: 2 });
    await fresh.until((v) => v.version === 2);
    expect((await server.store.entries(room.id)).map((e) => e.seq)).toEqual([1, 2]);
    expect(seat0.invalid).toEqual([]);
    expect(spectator.invalid).toEqual([]);
    expect((await http(server.base, 'GET', '/healthz')).body).toEqual({ ok: true });
    for (const c of [seat0, seat1, spectator, stranger, fresh]) await c.close();
  }, 60_000);

  it('past the rate limit a socket gets one RATE_LIMITED notice and the game does not move', async () => {
    const limited = await startStoreServer();
    try {
      const { id, tokens } = await insertRoom(limited.store, {
        mission: 1,
        players: 2,
        captain: 0,
        seed: 'rate',
      });
      const c = await Client.join(limited.ws, id, tokens[1]);
      const action = { type: 'stuck', seat: 1 };
      // Bursts of twice the rate pass (one of them was the join); the rest is dropped.
      const burst = limited.config.socketMessagesPerSecond * 2;
      const n = burst + 20;
      for (let i = 0; i < n; i++) c.send({ type: 'action', id: `r${i}`, version: 0, action });
      const notice = await c.next((m) => m.type === 'error' && m.code === 'RATE_LIMITED');
      expect(notice.type === 'error' && notice.retryAfterMs).toBeGreaterThan(0);
      // Once the bucket refills, the socket is served again. The room answers a socket's actions
      // in order, so once the last one's rejection is here, so are those of the burst that passed.
      await new Promise((r) => setTimeout(r, 300));
      c.send({ type: 'ping' });
      await c.next((m) => m.type === 'pong');
      c.send({ type: 'action', id: 'last', version: 0, action });
      await c.next((m) => m.type === 'rejected' && m.id === 'last');
      const notices = c.messages.filter((m) => m.type === 'error' && m.code === 'RATE_LIMITED');
      expect(notices).toHaveLength(1);
      const rejected = c.messages.filter((m) => m.type === 'rejected' && m.id !== 'last');
      expect(rejected.length).toBeGreaterThanOrEqual(burst - 2);
      expect(rejected.length).toBeLessThanOrEqual(burst);
      expect(await limited.store.entries(id)).toEqual([]);
      expect((await http(limited.base, 'GET', '/healthz')).body).toEqual({ ok: true });
      await c.close();
    } finally {
      await limited.close();
    }
  });
});
