import type { KindKey } from './position.js';

/** The distribution of one uncut wire the observer cannot see (hidden, info-token or known slots of other players). */
export interface SlotMarginal {
  /** Index into `position.stands`. */
  readonly stand: number;
  readonly slot: number;
  /** Probability of each kind it can hold; kinds with probability 0 are left out. Sums to 1. */
  readonly probs: Readonly<Record<KindKey, number>>;
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
}

/** Restrict one slot to some kinds (`allow`) or away from some kinds (`deny`), for conditional probabilities. */
export interface SlotRestriction {
  readonly stand: number;
  readonly slot: number;
  readonly allow?: readonly KindKey[];
  readonly deny?: readonly KindKey[];
}
