/**
 * The table chat over real sockets: seats and named spectators say things through the action
 * path (stored before the ack, seen by every socket, kept across a restart on the same SQLite
 * file), the host's switch leaves signals only, mission 25's numbers move the dial, a flood is
 * refused without touching the game or other tables, and talk neither stalls a turn clock nor a
 * bot.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent, SeatView } from '@bomb-busters/engine';
import type { SayAction } from '@bomb-busters/protocol';
import { openSqliteStore } from '../src/store/sqlite.js';
import {
  Client,
  http,
  over,
  serveDir,
  startedRoom,
  startTestServer,
  tempDir,
  withServer,
  type TestServer,
} from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const said = (v: SeatView | null): GameEvent[] => (v?.log ?? []).filter((e) => e.type === 'said');
const lastSaid = (v: SeatView) => said(v).at(-1);
const text = (words: string): SayAction => ({ type: 'say', text: words });

/** A spectator joined with `headers` (an address), named `name` or left to the server. */
async function spectator(ws: string, room: string, name?: string, headers = {}) {
  const c = await Client.open(ws, headers);
  c.send({ type: 'join', room, ...(name ? { name } : {}) });
  await c.next((m) => m.type === 'joined');
  return c;
}

describe('messages at the table', () => {
  it('from a seat out of turn and from spectators reach every socket; the turn stays', async () => {
    const { id, tokens } = await startedRoom(server.base, ['person', 'person']);
    const a = await Client.join(server.ws, id, tokens.get(0));
    const b = await Client.join(server.ws, id, tokens.get(1));
    const eve = await spectator(server.ws, id, 'Eve');
    const anon = await spectator(server.ws, id);
    const before = a.view as SeatView;
    // Seat 1 talks while seat 0 must place its setup token; the seat is the socket's.
    expect(await b.act(text(' good luck! '))).toMatchObject({ type: 'ack', version: 1 });
    for (const c of [a, b, eve, anon]) {
      const v = await c.until((view) => view.version === 1);
      expect(lastSaid(v)).toEqual({ type: 'said', seat: 1, text: 'good luck!' });
      expect(v.pending).toEqual(c === a ? before.pending : { seat: 0, kind: 'setupInfo' });
    }
    expect(await eve.act(text('go team'), 1)).toMatchObject({ type: 'ack', version: 2 });
    expect(await anon.act({ type: 'say', signal: 'yes' }, 2)).toMatchObject({ type: 'ack' });
    const v = await a.until((view) => view.version === 3);
    expect(said(v).slice(1)).toEqual([
      { type: 'said', seat: 'spectator', name: 'Eve', text: 'go team' },
      { type: 'said', seat: 'spectator', name: 'Spectator 1', signal: 'yes' },
    ]);
    for (const c of [a, b, eve, anon]) expect(c.invalid).toEqual([]);
    await Promise.all([a, b, eve, anon].map((c) => c.close()));
  });

  it('a spectator says and does nothing else; nobody speaks for another', async () => {
    const { id, tokens } = await startedRoom(server.base, ['person', 'person']);
    const a = await Client.join(server.ws, id, tokens.get(0));
    const eve = await spectator(server.ws, id, 'Eve');
    const wire = { seat: 0, stand: 0, index: 0 };
    expect(await eve.act({ type: 'info', seat: 0, wire })).toMatchObject({
      type: 'rejected',
      code: 'NOT_YOUR_SEAT',
    });
    expect(await eve.act({ type: 'say', seat: 0, text: 'I am seat 1' })).toMatchObject({
      code: 'NOT_YOUR_SEAT',
    });
    expect(await a.act({ type: 'say', seat: 1, text: 'I am seat 2' })).toMatchObject({
      code: 'NOT_YOUR_SEAT',
    });
    expect(await a.act({ type: 'say', seat: 'spectator', text: 'me?' })).toMatchObject({
      code: 'NOT_YOUR_SEAT',
    });
    // A name is the server's to set: a message that brings one is not a message.
    a.send({ type: 'action', id: 'n1', version: 0, action: { type: 'say', name: 'x', text: 'y' } });
    expect(await a.next((m) => m.type === 'error')).toMatchObject({ code: 'BAD_MESSAGE' });
    // The engine's own checks come back as its codes.
    expect(await a.act(text('   '))).toMatchObject({ code: 'CHAT_EMPTY' });
    expect(await a.act(text('x'.repeat(281)))).toMatchObject({ code: 'CHAT_TOO_LONG' });
    expect(await a.act(text('a\nb'))).toMatchObject({ code: 'CHAT_BAD_TEXT' });
    expect(a.view?.version).toBe(0);
    await Promise.all([a.close(), eve.close()]);
  });

  it('the host turns free chat off: the table takes signals only', async () => {
    const { id, tokens } = await startedRoom(server.base, ['person', 'person'], 1, true, {
      options: { stars: 0, freeChat: false },
    });
    const a = await Client.join(server.ws, id, tokens.get(0));
    const joined = a.messages.find((m) => m.type === 'joined');
    expect(joined?.type === 'joined' && joined.roomInfo.options).toMatchObject({
      freeChat: false,
    });
    expect(a.view?.options).toEqual({ stars: 0, chat: 'signals' });
    expect(await a.act(text('hello'))).toMatchObject({ code: 'CHAT_SIGNALS_ONLY' });
    expect(await a.act({ type: 'say', signal: 'ready' })).toMatchObject({ type: 'ack' });
    await a.close();
  });

  it('mission 25: a wire number said moves the dial, in everyone’s view', async () => {
    const { id, tokens } = await startedRoom(server.base, ['person', 'person', 'person'], 25);
    const a = await Client.join(server.ws, id, tokens.get(0));
    const c = await Client.join(server.ws, id, tokens.get(2));
    const eve = await spectator(server.ws, id, 'Eve');
    expect(await eve.act(text('is it the 7?'))).toMatchObject({ code: 'CHAT_NUMBERS_SPECTATOR' });
    expect(await c.act(text('I have deux fils'))).toMatchObject({ type: 'ack' });
    const v = await a.until((view) => view.version === 1);
    expect(v.log.slice(-2)).toEqual([
      { type: 'said', seat: 2, text: 'I have deux fils', numbers: [2] },
      { type: 'dialMoved', delta: 1, stepsToSkull: 2 },
    ]);
    await Promise.all([a.close(), c.close(), eve.close()]);
  });

  it('after the game: talk goes on, stored with the game, in its record', async () => {
    const { id, tokens } = await startedRoom(server.base, ['person', 'expert']);
    const a = await Client.join(server.ws, id, tokens.get(0));
    a.play();
    const end = await a.until(over);
    a.autoplay = null;
    expect(await a.act(text('gg, the 5 was tricky'), end.version)).toMatchObject({
      type: 'ack',
      version: end.version + 1,
    });
    const after = await a.until((v) => v.version === end.version + 1);
    expect(lastSaid(after)).toEqual({ type: 'said', seat: 0, text: 'gg, the 5 was tricky' });
    const record = await http<{ actions: { type: string }[] }>(
      server.base,
      'GET',
      `/api/rooms/${id}/record`,
    );
    expect(record.body.actions.at(-1)).toEqual({
      type: 'say',
      seat: 0,
      text: 'gg, the 5 was tricky',
    });
    // No bot said anything.
    expect(record.body.actions.filter((x) => x.type === 'say')).toHaveLength(1);
    await a.close();
  }, 60_000);
});

