/**
 * Bots yield to people on the event loop. A move of a game without people (bots only, or people
 * away) waits while a person's action is under way on this node (received, not yet answered), so
 * that no person's action queues behind bot moves; and the moves let go take turns, one per turn
 * of the event loop (after that turn's I/O: people's messages come first). A move waits at most
 * `maxWaitMs`, so that bot games still finish on a node that is never idle.
 */

/** How long a bot move of a game without people waits for people at most, by default. */
export const BOT_YIELD_MAX_MS = 250;

interface Waiting {
  readonly go: () => void;
  /** Waited `maxWaitMs`: goes on whatever people do. */
  late: boolean;
  readonly timer: NodeJS.Timeout;
}

export class PeopleFirst {
  /** People's actions under way. */
  private people = 0;
  /** Bot moves waiting, in the order they asked. */
  private readonly line: Waiting[] = [];
  /** A move is let go on the next turn of the loop. */
  private letting = false;

  constructor(private readonly maxWaitMs: number = BOT_YIELD_MAX_MS) {}

  /** Bot moves waiting now. */
  get waiting(): number {
    return this.line.length;
  }

  /** A person's action is under way: call the function returned once it is answered (once). */
  person(): () => void {
    this.people++;
    let answered = false;
    return () => {
      if (answered) return;
      answered = true;
      this.people--;
      this.letGo();
    };
  }

  /** Resolves when a bot move of a game without people may go on. */
  turn(): Promise<void> {
    return new Promise((go) => {
      const waiting: Waiting = {
        go,
        late: false,
        timer: setTimeout(() => {
          waiting.late = true;
          this.letGo();
        }, this.maxWaitMs),
      };
      waiting.timer.unref();
      this.line.push(waiting);
      this.letGo();
    });
  }

  /** Let the first move go on the next turn of the loop, if no person waits (or it is late). */
  private letGo(): void {
    const first = this.line[0];
    if (this.letting || !first || (this.people > 0 && !first.late)) return;
    this.letting = true;
    setImmediate(() => {
      this.letting = false;
      // A person's action may have come meanwhile: check again.
      const next = this.line[0];
      if (next && (this.people === 0 || next.late)) {
        this.line.shift();
        clearTimeout(next.timer);
        next.go();
      }
      this.letGo();
    });
  }
}
