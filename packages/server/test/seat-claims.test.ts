/**
 * Seats on several nodes: two registries (as two server processes) on one store race for the
 * same free seat, and swaps and starts are conditional on the room being open in the store.
 */
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { ServerError } from '../src/errors.js';
import { BotGameGate } from '../src/bots/gate.js';
import { BotPool } from '../src/bots/pool.js';
import { Rooms } from '../src/rooms.js';
import { openSqliteStore } from '../src/store/sqlite.js';
import type { GameStore } from '../src/store/types.js';
import { tempDir } from './helpers.js';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

/** Two nodes (each its own store connection and registry) on one SQLite file. */
async function twoNodes(): Promise<[Rooms, Rooms, GameStore]> {
  const dir = await tempDir();
  const config = loadConfig({ DATA_DIR: dir, BOT_DELAY_MS: '0', BOT_ONLY_DELAY_MS: '0' });
  const stores = [openSqliteStore(config.sqliteFile), openSqliteStore(config.sqliteFile)] as const;
  for (const s of stores) await s.migrate();
  const bots = new BotPool({ threads: 1, maxQueued: 10 });
  const botGames = new BotGameGate({ total: 1, perAddress: 1 });
  const deps = { config, log: quiet, bots, botGames, shared: false };
  const nodes = stores.map((store) => new Rooms({ ...deps, store })) as [Rooms, Rooms];
  cleanup.push(async () => {
    for (const n of nodes) await n.close();
    await bots.close();
    for (const s of stores) await s.close();
    await rm(dir, { recursive: true, force: true });
  });
  return [nodes[0], nodes[1], stores[0]];
}

const codeOf = (r: PromiseSettledResult<unknown>): string =>
  r.status === 'fulfilled' ? 'ok' : r.reason instanceof ServerError ? r.reason.code : 'throw';

const request = {
  mission: 1,
  players: 2,
  seats: [{ kind: 'person' }, { kind: 'person' }],
  public: true,
} as const;

describe('seat claims across nodes', () => {
  it('gives a free seat to exactly one of two nodes; the other gets SEAT_TAKEN', async () => {
    const [a, b, store] = await twoNodes();
    for (let round = 0; round < 5; round += 1) {
      const { room } = await a.create(request, 'creator');
      // Node b holds the room in memory too, with seat 0 still free.
      expect((await b.info(room)).info.seats[0]?.tokenHash).toBeNull();
      const results = await Promise.allSettled([a.claim(room, 0, 'A'), b.claim(room, 0, 'B')]);
      expect(results.map(codeOf).sort()).toEqual(['SEAT_TAKEN', 'ok']);
      const winner = results.findIndex((r) => r.status === 'fulfilled');
      const { token } = (results[winner] as PromiseFulfilledResult<{ token: string }>).value;
      const stored = await store.getRoom(room);
      expect(stored?.seats[0]?.name).toBe(winner === 0 ? 'A' : 'B');
      // The winner's token is the one stored: it holds the seat on both nodes.
      expect(Rooms.seatForToken((await a.info(room)).info, token)).toBe(0);
      const other = winner === 0 ? b : a;
      expect(Rooms.seatForToken((await other.info(room)).info, token)).toBe(0);
    }
  });

  it('starts only with the seats as stored, and only once; no seat change after the start', async () => {
    const [a, b, store] = await twoNodes();
    const { room, hostToken } = await a.create(request, 'creator');
    await a.claim(room, 0);
    await a.swap(room, 1, hostToken, { kind: 'bot', level: 'expert' });
    await b.info(room);
    // Node b frees seat 0 again; node a has not seen it and believes every seat is held.
    await b.swap(room, 0, hostToken, { kind: 'person' });
    await expect(a.start(room, hostToken)).rejects.toMatchObject({ code: 'SEATS_FREE' });
    expect((await store.getRoom(room))?.status).toBe('open');
    // Node a now knows the seat is free: claim it and start.
    await a.claim(room, 0);
    expect((await a.start(room, hostToken)).status).toBe('playing');
    // Node b still believes the room is open with seat 0 free: every change is refused.
    await expect(b.claim(room, 0)).rejects.toMatchObject({ code: 'ROOM_STARTED' });
    await expect(
      b.swap(room, 0, hostToken, { kind: 'bot', level: 'cautious' }),
    ).rejects.toMatchObject({ code: 'ROOM_STARTED' });
    const stored = await store.getRoom(room);
    expect(stored?.status).toBe('playing');
    expect(stored?.seats.map((s) => [s.kind, s.tokenHash !== null])).toEqual([
      ['person', true],
      ['bot', false],
    ]);
  });
});
