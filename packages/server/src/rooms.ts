/** The room registry: create rooms, claim and swap seats, start games, reload games on start. */
import { randomBytes } from 'node:crypto';
import { createGame, type GameSetup, type MissionId } from '@bomb-busters/engine';
import { ServerError } from './errors.js';
import type { CreateRoomRequest, LobbyItem, RoomSummary } from './messages.js';
import type { SeatSpec } from '@bomb-busters/protocol';
import { Room, type RoomConfig, type RoomLogger } from './room.js';
import { ROOM_CHANGED } from './store/postgres.js';
import type { GameStore, RoomInfo, SeatInfo } from './store/types.js';
import { hashToken, newRoomId, newToken } from './tokens.js';

const seatInfo = (seat: number, spec: SeatSpec): SeatInfo =>
  spec.kind === 'person'
    ? { seat, kind: 'person', tokenHash: null }
    : { seat, kind: 'bot', level: spec.level ?? 'expert', tokenHash: null };

export class Rooms {
  private readonly rooms = new Map<string, Room>();
  private closing = false;

  /**
   * @param shared several nodes share the store (PostgreSQL): room records are re-read from the
   *   store before they are checked, and `notified` applies other nodes' writes (docs/deploy.md).
   */
  constructor(
    private readonly store: GameStore,
    private readonly config: RoomConfig,
    private readonly log: RoomLogger,
    private readonly shared = false,
  ) {}

  private make(info: RoomInfo): Room {
    const room = new Room(info, this.store, this.config, this.log);
    room.shared = this.shared;
    return room;
  }

  /**
   * A NOTIFY from the shared store: `<roomId>` (a game moved) or `room:<roomId>` (its record
   * changed). Only rooms this node holds in memory are concerned; others load on demand.
   */
  async notified(payload: string): Promise<void> {
    const id = payload.startsWith(ROOM_CHANGED) ? payload.slice(ROOM_CHANGED.length) : payload;
    const room = this.rooms.get(id);
    if (!room) return;
    await room.enqueue(() => this.refresh(room, payload !== id));
  }

  /**
   * Re-read the room record (several nodes), load the game if it started on another node, and
   * apply the log entries other nodes appended. Run inside the room's queue.
   */
  private async refresh(room: Room, announce = false): Promise<void> {
    if (!this.shared) return;
    const info = await this.store.getRoom(room.id);
    if (info) room.info = info;
    const stale = room.loadedGame !== null && room.loadedGame !== room.game;
    if ((!room.state || stale) && room.info.status !== 'open') await room.load(false);
    else await room.catchUp();
    if (announce) room.broadcastRoom();
  }

  /**
   * The NOTIFY listener reconnected: notifications sent while it was down are lost, so every room
   * in memory catches up from the store (record and log) and tells its sockets.
   */
  async resync(): Promise<void> {
    await Promise.all(
      [...this.rooms.values()].map((room) => room.enqueue(() => this.refresh(room, true))),
    );
  }

  /** The room; on a shared store with its record and log as stored now (joins, HTTP reads). */
  async fresh(id: string): Promise<Room> {
    const room = await this.get(id);
    if (this.shared) await room.enqueue(() => this.refresh(room));
    return room;
  }

  /** Reload every game in progress (snapshot + log through the engine). */
  async loadPlaying(): Promise<number> {
    const playing = await this.store.listPlayingRooms();
    for (const info of playing) {
      const room = this.make(info);
      try {
        await room.load();
        this.rooms.set(info.id, room);
      } catch (e) {
        this.log.error({ room: info.id, err: String(e) }, 'could not reload a game');
      }
    }
    return this.rooms.size;
  }

