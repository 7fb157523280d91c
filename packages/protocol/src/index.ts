/**
 * The wire protocol between the client and the server: zod schemas of every WebSocket message
 * (JSON text frames, each with a `type`) and of the HTTP bodies, their inferred types, and a
 * parser for untrusted client frames that never throws. No user-facing text: `message` fields
 * are for developers and logs; clients translate `code`s.
 */
import { z } from 'zod';
import {
  ACTION_TYPES,
  CHAT_SIGNALS,
  LOSS_CAUSES,
  MISSION_IDS,
  RULE_ERROR_CODES,
  STICKER_B,
  type Action,
  type ActionType,
  type GameEvent,
  type GameRecord,
  type LegalMenu,
  type MoveAction,
  type MissionId,
  type RuleErrorCode,
  type SeatView,
  type ViewEvent,
} from '@bomb-busters/engine';

// ---------------------------------------------------------------------------------------------
// Constants

export * from './constants.js';
export * from './campaign.js';
export * from './notes.js';
import { ClearNoteMessageSchema, NotesMessageSchema, SetNoteMessageSchema } from './notes.js';
import {
  MAX_INTENT_ID_LENGTH,
  MAX_MESSAGE_BYTES,
  MAX_NAME_LENGTH,
  MAX_PLAYERS,
  MAX_SEAT,
  MAX_SEED_LENGTH,
  MAX_TURN_CLOCK_SECONDS,
  MIN_PLAYERS,
  ROOM_ID_PATTERN,
  TOKEN_PATTERN,
  INTENT_ID_PATTERN,
} from './constants.js';

/** Every action type of the engine. */
export { ACTION_TYPES };

/** Codes of protocol-level failures (engine rule failures use the engine's `RuleErrorCode`s). */
export const PROTOCOL_ERROR_CODES = [
  /** Not JSON, or not a valid message/body. */
  'BAD_MESSAGE',
  /** Frame larger than MAX_MESSAGE_BYTES. */
  'TOO_LARGE',
  /** Too many messages or requests from this socket or address; `retryAfterMs` says when to retry. */
  'RATE_LIMITED',
  /** This address has as many sockets open as it may (the WebSocket upgrade is refused, HTTP 429). */
  'TOO_MANY_SOCKETS',
  /** This address has as many rooms waiting to start as it may (createRoom, HTTP 429). */
  'TOO_MANY_ROOMS',
  /** The room has as many spectators as it may (join). */
  'ROOM_FULL',
  /** The room was never started and has expired (claim, setSeat, start, join). */
  'ROOM_EXPIRED',
  /** The socket joined no room in time, sent nothing for too long, or left a frame unfinished. */
  'TIMEOUT',
  /** The server is at its limit (sockets, bots); retry later. */
  'SERVER_BUSY',
  /** No such room. */
  'UNKNOWN_ROOM',
  /** The token matches no seat (or not the host) of this room. */
  'BAD_TOKEN',
  /** An action or request that needs a joined socket came before `join`. */
  'NOT_JOINED',
  /** The socket already joined a room. */
  'ALREADY_JOINED',
  /** The seat already has a token (claim), or another socket holds it. */
  'SEAT_TAKEN',
  /** No such seat in this room. */
  'NO_SUCH_SEAT',
  /** The seat is a bot's: it cannot be claimed. */
  'NOT_A_PERSON_SEAT',
  /** A spectator tried to act, or `action.seat` is not the socket's seat. */
  'NOT_YOUR_SEAT',
  /** An action before the host started the room. */
  'NOT_STARTED',
  /** setSeat or start after the room has started. */
  'ROOM_STARTED',
  /** Start refused: some person seat has no token yet. */
  'SEATS_FREE',
  /** createRoom refused by the engine's setup (e.g. a mission that does not fit the table). */
  'BAD_SETUP',
  /** The game is finished; no more actions. */
  'GAME_FINISHED',
  /** Record export of a game that is not finished. */
  'NOT_FINISHED',
  /** Play again with a mission whose box is not open at this table (and the host did not unlock everything). */
  'MISSION_LOCKED',
  /** This seat already used the intent id for a different action; nothing was applied. */
  'DUPLICATE_INTENT',
  /** An action's `version` is newer than the room's state: the client cannot have seen it. */
  'BAD_VERSION',
  /** Request refused because its Origin is not allowed. */
  'BAD_ORIGIN',
  /** Not found (HTTP: unknown route or record). */
  'NOT_FOUND',
  /** The server is shutting down; reconnect later. */
  'SHUTTING_DOWN',
  /** A bug or a store failure; nothing was applied. */
  'INTERNAL',
  /** An action only the server applies (its clocks, the host's pause, a surrender); nothing was applied. */
  'SERVER_ONLY_ACTION',
  /**
   * A note on a wire the seat may not mark: its own, a cut or revealed one, one that does not
   * exist, or no game in play; nothing changed.
   */
  'BAD_NOTE',
  /** The seat holds as many notes (or made as many changes) in this game as it may. */
  'TOO_MANY_NOTES',
  /** A host control for a seat that is not a person's who is away, or not played by a bot. */
  'NOT_AWAY',
  /** A vote answer with no surrender vote under way. */
  'NO_VOTE',
  /** A surrender proposed while a vote is under way. */
  'VOTE_UNDER_WAY',
  /** A vote from a socket that is not asked: a spectator, or a seat not connected when it began. */
  'NOT_ASKED',
  /** Rule sticker B: another seat of the table chose that new character (one copy of each). */
  'CHARACTER_TAKEN',
  /** Rule sticker B: the mission does not allow that new character, or the seat is the Captain's. */
  'CHARACTER_NOT_ALLOWED',
] as const;
export type ProtocolErrorCode = (typeof PROTOCOL_ERROR_CODES)[number];
/** A code in a `rejected` message: the engine's rule code or a protocol code. */
export type RejectCode = RuleErrorCode | ProtocolErrorCode;

