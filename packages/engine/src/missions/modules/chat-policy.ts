/**
 * The table chat's policy (RULES.md §2.9, §9 A38, A44; docs/chat.md): free talk (the rules still
 * forbid talking about one's own wires, which the client warns of), no wire numbers (mission 25:
 * each message naming one moves the dial a notch), or signals only (the no-talking missions, and
 * any table whose host turned free chat off). The mission says it as data, `MissionDef.chat`.
 */
import { wireWordsIn } from '../../chat/wire-words.js';
import { ruleError, type RuleError } from '../../errors.js';
import { err, ok, type Result } from '../../result.js';
import type { GameOptions, MissionId, Seat, Status } from '../../types.js';
import { missionById } from '../catalog.js';

export type ChatPolicy = 'free' | 'noNumbers' | 'silent';

const isOver = (status: Status | undefined) => status === 'won' || status === 'lost';

/**
 * The policy in force at a table. Given the game's status: once the game is over only the host's
 * switch holds (post-game talk is free even in mission 25). Mission 30's mime round (a missed
 * window, `speed.mime`) is signals only until its next check.
 */
export function chatPolicyOf(game: {
  readonly mission: MissionId;
  readonly options: GameOptions;
  readonly status?: Status;
  readonly speed?: { readonly mime: boolean } | null;
}): ChatPolicy {
  if (game.options.chat === 'signals') return 'silent';
  if (isOver(game.status)) return 'free';
  if (game.speed?.mime) return 'silent';
  return missionById(game.mission)?.chat ?? 'free';
}

/**
 * What a message costs under `policy`: the wire numbers that move the dial one notch (none: it
 * costs nothing), or why it is refused. A spectator may not say what the players may not, so
 * only a seat's message ever moves the dial.
 */
export function chatCost(
  policy: ChatPolicy,
  message: { readonly seat: Seat | 'spectator'; readonly text?: string },
): Result<readonly number[], RuleError> {
  if (message.text === undefined || policy === 'free') return ok([]);
  if (policy === 'silent')
    return err(ruleError('CHAT_SIGNALS_ONLY', 'Free text is off at this table: send a signal.'));
  const { numbers } = wireWordsIn(message.text);
  if (message.seat === 'spectator' && numbers.length > 0)
    return err(
      ruleError('CHAT_NUMBERS_SPECTATOR', 'Nobody may name a wire number in this mission.'),
    );
  return ok(numbers);
}
