/**
 * What one seat can work out from its view: the solver's exact marginals for every uncut wire of
 * the other stands, and the probabilities of success and explosion of each kind of cut.
 */
import {
  colourOf,
  gameValueWith,
  type Announce,
  type GameValue,
  type SeatView,
  type WireRef,
} from '@bomb-busters/engine';
import {
  conditionalProbability,
  pNone,
  positionFromView,
  solve,
  valueOfKey,
  type KindKey,
  type Position,
  type Solution,
} from '@bomb-busters/solver';
import { seatOf } from './bot.js';

export type Probs = Readonly<Record<KindKey, number>>;

/** Certain enough: floating sums of exact weights can miss 1 by a few ulps. */
export const CERTAIN = 1 - 1e-9;

const keyOf = (ref: { seat: number; stand: number }) => `${ref.seat}/${ref.stand}`;

/** A wire's game value in the view's mission: blue values acting as red (mission 11) are red. */
export const gameValueIn = (view: SeatView, printed: number): GameValue =>
  gameValueWith(printed, view.redValues);

/** The game value a solver kind answers to in the view's mission. */
export function kindValue(view: SeatView, key: KindKey): GameValue {
  const v = valueOfKey(key);
  return typeof v === 'number' && view.redValues.includes(v) ? 'red' : v;
}

export class Analysis {
  readonly seat: number;
  readonly position: Position;
  /** Marginals by "seat/stand/index". */
  private readonly probs = new Map<string, Probs>();
  private readonly standIndex = new Map<string, number>();
  /** The position's weight, which every conditional probability divides by. */
  private readonly weight: number;
  /** Its solution, runs included: questions about one stand's wires need no other solve. */
  private readonly solution: Solution;

  constructor(
    readonly view: SeatView,
    position?: Position,
  ) {
    this.seat = seatOf(view);
    this.position = position ?? positionFromView(view);
    view.stands.forEach((s, i) => this.standIndex.set(keyOf(s), i));
    const solution = solve(this.position, { runs: true });
    if (solution.status !== 'ok')
      throw new Error(`The solver found seat ${this.seat}'s view inconsistent (v${view.version}).`);
    this.solution = solution;
    this.weight = solution.weight;
    for (const m of solution.marginals) {
      const stand = view.stands[m.stand];
      if (stand) this.probs.set(`${keyOf(stand)}/${m.slot}`, m.probs);
    }
  }

  /** The distribution of a teammate's uncut wire (empty if it is not one). */
  probsAt(ref: WireRef): Probs {
    return this.probs.get(`${keyOf(ref)}/${ref.index}`) ?? {};
  }

  /** P(the wire answers to one of the values). */
  pMatch(ref: WireRef, values: readonly Announce[]): number {
    let p = 0;
    for (const [key, q] of Object.entries(this.probsAt(ref)))
      if (values.includes(kindValue(this.view, key) as Announce)) p += q;
    return Math.min(1, p);
  }

  /** P(pointing at the wire with these values explodes the bomb): red (or acting as red), or a level-2 star. */
  pDeadly(ref: WireRef, values: readonly Announce[]): number {
    let p = 0;
    for (const [key, q] of Object.entries(this.probsAt(ref)))
      if (this.deadlyKind(key, values)) p += q;
    return Math.min(1, p);
  }

  pRed(ref: WireRef): number {
    return this.pDeadly(ref, ['star']);
  }

  deadlyKind(key: KindKey, values: readonly Announce[]): boolean {
    const v = kindValue(this.view, key);
    return (
      v === 'red' || (v === 'star' && this.view.options.stars === 2 && !values.includes('star'))
    );
  }

  /** Index of a stand in the position (= in view.stands). */
  standOf(ref: { seat: number; stand: number }): number {
    const i = this.standIndex.get(keyOf(ref));
    if (i === undefined) throw new Error(`No stand ${keyOf(ref)}.`);
    return i;
  }

  /**
   * A detector over `targets`: P(at least one matches) and P(every one is deadly), exact (two
   * solver passes at most: none for the first when the targets lie on one stand, none for the
   * second when no target can be deadly).
   */
  detectorOdds(
    targets: readonly WireRef[],
    values: readonly Announce[],
  ): { pS: number; pBoom: number } {
    const canBoom = targets.every((t) => this.pDeadly(t, values) > 0);
    const pBoom = canBoom ? this.pGiven(targets, (k) => this.deadlyKind(k, values), 'allow') : 0;
    return { pS: this.pAnyOf(targets, values), pBoom: clamp(pBoom) };
  }

