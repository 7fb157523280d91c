/**
 * The table chat, pure: which policy holds at the table, what a message may cost or break
 * before it is sent (the rules forbid talking about your own wires; mission 25 moves the
 * detonator for each message naming a wire number), the length bound, and chat lines in words.
 * The engine recognises the words (`wireWordsIn`); nothing here decides what is legal.
 */
import {
  CHAT_MAX_LENGTH,
  CHAT_SIGNALS,
  chatPolicyOf,
  wireWordsIn,
  type Action,
  type ChatPolicy,
  type ChatSignal,
  type GameEvent,
  type SeatView,
} from '@bomb-busters/engine/data';
import type { MessageKey } from '../i18n/en';
import type { Phrase } from './words';

export { CHAT_SIGNALS };

/** A `said` event of the log. */
export type SaidEvent = Extract<GameEvent, { type: 'said' }>;

/**
 * Why free text is off: the host turned it off for this table, a missed window of mission 30 made
 * this a mime round, or the mission forbids talking.
 */
export function silentReason(view: Pick<SeatView, 'options'> & Partial<Pick<SeatView, 'speed'>>) {
  if (view.options.chat === 'signals') return 'chat.silent.host' as const satisfies MessageKey;
  return view.speed?.mime ? 'chat.silent.mime' : 'chat.silent.mission';
}

/** The message as the engine takes it: trimmed, counted in characters (not UTF-16 units). */
export const chatLength = (text: string): number => [...text.trim()].length;

/** Shown from this many characters left: the bound stays out of sight until it matters. */
export const NEAR_LIMIT = 40;

export interface ChatCount {
  /** Characters left (negative: too many). */
  readonly left: number;
  /** Show the count now (near the bound or past it). */
  readonly shown: boolean;
  /** Something to send, within the bound. */
  readonly sendable: boolean;
}

export function chatCount(text: string): ChatCount {
  const length = chatLength(text);
  const left = CHAT_MAX_LENGTH - length;
  return { left, shown: left <= NEAR_LIMIT, sendable: length > 0 && left >= 0 };
}

/** Who writes: a seat at the table, or a spectator. */
export type Speaker = 'seat' | 'spectator';

/** What to tell the writer before a message goes out; null: nothing, send it. */
export type ChatWarning =
  /** It names wire values or colours: the rules forbid talking about your own wires. */
  | {
      readonly kind: 'rules';
      readonly numbers: readonly number[];
      readonly colours: readonly ('blue' | 'red' | 'yellow')[];
    }
  /** Mission 25: it names a wire number, and sending it moves the detonator one notch. */
  | { readonly kind: 'dial'; readonly numbers: readonly number[]; readonly explodes: boolean }
  /** Mission 25: a spectator may not name a wire number at all (the server refuses it). */
  | { readonly kind: 'spectator'; readonly numbers: readonly number[] };

export interface ChatContext {
  readonly policy: ChatPolicy;
  readonly speaker: Speaker;
  /** The game runs (setup or play): after it, talk is free and costs nothing. */
  readonly running: boolean;
  /** Notches left before the skull. */
  readonly stepsToSkull: number;
}

/**
 * The table's chat context from the seat's view; its policy is the host's switch, else the
 * mission's (free again after the game).
 */
export const chatContext = (view: SeatView): ChatContext => ({
  policy: chatPolicyOf(view),
  speaker: view.viewer === 'spectator' ? 'spectator' : 'seat',
  running: view.status === 'setup' || view.status === 'playing',
  stepsToSkull: view.dial.stepsToSkull,
});

/** The warning a message calls for before it is sent, or null. */
export function chatWarning(text: string, ctx: ChatContext): ChatWarning | null {
  if (!ctx.running || ctx.policy === 'silent') return null;
  const { numbers, colours } = wireWordsIn(text);
  if (ctx.policy === 'noNumbers' && numbers.length > 0)
    return ctx.speaker === 'spectator'
      ? { kind: 'spectator', numbers }
      : { kind: 'dial', numbers, explodes: ctx.stepsToSkull <= 1 };
  // A spectator holds no wires, and sees none hidden: nothing of theirs to keep quiet about.
  if (ctx.speaker === 'seat' && (numbers.length > 0 || colours.length > 0))
    return { kind: 'rules', numbers, colours };
  return null;
}

/** The line under the input: what this table's chat costs or forbids the writer. */
export function chatRule(ctx: ChatContext): MessageKey {
  if (!ctx.running) return 'chat.rule.over';
  if (ctx.policy === 'noNumbers')
    return ctx.speaker === 'spectator' ? 'chat.rule.spectator' : 'chat.rule.noNumbers';
  return ctx.speaker === 'spectator' ? 'chat.rule.watching' : 'chat.rule.free';
}

/** The warning leaves a way to send anyway (not the spectator's: the server would refuse it). */
export const mayOverride = (warning: ChatWarning): boolean => warning.kind !== 'spectator';

/**
 * The action that sends a text or a signal from `viewer` (the server sets the seat from the
 * socket, and a spectator's name from their join).
 */
export const sayText = (viewer: SeatView['viewer'], text: string): Action => ({
  type: 'say',
  seat: viewer,
  text: text.trim(),
});
export const saySignal = (viewer: SeatView['viewer'], signal: ChatSignal): Action => ({
  type: 'say',
  seat: viewer,
  signal,
});

/** Who said it: the seat's name, or the spectator's own. */
export const speakerName = (event: SaidEvent, names: readonly string[]): string =>
  event.seat === 'spectator' ? (event.name ?? '') : (names[event.seat] ?? `#${event.seat + 1}`);

/** A chat line in words, "Ann: text" ("Eve (spectator): text"); a signal in the reader's words. */
export function saidPhrase(event: SaidEvent, names: readonly string[]): Phrase {
  const name = speakerName(event, names);
  const key = event.seat === 'spectator' ? 'chat.said.spectator' : 'chat.said';
  if (event.signal !== undefined)
    return {
      key,
      params: { name, text: event.signal },
      parts: { text: { key: `chat.signal.${event.signal}`, params: {} } },
    };
  return { key, params: { name, text: event.text ?? '' } };
}

/** Mission 25: the note on a message that named a wire number; null for any other. */
export function numbersPhrase(event: SaidEvent, names: readonly string[]): Phrase | null {
  if (!event.numbers?.length || event.seat === 'spectator') return null;
  return {
    key: 'chat.said.numbers',
    params: { name: speakerName(event, names), numbers: event.numbers.join(', ') },
  };
}
