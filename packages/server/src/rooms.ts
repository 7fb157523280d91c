/**
 * The room registry: create rooms, claim and swap seats, start games, join sockets, reload games
 * on start. Rooms live in memory while someone uses them: one nobody is connected to and that has
 * not moved for ROOM_IDLE_MS leaves memory and is loaded again from the store when asked for.
 * Rooms that never start expire OPEN_ROOM_TTL_MS after their creation.
 */
import { randomBytes } from 'node:crypto';
import {
  createGame,
  missionDrawsCaptain,
  type GameSetup,
  type GameState,
  type MissionId,
  type NewCharacter,
} from '@bomb-busters/engine';
import type { ServerConfig } from './config.js';
import { ServerError } from './errors.js';
import { allowedCharacters, tableCharacters } from './characters.js';
import type { CreateRoomRequest, LobbyItem, RoomSummary } from './messages.js';
import { missionOpen, type SeatSpec } from '@bomb-busters/protocol';
import { Room, roomCampaign, type RoomClient, type RoomDeps } from './room.js';
import { parseMoved } from './store/postgres.js';
import type { RoomInfo, SeatInfo } from './store/types.js';
import { hashToken, newRoomId, newToken } from './tokens.js';

const seatInfo = (seat: number, spec: SeatSpec): SeatInfo =>
  spec.kind === 'person'
    ? { seat, kind: 'person', tokenHash: null }
    : { seat, kind: 'bot', level: spec.level ?? 'expert', tokenHash: null };

type RoomsConfig = RoomDeps['config'] &
  Pick<ServerConfig, 'roomIdleMs' | 'openRoomTtlMs' | 'openRoomsPerAddress'>;

/** A room may leave memory between a lookup and the work queued on it: redo it this often. */
const MAX_UNLOAD_RETRIES = 3;

export class Rooms {
  private readonly rooms = new Map<string, Room>();
  private closing = false;
  private readonly sweepTimer: NodeJS.Timeout;
  private readonly deps: RoomDeps;
  private readonly config: RoomsConfig;
  private readonly now: () => number;

  constructor(deps: RoomDeps & { readonly config: RoomsConfig }) {
    this.deps = deps;
    this.config = deps.config;
    this.now = deps.now ?? Date.now;
    this.sweepTimer = setInterval(
      () => this.unloadIdle(),
      Math.max(50, Math.floor(this.config.roomIdleMs / 4)),
    );
    this.sweepTimer.unref();
  }

  /** Rooms in memory now. */
  get loaded(): number {
    return this.rooms.size;
  }

  private make(info: RoomInfo): Room {
    return new Room(info, this.deps);
  }

  /**
   * A NOTIFY from the shared store (`parseMoved`): a game moved, or a room's record changed. Only
   * rooms this node holds in memory are concerned; others load on demand. A move this room holds
   * already (its own, mostly) costs nothing: checked at once, and again in its queue (the notice
   * of its own append may come before the room has applied it).
   */
  async notified(payload: string): Promise<void> {
    const moved = parseMoved(payload);
    const room = this.rooms.get(moved.room);
    if (!room) return;
    const held = () =>
      !moved.record && room.loadedGame === moved.game && (room.state?.version ?? -1) >= moved.seq;
    if (held()) return;
    await room.enqueue(() =>
      room.unloaded || held() ? undefined : this.refresh(room, moved.record),
    );
  }

  /**
   * Re-read the room record (several nodes), load the game if it started on another node, and
   * apply the log entries other nodes appended. Run inside the room's queue.
   */
  private async refresh(room: Room, announce = false): Promise<void> {
    if (!this.deps.shared) return;
    const info = await this.deps.store.getRoom(room.id);
    if (info) room.info = info;
    const stale = room.loadedGame !== null && room.loadedGame !== room.game;
    // Another node took the table back to its lobby for the next game: the last one is done.
    if (room.info.status === 'open' && room.state) room.reopen();
    else if ((!room.state || stale) && room.info.status !== 'open') await room.load(false);
    else await room.catchUp();
    if (announce) room.broadcastRoom();
  }

  /**
   * The NOTIFY listener reconnected: notifications sent while it was down are lost, so every room
   * in memory catches up from the store (record and log) and tells its sockets.
   */
  async resync(): Promise<void> {
    await Promise.all(
      [...this.rooms.values()].map((room) =>
        room.enqueue(() => (room.unloaded ? undefined : this.refresh(room, true))),
      ),
    );
  }

