/**
 * What the browser keeps: seat tokens (whoever holds one is that seat), host tokens, and
 * preferences. Local storage only; nothing here is sent anywhere but to our own server.
 */
import type { Seat } from '@bomb-busters/engine';

export interface SavedSeat {
  readonly room: string;
  readonly seat: Seat;
  readonly token: string;
  readonly name: string;
  readonly savedAt: string;
}

export interface Prefs {
  readonly language?: string;
  /** Ask before a cut (default on). */
  readonly confirmCuts?: boolean;
  readonly muted?: boolean;
  /** Don't speak a mission's clock aloud (missions 10 and 19; default: speak). */
  readonly voiceOff?: boolean;
  /** A system notification when my turn begins and the tab is hidden (default off). */
  readonly notify?: boolean;
  readonly name?: string;
}

const SEATS = 'bb.seats';
const HOSTS = 'bb.hosts';
const PREFS = 'bb.prefs';

function read<T>(key: string, fallback: T): T {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the game goes on, the seat just won't be remembered.
  }
}

export const readSeats = (): SavedSeat[] => read<SavedSeat[]>(SEATS, []);
export const seatIn = (room: string): SavedSeat | undefined =>
  readSeats().find((s) => s.room === room);
export function saveSeat(seat: SavedSeat): void {
  write(SEATS, [seat, ...readSeats().filter((s) => s.room !== seat.room)].slice(0, 100));
}
export function forgetSeat(room: string): void {
  write(
    SEATS,
    readSeats().filter((s) => s.room !== room),
  );
}

export const hostTokenOf = (room: string): string | undefined =>
  read<Record<string, string>>(HOSTS, {})[room];
export function saveHostToken(room: string, token: string): void {
  write(HOSTS, { ...read<Record<string, string>>(HOSTS, {}), [room]: token });
}

export const readPrefs = (): Prefs => read<Prefs>(PREFS, {});
export function writePrefs(change: Partial<Prefs>): Prefs {
  const prefs = { ...readPrefs(), ...change };
  write(PREFS, prefs);
  return prefs;
}
