/** Wire and stand addresses as strings: DOM attributes, map keys, focus targets. */
import type { StandRef, WireRef } from '@bomb-busters/engine';

export const wireKey = (ref: WireRef): string => `${ref.seat}-${ref.stand}-${ref.index}`;
export const standKey = (ref: StandRef): string => `${ref.seat}-${ref.stand}`;

export function parseWireKey(key: string): WireRef | null {
  const m = /^(\d+)-(\d+)-(\d+)$/.exec(key);
  return m ? { seat: Number(m[1]), stand: Number(m[2]), index: Number(m[3]) } : null;
}

export const sameWire = (a: WireRef, b: WireRef): boolean =>
  a.seat === b.seat && a.stand === b.stand && a.index === b.index;