export const CLIENT_MESSAGE_TYPES = [
  'join',
  'action',
  'host',
  'vote',
  'ping',
  'resync',
  'note',
  'clearNote',
] as const;
export const SERVER_MESSAGE_TYPES = [
  'joined',
  'update',
  'ack',
  'rejected',
  'error',
  'room',
  'clock',
  'pong',
  'notes',
] as const;
/** Action types only the server applies: a client sending one is rejected (SERVER_ONLY_ACTION). */
export const SERVER_ONLY_ACTIONS: readonly ActionType[] = [
  'timeUp',
  'cue',
  'pause',
  'resume',
  'surrender',
];
/** What the host may do during a game (the `host` message). */
export const HOST_OPS = ['pause', 'resume', 'botSeat', 'giveBack'] as const;
/** A person's part in a surrender vote (the `vote` message). */
export const VOTE_OPS = ['propose', 'agree', 'refuse'] as const;
/** How a surrender vote ended without giving up. */
export const VOTE_ENDS = ['refused', 'lapsed'] as const;
export const BOT_LEVELS = ['cautious', 'expert'] as const;
export const SEAT_KINDS = ['person', 'bot'] as const;
export const ROOM_STATUSES = ['open', 'playing', 'finished'] as const;
/** Why a bot made a person seat's move: the person was away too long, or their turn clock ran out. */
export const BOT_MOVE_REASONS = ['away', 'clock'] as const;

// ---------------------------------------------------------------------------------------------
// Building blocks

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const RoomIdSchema = z.string().regex(ROOM_ID_PATTERN);
export const TokenSchema = z.string().regex(TOKEN_PATTERN);
export const SeatSchema = z.int().min(0).max(MAX_SEAT);
export const VersionSchema = z.int().min(0);
export const IntentIdSchema = z.string().min(1).max(MAX_INTENT_ID_LENGTH).regex(INTENT_ID_PATTERN);
/**
 * A display label: 1-40 characters, no control characters, lone surrogates or text direction
 * overrides (a name could pose as another's). Never an identity.
 */
export const NameSchema = z
  .string()
  .min(1)
  .max(MAX_NAME_LENGTH)
  .regex(/^[^\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069]+$/u);
export const BotLevelSchema = z.enum(BOT_LEVELS);
export const SeatKindSchema = z.enum(SEAT_KINDS);
export const RoomStatusSchema = z.enum(ROOM_STATUSES);
/** One of the engine's missions (`MISSION_IDS`). */
export const MissionIdSchema = z.custom<MissionId>(
  (v) => (typeof v === 'number' || typeof v === 'string') && MISSION_IDS.includes(v as MissionId),
  { message: 'Unknown mission' },
);
export const RuleErrorCodeSchema = z.enum(RULE_ERROR_CODES);
export const ProtocolErrorCodeSchema = z.enum(PROTOCOL_ERROR_CODES);
export const RejectCodeSchema = z.union([RuleErrorCodeSchema, ProtocolErrorCodeSchema]);

const MOVE_TYPES = ACTION_TYPES.filter((t) => t !== 'say') as [
  MoveAction['type'],
  ...MoveAction['type'][],
];
/**
 * The outer shape of an engine action but a chat message: `type` among the engine's action types
 * and an integer `seat`; other fields pass through untouched and the engine validates them
 * (MALFORMED_ACTION).
 */
