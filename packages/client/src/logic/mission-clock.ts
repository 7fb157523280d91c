/**
 * A mission's real-time limit at the table (missions 10 and 19): the clock the server sends
 * (`leftMs` real milliseconds, `msPerSecond` of them per clock second), counted down locally from
 * the moment it arrived, in "mm:ss"; and each moment of the mission's
 * timeline (`missionClock` in the engine) in words, as announced and spoken. Pure.
 */
import { missionClock, type ClockMoment, type MissionId } from '@bomb-busters/engine/data';
import type { RoomClock } from '@bomb-busters/protocol';
import type { Phrase } from './missions';

/** The clock held by the table, with the local time it arrived. */
export interface HeldClock extends RoomClock {
  readonly receivedAt: number;
}

/** Under this many seconds, the clock is shown as a warning. */
export const WARNING_SECONDS = 60;

/**
 * Seconds left on the clock at local time `now`: counted down from receipt while running;
 * Infinity without a time limit (mission 42).
 */
export function secondsOnClock(clock: HeldClock, now: number): number {
  if (clock.leftMs === null) return Infinity;
  const spent = clock.running ? Math.max(0, now - clock.receivedAt) : 0;
  return Math.max(0, (clock.leftMs - spent) / clock.msPerSecond);
}

/** Whole seconds as "mm:ss" (rounded up: "00:01" until time is really up); hours as minutes. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds - 1e-9));
  const mm = Math.floor(whole / 60);
  const ss = whole % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/** The clock is in its last minute (and time is not yet up). */
export const isWarning = (seconds: number): boolean => seconds > 0 && seconds < WARNING_SECONDS;

/**
 * What a moment announces: "15 minutes on the clock", "11 minutes and 30 seconds on the clock",
 * "5 minutes left", "30 seconds left",
 * "Change of plan: only 5 minutes left!", "Final countdown: 10 seconds!".
 */
export function momentPhrase(moment: ClockMoment): Phrase {
  const { left } = moment;
  const minutes = left >= 60 && left % 60 === 0 ? left / 60 : null;
  switch (moment.say) {
    case 'limit':
      // Mission 30's 11 min 30 s: minutes and seconds, not 690 seconds (90 seconds stay so).
      if (minutes === null && left >= 120 && left % 60 > 1)
        return {
          plural: 'clock.say.limitMixed',
          count: Math.floor(left / 60),
          params: { seconds: left % 60 },
        };
      return minutes !== null
        ? { plural: 'clock.say.limit', count: minutes }
        : { plural: 'clock.say.limitSeconds', count: left };
    case 'shortened':
      return minutes !== null
        ? { plural: 'clock.say.shortened', count: minutes }
        : { plural: 'clock.say.shortenedSeconds', count: left };
    case 'countdown':
      return { key: 'clock.say.countdown', params: { count: left } };
    case 'left':
      return minutes !== null
        ? { plural: 'clock.say.minutes', count: minutes }
        : { plural: 'clock.say.seconds', count: left };
  }
}

/** The moment `index` of the mission's clock for `players`, if there is one. */
export function momentOf(
  mission: MissionId,
  players: number,
  index: number,
): ClockMoment | undefined {
  return index < 0 ? undefined : missionClock(mission, players)?.moments[index];
}

/**
 * The numbers a countdown speaks, one per clock second, and when (ms after now): each as that
 * many seconds are left, from `from` down to 1. A number whose time passed less than `lateMs`
 * ago (the message's way here) is said at once; one joined later is left out.
 */
export function countdownCalls(
  secondsLeft: number,
  msPerSecond: number,
  from = 10,
  lateMs = 250,
): { readonly n: number; readonly inMs: number }[] {
  const first = Math.min(from, Math.floor(secondsLeft + lateMs / msPerSecond));
  const calls = [];
  for (let n = first; n >= 1; n--)
    calls.push({ n, inMs: Math.max(0, (secondsLeft - n) * msPerSecond) });
  return calls;
}
