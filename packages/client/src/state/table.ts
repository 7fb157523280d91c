/**
 * The client's picture of one table, updated by a pure reducer from server messages and socket
 * events. No optimistic updates: an action is only "sent" until the server acks or rejects it.
 */
import {
  followView,
  cuesDone,
  EMPTY_MENU,
  gameEventsOf,
  type Action,
  type GameEvent,
  type LegalMenu,
  type SeatView,
  type Seat,
} from '@bomb-busters/engine/data';
import type {
  BotMove,
  RejectCode,
  RoomClock,
  RoomInfo,
  ServerMessage,
  WireNote,
} from '@bomb-busters/protocol';
import type { HeldClock } from '../logic/mission-clock';
import { sameJson } from '../logic/same';
import { lastClaim } from '../logic/snip';
import { speedNews } from '../logic/speed-rounds';
import { isFatal } from '../net/reconnect';

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface SentAction {
  readonly id: string;
  readonly action: Action;
}

export interface TableState {
  readonly connection: ConnectionState;
  /** null until joined, and for a spectator. */
  readonly seat: Seat | null;
  readonly joined: boolean;
  readonly roomInfo: RoomInfo | null;
  /** The local time (ms) `roomInfo` arrived: its countdowns (takeovers, a vote) run from there. */
  readonly roomAt: number;
  /** The seat's view; its `log` is the whole log held so far. null before the game starts. */
  readonly view: SeatView | null;
  /** The moves of the log that a bot made for a person seat (away, or out of turn-clock time). */
  readonly botMoves: readonly BotMove[];
  readonly legal: LegalMenu;
  /** Events of the latest update, for animations and announcements. */
  readonly fresh: readonly GameEvent[];
  /** The action waiting for the server's answer. */
  readonly sent: SentAction | null;
  /** The last refused action's code (or a protocol error), until the next action or dismissal. */
  readonly rejection: {
    readonly code: RejectCode;
    readonly id: string | null;
    /** A "Snip!" too late (TURN_TAKEN): the seat that said it first, as the log held it then. */
    readonly first?: Seat;
  } | null;
  /** A fatal join error (unknown or expired room, bad token, no room to watch): no retry. */
  readonly fatal: RejectCode | null;
  /** The mission's real-time limit, as last sent, with its local time of arrival; null: none. */
  readonly clock: HeldClock | null;
  /** The latest moment of the clock heard (announced, or already passed on joining); -1: none. */
  readonly heard: number;
  /** The moment to announce now (a new object for each announcement). */
  readonly news: { readonly moment: number; readonly at: number } | null;
  /**
   * Mission 30: the timed events an update brought, to announce now (a new object each time),
   * with the index of the timeline's cue enacted by then and the local time they arrived.
   */
  readonly cueNews: {
    readonly events: readonly GameEvent[];
    readonly cue: number;
    readonly at: number;
  } | null;
  /** The seat's private notes on wires, as the server last sent them (none for a spectator). */
  readonly notes: readonly WireNote[];
}

export const initialTable: TableState = {
  connection: 'connecting',
  seat: null,
  joined: false,
  roomInfo: null,
  roomAt: 0,
  view: null,
  botMoves: [],
  legal: EMPTY_MENU,
  fresh: [],
  sent: null,
  rejection: null,
  fatal: null,
  clock: null,
  heard: -1,
  news: null,
  cueNews: null,
  notes: [],
};

export type TableEvent =
  /** A server message, and the local time (ms) it arrived: a clock counts down from there. */
  | { readonly type: 'server'; readonly message: ServerMessage; readonly at?: number }
  | { readonly type: 'connection'; readonly state: ConnectionState }
  | { readonly type: 'send'; readonly sent: SentAction }
  | { readonly type: 'dismiss' };

export function reduceTable(state: TableState, event: TableEvent): TableState {
  switch (event.type) {
    case 'connection':
      return { ...state, connection: event.state, joined: event.state === 'open' && state.joined };
    case 'send':
      return { ...state, sent: event.sent, rejection: null };
    case 'dismiss':
      return { ...state, rejection: null };
    case 'server':
      return onMessage(state, event.message, event.at ?? 0);
  }
}

