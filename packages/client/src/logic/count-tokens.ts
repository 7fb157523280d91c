/**
 * Count tokens (mission 24): a value held four times on a stand takes two x2 tokens placed
 * together (RULES.md §9 A32). A stand is sorted, so the four wires of a value sit side by side:
 * a pair is two count-4 tokens next to each other from the left, at most three wires apart, never
 * on two wires seen to differ. The owner picks the second wire (pending `countPair`); until then
 * the first one stands alone.
 */
import type { GameEvent, Printed, SeatView, WireRef, WireView } from '@bomb-busters/engine';

/** The farthest apart two of four neighbouring wires can be. */
const PAIR_REACH = 3;

const pairToken = (wire: WireView | undefined): boolean =>
  wire?.info?.kind === 'count' && wire.info.count === 4;

const mayPair = (a: Printed | null | undefined, b: Printed | null | undefined): boolean =>
  a === null || a === undefined || b === null || b === undefined || a === b;

/**
 * The first x2 token of a pair whose second one is being chosen now: the last one the log saw
 * placed (nothing else happens while the choice is open). Null when no such choice is open.
 */
export function lonePairToken(view: Pick<SeatView, 'pending' | 'log'>): WireRef | null {
  if (view.pending?.kind !== 'countPair') return null;
  const placed = view.log.findLast(
    (e): e is Extract<GameEvent, { type: 'infoPlaced' }> =>
      e.type === 'infoPlaced' && e.info.kind === 'count' && e.info.count === 4,
  );
  return placed?.wire ?? null;
}

/**
 * For each wire of a placed pair of x2 tokens, the index of the other wire of the pair; `lone`
 * is the index of a first token still waiting for its second.
 */
export function countPartners(
  wires: readonly WireView[],
  lone: number | null = null,
): ReadonlyMap<number, number> {
  const marked = wires.flatMap((w, i) => (pairToken(w) && i !== lone ? [i] : []));
  const partners = new Map<number, number>();
  for (let k = 0; k + 1 < marked.length; k++) {
    const [a, b] = [marked[k] as number, marked[k + 1] as number];
    if (b - a > PAIR_REACH || !mayPair(wires[a]?.printed, wires[b]?.printed)) continue;
    partners.set(a, b).set(b, a);
    k++;
  }
  return partners;
}

/** Where a wire sits along the line drawn between a pair: its first wire, between, its last. */
export type PairSpan = 'start' | 'middle' | 'end';

/** The wires the line of each pair spans, from its first wire to its last. */
export function pairSpans(partners: ReadonlyMap<number, number>): ReadonlyMap<number, PairSpan> {
  const spans = new Map<number, PairSpan>();
  for (const [a, b] of partners) {
    if (b < a) continue;
    spans.set(a, 'start').set(b, 'end');
    for (let i = a + 1; i < b; i++) spans.set(i, 'middle');
  }
  return spans;
}

/**
 * The seat's own choice of the second x2 token: the wire that took the first one and its value
 * (the owner sees both); null when the seat has no such choice to make.
 */
export function countPairChoice(view: SeatView): { first: WireRef; value: number } | null {
  const { pending } = view;
  if (pending?.kind !== 'countPair' || pending.seat !== view.viewer) return null;
  const option = pending.options?.[0];
  if (typeof option !== 'object') return null;
  const stand = view.stands.find((s) => s.seat === option.seat && s.stand === option.stand);
  const value = stand?.wires[option.index]?.printed;
  if (!stand || typeof value !== 'number') return null;
  const index = stand.wires.findIndex((w) => pairToken(w) && w.printed === value);
  return index < 0 ? null : { first: { seat: stand.seat, stand: stand.stand, index }, value };
}
