/**
 * One room: an actor that serialises everything that changes it (a promise queue). An action is
 * re-validated against the current state, appended to the store, and only then acknowledged and
 * broadcast; each socket receives only what `messagesFor` gives its seat. Bots think in a worker
 * pool outside the queue; their move is applied only if the game has not moved meanwhile.
 */
import {
  applyAction,
  createGame,
  cuesDone,
  EMPTY_MENU,
  eventsFor,
  legalMenu,
  seatsWithMenus,
  seatToAct,
  turnClaimants,
  viewChanges,
  viewEventsFor,
  viewFor,
  type Action,
  type Applied,
  type GameEvent,
  type GameSetup,
  type GameState,
  type ViewChanges,
} from '@bomb-busters/engine';
import type { BotLevel } from '@bomb-busters/bots';
import { tableCharacters } from './characters.js';
import {
  campaignOf,
  SERVER_ONLY_ACTIONS,
  type BotMove,
  type Campaign,
  type HostOp,
  type VoteOp,
} from '@bomb-busters/protocol';
import { botMoveReason, BotMoves } from './bot-moves.js';
import type { BotGameGate } from './bots/gate.js';
import type { BotPool, BotPriority } from './bots/pool.js';
import type { PeopleFirst } from './bots/yield.js';
import { MissionTimer, playedMs } from './clock.js';
import type { ServerConfig } from './config.js';
import {
  botIntent,
  clockIntent,
  cueIntent,
  hostIntent,
  Intents,
  surrenderIntent,
  timeUpIntent,
} from './intents.js';
import { hashToken } from './tokens.js';
import { SurrenderVote, type VoteStep } from './vote.js';
import { changeNote, exposedWires, standingNotes, type NoteChange } from './notes.js';
import type { RejectCode, RoomSummary, ServerMessage, Viewer } from './messages.js';
import type { GameListItem } from './messages.js';
import {
  isServerIntent,
  SPECTATOR_SEAT,
  type FinishedGame,
  type GameStore,
  type LogEntry,
  type RoomInfo,
  type SeatInfo,
} from './store/types.js';

export interface RoomLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** A connected socket, as the room sees it. */
export interface RoomClient {
  readonly viewer: Viewer;
  /** A spectator's name in the chat (a seat's messages carry only the seat). */
  readonly name?: string;
  /** `text` is `message` serialised, when the room already has it (shared by a broadcast). */
  send(message: ServerMessage, text?: string): void;
}

export type RoomConfig = Pick<
  ServerConfig,
  | 'botDelayMs'
  | 'botOnlyDelayMs'
  | 'takeoverMs'
  | 'snapshotEvery'
  | 'spectatorsPerRoom'
  | 'clockScale'
  | 'snipGraceMs'
  | 'notesPerSeat'
  | 'noteChangesPerSeat'
  | 'voteMs'
>;

export interface RoomDeps {
  readonly store: GameStore;
  readonly config: RoomConfig;
  readonly log: RoomLogger;
  /** Where bots think (a pool of worker threads). */
  readonly bots: Pick<BotPool, 'act'>;
  /** How many games without a connected person bots may play at once. */
  readonly botGames: Pick<BotGameGate, 'request' | 'release'>;
  /** Where the moves of games without people wait for people's actions (none: they never wait). */
  readonly peopleFirst?: Pick<PeopleFirst, 'turn'>;
  /**
   * Several nodes share the store (PostgreSQL + NOTIFY; docs/deploy.md). Then only the node that
   * made the latest write drives the bots, takeovers are armed only where a socket left, and a
   * node that is not driving takes over the bots after `takeoverMs` without any write.
   */
  readonly shared: boolean;
  readonly now?: () => number;
}

export type Outcome =
  | { readonly kind: 'ack'; readonly seq: number }
  | { readonly kind: 'rejected'; readonly code: RejectCode; readonly message: string };

const MAX_CONFLICT_RETRIES = 5;
/** Presence changes (a seat's socket comes or goes) reach the table at most this often. */
const PRESENCE_MS = 250;
/** After a failed bot move (the pool was full), try again after this long. */
const BOT_RETRY_MS = 1000;

export const isOver = (state: GameState): boolean =>
  state.status === 'won' || state.status === 'lost';

/** A chat message is no move: bots and the turn clock look past it. */
const isMove = (action: unknown): boolean => (action as Action).type !== 'say';
/** A seat's move: neither a message nor the server's (the clocks' cues, the host's pause). */
const isSeatMove = (action: unknown): boolean =>
  !['say', ...SERVER_ONLY_ACTIONS].includes((action as Action).type);

/** How many cues of its timeline the game has applied (the engine's next one: missions 30, 42). */
const cuesOf = (state: GameState | null): number => (state ? cuesDone(state) : 0);

