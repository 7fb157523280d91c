/**
 * Bots yield to people (bots/yield.ts): a bot move of a game without people waits while a
 * person's action is under way, goes on once it is answered or once it waited too long, and
 * waiting moves go one per turn of the event loop; on a real server (SQLite, WebSockets, the bot
 * threads), a person's action under way is stored before a game of bots moves.
 */
import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Action } from '@bomb-busters/engine';
import { buildApp } from '../src/app.js';
import { PeopleFirst } from '../src/bots/yield.js';
import { loadConfig } from '../src/config.js';
import { openSqliteStore } from '../src/store/sqlite.js';
import { Client, http, startedRoom, tempDir } from './helpers.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PeopleFirst', () => {
  it('lets a bot move go at once when no person acts', async () => {
    const first = new PeopleFirst(60_000);
    let went = false;
    void first.turn().then(() => (went = true));
    await nextTurn();
    await nextTurn();
    expect(went).toBe(true);
  });

  it('answers the person before the queued bot move goes on', async () => {
    const first = new PeopleFirst(60_000);
    const order: string[] = [];
    const answered = first.person();
    const bot = first.turn().then(() => order.push('bot'));
    for (let i = 0; i < 5; i++) await nextTurn();
    expect(first.waiting).toBe(1);
    order.push('person');
    answered();
    await bot;
    expect(order).toEqual(['person', 'bot']);
    expect(first.waiting).toBe(0);
  });

  it('holds the move while any of several people acts; answering twice counts once', async () => {
    const first = new PeopleFirst(60_000);
    const a = first.person();
    const b = first.person();
    let went = false;
    void first.turn().then(() => (went = true));
    a();
    a();
    for (let i = 0; i < 5; i++) await nextTurn();
    expect(went).toBe(false);
    b();
    for (let i = 0; i < 3; i++) await nextTurn();
    expect(went).toBe(true);
  });

  it('lets a move go after it waited the longest while people keep acting', async () => {
    const first = new PeopleFirst(50);
    first.person(); // never answered
    const t0 = performance.now();
    await first.turn();
    expect(performance.now() - t0).toBeGreaterThanOrEqual(45);
  });

  it('lets waiting moves go one per turn of the loop, in order', async () => {
    const first = new PeopleFirst(60_000);
    const answered = first.person();
    const order: number[] = [];
    const moves = [0, 1, 2].map((n) => first.turn().then(() => order.push(n)));
    answered();
    const seen: number[][] = [];
    for (let i = 0; i < 4; i++) {
      await nextTurn();
      seen.push([...order]);
    }
    await Promise.all(moves);
    expect(order).toEqual([0, 1, 2]);
    // Never two moves in one turn.
    for (let i = 1; i < seen.length; i++)
      expect((seen[i] as number[]).length - (seen[i - 1] as number[]).length).toBeLessThanOrEqual(
        1,
      );
  });

  it('a person acting again holds the moves not yet let go', async () => {
    const first = new PeopleFirst(60_000);
    const order: string[] = [];
    let answered = () => {};
    // The person's message comes in the turn in which the first move went.
    const bot1 = first.turn().then(() => {
      order.push('bot 1');
      answered = first.person();
    });
    void first.turn().then(() => order.push('bot 2'));
    await bot1;
    for (let i = 0; i < 5; i++) await nextTurn();
    order.push('person');
    answered();
    for (let i = 0; i < 5; i++) await nextTurn();
    expect(order).toEqual(['bot 1', 'person', 'bot 2']);
  });
});

describe('bots yield to people on a real server', () => {
  it("stores a person's action under way before a game of bots moves", async () => {
    const dir = await tempDir();
    const config = loadConfig({
      DATA_DIR: dir,
      BOT_DELAY_MS: '0',
      BOT_ONLY_DELAY_MS: '0',
      PORT: '0',
    });
    const store = openSqliteStore(config.sqliteFile);
    await store.migrate();
    // The appends in the order they were stored; those of `held` wait for `release`.
    const stored: string[] = [];
    const called: string[] = [];
    let held = '';
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const append = store.append.bind(store);
    store.append = async (room, entry, game) => {
      called.push(room);
      if (room === held) await released;
      const result = await append(room, entry, game);
      stored.push(room);
      return result;
    };
    const app = await buildApp({ store, config });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const ws = base.replace(/^http/, 'ws') + '/ws';
    const clients: Client[] = [];
    const until = async (ok: () => boolean) => {
      for (let i = 0; i < 300 && !ok(); i++) await sleep(50);
      expect(ok()).toBe(true);
    };
    try {
      // The bot thread started and warm: a bot makes one move, then waits for a person.
      const warm = await startedRoom(base, ['expert', 'person']);
      clients.push(await Client.join(ws, warm.id, warm.tokens.get(1)));
      await until(() => stored.includes(warm.id));

      const people = await startedRoom(base, ['person', 'person']);
      const seats = [
        await Client.join(ws, people.id, people.tokens.get(0)),
        await Client.join(ws, people.id, people.tokens.get(1)),
      ];
      clients.push(...seats);
      const bots = await startedRoom(base, ['expert', 'expert'], 1, false);

      held = people.id;
      const mover = seats.find((c) => c.myTurn());
      if (!mover) throw new Error('no person to act');
      const acked = mover.act(mover.legal[0] as Action);
      await until(() => called.includes(people.id));
      // While the person's action is under way, the game of bots starts: its move waits.
      await http(base, 'POST', `/api/rooms/${bots.id}/start`, { hostToken: bots.hostToken });
      await sleep(150);
      release();
      expect((await acked).type).toBe('ack');
      await until(() => stored.includes(bots.id));
      expect(stored.indexOf(people.id)).toBeLessThan(stored.indexOf(bots.id));
    } finally {
      for (const c of clients) await c.close();
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
