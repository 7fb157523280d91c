/**
 * Private notes on wires: a seat's own reminders on wires it cannot read ("not 5", "5 or 6", "?"
 * and a short text). Not game state: the engine never sees them. The server keeps them per room,
 * game and seat, sends them only to that seat's sockets and drops a note when its wire is cut or
 * revealed (docs/protocol.md, "Notes").
 */
import { z } from 'zod';
import {
  MAX_NOTE_MARKS,
  MAX_NOTE_TEXT,
  MAX_SEAT,
  NOTE_MAX_VALUE,
  NOTE_MIN_VALUE,
  TOKEN_PATTERN,
} from './constants.js';

const NoteValueSchema = z.int().min(NOTE_MIN_VALUE).max(NOTE_MAX_VALUE);

/** "Not v", "v or w" (two different values), or "?" (unsure what it is). */
export const NoteMarkSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('not'), value: NoteValueSchema }),
  z
    .strictObject({
      kind: z.literal('either'),
      values: z.tuple([NoteValueSchema, NoteValueSchema]),
    })
    .refine((m) => m.values[0] !== m.values[1], { message: 'Two different values' }),
  z.strictObject({ kind: z.literal('unsure') }),
]);
export type NoteMark = z.infer<typeof NoteMarkSchema>;

const markKey = (m: NoteMark): string =>
  m.kind === 'not'
    ? `not${m.value}`
    : m.kind === 'either'
      ? `either${Math.min(...m.values)}/${Math.max(...m.values)}`
      : '?';

export const NoteMarksSchema = z
  .array(NoteMarkSchema)
  .max(MAX_NOTE_MARKS)
  .refine((marks) => new Set(marks.map(markKey)).size === marks.length, {
    message: 'A mark appears twice',
  });

/** Trimmed; no control characters, lone surrogates or text direction overrides (as names). */
export const NoteTextSchema = z
  .string()
  .trim()
  .max(MAX_NOTE_TEXT)
  .regex(/^[^\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069]*$/u);

/** A wire's place, exactly (no other field). */
export const NoteWireSchema = z.strictObject({
  seat: z.int().min(0).max(MAX_SEAT),
  stand: z.int().min(0).max(1),
  index: z.int().min(0).max(63),
});
export type NoteWire = z.infer<typeof NoteWireSchema>;

/** Set (or replace) the seat's note on a wire. A note holds a mark or some text. */
export const SetNoteMessageSchema = z
  .strictObject({
    type: z.literal('note'),
    wire: NoteWireSchema,
    marks: NoteMarksSchema,
    text: NoteTextSchema,
  })
  .refine((m) => m.marks.length > 0 || m.text !== '', {
    message: 'A note needs a mark or some text (clearNote removes one)',
  });
/** Remove the seat's note on a wire (none there: nothing changes). */
export const ClearNoteMessageSchema = z.strictObject({
  type: z.literal('clearNote'),
  wire: NoteWireSchema,
});
export type SetNoteMessage = z.infer<typeof SetNoteMessageSchema>;
export type ClearNoteMessage = z.infer<typeof ClearNoteMessageSchema>;

/** A note as the server keeps it: `version` is the game's version when it was set. */
export const WireNoteSchema = z.object({
  wire: NoteWireSchema,
  marks: z.array(NoteMarkSchema).max(MAX_NOTE_MARKS).readonly(),
  text: z.string().max(MAX_NOTE_TEXT),
  version: z.int().min(0),
});
export type WireNote = z.infer<typeof WireNoteSchema>;

/**
 * The seat's standing notes of game `game`, all of them: sent only on that seat's sockets, after
 * `joined` and after each change (its own, or a cut that dropped some).
 */
export const NotesMessageSchema = z.object({
  type: z.literal('notes'),
  game: z.int().min(1),
  notes: z.array(WireNoteSchema).readonly(),
});
export type NotesMessage = z.infer<typeof NotesMessageSchema>;

/**
 * A note as it stood in the game: shown at the steps `from` ≤ version < `until` (null: to the end).
 * `until` is the version of the action that cut or revealed its wire, or of the note's change.
 */
export const NoteSpanSchema = WireNoteSchema.omit({ version: true }).extend({
  from: z.int().min(0),
  until: z.int().min(0).nullable(),
});
export type NoteSpan = z.infer<typeof NoteSpanSchema>;

/** POST /api/rooms/:room/games/:game/notes: the token's seat's notes of that game (replay). */
export const NotesRequestSchema = z.object({ token: z.string().regex(TOKEN_PATTERN) });
export const NotesResponseSchema = z.object({
  seat: z.int().min(0).max(MAX_SEAT),
  notes: z.array(NoteSpanSchema).readonly(),
});
export type NotesResponse = z.infer<typeof NotesResponseSchema>;
