/**
 * How many games with no connected person (bots only, or people away played by bots) run at once:
 * at most `total`, and at most `perAddress` per creator, so that one address cannot fill the bot
 * pool with games nobody watches. Pure bookkeeping: no timers, no I/O.
 *
 * Rooms wait in FIFO order, except that a room whose creator is at its cap does not hold up the
 * rooms of other creators behind it. The waiting line is not bounded here: each waiting room is a
 * room in memory, and the caller bounds those (rooms per address, idle rooms leave memory and
 * must `release` then).
 */

export interface BotGameLimits {
  /** Games running at once. */
  readonly total: number;
  /** Games running at once per creator. */
  readonly perAddress: number;
}

/** An opaque key of who created the room (an address); `null`: unknown, counts toward `total` only. */
export type Creator = string | null;

interface Waiting {
  readonly creator: Creator;
  onGranted: () => void;
}

export class BotGameGate {
  /** Running rooms and their creators. */
  private readonly holders = new Map<string, Creator>();
  private readonly perCreator = new Map<string, number>();
  /** Waiting rooms, in the order they asked (a Map keeps insertion order). */
  private readonly line = new Map<string, Waiting>();

  constructor(private readonly limits: BotGameLimits) {}

  get running(): number {
    return this.holders.size;
  }

  get waiting(): number {
    return this.line.size;
  }

  /**
   * True if `room` may run now: it holds a slot until `release(room)` (asking again while holding
   * is true). Otherwise it waits, and `onGranted` is called once, from a later `release`, when it
   * gets a slot; asking again while waiting keeps its place and replaces the callback.
   */
  request(room: string, creator: Creator, onGranted: () => void): boolean {
    if (this.holders.has(room)) return true;
    const waiting = this.line.get(room);
    if (waiting) {
      waiting.onGranted = onGranted;
      return false;
    }
    // No waiting room could run now (every change grants them), so a room that can run skips no one.
    if (this.fits(creator)) {
      this.hold(room, creator);
      return true;
    }
    this.line.set(room, { creator, onGranted });
    return false;
  }

  /** Free the slot of `room`, or take it out of the line; a freed slot goes to a waiting room. Idempotent. */
  release(room: string): void {
    this.line.delete(room);
    if (!this.holders.has(room)) return;
    const creator = this.holders.get(room) ?? null;
    this.holders.delete(room);
    if (creator !== null) {
      const left = (this.perCreator.get(creator) ?? 0) - 1;
      if (left > 0) this.perCreator.set(creator, left);
      else this.perCreator.delete(creator);
    }
    this.grant();
  }

  private fits(creator: Creator): boolean {
    if (this.holders.size >= this.limits.total) return false;
    return creator === null || (this.perCreator.get(creator) ?? 0) < this.limits.perAddress;
  }

  private hold(room: string, creator: Creator): void {
    this.holders.set(room, creator);
    if (creator !== null) this.perCreator.set(creator, (this.perCreator.get(creator) ?? 0) + 1);
  }

  /**
   * A release frees one slot, and at most one creator's cap: it goes to the first waiting room
   * that fits (told after the books are straight, so the callback may call the gate).
   */
  private grant(): void {
    if (this.holders.size >= this.limits.total) return;
    for (const [room, { creator, onGranted }] of this.line) {
      if (!this.fits(creator)) continue;
      this.line.delete(room);
      this.hold(room, creator);
      onGranted();
      return;
    }
  }
}
