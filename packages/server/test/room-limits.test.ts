/**
 * Limits on rooms against the real server: creations, claims and API requests per address, rooms
 * waiting to start per address, expiry of rooms that never start, spectators per room, rooms
 * leaving memory when idle, games of bots only taking turns, and a host's chosen seed said aloud.
 */
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '@bomb-busters/engine';
import { serverStats } from '../src/app.js';
import type { RoomSummary } from '../src/messages.js';
import { Client, http, over, startedRoom, withServer } from './helpers.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(pred: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!pred()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(20);
  }
}

const allBots = (players = 2) => ({
  mission: 1,
  players,
  seats: Array.from({ length: players }, () => ({ kind: 'bot', level: 'expert' })),
  public: false,
});

/** Create a room with a raw request; the status, body and Retry-After header. */
async function create(
  base: string,
  request: object = allBots(),
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}/api/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(request),
  });
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
}

describe('rate limits per address', () => {
  it('room creations: 429 RATE_LIMITED with when to retry', async () => {
    await withServer({ ROOMS_PER_MINUTE: '1' }, async (server) => {
      expect((await create(server.base)).status).toBe(201);
      expect((await create(server.base)).status).toBe(201);
      const refused = await create(server.base);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
      expect(refused.body.retryAfterMs).toBeGreaterThan(50_000);
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(50);
    });
  });

  it('seat claims and API requests', async () => {
    await withServer({ CLAIMS_PER_MINUTE: '1', API_REQUESTS_PER_SECOND: '5' }, async (server) => {
      const request = { ...allBots(3), seats: [1, 2, 3].map(() => ({ kind: 'person' })) };
      const { body } = await create(server.base, request);
      const claim = (seat: number) =>
        http(server.base, 'POST', `/api/rooms/${String(body.room)}/seats/${seat}/claim`, {});
      expect((await claim(0)).status).toBe(200);
      expect((await claim(1)).status).toBe(200);
      const refused = await claim(2);
      expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
      // 5 per second, bursts of 10: 4 requests went already, so of 20 sent at once some are
      // refused (one after another, on a busy machine, the bucket refilled between them).
      const statuses = await Promise.all(
        Array.from(
          { length: 20 },
          async () => (await http(server.base, 'GET', '/api/rooms')).status,
        ),
      );
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
      // Health checks and pages are not API requests.
      expect((await http(server.base, 'GET', '/healthz')).status).toBe(200);
    });
  });
});

describe('rooms waiting to start', () => {
  it('one address holds at most OPEN_ROOMS_PER_ADDRESS; starting one frees a place', async () => {
    await withServer({ OPEN_ROOMS_PER_ADDRESS: '2', ROOMS_PER_MINUTE: '100' }, async (server) => {
      const first = await create(server.base, { ...allBots(), public: true });
      await create(server.base, { ...allBots(), public: true });
      const refused = await create(server.base, { ...allBots(), public: true });
      expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ROOMS' } });
      const lobby = await http<{ rooms: unknown[] }>(server.base, 'GET', '/api/rooms');
      expect(lobby.body.rooms).toHaveLength(2);
      const start = await http(server.base, 'POST', `/api/rooms/${String(first.body.room)}/start`, {
        hostToken: first.body.hostToken,
      });
      expect(start.status).toBe(200);
      expect((await create(server.base)).status).toBe(201);
    });
  });

  it('a room that never starts expires: no claim, no start, no join, not listed', async () => {
    await withServer({ OPEN_ROOM_TTL_MS: '1000' }, async (server) => {
      const { id, hostToken } = await startedRoom(server.base, ['expert', 'expert'], 1, false);
      await http(server.base, 'POST', `/api/rooms/${id}/seats/1`, { hostToken, kind: 'person' });
      const spectator = await Client.join(server.ws, id);
      await sleep(1100);
      const claim = await http(server.base, 'POST', `/api/rooms/${id}/seats/1/claim`, {});
      expect(claim).toMatchObject({ status: 410, body: { code: 'ROOM_EXPIRED' } });
      const start = await http(server.base, 'POST', `/api/rooms/${id}/start`, { hostToken });
      expect(start).toMatchObject({ status: 410, body: { code: 'ROOM_EXPIRED' } });
      const late = await Client.open(server.ws);
      late.send({ type: 'join', room: id });
      expect(await late.next((m) => m.type === 'error')).toMatchObject({ code: 'ROOM_EXPIRED' });
      const lobby = await http<{ rooms: { room: string }[] }>(server.base, 'GET', '/api/rooms');
      expect(lobby.body.rooms.map((r) => r.room)).not.toContain(id);
      await Promise.all([spectator.close(), late.close()]);
    });
  });
});

