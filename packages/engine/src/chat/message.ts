/**
 * The shape of a chat message (the `say` action): who says it, and a text or a signal. Plain text
 * only, bounded, on one line; what the table's policy makes of it is chat-policy.ts's.
 */
import { ruleError, type RuleError } from '../errors.js';
import { err, ok, type Result } from '../result.js';
import type { ChatSignal, Seat } from '../types.js';

/** Longest message, in characters (code points) once trimmed. */
export const CHAT_MAX_LENGTH = 280;
/** Longest spectator name, in characters (as a seat's name). */
export const CHAT_NAME_MAX_LENGTH = 40;
export const CHAT_SIGNALS = [
  'yes',
  'no',
  'wait',
  'ready',
  'thanks',
  'needOxygen',
] as const satisfies readonly ChatSignal[];

/** A message as read from a `say` action: trimmed, checked. */
export interface Message {
  readonly seat: Seat | 'spectator';
  readonly name?: string;
  readonly text?: string;
  readonly signal?: ChatSignal;
}

// Control characters (line breaks included), lone surrogates, and the marks that reverse the
// text's direction (a name or a line could pose as another's).
const BAD = /[\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069]/u;

const malformed = (message: string) => err(ruleError('MALFORMED_ACTION', message));
const length = (text: string) => [...text].length;

/** Read a `say` action of a game of `players`: its message, or why it is refused. */
export function readMessage(
  raw: Record<string, unknown>,
  players: number,
): Result<Message, RuleError> {
  const { seat, name, text, signal } = raw;
  const spectator = seat === 'spectator';
  if (
    !spectator &&
    !(typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < players)
  )
    return err(
      ruleError(
        'NO_SUCH_SEAT',
        `"seat" must be a seat of this ${players}-player game, or "spectator".`,
      ),
    );
  const who = spectator
    ? readName(name)
    : name === undefined
      ? ok(undefined)
      : malformed('Only a spectator’s message carries a name.');
  if (!who.ok) return who;
  if ((text === undefined) === (signal === undefined))
    return malformed('A message is a "text" or a "signal", exactly one.');
  const from = { seat, ...(who.value !== undefined ? { name: who.value } : {}) } as Pick<
    Message,
    'seat' | 'name'
  >;
  if (signal !== undefined)
    return (CHAT_SIGNALS as readonly unknown[]).includes(signal)
      ? ok({ ...from, signal: signal as ChatSignal })
      : malformed(`"signal" is one of ${CHAT_SIGNALS.join(', ')}.`);
  if (typeof text !== 'string') return malformed('"text" is a string.');
  const trimmed = text.trim();
  if (trimmed === '') return err(ruleError('CHAT_EMPTY', 'The message is empty.'));
  if (BAD.test(trimmed))
    return err(
      ruleError(
        'CHAT_BAD_TEXT',
        'A message is one line of plain text, without control characters.',
      ),
    );
  if (length(trimmed) > CHAT_MAX_LENGTH)
    return err(ruleError('CHAT_TOO_LONG', `A message has at most ${CHAT_MAX_LENGTH} characters.`));
  return ok({ ...from, text: trimmed });
}

/** A spectator's name: 1-40 characters of plain text, trimmed. */
function readName(name: unknown): Result<string, RuleError> {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  return trimmed !== '' && !BAD.test(trimmed) && length(trimmed) <= CHAT_NAME_MAX_LENGTH
    ? ok(trimmed)
    : malformed(
        `A spectator's message carries its name: 1-${CHAT_NAME_MAX_LENGTH} characters of plain text.`,
      );
}