  /** Create a room from a request already checked against the protocol's schema. */
  async create(
    body: CreateRoomRequest,
  ): Promise<{ room: string; hostToken: string; invite: string }> {
    this.open();
    const setup: GameSetup = {
      mission: body.mission,
      players: body.players,
      seed: body.seed ?? randomBytes(12).toString('hex'),
      ...(body.captain !== undefined ? { captain: body.captain } : {}),
      ...(body.options?.stars ? { options: { stars: body.options.stars } } : {}),
    };
    const created = createGame(setup);
    if (!created.ok) throw new ServerError('BAD_SETUP', created.error.message);
    const hostToken = newToken();
    const info: RoomInfo = {
      id: newRoomId(),
      createdAt: new Date().toISOString(),
      public: body.public,
      hostTokenHash: hashToken(hostToken),
      setup,
      seats: body.seats.map((spec, seat) => seatInfo(seat, spec)),
      status: 'open',
      turnClock: body.turnClock ?? null,
      trainingAid: body.options?.trainingAid ?? false,
    };
    await this.store.createRoom(info);
    this.rooms.set(info.id, this.make(info));
    return { room: info.id, hostToken, invite: `/room/${info.id}` };
  }

  /** The room, loaded from the store if this process has not seen it yet. */
  async get(id: string): Promise<Room> {
    const known = this.rooms.get(id);
    if (known) return known;
    const info = await this.store.getRoom(id);
    if (!info) throw new ServerError('UNKNOWN_ROOM', 'No such room.');
    const again = this.rooms.get(id);
    if (again) return again;
    const room = this.make(info);
    this.rooms.set(id, room);
    // On a shared store another node may be driving the bots already (see Room.shared).
    if (info.status !== 'open') await room.enqueue(() => room.load(!this.shared));
    return room;
  }

  async claim(id: string, seat: number, name?: string): Promise<{ token: string }> {
    this.open();
    const room = await this.get(id);
    return room.enqueue(async () => {
      await this.refresh(room);
      checkOpen(room);
      const current = seatOf(room, seat);
      if (current.kind !== 'person')
        throw new ServerError('NOT_A_PERSON_SEAT', 'A bot plays this seat.');
      if (current.tokenHash !== null) throw new ServerError('SEAT_TAKEN', 'This seat is taken.');
      const token = newToken();
      const label = name?.trim().slice(0, 40) || undefined;
      // Compare-and-set in the store: another node may claim the same seat at the same moment.
      if (!(await this.store.claimSeat(id, seat, hashToken(token), label))) {
        await this.reread(room);
        checkOpen(room);
        throw new ServerError('SEAT_TAKEN', 'This seat is taken.');
      }
      this.setSeat(room, {
        seat,
        kind: 'person',
        ...(label ? { name: label } : {}),
        tokenHash: hashToken(token),
      });
      return { token };
    });
  }

  /** The host swaps a seat between a person and a bot before the start. */
  async swap(id: string, seat: number, hostToken: string, spec: SeatSpec): Promise<RoomSummary> {
    this.open();
    const room = await this.get(id);
    return room.enqueue(async () => {
      await this.refresh(room);
      checkHost(room, hostToken);
      checkOpen(room);
      seatOf(room, seat);
      const info = seatInfo(seat, spec);
      // Only while the room is open in the store (another node may have started it).
      if (!(await this.store.setSeatIfOpen(id, info))) {
        await this.reread(room);
        throw new ServerError('ROOM_STARTED', 'The game has started.');
      }
      this.setSeat(room, info);
      return room.summary();
    });
  }

  async start(id: string, hostToken: string): Promise<RoomSummary> {
    this.open();
    const room = await this.get(id);
    return room.enqueue(async () => {
      await this.refresh(room);
      checkHost(room, hostToken);
      checkOpen(room);
      const free = room.info.seats.filter((s) => s.kind === 'person' && s.tokenHash === null);
      if (free.length > 0)
        throw new ServerError(
          'SEATS_FREE',
          `Seat(s) ${free.map((s) => s.seat).join(', ')} have no player: claim them or give them to bots.`,
        );
      const created = createGame(room.info.setup);
      if (!created.ok) throw new ServerError('BAD_SETUP', created.error.message);
      // Conditional: only from 'open' and with the seats checked above (no claim or swap since).
      if (!(await this.store.startRoom(id, room.info.seats))) {
        await this.reread(room);
        checkOpen(room);
        throw new ServerError('SEATS_FREE', 'The seats changed meanwhile: check them and retry.');
      }
      room.info = { ...room.info, status: 'playing', public: false };
      this.log.info({ room: id }, 'game started');
      room.begin(created.value);
      room.broadcastRoom();
      return room.summary();
    });
  }

