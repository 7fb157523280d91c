/**
 * Over real sockets: an action from a future version is refused (BAD_VERSION) and changes nothing;
 * the turn clock makes one expert move for a person who lets it run out, and tells the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '@bomb-busters/engine';
import type { ServerMessage } from '../src/messages.js';
import { openSqliteStore } from '../src/store/sqlite.js';
import { Client, http, startedRoom, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type RoomMessage = Extract<ServerMessage, { type: 'room' }>;

describe('action versions', () => {
  it('rejects an action whose version is newer than the game with BAD_VERSION', async () => {
    const { id, tokens } = await startedRoom(server.base, ['person', 'person']);
    const a = await Client.join(server.ws, id, tokens.get(0));
    const b = await Client.join(server.ws, id, tokens.get(1));
    // The captain's setup choice: tell one of its own (blue, in mission 1) wires.
    const legal: Action = { type: 'info', seat: 0, wire: { seat: 0, stand: 0, index: 0 } };
    const future = await a.act(legal, 1);
    expect(future).toMatchObject({ type: 'rejected', code: 'BAD_VERSION' });
    // Nothing changed: the same action at the version seen applies, as version 1.
    expect(await a.act(legal, 0)).toMatchObject({ type: 'ack', version: 1 });
    const seen = await b.until((v) => v.version === 1);
    expect(seen.version).toBe(1);
    const room = await http<{ version: number }>(server.base, 'GET', `/api/rooms/${id}`);
    expect(room.body.version).toBe(1);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('turn clock', () => {
  async function room(turnClock?: number) {
    const created = await http<{ room: string; hostToken: string }>(
      server.base,
      'POST',
      '/api/rooms',
      {
        mission: 1,
        players: 2,
        seats: [{ kind: 'person' }, { kind: 'person' }],
        captain: 0,
        public: false,
        ...(turnClock !== undefined ? { turnClock } : {}),
      },
    );
    const id = created.body.room;
    const tokens: string[] = [];
    for (const seat of [0, 1]) {
      const claim = await http<{ token: string }>(
        server.base,
        'POST',
        `/api/rooms/${id}/seats/${seat}/claim`,
        {},
      );
      tokens.push(claim.body.token);
    }
    await http(server.base, 'POST', `/api/rooms/${id}/start`, {
      hostToken: created.body.hostToken,
    });
    return { id, tokens };
  }

  it('an expert bot makes the move of a person who lets a 1-second clock run out', async () => {
    const unclocked = await room();
    const clocked = await room(1);
    const idle = await Client.join(server.ws, unclocked.id, unclocked.tokens[0]);
    const a = await Client.join(server.ws, clocked.id, clocked.tokens[0]);
    const b = await Client.join(server.ws, clocked.id, clocked.tokens[1]);
    expect(a.view?.version).toBe(0);
    // Nobody acts: the clock answers seat 0's setup choice, then seat 1's.
    await b.until((v) => v.version === 2, 20_000);
    const rooms = b.messages.filter((m): m is RoomMessage => m.type === 'room');
    const flagged = (seat: number) =>
      rooms.findIndex((m) => m.roomInfo.seats[seat]?.botTakeover === true);
    expect(flagged(0)).toBeGreaterThanOrEqual(0);
    expect(flagged(1)).toBeGreaterThan(flagged(0));
    // The flag is for that one move only: the last room message shows nobody taken over.
    expect(rooms.at(-1)?.roomInfo.seats.map((s) => s.botTakeover)).toEqual([false, false]);
    // The log records them as turn-clock moves.
    const store = openSqliteStore(server.config.sqliteFile);
    const log = await store.entries(clocked.id);
    await store.close();
    expect(log.slice(0, 2).map((e) => [e.intentId, e.seat])).toEqual([
      ['#clock-1', 0],
      ['#clock-2', 1],
    ]);
    const updates = b.messages.filter((m) => m.type === 'update');
    expect(updates.map((m) => m.version).slice(0, 2)).toEqual([1, 2]);
    // The clock is per room and off by default: the other room has not moved.
    const other = await http<{ version: number; turnClock: number | null }>(
      server.base,
      'GET',
      `/api/rooms/${unclocked.id}`,
    );
    expect(other.body).toMatchObject({ version: 0, turnClock: null });
    expect(idle.view?.version).toBe(0);
    await Promise.all([idle.close(), a.close(), b.close()]);
  }, 30_000);
});