export const ActionShapeSchema = z.looseObject({
  type: z.enum(MOVE_TYPES),
  seat: SeatSchema,
});
/**
 * A chat message as a client sends it: a text or a signal. The server sets `seat` from the socket
 * (a given one must be the socket's own, `"spectator"` for a spectator) and a spectator's `name`
 * from its join, so the client sends none; the engine checks the text (CHAT_EMPTY, CHAT_TOO_LONG,
 * CHAT_BAD_TEXT) and the table's policy.
 */
export const SayActionSchema = z.strictObject({
  type: z.literal('say'),
  seat: z.union([SeatSchema, z.literal('spectator')]).optional(),
  text: z.string().optional(),
  signal: z.enum(CHAT_SIGNALS).optional(),
});
export type SayAction = z.infer<typeof SayActionSchema>;
/** An action as the server hands it to `applyAction` (typed as the engine's `Action`). */
export const ActionSchema = z.union([SayActionSchema, ActionShapeSchema]).pipe(z.custom<Action>());

export const WireRefSchema = z.object({
  seat: SeatSchema,
  stand: z.int().min(0),
  index: z.int().min(0),
});
export const StandRefSchema = z.object({ seat: SeatSchema, stand: z.int().min(0) });
const AnnounceSchema = z.union([z.number(), z.literal('yellow'), z.literal('star')]);
const DetectorMenuSchema = z
  .object({ values: z.array(z.int()).readonly(), stands: z.array(StandRefSchema).readonly() })
  .nullable();
/**
 * A seat's legal actions as the engine's `legalMenu` describes them: `actions` (all others), and
 * the dual cuts and the mission's "cut together" action in compact form; the engine's
 * `expandMenu` lists them one by one.
 */
export const LegalMenuSchema = z
  .object({
    actions: z.array(ActionSchema).readonly(),
    dualCut: z
      .object({
        seat: SeatSchema,
        values: z.array(AnnounceSchema).readonly(),
        xyRay: z.boolean(),
        targets: z
          .array(
            z.object({
              seat: SeatSchema,
              stand: z.int().min(0),
              wires: z.array(z.int().min(0)).readonly(),
              plainOnly: z.array(z.int().min(0)).readonly().optional(),
            }),
          )
          .readonly(),
        turned: z
          .object({ own: WireRefSchema, values: z.array(AnnounceSchema).readonly() })
          .optional(),
        double: DetectorMenuSchema,
        triple: DetectorMenuSchema,
        super: DetectorMenuSchema,
        personal: z.union([z.literal(3), z.literal(10)]).optional(),
        ownCopy: z.union([z.literal(3), z.literal(10)]).optional(),
      })
      .nullable(),
    cutTogether: z
      .object({
        seat: SeatSchema,
        count: z.int().min(0),
        wires: z.array(WireRefSchema).readonly(),
      })
      .nullable(),
  })
  .pipe(z.custom<LegalMenu>());

/** A seat's view as built by the engine's `viewFor`; only its outline is checked here. */
export const SeatViewSchema = z.custom<SeatView>(
  (v) => isRecord(v) && typeof v.version === 'number' && typeof v.status === 'string',
  { message: 'Expected a seat view' },
);
/** An engine event as filtered by `eventsFor`; only its `type` is checked here. */
export const GameEventSchema = z.custom<GameEvent>(
  (v) => isRecord(v) && typeof v.type === 'string',
  { message: 'Expected a game event' },
);

/** An update's event: a game event, or a view part or stand that changed (`ViewEvent`). */
export const ViewEventSchema = z.custom<ViewEvent>(
  (v) => isRecord(v) && typeof v.type === 'string',
  { message: 'Expected a view event' },
);

// ---------------------------------------------------------------------------------------------
// Rooms

/** A new character of rule sticker B (E1-E4), named by its personal equipment. */
export const NewCharacterSchema = z.enum(STICKER_B);

export const RoomSeatSchema = z.object({
  seat: SeatSchema,
  kind: SeatKindSchema,
  /** Bots only. */
  level: BotLevelSchema.optional(),
  name: NameSchema.optional(),
  /** A person is connected on this seat now (always true for a bot seat). */
  connected: z.boolean(),
  /** A bot plays this person seat while its person is away. */
  botTakeover: z.boolean(),
  /** Person seats: someone has claimed it (holds its token). */
  taken: z.boolean(),
  /**
   * Rule sticker B, in a mission that has it: the new character the seat takes instead of its
   * Double Detector (null: the Double Detector). In the lobby a bot seat shows the bots' choice
   * as things stand; a person seat its person's choice.
   */
  character: NewCharacterSchema.nullable().optional(),
  /**
   * A person away during a game: ms (when the message was sent) until a bot takes the seat over.
   * Absent when no takeover is counting down (the person is here, a bot plays already, paused).
   */
  takeoverInMs: z.int().min(0).optional(),
});
export type RoomSeat = z.infer<typeof RoomSeatSchema>;

