/**
 * Updates carry only the new events and a compact legal menu: a client that appends `events` to
 * the log it got (in `joined`, or in the update that starts the game) holds the same log as a
 * client that joins afresh; updates in between carry no log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBot } from '@bomb-busters/bots';
import type { SeatView } from '@bomb-busters/engine';
import {
  Client,
  http,
  placeSetupTokens,
  startTestServer,
  startedRoom,
  type TestServer,
} from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the log in updates', () => {
  it('events appended to the joined log equal the log of a fresh join', async () => {
    const { id, hostToken, tokens } = await startedRoom(
      server.base,
      ['person', 'person'],
      1,
      false,
    );
    const early = await Client.join(server.ws, id);
    expect(early.view).toBe(null);
    const a = await Client.join(server.ws, id, tokens.get(0));
    const b = await Client.join(server.ws, id, tokens.get(1));
    await http(server.base, 'POST', `/api/rooms/${id}/start`, { hostToken });
    // The update that starts the game carries the whole log (nothing to append to yet).
    const begun = await early.until((v) => v.version === 0);
    expect(begun.log.length).toBeGreaterThan(0);
    // Each socket's frames go out on their own: the seats may hear of the start a little later.
    for (const c of [a, b]) await c.until((v) => v.version === 0);

    const bot = makeBot('expert');
    for (let step = 0; step < 6; step++) {
      const mover = [a, b].find((c) => c.myTurn());
      if (!mover) break;
      const ack = await mover.act(bot.act(mover.view as SeatView, mover.legal));
      expect(ack.type).toBe('ack');
      if (ack.type !== 'ack') return;
      for (const c of [early, a, b]) await c.until((v) => v.version === ack.version);
    }
    const version = early.view?.version ?? 0;
    expect(version).toBeGreaterThan(2);
    expect(early.view?.status).toBe('playing');
    const updates = early.messages.flatMap((m) => (m.type === 'update' ? [m] : []));
    // After the one that starts the game, no update carries a view: only what changed.
    expect(updates.length).toBeGreaterThan(3);
    expect(updates.slice(1).every((m) => m.view === undefined && m.from !== undefined)).toBe(true);
    expect([early, a, b].map((c) => c.resyncs)).toEqual([0, 0, 0]);

    const late = await Client.join(server.ws, id);
    expect(late.view?.version).toBe(version);
    expect(early.view?.log).toEqual(late.view?.log);
    // A seat's log too: reconnecting gives the whole log again, equal to the one built up.
    const held = (a.view as SeatView).log;
    await a.close();
    const again = await Client.join(server.ws, id, tokens.get(0));
    expect(again.view?.log).toEqual(held);
    expect(again.legal).toEqual(a.legal);
    for (const c of [early, late, again, b]) {
      expect(c.invalid).toEqual([]);
      await c.close();
    }
  });

  it('a client that missed an update asks for its view again and gets the right one', async () => {
    const { id, tokens } = await startedRoom(server.base, ['person', 'person'], 1);
    const a = await Client.join(server.ws, id, tokens.get(0));
    const b = await Client.join(server.ws, id, tokens.get(1));
    const watcher = await Client.join(server.ws, id);
    await placeSetupTokens([a, b]);
    // The watcher loses the next update: the one after it does not follow its view.
    watcher.dropUpdates = 1;
    const bot = makeBot('expert');
    for (let step = 0; step < 4; step++) {
      const mover = [a, b].find((c) => c.myTurn());
      if (!mover) break;
      const ack = await mover.act(bot.act(mover.view as SeatView, mover.legal));
      if (ack.type !== 'ack') throw new Error(`rejected: ${JSON.stringify(ack)}`);
      for (const c of [a, b]) await c.until((v) => v.version === ack.version);
    }
    const version = a.view?.version ?? 0;
    await watcher.until((v) => v.version === version);
    expect(watcher.resyncs).toBe(1);
    // The answer is a whole view, the same as a fresh join's.
    const whole = watcher.messages.filter((m) => m.type === 'update' && m.view);
    expect(whole.length).toBeGreaterThan(0);
    const fresh = await Client.join(server.ws, id);
    expect(watcher.view).toEqual(fresh.view);
    for (const c of [a, b, watcher, fresh]) {
      expect(c.invalid).toEqual([]);
      await c.close();
    }
  });
});
