/**
 * Missions 22 and 27: info tokens put beside a stand at setup (values the seat does not hold) and
 * the tokens handed out once the first two yellow wires are cut (given to the left neighbour from
 * the supply, or taken from a line drawn face up), read from the mission's rules and the view.
 */
import {
  colourOf,
  gameValueWith,
  missionById,
  ruleOf,
  type InfoValue,
  type MissionId,
  type Seat,
  type SeatView,
} from '@bomb-busters/engine/data';

/** How the mission hands tokens out: each gives one from the supply, or takes one from a line. */
export const handoutHow = (mission: MissionId): 'give' | 'draft' | null => {
  const def = missionById(mission);
  return (def && ruleOf(def, 'tokenHandout')?.how) ?? null;
};

/** How many tokens each seat puts beside its stand at setup (mission 22), or null. */
export const besideTokens = (mission: MissionId): number | null => {
  const def = missionById(mission);
  return (def && ruleOf(def, 'negativeTokens')?.tokens) ?? null;
};

/** The yellow wires the handout waits for. */
export const HANDOUT_YELLOWS = 2;

export interface HandoutNow {
  readonly how: 'give' | 'draft';
  /** Yellow wires cut so far (the handout begins at two). */
  readonly yellowCut: number;
  /** The handout has begun. */
  readonly begun: boolean;
  /** The drawn tokens still in the line (draft). */
  readonly line: readonly InfoValue[];
  /** Tokens are still being taken or placed. */
  readonly running: boolean;
}

type HandoutView = Pick<SeatView, 'mission' | 'handout' | 'stands' | 'pending' | 'players'>;

/** The handout now; null when the mission has none. */
export function handoutNow(view: HandoutView): HandoutNow | null {
  const how = handoutHow(view.mission);
  if (!how || !view.handout) return null;
  const yellowCut = view.stands
    .flatMap((s) => s.wires)
    .filter((w) => w.cut && w.printed !== null && colourOf(w.printed) === 'yellow').length;
  const kind = view.pending?.kind;
  return {
    how,
    yellowCut: Math.min(yellowCut, HANDOUT_YELLOWS),
    begun: view.handout.done,
    line: view.handout.line,
    running:
      view.handout.done &&
      (view.handout.line.length > 0 || kind === 'takeToken' || kind === 'placeToken'),
  };
}

/**
 * The view tells a pending choice's kind, seat and (to that seat) options only; what else the
 * handout's choices mean is read from the mission and the public log.
 */
type PendingFacts = Pick<
  SeatView,
  'pending' | 'viewer' | 'mission' | 'players' | 'log' | 'stands' | 'infoBeside' | 'redValues'
>;

/** Who gets the token `seat` takes: its left neighbour (mission 22), or itself (27). */
export const tokenFor = (view: Pick<SeatView, 'mission' | 'players'>, seat: Seat): Seat =>
  handoutHow(view.mission) === 'give' ? (seat + 1) % view.players : seat;

/**
 * The value of the token the pending `placeToken` places: on the seat's own options' wires (the
 * seat sees them), else the last token taken for that seat (public).
 */
export function placeTokenValue(view: PendingFacts): InfoValue | null {
  const { pending } = view;
  if (pending?.kind !== 'placeToken') return null;
  const first = pending.options?.[0];
  if (typeof first === 'object') {
    const stand = view.stands.find((s) => s.seat === first.seat && s.stand === first.stand);
    const printed = stand?.wires[first.index]?.printed;
    if (typeof printed === 'number') {
      const value = gameValueWith(printed, view.redValues);
      if (typeof value === 'number' || value === 'yellow') return value;
    }
  }
  const taken = view.log.findLast((e) => e.type === 'tokenTaken' && e.to === pending.seat);
  return taken?.type === 'tokenTaken' ? taken.value : null;
}

/**
 * Which stand the pending `besideToken` puts its token beside: the seat's tokens go one per
 * stand in order (the engine skips a token only when no value is left, and then the next too).
 */
export function besideStandOf(view: PendingFacts, seat: Seat): number {
  const placed = view.infoBeside.filter((b) => b.seat === seat).length;
  const stands = view.stands.filter((s) => s.seat === seat).length || 1;
  const tokens = besideTokens(view.mission) ?? 1;
  return Math.min(stands - 1, Math.floor((placed * stands) / tokens));
}

/**
 * The seat's own choice of a token to put beside its stand (mission 22's setup): which of its
 * tokens this is, out of how many, and the stand's letter when it has two.
 */
export function besideChoice(
  view: PendingFacts,
): { n: number; total: number; letter: string | null } | null {
  const { pending } = view;
  if (pending?.kind !== 'besideToken' || pending.seat !== view.viewer) return null;
  const placed = view.infoBeside.filter((b) => b.seat === view.viewer).length;
  const total = besideTokens(view.mission) ?? placed + 1;
  const stands = view.stands.filter((s) => s.seat === view.viewer).length;
  const stand = besideStandOf(view, view.viewer);
  return {
    n: placed + 1,
    total: Math.max(total, placed + 1),
    letter: stands > 1 ? String.fromCharCode(65 + stand) : null,
  };
}

/**
 * The token the viewer places now (the pending `placeToken`): its value, and who gave it (mission
 * 22) or null when the viewer took it from the line itself (27).
 */
export function tokenToPlace(view: PendingFacts): { value: InfoValue; from: Seat | null } | null {
  const { pending } = view;
  if (pending?.kind !== 'placeToken' || pending.seat !== view.viewer) return null;
  const value = placeTokenValue(view);
  if (value === null) return null;
  const taken = view.log.findLast((e) => e.type === 'tokenTaken' && e.to === view.viewer);
  const from = taken?.type === 'tokenTaken' && taken.seat !== view.viewer ? taken.seat : null;
  return { value, from };
}

/** A token beside a stand: set there at setup, or later, when a handed-out one matched nothing. */
export interface BesideToken {
  readonly value: InfoValue;
  readonly when: 'setup' | 'later';
}

/**
 * The tokens lying beside one stand: those put beside it (mission 22's setup names the stand),
 * and on a seat's first stand those with no stand (drawn at random in 13, handed out in 22, 27).
 */
export function besideStand(
  view: Pick<SeatView, 'infoBeside' | 'handout'>,
  seat: Seat,
  stand: number,
): BesideToken[] {
  return view.infoBeside
    .filter((b) => b.seat === seat && (b.stand ?? 0) === stand)
    .map((b) => ({
      value: b.value,
      when: b.stand === undefined && view.handout ? 'later' : 'setup',
    }));
}