  /**
   * P(at least one of these wires answers to one of the values), exact: from the solve's runs when
   * the wires lie on one stand and one kind of theirs answers, else by one more solver pass.
   */
  pAnyOf(targets: readonly WireRef[], values: readonly Announce[]): number {
    if (targets.length === 0) return 0;
    const matching = (k: KindKey) => values.includes(kindValue(this.view, k) as Announce);
    const none = this.noneFromRuns(targets, matching) ?? this.pGiven(targets, matching, 'deny');
    return clamp(1 - none);
  }

  /** P(none of the targets holds a kind passing `keys`) from the runs; null if they cannot say. */
  private noneFromRuns(
    targets: readonly WireRef[],
    keys: (key: KindKey) => boolean,
  ): number | null {
    const stand = this.standOf(targets[0]!);
    if (targets.some((t) => this.standOf(t) !== stand)) return null;
    const kinds = new Set(targets.flatMap((t) => Object.keys(this.probsAt(t)).filter(keys)));
    if (kinds.size === 0) return 1;
    if (kinds.size > 1) return null;
    const slots = targets.map((t) => t.index);
    return pNone(this.solution, stand, slots, [...kinds][0]!);
  }

  /** P(every one of these wires is red or acts as red), exact by conditioning (one solver pass). */
  pAllRed(targets: readonly WireRef[]): number {
    return this.pAllOf(targets, 'red');
  }

  /** P(every one of these wires answers to `value`), exact by conditioning (one solver pass). */
  pAllOf(targets: readonly WireRef[], value: GameValue): number {
    if (targets.length === 0) return 1;
    return clamp(this.pGiven(targets, (k) => kindValue(this.view, k) === value, 'allow'));
  }

  /** P(each target's kind passes `keys` (allow), or none does (deny)): one pass, unclamped. */
  private pGiven(
    targets: readonly WireRef[],
    keys: (key: KindKey) => boolean,
    mode: 'allow' | 'deny',
  ): number {
    const restrictions = targets.map((ref) => ({
      stand: this.standOf(ref),
      slot: ref.index,
      [mode]: Object.keys(this.probsAt(ref)).filter(keys),
    }));
    return conditionalProbability(this.position, restrictions, this.weight);
  }

  /** The same odds assuming the targets independent (a cheap first ranking). */
  detectorOddsApprox(
    targets: readonly WireRef[],
    values: readonly Announce[],
  ): { pS: number; pBoom: number } {
    let none = 1;
    let boom = 1;
    for (const t of targets) {
      none *= 1 - this.pMatch(t, values);
      boom *= this.pDeadly(t, values);
    }
    return { pS: clamp(1 - none), pBoom: clamp(boom) };
  }
}

const clamp = (p: number): number => (Number.isFinite(p) ? Math.min(1, Math.max(0, p)) : 0);

// ---------------------------------------------------------------- facts about one's own hand

export interface OwnWire {
  readonly ref: WireRef;
  readonly printed: number;
  readonly info: boolean;
}

/** The seat's own uncut wires, stand by stand, left to right. */
export function ownUncut(view: SeatView): OwnWire[] {
  const seat = seatOf(view);
  return view.stands
    .filter((s) => s.seat === seat)
    .flatMap((s) =>
      s.wires.flatMap((w, index) =>
        w.cut || w.printed === null
          ? []
          : [{ ref: { seat, stand: s.stand, index }, printed: w.printed, info: w.info !== null }],
      ),
    );
}

/** How many uncut wires of each announceable value the seat holds. */
export function ownCounts(view: SeatView): Map<Announce, number> {
  const counts = new Map<Announce, number>();
  for (const w of ownUncut(view)) {
    const v = gameValueIn(view, w.printed);
    if (v === 'red') continue;
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return counts;
}

/** Uncut wires of teammates, for any seat's view. */
export function teammateUncut(view: SeatView): WireRef[] {
  const seat = seatOf(view);
  return view.stands
    .filter((s) => s.seat !== seat)
    .flatMap((s) =>
      s.wires.flatMap((w, index) => (w.cut ? [] : [{ seat: s.seat, stand: s.stand, index }])),
    );
}

export const isRedPrinted = (printed: number): boolean => colourOf(printed) === 'red';

/** Seats in clockwise order after `from`. */
export const seatsAfter = (players: number, from: number): number[] =>
  Array.from({ length: players }, (_, i) => (from + 1 + i) % players);
