/**
 * The host's controls and the table's vote to give up, with real sockets and a real SQLite file:
 * a pause stops the mission clock (the time left kept across a restart), the bots and the
 * takeovers; a bot may play an away seat at once and give it back; a surrender agreed by every
 * connected person ends the game lost `surrendered`, in the room's campaign. Every refusal changes
 * nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { join as joinPath } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RoomInfo } from '@bomb-busters/protocol';
import type { ServerMessage } from '../src/messages.js';
import { openSqliteStore } from '../src/store/sqlite.js';
import {
  Client,
  http,
  over,
  placeSetupTokens,
  serveDir,
  startedRoom,
  tempDir,
  withServer,
} from './helpers.js';

type Answer = Extract<ServerMessage, { type: 'ack' | 'rejected' }>;
let ids = 0;

/** Send a host control or a vote; resolves with its ack or rejection. */
async function ask(c: Client, message: Record<string, unknown>): Promise<Answer> {
  const id = `h${ids++}`;
  c.send({ ...message, id });
  return (await c.next(
    (m) => (m.type === 'ack' || m.type === 'rejected') && m.id === id,
  )) as Answer;
}
const codeOf = (a: Answer) => (a.type === 'rejected' ? a.code : 'ack');

/** The latest room info a client heard (joined or room message). */
function roomOf(c: Client): RoomInfo {
  const m = c.messages.findLast((x) => x.type === 'room' || x.type === 'joined');
  if (!m || (m.type !== 'room' && m.type !== 'joined')) throw new Error('no room info');
  return m.roomInfo;
}
const roomWhere = async (c: Client, pred: (r: RoomInfo) => boolean): Promise<RoomInfo> => {
  if (pred(roomOf(c))) return roomOf(c);
  const m = await c.next((x) => x.type === 'room' && pred(x.roomInfo));
  return (m as Extract<ServerMessage, { type: 'room' }>).roomInfo;
};
const clockOf = (m: ServerMessage | undefined) =>
  m && (m.type === 'joined' || m.type === 'update' || m.type === 'clock') ? m.clock : undefined;

