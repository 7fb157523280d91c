import type { KindKey } from './position.js';

/** The distribution of one uncut wire the observer cannot see (hidden, info-token or known slots of other players). */
export interface SlotMarginal {
  /** Index into `position.stands`. */
  readonly stand: number;
  readonly slot: number;
  /** Probability of each kind it can hold; kinds with probability 0 are left out. Sums to 1. */
  readonly probs: Readonly<Record<KindKey, number>>;
}

/**
 * The weight of each run of copies on one stand's sorted slots (its X slots are apart), summed over
 * the position's splits: a stand's wires are sorted, so the copies of a kind it holds lie side by
 * side. Questions about several wires of one stand (a detector's, the radar's) come from these
 * without another solve (`pNone`).
 */
export interface StandRuns {
  /** The position's slot of each sorted slot. */
  readonly slots: readonly number[];
  /** Whether each sorted slot is still uncut (questions are about uncut wires). */
  readonly uncut: readonly boolean[];
  /**
   * weights[(kind * (slots.length + 1) + first) * 5 + copies]: the stand holds exactly `copies`
   * (1-4) of the kind, from its sorted slot `first` on.
   */
  readonly weights: Float64Array;
}

export interface Solution {
  readonly status: 'ok' | 'inconsistent';
  /**
   * The number of ways the labelled wires outside the observer's hand could have been split among
   * the other stands, consistent with everything the observer knows (docs/position-format.md).
   * Exact (bigint) only when asked for with `{ exact: true }`; otherwise null.
   */
  readonly totalWeight: bigint | null;
  /** The same count as a float (may be rounded). */
  readonly weight: number;
  readonly marginals: readonly SlotMarginal[];
  /**
   * With `{ runs: true }`: per stand of the position, its runs (null where they are not known: the
   * observer's own stand, or a space too large for the dense programme); `kinds` names the kinds.
   */
  readonly runs?: { readonly kinds: readonly KindKey[]; readonly stands: (StandRuns | null)[] };
}

/** Restrict one slot to some kinds (`allow`) or away from some kinds (`deny`), for conditional probabilities. */
export interface SlotRestriction {
  readonly stand: number;
  readonly slot: number;
  readonly allow?: readonly KindKey[];
  readonly deny?: readonly KindKey[];
}
