/**
 * The campaign of a table: "play again" offers the next mission after a win and the same after a
 * loss, refuses a mission of a box not open yet, the host may open every box (kept across a
 * restart), and the export bundles the campaign with every finished game's record.
 */
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { MISSION_IDS } from '@bomb-busters/engine';
import {
  ExportResponseSchema,
  RoomInfoSchema,
  boxOf,
  campaignOf,
  type RoomInfo,
} from '@bomb-busters/protocol';
import { Client, http, over, serveDir, startedRoom, tempDir } from './helpers.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const first = MISSION_IDS.find((id) => boxOf(id)?.opensWith === null) ?? 1;
// A mission of the first surprise box, locked until 8 is won.
const locked = MISSION_IDS.find((id) => boxOf(id)?.opensWith === 8);

describe('campaign', () => {
  it('offers the next mission, refuses a locked one, and the host may open every box', async () => {
    if (locked === undefined) return;
    const dir = await tempDir();
    dirs.push(dir);
    const server = await serveDir(dir);
    const { id, hostToken, tokens } = await startedRoom(server.base, ['person', 'expert'], first);
    const token = tokens.get(0) as string;
    const summary = async (base = server.base): Promise<RoomInfo> =>
      RoomInfoSchema.parse((await http(base, 'GET', `/api/rooms/${id}`)).body);
    const again = (body: object) =>
      http(server.base, 'POST', `/api/rooms/${id}/again`, { hostToken, ...body });
    const play = async () => {
      const client = await Client.join(server.ws, id, token);
      // The table is not sent the campaign while the game is played; at its end it is.
      const joined = client.messages.find((m) => m.type === 'joined');
      expect(joined?.type === 'joined' && joined.roomInfo.campaign).toBeUndefined();
      client.play();
      const end = await client.until(over);
      const ended = await client.next((m) => m.type === 'room' && m.roomInfo.status === 'finished');
      const campaign = ended.type === 'room' && ended.roomInfo.campaign;
      expect(campaign).toEqual((await summary()).campaign);
      await client.close();
      return end.status as 'won' | 'lost';
    };

    const before = (await summary()).campaign;
    expect(before).toMatchObject({ won: 0, next: null, unlocked: false });
    expect(before?.boxes.filter((b) => b.open).map((b) => b.first)).toEqual([1]);

    const result1 = await play();
    const after1 = await summary();
    const games1 = [{ mission: first, captain: 0, result: result1 }];
    expect(after1.campaign).toEqual(
      campaignOf({ players: 2, unlocked: false, start: first, games: games1 }),
    );
    expect(after1.campaign?.nextCaptain).toBe(1);

    // A mission of a box not open yet: refused, nothing changed.
    const refused = await again({ mission: locked });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('MISSION_LOCKED');
    expect(await summary()).toEqual(after1);

    // Without a mission: the one offered, captained by the seat to the left.
    const offered = after1.campaign?.next;
    const reopened = await again({});
    expect(reopened.status).toBe(200);
    expect(RoomInfoSchema.parse(reopened.body)).toMatchObject({ game: 2, mission: offered });
    // Back in the lobby: the host starts the next game as the first time.
    const started = await http(server.base, 'POST', `/api/rooms/${id}/start`, { hostToken });
    expect(started.status).toBe(200);
    expect((await summary()).games?.[1]).toMatchObject({ mission: offered, captain: 1 });
    const result2 = await play();

    // Only the host opens every box.
    const notHost = await http(server.base, 'POST', `/api/rooms/${id}/unlock`, {
      hostToken: token,
    });
    expect(notHost.status).toBe(403);
    expect(notHost.body.code).toBe('BAD_TOKEN');
    const unlocked = await http(server.base, 'POST', `/api/rooms/${id}/unlock`, { hostToken });
    expect(unlocked.status).toBe(200);
    const campaign = RoomInfoSchema.parse(unlocked.body).campaign;
    expect(campaign?.unlocked).toBe(true);
    // Every mission but the one this table is too small for (34: not with two players).
    expect(campaign?.missions.filter((m) => !m.open).map((m) => m.mission)).toEqual([34]);

    // The export: the campaign and each finished game with the record it serves on its own.
    const exported = ExportResponseSchema.parse(
      (await http(server.base, 'GET', `/api/rooms/${id}/export`)).body,
    );
    expect(exported.campaign).toEqual(campaign);
    expect(exported.games.map((g) => [g.game, g.result])).toEqual([
      [1, result1],
      [2, result2],
    ]);
    for (const g of exported.games)
      expect(g.record).toEqual(
        (await http(server.base, 'GET', `/api/rooms/${id}/record?game=${g.game}`)).body,
      );
    await server.app.close();

    // Kept across a restart; the locked mission may now be played.
    const restarted = await serveDir(dir);
    try {
      expect((await summary(restarted.base)).campaign).toEqual(campaign);
      const next = await http(restarted.base, 'POST', `/api/rooms/${id}/again`, {
        hostToken,
        mission: locked,
      });
      expect(next.status).toBe(200);
      expect(RoomInfoSchema.parse(next.body)).toMatchObject({ game: 3, mission: locked });
    } finally {
      await restarted.app.close();
    }
  }, 120_000);
});