const open: Client[] = [];
const join = async (...args: Parameters<typeof Client.join>) => {
  const c = await Client.join(...args);
  open.push(c);
  return c;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

describe('pause', { timeout: 60_000 }, () => {
  it('stops mission 19’s clock with the time left, across a restart, and resumes it there', async () => {
    const dir = await tempDir();
    const env = { CLOCK_SCALE: '0.02' };
    let server: { app: FastifyInstance; base: string; ws: string } = await serveDir(dir, env);
    try {
      const { id, hostToken, tokens } = await startedRoom(server.base, ['person', 'person'], 19);
      const [a, b] = await Promise.all([0, 1].map((s) => join(server.ws, id, tokens.get(s))));
      const playing = await placeSetupTokens([a!, b!]);
      expect(playing.status).toBe('playing');
      const host = a!;
      expect(codeOf(await ask(host, { type: 'host', hostToken, op: 'pause' }))).toBe('ack');
      const paused = await b!.until((v) => v.paused);
      expect(b!.legal).toEqual([]);
      const frozen = clockOf(b!.messages.findLast((m) => m.type === 'update'));
      expect(frozen?.running).toBe(false);
      expect(paused.log.at(-1)).toEqual({ type: 'paused', seat: 0 });
      // Time passes: the clock does not move, and no seat may play.
      await new Promise((r) => setTimeout(r, 300));
      const watcher = await join(server.ws, id);
      expect(clockOf(watcher.messages[0])).toEqual(frozen);
      const mover = paused.activeSeat === 0 ? a! : b!;
      const before = paused.version;
      const refused = await mover.act({ type: 'revealRed', seat: paused.activeSeat }, before);
      expect(codeOf(refused as Answer)).toBe('PAUSED');

      // A restart keeps the pause and the time left.
      await Promise.all(open.splice(0).map((c) => c.close()));
      await server.app.close();
      server = await serveDir(dir, env);
      const back = await join(server.ws, id, tokens.get(0));
      const joined = back.messages[0];
      expect(joined?.type === 'joined' && joined.view?.paused).toBe(true);
      expect(joined?.type === 'joined' && joined.view?.version).toBe(before);
      const kept = clockOf(joined);
      expect(kept?.running).toBe(false);
      // The stored pause kept the clock at its entry: what the table saw when it paused.
      expect(kept).toEqual(frozen);

      expect(codeOf(await ask(back, { type: 'host', hostToken, op: 'resume' }))).toBe('ack');
      const resumed = await back.until((v) => !v.paused);
      expect(resumed.log.at(-1)).toEqual({ type: 'resumed', seat: 0 });
      const running = clockOf(back.messages.findLast((m) => m.type === 'update'));
      expect(running?.running).toBe(true);
      expect(running?.leftMs).toBeLessThanOrEqual(kept?.leftMs ?? 0);
      // The resume goes on from the time the pause kept.
      await server.app.close();
      const store = openSqliteStore(joinPath(dir, 'bomb-busters.sqlite'));
      const entries = await store.entries(id);
      await store.close();
      const [pauseEntry, resumeEntry] = entries.slice(-2);
      expect(pauseEntry?.action).toEqual({ type: 'pause', seat: 0 });
      expect(resumeEntry?.action).toEqual({ type: 'resume', seat: 0 });
      expect(resumeEntry?.clockMs).toBe(pauseEntry?.clockMs);
      server = await serveDir(dir, env);
    } finally {
      await Promise.all(open.splice(0).map((c) => c.close()));
      await server.app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('holds the bots until the host resumes; refusals change nothing', async () => {
    await withServer({ BOT_DELAY_MS: '1500' }, async ({ base, ws }) => {
      // The captain is a bot: it places the first setup token after its delay.
      const { id, hostToken, tokens } = await startedRoom(base, ['expert', 'person', 'expert']);
      const person = await join(ws, id, tokens.get(1));
      expect(codeOf(await ask(person, { type: 'host', hostToken, op: 'pause' }))).toBe('ack');
      const paused = await person.until((v) => v.paused);
      // Refusals: each says why, and the game stays as it is.
      const bad = [
        [{ type: 'host', hostToken: 'f'.repeat(32), op: 'resume' }, 'BAD_TOKEN'],
        [{ type: 'host', hostToken, op: 'pause' }, 'ALREADY_PAUSED'],
        [{ type: 'host', hostToken, op: 'botSeat', seat: 1 }, 'NOT_AWAY'],
        [{ type: 'host', hostToken, op: 'botSeat', seat: 0 }, 'NOT_A_PERSON_SEAT'],
        [{ type: 'host', hostToken, op: 'giveBack', seat: 1 }, 'NOT_AWAY'],
        [{ type: 'host', hostToken, op: 'giveBack', seat: 4 }, 'NO_SUCH_SEAT'],
        [{ type: 'vote', op: 'agree' }, 'NO_VOTE'],
      ] as const;
      for (const [message, code] of bad) expect(codeOf(await ask(person, message))).toBe(code);
      const spectator = await join(ws, id);
      expect(codeOf(await ask(spectator, { type: 'vote', op: 'propose' }))).toBe('NOT_ASKED');
      expect(codeOf((await person.act({ type: 'pause', seat: 1 })) as Answer)).toBe(
        'SERVER_ONLY_ACTION',
      );
      // Longer than the bot's delay: no bot moved.
      await new Promise((r) => setTimeout(r, 2500));
      expect(person.view?.version).toBe(paused.version);
      expect(codeOf(await ask(person, { type: 'host', hostToken, op: 'resume' }))).toBe('ack');
      const moved = await person.until((v) => v.version > paused.version + 1);
      expect(moved.paused).toBe(false);
      expect(codeOf(await ask(person, { type: 'host', hostToken, op: 'resume' }))).toBe(
        'NOT_PAUSED',
      );
    });
  });
});

describe('the turn clock', { timeout: 60_000 }, () => {
  it('waits while paused, and runs in full again when the game goes on', async () => {
    await withServer({}, async ({ base, ws }) => {
      const { id, hostToken, tokens } = await startedRoom(base, ['person', 'person'], 1, true, {
        turnClock: 1,
      });
      const [a, b] = await Promise.all([0, 1].map((s) => join(ws, id, tokens.get(s))));
      expect(codeOf(await ask(a!, { type: 'host', hostToken, op: 'pause' }))).toBe('ack');
      const paused = await b!.until((v) => v.paused);
      // Longer than the turn clock: nobody's move was made for them.
      await new Promise((r) => setTimeout(r, 2000));
      expect(b!.view?.version).toBe(paused.version);
      expect(codeOf(await ask(a!, { type: 'host', hostToken, op: 'resume' }))).toBe('ack');
      // The captain lets the clock run out: a bot places the setup token for them.
      const moved = await b!.until((v) => v.version > paused.version + 1);
      expect(
        b!.messages.some((m) => m.type === 'update' && m.botMoves?.[0]?.reason === 'clock'),
      ).toBe(true);
      expect(moved.paused).toBe(false);
    });
  });
});

describe('a bot for an away seat', { timeout: 60_000 }, () => {
  it('counts down, plays at once when the host says so (stored), and gives the seat back', async () => {
    const dir = await tempDir();
    const env = { TAKEOVER_MS: '60000' };
    let server = await serveDir(dir, env);
    try {
      const { id, hostToken, tokens } = await startedRoom(server.base, ['person', 'person']);
      const host = await join(server.ws, id, tokens.get(0));
      // Seat 1 never came: its takeover counts down from the server's time.
      const away = roomOf(host).seats[1];
      expect(away?.botTakeover).toBe(false);
      expect(away?.takeoverInMs).toBeGreaterThan(50_000);
      expect(away?.takeoverInMs).toBeLessThanOrEqual(60_000);
      expect(roomOf(host).seats[0]?.takeoverInMs).toBeUndefined();
      expect(codeOf(await ask(host, { type: 'host', hostToken, op: 'botSeat', seat: 1 }))).toBe(
        'ack',
      );
      let info = await roomWhere(host, (r) => r.seats[1]?.botTakeover === true);
      expect(info.seats[1]?.takeoverInMs).toBeUndefined();
      // The bot places seat 1's setup token without waiting for the takeover.
      await placeSetupTokens([host]);
      // Stored with the room: after a restart the bot plays the seat at once.
      await Promise.all(open.splice(0).map((c) => c.close()));
      await server.app.close();
      server = await serveDir(dir, env);
      const again = await join(server.ws, id, tokens.get(0));
      expect(roomOf(again).seats[1]?.botTakeover).toBe(true);
      expect(codeOf(await ask(again, { type: 'host', hostToken, op: 'giveBack', seat: 1 }))).toBe(
        'ack',
      );
      info = await roomWhere(again, (r) => r.seats[1]?.botTakeover === false);
      expect(info.seats[1]?.takeoverInMs).toBeGreaterThan(50_000);
      // The person comes back: the countdown is over.
      const back = await join(server.ws, id, tokens.get(1));
      info = await roomWhere(again, (r) => r.seats[1]?.connected === true);
      expect(info.seats[1]?.takeoverInMs).toBeUndefined();
      await back.close();
    } finally {
      await Promise.all(open.splice(0).map((c) => c.close()));
      await server.app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the vote to give up', { timeout: 60_000 }, () => {
  it('agreed by every connected person ends the game lost, surrendered, in the campaign', async () => {
    await withServer({}, async ({ base, ws }) => {
      const { id, hostToken, tokens } = await startedRoom(base, [
        'person',
        'person',
        'person',
        'expert',
      ]);
      const [a, b, c] = await Promise.all([0, 1, 2].map((s) => join(ws, id, tokens.get(s))));
      await placeSetupTokens([a!, b!, c!]);
      expect(codeOf(await ask(b!, { type: 'vote', op: 'propose' }))).toBe('ack');
      let info = await roomWhere(a!, (r) => r.vote !== undefined);
      expect(info.vote).toMatchObject({ proposer: 1, asked: [0, 1, 2], agreed: [1] });
      expect(info.vote?.leftMs).toBeGreaterThan(50_000);
      expect(codeOf(await ask(c!, { type: 'vote', op: 'propose' }))).toBe('VOTE_UNDER_WAY');
      expect(codeOf(await ask(a!, { type: 'vote', op: 'agree' }))).toBe('ack');
      info = await roomWhere(c!, (r) => r.vote?.agreed.length === 2);
      expect(info.vote?.agreed).toEqual([0, 1]);
      // The game goes on meanwhile; the last answer ends it.
      expect(codeOf(await ask(c!, { type: 'vote', op: 'agree' }))).toBe('ack');
      const end = await a!.until(over);
      expect(end.lossCause).toBe('surrendered');
      expect(end.log.slice(-2)).toEqual([
        { type: 'surrendered', seat: 1 },
        { type: 'lost', cause: 'surrendered' },
      ]);
      info = await roomWhere(a!, (r) => r.status === 'finished');
      expect(info.vote).toBeUndefined();
      expect(info.games?.[0]).toMatchObject({ result: 'lost', cause: 'surrendered' });
      expect(info.campaign?.missions.find((m) => m.mission === 1)).toMatchObject({ lost: 1 });
      expect(codeOf(await ask(a!, { type: 'vote', op: 'propose' }))).toBe('GAME_FINISHED');
      expect(codeOf(await ask(a!, { type: 'host', hostToken, op: 'pause' }))).toBe('GAME_FINISHED');
      const exported = await http<{ games: { record: { actions: { type: string }[] } }[] }>(
        base,
        'GET',
        `/api/rooms/${id}/export`,
      );
      expect(exported.body.games[0]?.record.actions.at(-1)).toEqual({
        type: 'surrender',
        seat: 1,
      });
    });
  });

  it('ends at a refusal, or when time runs out; a person who leaves is not waited for', async () => {
    await withServer({ VOTE_MS: '1500' }, async ({ base, ws }) => {
      const { id, tokens } = await startedRoom(base, ['person', 'person', 'person']);
      const [a, b, c] = await Promise.all([0, 1, 2].map((s) => join(ws, id, tokens.get(s))));
      const start = await placeSetupTokens([a!, b!, c!]);
      expect(codeOf(await ask(a!, { type: 'vote', op: 'propose' }))).toBe('ack');
      expect(codeOf(await ask(b!, { type: 'vote', op: 'refuse' }))).toBe('ack');
      let info = await roomWhere(c!, (r) => r.voteEnd !== undefined);
      expect(info.vote).toBeUndefined();
      expect(info.voteEnd).toEqual({ end: 'refused', seat: 1 });
      expect(codeOf(await ask(c!, { type: 'vote', op: 'agree' }))).toBe('NO_VOTE');

      expect(codeOf(await ask(c!, { type: 'vote', op: 'propose' }))).toBe('ack');
      info = await roomWhere(a!, (r) => r.vote !== undefined);
      expect(info.voteEnd).toBeUndefined();
      info = await roomWhere(a!, (r) => r.voteEnd?.end === 'lapsed');
      expect(info.vote).toBeUndefined();

      // Seat 2 proposes, seat 0 agrees, seat 1 leaves: everyone still here agreed.
      expect(codeOf(await ask(c!, { type: 'vote', op: 'propose' }))).toBe('ack');
      expect(codeOf(await ask(a!, { type: 'vote', op: 'agree' }))).toBe('ack');
      expect(a!.view?.status).toBe('playing');
      await b!.close();
      const end = await a!.until(over);
      expect(end.lossCause).toBe('surrendered');
      expect(end.version).toBe(start.version + 1);
    });
  });
});
