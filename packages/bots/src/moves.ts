/** Turn actions as the bots see them: which are cuts, their odds, and the safe ways to pass. */
import {
  missionById,
  ruleOf,
  type Action,
  type Announce,
  type DualCutAction,
  type SeatView,
  type WireRef,
} from '@bomb-busters/engine';
import { best, seatOf } from './bot.js';
import { CERTAIN, ownCounts, seatsAfter, type Analysis } from './analysis.js';
import { sheetOutcome } from './grid.js';

export type SimpleCut = DualCutAction & {
  readonly target: { seat: number; stand: number; index: number };
};
export type SoloCut = Extract<Action, { type: 'soloCut' }>;

export const isSimpleCut = (a: Action): a is SimpleCut =>
  a.type === 'dualCut' && a.detector === undefined && !Array.isArray(a.value);

export const valuesOf = (a: DualCutAction): Announce[] =>
  Array.isArray(a.value) ? [...(a.value as readonly Announce[])] : [a.value as Announce];

/** A cut's odds: success, explosion, and a plain failure (one notch). */
export interface Odds {
  readonly pS: number;
  readonly pBoom: number;
  readonly pFail: number;
  /** Success loses the game through the mission sheet (Balancing on the Wire). */
  readonly fatal: boolean;
  /** Notches toward the skull that a success costs through the sheet (negative: back). */
  readonly delta: number;
}

/** Sheet outcomes of one pair per value, computed once per view (many cuts share a value). */
type SheetOutcome = ReturnType<typeof sheetOutcome>;
const sheetCache = new WeakMap<SeatView, Map<Announce, SheetOutcome>>();
function sheetOf(view: SeatView, value: Announce): SheetOutcome {
  let byValue = sheetCache.get(view);
  if (!byValue) {
    byValue = new Map<Announce, SheetOutcome>();
    sheetCache.set(view, byValue);
  }
  let outcome = byValue.get(value);
  if (!outcome) {
    outcome = sheetOutcome(view, value, 1);
    byValue.set(value, outcome);
  }
  return outcome;
}

/** A failed dual cut by this seat loses the game (the Captain: mission 14's rookie, 28's Careless). */
export function failedCutLoses(view: SeatView): boolean {
  const mission = missionById(view.mission);
  const rule = mission && ruleOf(mission, 'captain');
  return rule?.failedDualCutExplodes === true && seatOf(view) === view.captain;
}

export function oddsOf(
  view: SeatView,
  pS: number,
  pBoom: number,
  values: readonly Announce[],
): Odds {
  // With two values (X or Y Ray) the sheet outcome depends on which; take the worse.
  const sheets = values.map((v) => sheetOf(view, v));
  const fatal = sheets.some((s) => s.fatal);
  const delta = Math.max(...sheets.map((s) => s.delta));
  // For a seat whose failed dual cut loses the game, every failure is an explosion.
  if (failedCutLoses(view)) return { pS, pBoom: Math.max(0, 1 - pS), pFail: 0, fatal, delta };
  return { pS, pBoom, pFail: Math.max(0, 1 - pS - pBoom), fatal, delta };
}

export function simpleOdds(view: SeatView, analysis: Analysis, cut: SimpleCut): Odds {
  const values = valuesOf(cut);
  const pMatch = analysis.pMatch(cut.target, values);
  const pDeadly = analysis.pDeadly(cut.target, values);
  const turned = guessed(view, cut);
  if (!turned) return oddsOf(view, pMatch, pDeadly, values);
  // Mission 38: naming one's own turned wire is a guess; a right target with a wrong guess
  // explodes. The solver gives the joint chance (the turned wire is a hidden slot of this stand).
  const pS = analysis.pAllOf([cut.target, turned], values[0] as Announce);
  return oddsOf(view, pS, Math.min(1, pDeadly + Math.max(0, pMatch - pS)), values);
}

/** The seat's own turned wire that a dual cut names as its own wire (mission 38), if any. */
export function guessed(view: SeatView, cut: DualCutAction): WireRef | undefined {
  const own = [cut.own ?? []].flat();
  return own.find(
    (ref) =>
      view.stands.find((s) => s.seat === ref.seat && s.stand === ref.stand)?.wires[ref.index]
        ?.turned,
  );
}

/**
 * Reveal Red when it is safe: always, but for a seat holding its turned wire (mission 38), which
 * it reveals too, only when the solver is certain that wire is red.
 */
export function safeReveal(
  view: SeatView,
  legal: readonly Action[],
  analysis: () => Analysis,
): Action | undefined {
  const reveal = legal.find((a) => a.type === 'revealRed');
  if (!reveal) return undefined;
  const seat = seatOf(view);
  const turned = view.stands.flatMap((s) =>
    s.seat === seat
      ? s.wires.flatMap((w, index) => (w.turned && !w.cut ? [{ seat, stand: s.stand, index }] : []))
      : [],
  );
  return turned.length === 0 || analysis().pAllRed(turned) >= CERTAIN ? reveal : undefined;
}

/** Solo cuts that do not lose through the sheet. */
export function safeSoloCuts(view: SeatView, legal: readonly Action[]): SoloCut[] {
  const counts = ownCounts(view);
  return legal.filter(
    (a): a is SoloCut =>
      a.type === 'soloCut' &&
      // A guess at one's turned wire (mission 38) is never safe.
      !a.turned &&
      !sheetOutcome(view, a.value, (counts.get(a.value) ?? 0) >= 4 ? 2 : 1).fatal,
  );
}

/**
 * A way to spend the turn without cutting, for a seat that cannot (or will not) cut: a coffee of
 * the sheet naming the next seat clockwise, else the stuck rule.
 */
export function passTurn(
  view: SeatView,
  legal: readonly Action[],
  withMug = false,
): Action | undefined {
  const seat = seatOf(view);
  const order = seatsAfter(view.players, seat);
  const rank = (next: number) => order.length - order.indexOf(next);
  const coffees = legal.filter(
    (a) => a.type === 'coffee' || (withMug && a.type === 'equipment' && a.card === 11),
  );
  const coffee = best(
    coffees,
    (a) => ('next' in a ? rank(a.next) : 0) + (a.type === 'coffee' ? 100 : 0),
    view,
    'coffee',
  );
  if (coffee) return coffee;
  return legal.find((a) => a.type === 'stuck');
}

/**
 * A turn nobody holds: the seat asked to move says "Snip!" and takes it (mission 10), or says
 * "Ta-da!" after its cut so that play goes on (42). Bots never wait for a teammate to claim, and
 * never see the server's `timeUp` (no seat's legal action).
 */
export const claimTurn = (legal: readonly Action[]): Action | undefined =>
  legal.find((a) => a.type === 'snip' || a.type === 'taDa');

/** Anything legal that is not a needless card: the last resort, so a bot never stalls. */
export function fallback(view: SeatView, legal: readonly Action[]): Action {
  const plain = legal.filter((a) => a.type !== 'equipment');
  const pool = plain.length > 0 ? plain : legal;
  const first = pool[0];
  if (!first) throw new Error(`Seat ${String(view.viewer)} was asked to act with no legal action.`);
  return first;
}
