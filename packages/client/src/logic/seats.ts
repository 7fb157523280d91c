/**
 * Who plays each seat, in words: a bot seat's level, a bot playing for a person (away, or their
 * turn clock ran out), and the log lines that tell which moves a bot made for a person. Pure: the
 * components translate. A bot's level and a character card are different things and never share
 * a word here ("Bot · expert level" against the character card "Expert 2").
 */
import type { GameEvent, Seat } from '@bomb-busters/engine';
import type { BotMove, RoomSeat } from '@bomb-busters/protocol';
import { seatName, type Phrase } from './words';

export type BotLevel = NonNullable<RoomSeat['level']>;

/** What a seat's caption says about who plays it; null for a person playing themselves. */
export type SeatTag =
  | { readonly kind: 'bot'; readonly level: BotLevel }
  /** A bot plays this person seat while its person is away. */
  | { readonly kind: 'away' }
  /** The person's turn clock ran out: a bot makes this one move. */
  | { readonly kind: 'clock' };

/** The server's level for a bot seat that names none. */
export const DEFAULT_BOT_LEVEL: BotLevel = 'expert';

export function seatTag(seat: RoomSeat | undefined): SeatTag | null {
  if (!seat) return null;
  if (seat.kind === 'bot') return { kind: 'bot', level: seat.level ?? DEFAULT_BOT_LEVEL };
  if (!seat.botTakeover) return null;
  // A connected person's seat is played by a bot only for the move whose clock ran out.
  return seat.connected ? { kind: 'clock' } : { kind: 'away' };
}

/** One tag per seat of the table. */
export function seatTags(
  seats: readonly RoomSeat[] | undefined,
  players: number,
): (SeatTag | null)[] {
  return Array.from({ length: players }, (_, i) => seatTag(seats?.find((s) => s.seat === i)));
}

export function seatTagPhrase(tag: SeatTag): Phrase {
  switch (tag.kind) {
    case 'bot':
      return { key: `seats.bot.${tag.level}`, params: {} };
    case 'away':
      return { key: 'seats.tag.away', params: {} };
    case 'clock':
      return { key: 'seats.tag.clock', params: {} };
  }
}

/** "A bot plays for Ann (away)", "Time ran out: a bot played for Ann". */
export const botMovePhrase = (move: BotMove, names: readonly string[]): Phrase => ({
  key: move.reason === 'away' ? 'seats.move.away' : 'seats.move.clock',
  params: { name: seatName(names, move.seat) },
});

export type LogLine =
  | { readonly kind: 'event'; readonly event: GameEvent; readonly index: number }
  | { readonly kind: 'bot'; readonly move: BotMove };

/** The log with a line before each move a bot made for a person seat (before its first event). */
export function logLines(log: readonly GameEvent[], botMoves: readonly BotMove[]): LogLine[] {
  const before = new Map<number, BotMove[]>();
  for (const move of botMoves) {
    // A move past the held log (not expected) is shown at its end rather than lost.
    const at = Math.min(move.at, log.length);
    before.set(at, [...(before.get(at) ?? []), move]);
  }
  const lines: LogLine[] = [];
  for (let index = 0; index <= log.length; index++) {
    for (const move of before.get(index) ?? []) lines.push({ kind: 'bot', move });
    const event = log[index];
    if (event) lines.push({ kind: 'event', event, index });
  }
  return lines;
}

/** Whether a bot finished this game for `seat` (it made that seat's last move). */
export const finishedByBot = (
  game: { readonly botFinished?: readonly Seat[] | undefined },
  seat: Seat,
): boolean => game.botFinished?.includes(seat) ?? false;