export const RoomOptionsSchema = z.object({
  stars: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Every player sees the solver's probabilities for their own seat (off by default). */
  trainingAid: z.boolean().optional(),
  /**
   * Free text in the table chat (on by default); false: signals only, whatever the mission (the
   * game's `options.chat: 'signals'`).
   */
  freeChat: z.boolean().optional(),
});
export type RoomOptions = z.infer<typeof RoomOptionsSchema>;

/**
 * A surrender vote under way: every person connected when it began (`asked`) must agree within
 * `leftMs` (counted from the message's receipt), or it lapses; one refusal ends it.
 */
export const VoteSchema = z.object({
  proposer: SeatSchema,
  asked: z.array(SeatSchema).max(MAX_PLAYERS).readonly(),
  agreed: z.array(SeatSchema).max(MAX_PLAYERS).readonly(),
  leftMs: z.int().min(0),
});
export type Vote = z.infer<typeof VoteSchema>;
/** The last surrender vote that ended without giving up: refused (by `seat`) or lapsed. */
export const VoteEndSchema = z.object({ end: z.enum(VOTE_ENDS), seat: SeatSchema.optional() });
export type VoteEnd = z.infer<typeof VoteEndSchema>;

/** One game of a room. */
export const GameListItemSchema = z.object({
  game: z.int().min(1),
  mission: MissionIdSchema,
  captain: SeatSchema,
  /** null while the game is in progress. */
  result: z.enum(['won', 'lost']).nullable(),
  /** A lost game: why (`surrendered`: the table gave up). Absent for games stored before it was kept. */
  cause: z.enum(LOSS_CAUSES).optional(),
  /**
   * Finished games: the person seats whose last move a bot made (the person was away or let the
   * turn clock run out), so a bot finished the game in their name. Absent when there is none.
   */
  botFinished: z.array(SeatSchema).max(MAX_PLAYERS).readonly().optional(),
});
export type GameListItem = z.infer<typeof GameListItemSchema>;

const CountSchema = z.int().min(0);
/** A table's campaign (see `campaignOf`). */
export const CampaignSchema = z.object({
  unlocked: z.boolean(),
  missions: z
    .array(
      z.object({
        mission: MissionIdSchema,
        won: CountSchema,
        lost: CountSchema,
        open: z.boolean(),
      }),
    )
    .readonly(),
  boxes: z
    .array(
      z.object({
        first: z.int().min(1),
        last: z.int().min(1),
        opensWith: z.int().min(1).nullable(),
        open: z.boolean(),
      }),
    )
    .readonly(),
  won: CountSchema,
  next: MissionIdSchema.nullable(),
  nextCaptain: SeatSchema.nullable(),
});

export const RoomInfoSchema = z.object({
  room: RoomIdSchema,
  status: RoomStatusSchema,
  mission: MissionIdSchema,
  players: z.int().min(MIN_PLAYERS).max(MAX_PLAYERS),
  seats: z.array(RoomSeatSchema).max(MAX_PLAYERS).readonly(),
  name: NameSchema.optional(),
  public: z.boolean().optional(),
  options: RoomOptionsSchema.optional(),
  /** Seconds per turn, null = off. */
  turnClock: z.number().positive().max(MAX_TURN_CLOCK_SECONDS).nullable().optional(),
  /** Engine state version (number of applied actions). */
  version: VersionSchema.optional(),
  /** ISO 8601 date-time. */
  createdAt: z.string().optional(),
  /**
   * The number of the room's current (or last) game, from 1. A room open again with game 2 on is
   * the next game's lobby (POST /api/rooms/:room/again).
   */
  game: z.int().min(1).optional(),
  /** The room's games so far (GET /api/history/:token includes them). */
  games: z.array(GameListItemSchema).readonly().optional(),
  /** The host chose the current game's seed, so the host may know the whole deal. */
  chosenSeed: z.literal(true).optional(),
  /** The table's campaign: missions won and lost, open boxes, the mission offered next. */
  campaign: CampaignSchema.optional(),
  /** A surrender vote under way (absent: none). */
  vote: VoteSchema.optional(),
  /** Rule sticker B missions: the game's Captain, who keeps a Double Detector. */
  captain: SeatSchema.optional(),
  /** How the game's last surrender vote ended, when it ended without giving up. */
  voteEnd: VoteEndSchema.optional(),
});
export type RoomInfo = z.infer<typeof RoomInfoSchema>;