export class RoomError extends Error {
  constructor(
    readonly code: 'BAD_LOG' | 'BAD_SETUP',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The game state after applying log entries to `state` (from a snapshot or a new game).
 * `onEntry` sees each applied entry with the log's length before its events.
 */
export function replayEntries(
  state: GameState,
  entries: readonly LogEntry[],
  onEntry?: (entry: LogEntry, logLength: number) => void,
): GameState {
  let s = state;
  for (const entry of entries) {
    if (entry.seq <= s.version) continue;
    if (entry.seq !== s.version + 1)
      throw new RoomError('BAD_LOG', `Log gap: seq ${entry.seq} after version ${s.version}.`);
    onEntry?.(entry, s.log.length);
    const applied = applyAction(s, entry.action);
    if (!applied.ok)
      throw new RoomError('BAD_LOG', `Log entry ${entry.seq} is illegal: ${applied.error.code}.`);
    s = applied.value.state;
  }
  return s;
}

/** The room's games: the finished ones, then the current one while it is in progress. */
export function gameList(info: RoomInfo): GameListItem[] {
  const item = (
    game: number,
    setup: RoomInfo['setup'],
    result: GameListItem['result'],
    botFinished?: readonly number[],
    cause?: GameListItem['cause'],
  ): GameListItem => ({
    game,
    mission: setup.mission,
    captain: setup.captain ?? 0,
    result,
    ...(cause && result === 'lost' ? { cause } : {}),
    ...(botFinished?.length ? { botFinished } : {}),
  });
  const list = (info.games ?? []).map((g) =>
    item(g.game, g.setup, g.result, g.botFinished, g.cause),
  );
  const current = info.game ?? 1;
  if (info.status === 'playing' && !list.some((g) => g.game === current))
    list.push(item(current, info.setup, null));
  return list;
}

/** The table's campaign, from its games; the first game's mission is where the table started. */
export function roomCampaign(info: RoomInfo): Campaign {
  return campaignOf({
    players: info.setup.players,
    unlocked: info.unlocked ?? false,
    start: (info.games?.[0]?.setup ?? info.setup).mission,
    games: gameList(info),
  });
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
  private readonly intents = new Intents();
  /** The current game's moves that bots made for person seats. */
  private readonly botMoves = new BotMoves();
  private readonly takeover = new Set<number>();
  private readonly takeoverTimers = new Map<number, NodeJS.Timeout>();
  /** When each armed takeover happens (epoch ms), for the table's countdown. */
  private readonly takeoverAt = new Map<number, number>();
  /** The table's vote to give up, if one is under way. */
  private readonly vote: SurrenderVote;
  private botTimer: NodeJS.Timeout | null = null;
  /** The version `botTimer` was set for: a change meanwhile sets it again (a new grace). */
  private botTimerVersion = -1;
  /** A bot move is being computed in the pool. */
  private thinking = false;
  /** The turn clock (room.turnClock seconds) of the person who must act now. */
  private clockTimer: NodeJS.Timeout | null = null;
  /** The seat whose turn clock ran out, while its expert bot move is applied. */
  private clocked: number | null = null;
  /** The version the turn clock was armed at (the last seat move's). */
  private clockVersion = -1;
  /** The version after the last seat move: the turn clock runs on through the mission clock's. */
  private lastSeatMove = 0;
  /**
   * The version after the last move: bots and the turn clock decide on moves, so a chat message
   * after it neither restarts their timers nor voids their decisions.
   */
  private lastMove = 0;
  /** The version each socket last had a whole view for on asking (`resync`). */
  private readonly resynced = new WeakMap<RoomClient, number>();
  /** Spectators who joined without a name, for their default names. */
  private unnamed = 0;
  /** The current game's real-time limit, for missions that have one. */
  private missionTimer: MissionTimer | null = null;
  private presenceTimer: NodeJS.Timeout | null = null;
  private presenceDirty = false;
  private closed = false;
  /** Left memory: work queued on it must be redone on the room as loaded again. */
  unloaded = false;
  /** When the room last changed or was asked for (it leaves memory when idle and unwatched). */
  lastActivity: number;
  private driving = true;
  private failoverTimer: NodeJS.Timeout | null = null;
  private readonly store: GameStore;
  private readonly config: RoomConfig;
  private readonly log: RoomLogger;
  private readonly now: () => number;

  constructor(
    info: RoomInfo,
    private readonly deps: RoomDeps,
  ) {
    this.info = info;
    this.store = deps.store;
    this.config = deps.config;
    this.log = deps.log;
    this.now = deps.now ?? Date.now;
    this.lastActivity = this.now();
    this.vote = new SurrenderVote(this.config.voteMs, this.now, () => this.recountVote());
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
  /**
   * A note may stand in this game: false only for a game begun on this node (alone on its store)
   * where no seat has noted a wire yet, so that a cut need not ask the store to drop notes.
   */
  private notesMayStand = true;

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

  touch(): void {
    this.lastActivity = this.now();
  }

  /** Nobody is connected and nothing has happened for `idleMs`: the room may leave memory. */
  idle(idleMs: number): boolean {
    return (
      this.clients.size === 0 &&
      !this.thinking &&
      this.botTimer === null &&
      // A mission's clock runs to its end (at most its limit) with the room in memory.
      !this.missionTimer?.running &&
      this.now() - this.lastActivity >= idleMs
    );
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
    for (const e of entries) this.intents.remember(e.seat, e.intentId, e.seq, e.action);
    // Where bot moves begin in the log: replay from the deal if one is older than the snapshot.
    const seats = this.info.seats;
    const fromDeal =
      !snapshot || entries.some((e) => e.seq <= snapshot.seq && botMoveReason(seats, e));
    const base = fromDeal ? newGame(this.info.setup) : (snapshot.state as GameState);
    this.state = replayEntries(base, entries, (e, at) => this.botMoves.record(seats, e, at));
    this.lastMove = entries.findLast((e) => isMove(e.action))?.seq ?? 0;
    this.lastSeatMove = entries.findLast((e) => isSeatMove(e.action))?.seq ?? 0;
    this.stateGame = game;
    this.notesMayStand = true;
    // The clock goes on from the last stored entry: from now (the time the server was down is
    // not counted), or, on a node that does not drive a game in progress, from that entry's
    // time, as the clock of the node driving ran on since.
    const played = this.missionTimer && playedMs(newGame(this.info.setup), entries);
    if (played != null) {
      const last = entries.at(-1);
      const follow = !drive && last && !isOver(this.state);
      const t = follow ? Date.parse(last.at) : this.now();
      this.missionTimer?.resume(played, t);
      // Paused: the clock stays where the last entry left it.
      if (this.state.paused) this.missionTimer?.freeze(t);
    }
    if (isOver(this.state)) this.missionTimer?.freeze();
    this.driving = drive;
    this.armTakeovers();
    this.broadcastState(null);
    this.scheduleBot();
    this.armClock();
    this.armMissionClock();
  }

  /** Start the game (the room is already 'playing' in the store). */
  begin(state: GameState): void {
    this.resetGame();
    this.state = state;
    this.lastMove = this.lastSeatMove = state.version;
    this.stateGame = this.game;
    this.notesMayStand = this.deps.shared;
    this.driving = true;
    this.touch();
    // No setup tokens to place: play starts with the game (its first entry keeps the clock).
    if (state.status === 'playing') this.missionTimer?.run(0);
    this.broadcastState(null);
    // A new game starts without notes.
    for (const c of this.clients)
      if (c.viewer !== 'spectator') c.send({ type: 'notes', game: this.game, notes: [] });
    this.armTakeovers();
    this.scheduleBot();
    this.armClock();
    this.armMissionClock();
  }

  /** Back to the lobby for the next game: the finished one is no longer shown or driven. */
  reopen(): void {
    this.resetGame();
    this.state = null;
  }

  /** Forget the previous game's intents, takeovers and timers (the next game starts). */
  private resetGame(): void {
    this.intents.clear();
    this.botMoves.clear();
    this.takeover.clear();
    this.clearTakeoverTimers();
    this.vote.clear();
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    if (this.clockTimer) clearTimeout(this.clockTimer);
    this.clockTimer = null;
    this.missionTimer?.stop();
    const { mission, players } = this.info.setup;
    this.missionTimer = MissionTimer.of(mission, players, this.config.clockScale, this.now);
  }

  // ------------------------------------------------------------------ sockets

  connected(seat: number): boolean {
    for (const c of this.clients) if (c.viewer === seat) return true;
    return false;
  }

  /** A spectator's name in the chat: the one it gave, else "Spectator" and a number. */
  spectatorName(given?: string): string {
    return given?.trim() || `Spectator ${++this.unnamed}`;
  }

  get spectators(): number {
    let n = 0;
    for (const c of this.clients) if (c.viewer === 'spectator') n++;
    return n;
  }

  /**
   * The room as the API and its sockets see it. `toTable`: for the sockets, which get no campaign
   * while a game is played (most of the summary's bytes: the table shows it only in the lobby and
   * at a game's end, when its room message has it).
   */
  summary(toTable = false): RoomSummary {
    const info = this.info;
    // In the lobby the choices as they stand; once started, the game's.
    const characters =
      info.status === 'open' ? tableCharacters(info) : (info.setup.characters ?? null);
    return {
      room: info.id,
      status: info.status,
      mission: info.setup.mission,
      players: info.setup.players,
      public: info.public,
      turnClock: info.turnClock,
      options: {
        stars: info.setup.options?.stars ?? 0,
        trainingAid: info.trainingAid,
        ...(info.setup.options?.chat === 'signals' ? { freeChat: false } : {}),
      },
      createdAt: info.createdAt,
      game: this.game,
      games: gameList(info),
      ...(toTable && info.status === 'playing' ? {} : { campaign: roomCampaign(info) }),
      ...(info.setup.chosenSeed ? { chosenSeed: true as const } : {}),
      ...(characters ? { captain: info.setup.captain ?? 0 } : {}),
      ...(this.state ? { version: this.state.version } : {}),
      seats: info.seats.map((s: SeatInfo) => ({
        seat: s.seat,
        kind: s.kind,
        ...(s.level ? { level: s.level } : {}),
        ...(s.name !== undefined ? { name: s.name } : {}),
        taken: s.kind === 'person' && s.tokenHash !== null,
        ...(characters ? { character: characters[s.seat] ?? null } : {}),
        connected: s.kind === 'bot' || this.connected(s.seat),
        botTakeover: this.takeover.has(s.seat) || this.clocked === s.seat,
        ...this.takeoverCountdown(s.seat),
      })),
      ...this.vote.message(),
    };
  }

  /**
   * What one viewer receives about the game: the only place where game information is filtered
   * for a socket. With `changes`, what changed since `from` (the engine's `viewEventsFor`: the
   * events and view changes filtered for the viewer), and no view; without, the whole view (join,
   * game start or load, resync, and the game's end, when every hidden value is shown: then with
   * `ended`, the events of the move that ended it, already in the view's log, for the table to
   * show and say). A menu only for a seat that may act now (`seatsWithMenus`); no `legal`: nothing
   * to do.
   */
  messagesFor(
    viewer: Viewer,
    changes: ViewChanges | null = null,
    botMoves: readonly BotMove[] = [],
    menus: readonly number[] = this.state ? seatsWithMenus(this.state) : [],
    ended: readonly GameEvent[] = [],
  ): ServerMessage | null {
    const state = this.state;
    if (!state) return null;
    const moves = changes ? botMoves : this.botMoves.all();
    const clock = this.missionTimer?.message();
    const acts = viewer !== 'spectator' && menus.includes(viewer);
    return {
      type: 'update',
      version: state.version,
      ...(changes
        ? {
            from: changes.from,
            events: viewEventsFor(changes, viewer),
          }
        : { view: viewFor(state, viewer), events: eventsFor(ended, viewer, isOver(state)) }),
      ...(acts ? { legal: legalMenu(state, viewer) } : {}),
      ...(moves.length > 0 ? { botMoves: moves } : {}),
      ...(clock ? { clock } : {}),
    };
  }

  join(client: RoomClient): void {
    // A person is back: the seat is theirs again before anyone is told (their `joined` too).
    if (client.viewer !== 'spectator') this.returned(client.viewer);
    this.clients.add(client);
    this.touch();
    const update = this.messagesFor(client.viewer);
    client.send({
      type: 'joined',
      room: this.id,
      seat: client.viewer === 'spectator' ? null : client.viewer,
      view: (update?.type === 'update' && update.view) || null,
      legal: (update?.type === 'update' && update.legal) || EMPTY_MENU,
      roomInfo: this.summary(true),
      ...(update?.type === 'update' && update.botMoves ? { botMoves: update.botMoves } : {}),
      ...(update?.type === 'update' && update.clock ? { clock: update.clock } : {}),
    });
    if (client.viewer === 'spectator') return;
    const seat = client.viewer;
    this.enqueue(() => this.sendNotes(seat, client)).catch((e: unknown) =>
      this.log.error({ room: this.id, err: String(e) }, 'notes not sent'),
    );
    // Its `joined` carries the room as it is now: the others only are told.
    this.presenceChanged(client);
    // A person is back: bots waiting for a slot in a game of bots only may go on at once.
    this.scheduleBot();
  }

  leave(client: RoomClient): void {
    if (!this.clients.delete(client)) return;
    this.touch();
    const seat = client.viewer;
    if (seat === 'spectator') return;
    if (!this.connected(seat)) {
      this.armTakeover(seat);
      // Nobody waits for a person gone to answer the vote.
      if (this.vote.proposer !== null) this.recountVote();
    }
    this.presenceChanged();
  }

  /** Tell the table the room changed (seats, status, takeovers): at once (`except` knows it). */
  broadcastRoom(except?: RoomClient): void {
    if (this.presenceTimer) this.presenceDirty = false;
    this.broadcast({ type: 'room', roomInfo: this.summary(true) }, except);
  }

  /** The same message to every socket of the room (but `except`), serialised once. */
  private broadcast(message: ServerMessage, except?: RoomClient): void {
    const text = JSON.stringify(message);
    for (const c of this.clients) if (c !== except) c.send(message, text);
  }

  /**
   * A seat's socket came or went: at once if quiet, else once at the end of the window.
   * `joined`: the socket that came, told already.
   */
  private presenceChanged(joined?: RoomClient): void {
    if (this.presenceTimer) {
      this.presenceDirty = true;
      return;
    }
    this.broadcastRoom(joined);
    this.presenceTimer = setTimeout(() => {
      this.presenceTimer = null;
      if (this.presenceDirty && !this.closed) this.presenceChanged();
      this.presenceDirty = false;
    }, PRESENCE_MS);
    this.presenceTimer.unref();
  }

  /**
   * Each viewer's message is made and serialised once, whatever its number of sockets: what
   * changed from `before` through `events`, or whole views without `before` (or at the game's end).
   */
  private broadcastState(
    before: GameState | null,
    events: readonly GameEvent[] = [],
    botMoves: readonly BotMove[] = [],
  ): void {
    const state = this.state;
    if (!state) return;
    const changes = before && viewChanges(before, state, events);
    // No changes after a move: it ended the game, and its events come with the whole view.
    const ended = before && !changes ? events : [];
    const menus = seatsWithMenus(state);
    const made = new Map<Viewer, [ServerMessage, string] | null>();
    for (const c of this.clients) {
      let m = made.get(c.viewer);
      if (m === undefined) {
        const message = this.messagesFor(c.viewer, changes, botMoves, menus, ended);
        m = message ? [message, JSON.stringify(message)] : null;
        made.set(c.viewer, m);
      }
      if (m) c.send(m[0], m[1]);
    }
  }

  /**
   * A client missed an update (a gap in versions): its whole view again. Once per version per
   * socket; a second ask at the same version is not answered (the first answer is on its way).
   */
  resync(client: RoomClient): void {
    const state = this.state;
    if (!state || !this.clients.has(client) || this.resynced.get(client) === state.version) return;
    this.resynced.set(client, state.version);
    const message = this.messagesFor(client.viewer);
    if (message) client.send(message);
  }

  // ------------------------------------------------------------------ notes

  /** A seat's change to its notes on wires (notes.ts); its sockets get its notes after. */
  note(client: Pick<RoomClient, 'viewer'>, change: NoteChange): Promise<void> {
    return this.enqueue(async () => {
      this.touch();
      const where = { room: this.id, game: this.stateGame, state: this.state };
      this.notesMayStand = true;
      const notes = await changeNote(this.store, this.config, where, client.viewer, change);
      this.toSeat(client.viewer, { type: 'notes', game: this.stateGame, notes });
    });
  }

  /** The seat's standing notes, to `client` or else to every socket of the seat. */
  private async sendNotes(seat: number, client?: RoomClient): Promise<void> {
    const state = this.state;
    if (!state) return;
    const stored = await this.store.notes(this.id, this.stateGame, seat);
    const message: ServerMessage = {
      type: 'notes',
      game: this.stateGame,
      notes: standingNotes(stored, state, seat),
    };
    if (client) client.send(message);
    else this.toSeat(seat, message);
  }

  /** Only the seat's own sockets: notes never go anywhere else. */
  private toSeat(seat: Viewer, message: ServerMessage): void {
    for (const c of this.clients) if (c.viewer === seat) c.send(message);
  }

  /** The notes on wires an action cut or revealed end with it, for every seat. */
  private async dropNotes(before: GameState, after: GameState): Promise<void> {
    if (!this.notesMayStand) return;
    const wires = exposedWires(before, after);
    if (wires.length === 0) return;
    try {
      const seats = await this.store.dropNotes(this.id, this.stateGame, wires, after.version);
      for (const seat of seats) if (this.connected(seat)) await this.sendNotes(seat);
    } catch (e) {
      // The move is stored: a note left standing on a cut wire is never shown (standingNotes).
      this.log.error({ room: this.id, err: String(e) }, 'notes not dropped');
    }
  }

  // ------------------------------------------------------------------ takeover

  private armTakeover(seat: number): void {
    if (this.closed || !this.state || isOver(this.state) || this.takeoverTimers.has(seat)) return;
    // Paused: the countdown starts again when the game goes on.
    if (this.takeover.has(seat) || this.state.paused) return;
    this.takeoverAt.set(seat, this.now() + this.config.takeoverMs);
    const timer = setTimeout(() => {
      this.takeoverTimers.delete(seat);
      this.takeoverAt.delete(seat);
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
    this.takeoverAt.delete(seat);
    // The host let a bot play for them: the seat is theirs again, stored so.
    if (this.info.seats[seat]?.hostBot)
      this.enqueue(() => this.setHostBot(seat, false)).catch((e: unknown) =>
        this.log.error({ room: this.id, seat, err: String(e) }, 'seat not stored'),
      );
    if (this.takeover.delete(seat)) {
      this.log.info({ room: this.id, seat }, 'takeover ended');
      this.broadcastRoom();
      // The person is back: their turn clock runs again, and a bot waiting on the takeover goes on.
      this.armClock();
      this.scheduleBot();
    }
  }

  // ------------------------------------------------------------------ host controls

  /**
   * Every away person's seat: a bot plays at once where the host chose so, else its takeover is
   * counted down (by the node where the socket left, on a shared store). Paused: no countdown.
   */
  private armTakeovers(): void {
    if (this.state?.paused) return this.clearTakeoverTimers();
    for (const s of this.info.seats) {
      if (s.kind !== 'person' || this.connected(s.seat)) continue;
      if (s.hostBot) this.takeover.add(s.seat);
      else if (!this.deps.shared) this.armTakeover(s.seat);
    }
  }

  private clearTakeoverTimers(): void {
    for (const t of this.takeoverTimers.values()) clearTimeout(t);
    this.takeoverTimers.clear();
    this.takeoverAt.clear();
  }

  /** The ms until a bot takes `seat` over, as the table is told it (none armed: nothing). */
  private takeoverCountdown(seat: number): { takeoverInMs?: number } {
    const at = this.takeoverAt.get(seat);
    return at === undefined ? {} : { takeoverInMs: Math.max(0, Math.round(at - this.now())) };
  }

  /** The people connected now (those a surrender vote asks). */
  private present(): number[] {
    return this.info.seats
      .filter((s) => s.kind === 'person' && this.connected(s.seat))
      .map((s) => s.seat);
  }

  /**
   * The host's controls (the host token proves it): pause and resume are the engine's actions,
   * stored in the log (`seat`: the host's, the Captain's for a host watching); `botSeat` lets a
   * bot play an away person's seat now and `giveBack` gives it back (the countdown starts again),
   * both stored with the room's seats.
   */
  host(
    client: Pick<RoomClient, 'viewer'>,
    hostToken: string,
    op: HostOp,
    seat?: number,
  ): Promise<Outcome> {
    return this.enqueue(async () => {
      if (hashToken(hostToken) !== this.info.hostTokenHash)
        return rejected('BAD_TOKEN', 'Only the host may do this.');
      if (this.deps.shared) await this.catchUp();
      const state = this.state;
      if (!state) return rejected('NOT_STARTED', 'The game has not started.');
      if (isOver(state)) return rejected('GAME_FINISHED', 'The game is over.');
      if (op === 'pause' || op === 'resume') {
        const by = client.viewer === 'spectator' ? state.captain : client.viewer;
        return this.apply(by, hostIntent(op, state.version + 1), { type: op, seat: by });
      }
      const info = seat === undefined ? undefined : this.info.seats[seat];
      if (!info) return rejected('NO_SUCH_SEAT', 'Name a seat of this table.');
      if (info.kind !== 'person') return rejected('NOT_A_PERSON_SEAT', 'A bot plays this seat.');
      const bot = this.takeover.has(info.seat);
      if (op === 'botSeat' ? bot || this.connected(info.seat) : !bot)
        return rejected(
          'NOT_AWAY',
          op === 'botSeat'
            ? 'Only the seat of a person who is away, before a bot plays it.'
            : 'No bot plays this seat.',
        );
      await this.setHostBot(info.seat, op === 'botSeat');
      const timer = this.takeoverTimers.get(info.seat);
      if (timer) clearTimeout(timer);
      this.takeoverTimers.delete(info.seat);
      this.takeoverAt.delete(info.seat);
      if (op === 'botSeat') this.takeover.add(info.seat);
      else {
        this.takeover.delete(info.seat);
        this.armTakeover(info.seat);
      }
      this.log.info({ room: this.id, seat: info.seat, op }, 'host control');
      this.broadcastRoom();
      this.armClock();
      this.scheduleBot();
      return { kind: 'ack', seq: state.version };
    });
  }

  /** Store whether the host let a bot play `seat` (a person back takes it again). */
  private async setHostBot(seat: number, on: boolean): Promise<void> {
    if ((this.info.seats[seat]?.hostBot ?? false) === on) return;
    const seats = this.info.seats.map((s) => {
      if (s.seat !== seat) return s;
      const { hostBot: _, ...rest } = s;
      return on ? { ...rest, hostBot: true as const } : rest;
    });
    await this.store.updateRoom(this.id, { seats });
    this.info = { ...this.info, seats };
  }

  /** A seated person proposes to give up, agrees or refuses (see vote.ts). */
  voteOn(client: Pick<RoomClient, 'viewer'>, op: VoteOp): Promise<Outcome> {
    return this.enqueue(async () => {
      const seat = client.viewer;
      if (seat === 'spectator' || this.info.seats[seat]?.kind !== 'person')
        return rejected('NOT_ASKED', 'Only the people at the table vote.');
      if (this.deps.shared) await this.catchUp();
      const state = this.state;
      if (!state) return rejected('NOT_STARTED', 'The game has not started.');
      if (isOver(state)) return rejected('GAME_FINISHED', 'The game is over.');
      const proposer = op === 'propose' ? seat : this.vote.proposer;
      const step =
        op === 'propose'
          ? this.vote.propose(seat, this.present())
          : this.vote.answer(seat, op === 'agree', this.present());
      if (step === 'waiting' || step === 'agreed' || step === 'ended')
        return this.voteStep(step, proposer);
      return rejected(step, VOTE_REFUSALS[step] ?? 'Not now.');
    });
  }

  /** Decide the vote again: someone left, or its time ran out. */
  private recountVote(): void {
    this.enqueue(() => {
      const proposer = this.vote.proposer;
      return this.voteStep(this.vote.recount(this.present()), proposer);
    }).catch((e: unknown) => this.log.error({ room: this.id, err: String(e) }, 'vote failed'));
  }

  /** After a vote changed: everyone agreed, the table gives up; else the table is told. */
  private async voteStep(step: VoteStep | null, proposer: number | null): Promise<Outcome> {
    const state = this.state;
    if (step === 'agreed' && proposer !== null && state && !isOver(state)) {
      this.log.info({ room: this.id, proposer }, 'surrender agreed');
      const action: Action = { type: 'surrender', seat: proposer };
      const outcome = await this.apply(proposer, surrenderIntent(this.stateGame), action);
      if (outcome.kind === 'rejected') this.broadcastRoom();
      return outcome;
    }
    if (step !== null) this.broadcastRoom();
    return { kind: 'ack', seq: state?.version ?? 0 };
  }

  // ------------------------------------------------------------------ actions

  /**
   * A client's action: re-validated, stored, then acknowledged and broadcast. `version` is the
   * state version the client saw: one newer than the room's cannot have been seen (BAD_VERSION).
   * The action is the client's seat's (a chat message a spectator's, with its name).
   */
  submit(
    client: Pick<RoomClient, 'viewer' | 'name'>,
    intentId: string,
    action: Action,
    version?: number,
  ): Promise<Outcome> {
    const { viewer, name } = client;
    const seat = viewer === 'spectator' ? SPECTATOR_SEAT : viewer;
    const own: Action =
      action.type === 'say'
        ? { ...action, seat: viewer, ...(viewer === 'spectator' ? { name } : {}) }
        : { ...action, seat };
    if (SERVER_ONLY_ACTIONS.includes(action.type))
      return Promise.resolve({
        kind: 'rejected',
        code: 'SERVER_ONLY_ACTION',
        message:
          "Only the server applies this action (its clocks, the host's pause, the table's surrender).",
      });
    return this.enqueue(async () => {
      this.touch();
      // Several nodes: a version this node has not seen was stored by another (its notice lost
      // or still on the way).
      if (this.deps.shared && version !== undefined && version > (this.state?.version ?? 0))
        await this.catchUp();
      if (version !== undefined && this.state && version > this.state.version)
        return {
          kind: 'rejected',
          code: 'BAD_VERSION',
          message: `The version is newer than the game's (${this.state.version}).`,
        };
      return this.apply(seat, intentId, own);
    });
  }

  /**
   * `atVersion`: a bot or clock move decided on that version, applied only if no move came since
   * (chat messages may have).
   */
  private async apply(
    seat: number,
    intentId: string,
    action: Action,
    atVersion?: number,
  ): Promise<Outcome> {
    let caughtUp = false;
    for (let attempt = 0; ; attempt++) {
      const known = this.intents.check(seat, intentId, action);
      if (known.kind === 'retry') return { kind: 'ack', seq: known.seq };
      if (known.kind === 'duplicate') return duplicateIntent(known.seq);
      const state = this.state;
      if (!state)
        return { kind: 'rejected', code: 'NOT_STARTED', message: 'The game has not started.' };
      if (atVersion !== undefined && this.lastMove > atVersion)
        return { kind: 'rejected', code: 'BAD_VERSION', message: 'The game moved meanwhile.' };
      if (this.closed)
        return { kind: 'rejected', code: 'SHUTTING_DOWN', message: 'The server is stopping.' };
      let applied;
      try {
        applied = applyAction(state, action);
      } catch {
        return { kind: 'rejected', code: 'MALFORMED_ACTION', message: 'The action is malformed.' };
      }
      // Several nodes: a move refused here may be legal after what other nodes stored (a
      // notice lost or on the way), so that is read before refusing. A move made here needs no
      // such read: its append fails if another node wrote first, and it is tried again.
      if (!applied.ok && this.deps.shared && !caughtUp) {
        caughtUp = true;
        await this.catchUp();
        if (this.state !== state) continue;
      }
      if (!applied.ok) {
        this.log.info(
          { room: this.id, seat, action: action.type, code: applied.error.code },
          'rejected',
        );
        return { kind: 'rejected', code: applied.error.code, message: applied.error.message };
      }
      const seq = state.version + 1;
      const t = this.now();
      const clockMs = this.clockMsAt(t, applied.value.events);
      const entry: LogEntry = {
        seq,
        seat,
        intentId,
        action,
        at: new Date(t).toISOString(),
        ...(clockMs !== null ? { clockMs } : {}),
      };
      const result = await this.store.append(this.id, entry, this.stateGame);
      if (result.kind === 'duplicate') {
        // Another node stored this seat's intent: same action, or a reused id.
        await this.catchUp();
        this.intents.remember(seat, intentId, result.seq, result.action);
        continue;
      }
      if (result.kind === 'conflict') {
        if (attempt >= MAX_CONFLICT_RETRIES)
          return { kind: 'rejected', code: 'INTERNAL', message: 'Too many concurrent writes.' };
        await this.catchUp();
        continue;
      }
      this.intents.remember(seat, intentId, seq, action);
      const botMove = this.botMoves.record(this.info.seats, entry, state.log.length);
      this.followClock(entry, applied.value);
      this.state = applied.value.state;
      if (isMove(action)) this.lastMove = seq;
      if (isSeatMove(action)) this.lastSeatMove = seq;
      this.driving = true;
      this.touch();
      // Every move: at debug, so that a production log (info) is not written on each one.
      this.log.debug({ room: this.id, seq, seat, action: action.type }, 'applied');
      await this.afterChange(state, applied.value.events, botMove ? [botMove] : []);
      await this.dropNotes(state, applied.value.state);
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
    const botMoves: BotMove[] = [];
    let s = state;
    for (const e of entries) {
      if (e.seq <= s.version) continue;
      this.intents.remember(e.seat, e.intentId, e.seq, e.action);
      const botMove = this.botMoves.record(this.info.seats, e, s.log.length);
      if (botMove) botMoves.push(botMove);
      const applied = applyAction(s, e.action);
      if (!applied.ok) throw new RoomError('BAD_LOG', `Log entry ${e.seq} is illegal.`);
      s = applied.value.state;
      if (isMove(e.action)) this.lastMove = e.seq;
      if (isSeatMove(e.action)) this.lastSeatMove = e.seq;
      events.push(...applied.value.events);
      this.followClock(e, applied.value);
      // A person acted through another node: that seat is not gone.
      if (this.deps.shared && !isServerIntent(e.intentId)) this.returned(e.seat);
    }
    this.state = s;
    this.touch();
    // Another node made the latest write: it drives the bots now.
    this.driving = false;
    await this.afterChange(state, events, botMoves);
  }

  private async afterChange(
    before: GameState,
    events: readonly GameEvent[],
    botMoves: readonly BotMove[] = [],
  ): Promise<void> {
    const state = this.state;
    if (!state) return;
    if (state.version % this.config.snapshotEvery === 0)
      await this.store.saveSnapshot(this.id, { seq: state.version, state }, this.stateGame);
    if (isOver(state) && this.info.status !== 'finished' && this.stateGame === this.game) {
      const previous = (this.info.games ?? []).filter((g) => g.game !== this.game);
      const botFinished = this.botMoves.finishedBy();
      const games: FinishedGame[] = [
        ...previous,
        {
          game: this.game,
          setup: this.info.setup,
          result: state.status === 'won' ? 'won' : 'lost',
          ...(state.lossCause ? { cause: state.lossCause } : {}),
          ...(botFinished.length > 0 ? { botFinished } : {}),
        },
      ];
      await this.store.updateRoom(this.id, { status: 'finished', games });
      this.info = { ...this.info, status: 'finished', games };
      this.clearTakeoverTimers();
      this.vote.clear();
      this.deps.botGames.release(this.id);
      this.log.info({ room: this.id, status: state.status }, 'game over');
    }
    // The last update shows the time left as it stopped; a pause holds it (and the takeovers).
    if (isOver(state) || state.paused) this.missionTimer?.freeze();
    const pauseChanged = events.some((e) => e.type === 'paused' || e.type === 'resumed');
    if (pauseChanged) this.armTakeovers();
    this.broadcastState(before, events, botMoves);
    // The takeover countdowns stopped or start again.
    if (pauseChanged) this.broadcastRoom();
    if (isOver(state)) this.broadcastRoom();
    this.scheduleBot();
    this.armClock();
    this.armMissionClock();
  }

  // ------------------------------------------------------------------ bots

  /** The level of the bot that plays `seat` now, if a bot does. */
  private botLevel(seat: number): BotLevel | null {
    const info = this.info.seats[seat];
    if (!info) return null;
    if (info.kind === 'bot') return info.level ?? 'expert';
    return this.takeover.has(seat) ? 'expert' : null;
  }

  /**
   * Whether a person plays here now: a person seat with a socket on this node (on a shared
   * store: any person seat not taken over, since their sockets may be on other nodes).
   */
  private peoplePlay(): boolean {
    return this.info.seats.some(
      (s) =>
        s.kind === 'person' &&
        !this.takeover.has(s.seat) &&
        (this.deps.shared || this.connected(s.seat)),
    );
  }

  /** If a bot (or a bot taking over a person's seat) must act, schedule its move. */
  scheduleBot(): void {
    const state = this.state;
    if (this.closed || !state || isOver(state)) return;
    if (state.paused) {
      if (this.botTimer) clearTimeout(this.botTimer);
      this.botTimer = null;
      return;
    }
    // Games of bots only take turns for a limited number of slots; a person back frees it.
    const people = this.peoplePlay();
    if (people) this.deps.botGames.release(this.id);
    if (this.botTimer && this.botTimerVersion !== this.lastMove) {
      clearTimeout(this.botTimer);
      this.botTimer = null;
    }
    if (this.botTimer || this.thinking || !this.botLevel(this.botSeat(state))) return;
    if (!this.driving) return this.armFailover(state.version);
    const mayPlay =
      people ||
      this.deps.botGames.request(this.id, this.info.creator ?? null, () => this.scheduleBot());
    if (!mayPlay) return;
    const { botDelayMs, botOnlyDelayMs } = this.config;
    const delay = people ? botDelayMs : Math.max(botDelayMs, botOnlyDelayMs);
    this.setBotTimer(Math.max(delay, this.snipGrace(state)), () =>
      this.botStep().catch((e: unknown) =>
        this.log.error({ room: this.id, err: String(e) }, 'bot step failed'),
      ),
    );
  }

  private setBotTimer(ms: number, step: () => unknown): void {
    this.botTimerVersion = this.lastMove;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      step();
    }, ms);
  }

  /**
   * The seat a bot plays now: the seat to act; for a turn nobody holds ("Snip!"), the first bot in
   * line to claim it, so bots behind a person who lets the turn go still claim it.
   */
  private botSeat(state: GameState): number {
    return turnClaimants(state)?.find((s) => this.botLevel(s) !== null) ?? seatToAct(state);
  }

  /**
   * A turn nobody holds ("Snip!") claimed by a bot: while a person may claim it, the
   * bot waits `snipGraceMs` so people get to say it first. A table of bots plays on at once.
   */
  private snipGrace(state: GameState): number {
    const personMayClaim = turnClaimants(state)?.some((seat) => !this.botLevel(seat));
    return personMayClaim ? this.config.snipGraceMs : 0;
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
      this.armMissionClock();
    }, this.config.takeoverMs);
    this.failoverTimer.unref();
  }

  /**
   * The bot's move, decided in the pool on the current version (outside the queue, so people's
   * actions do not wait for it) and applied only if the game is still at that version.
   */
  private async decide(
    state: GameState,
    seat: number,
    level: BotLevel,
    priority: BotPriority,
  ): Promise<Action | null> {
    const menu = legalMenu(state, seat);
    if (menu.actions.length === 0 && menu.dualCut === null) return null;
    this.thinking = true;
    try {
      return await this.deps.bots.act({ level, view: viewFor(state, seat), menu }, priority);
    } finally {
      this.thinking = false;
    }
  }

  /**
   * A game without people: its bot move waits for people's actions on this node (bots/yield.ts),
   * held as thinking so that no second move is scheduled meanwhile.
   */
  private async yieldToPeople(): Promise<void> {
    const turn = this.deps.peopleFirst?.turn();
    if (!turn) return;
    this.thinking = true;
    try {
      await turn;
    } finally {
      this.thinking = false;
    }
  }

  private async botStep(): Promise<void> {
    const priority = this.peoplePlay() ? 'people' : 'bots';
    if (priority === 'bots') await this.yieldToPeople();
    const state = this.state;
    if (this.closed || !state || isOver(state) || state.paused) return;
    if (!this.driving) return this.scheduleBot();
    const seat = this.botSeat(state);
    const level = this.botLevel(seat);
    if (!level) return;
    let action: Action | null;
    try {
      action = await this.decide(state, seat, level, priority);
    } catch (e) {
      this.log.warn({ room: this.id, err: String(e) }, 'bot could not think');
      this.setBotTimer(BOT_RETRY_MS, () => this.scheduleBot());
      return;
    }
    if (!action) return;
    const chosen = action;
    // Applying it (the store, the table's messages) waits its turn again.
    if (priority === 'bots') await this.yieldToPeople();
    const outcome = await this.enqueue(() =>
      // The person came back while the bot was thinking: the seat is theirs again.
      this.botLevel(seat)
        ? this.apply(seat, botIntent(state.version + 1), chosen, state.version)
        : null,
    );
    if (!outcome || outcome.kind === 'ack') return;
    // Moved meanwhile (a person acted, or another node wrote): decide again on the new state.
    if (outcome.code === 'BAD_VERSION') return this.scheduleBot();
    this.log.warn({ room: this.id, seat, action: chosen.type, code: outcome.code }, 'bot rejected');
  }

  // ------------------------------------------------------------------ turn clock

  /**
   * Rooms with a turn clock: if the person who must act now (pending seat, else active seat) has
   * not acted `turnClock` seconds after this version, an expert bot makes that one move for them
   * (intent `#clock-<seq>`); the table sees the seat as `botTakeover` while it is applied.
   */
  private armClock(): void {
    const state = this.state;
    const seconds = this.info.turnClock;
    const live =
      seconds && !this.closed && state && !isOver(state) && !state.paused && this.driving;
    // Only chat or the mission clock since it was armed: the turn clock runs on.
    if (live && this.clockTimer && this.clockVersion === this.lastSeatMove) return;
    if (this.clockTimer) clearTimeout(this.clockTimer);
    this.clockTimer = null;
    if (!live) return;
    const seat = seatToAct(state);
    if (this.info.seats[seat]?.kind !== 'person' || this.takeover.has(seat)) return;
    const armed = (this.clockVersion = this.lastSeatMove);
    this.clockTimer = setTimeout(() => {
      this.clockTimer = null;
      this.clockStep(armed).catch((e: unknown) =>
        this.log.error({ room: this.id, err: String(e) }, 'turn clock move failed'),
      );
    }, seconds * 1000);
    this.clockTimer.unref();
  }

  private async clockStep(armed: number): Promise<void> {
    const state = this.state;
    if (this.closed || !state || isOver(state) || state.paused || this.lastSeatMove !== armed)
      return;
    const seat = seatToAct(state);
    if (this.info.seats[seat]?.kind !== 'person' || this.takeover.has(seat)) return;
    const action = await this.decide(state, seat, 'expert', 'people');
    // Deciding held the bots back (`thinking`): whatever follows, they and the clock go on.
    const goOn = () => {
      this.scheduleBot();
      this.armClock();
    };
    if (!action) return goOn();
    await this.enqueue(async () => {
      // A seat moved meanwhile: its own turn clock runs. Only the mission clock's cues since:
      // the move is applied to the game as it is now, if still legal (else decided again).
      // Paused meanwhile: the clock runs again, from the start, when the game goes on.
      if (this.lastSeatMove !== armed || this.state?.paused) return;
      const version = this.lastMove;
      this.log.info({ room: this.id, seat }, 'turn clock ran out');
      this.clocked = seat;
      this.broadcastRoom();
      try {
        const outcome = await this.apply(seat, clockIntent(version + 1), action, version);
        if (outcome.kind === 'rejected') {
          this.log.info({ room: this.id, seat, code: outcome.code }, 'turn clock move dropped');
          if (version !== armed && this.lastSeatMove === armed)
            this.clockStep(armed).catch((e: unknown) =>
              this.log.error({ room: this.id, err: String(e) }, 'turn clock move failed'),
            );
        }
      } finally {
        this.clocked = null;
        this.broadcastRoom();
      }
    });
    goOn();
  }

  // ------------------------------------------------------------------ mission clock

  /** The mission clock's ms of play for an entry stored at `t` with `events`; null: none kept. */
  private clockMsAt(t: number, events: readonly GameEvent[]): number | null {
    const timer = this.missionTimer;
    if (!timer) return null;
    return events.some((e) => e.type === 'playStarted') ? 0 : timer.playedAt(t);
  }

  /**
   * The mission's clock follows each entry applied: at its stored time it showed the entry's
   * `clockMs` (so every node takes the writer's clock); an entry stored before the clock was kept
   * only starts it, when its action started play.
   */
  private followClock(entry: LogEntry, { events, state }: Applied): void {
    const elapsed = entry.clockMs ?? (events.some((e) => e.type === 'playStarted') ? 0 : null);
    if (elapsed !== null) this.missionTimer?.run(elapsed, Date.parse(entry.at));
    // Paused (or still paused after a chat message): the clock holds at the entry's time.
    if (state.paused) this.missionTimer?.freeze(Date.parse(entry.at));
  }

  /**
   * Missions with a time limit: tell the table each moment reached, apply each cue of the timeline
   * when due; at the deadline, time is up.
   */
  private armMissionClock(): void {
    if (this.closed) return;
    this.missionTimer?.arm(
      {
        moment: (clock) => this.broadcast({ type: 'clock', clock }),
        cue: (index) => this.cue(index),
        deadline: () => this.timeUp(),
      },
      cuesOf(this.state),
    );
  }

  /**
   * The engine's `cue` action for cue `index` of the timeline (mission 30), applied like `timeUp`
   * by the node driving the room: stored before it is broadcast, so the record replays exactly.
   * Not tied to the version the timer saw: a cue is no decision, a move stored meanwhile does not
   * void it; the engine refuses it out of order, and the intent id stores it once.
   */
  private cue(index: number): void {
    this.enqueue(async () => {
      const state = this.state;
      if (this.closed || !state || isOver(state)) return;
      // Applied meanwhile: the timer handed it over again when armed before this ran.
      if (cuesOf(state) > index) return;
      if (!this.driving) return this.armFailover(state.version);
      const seat = state.captain;
      const action: Action = { type: 'cue', seat, cue: index };
      const outcome = await this.apply(seat, cueIntent(this.stateGame, index), action);
      if (outcome.kind === 'rejected')
        this.log.info({ room: this.id, cue: index, code: outcome.code }, 'cue not applied');
    }).catch((e: unknown) =>
      this.log.error({ room: this.id, cue: index, err: String(e) }, 'cue failed'),
    );
  }

  /**
   * The engine's `timeUp` (the game is lost), applied like a bot's move: stored before it is
   * broadcast, on the version seen in the queue. Only the node driving the room applies it.
   */
  private timeUp(): void {
    this.enqueue(async () => {
      const state = this.state;
      if (this.closed || !state || isOver(state)) return;
      // Another node drives: it applies it; if nobody writes for takeoverMs, this node takes over.
      if (!this.driving) return this.armFailover(state.version);
      const seat = state.captain;
      const action: Action = { type: 'timeUp', seat };
      const outcome = await this.apply(seat, timeUpIntent(this.stateGame), action, state.version);
      // A write of another node came first: its catch-up armed the clock again.
      if (outcome.kind === 'rejected')
        this.log.info({ room: this.id, code: outcome.code }, 'time up not applied');
    }).catch((e: unknown) => this.log.error({ room: this.id, err: String(e) }, 'time up failed'));
  }

  /** Stop timers, give back the bot slot and wait for in-flight actions. */
  async close(): Promise<void> {
    this.stop();
    await this.enqueue(() => undefined);
  }

  /** Stop timers and give back the bot slot (from inside the queue: `close` would wait on itself). */
  stop(): void {
    this.closed = true;
    for (const timer of [this.clockTimer, this.botTimer, this.failoverTimer, this.presenceTimer])
      if (timer) clearTimeout(timer);
    this.clockTimer = this.botTimer = this.failoverTimer = this.presenceTimer = null;
    this.clearTakeoverTimers();
    this.vote.clear();
    this.missionTimer?.stop();
    this.deps.botGames.release(this.id);
  }
}

const rejected = (code: RejectCode, message: string): Outcome => ({
  kind: 'rejected',
  code,
  message,
});

const VOTE_REFUSALS: Partial<Record<RejectCode, string>> = {
  VOTE_UNDER_WAY: 'A vote to give up is under way.',
  NO_VOTE: 'No vote to give up is under way.',
  NOT_ASKED: 'This seat was not at the table when the vote began.',
};

function duplicateIntent(seq: number): Outcome {
  return {
    kind: 'rejected',
    code: 'DUPLICATE_INTENT',
    message: `This seat used this intent id for another action (version ${seq}).`,
  };
}
