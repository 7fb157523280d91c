/**
 * Mission 30 (Speed Mission!) at the table, pure: the Number-card window its timeline has open
 * (its wires cut of the two needed, when it is checked, what a miss costs and a hit earns), the
 * windows judged, the mime round, the three values with their wires cut, the yellow sweep and what
 * comes next; when, from the clock the server sends (mission-clock.ts). The engine's timeline is
 * the one truth: nothing here decides a window.
 */
import {
  missionClock,
  TABLE_CUES,
  type TableCue,
  type Clock,
  type EquipmentCard,
  type GameEvent,
  type Seat,
  type SeatView,
} from '@bomb-busters/engine/data';
import { ALL_FOUR } from './face-down';
import { secondsOnClock, type HeldClock } from './mission-clock';
import { cutWires } from './sequence';
import { describeEvent, equipmentName, seatName, type Phrase } from './words';

export type Cue = Clock['cues'][number];
/** A cue of the speed rounds: not one of mission 42's table events. */
export type SpeedCue = Exclude<Cue, { readonly cue: TableCue }>;
export type CueKind = Cue['cue'];
const isSpeedCue = (cue: Cue): cue is SpeedCue =>
  !(TABLE_CUES as readonly string[]).includes(cue.cue);
export type CheckCue = Extract<Cue, { cue: 'check' }>;
export type WindowMiss = CheckCue['miss'];
export type WindowHit = CheckCue['hit'];
export type SpeedState = NonNullable<SeatView['speed']>;

/** A window is made once this many wires of its value are cut, earlier cuts included. */
export const NEEDED = 2;

export { ALL_FOUR };

type SpeedView = Pick<
  SeatView,
  'mission' | 'players' | 'speed' | 'stands' | 'together' | 'activeSeat' | 'equipment' | 'status'
>;

export interface OpenWindow {
  /** The Number card turned up. */
  readonly number: number;
  /** Its value's wires cut so far, on every stand. */
  readonly cut: number;
  /** At least two cut: the check will find it made. */
  readonly made: boolean;
  /** Its check: when (seconds after play starts), what a miss costs, what a hit earns. */
  readonly check: CheckCue | null;
  /** How long the window lasts, from its draw to its check (seconds). */
  readonly length: number | null;
  /** The equipment card a discarding miss would take now: the lowest on the board. */
  readonly discard: EquipmentCard | null;
}

export interface ThreeNow {
  /** The three values, each with its wires cut out of four. */
  readonly values: readonly { readonly number: number; readonly cut: number }[];
  /** Every wire of them is cut: any value may be cut again. */
  readonly done: boolean;
  /** Their check (seconds after play starts): wires still left then explode the bomb. */
  readonly checkAt: number | null;
}

export interface SpeedNow {
  readonly window: OpenWindow | null;
  /** The windows judged so far, made or missed, in order. */
  readonly rounds: SpeedState['rounds'];
  /** A missed window silenced the chat until the next check: signals only. */
  readonly mime: boolean;
  readonly three: ThreeNow | null;
  /** The yellow sweep is called and not yet done: the seat whose turn action it is. */
  readonly sweep: Seat | null;
  /** The next timed event still to come (the open window's check aside), or null. */
  readonly next: SpeedCue | null;
  /** Windows are still to open. */
  readonly windowsLeft: boolean;
}

const timelineOf = (view: Pick<SeatView, 'mission' | 'players'>): Clock | null =>
  missionClock(view.mission, view.players);

/** Lowest number first, the False Bottom (no number) last: the engine's order for a discard. */
const rank = (card: EquipmentCard): number => (typeof card === 'number' ? card : 13);