// ---------------------------------------------------------------------------------------------
// Client -> server

export const JoinMessageSchema = z.object({
  type: z.literal('join'),
  room: RoomIdSchema,
  /** The seat token; absent = watch as a spectator. */
  token: TokenSchema.optional(),
  /** A spectator's name in the table chat (a seat's is its claim's); default "Spectator N". */
  name: NameSchema.optional(),
});
export const ActionMessageSchema = z.object({
  type: z.literal('action'),
  /** Client intent id: a retry with the same id is applied at most once. */
  id: IntentIdSchema,
  /** The state version the client saw when it chose the action. */
  version: VersionSchema,
  action: ActionSchema,
});
/**
 * The host's controls during a game (the host's token proves it): pause or resume the game, let a
 * bot play an away person's seat now (`botSeat`) or give that seat back (`giveBack`). Answered by
 * `ack` (the game's version) or `rejected`, with `id`.
 */
export const HostMessageSchema = z.object({
  type: z.literal('host'),
  id: IntentIdSchema,
  hostToken: TokenSchema,
  op: z.enum(HOST_OPS),
  /** botSeat, giveBack: the seat. */
  seat: SeatSchema.optional(),
});
/** A seated person proposes to give up, agrees or refuses. Answered like `host`. */
export const VoteMessageSchema = z.object({
  type: z.literal('vote'),
  id: IntentIdSchema,
  op: z.enum(VOTE_OPS),
});
export const PingMessageSchema = z.object({ type: z.literal('ping') });
/**
 * The client's view fell behind (an update's `from` is not its version): the whole view again, as
 * an `update`. Answered once per version; frames are rate-limited like every other.
 */
export const ResyncMessageSchema = z.object({ type: z.literal('resync') });

export const ClientMessageSchema = z.discriminatedUnion('type', [
  JoinMessageSchema,
  ActionMessageSchema,
  HostMessageSchema,
  VoteMessageSchema,
  PingMessageSchema,
  ResyncMessageSchema,
  SetNoteMessageSchema,
  ClearNoteMessageSchema,
]);
export type JoinMessage = z.infer<typeof JoinMessageSchema>;
export type ActionMessage = z.infer<typeof ActionMessageSchema>;
export type PingMessage = z.infer<typeof PingMessageSchema>;
export type ResyncMessage = z.infer<typeof ResyncMessageSchema>;
export type HostMessage = z.infer<typeof HostMessageSchema>;
export type VoteMessage = z.infer<typeof VoteMessageSchema>;
export type HostOp = (typeof HOST_OPS)[number];
export type VoteOp = (typeof VOTE_OPS)[number];
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

// ---------------------------------------------------------------------------------------------
// Server -> client

/**
 * A move a bot made for a person seat: the engine's events know nothing of it, so the server says
 * where in the game's log that move's events begin (`at`, an index in `view.log`; the log has the
 * same length for every viewer), whose seat it played and why.
 */
export const BotMoveSchema = z.object({
  at: z.int().min(0),
  seat: SeatSchema,
  reason: z.enum(BOT_MOVE_REASONS),
});
export type BotMove = z.infer<typeof BotMoveSchema>;
export type BotMoveReason = BotMove['reason'];
const BotMovesSchema = z.array(BotMoveSchema).readonly();

/**
 * A mission's real-time limit as the room runs it (the engine's `missionClock` gives its moments).
 * The client counts `leftMs` down from the message's receipt while `running`.
 */
export const RoomClockSchema = z.object({
  /** Milliseconds left when the message was sent; null: no time limit (mission 42's events only). */
  leftMs: z.int().min(0).nullable(),
  /** False before play starts and once the game is over (the time left is frozen). */
  running: z.boolean(),
  /** Index in `missionClock(...).moments` of the latest moment reached; -1 before play starts. */
  moment: z.int().min(-1),
  /** Real milliseconds per clock second: 1000, less when the server's clock is scaled for tests. */
  msPerSecond: z.int().min(1),
});
export type RoomClock = z.infer<typeof RoomClockSchema>;