  /**
   * The host starts the room's next game once the current one is over: same seats and tokens,
   * the captain passes to the left (next seat), a new seed; `mission` defaults to the same one.
   */
  async again(id: string, hostToken: string, mission?: MissionId): Promise<RoomSummary> {
    this.open();
    const room = await this.get(id);
    return room.enqueue(async () => {
      await this.refresh(room);
      checkHost(room, hostToken);
      if (room.info.status !== 'finished')
        throw new ServerError('NOT_FINISHED', 'The current game is not over.');
      const previous = room.info.setup;
      const setup: GameSetup = {
        ...previous,
        mission: mission ?? previous.mission,
        captain: ((previous.captain ?? 0) + 1) % previous.players,
        seed: randomBytes(12).toString('hex'),
      };
      const created = createGame(setup);
      if (!created.ok) throw new ServerError('BAD_SETUP', created.error.message);
      const game = room.game;
      // A game finished before games were listed (schema 1): list it before moving on.
      const games = room.info.games ?? [];
      const result = room.state?.status;
      if (!games.some((g) => g.game === game) && (result === 'won' || result === 'lost')) {
        const listed = [...games, { game, setup: previous, result }];
        await this.store.updateRoom(id, { games: listed });
        room.info = { ...room.info, games: listed };
      }
      if (!(await this.store.nextGame(id, game, setup))) {
        await this.reread(room);
        throw new ServerError('ROOM_STARTED', 'The next game has started already.');
      }
      room.info = { ...room.info, status: 'playing', game: game + 1, setup };
      this.log.info({ room: id, game: game + 1 }, 'next game started');
      room.begin(created.value);
      room.broadcastRoom();
      return room.summary();
    });
  }

  async lobby(limit = 50): Promise<LobbyItem[]> {
    const open = await this.store.listOpenRooms(limit);
    return open.map((info) => ({
      room: info.id,
      mission: info.setup.mission,
      players: info.setup.players,
      freeSeats: info.seats.filter((s) => s.kind === 'person' && s.tokenHash === null).length,
      createdAt: info.createdAt,
    }));
  }

  async history(token: string, limit = 50): Promise<RoomSummary[]> {
    const rooms = await this.store.historyForToken(hashToken(token), limit);
    return rooms.map((info) => new Room(info, this.store, this.config, this.log).summary());
  }

  /** The seat a token holds in a room, or null. */
  static seatForToken(room: Room, token: string): number | null {
    const hash = hashToken(token);
    return room.info.seats.find((s) => s.tokenHash === hash)?.seat ?? null;
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.rooms.values()].map((r) => r.close()));
  }

  private open(): void {
    if (this.closing) throw new ServerError('SHUTTING_DOWN', 'The server is stopping.');
  }

  /** Record in memory a seat the store has just accepted, and tell the room's sockets. */
  private setSeat(room: Room, info: SeatInfo): void {
    const seats = room.info.seats.map((s) => (s.seat === info.seat ? info : s));
    room.info = { ...room.info, seats };
    room.broadcastRoom();
  }

  /** After a refused compare-and-set: the room record as stored now. */
  private async reread(room: Room): Promise<void> {
    const info = await this.store.getRoom(room.id);
    if (info) room.info = info;
  }
}

function seatOf(room: Room, seat: number): SeatInfo {
  const info = room.info.seats[seat];
  if (!Number.isInteger(seat) || !info) throw new ServerError('NO_SUCH_SEAT', 'No such seat.');
  return info;
}

/** Seats change and the game starts only while the room is open. */
function checkOpen(room: Room): void {
  if (room.info.status !== 'open') throw new ServerError('ROOM_STARTED', 'The game has started.');
}

function checkHost(room: Room, hostToken: string): void {
  if (typeof hostToken !== 'string' || hashToken(hostToken) !== room.info.hostTokenHash)
    throw new ServerError('BAD_TOKEN', 'Only the host may do this.');
}