describe('a message is kept like any action', () => {
  it('survives a restart of the server on the same SQLite file', async () => {
    const dir = await tempDir();
    const first = await serveDir(dir);
    const { id, tokens } = await startedRoom(first.base, ['person', 'person']);
    const a = await Client.join(first.ws, id, tokens.get(0));
    const eve = await spectator(first.ws, id, 'Eve');
    expect(await a.act(text('still there?'))).toMatchObject({ type: 'ack', version: 1 });
    expect(await eve.act(text('yes'), 1)).toMatchObject({ type: 'ack', version: 2 });
    await Promise.all([a.close(), eve.close()]);
    await first.app.close();

    const stored = openSqliteStore(join(dir, 'bomb-busters.sqlite'));
    expect((await stored.entries(id)).map((e) => [e.seat, e.action])).toEqual([
      [0, { type: 'say', seat: 0, text: 'still there?' }],
      [-1, { type: 'say', seat: 'spectator', name: 'Eve', text: 'yes' }],
    ]);
    await stored.close();
    const second = await serveDir(dir);
    const b = await Client.join(second.ws, id, tokens.get(1));
    expect(said(b.view)).toEqual([
      { type: 'said', seat: 0, text: 'still there?' },
      { type: 'said', seat: 'spectator', name: 'Eve', text: 'yes' },
    ]);
    await b.close();
    await second.app.close();
  });
});