describe('spectators', () => {
  it('at most SPECTATORS_PER_ROOM; their comings and goings are not broadcast', async () => {
    await withServer({ SPECTATORS_PER_ROOM: '3' }, async (server) => {
      const { id, tokens } = await startedRoom(server.base, ['person', 'person'], 1);
      const seat0 = await Client.join(server.ws, id, tokens.get(0));
      await sleep(300);
      const before = seat0.messages.filter((m) => m.type === 'room').length;
      const watchers = await Promise.all([1, 2, 3].map(() => Client.join(server.ws, id)));
      const fourth = await Client.open(server.ws);
      fourth.send({ type: 'join', room: id });
      expect(await fourth.next((m) => m.type === 'error')).toMatchObject({ code: 'ROOM_FULL' });
      for (const w of watchers) await w.close();
      await sleep(300);
      expect(seat0.messages.filter((m) => m.type === 'room').length).toBe(before);

      // A seat's socket coming and going ten times reaches the table a few times, not twenty.
      for (let i = 0; i < 10; i++) await (await Client.join(server.ws, id, tokens.get(1))).close();
      await sleep(400);
      const presence = seat0.messages.filter((m) => m.type === 'room').length - before;
      expect(presence).toBeGreaterThan(0);
      expect(presence).toBeLessThanOrEqual(4);
      const last = seat0.messages.filter((m) => m.type === 'room').at(-1);
      expect(last?.type === 'room' && last.roomInfo.seats[1]?.connected).toBe(false);
      await Promise.all([seat0.close(), fourth.close()]);
    });
  });
});

describe('presence', () => {
  it('a seat that joins gets the room in its `joined` only; the seats already there are told', async () => {
    await withServer({}, async (server) => {
      const { id, tokens } = await startedRoom(server.base, ['person', 'person'], 1);
      const seat0 = await Client.join(server.ws, id, tokens.get(0));
      // Past the presence window: seat 1's coming is told at once.
      await sleep(400);
      const seat1 = await Client.join(server.ws, id, tokens.get(1));
      const told = await seat0.next((m) => m.type === 'room');
      expect(told.type === 'room' && told.roomInfo.seats[1]?.connected).toBe(true);
      const joined = seat1.messages.find((m) => m.type === 'joined');
      expect(joined?.type === 'joined' && joined.roomInfo.seats[1]?.connected).toBe(true);
      await sleep(400);
      for (const c of [seat0, seat1])
        expect(c.messages.filter((m) => m.type === 'room').length).toBe(c === seat0 ? 1 : 0);
      await Promise.all([seat0.close(), seat1.close()]);
    });
  });
});

describe('rooms in memory', () => {
  it('a finished room nobody watches leaves memory and comes back when asked for', async () => {
    await withServer({ ROOM_IDLE_MS: '200' }, async (server) => {
      const { id, hostToken } = await startedRoom(server.base, ['expert', 'expert'], 1, false);
      const watcher = await Client.join(server.ws, id);
      await http(server.base, 'POST', `/api/rooms/${id}/start`, { hostToken });
      const end = await watcher.until(over);
      await watcher.close();
      await until(() => serverStats(server.app)?.loadedRooms === 0);
      const summary = await http<RoomSummary>(server.base, 'GET', `/api/rooms/${id}`);
      expect(summary.body).toMatchObject({ status: 'finished', version: end.version });
      expect(serverStats(server.app)?.loadedRooms).toBe(1);
      const back = await Client.join(server.ws, id);
      expect(back.view).toEqual(end);
      await back.close();
    });
  });
});

