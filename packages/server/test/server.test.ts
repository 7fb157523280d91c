/** The server over real sockets: a temp SQLite file, `ws` clients, bots on the other seats. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord, replayRecord, type SeatView } from '@bomb-busters/engine';
import type { LobbyItem, RoomSummary, ServerMessage } from '../src/messages.js';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import {
  Client,
  http,
  over,
  startTestServer,
  startedRoom,
  tempDir,
  type TestServer,
} from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** No wire of another seat shows its printed value unless it is cut (before the game is over). */
function hidesOthers(view: SeatView, me: number | 'spectator'): boolean {
  if (over(view)) return true;
  return view.stands.every(
    (stand) => stand.seat === me || stand.wires.every((w) => w.cut || w.printed === null),
  );
}

describe('a whole mission over WebSockets', () => {
  it('a person (acting with a bot on its own view) and 3 expert bots finish mission 2', async () => {
    const { id, tokens } = await startedRoom(
      server.base,
      ['person', 'expert', 'expert', 'expert'],
      2,
    );
    const spectator = await Client.join(server.ws, id);
    const person = await Client.join(server.ws, id, tokens.get(0));
    expect(person.seat).toBe(0);
    expect(spectator.seat).toBe(null);
    person.play();
    const final = await person.until(over);
    expect(['won', 'lost']).toContain(final.status);
    expect(person.acked.length).toBeGreaterThan(0);
    await spectator.until(over);

    // Each seat saw only its own wires; the spectator saw no hidden wire at all (in every view
    // it held, built from the updates' changes).
    expect(person.views.length).toBeGreaterThan(5);
    for (const v of person.views) expect(hidesOthers(v, 0)).toBe(true);
    for (const v of spectator.views) expect(hidesOthers(v, 'spectator')).toBe(true);
    expect(spectator.messages.every((m) => m.type !== 'update' || !m.legal)).toBe(true);
    // The update that ends the game is a whole view, with the ending move's events to show.
    for (const client of [person, spectator]) {
      const last = client.messages.filter((m) => m.type === 'update').at(-1);
      expect(last?.type === 'update' && last.view?.status).toBe(final.status);
      expect(last?.type === 'update' && last.events.map((e) => e.type)).toContain(final.status);
    }

    // The finished game is published as a record that replays to the same end.
    const room = await http<RoomSummary>(server.base, 'GET', `/api/rooms/${id}`);
    expect(room.body.status).toBe('finished');
    expect(person.invalid).toEqual([]);
    expect(spectator.invalid).toEqual([]);
    const rec = await http(server.base, 'GET', `/api/rooms/${id}/record`);
    expect(rec.status).toBe(200);
    const parsed = parseRecord(rec.body);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const replayed = replayRecord(parsed.value);
    expect(replayed.ok && replayed.value.status).toBe(final.status);
    expect(replayed.ok && replayed.value.version).toBe(final.version);

    // History by token lists the game.
    const history = await http<{ rooms: RoomSummary[] }>(
      server.base,
      'GET',
      `/api/history/${tokens.get(0)}`,
    );
    expect(history.body.rooms.map((r) => r.room)).toContain(id);
    await person.close();
    await spectator.close();
  });
});