describe('a flood of messages', () => {
  it('is refused past the rate with RATE_LIMITED and when to retry; the game and other tables go on', async () => {
    await withServer({ CHAT_MESSAGES_PER_MINUTE: '6' }, async (s) => {
      const flooded = await startedRoom(s.base, ['person', 'person']);
      const quiet = await startedRoom(s.base, ['person', 'person']);
      const a = await Client.join(s.ws, flooded.id, flooded.tokens.get(0));
      const q = await Client.join(s.ws, quiet.id, quiet.tokens.get(0));
      const answers = [];
      for (let i = 0; i < 8; i++) answers.push(await a.act(text(`spam ${i}`)));
      // A burst of half a minute's worth, then refusals that say when to retry.
      expect(answers.slice(0, 3).map((m) => m.type)).toEqual(['ack', 'ack', 'ack']);
      for (const refused of answers.slice(3)) {
        expect(refused).toMatchObject({ type: 'rejected', code: 'RATE_LIMITED' });
        expect(refused.type === 'rejected' && refused.retryAfterMs).toBeGreaterThan(1000);
      }
      // The socket stays open and the game goes on: its own moves are not chat.
      const move = a.legal[0];
      if (!move) throw new Error('no legal move');
      expect(await a.act(move)).toMatchObject({ type: 'ack', version: 4 });
      // Another table of the same address: its own socket's chat and moves pass.
      expect(await q.act(text('all quiet here'))).toMatchObject({ type: 'ack' });
      expect(await q.act(q.legal[0] ?? move, 1)).toMatchObject({ type: 'ack', version: 2 });
      await Promise.all([a.close(), q.close()]);
    });
  });

  it('from many sockets of one address is bounded per address; another address is not', async () => {
    const env = {
      CHAT_MESSAGES_PER_MINUTE: '1000',
      ADDRESS_CHAT_MESSAGES_PER_MINUTE: '8',
      TRUST_PROXY: '127.0.0.1',
    };
    await withServer(env, async (s) => {
      const { id } = await startedRoom(s.base, ['person', 'person']);
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      const flooders = [
        await spectator(s.ws, id, 'A', from('198.51.100.1')),
        await spectator(s.ws, id, 'B', from('198.51.100.1')),
      ];
      const other = await spectator(s.ws, id, 'C', from('198.51.100.2'));
      const codes: string[] = [];
      for (let i = 0; i < 6; i++)
        for (const f of flooders) {
          const m = await f.act(text(`spam ${i}`), 0);
          codes.push(m.type === 'rejected' ? m.code : m.type);
        }
      expect(codes.filter((c) => c === 'ack')).toHaveLength(4);
      expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(8);
      expect(await other.act(text('hello'), 0)).toMatchObject({ type: 'ack' });
      await Promise.all([...flooders, other].map((c) => c.close()));
    });
  });
});

describe('talk is no move', () => {
  it('does not restart the turn clock of the seat that must act', async () => {
    const { id, tokens } = await startedRoom(server.base, ['person', 'person'], 1, true, {
      turnClock: 1,
    });
    const a = await Client.join(server.ws, id, tokens.get(0));
    // Seat 0 keeps talking instead of placing its setup token: the clock places it anyway.
    const started = Date.now();
    let version = 0;
    while (!said(a.view).length || a.view?.pending?.seat === 0) {
      const answer = await a.act(text('hmm'), version);
      if (answer.type === 'ack') version = answer.version;
      await new Promise((r) => setTimeout(r, 150));
      if (Date.now() - started > 5000) throw new Error('the clock never ran out');
    }
    expect(Date.now() - started).toBeLessThan(2500);
    const store = openSqliteStore(server.config.sqliteFile);
    const clocked = (await store.entries(id)).filter((e) => e.intentId.startsWith('#clock-'));
    await store.close();
    expect(clocked[0]?.seat).toBe(0);
    await a.close();
  });

  it('does not hold up a bot', { timeout: 60_000 }, async () => {
    const env = {
      BOT_DELAY_MS: '400',
      CHAT_MESSAGES_PER_MINUTE: '10000',
      ADDRESS_CHAT_MESSAGES_PER_MINUTE: '10000',
    };
    await withServer(env, async (s) => {
      const { id, tokens } = await startedRoom(s.base, ['person', 'expert']);
      const a = await Client.join(s.ws, id, tokens.get(0));
      // Seat 0 places its token; then the bot must place its own while seat 0 chatters.
      const token = a.legal[0];
      if (!token) throw new Error('no setup choice');
      expect(await a.act(token)).toMatchObject({ type: 'ack', version: 1 });
      const started = Date.now();
      let version = 1;
      while (a.view?.pending?.seat === 1) {
        const answer = await a.act(text('your turn, bot'), version);
        if (answer.type === 'ack') version = answer.version;
        await new Promise((r) => setTimeout(r, 100));
        if (Date.now() - started > 20_000) throw new Error('the bot never moved');
      }
      // It moved while the talk went on (its first move waits for a worker thread to start).
      expect(said(a.view).length).toBeGreaterThan(2);
      await a.close();
    });
  });
});