describe('games of bots only', () => {
  it('take turns for BOT_GAMES slots while a table with a person is never held up', async () => {
    await withServer(
      { BOT_GAMES: '1', BOT_DELAY_MS: '30', BOT_ONLY_DELAY_MS: '0' },
      async (server) => {
        const a = await startedRoom(server.base, ['expert', 'expert', 'expert'], 2, false);
        const b = await startedRoom(server.base, ['expert', 'expert'], 1, false);
        const watchA = await Client.join(server.ws, a.id);
        const watchB = await Client.join(server.ws, b.id);
        for (const room of [a, b])
          await http(server.base, 'POST', `/api/rooms/${room.id}/start`, {
            hostToken: room.hostToken,
          });
        await watchA.until((v) => v.version >= 3);
        expect(serverStats(server.app)).toMatchObject({ botGamesRunning: 1, botGamesWaiting: 1 });
        expect(watchB.view?.version).toBe(0);

        // A person with a bot: the bot answers at once, slot or not.
        const c = await startedRoom(server.base, ['person', 'expert'], 1);
        const person = await Client.join(server.ws, c.id, c.tokens.get(0));
        person.play();
        await person.until((v) => v.version >= 6);

        await watchA.until(over, 60_000);
        await watchB.until((v) => v.version > 0);
        await Promise.all([watchA.close(), watchB.close(), person.close()]);
      },
    );
  }, 90_000);

  it('wait BOT_ONLY_DELAY_MS at least before each move, while a bot at a person’s table answers at BOT_DELAY_MS', async () => {
    await withServer({ BOT_DELAY_MS: '0', BOT_ONLY_DELAY_MS: '60000' }, async (server) => {
      const bots = await startedRoom(server.base, ['expert', 'expert'], 1, false);
      const watch = await Client.join(server.ws, bots.id);
      await http(server.base, 'POST', `/api/rooms/${bots.id}/start`, { hostToken: bots.hostToken });
      const c = await startedRoom(server.base, ['person', 'expert'], 1);
      const person = await Client.join(server.ws, c.id, c.tokens.get(0));
      person.play();
      await person.until((v) => v.version >= 6);
      // Meanwhile the game of bots only waits out its first move's delay.
      expect(watch.view?.version).toBe(0);
      await Promise.all([watch.close(), person.close()]);
    });
  });
});

describe('a person coming back', () => {
  it('frees the bot slot of the game bots played for them', async () => {
    await withServer(
      { BOT_GAMES: '1', BOT_DELAY_MS: '50', BOT_ONLY_DELAY_MS: '0', TAKEOVER_MS: '100' },
      async (server) => {
        const a = await startedRoom(server.base, ['person', 'expert'], 1);
        const watchA = await Client.join(server.ws, a.id);
        // The person leaves at once: after TAKEOVER_MS a bot plays for them, and A holds the slot.
        await (await Client.join(server.ws, a.id, a.tokens.get(0))).close();
        await watchA.until((v) => v.version >= 2);
        const b = await startedRoom(server.base, ['expert', 'expert'], 1, false);
        const watchB = await Client.join(server.ws, b.id);
        await http(server.base, 'POST', `/api/rooms/${b.id}/start`, { hostToken: b.hostToken });
        await sleep(300);
        expect(watchB.view?.version).toBe(0);
        // Back: A has a person again, so it needs no slot, and B may play.
        const person = await Client.join(server.ws, a.id, a.tokens.get(0));
        await watchB.until((v) => v.version > 0);
        expect(watchA.view && over(watchA.view)).toBe(false);
        await Promise.all([watchA.close(), watchB.close(), person.close()]);
      },
    );
  });
});

describe('a seed chosen by the host', () => {
  it('is said to the table and written in the record; the next game draws its own', async () => {
    await withServer({}, async (server) => {
      const created = await create(server.base, { ...allBots(), seed: 'friday-night' });
      const id = String(created.body.room);
      const info = await http<RoomSummary>(server.base, 'GET', `/api/rooms/${id}`);
      expect(info.body.chosenSeed).toBe(true);
      const watcher = await Client.join(server.ws, id);
      await http(server.base, 'POST', `/api/rooms/${id}/start`, {
        hostToken: created.body.hostToken,
      });
      await watcher.until(over);
      const record = await http<GameRecord>(server.base, 'GET', `/api/rooms/${id}/record`);
      expect(record.body).toMatchObject({ seed: 'friday-night', chosenSeed: true });
      const again = await http<RoomSummary>(server.base, 'POST', `/api/rooms/${id}/again`, {
        hostToken: created.body.hostToken,
      });
      expect(again.status).toBe(200);
      expect(again.body.chosenSeed).toBeUndefined();
      const plain = await create(server.base);
      const plainInfo = await http<RoomSummary>(
        server.base,
        'GET',
        `/api/rooms/${String(plain.body.room)}`,
      );
      expect(plainInfo.body.chosenSeed).toBeUndefined();
      await watcher.close();
    });
  });
});