  /**
   * Run `task` in the room's queue. If the room left memory meanwhile, the task runs on it loaded
   * again. Several nodes: a read (`fresh`) sees the room as stored now (its record re-read, its
   * log caught up). A change runs on this node's copy, which the other nodes' notices keep up to
   * date and whose writes are conditional in the store; only a refusal reads the room again and
   * runs the task once more, as the copy may lag a notice still on its way (a seat claimed on
   * another node a moment ago). Reading first cost nine reads of each room while it was set up.
   */
  private async run<T>(
    id: string,
    task: (room: Room) => Promise<T> | T,
    { fresh = false } = {},
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const room = await this.get(id);
      let unloaded = false;
      const result = await room.enqueue(async () => {
        if (room.unloaded) {
          unloaded = true;
          return undefined;
        }
        room.touch();
        if (fresh) await this.refresh(room);
        if (fresh || !this.deps.shared) return task(room);
        try {
          return await task(room);
        } catch (error) {
          if (!(error instanceof ServerError)) throw error;
          await this.refresh(room);
          return task(room);
        }
      });
      if (!unloaded) return result as T;
      if (attempt >= MAX_UNLOAD_RETRIES) throw new ServerError('SERVER_BUSY', 'Retry.', 1000);
    }
  }

  /** The room's summary, as stored now. */
  summary(id: string): Promise<RoomSummary> {
    return this.run(id, (room) => room.summary(), { fresh: true });
  }

  /** The room's record and game number (for records and game lists), as stored now. */
  info(id: string): Promise<{ info: RoomInfo; game: number; state: Room['state'] }> {
    return this.run(id, (room) => ({ info: room.info, game: room.game, state: room.state }), {
      fresh: true,
    });
  }

  /** Reload every game in progress (snapshot + log through the engine). */
  async loadPlaying(): Promise<number> {
    const playing = await this.deps.store.listPlayingRooms();
    for (const info of playing) {
      const room = this.make(info);
      try {
        await room.load();
        this.rooms.set(info.id, room);
      } catch (e) {
        this.deps.log.error({ room: info.id, err: String(e) }, 'could not reload a game');
      }
    }
    return this.rooms.size;
  }

  /**
   * Create a room from a request already checked against the protocol's schema. `creator` is the
   * keyed hash of the creator's address: one address holds at most `openRoomsPerAddress` rooms
   * that have not started yet.
   */
  async create(
    body: CreateRoomRequest,
    creator: string,
  ): Promise<{ room: string; hostToken: string; invite: string }> {
    this.open();
    const waiting = await this.deps.store.countOpenRooms(creator, this.openSince());
    if (waiting >= this.config.openRoomsPerAddress)
      throw new ServerError(
        'TOO_MANY_ROOMS',
        `At most ${this.config.openRoomsPerAddress} tables waiting to start per address: start one first.`,
      );
    // A record may say who drew the Captain card; a table leaves it to the deal.
    if (body.captain !== undefined && missionDrawsCaptain(body.mission))
      throw new ServerError(
        'BAD_SETUP',
        'In this mission the Captain card is dealt at random: leave out "captain".',
      );
    const options = {
      ...(body.options?.stars ? { stars: body.options.stars } : {}),
      // The host turned free chat off: the game takes signals only (kept by every next game).
      ...(body.options?.freeChat === false ? { chat: 'signals' as const } : {}),
    };
    const asked: GameSetup & { chosenSeed?: true } = {
      mission: body.mission,
      players: body.players,
      seed: body.seed ?? randomBytes(12).toString('hex'),
      // A seed from the host lets the host compute the deal: the table and the record say so.
      ...(body.seed !== undefined ? { chosenSeed: true as const } : {}),
      ...(body.captain !== undefined ? { captain: body.captain } : {}),
      ...(Object.keys(options).length > 0 ? { options } : {}),
    };
    const created = createGame(asked);
    if (!created.ok) throw new ServerError('BAD_SETUP', created.error.message);
    const setup = withDrawnCaptain(asked, created.value);
    const hostToken = newToken();
    const info: RoomInfo = {
      id: newRoomId(),
      createdAt: new Date(this.now()).toISOString(),
      public: body.public,
      hostTokenHash: hashToken(hostToken),
      setup,
      seats: body.seats.map((spec, seat) => seatInfo(seat, spec)),
      status: 'open',
      turnClock: body.turnClock ?? null,
      trainingAid: body.options?.trainingAid ?? false,
      creator,
    };
    await this.deps.store.createRoom(info);
    this.rooms.set(info.id, this.make(info));
    return { room: info.id, hostToken, invite: `/room/${info.id}` };
  }

  /** The room, loaded from the store if this process does not hold it. */
  private async get(id: string): Promise<Room> {
    const known = this.rooms.get(id);
    if (known) return known;
    const info = await this.deps.store.getRoom(id);
    if (!info) throw new ServerError('UNKNOWN_ROOM', 'No such room.');
    const again = this.rooms.get(id);
    if (again) return again;
    const room = this.make(info);
    this.rooms.set(id, room);
    // On a shared store another node may be driving the bots already (see RoomDeps.shared).
    if (info.status !== 'open') await room.enqueue(() => room.load(!this.deps.shared));
    return room;
  }

  /**
   * A socket joins: as the seat its token holds, else as a spectator (up to SPECTATORS_PER_ROOM)
   * with the name it gives for the chat. Null if the socket closed meanwhile (`stillOpen`).
   */
  join(
    id: string,
    { token, name }: { readonly token?: string; readonly name?: string },
    send: RoomClient['send'],
    stillOpen: () => boolean,
  ): Promise<{ room: Room; client: RoomClient } | null> {
    return this.run(id, (room) => {
      this.checkNotExpired(room);
      const seat = token === undefined ? 'spectator' : Rooms.seatForToken(room.info, token);
      if (seat === null)
        throw new ServerError('BAD_TOKEN', 'This token holds no seat in this room.');
      if (seat === 'spectator' && room.spectators >= this.config.spectatorsPerRoom)
        throw new ServerError('ROOM_FULL', 'This room has as many spectators as it may.');
      if (!stillOpen()) return null;
      const client: RoomClient =
        seat === 'spectator'
          ? { viewer: seat, name: room.spectatorName(name), send }
          : { viewer: seat, send };
      room.join(client);
      return { room, client };
    });
  }

  async claim(id: string, seat: number, name?: string): Promise<{ token: string }> {
    this.open();
    return this.run(id, async (room) => {
      this.checkOpen(room);
      const current = seatOf(room, seat);
      if (current.kind !== 'person')
        throw new ServerError('NOT_A_PERSON_SEAT', 'A bot plays this seat.');
      if (current.tokenHash !== null) throw new ServerError('SEAT_TAKEN', 'This seat is taken.');
      const token = newToken();
      const label = name?.trim().slice(0, 40) || undefined;
      // Compare-and-set in the store: another node may claim the same seat at the same moment.
      if (!(await this.deps.store.claimSeat(id, seat, hashToken(token), label))) {
        await this.reread(room);
        this.checkOpen(room);
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
    return this.run(id, async (room) => {
      checkHost(room, hostToken);
      this.checkOpen(room);
      seatOf(room, seat);
      const info = seatInfo(seat, spec);
      // Only while the room is open in the store (another node may have started it).
      if (!(await this.deps.store.setSeatIfOpen(id, info))) {
        await this.reread(room);
        throw new ServerError('ROOM_STARTED', 'The game has started.');
      }
      this.setSeat(room, info);
      return room.summary();
    });
  }

  /**
   * Rule sticker B: before the start, a seat's person takes a new character instead of the
   * Double Detector (null: the Double Detector back). One copy of each; never the Captain's seat.
   */
  async chooseCharacter(
    id: string,
    seat: number,
    token: string,
    character: NewCharacter | null,
  ): Promise<RoomSummary> {
    this.open();
    return this.run(id, async (room) => {
      this.checkOpen(room);
      const current = seatOf(room, seat);
      if (Rooms.seatForToken(room.info, token) !== seat)
        throw new ServerError('BAD_TOKEN', 'This token does not hold this seat.');
      if (character !== null) {
        if (!allowedCharacters(room.info).includes(character))
          throw new ServerError(
            'CHARACTER_NOT_ALLOWED',
            'This mission does not allow that character.',
          );
        if (seat === (room.info.setup.captain ?? 0))
          throw new ServerError('CHARACTER_NOT_ALLOWED', 'The Captain keeps a Double Detector.');
        if (
          room.info.seats.some(
            (s) => s.seat !== seat && s.kind === 'person' && s.character === character,
          )
        )
          throw new ServerError('CHARACTER_TAKEN', 'Another player took that character.');
      }
      const info: SeatInfo = { ...current, character };
      if (!(await this.deps.store.setSeatIfOpen(id, info))) {
        await this.reread(room);
        throw new ServerError('ROOM_STARTED', 'The game has started.');
      }
      this.setSeat(room, info);
      return room.summary();
    });
  }

  async start(id: string, hostToken: string): Promise<RoomSummary> {
    this.open();
    return this.run(id, async (room) => {
      checkHost(room, hostToken);
      this.checkOpen(room);
      const free = room.info.seats.filter((s) => s.kind === 'person' && s.tokenHash === null);
      if (free.length > 0)
        throw new ServerError(
          'SEATS_FREE',
          `Seat(s) ${free.map((s) => s.seat).join(', ')} have no player: claim them or give them to bots.`,
        );
      // Rule sticker B: the characters chosen in the lobby join the game's setup, kept with it.
      const characters = tableCharacters(room.info);
      const setup = characters ? { ...room.info.setup, characters } : room.info.setup;
      const created = createGame(setup);
      if (!created.ok) throw new ServerError('BAD_SETUP', created.error.message);
      // Conditional: only from 'open' and with the seats checked above (no claim or swap since).
      const stored = characters ? setup : undefined;
      if (!(await this.deps.store.startRoom(id, room.info.seats, stored))) {
        await this.reread(room);
        this.checkOpen(room);
        throw new ServerError('SEATS_FREE', 'The seats changed meanwhile: check them and retry.');
      }
      room.info = { ...room.info, status: 'playing', public: false, setup };
      this.deps.log.info({ room: id }, 'game started');
      room.begin(created.value);
      room.broadcastRoom();
      return room.summary();
    });
  }

  /**
   * The host takes the table back to its lobby once the current game is over, for the next one:
   * its setup is drawn now (the captain passes to the left, a new random seed; `mission` defaults
   * to the one the campaign offers, and must be open at this table). The seats keep their people,
   * tokens and bots; they may change in the lobby until the host starts the game (`start`).
   */
  async again(id: string, hostToken: string, mission?: MissionId): Promise<RoomSummary> {
    this.open();
    return this.run(id, async (room) => {
      checkHost(room, hostToken);
      if (room.info.status !== 'finished')
        throw new ServerError('NOT_FINISHED', 'The current game is not over.');
      const previous = room.info.setup;
      const game = room.game;
      const games = listedGames(room);
      const campaign = roomCampaign({ ...room.info, games });
      const next = mission ?? campaign.next ?? previous.mission;
      if (!missionOpen(campaign, next))
        throw new ServerError('MISSION_LOCKED', 'This mission is in a box not open at this table.');
      // The characters are chosen again in the lobby (the seats keep their people's choices).
      const { chosenSeed: _chosen, captain: _captain, characters: _characters, ...kept } = previous;
      // The Captain passes to the left, unless the mission deals the Captain card at random.
      const asked: GameSetup = {
        ...kept,
        mission: next,
        ...(missionDrawsCaptain(next) ? {} : { captain: campaign.nextCaptain ?? 0 }),
        seed: randomBytes(12).toString('hex'),
      };
      // Dealt now only to know who drew the Captain card: `start` deals it again from `setup`.
      const created = createGame(asked);
      if (!created.ok) throw new ServerError('BAD_SETUP', created.error.message);
      const setup = withDrawnCaptain(asked, created.value);
      if (games !== room.info.games) {
        await this.deps.store.updateRoom(id, { games });
        room.info = { ...room.info, games };
      }
      if (!(await this.deps.store.nextGame(id, game, setup))) {
        await this.reread(room);
        throw new ServerError('ROOM_STARTED', 'The next game is on its way already.');
      }
      room.info = { ...room.info, status: 'open', game: game + 1, setup };
      this.deps.log.info({ room: id, game: game + 1 }, 'back to the lobby for the next game');
      room.reopen();
      room.broadcastRoom();
      return room.summary();
    });
  }

  /** The host opens every box of the campaign for this table (kept; cannot be undone). */
  async unlock(id: string, hostToken: string): Promise<RoomSummary> {
    this.open();
    return this.run(id, async (room) => {
      checkHost(room, hostToken);
      if (!room.info.unlocked) {
        await this.deps.store.updateRoom(id, { unlocked: true });
        room.info = { ...room.info, unlocked: true };
        room.broadcastRoom();
      }
      return room.summary();
    });
  }

  async lobby(limit = 50): Promise<LobbyItem[]> {
    const open = await this.deps.store.listOpenRooms(limit, this.openSince());
    return open.map((info) => ({
      room: info.id,
      mission: info.setup.mission,
      players: info.setup.players,
      freeSeats: info.seats.filter((s) => s.kind === 'person' && s.tokenHash === null).length,
      createdAt: info.createdAt,
    }));
  }

  async history(token: string, limit = 50): Promise<RoomSummary[]> {
    const rooms = await this.deps.store.historyForToken(hashToken(token), limit);
    return rooms.map((info) => this.make(info).summary());
  }

  /** The seat a token holds in a room, or null. */
  static seatForToken(info: RoomInfo, token: string): number | null {
    const hash = hashToken(token);
    return info.seats.find((s) => s.tokenHash === hash)?.seat ?? null;
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.sweepTimer);
    await Promise.all([...this.rooms.values()].map((r) => r.close()));
  }

  /** Rooms idle and unwatched for ROOM_IDLE_MS leave memory (their bot slot too). */
  private unloadIdle(): void {
    const idleMs = this.config.roomIdleMs;
    for (const room of this.rooms.values()) {
      if (!room.idle(idleMs)) continue;
      void room.enqueue(() => {
        if (room.unloaded || !room.idle(idleMs) || this.rooms.get(room.id) !== room) return;
        room.unloaded = true;
        this.rooms.delete(room.id);
        room.stop();
      });
    }
  }

  private open(): void {
    if (this.closing) throw new ServerError('SHUTTING_DOWN', 'The server is stopping.');
  }

  /** Rooms created before this have expired if they never started. */
  private openSince(): string {
    return new Date(this.now() - this.config.openRoomTtlMs).toISOString();
  }

  private checkNotExpired(room: Room): void {
    // A lobby for a next game (game 2 on) belongs to a table that has played: it does not expire.
    if (room.info.status === 'open' && room.game === 1 && room.info.createdAt < this.openSince())
      throw new ServerError('ROOM_EXPIRED', 'This table never started and has expired.');
  }

  /** Seats change and the game starts only while the room is open (and not expired). */
  private checkOpen(room: Room): void {
    if (room.info.status !== 'open') throw new ServerError('ROOM_STARTED', 'The game has started.');
    this.checkNotExpired(room);
  }

  /** Record in memory a seat the store has just accepted, and tell the room's sockets. */
  private setSeat(room: Room, info: SeatInfo): void {
    const seats = room.info.seats.map((s) => (s.seat === info.seat ? info : s));
    room.info = { ...room.info, seats };
    room.broadcastRoom();
  }

  /** After a refused compare-and-set: the room record as stored now. */
  private async reread(room: Room): Promise<void> {
    const info = await this.deps.store.getRoom(room.id);
    if (info) room.info = info;
  }
}

function seatOf(room: Room, seat: number): SeatInfo {
  const info = room.info.seats[seat];
  if (!Number.isInteger(seat) || !info) throw new ServerError('NO_SUCH_SEAT', 'No such seat.');
  return info;
}

function checkHost(room: Room, hostToken: string): void {
  if (typeof hostToken !== 'string' || hashToken(hostToken) !== room.info.hostTokenHash)
    throw new ServerError('BAD_TOKEN', 'Only the host may do this.');
}

/**
 * The room's finished games, with the one just finished listed if the store did not list it (a
 * game finished before games were listed, schema 1). The same array when nothing is added.
 */
function listedGames(room: Room): RoomInfo['games'] {
  const games = room.info.games ?? [];
  const game = room.game;
  const result = room.state?.status;
  if (games.some((g) => g.game === game) || (result !== 'won' && result !== 'lost'))
    return room.info.games;
  return [...games, { game, setup: room.info.setup, result }];
}

/**
 * The setup as the room keeps it: where the mission deals the Captain card at random, with the
 * seat drawn, so that the games list, the record and the next game's rotation all know it.
 */
function withDrawnCaptain<S extends GameSetup>(setup: S, state: GameState): S {
  return missionDrawsCaptain(setup.mission) ? { ...setup, captain: state.captain } : setup;
}
