/**
 * The one place that decides what a seat sees. A seat sees its own wires and every public fact;
 * never a teammate's hidden wire, the set-aside "x of y" wires, the RNG state, the equipment pile,
 * a face-down equipment card or the Number deck.
 * Events go through the same filter. When the game is over every hand is shown.
 */
import { EQUIPMENT_TIMING } from './equipment-cards.js';
import { turnActor } from './guards.js';
import { isClosedX } from './hands.js';
import { missionOpenTurn, missionRedValues, missionZones } from './missions/ask.js';
import type { GridState } from './missions/grid.js';
import type { EquipmentNumber } from './missions/modules/equipment-numbers.js';
import type { RadarTurn } from './missions/modules/designated-cutter.js';
import type { SequenceState } from './missions/modules/sequence.js';
import type { SnipState } from './missions/modules/snip.js';
import type { HandoutState } from './missions/modules/token-handout.js';
import type { NumberPickState } from './missions/modules/number-pick.js';
import type { NumberHandsView } from './missions/modules/number-hands.js';
import type { ConstraintsView } from './missions/modules/constraints.js';
import type { DealtNumbersView } from './missions/modules/equipment-deck.js';
import type { Zones } from './missions/rules.js';
import type { TogetherState } from './missions/modules/cut-together.js';
import type { SpeedState } from './missions/modules/speed-rounds.js';
import type { TimelineState } from './missions/modules/table-events.js';
import type {
  Character,
  Dial,
  EquipmentSlot,
  EquipmentState,
  GameEvent,
  GameOptions,
  GameState,
  InfoBeside,
  InfoToken,
  LabelKind,
  LossCause,
  Marker,
  MissionId,
  Pending,
  PendingKind,
  Seat,
  StandRef,
  Status,
  TurnState,
} from './types.js';
import type { Printed } from './wire.js';

export type Viewer = Seat | 'spectator';

export interface WireView {
  /** null: face down, unknown to this viewer. */
  readonly printed: Printed | null;
  readonly cut: boolean;
  readonly info: InfoToken | null;
  readonly labelRight: LabelKind | null;
  /** An X wire (missions 20, 35): its X token is public. */
  readonly x?: true;
  /** An X wire nobody may cut yet (mission 35: until every yellow wire is cut). */
  readonly closed?: true;
  /** A turned wire (mission 38): public; its value is shown to everyone but its owner. */
  readonly turned?: true;
  /** A cut wire swapped in from another stand (mission 42): out of its stand's order. */
  readonly moved?: true;
  /** A cut wire taken off the table (mission 42): its slot is shown empty. */
  readonly gone?: true;
}

/** A character card as a seat sees it: a face-down one's card only to its holder. */
export type CharacterView = Omit<Character, 'card'> & { readonly card: Character['card'] | null };

export interface StandView {
  readonly seat: Seat;
  readonly stand: number;
  readonly wires: readonly WireView[];
}

/** An equipment card as a seat sees it: of a face-down card, only that it is there. */
export type EquipmentSlotView =
  EquipmentSlot | { readonly card: null; readonly state: Extract<EquipmentState, 'faceDown'> };

/** Who must decide, and the options only for the seat deciding. */
export type PendingView = {
  readonly seat: Seat;
  readonly kind: PendingKind;
  readonly options?: Pending['options'];
};