/**
 * The clock a message brings, and what is announced: a moment not heard yet, from a `clock` or
 * an `update` (whichever comes first); on joining, the moments already passed are heard silently.
 * A new game's clock (its moment back to -1) starts over.
 */
function onClock(
  state: TableState,
  sent: RoomClock | undefined,
  at: number,
  announce: boolean,
): Pick<TableState, 'clock' | 'heard' | 'news'> {
  if (!sent) return { clock: null, heard: -1, news: state.news };
  const clock = { ...sent, receivedAt: at };
  if (sent.moment < state.heard || !announce)
    return { clock, heard: sent.moment, news: state.news };
  if (sent.moment === state.heard) return { clock, heard: state.heard, news: state.news };
  return { clock, heard: sent.moment, news: { moment: sent.moment, at } };
}

/** Missions 30 and 42: an update's timed events, to announce; else the news held before. */
function onCues(
  state: TableState,
  view: SeatView,
  events: readonly GameEvent[],
  at: number,
): TableState['cueNews'] {
  const news = speedNews(events);
  if (news.length === 0) return state.cueNews;
  return { events: news, cue: cuesDone(view) - 1, at };
}

function onMessage(state: TableState, message: ServerMessage, at: number): TableState {
  switch (message.type) {
    case 'clock':
      return { ...state, ...onClock(state, message.clock, at, true) };
    case 'joined':
      return {
        ...state,
        ...onClock(state, message.clock, at, false),
        connection: 'open',
        joined: true,
        seat: message.seat,
        roomInfo: message.roomInfo,
        roomAt: at,
        view: message.view,
        botMoves: message.botMoves ?? [],
        legal: message.legal,
        fresh: [],
        fatal: null,
        // A connection error (no intent id: the server was busy, the socket timed out...) is over.
        rejection: state.rejection?.id === null ? null : state.rejection,
      };
    case 'update': {
      const view = followView(state.view, message);
      // A gap: the table stays as it is until the whole view comes back (the socket asks).
      if (!view) return state;
      const events = gameEventsOf(message.events);
      return {
        ...state,
        ...onClock(state, message.clock, at, true),
        cueNews: onCues(state, view, events, at),
        view,
        botMoves: heldBotMoves(state, message),
        legal: message.legal ?? EMPTY_MENU,
        fresh: events,
      };
    }
    case 'room':
      // The summary the table holds (every socket hears of one joining, the joining one too):
      // the table is not drawn again for it.
      return sameJson(message.roomInfo, state.roomInfo)
        ? state
        : { ...state, roomInfo: message.roomInfo, roomAt: at };
    case 'ack':
      return state.sent?.id === message.id ? { ...state, sent: null } : state;
    case 'rejected': {
      const first = message.code === 'TURN_TAKEN' && state.view ? lastClaim(state.view.log) : null;
      return {
        ...state,
        sent: state.sent?.id === message.id ? null : state.sent,
        rejection: { code: message.code, id: message.id, ...(first === null ? {} : { first }) },
      };
    }
    case 'error':
      return isFatal(message.code) && !state.joined
        ? { ...state, fatal: message.code, connection: 'closed' }
        : { ...state, rejection: { code: message.code, id: null }, sent: null };
    case 'notes':
      return sameJson(message.notes, state.notes) ? state : { ...state, notes: message.notes };
    case 'pong':
      return state;
  }
}

type Update = Extract<ServerMessage, { type: 'update' }>;

/** The bot moves after an update: replaced with a whole view (its whole log), else added to. */
export function heldBotMoves(
  held: Pick<TableState, 'botMoves'>,
  update: Pick<Update, 'view' | 'botMoves'>,
): readonly BotMove[] {
  const moves = update.botMoves ?? [];
  if (update.view) return moves;
  return moves.length > 0 ? [...held.botMoves, ...moves] : held.botMoves;
}