export const JoinedMessageSchema = z.object({
  type: z.literal('joined'),
  room: RoomIdSchema,
  /** The joined seat, null for a spectator. */
  seat: SeatSchema.nullable(),
  /** null while the room is open (no game yet). Its `log` is the whole log, filtered for the seat. */
  view: SeatViewSchema.nullable(),
  /** The legal actions of this seat now (the engine's `legalMenu`); empty for spectators. */
  legal: LegalMenuSchema,
  roomInfo: RoomInfoSchema,
  /** Every move of the game a bot made for a person seat (absent when there is none). */
  botMoves: BotMovesSchema.optional(),
  /** The mission's real-time limit; absent for missions without one. */
  clock: RoomClockSchema.optional(),
});
/**
 * What changed in the game, for one seat (docs/protocol.md, "Updates"). Either the whole `view`
 * (its `log` the whole filtered log: join, game start, resync, game end with hidden values
 * revealed), or `from` and `events`: the engine's `viewEventsFor`, which the client applies to its
 * view at version `from` with the engine's `applyViewEvents` (a view at another version asks for
 * a `resync`).
 */
export const UpdateMessageSchema = z.object({
  type: z.literal('update'),
  /** The seat's whole view (then no `from`): it replaces the held one. */
  view: SeatViewSchema.optional(),
  /** The version the `events` apply to (absent with a whole view). */
  from: VersionSchema.optional(),
  /** What changed since `from`, filtered for this seat; empty with a whole view. */
  events: z.array(ViewEventSchema).readonly(),
  version: VersionSchema,
  /**
   * The legal actions of the receiving seat now (the engine's `legalMenu`), only when it may act
   * now (`seatsWithMenus`); absent: it has nothing to do (and spectators never have any).
   */
  legal: LegalMenuSchema.optional(),
  /**
   * Moves a bot made for a person seat: those of `events`, or every one of the game with a whole
   * `view` (it replaces the held ones). Absent when there is none.
   */
  botMoves: BotMovesSchema.optional(),
  /** The mission's real-time limit; absent for missions without one. */
  clock: RoomClockSchema.optional(),
});
export const AckMessageSchema = z.object({
  type: z.literal('ack'),
  id: IntentIdSchema,
  /** The state version after the action was applied and stored. */
  version: VersionSchema,
});
/** Milliseconds to wait before retrying (RATE_LIMITED, SERVER_BUSY). */
const RetryAfterMsSchema = z.int().min(0);
export const RejectedMessageSchema = z.object({
  type: z.literal('rejected'),
  id: IntentIdSchema,
  code: RejectCodeSchema,
  message: z.string(),
  /** A chat message past the chat's rate limit (RATE_LIMITED): when one may be sent again. */
  retryAfterMs: RetryAfterMsSchema.optional(),
});
export const ErrorMessageSchema = z.object({
  type: z.literal('error'),
  code: ProtocolErrorCodeSchema,
  message: z.string(),
  retryAfterMs: RetryAfterMsSchema.optional(),
});
export const RoomMessageSchema = z.object({ type: z.literal('room'), roomInfo: RoomInfoSchema });
export const PongMessageSchema = z.object({ type: z.literal('pong') });
/** A moment of the mission's clock is reached: the client speaks `moments[clock.moment]`. */
export const ClockMessageSchema = z.object({ type: z.literal('clock'), clock: RoomClockSchema });

export const ServerMessageSchema = z.discriminatedUnion('type', [
  JoinedMessageSchema,
  UpdateMessageSchema,
  AckMessageSchema,
  RejectedMessageSchema,
  ErrorMessageSchema,
  RoomMessageSchema,
  ClockMessageSchema,
  PongMessageSchema,
  NotesMessageSchema,
]);
export type JoinedMessage = z.infer<typeof JoinedMessageSchema>;
export type UpdateMessage = z.infer<typeof UpdateMessageSchema>;
export type AckMessage = z.infer<typeof AckMessageSchema>;
export type RejectedMessage = z.infer<typeof RejectedMessageSchema>;
export type ErrorMessage = z.infer<typeof ErrorMessageSchema>;
export type RoomMessage = z.infer<typeof RoomMessageSchema>;
export type PongMessage = z.infer<typeof PongMessageSchema>;
export type ClockMessage = z.infer<typeof ClockMessageSchema>;
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

// ---------------------------------------------------------------------------------------------
// HTTP bodies

export const SeatSpecSchema = z.object({
  kind: SeatKindSchema,
  /** Bots only; the server's default level when absent. */
  level: BotLevelSchema.optional(),
});
export type SeatSpec = z.infer<typeof SeatSpecSchema>;

/** POST /api/rooms */
export const CreateRoomRequestSchema = z
  .object({
    mission: MissionIdSchema,
    players: z.int().min(MIN_PLAYERS).max(MAX_PLAYERS),
    captain: SeatSchema.optional(),
    seed: z.string().min(1).max(MAX_SEED_LENGTH).optional(),
    options: RoomOptionsSchema.optional(),
    /** One entry per seat, in seat order. */
    seats: z.array(SeatSpecSchema).min(MIN_PLAYERS).max(MAX_PLAYERS).readonly(),
    /** Listed in the lobby. */
    public: z.boolean(),
    /** Seconds per turn; null or absent = no clock. */
    turnClock: z.number().positive().max(MAX_TURN_CLOCK_SECONDS).nullable().optional(),
    name: NameSchema.optional(),
  })
  .refine((r) => r.seats.length === r.players, {
    message: 'seats must have one entry per player',
    path: ['seats'],
  })
  .refine((r) => r.captain === undefined || r.captain < r.players, {
    message: 'captain must be a seat of the table',
    path: ['captain'],
  });