export interface SeatView {
  readonly viewer: Viewer;
  readonly mission: MissionId;
  readonly players: number;
  readonly captain: Seat;
  readonly options: GameOptions;
  readonly status: Status;
  readonly lossCause: LossCause | null;
  /** The host paused the game (no move is legal until it resumes). */
  readonly paused: boolean;
  readonly activeSeat: Seat;
  readonly turn: TurnState;
  readonly dial: Dial;
  readonly stands: readonly StandView[];
  readonly markers: readonly Marker[];
  readonly validated: readonly number[];
  readonly equipment: readonly EquipmentSlotView[];
  /** A face-down character card (34) shows its `card` only to its holder: the others see null. */
  readonly characters: readonly CharacterView[];
  readonly pending: PendingView | null;
  /** Seats that may act now (from public facts only). */
  readonly mayAct: readonly Seat[];
  readonly grid: GridState | null;
  /** The sequence card and its face-up Number cards (the face-down Number deck is never shown). */
  readonly sequence: SequenceState | null;
  /** The face-up Number cards lying on equipment cards (mission 12). */
  readonly equipmentNumbers: readonly EquipmentNumber[];
  /** Blue values whose wires act as red (mission 11's face-up Number card). */
  readonly redValues: readonly number[];
  /** Info tokens lying beside a seat's stands: it holds no wire of that value. */
  readonly infoBeside: readonly InfoBeside[];
  /** The face-up Number card whose four wires turn a face-down equipment card over. */
  readonly rewardNumber: number | null;
  /** This turn's Number card and who must cut its value; the cards turned so far (mission 18). */
  readonly radarTurn: RadarTurn | null;
  /** Mission 10: whether nobody holds the turn, and who took the last one. */
  readonly snip: SnipState | null;
  /** Mission 23: the Number card whose four wires leave only together, and whether they did. */
  readonly together: TogetherState | null;
  /** Mission 23: how many equipment cards the face-down deck still holds (never which). */
  readonly equipmentDeck: number | null;
  /** How many cards the face-down Number deck holds (never which); 39's deck of eight shrinks each round. */
  readonly numberCardsLeft: number;
  /** Mission 39: the Number cards dealt once the noble wires are cut, the viewer's own (others: how many). */
  readonly dealtNumbers: DealtNumbersView | null;
  /** Mission 26: the face-up and face-down Number cards, and the one this turn turned down. */
  readonly numberPick: NumberPickState | null;
  /** Missions 22, 27: whether the token handout took place, and the drawn line still there. */
  readonly handout: HandoutState | null;
  /** Mission 29: the viewer's own Number cards, the others' and the deck's sizes, the laid card. */
  readonly numberHands: NumberHandsView | null;
  /** Missions 31, 32, 34, 37: each seat's constraint card (34's secret ones to their holders), the shared one, the deck's size. */
  readonly constraints: ConstraintsView | null;
  /** Mission 30: the timeline's next cue, the open window, the windows judged, the three values. */
  readonly speed: SpeedState | null;
  /** Mission 42's timeline: its next cue, the listening time, the "ta-da" round (all public). */
  readonly timeline: TimelineState | null;
  readonly log: readonly GameEvent[];
  readonly version: number;
}

export const isOver = (state: GameState): boolean =>
  state.status === 'won' || state.status === 'lost';

export function viewFor(state: GameState, viewer: Viewer): SeatView {
  const reveal = isOver(state);
  const parts = Object.fromEntries(
    VIEW_PARTS.map((part) => [part, PART_OF[part](state, viewer, reveal)]),
  ) as Pick<SeatView, ViewPart>;
  return {
    viewer,
    ...parts,
    stands: viewStands(state, viewer, reveal),
    log: eventsFor(state.log, viewer, reveal),
    version: state.version,
  };
}

/** Every stand as `viewer` sees it, seat by seat. */
export const viewStands = (state: GameState, viewer: Viewer, reveal: boolean): StandView[] =>
  state.hands.flatMap((stands, seat) =>
    stands.map((_, stand) => standView(state, { seat, stand }, viewer, reveal)),
  );

/** One stand as `viewer` sees it; `reveal` once the game is over. */
export function standView(
  state: GameState,
  { seat, stand }: StandRef,
  viewer: Viewer,
  reveal = isOver(state),
): StandView {
  const wires = state.hands[seat]?.[stand] ?? [];
  return {
    seat,
    stand,
    wires: wires.map((w) => ({
      // A turned wire faces away from its owner, towards everyone else.
      printed: w.cut || reveal || (seat === viewer) !== (w.turned === true) ? w.printed : null,
      cut: w.cut,
      info: w.info,
      labelRight: w.labelRight,
      ...(w.x ? { x: true as const } : {}),
      ...(isClosedX(state, w) ? { closed: true as const } : {}),
      ...(w.turned ? { turned: true as const } : {}),
      ...(w.moved ? { moved: true as const } : {}),
      ...(w.gone ? { gone: true as const } : {}),
    })),
  };
}

/** The parts of a view besides its stands, log and version: each a field of `SeatView`. */
export type ViewPart = Exclude<keyof SeatView, 'viewer' | 'stands' | 'log' | 'version'>;

type PartOf = {
  readonly [P in ViewPart]: (state: GameState, viewer: Viewer, reveal: boolean) => SeatView[P];
};

