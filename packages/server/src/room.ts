/**
 * One room: an actor that serialises everything that changes it (a promise queue). An action is
 * re-validated against the current state, appended to the store, and only then acknowledged and
 * broadcast; each socket receives only what `messagesFor` gives its seat.
 */
import {
  applyAction,
  createGame,
  EMPTY_MENU,
  eventsFor,
  legalActions,
  legalMenu,
  viewFor,
  type Action,
  type GameEvent,
  type GameSetup,
  type GameState,
} from '@bomb-busters/engine';
import { makeBot, type Bot } from '@bomb-busters/bots';
import type { ServerConfig } from './config.js';
import type { RejectCode, RoomSummary, ServerMessage, Viewer } from './messages.js';
import type { FinishedGame, GameStore, LogEntry, RoomInfo, SeatInfo } from './store/types.js';
import type { GameListItem } from './messages.js';

export interface RoomLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** A connected socket, as the room sees it. */
export interface RoomClient {
  readonly viewer: Viewer;
  send(message: ServerMessage): void;
}

export type Outcome =
  | { readonly kind: 'ack'; readonly seq: number }
  | { readonly kind: 'rejected'; readonly code: RejectCode; readonly message: string };

export type RoomConfig = Pick<ServerConfig, 'botDelayMs' | 'takeoverMs' | 'snapshotEvery'>;

const MAX_CONFLICT_RETRIES = 5;

export const isOver = (state: GameState): boolean =>
  state.status === 'won' || state.status === 'lost';
/** The seat that must act now: the pending choice's seat, else the active seat. */
export const seatToAct = (state: GameState): number => state.pending?.seat ?? state.activeSeat;

export class RoomError extends Error {
  constructor(
    readonly code: 'BAD_LOG' | 'BAD_SETUP',
    message: string,
  ) {
    super(message);
  }
}

/** The game state after applying log entries to `state` (from a snapshot or a new game). */
export function replayEntries(state: GameState, entries: readonly LogEntry[]): GameState {
  let s = state;
  for (const entry of entries) {
    if (entry.seq <= s.version) continue;
    if (entry.seq !== s.version + 1)
      throw new RoomError('BAD_LOG', `Log gap: seq ${entry.seq} after version ${s.version}.`);
    const applied = applyAction(s, entry.action);
    if (!applied.ok)
      throw new RoomError('BAD_LOG', `Log entry ${entry.seq} is illegal: ${applied.error.code}.`);
    s = applied.value.state;
  }
  return s;
}

/** The room's games: the finished ones, then the current one while it is in progress. */
export function gameList(info: RoomInfo): GameListItem[] {
  const item = (game: number, setup: RoomInfo['setup'], result: GameListItem['result']) => ({
    game,
    mission: setup.mission,
    captain: setup.captain ?? 0,
    result,
  });
  const list = (info.games ?? []).map((g) => item(g.game, g.setup, g.result));
  const current = info.game ?? 1;
  if (info.status === 'playing' && !list.some((g) => g.game === current))
    list.push(item(current, info.setup, null));
  return list;
}

export function newGame(setup: GameSetup): GameState {
  const created = createGame(setup);
  if (!created.ok)
    throw new RoomError('BAD_SETUP', `${created.error.code}: ${created.error.message}`);
  return created.value;
}

export class Room {
  info: RoomInfo;
  state: GameState | null = null;
  private readonly clients = new Set<RoomClient>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly intents = new Map<string, number>();
  private readonly bots = new Map<number, Bot>();
  private readonly takeover = new Set<number>();
  private readonly takeoverTimers = new Map<number, NodeJS.Timeout>();
  private botTimer: NodeJS.Timeout | null = null;
  /** The turn clock (room.turnClock seconds) of the person who must act now. */
  private clockTimer: NodeJS.Timeout | null = null;
  /** The seat whose turn clock ran out, while its expert bot move is applied. */
  private clocked: number | null = null;
  private closed = false;
  /**
   * Several nodes share the store (PostgreSQL + NOTIFY; docs/deploy.md). Then only the node that
   * made the latest write drives the bots, takeovers are armed only where a socket left, and a
   * node that is not driving takes over the bots after `takeoverMs` without any write.
   */
  shared = false;
  private driving = true;
  private failoverTimer: NodeJS.Timeout | null = null;

