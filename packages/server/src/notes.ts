/**
 * Private notes on wires (protocol: `note`, `clearNote`, `notes`). Not game state: the engine
 * never sees them. A seat notes a wire it cannot read (another seat's uncut wire while the game
 * is played); the note is stored before the seat is told, reaches only that seat's sockets, and
 * ends when an action cuts or reveals its wire (or swaps another wire into its place).
 */
import { sameRef, type GameState, type WireRef } from '@bomb-busters/engine';
import type { NoteMark, NoteSpan, WireNote } from '@bomb-busters/protocol';
import type { ServerConfig } from './config.js';
import { ServerError } from './errors.js';
import type { Viewer } from './messages.js';
import type { GameStore, StoredNote } from './store/types.js';

export type NoteLimits = Pick<ServerConfig, 'notesPerSeat' | 'noteChangesPerSeat'>;

const over = (state: GameState): boolean => state.status === 'won' || state.status === 'lost';

/** Whether `seat` cannot read the wire at `ref` now: another seat's uncut wire, game in play. */
export function unreadable(state: GameState, seat: number, ref: WireRef): boolean {
  const wire = state.hands[ref.seat]?.[ref.stand]?.[ref.index];
  return wire !== undefined && !wire.cut && ref.seat !== seat && !over(state);
}

/**
 * The wires whose notes end with the step from `before` to `after`: cut or revealed (every one
 * at the game's end), gone, or holding another wire now (a Walkie-Talkies swap).
 */
export function exposedWires(before: GameState, after: GameState): WireRef[] {
  const exposed: WireRef[] = [];
  before.hands.forEach((stands, seat) =>
    stands.forEach((wires, stand) =>
      wires.forEach((wire, index) => {
        if (wire.cut) return;
        const now = after.hands[seat]?.[stand]?.[index];
        if (!now || now.cut || now.printed !== wire.printed || over(after))
          exposed.push({ seat, stand, index });
      }),
    ),
  );
  return exposed;
}

/** The notes standing now on wires the seat still cannot read (a stale one is never shown). */
export function standingNotes(
  stored: readonly StoredNote[],
  state: GameState,
  seat: number,
): WireNote[] {
  return stored
    .filter((n) => n.until === null && unreadable(state, seat, n.wire))
    .map((n) => ({ wire: n.wire, marks: n.marks, text: n.text, version: n.from }));
}

/** Every version of the seat's notes, for its replay. */
export const noteSpans = (stored: readonly StoredNote[]): NoteSpan[] =>
  stored.map((n) => ({ wire: n.wire, marks: n.marks, text: n.text, from: n.from, until: n.until }));

export interface NoteChange {
  readonly wire: WireRef;
  /** null: clear the note. */
  readonly note: { readonly marks: readonly NoteMark[]; readonly text: string } | null;
}

/**
 * Store a seat's change to its notes, after the checks: a seat (not a spectator), a game in play,
 * a wire it cannot read, and the limits. Throws a ServerError, having changed nothing; else
 * returns the seat's standing notes. Run inside the room's queue, with `game` the state's game.
 */
export async function changeNote(
  store: Pick<GameStore, 'notes' | 'setNote'>,
  limits: NoteLimits,
  where: { readonly room: string; readonly game: number; readonly state: GameState | null },
  viewer: Viewer,
  change: NoteChange,
): Promise<WireNote[]> {
  if (viewer === 'spectator') throw new ServerError('NOT_YOUR_SEAT', 'Spectators keep no notes.');
  const { state } = where;
  if (!state) throw new ServerError('NOT_STARTED', 'The game has not started.');
  if (!unreadable(state, viewer, change.wire))
    throw new ServerError(
      'BAD_NOTE',
      'Notes are for wires you cannot read: another seat’s uncut wire, while the game is played.',
    );
  const stored = await store.notes(where.room, where.game, viewer);
  const standing = standingNotes(stored, state, viewer);
  const held = standing.some((n) => sameRef(n.wire, change.wire));
  if (!change.note && !held) return standing;
  if (change.note && !held && standing.length >= limits.notesPerSeat)
    throw new ServerError('TOO_MANY_NOTES', `At most ${limits.notesPerSeat} notes at once.`);
  if (stored.length >= limits.noteChangesPerSeat)
    throw new ServerError(
      'TOO_MANY_NOTES',
      `At most ${limits.noteChangesPerSeat} note changes in one game.`,
    );
  await store.setNote(where.room, where.game, viewer, change.wire, change.note, state.version);
  return standingNotes(await store.notes(where.room, where.game, viewer), state, viewer);
}
