import type { Printed } from '@bomb-busters/engine';

/** One possible value of a hidden wire and its probability, from the solver for one seat. */
export interface WireChance {
  readonly printed: Printed;
  readonly p: number;
}

/** Hidden wires (by `wireKey`) and the chances of their values, most likely first. */
export type WireProbabilities = ReadonlyMap<string, readonly WireChance[]>;
