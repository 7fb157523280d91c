/**
 * A chat message (the `say` action): from any seat or a spectator, at any time, after the game
 * too. It is one more action of the ordered stream, so it is stored, replayed and filtered like
 * the others, but it never touches the turn or a pending choice; the table's policy may refuse it
 * or move the dial (docs/chat.md).
 */
import { readMessage } from './chat/message.js';
import { chatCost, chatPolicyOf } from './missions/ask.js';
import { err, ok, type Result } from './result.js';
import type { RuleError } from './errors.js';
import { moveDial, type Out } from './step.js';
import type { GameState } from './types.js';

export function say(
  state: GameState,
  raw: Record<string, unknown>,
  out: Out,
): Result<GameState, RuleError> {
  const read = readMessage(raw, state.players);
  if (!read.ok) return read;
  const message = read.value;
  const cost = chatCost(chatPolicyOf(state), message);
  if (!cost.ok) return err(cost.error);
  const numbers = cost.value;
  out.push({ type: 'said', ...message, ...(numbers.length > 0 ? { numbers } : {}) });
  // Once per message, however many numbers it names.
  return ok(numbers.length > 0 ? moveDial(state, 1, out) : state);
}
