/** Stable codes of every rule error; the client translates them. */
export const RULE_ERROR_CODES = [
  'MALFORMED_ACTION',
  'GAME_OVER',
  'NOT_PLAYING',
  'PENDING_CHOICE',
  'NO_PENDING_CHOICE',
  'NOT_YOUR_CHOICE',
  'NOT_AN_OPTION',
  'NOT_YOUR_TURN',
  'TURN_ALREADY_TAKEN',
  'NO_SUCH_SEAT',
  'NO_SUCH_WIRE',
  'WIRE_ALREADY_CUT',
  'NOT_YOUR_WIRE',
  'OWN_WIRE_TARGETED',
  'VALUE_NOT_HELD',
  'BAD_VALUE',
  'MUST_REVEAL_RED',
  'NOT_ALL_RED',
  'SOLO_CUT_NOT_ALL_REMAINING',
  'SOLO_CUT_BAD_COUNT',
  'DETECTOR_BAD_TARGETS',
  'DETECTOR_NO_YELLOW',
  'CHARACTER_USED',
  /** A personal copy of a card the seat's character card does not carry (rule sticker B). */
  'NO_PERSONAL_EQUIPMENT',
  'EQUIPMENT_NOT_IN_PLAY',
  'EQUIPMENT_LOCKED',
  'EQUIPMENT_USED',
  'EQUIPMENT_NOT_NOW',
  'LABEL_NOT_ADJACENT',
  'LABEL_WRONG',
  'LABEL_PRESENT',
  'INFO_NOT_ALLOWED',
  'BAD_NEXT_SEAT',
  'VALUE_NOT_ACCESSIBLE',
  'NO_SUCH_COFFEE',
  'COFFEE_NOT_ACCESSIBLE',
  'NOT_STUCK',
  'NO_GRID',
  'VALUE_CLOSED',
  'NOT_IN_MISSION',
  'REDS_TOGETHER',
  'TOGETHER_BAD_WIRES',
  'TOGETHER_NOT_HOLDING',
  'EQUIPMENT_FORBIDDEN',
  'VALUE_IS_RED',
  'NOT_DESIGNATED_VALUE',
  'TURN_NOT_CLAIMED',
  'TURN_TAKEN',
  'SNIP_TWICE',
  'NO_WIRES_LEFT',
  'X_WIRE_NO_EQUIPMENT',
  /** An X wire while the mission keeps them closed (35: until every yellow wire is cut). */
  'X_WIRE_CLOSED',
  /** A teammate pointed at a turned wire: only its owner may cut it (mission 38). */
  'TURNED_WIRE_OWNER_ONLY',
  /** Equipment or a detector on a turned wire: its owner cuts it with a plain cut only. */
  'TURNED_WIRE_NO_EQUIPMENT',
  'NUMBER_NOT_PICKED',
  'NOT_PICKED_VALUE',
  'NUMBER_PICKED',
  'CUT_TOGETHER_ONLY',
  /** The seat's constraint card forbids cutting this value (cards A-F). */
  'CONSTRAINT_VALUE',
  /** The seat's constraint card forbids this equipment (G: all of it; H: the Post-it). */
  'CONSTRAINT_EQUIPMENT',
  /** Card H: no wire carrying an info token may be cut. */
  'CONSTRAINT_INFO_TOKEN',
  /** Card I: not the far-right uncut wire of a teammate's stand. */
  'CONSTRAINT_FAR_RIGHT',
  /** Card J: not the far-left uncut wire of a teammate's stand. */
  'CONSTRAINT_FAR_LEFT',
  /** Card K: no solo cut. */
  'CONSTRAINT_NO_SOLO',
  /** "I cannot obey" while some cut still obeys the constraint card. */
  'CAN_OBEY',
  /** Mission 34: the character cards lie face down, so nobody has personal equipment. */
  'CHARACTER_HIDDEN',
  /** Mission 34: the secret cards left play, so nobody accuses any more. */
  'NO_SECRET_CARDS',
  /** Mission 34: one accusation at the start of a turn. */
  'ALREADY_ACCUSED',
  /** Mission 34: the holder of the Captain card does not accuse. */
  'WEAKEST_LINK',
  /** Mission 41: yellow wires are tripwires, and pointing at one is its own action. */
  'TRIPWIRE_ONLY',
  'NO_TRIPWIRE_LEFT',
  'TRIPWIRE_BAD_WIRE',
  /** A chat message with nothing but spaces. */
  'CHAT_EMPTY',
  /** A chat message over CHAT_MAX_LENGTH characters. */
  'CHAT_TOO_LONG',
  /** A chat message with control characters (line breaks included) or text direction overrides. */
  'CHAT_BAD_TEXT',
  /** Free text is off at this table (the host's switch, or a no-talking mission): signals only. */
  'CHAT_SIGNALS_ONLY',
  /** A spectator named a wire number where the players may not (mission 25). */
  'CHAT_NUMBERS_SPECTATOR',
  /** Only in a record: a draw it fixed cannot happen (docs/record-format.md). */
  'FIXED_DRAW_IMPOSSIBLE',
  'NOT_A_THREE_VALUE',
  'SWEEP_FIRST',
  'NO_SWEEP',
  'CUE_OUT_OF_ORDER',
  /** Between two signal tones everyone listens: no cut, no equipment (mission 42). */
  'LISTENING',
  /** A successful cut in a "ta-da" round waits for its "Ta-da!" before play goes on (42). */
  'TA_DA_OWED',
  /** "Ta-da!" with no cut of the seat's waiting for it. */
  'NO_TA_DA_OWED',
  /** The host paused the game: only `resume`, `surrender` and chat until it resumes. */
  'PAUSED',
  /** `resume` while the game is not paused. */
  'NOT_PAUSED',
  /** `pause` while the game is paused already. */
  'ALREADY_PAUSED',
] as const;
export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

export interface RuleError {
  readonly code: RuleErrorCode;
  readonly message: string;
}

export const ruleError = (code: RuleErrorCode, message: string): RuleError => ({ code, message });

/** Equipment pointed at an X wire (missions 20, 35): no equipment acts on it. */
export const X_WIRE_REFUSAL = ruleError(
  'X_WIRE_NO_EQUIPMENT',
  'No equipment acts on an X wire: point at it with a plain dual cut.',
);

/** A cut of an X wire while the mission keeps them closed (mission 35). */
export const X_WIRE_CLOSED = ruleError(
  'X_WIRE_CLOSED',
  'X wires may be cut only once every yellow wire is cut.',
);

/** Equipment or a detector meant for a turned wire (mission 38): only a plain cut takes it. */
export const TURNED_WIRE_REFUSAL = ruleError(
  'TURNED_WIRE_NO_EQUIPMENT',
  'No equipment acts on a turned wire: its owner cuts it with a plain dual or solo cut.',
);
