/**
 * The moves bots made for person seats in the current game. The engine's events know nothing of
 * them; the log entries do (a server intent id on a person seat: `#bot-<seq>` while the person is
 * away, `#clock-<seq>` when their turn clock ran out). The table is told where each such move's
 * events begin in the log, and a finished game names the seats whose last move a bot made.
 */
import type { Action } from '@bomb-busters/engine';
import type { BotMove, BotMoveReason } from '@bomb-busters/protocol';
import { SERVER_INTENT_PREFIX, type LogEntry, type RoomInfo } from './store/types.js';

const CLOCK_PREFIX = `${SERVER_INTENT_PREFIX}clock-`;
const BOT_PREFIX = `${SERVER_INTENT_PREFIX}bot-`;
/**
 * The mission clock's `timeUp` and cues (on the Captain's seat), the host's pause and resume and
 * the table's surrender are nobody's move.
 */
const CLOCK_ACTION_PREFIXES = ['timeUp-', 'cue-', 'pause-', 'resume-', 'surrender-'].map(
  (p) => SERVER_INTENT_PREFIX + p,
);

/** Why a bot made this entry's move for a person seat, or null (a person's move, a bot seat's). */
export function botMoveReason(
  seats: RoomInfo['seats'],
  entry: Pick<LogEntry, 'seat' | 'intentId'>,
): BotMoveReason | null {
  if (seats[entry.seat]?.kind !== 'person') return null;
  if (entry.intentId.startsWith(CLOCK_PREFIX)) return 'clock';
  if (entry.intentId.startsWith(BOT_PREFIX)) return 'away';
  return null;
}

export class BotMoves {
  private moves: BotMove[] = [];
  /** Person seats whose latest move a bot made. */
  private readonly lastByBot = new Set<number>();

  clear(): void {
    this.moves = [];
    this.lastByBot.clear();
  }

  /**
   * An action was applied (in log order); `at` is the log's length before its events. Returns the
   * bot move it was, or null. A chat message is no move: a person's "gg" after a bot played for
   * them leaves that bot's move their last.
   */
  record(
    seats: RoomInfo['seats'],
    entry: Pick<LogEntry, 'seat' | 'intentId' | 'action'>,
    at: number,
  ): BotMove | null {
    if (
      CLOCK_ACTION_PREFIXES.some((p) => entry.intentId.startsWith(p)) ||
      (entry.action as Action).type === 'say'
    )
      return null;
    const reason = botMoveReason(seats, entry);
    if (!reason) {
      this.lastByBot.delete(entry.seat);
      return null;
    }
    this.lastByBot.add(entry.seat);
    const move: BotMove = { at, seat: entry.seat, reason };
    this.moves.push(move);
    return move;
  }

  all(): readonly BotMove[] {
    return this.moves;
  }

  /** The person seats whose last move in the game a bot made, in seat order. */
  finishedBy(): number[] {
    return [...this.lastByBot].sort((a, b) => a - b);
  }
}
