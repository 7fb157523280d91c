/**
 * The GameStore contract, run against every adapter. `open()` must return a new, unmigrated store
 * instance on the same database each time it is called (so tests can use two instances at once,
 * or close one and open another); the suite migrates, and uses room ids unique to this run.
 * `openVersion3(room, log)` must return an unmigrated store on a fresh database whose schema is at
 * migration 3, holding `room` and `log` (game 1) as written by that version.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameStore, LogEntry, RoomInfo, SeatInfo } from '../src/store/types.js';

export type OpenVersion3 = (room: RoomInfo, log: readonly LogEntry[]) => Promise<GameStore>;

export function storeContract(
  name: string,
  open: () => Promise<GameStore>,
  openVersion3: OpenVersion3,
): void {
  describe(`GameStore contract: ${name}`, () => {
    const run = randomUUID().slice(0, 8);
    let rooms = 0;
    // Rooms get strictly increasing creation times, later than anything from an earlier run.
    const clockBase = Date.now();
    const since = new Date(clockBase).toISOString();
    const opened: GameStore[] = [];

    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });

    async function store(): Promise<GameStore> {
      const instance = await open();
      opened.push(instance);
      await instance.migrate();
      return instance;
    }

    function seats(...hashes: (string | null)[]): SeatInfo[] {
      return hashes.map((tokenHash, seat) => ({
        seat,
        kind: 'person',
        name: `P${seat}`,
        tokenHash,
      }));
    }

    function room(overrides: Partial<RoomInfo> = {}): RoomInfo {
      rooms += 1;
      return {
        id: `${run}-room-${rooms}`,
        createdAt: new Date(clockBase + rooms * 1000).toISOString(),
        public: true,
        hostTokenHash: `host-${run}-${rooms}`,
        setup: { mission: 3, players: 3, seed: `seed-${rooms}`, options: { stars: 1 } },
        seats: [
          { seat: 0, kind: 'person', name: 'Ada', tokenHash: null },
          { seat: 1, kind: 'bot', level: 'expert', tokenHash: null },
          { seat: 2, kind: 'bot', level: 'cautious', tokenHash: null },
        ],
        status: 'open',
        turnClock: null,
        trainingAid: false,
        game: 1,
        games: [],
        creator: null,
        unlocked: false,
        ...overrides,
      };
    }

    /** The action depends on seq only: an entry's seat and intent id can be changed apart. */
    function entry(seq: number, intentId = `${run}-intent-${seq}`, seat = seq % 3): LogEntry {
      return {
        seq,
        seat,
        intentId,
        action: {
          type: 'dualCut',
          seat: seq % 3,
          target: { seat: 1, stand: 0, index: seq },
          value: 7,
        },
        at: new Date(clockBase + seq).toISOString(),
      };
    }

    async function createdRoom(s: GameStore, overrides: Partial<RoomInfo> = {}): Promise<RoomInfo> {
      const info = room(overrides);
      await s.createRoom(info);
      return info;
    }

    it('migrates idempotently, also from two instances at once', async () => {
      const [a, b] = await Promise.all([open(), open()]);
      opened.push(a, b);
      await Promise.all([a.migrate(), b.migrate()]);
      await a.migrate();
      await b.migrate();
      const info = await createdRoom(a);
      expect(await b.getRoom(info.id)).toEqual(info);
    });

    it('creates, reads and updates rooms', async () => {
      const s = await store();
      const info = await createdRoom(s, { turnClock: 90, public: false, trainingAid: true });
      expect(await s.getRoom(info.id)).toEqual(info);
      expect(await s.getRoom(`${run}-missing`)).toBeNull();

      const taken = seats('hash-a', null, 'hash-c');
      await s.updateRoom(info.id, { seats: taken });
      expect(await s.getRoom(info.id)).toEqual({ ...info, seats: taken });

      await s.updateRoom(info.id, { status: 'playing', public: true });
      expect(await s.getRoom(info.id)).toEqual({
        ...info,
        seats: taken,
        status: 'playing',
        public: true,
      });

      await s.updateRoom(info.id, {});
      await s.updateRoom(`${run}-missing`, { status: 'finished' });
      expect((await s.getRoom(info.id))?.status).toBe('playing');
      expect(await s.getRoom(`${run}-missing`)).toBeNull();
    });

    it('lets exactly one of two instances claim the same free seat', async () => {
      const [a, b] = await Promise.all([store(), store()]);
      for (let round = 0; round < 5; round += 1) {
        const info = await createdRoom(a);
        const results = await Promise.all([
          a.claimSeat(info.id, 0, `${run}-a`, 'Ann'),
          b.claimSeat(info.id, 0, `${run}-b`),
        ]);
        expect(results.filter(Boolean)).toHaveLength(1);
        const winner = results[0] ? `${run}-a` : `${run}-b`;
        const stored = await b.getRoom(info.id);
        expect(stored?.seats[0]).toEqual(
          results[0]
            ? { seat: 0, kind: 'person', name: 'Ann', tokenHash: winner }
            : { seat: 0, kind: 'person', tokenHash: winner },
        );
        expect(stored?.seats.slice(1)).toEqual(info.seats.slice(1));
        // A taken seat, a bot seat, a missing seat or room: refused, nothing written.
        expect(await a.claimSeat(info.id, 0, `${run}-c`)).toBe(false);
        expect(await a.claimSeat(info.id, 1, `${run}-c`)).toBe(false);
        expect(await a.claimSeat(info.id, 7, `${run}-c`)).toBe(false);
        expect(await a.claimSeat(`${run}-missing`, 0, `${run}-c`)).toBe(false);
        expect((await a.getRoom(info.id))?.seats).toEqual(stored?.seats);
      }
    });

    it('changes seats and starts only while the room is open and as checked', async () => {
      const s = await store();
      const info = await createdRoom(s);
      expect(await s.claimSeat(info.id, 0, `${run}-ann`)).toBe(true);
      const bot = { seat: 0, kind: 'bot', level: 'cautious', tokenHash: null } as const;
      expect(await s.setSeatIfOpen(info.id, bot)).toBe(true);
      expect((await s.getRoom(info.id))?.seats[0]).toEqual(bot);
      expect(await s.setSeatIfOpen(info.id, { ...bot, seat: 9 })).toBe(false);
      const seen = (await s.getRoom(info.id))?.seats ?? [];
      // Seats other than those checked: not started.
      expect(await s.startRoom(info.id, info.seats)).toBe(false);
      expect((await s.getRoom(info.id))?.status).toBe('open');
      // Two starts on the same seats: one wins.
      const started = await Promise.all([s.startRoom(info.id, seen), s.startRoom(info.id, seen)]);
      expect(started.filter(Boolean)).toHaveLength(1);
      expect(await s.getRoom(info.id)).toEqual({
        ...info,
        seats: seen,
        status: 'playing',
        public: false,
      });
      // The setup given at the start (sticker B's characters) replaces the stored one.
      const other = await createdRoom(s);
      const setup = { ...other.setup, characters: [null, 'generalRadar', null] as const };
      expect(await s.startRoom(other.id, other.seats, setup)).toBe(true);
      expect((await s.getRoom(other.id))?.setup).toEqual(setup);
      // After the start nothing about the seats changes.
      expect(await s.setSeatIfOpen(info.id, { ...bot, level: 'expert' })).toBe(false);
      expect(await s.claimSeat(info.id, 0, `${run}-late`)).toBe(false);
      expect((await s.getRoom(info.id))?.seats).toEqual(seen);
    });

    it('finds a room by the tokens its claims gave, not by a seat swapped to a bot', async () => {
      const s = await store();
      const kept = await createdRoom(s);
      const swapped = await createdRoom(s);
      expect(await s.claimSeat(kept.id, 0, `${run}-kept`)).toBe(true);
      expect(await s.claimSeat(swapped.id, 0, `${run}-swapped`)).toBe(true);
      expect(await s.claimSeat(swapped.id, -1, `${run}-swapped`)).toBe(false);
      expect(await s.setSeatIfOpen(swapped.id, { seat: 1, kind: 'person', tokenHash: null })).toBe(
        true,
      );
      expect(await s.claimSeat(swapped.id, 1, `${run}-second`)).toBe(true);
      const bot = { seat: 0, kind: 'bot', level: 'cautious', tokenHash: null } as const;
      expect(await s.setSeatIfOpen(swapped.id, bot)).toBe(true);
      for (const id of [kept.id, swapped.id]) await s.updateRoom(id, { status: 'finished' });

      expect((await s.historyForToken(`${run}-kept`, 10)).map((r) => r.id)).toEqual([kept.id]);
      expect(await s.historyForToken(`${run}-swapped`, 10)).toEqual([]);
      expect((await s.historyForToken(`${run}-second`, 10)).map((r) => r.id)).toEqual([swapped.id]);
      expect((await s.getRoom(swapped.id))?.seats).toEqual([
        bot,
        { seat: 1, kind: 'person', tokenHash: `${run}-second` },
        swapped.seats[2],
      ]);
    });

    it('keeps the creator of a room, and null when there is none', async () => {
      const s = await store();
      const info = await createdRoom(s, { creator: `creator-${run}` });
      expect(await s.getRoom(info.id)).toEqual(info);
      expect((await s.listOpenRooms(1000, since)).find((r) => r.id === info.id)).toEqual(info);
      const { creator: _, ...anonymous } = room();
      await s.createRoom(anonymous);
      expect(await s.getRoom(anonymous.id)).toEqual({ ...anonymous, creator: null });
    });

    it("keeps the host's unlocking of the campaign, false by default", async () => {
      const s = await store();
      const info = await createdRoom(s, { status: 'finished' });
      await s.updateRoom(info.id, { unlocked: true });
      expect(await s.getRoom(info.id)).toEqual({ ...info, unlocked: true });
      await s.updateRoom(info.id, { status: 'playing' });
      expect((await s.getRoom(info.id))?.unlocked).toBe(true);
      const { unlocked: _, ...older } = room();
      await s.createRoom(older);
      expect((await s.getRoom(older.id))?.unlocked).toBe(false);
    });

    it('creates nothing of a room it cannot create whole', async () => {
      const s = await store();
      // Two seats numbered 0: the room's row is written before the second seat fails.
      const clash = room({
        seats: [
          { seat: 0, kind: 'person', tokenHash: `clash-a-${run}` },
          { seat: 0, kind: 'person', tokenHash: `clash-b-${run}` },
        ],
        status: 'finished',
      });
      await expect(s.createRoom(clash)).rejects.toThrow();
      expect(await s.getRoom(clash.id)).toBeNull();
      expect(await s.historyForToken(`clash-a-${run}`, 10)).toEqual([]);
    });

    it('rejects a second room with the same id', async () => {
      const s = await store();
      const info = await createdRoom(s);
      await expect(s.createRoom({ ...info, hostTokenHash: 'other' })).rejects.toThrow();
      expect(await s.getRoom(info.id)).toEqual(info);
    });

    it('lists open public rooms, newest first, up to the limit', async () => {
      const s = await store();
      const oldest = await createdRoom(s);
      const middle = await createdRoom(s);
      await createdRoom(s, { public: false });
      await createdRoom(s, { status: 'playing' });
      const newest = await createdRoom(s);
      await createdRoom(s, { status: 'finished' });

      expect((await s.listOpenRooms(2, since)).map((r) => r.id)).toEqual([newest.id, middle.id]);
      const all = (await s.listOpenRooms(1000, since)).map((r) => r.id);
      expect(all.slice(0, 3)).toEqual([newest.id, middle.id, oldest.id]);
      const listed = await s.listOpenRooms(1000, since);
      expect(listed.every((r) => r.status === 'open' && r.public)).toBe(true);
      expect(listed[0]).toEqual(newest);

      // Rooms created before `since` have expired; `since` itself is included.
      expect((await s.listOpenRooms(1000, middle.createdAt)).map((r) => r.id)).toEqual([
        newest.id,
        middle.id,
      ]);
      const later = new Date(Date.parse(newest.createdAt) + 1).toISOString();
      expect(await s.listOpenRooms(1000, later)).toEqual([]);

      // A room leaves the lobby when it starts or turns private.
      await s.updateRoom(newest.id, { status: 'playing' });
      await s.updateRoom(middle.id, { public: false });
      expect((await s.listOpenRooms(1, since))[0]?.id).toBe(oldest.id);
    });

    it('counts the open rooms of a creator since a time, public or not', async () => {
      const s = await store();
      const creator = `counted-${run}`;
      const first = await createdRoom(s, { creator });
      const second = await createdRoom(s, { creator, public: false });
      await createdRoom(s, { creator, status: 'playing' });
      await createdRoom(s, { creator, status: 'finished' });
      await createdRoom(s, { creator: `other-${run}` });
      await createdRoom(s);

      expect(await s.countOpenRooms(creator, first.createdAt)).toBe(2);
      expect(await s.countOpenRooms(creator, second.createdAt)).toBe(1);
      expect(await s.countOpenRooms(`other-${run}`, first.createdAt)).toBe(1);
      expect(await s.countOpenRooms(`nobody-${run}`, since)).toBe(0);
      // A started room no longer counts.
      expect(await s.startRoom(first.id, first.seats)).toBe(true);
      expect(await s.countOpenRooms(creator, first.createdAt)).toBe(1);
    });

    it('keeps one address secret per database', async () => {
      const [a, b] = await Promise.all([store(), store()]);
      const secret = await a.addressSecret();
      expect(secret).toMatch(/^[0-9a-f]{32}$/);
      expect(await b.addressSecret()).toBe(secret);
      await a.close();
      await b.close();
      expect(await (await store()).addressSecret()).toBe(secret);
    });

    it('lists the rooms being played', async () => {
      const s = await store();
      const playing = await createdRoom(s, { status: 'playing', public: false });
      const started = await createdRoom(s);
      const finished = await createdRoom(s, { status: 'playing' });
      await s.updateRoom(started.id, { status: 'playing' });
      await s.updateRoom(finished.id, { status: 'finished' });

      const listed = await s.listPlayingRooms();
      const ids = listed.map((r) => r.id);
      expect(ids).toContain(playing.id);
      expect(ids).toContain(started.id);
      expect(ids).not.toContain(finished.id);
      expect(listed.every((r) => r.status === 'playing')).toBe(true);
      expect(listed.find((r) => r.id === playing.id)).toEqual(playing);
    });

    it('finds the finished rooms of a token, newest first, following seat changes', async () => {
      const s = await store();
      const token = `token-${run}`;
      const other = `other-${run}`;
      const first = await createdRoom(s, { seats: seats(token, other), status: 'finished' });
      const second = await createdRoom(s, { seats: seats(other), status: 'open' });
      await s.updateRoom(second.id, { seats: seats(other, token) });
      await s.updateRoom(second.id, { status: 'finished' });
      // Not finished yet: not in the history.
      await createdRoom(s, { seats: seats(token), status: 'playing' });
      const left = await createdRoom(s, { seats: seats(token), status: 'open' });
      // The token left this seat before the game: the room is not in its history.
      await s.updateRoom(left.id, { seats: seats(null), status: 'finished' });

      const history = await s.historyForToken(token, 10);
      expect(history.map((r) => r.id)).toEqual([second.id, first.id]);
      expect(history[1]).toEqual(first);
      expect((await s.historyForToken(token, 1)).map((r) => r.id)).toEqual([second.id]);
      expect((await s.historyForToken(other, 10)).map((r) => r.id)).toEqual([second.id, first.id]);
      expect(await s.historyForToken(`nobody-${run}`, 10)).toEqual([]);
    });

    it('appends in order; a repeated intent is a duplicate; a wrong seq is a conflict', async () => {
      const s = await store();
      const { id } = await createdRoom(s, { status: 'playing' });

      expect(await s.append(id, entry(2))).toEqual({ kind: 'conflict' });
      expect(await s.append(id, entry(1))).toEqual({ kind: 'ok' });
      expect(await s.append(id, entry(2))).toEqual({ kind: 'ok' });
      // A retry of an applied intent by the same seat, whatever seq and action it now claims:
      // the stored action comes back.
      expect(await s.append(id, entry(3, `${run}-intent-1`, 1))).toEqual({
        kind: 'duplicate',
        seq: 1,
        action: entry(1).action,
      });
      expect(await s.append(id, entry(2, `${run}-intent-2`))).toEqual({
        kind: 'duplicate',
        seq: 2,
        action: entry(2).action,
      });
      // A new intent at a seq already taken, or beyond the end.
      expect(await s.append(id, entry(2, `${run}-late`))).toEqual({ kind: 'conflict' });
      expect(await s.append(id, entry(4, `${run}-early`))).toEqual({ kind: 'conflict' });
      expect(await s.append(id, entry(3))).toEqual({ kind: 'ok' });

      expect(await s.entries(id)).toEqual([entry(1), entry(2), entry(3)]);
      // Intent ids are per game: the same id starts another game's log.
      const { id: otherId } = await createdRoom(s, { status: 'playing' });
      expect(await s.append(otherId, entry(1))).toEqual({ kind: 'ok' });
      expect(await s.entries(otherId)).toEqual([entry(1)]);
    });

    it('scopes intent ids by seat: the same id from two seats is two intents', async () => {
      const s = await store();
      const { id } = await createdRoom(s, { status: 'playing' });
      const shared = `${run}-shared`;
      expect(await s.append(id, entry(1, shared, 0))).toEqual({ kind: 'ok' });
      expect(await s.append(id, entry(2, shared, 1))).toEqual({ kind: 'ok' });
      expect(await s.append(id, entry(3, shared, 1))).toEqual({
        kind: 'duplicate',
        seq: 2,
        action: entry(2).action,
      });
      expect(await s.append(id, entry(3, shared, 0))).toEqual({
        kind: 'duplicate',
        seq: 1,
        action: entry(1).action,
      });
      expect(await s.append(id, entry(3, '#bot-3', 2))).toEqual({ kind: 'ok' });
      expect(await s.append(id, entry(4, '#bot-3', 2))).toEqual({
        kind: 'duplicate',
        seq: 3,
        action: entry(3).action,
      });
      expect(await s.entries(id)).toEqual([
        entry(1, shared, 0),
        entry(2, shared, 1),
        entry(3, '#bot-3', 2),
      ]);
    });

    it('lets exactly one of two instances append at the same seq', async () => {
      const [a, b] = await Promise.all([store(), store()]);
      const { id } = await createdRoom(a, { status: 'playing' });
      for (let seq = 1; seq <= 10; seq += 1) {
        const results = await Promise.all([
          a.append(id, entry(seq, `${run}-a-${seq}`)),
          b.append(id, entry(seq, `${run}-b-${seq}`)),
        ]);
        expect(results.map((r) => r.kind).sort()).toEqual(['conflict', 'ok']);
      }
      const log = await b.entries(id);
      expect(log.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    it('gives one result per intent when two instances retry the same intent at once', async () => {
      const [a, b] = await Promise.all([store(), store()]);
      const { id } = await createdRoom(a, { status: 'playing' });
      const results = await Promise.all([a.append(id, entry(1)), b.append(id, entry(1))]);
      expect(results).toContainEqual({ kind: 'ok' });
      expect(results.filter((r) => r.kind === 'ok')).toHaveLength(1);
      // The loser saw either the intent (duplicate) or the taken seq (conflict); never both applied.
      expect(await a.entries(id)).toEqual([entry(1)]);
    });

    it('answers each of many appends made at once, for many rooms, as if made one by one', async () => {
      const s = await store();
      const rooms = await Promise.all(
        Array.from({ length: 12 }, () => createdRoom(s, { status: 'playing' })),
      );
      await Promise.all(rooms.map(({ id }) => s.append(id, entry(1))));
      const [a, b, c, d] = rooms.map((r) => r.id) as [string, string, string, string];
      const results = await Promise.all([
        ...rooms.slice(4).map(({ id }) => s.append(id, entry(2))),
        // The same entry twice at once: stored once, the second is its duplicate.
        s.append(a, entry(2)),
        s.append(a, entry(2)),
        // Two intents at one seq: the first is stored.
        s.append(b, entry(2, `${run}-first`)),
        s.append(b, entry(2, `${run}-second`)),
        // A gap, and an intent already stored.
        s.append(c, entry(3)),
        s.append(d, entry(2, `${run}-intent-1`, 1)),
      ]);
      expect(results).toEqual([
        ...rooms.slice(4).map(() => ({ kind: 'ok' })),
        { kind: 'ok' },
        { kind: 'duplicate', seq: 2, action: entry(2).action },
        { kind: 'ok' },
        { kind: 'conflict' },
        { kind: 'conflict' },
        { kind: 'duplicate', seq: 1, action: entry(1).action },
      ]);
      expect((await s.entries(b)).map((e) => e.intentId)).toEqual([
        `${run}-intent-1`,
        `${run}-first`,
      ]);
      for (const { id } of rooms)
        expect((await s.entries(id)).map((e) => e.seq)).toEqual(
          id === c || id === d ? [1] : [1, 2],
        );
    });

    it('reads the entries after a seq', async () => {
      const s = await store();
      const { id } = await createdRoom(s, { status: 'playing' });
      for (let seq = 1; seq <= 5; seq += 1) await s.append(id, entry(seq));
      expect((await s.entries(id, 3)).map((e) => e.seq)).toEqual([4, 5]);
      expect(await s.entries(id, 0)).toHaveLength(5);
      expect(await s.entries(id, 5)).toEqual([]);
      expect(await s.entries(`${run}-missing`)).toEqual([]);
    });

    it("keeps the mission clock's ms of an entry, and none for an entry without it", async () => {
      const s = await store();
      const { id } = await createdRoom(s, { status: 'playing' });
      const timed = [entry(1), { ...entry(2), clockMs: 0 }, { ...entry(3), clockMs: 754_321 }];
      for (const e of timed) expect(await s.append(id, e)).toEqual({ kind: 'ok' });
      expect(await s.entries(id)).toEqual(timed);
    });

    it('keeps snapshots and returns the latest', async () => {
      const s = await store();
      const { id } = await createdRoom(s, { status: 'playing' });
      expect(await s.latestSnapshot(id)).toBeNull();
      const state = (seq: number) => ({
        version: seq,
        seats: [{ wires: [1, 2.5, 13] }],
        text: 'é"\\',
      });
      await s.saveSnapshot(id, { seq: 10, state: state(10) });
      await s.saveSnapshot(id, { seq: 20, state: state(20) });
      await s.saveSnapshot(id, { seq: 15, state: state(15) });
      expect(await s.latestSnapshot(id)).toEqual({ seq: 20, state: state(20) });
      // Saving the same seq again replaces it.
      await s.saveSnapshot(id, { seq: 20, state: { replaced: true } });
      expect(await s.latestSnapshot(id)).toEqual({ seq: 20, state: { replaced: true } });
    });

    it('keeps one log per game of a room: seq restarts at 1, intent ids are unique per game', async () => {
      const s = await store();
      const token = `games-${run}`;
      const info = await createdRoom(s, { seats: seats(token, null), status: 'playing' });
      expect(await s.append(info.id, entry(1))).toEqual({ kind: 'ok' });
      expect(await s.append(info.id, entry(2))).toEqual({ kind: 'ok' });
      await s.saveSnapshot(info.id, { seq: 2, state: { game: 1 } });
      // Only a finished room opens its next game's lobby, and only from the game it is at.
      expect(await s.nextGame(info.id, 1, info.setup)).toBe(false);
      const games = [{ game: 1, setup: info.setup, result: 'won' as const }];
      await s.updateRoom(info.id, { status: 'finished', games });
      const setup2 = { ...info.setup, captain: 1, seed: `next-${run}` };
      expect(await s.nextGame(info.id, 2, setup2)).toBe(false);
      expect(await s.nextGame(`${run}-missing`, 1, setup2)).toBe(false);
      expect(await s.nextGame(info.id, 1, setup2)).toBe(true);
      expect(await s.nextGame(info.id, 1, setup2)).toBe(false);
      const next = { ...info, status: 'open' as const, game: 2, games, setup: setup2 };
      expect(await s.getRoom(info.id)).toEqual(next);
      // Its seats may change in the lobby; then it starts as the first game did.
      const bot = { seat: 1, kind: 'bot', level: 'cautious', tokenHash: null } as const;
      expect(await s.setSeatIfOpen(info.id, bot)).toBe(true);
      const seated = (await s.getRoom(info.id))?.seats ?? [];
      expect(await s.startRoom(info.id, seated)).toBe(true);
      expect(await s.getRoom(info.id)).toEqual({
        ...next,
        status: 'playing',
        public: false,
        seats: seated,
      });
      // The second game starts at seq 1 and may reuse the first game's intent ids.
      expect(await s.entries(info.id, 0, 2)).toEqual([]);
      expect(await s.latestSnapshot(info.id, 2)).toBeNull();
      expect(await s.append(info.id, entry(2), 2)).toEqual({ kind: 'conflict' });
      expect(await s.append(info.id, entry(1), 2)).toEqual({ kind: 'ok' });
      expect(await s.append(info.id, entry(1), 2)).toEqual({
        kind: 'duplicate',
        seq: 1,
        action: entry(1).action,
      });
      expect(await s.append(info.id, entry(2, `${run}-intent-1`, 1), 2)).toEqual({
        kind: 'duplicate',
        seq: 1,
        action: entry(1).action,
      });
      await s.saveSnapshot(info.id, { seq: 1, state: { game: 2 } }, 2);
      expect(await s.entries(info.id, 0, 2)).toEqual([entry(1)]);
      // The first game's log and snapshot are unchanged (game 1 is the default).
      expect(await s.entries(info.id)).toEqual([entry(1), entry(2)]);
      expect(await s.entries(info.id, 0, 1)).toEqual([entry(1), entry(2)]);
      expect(await s.latestSnapshot(info.id)).toEqual({ seq: 2, state: { game: 1 } });
      expect(await s.latestSnapshot(info.id, 2)).toEqual({ seq: 1, state: { game: 2 } });
      // In the token's history while the second game is played.
      expect((await s.historyForToken(token, 5)).map((r) => r.id)).toEqual([info.id]);
    });

    it("keeps a seat's notes per game, each version with its span, one standing per wire", async () => {
      const s = await store();
      const info = await createdRoom(s);
      const w = (index: number) => ({ seat: 1, stand: 0, index });
      const not5 = [{ kind: 'not' as const, value: 5 }];
      await s.setNote(info.id, 1, 0, w(0), { marks: not5, text: 'a' }, 3);
      // Set again at the same version: the first version is gone (nobody saw it stand).
      await s.setNote(info.id, 1, 0, w(0), { marks: [], text: 'b' }, 3);
      await s.setNote(info.id, 1, 0, w(0), { marks: [{ kind: 'unsure' }], text: 'c' }, 5);
      await s.setNote(info.id, 1, 0, w(1), { marks: not5, text: 'd' }, 5);
      await s.setNote(info.id, 1, 2, w(1), { marks: [], text: 'seat 2' }, 6);
      await s.setNote(info.id, 2, 0, w(1), { marks: [], text: 'game 2' }, 1);
      expect(await s.notes(info.id, 1, 0)).toEqual([
        { wire: w(0), marks: [], text: 'b', from: 3, until: 5 },
        { wire: w(0), marks: [{ kind: 'unsure' }], text: 'c', from: 5, until: null },
        { wire: w(1), marks: not5, text: 'd', from: 5, until: null },
      ]);
      // Wire 1 is cut at version 7: both seats' notes on it end; no note on wire 2.
      expect((await s.dropNotes(info.id, 1, [w(1), w(2)], 7)).sort()).toEqual([0, 2]);
      expect(await s.dropNotes(info.id, 1, [w(1)], 8)).toEqual([]);
      expect(await s.notes(info.id, 1, 2)).toEqual([
        { wire: w(1), marks: [], text: 'seat 2', from: 6, until: 7 },
      ]);
      // Cleared: the standing one ends; clearing nothing changes nothing.
      await s.setNote(info.id, 1, 0, w(0), null, 9);
      await s.setNote(info.id, 1, 0, w(3), null, 9);
      expect((await s.notes(info.id, 1, 0)).map((n) => [n.text, n.until])).toEqual([
        ['b', 5],
        ['c', 9],
        ['d', 7],
      ]);
      expect(await s.notes(info.id, 2, 0)).toEqual([
        { wire: w(1), marks: [], text: 'game 2', from: 1, until: null },
      ]);
    });

    it('keeps everything across close and reopen', async () => {
      const first = await store();
      const info = await createdRoom(first, { seats: seats(`persist-${run}`), status: 'playing' });
      await first.append(info.id, entry(1));
      await first.append(info.id, entry(2));
      await first.saveSnapshot(info.id, { seq: 2, state: { at: 2 } });
      await first.close();

      const second = await store();
      expect(await second.getRoom(info.id)).toEqual(info);
      expect((await second.listPlayingRooms()).map((r) => r.id)).toContain(info.id);
      expect(await second.entries(info.id)).toEqual([entry(1), entry(2)]);
      expect(await second.latestSnapshot(info.id)).toEqual({ seq: 2, state: { at: 2 } });
      expect(await second.append(info.id, entry(3))).toEqual({ kind: 'ok' });
      expect(await second.append(info.id, entry(1))).toEqual({
        kind: 'duplicate',
        seq: 1,
        action: entry(1).action,
      });
      await second.updateRoom(info.id, { status: 'finished' });
      expect((await second.historyForToken(`persist-${run}`, 5)).map((r) => r.id)).toEqual([
        info.id,
      ]);
    });

    it('migrates a version-3 database: seat-scoped intents, the server ids renamed, data kept', async () => {
      const v3: RoomInfo = room({ status: 'playing', turnClock: 60, trainingAid: true });
      const { creator: _, ...v3Room } = v3;
      // What version 3 wrote: the server's intents without `#`, ids unique per game.
      const log = [
        entry(1, 'client-1', 0),
        entry(2, 'bot-2x', 1),
        entry(3, 'bot-3', 1),
        entry(4, 'clock-4', 2),
        entry(5, 'clock-', 0),
        entry(6, 'bot-12', 2),
      ];
      const s = await openVersion3(v3Room, log);
      opened.push(s);
      await s.migrate();

      expect(await s.getRoom(v3.id)).toEqual(v3);
      const renamed = ['client-1', 'bot-2x', '#bot-3', '#clock-4', 'clock-', '#bot-12'];
      expect(await s.entries(v3.id)).toEqual(log.map((e, i) => ({ ...e, intentId: renamed[i] })));
      expect(await s.addressSecret()).toMatch(/^[0-9a-f]{32}$/);
      // The same client id from another seat is a new intent; from the same seat, a duplicate.
      expect(await s.append(v3.id, entry(7, 'client-1', 1))).toEqual({ kind: 'ok' });
      expect(await s.append(v3.id, entry(8, 'client-1', 0))).toEqual({
        kind: 'duplicate',
        seq: 1,
        action: entry(1).action,
      });
      expect(await s.append(v3.id, entry(8, '#bot-3', 1))).toEqual({
        kind: 'duplicate',
        seq: 3,
        action: entry(3).action,
      });
      expect(await s.append(v3.id, entry(8, 'bot-3', 1))).toEqual({ kind: 'ok' });
      expect(await s.countOpenRooms(`nobody-${run}`, since)).toBe(0);
    });
  });
}