/** How each part is seen: the filter of every part but the stands (`standView`) and the log. */
const PART_OF: PartOf = {
  mission: (state) => state.mission,
  players: (state) => state.players,
  captain: (state) => state.captain,
  options: (state) => state.options,
  status: (state) => state.status,
  lossCause: (state) => state.lossCause,
  paused: (state) => state.paused ?? false,
  activeSeat: (state) => state.activeSeat,
  turn: (state) => state.turn,
  dial: (state) => state.dial,
  markers: (state) => state.markers,
  validated: (state) => state.validated,
  equipment: (state, _, reveal) =>
    state.equipment.map((slot) =>
      slot.state === 'faceDown' && !reveal ? { card: null, state: slot.state } : slot,
    ),
  characters: (state, viewer, reveal) =>
    state.characters.map((c, seat) =>
      c.hidden && seat !== viewer && !reveal ? { ...c, card: null } : c,
    ),
  pending: ({ pending }, viewer) =>
    pending &&
    (pending.seat === viewer
      ? { seat: pending.seat, kind: pending.kind, options: pending.options }
      : { seat: pending.seat, kind: pending.kind }),
  mayAct: (state) => seatsThatMayAct(state),
  grid: (state) => state.grid,
  sequence: (state) => state.sequence,
  equipmentNumbers: (state) => state.equipmentNumbers,
  redValues: (state) => missionRedValues(state),
  infoBeside: (state) => state.infoBeside,
  rewardNumber: (state) => state.rewardNumber,
  radarTurn: (state) => state.radarTurn,
  snip: (state) => state.snip,
  handout: (state) => state.handout ?? null,
  numberPick: (state) => state.numberPick ?? null,
  numberHands: (state, viewer, reveal) =>
    zoned(state, 'numberHands', viewer, reveal) as NumberHandsView | null,
  together: (state) => state.together ?? null,
  speed: (state) => state.speed ?? null,
  timeline: (state) => state.timeline ?? null,
  constraints: (state, viewer, reveal) =>
    zoned(state, 'constraints', viewer, reveal) as ConstraintsView | null,
  equipmentDeck: (state) => state.equipmentDeck?.length ?? null,
  numberCardsLeft: (state) => state.numberDeck.length,
  dealtNumbers: (state, viewer, reveal) =>
    zoned(state, 'dealtNumbers', viewer, reveal) as DealtNumbersView | null,
};

export const VIEW_PARTS = Object.keys(PART_OF) as readonly ViewPart[];

/** One part of the view as `viewer` sees it. */
export function viewPart<P extends ViewPart>(
  state: GameState,
  viewer: Viewer,
  part: P,
  reveal = isOver(state),
): SeatView[P] {
  return PART_OF[part](state, viewer, reveal);
}

/** A module's slot as `viewer` sees it: each hidden zone cut down to its audience (`Zones`). */
function zoned(
  state: GameState,
  slot: Zones['slot'],
  viewer: Viewer,
  reveal: boolean,
): Readonly<Record<string, unknown>> | null {
  const value = state[slot] as Readonly<Record<string, unknown>> | undefined;
  if (!value) return null;
  const zones = missionZones(state.mission).find((z) => z.slot === slot);
  if (!zones || reveal) return value;
  const shown: Record<string, unknown> = { ...value };
  for (const [field, audience] of Object.entries(zones.fields)) {
    const zone = value[field];
    if (audience === 'nobody') shown[field] = Array.isArray(zone) ? zone.length : null;
    else if (Array.isArray(zone))
      shown[field] = zone.map((entry: unknown, seat) =>
        seat === viewer || entry === null
          ? entry
          : Array.isArray(entry)
            ? entry.length
            : 'faceDown',
      );
    else if (zone && typeof zone === 'object' && 'seat' in zone && zone.seat !== viewer)
      shown[field] = { seat: zone.seat };
  }
  return shown;
}

/**
 * The seat deciding a pending choice; otherwise the active seat, and every seat while an
 * any-time equipment card is available (usable by anyone, also out of turn).
 */
export function seatsThatMayAct(state: GameState): Seat[] {
  if (isOver(state)) return [];
  if (state.pending) return [state.pending.seat];
  if (state.status !== 'playing') return [];
  const anyTime = state.equipment.some(
    (s) => s.state === 'available' && EQUIPMENT_TIMING[s.card] === 'anyTime',
  );
  if (anyTime) return state.hands.map((_, seat) => seat);
  return [...(missionOpenTurn(state)?.claimants ?? [turnActor(state)])];
}

/** Events as `viewer` may see them; `reveal` once the game is over. */
export function eventsFor(
  events: readonly GameEvent[],
  viewer: Viewer,
  reveal = false,
): GameEvent[] {
  return events.map((event) => filterEvent(event, viewer, reveal));
}

function filterEvent(event: GameEvent, viewer: Viewer, reveal: boolean): GameEvent {
  switch (event.type) {
    case 'wireMoved':
      // Only the two players of a swap know the wire that changed hands.
      return reveal || viewer === event.from.seat || viewer === event.to.seat
        ? event
        : { ...event, printed: null };
    case 'said':
      // The table's chat is public: every seat and spectator reads every message.
      return event;
    // Mission 29's Number cards: a laid or drawn card only its holder sees, an unrevealed taken
    // one the taker and the layer (the module's zones, for its events).
    case 'numberLaid':
    case 'numberDrawn':
      return reveal || viewer === event.seat ? event : { ...event, number: null };
    case 'numberTaken':
      return reveal || event.revealed || viewer === event.seat || viewer === event.from
        ? event
        : { ...event, number: null };
    default:
      return event;
  }
}