/** The face-up equipment card a missed discarding window would take now, or null for none. */
export function lowestEquipment(equipment: SeatView['equipment']): EquipmentCard | null {
  const up = equipment.flatMap((slot) =>
    slot.card !== null && (slot.state === 'locked' || slot.state === 'available')
      ? [slot.card]
      : [],
  );
  return up.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** The first cue of `kind` from index `from` on, with its index; null when none is left. */
function cueFrom(cues: readonly Cue[], from: number, kind: CueKind) {
  const index = cues.findIndex((c, i) => i >= from && c.cue === kind);
  const cue = cues[index];
  return cue ? { cue, index } : null;
}

/** The window open now: its card, its cut wires, its check and what that will do. */
function openWindow(view: SpeedView, speed: SpeedState, cues: readonly Cue[]): OpenWindow | null {
  const number = speed.target;
  if (number === null) return null;
  const found = cueFrom(cues, speed.next, 'check');
  const check = found?.cue.cue === 'check' ? found.cue : null;
  const draw = cues.slice(0, speed.next).findLast((c) => c.cue === 'draw');
  const cut = cutWires(view.stands, number);
  return {
    number,
    cut,
    made: cut >= NEEDED,
    check,
    length: check && draw ? check.at - draw.at : null,
    discard: lowestEquipment(view.equipment),
  };
}

function threeNow(view: SpeedView, speed: SpeedState, cues: readonly Cue[]): ThreeNow | null {
  if (!speed.three) return null;
  const check = speed.threeCut ? null : cueFrom(cues, speed.next, 'threeValuesCheck');
  return {
    values: speed.three.map((number) => ({ number, cut: cutWires(view.stands, number) })),
    done: speed.threeCut,
    checkAt: check?.cue.at ?? null,
  };
}

/** Mission 30's timeline at the table now; null in any other mission (or before the deal). */
export function speedNow(view: SpeedView): SpeedNow | null {
  const speed = view.speed;
  const timeline = timelineOf(view);
  if (!speed || !timeline) return null;
  const { cues } = timeline;
  const window = openWindow(view, speed, cues);
  const sweeping = view.together?.number === 'yellow' && !view.together.done;
  const later = cues.slice(speed.next);
  return {
    window,
    rounds: speed.rounds,
    mime: speed.mime,
    three: threeNow(view, speed, cues),
    sweep: sweeping && view.status === 'playing' ? view.activeSeat : null,
    next: later.filter(isSpeedCue).find((c) => c !== window?.check) ?? null,
    windowsLeft: later.some((c) => c.cue === 'draw'),
  };
}

/**
 * The values only which may be cut now: the three turned up, until every wire of them is cut;
 * null when no such rule holds.
 */
export const threeValuesNow = (view: Pick<SeatView, 'speed'>): readonly number[] | null =>
  view.speed?.three && !view.speed.threeCut ? view.speed.three : null;

/**
 * Seconds of play at local time `now` (the timeline's times count from play start): the time
 * up less the clock's time left, as the latest moment reached says. Null before play starts.
 */
export function elapsedOf(clock: HeldClock, timeline: Clock, now: number): number | null {
  const moment = timeline.moments[clock.moment];
  if (!moment) return null;
  return moment.at + moment.left - secondsOnClock(clock, now);
}

/** Whole seconds until `at`, counted up ("1" until it is reached), never below 0. */
export const secondsUntil = (at: number, elapsed: number): number =>
  Math.max(0, Math.ceil(at - elapsed - 1e-9));

/** What a missed window costs, in words; the discard names the card it would take now. */
export function missPhrase(miss: WindowMiss, discard: EquipmentCard | null = null): Phrase {
  if (miss !== 'discardEquipment') return { key: `speed.miss.${miss}`, params: {} };
  return discard === null
    ? { key: 'speed.miss.discardNone', params: {} }
    : {
        key: 'speed.miss.discard',
        params: { card: discard },
        parts: { card: equipmentName(discard) },
      };
}

/** What a made window earns, in words. */
export const hitPhrase = (hit: WindowHit): Phrase => ({ key: `speed.hit.${hit}`, params: {} });

/** What the open window asks for, or that it is made. */
export const goalPhrase = (w: OpenWindow): Phrase =>
  w.made
    ? { key: 'speed.window.madeText', params: { cut: w.cut, number: w.number } }
    : { key: 'speed.window.goal', params: { needed: NEEDED, number: w.number } };

/** A window judged: "Number card 5: made". */
export const roundPhrase = (round: SpeedState['rounds'][number]): Phrase => ({
  key: round.hit ? 'speed.round.made' : 'speed.round.missed',
  params: { number: round.number },
});

/** The three values' rule while it holds (`values`: them as a list), or that it is over. */
export const threePhrase = (three: ThreeNow, values: string): Phrase =>
  three.done
    ? { key: 'speed.three.done', params: {} }
    : { key: 'speed.three.rule', params: { values } };

/** Who must do the yellow sweep: the viewer, or a teammate by name. */
export const sweepPhrase = (
  seat: Seat,
  viewer: SeatView['viewer'],
  names: readonly string[],
): Phrase =>
  seat === viewer
    ? { key: 'speed.sweep.you', params: {} }
    : { key: 'speed.sweep.other', params: { name: seatName(names, seat) } };

/** What a timed event still to come will do, in words. */
export const nextPhrase = (cue: SpeedCue): Phrase => ({
  key: `speed.next.${cue.cue}`,
  params: {},
});

/**
 * The events of a timeline that the table announces: mission 30's (and the three values' end), and
 * mission 42's table events.
 */
const ANNOUNCED = new Set<GameEvent['type']>([
  'listening',
  'pairRestored',
  'seatsChanged',
  'cutSwapped',
  'cutRemoved',
  'validationReturned',
  'taDaRound',
  'taDaMissed',
  'boing',
  'cueSkipped',
  'windowOpened',
  'windowClosed',
  'equipmentDiscarded',
  'numberHeld',
  'yellowCounts',
  'threeValues',
  'threeValuesCut',
  'yellowSweep',
]);

/** Of an update's events, those to announce: written in the live region and spoken. */
export const speedNews = (events: readonly GameEvent[]): GameEvent[] =>
  events.filter((e) => ANNOUNCED.has(e.type));

/**
 * The announcement of an update's timed events, as the log words them, except where the timeline
 * says more: a window's length as it opens, and what its miss cost as it closes (the card
 * discarded said with it). `cue`: the index of the cue enacted in `view`'s timeline.
 */
export function announcement(
  events: readonly GameEvent[],
  cue: number,
  view: Pick<SeatView, 'mission' | 'players'>,
  names: readonly string[],
): Phrase[] {
  const cues = timelineOf(view)?.cues ?? [];
  const enacted = cues[cue];
  const news = speedNews(events);
  const discarded = news.find((e) => e.type === 'equipmentDiscarded')?.card ?? null;
  return news.flatMap((event): Phrase[] => {
    if (event.type === 'windowOpened' && event.cut < NEEDED && enacted?.cue === 'draw') {
      const check = cueFrom(cues, cue, 'check');
      const seconds = check ? check.cue.at - enacted.at : null;
      if (seconds !== null)
        return [{ key: 'speed.say.window', params: { number: event.number, seconds } }];
    }
    if (event.type === 'windowClosed' && !event.hit && enacted?.cue === 'check') {
      const cost = missPhrase(enacted.miss, discarded);
      const params = { number: event.number, cost: enacted.miss };
      return [{ key: 'speed.say.missed', params, parts: { cost } }];
    }
    // The missed window's line already says what it cost.
    if (
      (event.type === 'equipmentDiscarded' || event.type === 'mimeRound') &&
      enacted?.cue === 'check'
    )
      return [];
    return [describeEvent(event, names)];
  });
}
