/** The protocol's limits, without zod: the web client imports these alone. */
/** Largest client frame accepted, in UTF-8 bytes. */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/** A seat or host token: 128 random bits as 32 lowercase hex digits. */
export const TOKEN_PATTERN = /^[0-9a-f]{32}$/;
/** A room id: 1-64 characters of [A-Za-z0-9_.:-] (URL-safe, no escaping needed). */
export const ROOM_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
/** Highest seat number (seats are 0 .. players - 1). */
export const MAX_SEAT = MAX_PLAYERS - 1;
export const MAX_INTENT_ID_LENGTH = 64;
/**
 * A client's intent id: 1-64 characters of [A-Za-z0-9_.:-]. Ids are scoped by seat; the server's
 * own ids (bot and turn-clock moves) start with `#`, so no client id can collide with them.
 */
export const INTENT_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;
export const MAX_NAME_LENGTH = 40;
export const MAX_SEED_LENGTH = 128;
/** Longest turn clock, in seconds. */
export const MAX_TURN_CLOCK_SECONDS = 3600;
/** Longest free text of a note on a wire, in characters, after trimming. */
export const MAX_NOTE_TEXT = 140;
/** Most marks on one note. */
export const MAX_NOTE_MARKS = 4;
/** The values a note's mark names: the blue wires' numbers. */
export const NOTE_MIN_VALUE = 1;
export const NOTE_MAX_VALUE = 12;