describe('seats and messages', () => {
  it('a client that drops and reconnects with its token gets the same seat and view', async () => {
    const { id, tokens } = await startedRoom(
      server.base,
      ['person', 'expert', 'expert', 'expert'],
      1,
    );
    const first = await Client.join(server.ws, id, tokens.get(0));
    first.maxActs = 3;
    first.play();
    await first.until(() => first.acked.length >= 3 && !first.myTurn());
    // Wait until the bots are waiting for the person again.
    const before = await first.until((v) => (v.pending?.seat ?? v.activeSeat) === 0 || over(v));
    await first.close();
    const again = await Client.join(server.ws, id, tokens.get(0));
    expect(again.seat).toBe(0);
    expect(again.view).toEqual(before);
    await again.close();
  });

  it('a wrong token is refused and changes nothing', async () => {
    const { id } = await startedRoom(server.base, ['person', 'expert', 'expert', 'expert'], 1);
    const c = await Client.open(server.ws);
    c.send({ type: 'join', room: id, token: '0'.repeat(32) });
    const m = await c.next((x) => x.type === 'error');
    expect(m).toMatchObject({ type: 'error', code: 'BAD_TOKEN' });
    expect(c.seat).toBe(null);
    c.send({
      type: 'action',
      id: 'x1',
      version: 0,
      action: { type: 'info', seat: 0, wire: { seat: 0, stand: 0, index: 0 } },
    });
    expect(await c.next((x) => x.type === 'error')).toMatchObject({ code: 'NOT_JOINED' });
    const room = await http<RoomSummary>(server.base, 'GET', `/api/rooms/${id}`);
    expect(room.body.seats[0]).toMatchObject({ taken: true, connected: false });
    await c.close();
  });

  it('malformed messages get an error with a code and change nothing', async () => {
    const { id, tokens } = await startedRoom(
      server.base,
      ['person', 'person', 'expert', 'expert'],
      1,
    );
    const c = await Client.join(server.ws, id, tokens.get(0));
    const version = c.view?.version;
    const bad: unknown[] = [
      'not json',
      '[]',
      { type: 'nope' },
      { type: 'action', id: 'a', version: -1, action: { type: 'info' } },
      { type: 'action', id: '', version: 0, action: { type: 'info' } },
      { type: 'join', room: id, token: 'short' },
    ];
    for (const msg of bad) {
      c.send(msg);
      expect(await c.next((m) => m.type === 'error')).toMatchObject({
        code: expect.any(String) as string,
      });
    }
    c.send('x'.repeat(17 * 1024));
    expect(await c.next((m) => m.type === 'error')).toMatchObject({ code: 'TOO_LARGE' });
    // A well-formed message whose action the engine cannot read is rejected by the engine.
    const r = await c.act({
      type: 'info',
      seat: 0,
      wire: { seat: 9, stand: 0, index: 99 },
    } as never);
    expect(r.type).toBe('rejected');
    c.send({ type: 'ping' });
    await c.next((m) => m.type === 'pong');
    const fresh = await Client.join(server.ws, id, tokens.get(0));
    expect(fresh.view?.version).toBe(version);
    await c.close();
    await fresh.close();
  });

  it('an out-of-turn action is rejected with NOT_YOUR_TURN; a stale version still applies if legal', async () => {
    const { id, tokens } = await startedRoom(
      server.base,
      ['person', 'person', 'expert', 'expert'],
      1,
    );
    const a = await Client.join(server.ws, id, tokens.get(0));
    const b = await Client.join(server.ws, id, tokens.get(1));
    // Each answers only its setup choice.
    a.maxActs = 1;
    b.maxActs = 1;
    a.play();
    b.play();
    // Setup choices done, the captain (seat 0) is to act.
    await a.until((v) => v.status === 'playing' && v.pending === null && v.activeSeat === 0);
    // Seat 1 tries seat 0's move: the server acts for the sender's seat, which is not active.
    const move =
      a.legal.find((x) => x.type === 'dualCut' && 'target' in x && x.target?.seat !== 1) ??
      a.legal[0];
    expect(move).toBeDefined();
    const r = await b.act({ ...move!, seat: 1 }, b.view?.version);
    expect(r).toMatchObject({ type: 'rejected', code: 'NOT_YOUR_TURN' });
    // A stale version is fine when the action is still legal.
    const ok = await a.act(move!, 0);
    expect(ok.type).toBe('ack');
    // The same intent id again is acknowledged once, at the same version.
    if (ok.type !== 'ack') return;
    const again = await a.act(move!, 0, ok.id);
    expect(again).toMatchObject({ type: 'ack', version: ok.version });
    await a.close();
    await b.close();
  });

  it('a spectator cannot act', async () => {
    const { id } = await startedRoom(server.base, ['person', 'expert', 'expert', 'expert'], 1);
    const s = await Client.join(server.ws, id);
    const r = await s.act({ type: 'stuck', seat: 0 });
    expect(r).toMatchObject({ type: 'rejected', code: 'NOT_YOUR_SEAT' });
    await s.close();
  });

  it('a seat cannot act for another seat', async () => {
    const { id, tokens } = await startedRoom(
      server.base,
      ['person', 'person', 'expert', 'expert'],
      1,
    );
    const b = await Client.join(server.ws, id, tokens.get(1));
    const r = await b.act({ type: 'stuck', seat: 0 });
    expect(r).toMatchObject({ type: 'rejected', code: 'NOT_YOUR_SEAT' });
    await b.close();
  });

  it('a socket sending too fast is rate limited', async () => {
    const c = await Client.open(server.ws);
    for (let i = 0; i < 60; i++) c.send({ type: 'ping' });
    const m = await c.next((x) => x.type === 'error');
    expect(m).toMatchObject({ code: 'RATE_LIMITED' });
    await c.close();
  });
});

