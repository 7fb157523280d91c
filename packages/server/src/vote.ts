/**
 * A table's vote to give up (surrender). A seated person proposes it; every person connected at
 * that moment is asked, the proposer agreeing already; one refusal ends it, and so does time
 * (`voteMs`). A person who leaves is no longer waited for. Bots and spectators do not vote. The
 * vote lives in the room's memory only: a restart of the server drops it (the game goes on).
 */
import type { ProtocolErrorCode, Vote, VoteEnd } from '@bomb-busters/protocol';

interface Open {
  readonly proposer: number;
  readonly asked: readonly number[];
  readonly agreed: Set<number>;
  readonly endsAt: number;
  readonly timer: NodeJS.Timeout;
  /** Its time ran out (its timer is cleared with it: a timer that fires is this vote's). */
  lapsed: boolean;
}

/** What an answer did: nothing decided yet, everyone agreed, or the vote ended without it. */
export type VoteStep = 'waiting' | 'agreed' | 'ended';

export class SurrenderVote {
  private open: Open | null = null;
  /** How the last vote ended without giving up (shown until the next one begins). */
  private ended: VoteEnd | null = null;

  constructor(
    private readonly ms: number,
    private readonly now: () => number,
    /** Time ran out (called from a timer: the room enqueues a `recount`). */
    private readonly lapse: () => void,
  ) {}

  /** The vote under way, as the table sees it. */
  message(): { vote?: Vote; voteEnd?: VoteEnd } {
    const open = this.open;
    if (!open) return this.ended ? { voteEnd: this.ended } : {};
    return {
      vote: {
        proposer: open.proposer,
        asked: open.asked,
        agreed: open.asked.filter((s) => open.agreed.has(s)),
        leftMs: Math.max(0, open.endsAt - this.now()),
      },
    };
  }

  /** `seat` proposes; `present`: the people connected now (the proposer among them). */
  propose(seat: number, present: readonly number[]): ProtocolErrorCode | VoteStep {
    if (this.open) return 'VOTE_UNDER_WAY';
    const timer = setTimeout(() => {
      if (this.open) this.open.lapsed = true;
      this.lapse();
    }, this.ms);
    timer.unref();
    this.open = {
      proposer: seat,
      asked: [...new Set([seat, ...present])].sort((a, b) => a - b),
      agreed: new Set([seat]),
      endsAt: this.now() + this.ms,
      timer,
      lapsed: false,
    };
    this.ended = null;
    return this.decide(present);
  }

  answer(seat: number, agree: boolean, present: readonly number[]): ProtocolErrorCode | VoteStep {
    const open = this.open;
    if (!open) return 'NO_VOTE';
    if (!open.asked.includes(seat)) return 'NOT_ASKED';
    if (!agree) return this.end({ end: 'refused', seat });
    open.agreed.add(seat);
    return this.decide(present);
  }

  /** Someone left, or time ran out: decide again. */
  recount(present: readonly number[]): VoteStep | null {
    if (!this.open) return null;
    if (this.open.lapsed) return this.end({ end: 'lapsed' });
    return this.decide(present);
  }

  /** The game ended or a new one began: no vote, no last result. */
  clear(): void {
    if (this.open) clearTimeout(this.open.timer);
    this.open = null;
    this.ended = null;
  }

  /** Every asked person still connected agreed: the vote is over, and the table gives up. */
  private decide(present: readonly number[]): VoteStep {
    const open = this.open;
    if (!open) return 'ended';
    const waiting = open.asked.some((s) => present.includes(s) && !open.agreed.has(s));
    if (waiting) return 'waiting';
    this.clear();
    return 'agreed';
  }

  private end(ended: VoteEnd): VoteStep {
    this.clear();
    this.ended = ended;
    return 'ended';
  }

  /** The proposer of the vote under way. */
  get proposer(): number | null {
    return this.open?.proposer ?? null;
  }
}