export type CreateRoomRequest = z.infer<typeof CreateRoomRequestSchema>;

export const CreatedRoomSchema = z.object({
  room: RoomIdSchema,
  /** Secret of the room's creator, for setSeat and startRoom. */
  hostToken: TokenSchema,
  /** Path of the invite link, e.g. `/room/<id>`. */
  invite: z.string().startsWith('/'),
});
export type CreatedRoom = z.infer<typeof CreatedRoomSchema>;

/** POST /api/rooms/:room/seats/:seat/claim (seat repeated in the body). */
export const ClaimSeatRequestSchema = z.object({ seat: SeatSchema, name: NameSchema.optional() });
export type ClaimSeatRequest = z.infer<typeof ClaimSeatRequestSchema>;
export const ClaimSeatResponseSchema = z.object({ token: TokenSchema });
export type ClaimSeatResponse = z.infer<typeof ClaimSeatResponseSchema>;

/** The host swaps a seat between person and bot before the start. */
export const SetSeatRequestSchema = z.object({
  hostToken: TokenSchema,
  seat: SeatSchema,
  kind: SeatKindSchema,
  level: BotLevelSchema.optional(),
});
export type SetSeatRequest = z.infer<typeof SetSeatRequestSchema>;

/**
 * POST /api/rooms/:room/seats/:seat/character: before the start, the seat's person (its token
 * proves it) takes a new character of rule sticker B, or the Double Detector back (null).
 */
export const ChooseCharacterRequestSchema = z.object({
  token: TokenSchema,
  seat: SeatSchema,
  character: NewCharacterSchema.nullable(),
});
export type ChooseCharacterRequest = z.infer<typeof ChooseCharacterRequestSchema>;

export const StartRoomRequestSchema = z.object({ hostToken: TokenSchema });
export type StartRoomRequest = z.infer<typeof StartRoomRequestSchema>;

/** POST /api/rooms/:room/again: the next game of a finished room (same seats and tokens). */
export const AgainRequestSchema = z.object({
  hostToken: TokenSchema,
  /** Default: the same mission as the game that just ended. */
  mission: MissionIdSchema.optional(),
});
export type AgainRequest = z.infer<typeof AgainRequestSchema>;

/** POST /api/rooms/:room/unlock: the host opens every box for the table. */
export const UnlockRequestSchema = z.object({ hostToken: TokenSchema });
export type UnlockRequest = z.infer<typeof UnlockRequestSchema>;

/** GET /api/rooms/:room/export: the campaign and every finished game with its record. */
export const ExportResponseSchema = z.object({
  format: z.literal(1),
  room: RoomIdSchema,
  campaign: CampaignSchema,
  games: z
    .array(GameListItemSchema.extend({ record: z.custom<GameRecord>((v) => isRecord(v)) }))
    .readonly(),
});
export type ExportResponse = z.infer<typeof ExportResponseSchema>;

/** GET /api/rooms/:room/games */
export const GamesResponseSchema = z.object({ games: z.array(GameListItemSchema).readonly() });
export type GamesResponse = z.infer<typeof GamesResponseSchema>;

export const LobbyItemSchema = z.object({
  room: RoomIdSchema,
  mission: MissionIdSchema,
  players: z.int().min(MIN_PLAYERS).max(MAX_PLAYERS),
  /** Person seats nobody has claimed yet. */
  freeSeats: z.int().min(0).max(MAX_PLAYERS),
  /** ISO 8601 date-time. */
  createdAt: z.string().min(1),
  name: NameSchema.optional(),
});
export type LobbyItem = z.infer<typeof LobbyItemSchema>;
/** GET /api/rooms */
export const LobbyResponseSchema = z.object({ rooms: z.array(LobbyItemSchema).readonly() });
export type LobbyResponse = z.infer<typeof LobbyResponseSchema>;

/** Body of every HTTP error response. */
export const HttpErrorBodySchema = z.object({
  code: z.union([ProtocolErrorCodeSchema, z.string()]),
  message: z.string(),
  /** With RATE_LIMITED and SERVER_BUSY (also as the `Retry-After` header, in seconds). */
  retryAfterMs: RetryAfterMsSchema.optional(),
});
export type HttpErrorBody = z.infer<typeof HttpErrorBodySchema>;