  constructor(
    info: RoomInfo,
    private readonly store: GameStore,
    private readonly config: RoomConfig,
    private readonly log: RoomLogger,
  ) {
    this.info = info;
  }

  get id(): string {
    return this.info.id;
  }

  /** The number of the room's current (or last) game. */
  get game(): number {
    return this.info.game ?? 1;
  }

  /** The game number `state` belongs to (a shared store may have moved on to the next game). */
  private stateGame = 1;

  /** The game `state` belongs to, or null without a state. */
  get loadedGame(): number | null {
    return this.state ? this.stateGame : null;
  }

  /** Run `task` after everything queued before it; errors reach the caller only. */
  enqueue<T>(task: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Load the game from the store: latest snapshot plus the entries after it. `drive`: whether this
   * node drives the bots from now on (a room loaded on demand on a shared store does not).
   */
  async load(drive = true): Promise<void> {
    const game = this.game;
    const snapshot = await this.store.latestSnapshot(this.id, game);
    const entries = await this.store.entries(this.id, 0, game);
    this.resetGame();
    for (const e of entries) this.intents.set(e.intentId, e.seq);
    const base = snapshot ? (snapshot.state as GameState) : newGame(this.info.setup);
    this.state = replayEntries(base, entries);
    this.stateGame = game;
    this.driving = drive;
    if (!this.shared)
      for (const s of this.info.seats) if (s.kind === 'person') this.armTakeover(s.seat);
    this.broadcastState([], true);
    this.scheduleBot();
    this.armClock();
  }

  /** Start the game (the room is already 'playing' in the store). */
  begin(state: GameState): void {
    this.resetGame();
    this.state = state;
    this.stateGame = this.game;
    this.driving = true;
    this.broadcastState([], true);
    for (const s of this.info.seats)
      if (s.kind === 'person' && !this.connected(s.seat) && !this.shared) this.armTakeover(s.seat);
    this.scheduleBot();
    this.armClock();
  }

  /** Forget the previous game's intents, bots, takeovers and timers (the next game starts). */
  private resetGame(): void {
    this.intents.clear();
    this.bots.clear();
    this.takeover.clear();
    for (const t of this.takeoverTimers.values()) clearTimeout(t);
    this.takeoverTimers.clear();
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    if (this.clockTimer) clearTimeout(this.clockTimer);
    this.clockTimer = null;
  }

  // ------------------------------------------------------------------ sockets

  connected(seat: number): boolean {
    for (const c of this.clients) if (c.viewer === seat) return true;
    return false;
  }

  summary(): RoomSummary {
    const info = this.info;
    return {
      room: info.id,
      status: info.status,
      mission: info.setup.mission,
      players: info.setup.players,
      public: info.public,
      turnClock: info.turnClock,
      options: { stars: info.setup.options?.stars ?? 0, trainingAid: info.trainingAid },
      createdAt: info.createdAt,
      game: this.game,
      games: gameList(info),
      ...(this.state ? { version: this.state.version } : {}),
      seats: info.seats.map((s: SeatInfo) => ({
        seat: s.seat,
        kind: s.kind,
        ...(s.level ? { level: s.level } : {}),
        ...(s.name !== undefined ? { name: s.name } : {}),
        taken: s.kind === 'person' && s.tokenHash !== null,
        connected: s.kind === 'bot' || this.connected(s.seat),
        botTakeover: this.takeover.has(s.seat) || this.clocked === s.seat,
      })),
    };
  }

  /**
   * What one viewer receives about the game: its own view, its own filtered events and its own
   * legal actions (as a menu). The only place where game information is filtered for a socket.
   * The view carries the whole log only with `wholeLog` (join, game start or load) and when the
   * game is over (hidden values revealed); otherwise its log is empty and the client appends
   * `events` to the log it holds.
   */
  messagesFor(
    viewer: Viewer,
    events: readonly GameEvent[],
    wholeLog = false,
  ): ServerMessage | null {
    const state = this.state;
    if (!state) return null;
    return {
      type: 'update',
      version: state.version,
      view: viewFor(wholeLog || isOver(state) ? state : { ...state, log: [] }, viewer),
      events: eventsFor(events, viewer, isOver(state)),
      legal: viewer === 'spectator' ? EMPTY_MENU : legalMenu(state, viewer),
    };
  }

  join(client: RoomClient): void {
    this.clients.add(client);
    const update = this.messagesFor(client.viewer, [], true);
    client.send({
      type: 'joined',
      room: this.id,
      seat: client.viewer === 'spectator' ? null : client.viewer,
      view: update?.type === 'update' ? update.view : null,
      legal: update?.type === 'update' ? update.legal : EMPTY_MENU,
      roomInfo: this.summary(),
    });
    if (typeof client.viewer === 'number') this.returned(client.viewer);
    this.broadcastRoom();
  }

  leave(client: RoomClient): void {
    if (!this.clients.delete(client)) return;
    const seat = client.viewer;
    if (typeof seat === 'number' && !this.connected(seat)) this.armTakeover(seat);
    this.broadcastRoom();
  }

  broadcastRoom(): void {
    const message: ServerMessage = { type: 'room', roomInfo: this.summary() };
    for (const c of this.clients) c.send(message);
  }

  private broadcastState(events: readonly GameEvent[], wholeLog = false): void {
    for (const c of this.clients) {
      const m = this.messagesFor(c.viewer, events, wholeLog);
      if (m) c.send(m);
    }
  }

  // ------------------------------------------------------------------ takeover

  private armTakeover(seat: number): void {
    if (this.closed || !this.state || isOver(this.state) || this.takeoverTimers.has(seat)) return;
    if (this.takeover.has(seat)) return;
    const timer = setTimeout(() => {
      this.takeoverTimers.delete(seat);
      if (this.connected(seat) || this.closed) return;
      this.takeover.add(seat);
      this.log.info({ room: this.id, seat }, 'bot takeover');
      this.broadcastRoom();
      this.scheduleBot();
    }, this.config.takeoverMs);
    timer.unref();
    this.takeoverTimers.set(seat, timer);
  }

  private returned(seat: number): void {
    const timer = this.takeoverTimers.get(seat);
    if (timer) clearTimeout(timer);
    this.takeoverTimers.delete(seat);
    if (this.takeover.delete(seat)) this.log.info({ room: this.id, seat }, 'takeover ended');
  }

  // ------------------------------------------------------------------ actions

  /**
   * A client's action: re-validated, stored, then acknowledged and broadcast. `version` is the
   * state version the client saw: one newer than the room's cannot have been seen (BAD_VERSION).
   */
  submit(seat: number, intentId: string, action: Action, version?: number): Promise<Outcome> {
    return this.enqueue(async () => {
      // Several nodes: start from the stored log even if a notification was lost.
      if (this.shared) await this.catchUp();
      if (version !== undefined && this.state && version > this.state.version)
        return {
          kind: 'rejected',
          code: 'BAD_VERSION',
          message: `Version ${version} is newer than the game (${this.state.version}).`,
        };
      return this.apply(seat, intentId, { ...action, seat });
    });
  }

  /** `atVersion`: apply only to that version (a turn-clock move is never re-validated later). */
  private async apply(
    seat: number,
    intentId: string,
    action: Action,
    atVersion?: number,
  ): Promise<Outcome> {
    for (let attempt = 0; ; attempt++) {
      const known = this.intents.get(intentId);
      if (known !== undefined) return { kind: 'ack', seq: known };
      const state = this.state;
      if (!state)
        return { kind: 'rejected', code: 'NOT_STARTED', message: 'The game has not started.' };
      if (atVersion !== undefined && state.version !== atVersion)
        return { kind: 'rejected', code: 'BAD_VERSION', message: 'The game moved meanwhile.' };
      if (this.closed)
        return { kind: 'rejected', code: 'SHUTTING_DOWN', message: 'The server is stopping.' };
      let applied;
      try {
        applied = applyAction(state, action);
      } catch {
        return { kind: 'rejected', code: 'MALFORMED_ACTION', message: 'The action is malformed.' };
      }
      if (!applied.ok) {
        this.log.info(
          { room: this.id, seat, action: action.type, code: applied.error.code },
          'rejected',
        );
        return { kind: 'rejected', code: applied.error.code, message: applied.error.message };
      }
      const seq = state.version + 1;
      const entry: LogEntry = { seq, seat, intentId, action, at: new Date().toISOString() };
      const result = await this.store.append(this.id, entry, this.stateGame);
      if (result.kind === 'duplicate') {
        await this.catchUp();
        this.intents.set(intentId, result.seq);
        return { kind: 'ack', seq: result.seq };
      }
      if (result.kind === 'conflict') {
        if (attempt >= MAX_CONFLICT_RETRIES)
          return { kind: 'rejected', code: 'INTERNAL', message: 'Too many concurrent writes.' };
        await this.catchUp();
        continue;
      }
      this.intents.set(intentId, seq);
      this.state = applied.value.state;
      this.driving = true;
      this.log.info({ room: this.id, seq, seat, action: action.type }, 'applied');
      await this.afterChange(applied.value.events);
      return { kind: 'ack', seq };
    }
  }

  /**
   * Apply what other writers appended after our version (several nodes on one store), then push
   * each socket its view. Run it inside the room's queue (`enqueue`).
   */
  async catchUp(): Promise<void> {
    const state = this.state;
    if (!state) return;
    const entries = await this.store.entries(this.id, state.version, this.stateGame);
    if (entries.length === 0) return;
    const events: GameEvent[] = [];
    let s = state;
    for (const e of entries) {
      if (e.seq <= s.version) continue;
      this.intents.set(e.intentId, e.seq);
      const applied = applyAction(s, e.action);
      if (!applied.ok) throw new RoomError('BAD_LOG', `Log entry ${e.seq} is illegal.`);
      s = applied.value.state;
      events.push(...applied.value.events);
      // A person acted through another node: that seat is not gone.
      if (this.shared && !e.intentId.startsWith('bot-')) this.returned(e.seat);
    }
    this.state = s;
    // Another node made the latest write: it drives the bots now.
    this.driving = false;
    await this.afterChange(events);
  }

  private async afterChange(events: readonly GameEvent[]): Promise<void> {
    const state = this.state;
    if (!state) return;
    if (state.version % this.config.snapshotEvery === 0)
      await this.store.saveSnapshot(this.id, { seq: state.version, state }, this.stateGame);
    if (isOver(state) && this.info.status !== 'finished' && this.stateGame === this.game) {
      const previous = (this.info.games ?? []).filter((g) => g.game !== this.game);
      const games: FinishedGame[] = [
        ...previous,
        {
          game: this.game,
          setup: this.info.setup,
          result: state.status === 'won' ? 'won' : 'lost',
        },
      ];
      await this.store.updateRoom(this.id, { status: 'finished', games });
      this.info = { ...this.info, status: 'finished', games };
      for (const t of this.takeoverTimers.values()) clearTimeout(t);
      this.takeoverTimers.clear();
      this.log.info({ room: this.id, status: state.status }, 'game over');
    }
    this.broadcastState(events);
    if (isOver(state)) this.broadcastRoom();
    this.scheduleBot();
    this.armClock();
  }

  // ------------------------------------------------------------------ bots

  private botFor(seat: number): Bot | null {
    const info = this.info.seats[seat];
    if (!info) return null;
    const level =
      info.kind === 'bot' ? (info.level ?? 'expert') : this.takeover.has(seat) ? 'expert' : null;
    if (!level) return null;
    const key = info.kind === 'bot' ? seat : -1 - seat;
    let bot = this.bots.get(key);
    if (!bot) {
      bot = makeBot(level);
      this.bots.set(key, bot);
    }
    return bot;
  }

  /** If a bot (or a bot taking over a person's seat) must act, schedule its action. */
  scheduleBot(): void {
    const state = this.state;
    if (this.closed || this.botTimer || !state || isOver(state)) return;
    if (!this.botFor(seatToAct(state))) return;
    if (!this.driving) return this.armFailover(state.version);
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      void this.enqueue(() => this.botStep()).catch((e: unknown) =>
        this.log.error({ room: this.id, err: String(e) }, 'bot step failed'),
      );
    }, this.config.botDelayMs);
  }

  /** Not driving: take over the bots if the game stays at `version` for `takeoverMs`. */
  private armFailover(version: number): void {
    if (this.failoverTimer) clearTimeout(this.failoverTimer);
    this.failoverTimer = setTimeout(() => {
      this.failoverTimer = null;
      if (this.closed || this.state?.version !== version) return;
      this.log.info({ room: this.id }, 'driving the bots');
      this.driving = true;
      this.scheduleBot();
    }, this.config.takeoverMs);
    this.failoverTimer.unref();
  }

  private async botStep(): Promise<void> {
    const state = this.state;
    if (this.closed || !state || isOver(state)) return;
    if (!this.driving) return this.scheduleBot();
    const seat = seatToAct(state);
    const bot = this.botFor(seat);
    if (!bot) return;
    const legal = legalActions(state, seat);
    if (legal.length === 0) return;
    const action = bot.act(viewFor(state, seat), legal);
    const outcome = await this.apply(seat, `bot-${state.version + 1}`, action);
    if (outcome.kind === 'rejected') {
      // Stale after another node's write (re-validated and illegal now): dropped silently.
      const entry = { room: this.id, seat, action: action.type, code: outcome.code };
      // (catching up already rescheduled the bots.)
      if (this.state !== state) this.log.info(entry, 'stale bot action dropped');
      else this.log.warn(entry, 'bot rejected');
    }
  }

  // ------------------------------------------------------------------ turn clock

  /**
   * Rooms with a turn clock: if the person who must act now (pending seat, else active seat) has
   * not acted `turnClock` seconds after this version, an expert bot makes that one move for them
   * (intent `clock-<seq>`); the table sees the seat as `botTakeover` while it is applied.
   */
  private armClock(): void {
    if (this.clockTimer) clearTimeout(this.clockTimer);
    this.clockTimer = null;
    const state = this.state;
    const seconds = this.info.turnClock;
    if (!seconds || this.closed || !state || isOver(state) || !this.driving) return;
    const seat = seatToAct(state);
    if (this.info.seats[seat]?.kind !== 'person' || this.takeover.has(seat)) return;
    const version = state.version;
    this.clockTimer = setTimeout(() => {
      this.clockTimer = null;
      void this.enqueue(() => this.clockStep(version)).catch((e: unknown) =>
        this.log.error({ room: this.id, err: String(e) }, 'turn clock move failed'),
      );
    }, seconds * 1000);
    this.clockTimer.unref();
  }

  private async clockStep(version: number): Promise<void> {
    const state = this.state;
    if (this.closed || !state || isOver(state) || state.version !== version) return;
    const seat = seatToAct(state);
    if (this.info.seats[seat]?.kind !== 'person' || this.takeover.has(seat)) return;
    const legal = legalActions(state, seat);
    if (legal.length === 0) return;
    let bot = this.bots.get(-1 - seat);
    if (!bot) {
      bot = makeBot('expert');
      this.bots.set(-1 - seat, bot);
    }
    const action = bot.act(viewFor(state, seat), legal);
    this.log.info({ room: this.id, seat }, 'turn clock ran out');
    this.clocked = seat;
    this.broadcastRoom();
    try {
      const outcome = await this.apply(seat, `clock-${version + 1}`, action, version);
      if (outcome.kind === 'rejected')
        this.log.info({ room: this.id, seat, code: outcome.code }, 'turn clock move dropped');
    } finally {
      this.clocked = null;
      this.broadcastRoom();
    }
  }

  /** Stop timers and wait for in-flight actions. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.clockTimer) clearTimeout(this.clockTimer);
    this.clockTimer = null;
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    if (this.failoverTimer) clearTimeout(this.failoverTimer);
    this.failoverTimer = null;
    for (const t of this.takeoverTimers.values()) clearTimeout(t);
    this.takeoverTimers.clear();
    await this.enqueue(() => undefined);
  }
}
