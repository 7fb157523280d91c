/**
 * Mission 18's designated cutter, read from the view: this turn's Number card, what the General
 * Radar answered for it, who the active seat may name and who was named, and the cards turned
 * before. The mission is recognised by its rule fact, never by its number.
 */
import {
  missionById,
  ruleOf,
  type GameEvent,
  type Seat,
  type SeatView,
} from '@bomb-busters/engine/data';

export type DesignationView = Pick<
  SeatView,
  'mission' | 'radarTurn' | 'activeSeat' | 'log' | 'status' | 'pending' | 'viewer' | 'validated'
>;

export interface RadarAnswer {
  readonly seat: Seat;
  /** One answer per stand: does it hold an uncut wire of the value? */
  readonly stands: readonly boolean[];
  /** Any stand said yes: the seat may be named. */
  readonly yes: boolean;
}

export interface TurnNow {
  /** Whose turn it is: turns the card and names the cutter. */
  readonly chooser: Seat;
  /** This turn's Number card; null on a turn of red wires revealed, or with no card left. */
  readonly number: number | null;
  /**
   * No Number card is left (every blue value validated, only Pro Kit stars and reds remain): an
   * ordinary turn, not one of red wires revealed.
   */
  readonly noCardLeft: boolean;
  /** The radar's answers to this turn's card, seat by seat (empty before it is asked). */
  readonly answers: readonly RadarAnswer[];
  /** Who must cut the card's value, once named. */
  readonly designee: Seat | null;
  /** The cards turned on earlier turns, face up. */
  readonly discard: readonly number[];
}

export const hasDesignatedCutter = (view: Pick<SeatView, 'mission'>): boolean => {
  const def = missionById(view.mission);
  return !!def && ruleOf(def, 'designatedCutter') !== undefined;
};

/**
 * The radar event that opened this turn: the first one after the last `turn` event (a General
 * Radar used later in the turn asks about another value and comes after it).
 */
function turnRadar(log: readonly GameEvent[], value: number) {
  const start = log.findLastIndex((e) => e.type === 'turn');
  const found = log
    .slice(start + 1)
    .find((e): e is Extract<GameEvent, { type: 'radar' }> => e.type === 'radar');
  return found?.value === value ? found : undefined;
}

/** The turn as mission 18 plays it; null in any other mission or once the game is over. */
export function turnNow(view: DesignationView): TurnNow | null {
  const radar = view.radarTurn;
  if (!radar || !hasDesignatedCutter(view) || view.status !== 'playing') return null;
  const event = radar.number === null ? undefined : turnRadar(view.log, radar.number);
  const answers = (event?.answers ?? []).map((stands, seat) => ({
    seat,
    stands,
    yes: stands.some(Boolean),
  }));
  return {
    chooser: view.activeSeat,
    number: radar.number,
    noCardLeft: radar.number === null && view.validated.length >= 12,
    answers,
    designee: radar.designee,
    discard: radar.discard,
  };
}

/** The seat that takes this turn's action: the designee once named, else the active seat. */
export const actingSeat = (view: Pick<SeatView, 'radarTurn' | 'activeSeat'>): Seat =>
  view.radarTurn?.designee ?? view.activeSeat;

/** The value this seat must cut now because it was named (null: it was not). */
export function designatedValue(view: DesignationView): number | null {
  const now = turnNow(view);
  return now && now.designee !== null && now.designee === view.viewer ? now.number : null;
}
