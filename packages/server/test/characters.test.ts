/**
 * Rule sticker B in the lobby, over HTTP and a real socket: a seated person takes a new character
 * (one copy each, never the Captain, only what the mission allows), every socket sees the choice
 * and the bots' choice around it, the host starts the game with them, and a restart on the same
 * data keeps them. Written on whichever mission first allows all four cards, so it runs once
 * box 3 brings one; the refusals run on any mission.
 */
import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MISSION_DEFS, type NewCharacter } from '@bomb-busters/engine';
import type { RoomInfo } from '@bomb-busters/protocol';
import { tableCharacters } from '../src/characters.js';
import type { RoomInfo as StoredRoom, SeatInfo } from '../src/store/types.js';
import { Client, http, startedRoom, serveDir, tempDir, withServer } from './helpers.js';

const choose = (
  base: string,
  room: string,
  seat: number,
  token: string,
  character: NewCharacter | null,
) =>
  http<{ code?: string } & Partial<RoomInfo>>(
    base,
    'POST',
    `/api/rooms/${room}/seats/${seat}/character`,
    { token, character },
  );

describe('the characters at the start (docs/rules-decisions.md)', () => {
  const person = (seat: number, character?: NewCharacter | null): SeatInfo => ({
    seat,
    kind: 'person',
    tokenHash: `t${seat}`,
    ...(character !== undefined ? { character } : {}),
  });
  const bot: Omit<SeatInfo, 'seat'> = { kind: 'bot', level: 'expert', tokenHash: null };
  const room = (seats: SeatInfo[]): StoredRoom => ({
    id: 'r',
    createdAt: '2026-01-01T00:00:00.000Z',
    public: false,
    hostTokenHash: 'h',
    setup: { mission: 1, players: seats.length, seed: 's', captain: 1 },
    seats,
    status: 'open',
    turnClock: null,
    trainingAid: false,
  });

  it('keeps a standing choice, drops one the mission bans or on the Captain’s seat, bots around', () => {
    const seats = [
      person(0, 'walkieTalkies'),
      person(1, 'xOrYRay'),
      person(2, 'tripleDetector'),
      { seat: 3, ...bot },
      person(4),
    ];
    const allowed: NewCharacter[] = ['generalRadar', 'tripleDetector', 'xOrYRay'];
    expect(tableCharacters(room(seats), allowed)).toEqual([
      null,
      null,
      'tripleDetector',
      'xOrYRay',
      null,
    ]);
  });

  it('gives a card two seats hold to the first (two nodes at once), and none without sticker B', () => {
    const seats = [person(0), person(1), person(2, 'xOrYRay'), person(3, 'xOrYRay')];
    expect(tableCharacters(room(seats), ['xOrYRay'])).toEqual([null, null, 'xOrYRay', null]);
    expect(tableCharacters(room(seats))).toBeNull();
  });
});

describe('choosing a character in the lobby', () => {
  it('is refused in a mission without sticker B, and with a token of another seat', async () => {
    await withServer({}, async ({ base }) => {
      const { id, tokens } = await startedRoom(base, ['person', 'person'], 1, false);
      const banned = await choose(base, id, 1, tokens.get(1) ?? '', 'generalRadar');
      expect([banned.status, banned.body.code]).toEqual([400, 'CHARACTER_NOT_ALLOWED']);
      const stolen = await choose(base, id, 1, tokens.get(0) ?? '', null);
      expect([stolen.status, stolen.body.code]).toEqual([403, 'BAD_TOKEN']);
      const summary = await http<RoomInfo>(base, 'GET', `/api/rooms/${id}`);
      expect(summary.body.seats.every((s) => s.character === undefined)).toBe(true);
    });
  });

  const mission = MISSION_DEFS.find((d) => d.newCharacters?.length === 4)?.id;

  it.skipIf(mission === undefined)(
    'is seen by every socket, kept at the start and after a restart',
    async () => {
      const dir = await tempDir();
      try {
        const first = await serveDir(dir);
        const { id, hostToken, tokens } = await startedRoom(
          first.base,
          ['person', 'person', 'person', 'expert'],
          mission,
          false,
        );
        const watcher = await Client.join(first.ws, id, tokens.get(2));
        const taken = await choose(first.base, id, 1, tokens.get(1) ?? '', 'tripleDetector');
        expect(taken.status).toBe(200);
        // The socket hears of it, the bot seat taking the bots' next card.
        const news = await watcher.next(
          (m) => m.type === 'room' && m.roomInfo.seats[1]?.character === 'tripleDetector',
        );
        expect(news.type === 'room' && news.roomInfo.seats.map((s) => s.character)).toEqual([
          null,
          'tripleDetector',
          null,
          'xOrYRay',
        ]);
        const twice = await choose(first.base, id, 2, tokens.get(2) ?? '', 'tripleDetector');
        expect([twice.status, twice.body.code]).toEqual([409, 'CHARACTER_TAKEN']);
        const captain = await choose(first.base, id, 0, tokens.get(0) ?? '', 'generalRadar');
        expect(captain.body.code).toBe('CHARACTER_NOT_ALLOWED');
        expect((await choose(first.base, id, 2, tokens.get(2) ?? '', 'xOrYRay')).status).toBe(200);

        const started = await http(first.base, 'POST', `/api/rooms/${id}/start`, { hostToken });
        expect(started.status).toBe(200);
        const personal = (v: Client['view']) => v?.characters.map((c) => c.personal ?? null);
        const view = await watcher.until((v) => v.characters.length === 4);
        expect(personal(view)).toEqual([null, 'tripleDetector', 'xOrYRay', 'generalRadar']);
        await watcher.close();
        await first.app.close();

        const second = await serveDir(dir);
        const again = await Client.join(second.ws, id, tokens.get(1));
        expect(personal(again.view)).toEqual([null, 'tripleDetector', 'xOrYRay', 'generalRadar']);
        await again.close();
        await second.app.close();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