// ---------------------------------------------------------------------------------------------
// Parsing and encoding

export type ParseResult<T> =
  | { readonly ok: true; readonly message: T }
  | { readonly ok: false; readonly code: 'BAD_MESSAGE' | 'TOO_LARGE'; readonly message: string };

/** UTF-8 length of a JS string (a lone surrogate counts 3 bytes, as TextEncoder's U+FFFD). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

const MAX_ISSUE_TEXT = 200;

/** A short developer summary of zod issues: paths and zod's own texts, never the input values. */
export function describeIssues(error: z.ZodError): string {
  const text = error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.map(String).join('.') : '(root)'}: ${i.message}`)
    .join('; ');
  return text.length > MAX_ISSUE_TEXT ? `${text.slice(0, MAX_ISSUE_TEXT - 3)}...` : text;
}

/** Validate an already-decoded value (e.g. an HTTP body) against a schema. Never throws. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
): ParseResult<z.output<S>> {
  try {
    const parsed = schema.safeParse(value);
    if (parsed.success) return { ok: true, message: parsed.data };
    return { ok: false, code: 'BAD_MESSAGE', message: describeIssues(parsed.error) };
  } catch {
    return { ok: false, code: 'BAD_MESSAGE', message: 'Invalid message.' };
  }
}

function parseFrame<S extends z.ZodType>(
  schema: S,
  text: unknown,
  maxBytes: number,
  checked: (value: unknown) => z.output<S> | null = () => null,
): ParseResult<z.output<S>> {
  if (typeof text !== 'string')
    return { ok: false, code: 'BAD_MESSAGE', message: 'Expected a text frame.' };
  // Every UTF-16 unit is one to three UTF-8 bytes: the exact count only when the length leaves doubt.
  if (text.length > maxBytes || (text.length * 3 > maxBytes && utf8ByteLength(text) > maxBytes))
    return { ok: false, code: 'TOO_LARGE', message: `Message larger than ${maxBytes} bytes.` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, code: 'BAD_MESSAGE', message: 'Not valid JSON.' };
  }
  const message = checked(value);
  return message ? { ok: true, message } : parseWith(schema, value);
}

const MOVE_TYPE_SET: ReadonlySet<unknown> = new Set(MOVE_TYPES);
const isSeat = (v: unknown): boolean =>
  Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= MAX_SEAT;

/**
 * A move's `action` message as ClientMessageSchema accepts it, checked by hand: it is the message
 * of every move, and zod costs the server more than the check. Null for anything else (chat
 * included), which the schema parses, refusals and their messages too; a property test holds the
 * two to the same answers.
 */
export function checkedMoveMessage(value: unknown): ActionMessage | null {
  if (!isRecord(value) || value.type !== 'action') return null;
  const { id, version, action } = value;
  if (typeof id !== 'string' || id.length > MAX_INTENT_ID_LENGTH || !INTENT_ID_PATTERN.test(id))
    return null;
  if (!Number.isSafeInteger(version) || (version as number) < 0) return null;
  // zod leaves out an own "__proto__" key: such a message takes the schema's way.
  if (!isRecord(action) || !MOVE_TYPE_SET.has(action.type) || !isSeat(action.seat)) return null;
  if (Object.hasOwn(action, '__proto__')) return null;
  // In the schema's order of keys (its known ones first), as the log stores it.
  const copy = { type: action.type, seat: action.seat, ...action } as Action;
  return { type: 'action', id, version: version as number, action: copy };
}

/**
 * Parse an untrusted client frame: size check first (UTF-8 bytes), then JSON, then the schema.
 * Never throws; a failure carries a protocol code (TOO_LARGE or BAD_MESSAGE).
 */
export function parseClientMessage(
  text: string,
  maxBytes: number = MAX_MESSAGE_BYTES,
): ParseResult<ClientMessage> {
  return parseFrame(ClientMessageSchema, text, maxBytes, checkedMoveMessage);
}

/** Parse a server frame (client side). No size limit by default. Never throws. */
export function parseServerMessage(
  text: string,
  maxBytes: number = Number.POSITIVE_INFINITY,
): ParseResult<ServerMessage> {
  return parseFrame(ServerMessageSchema, text, maxBytes);
}

/** Encode a message as a JSON text frame. */
export function encode(message: ClientMessage | ServerMessage): string {
  return JSON.stringify(message);
}

export const isProtocolErrorCode = (code: unknown): code is ProtocolErrorCode =>
  (PROTOCOL_ERROR_CODES as readonly unknown[]).includes(code);