describe('rooms over HTTP', () => {
  it('claim, swap, start: tokens, host only, no free person seat at the start, lobby', async () => {
    const { id, hostToken, tokens } = await startedRoom(
      server.base,
      ['person', 'person', 'expert'],
      1,
      false,
    );
    const lobby = await http<{ rooms: LobbyItem[] }>(server.base, 'GET', '/api/rooms');
    expect(lobby.body.rooms.find((r) => r.room === id)).toMatchObject({ freeSeats: 0 });
    expect(tokens.get(0)).toMatch(/^[0-9a-f]{32}$/);
    const taken = await http(server.base, 'POST', `/api/rooms/${id}/seats/0/claim`, {});
    expect(taken).toMatchObject({ status: 409, body: { code: 'SEAT_TAKEN' } });
    const seat2 = `/api/rooms/${id}/seats/2`;
    const notHost = await http(server.base, 'POST', seat2, {
      hostToken: tokens.get(0),
      kind: 'person',
    });
    expect(notHost).toMatchObject({ status: 403, body: { code: 'BAD_TOKEN' } });
    const malformed = await http(server.base, 'POST', seat2, { hostToken, kind: 'robot' });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'BAD_MESSAGE' } });
    const swap = await http<RoomSummary>(server.base, 'POST', seat2, { hostToken, kind: 'person' });
    expect(swap.status).toBe(200);
    expect(swap.body.seats[2]).toMatchObject({ kind: 'person', taken: false });
    const start = `/api/rooms/${id}/start`;
    const refused = await http(server.base, 'POST', start, { hostToken });
    expect(refused).toMatchObject({ status: 409, body: { code: 'SEATS_FREE' } });
    await http(server.base, 'POST', seat2, { hostToken, kind: 'bot', level: 'cautious' });
    const started = await http<RoomSummary>(server.base, 'POST', start, { hostToken });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('playing');
    const after = await http<{ rooms: LobbyItem[] }>(server.base, 'GET', '/api/rooms');
    expect(after.body.rooms.map((r) => r.room)).not.toContain(id);
    const record = await http(server.base, 'GET', `/api/rooms/${id}/record`);
    expect(record).toMatchObject({ status: 409, body: { code: 'NOT_FINISHED' } });
    const again = await http(server.base, 'POST', start, { hostToken });
    expect(again).toMatchObject({ status: 409, body: { code: 'ROOM_STARTED' } });
    expect((await http(server.base, 'GET', '/api/rooms/nope')).status).toBe(404);
  });

  it('health, readiness and the placeholder page', async () => {
    expect((await http(server.base, 'GET', '/healthz')).status).toBe(200);
    expect((await http(server.base, 'GET', '/readyz')).body).toEqual({ ready: true });
    const page = await fetch(server.base + '/');
    expect(await page.text()).toContain('/api/rooms');
  });

  it('serves a built web client: its files, its page routes, its not-found page, and JSON 404s for the API and files', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>client</title>');
    await writeFile(join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
    await writeFile(join(dir, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
    const withClient = await startTestServer({ CLIENT_DIR: dir });
    try {
      const home = await fetch(withClient.base + '/');
      expect(await home.text()).toContain('<title>client</title>');
      expect(home.headers.get('cache-control')).toBe('no-cache');
      // Pre-compressed files go to browsers that take them, plain ones to the others.
      const asset = (encoding: string) =>
        withClient.app.inject({
          url: '/assets/app-1234.js',
          headers: { 'accept-encoding': encoding },
        });
      const br = await asset('br, gzip');
      expect(br.headers['cache-control']).toContain('immutable');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
      const plain = await asset('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log(1)');
      for (const page of ['/room/abc', '/replay/abc?game=2&seat=1', '/rules', '/learn']) {
        const answer = await fetch(withClient.base + page);
        expect(answer.status, page).toBe(200);
        expect(await answer.text(), page).toContain('<title>client</title>');
      }
      expect(await http(withClient.base, 'GET', '/api/nothing')).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND' },
      });
      // Any other page path: the app with a 404 status (it shows its own "not found" page).
      for (const page of ['/other/page', '/nope', '/x/y?z=1']) {
        const answer = await fetch(withClient.base + page);
        expect(answer.status, page).toBe(404);
        expect(await answer.text(), page).toContain('<title>client</title>');
      }
      // The API, the socket path, assets and other files keep JSON 404s.
      for (const path of ['/api/nothing', '/ws/x', '/assets/none.js', '/favicon.ico', '/a/b.txt'])
        expect(await http(withClient.base, 'GET', path), path).toMatchObject({
          status: 404,
          body: { code: 'NOT_FOUND' },
        });
      expect(await http(withClient.base, 'POST', '/other/page')).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND' },
      });
    } finally {
      await withClient.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('tells a socket waiting in the open room that the game started', async () => {
    const { id, hostToken, tokens } = await startedRoom(
      server.base,
      ['person', 'expert'],
      1,
      false,
    );
    const waiting = await Client.join(server.ws, id, tokens.get(0));
    try {
      await http(server.base, 'POST', `/api/rooms/${id}/start`, { hostToken });
      const room = await waiting.next((m) => m.type === 'room' && m.roomInfo.status === 'playing');
      expect(room.type).toBe('room');
    } finally {
      await waiting.close();
    }
  });

  it('keeps the training aid table option', async () => {
    const seats = [{ kind: 'person' }, { kind: 'bot', level: 'expert' }];
    const create = (options?: object) =>
      http<{ room: string }>(server.base, 'POST', '/api/rooms', {
        mission: 1,
        players: 2,
        seats,
        public: false,
        ...(options ? { options } : {}),
      });
    const on = await create({ stars: 0, trainingAid: true });
    const off = await create();
    const info = async (room: string) =>
      (await http<RoomSummary>(server.base, 'GET', `/api/rooms/${room}`)).body.options;
    expect(await info(on.body.room)).toEqual({ stars: 0, trainingAid: true });
    expect(await info(off.body.room)).toEqual({ stars: 0, trainingAid: false });
  });

  it('a socket from a foreign origin is refused', async () => {
    await expect(Client.open(server.ws, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
  });
});

describe('bot takeover', () => {
  it('a person who never connects is played by a bot after TAKEOVER_MS; the table sees it', async () => {
    const s2 = await startTestServer({ TAKEOVER_MS: '30' });
    try {
      const { id } = await startedRoom(s2.base, ['person', 'expert', 'expert', 'cautious'], 1);
      const spectator = await Client.join(s2.ws, id);
      const m = (await spectator.next(
        (x) => x.type === 'room' && x.roomInfo.seats[0]?.botTakeover === true,
      )) as Extract<ServerMessage, { type: 'room' }>;
      expect(m.roomInfo.seats[0]?.botTakeover).toBe(true);
      const end = await spectator.until(over);
      expect(['won', 'lost']).toContain(end.status);
      await spectator.close();
    } finally {
      await s2.close();
    }
  });
});
