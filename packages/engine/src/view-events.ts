/**
 * What a seat needs to follow the game from one view to the next: the action's events as it may
 * see them, and only where they do not say enough, a part's (or a stand's) new value as it may see
 * it. `applyViewEvents` rebuilds the next view from the one before; the server sends these in
 * place of a whole view (docs/protocol.md, "Updates").
 *
 * The core (stands, dial, turn, validation, equipment, characters, status) follows the game's own
 * events; a part they leave unexplained — a pending choice's options, a mission module's state —
 * travels as `partChanged`. Which parts those are is decided once per action, for every viewer
 * alike, by running the same reducers on the states before and after; the values themselves go
 * through view.ts's filter for each viewer.
 */
import { isClosedX } from './hands.js';
import type { GameEvent, GameState, StandRef, Wire, WireRef } from './types.js';
import {
  eventsFor,
  isOver,
  standView,
  viewPart,
  viewStands,
  VIEW_PARTS,
  type EquipmentSlotView,
  type SeatView,
  type StandView,
  type Viewer,
  type ViewPart,
  type WireView,
} from './view.js';

/** A part of the view changed where the action's events do not say how: its new value. */
export type PartChanged = {
  readonly [P in ViewPart]: {
    readonly type: 'partChanged';
    readonly part: P;
    readonly value: SeatView[P];
  };
}[ViewPart];
/** A stand changed where the action's events do not say how (a swap, a turned wire, 42's moves). */
export interface StandChanged {
  readonly type: 'standChanged';
  readonly stand: StandView;
}
/** The stands are laid out anew (mission 42: everyone moved one seat): all of them, in order. */
export interface StandsLaidOut {
  readonly type: 'standsLaidOut';
  readonly stands: readonly StandView[];
}
/** What a seat receives for an action: game events (they join its log) and view changes (they do not). */
export type ViewEvent = GameEvent | PartChanged | StandChanged | StandsLaidOut;

/** What an action (or several) changed, the same for every viewer; `null`: the game ended. */
export interface ViewChanges {
  /** The version the changes start from: a view at any other version cannot take them. */
  readonly from: number;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
  /** Parts whose new value the events do not give. */
  readonly parts: readonly ViewPart[];
  /** Stands whose new wires the events do not give; 'all' when seats hold other stands now. */
  readonly stands: readonly StandRef[] | 'all';
}

// ---------------------------------------------------------------- the core, from events

type WireLike = Wire | WireView;

/** A wire as an event leaves it; the same for the state's wires and a view's. */
function wireAfter<W extends WireLike>(wire: W, event: GameEvent): W {
  switch (event.type) {
    case 'wireCut': {
      // A cut wire is no longer closed (mission 35), and face up for all.
      const { closed: _closed, ...open } = wire as WireView;
      return { ...open, cut: true, printed: event.printed } as W;
    }
    case 'infoPlaced':
      return { ...wire, info: event.info };
    case 'labelPlaced':
      return { ...wire, labelRight: event.label };
    default:
      return wire;
  }
}

/** The wire an event changes on its own, if any. */
function wireOf(event: GameEvent): WireRef | null {
  return event.type === 'wireCut' || event.type === 'infoPlaced' || event.type === 'labelPlaced'
    ? event.wire
    : null;
}

/** A stand's wires after the events; the same for the state's stands and a view's. */
function standAfter<W extends WireLike>(
  wires: readonly W[],
  where: StandRef,
  events: readonly GameEvent[],
): readonly W[] {
  let next = wires;
  for (const event of events) {
    const ref = wireOf(event);
    if (ref?.seat === where.seat && ref.stand === where.stand)
      next = next.map((w, i) => (i === ref.index ? wireAfter(w, event) : w));
  }
  return next;
}

/** The parts the game's events rebuild, each by one reducer (the same on a state's and a view's). */
type EventParts = Pick<
  SeatView,
  | 'status'
  | 'lossCause'
  | 'paused'
  | 'activeSeat'
  | 'turn'
  | 'dial'
  | 'validated'
  | 'equipment'
  | 'characters'
>;
type EventPart = keyof EventParts;

const REDUCERS: {
  readonly [P in EventPart]: (value: EventParts[P], e: GameEvent) => EventParts[P];
} = {
  status: (status, e) =>
    e.type === 'playStarted'
      ? 'playing'
      : e.type === 'won'
        ? 'won'
        : e.type === 'lost'
          ? 'lost'
          : status,
  lossCause: (cause, e) => (e.type === 'lost' ? e.cause : cause),
  paused: (paused, e) => (e.type === 'paused' ? true : e.type === 'resumed' ? false : paused),
  activeSeat: (seat, e) => (e.type === 'turn' ? e.seat : seat),
  turn: (turn, e) => (e.type === 'turn' ? { done: false, stabilized: false, next: null } : turn),
  dial: (dial, e) => (e.type === 'dialMoved' ? { ...dial, stepsToSkull: e.stepsToSkull } : dial),
  validated: (values, e) =>
    e.type === 'validated'
      ? [...values, e.value]
      : e.type === 'validationReturned'
        ? values.filter((v) => !e.values.includes(v))
        : e.type === 'pairRestored'
          ? values.filter((v) => v !== e.value)
          : values,
  equipment: equipmentAfter,
  characters: (characters, e) =>
    e.type === 'characterUsed'
      ? characters.map((c, seat) => (seat === e.seat ? { ...c, used: true } : c))
      : e.type === 'charactersRefreshed'
        ? characters.map((c, seat) => (e.seats.includes(seat) ? { ...c, used: false } : c))
        : characters,
};

/** The board's equipment after an event. A face-down card (seen as null) is only ever flipped. */
function equipmentAfter(
  slots: readonly EquipmentSlotView[],
  e: GameEvent,
): readonly EquipmentSlotView[] {
  switch (e.type) {
    case 'equipmentUnlocked':
      return slots.map((s) =>
        s.card === e.card && s.state === 'locked' ? { ...s, state: 'available' } : s,
      );
    case 'equipmentUsed':
      return slots.map((s) =>
        s.card === e.card && !('unlimited' in s && s.unlimited) ? { ...s, state: 'used' } : s,
      );
    case 'equipmentAdded':
      return [
        ...slots.map((s) => (s.card === e.by ? { ...s, state: 'used' as const } : s)),
        ...e.cards.map((card) => ({ card, state: 'locked' as const })),
      ];
    case 'equipmentFlipped':
      return slots.map((s, i) => (i === e.slot ? { ...s, card: e.card, state: 'available' } : s));
    case 'deckRevealed':
      return [...slots, ...e.cards.map((card) => ({ card, state: 'available' as const }))];
    case 'equipmentDiscarded': {
      const i = slots.findIndex(
        (s) => s.card === e.card && (s.state === 'locked' || s.state === 'available'),
      );
      return slots.filter((_, k) => k !== i);
    }
    default:
      return slots;
  }
}

const EVENT_PARTS = Object.keys(REDUCERS) as readonly EventPart[];

function reduce<P extends EventPart>(part: P, value: EventParts[P], events: readonly GameEvent[]) {
  const step = REDUCERS[part] as (v: EventParts[P], e: GameEvent) => EventParts[P];
  return events.reduce(step, value);
}

// ---------------------------------------------------------------- what changed

/** A part as the state holds it, before any viewer's filter (a hidden card included). */
function sourceOf(state: GameState, part: ViewPart): unknown {
  switch (part) {
    case 'equipment':
    case 'characters':
    case 'pending':
      return state[part];
    case 'numberHands':
    case 'constraints':
    case 'dealtNumbers':
      return state[part] ?? null;
    default:
      return viewPart(state, 'spectator', part, false);
  }
}

/** Equal as plain data (the states' and views' parts are JSON-like). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  // Arrays by index, without listing their keys (the stands are compared after every move).
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) =>
      Object.prototype.hasOwnProperty.call(b, k) &&
      sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/**
 * What changed from `before` to `after` through `events` (one action's, or several in a row),
 * for every viewer alike; null when the game ended, as every hidden value is then shown (the
 * server sends whole views).
 */
export function viewChanges(
  before: GameState,
  after: GameState,
  events: readonly GameEvent[],
): ViewChanges | null {
  if (isOver(after) && !isOver(before)) return null;
  const eventParts: readonly ViewPart[] = EVENT_PARTS;
  const parts = VIEW_PARTS.filter((part) => {
    const was = sourceOf(before, part);
    const now = sourceOf(after, part);
    if (!eventParts.includes(part)) return !sameValue(was, now);
    return !sameValue(reduce(part as EventPart, was as never, events), now);
  });
  const laidOut =
    after.hands.length !== before.hands.length ||
    after.hands.some((stands, seat) => stands.length !== before.hands[seat]?.length);
  const stands = laidOut
    ? 'all'
    : after.hands.flatMap((seatStands, seat) =>
        seatStands.flatMap((wires, stand): StandRef[] => {
          const where = { seat, stand };
          const old = before.hands[seat]?.[stand] ?? [];
          const same =
            (old === wires || sameValue(standAfter(old, where, events), wires)) &&
            !closedChanged(before, old, after, wires);
          return same ? [] : [where];
        }),
      );
  return { from: before.version, after, events, parts, stands };
}

/**
 * Whether a stand's X wires opened or closed (mission 35), its wires otherwise the same: only a
 * stand with an X wire has any to open.
 */
const closedChanged = (
  before: GameState,
  old: readonly Wire[],
  after: GameState,
  wires: readonly Wire[],
): boolean =>
  (old.some((w) => w.x === true) || wires.some((w) => w.x === true)) &&
  !sameValue(
    old.map((w) => isClosedX(before, w)),
    wires.map((w) => isClosedX(after, w)),
  );

/** The events `viewer` receives for these changes: filtered by view.ts, like its views. */
export function viewEventsFor(changes: ViewChanges, viewer: Viewer): ViewEvent[] {
  const { after } = changes;
  const reveal = isOver(after);
  return [
    ...eventsFor(changes.events, viewer, reveal),
    ...changes.parts.map(
      (part) =>
        ({
          type: 'partChanged',
          part,
          value: viewPart(after, viewer, part, reveal),
        }) as PartChanged,
    ),
    ...(changes.stands === 'all'
      ? [{ type: 'standsLaidOut', stands: viewStands(after, viewer, reveal) } as const]
      : changes.stands.map((where): StandChanged => ({
          type: 'standChanged',
          stand: standView(after, where, viewer, reveal),
        }))),
  ];
}

// ---------------------------------------------------------------- applying them

/** The game events among view events: those that join the log. */
export const gameEventsOf = (events: readonly ViewEvent[]): GameEvent[] =>
  events.filter(
    (e): e is GameEvent =>
      e.type !== 'partChanged' && e.type !== 'standChanged' && e.type !== 'standsLaidOut',
  );

/** The view after `events` (`viewEventsFor`), now at `version`: what the client holds next. */
export function applyViewEvents(
  view: SeatView,
  events: readonly ViewEvent[],
  version = view.version + 1,
): SeatView {
  const game = gameEventsOf(events);
  const next: Record<string, unknown> = { ...view, version, log: [...view.log, ...game] };
  for (const part of EVENT_PARTS) next[part] = reduce(part, view[part] as never, game);
  next.stands = view.stands.map((s) => {
    const wires = standAfter(s.wires, s, game);
    return wires === s.wires ? s : { ...s, wires };
  });
  for (const e of events) {
    if (e.type === 'partChanged') next[e.part] = e.value;
    else if (e.type === 'standChanged')
      next.stands = (next.stands as StandView[]).map((s) =>
        s.seat === e.stand.seat && s.stand === e.stand.stand ? e.stand : s,
      );
    else if (e.type === 'standsLaidOut') next.stands = e.stands;
  }
  return next as unknown as SeatView;
}

/** An update as it reaches a viewer: a whole view, or the changes since version `from`. */
export interface ViewUpdate {
  readonly view?: SeatView | null;
  readonly from?: number;
  readonly events: readonly ViewEvent[];
  readonly version: number;
}

/**
 * The view a viewer holds after an update: its whole view, else the held view with the changes
 * applied, or the held view when it is already as new (a whole view came after the changes);
 * null when the changes do not follow it (a missed update): then it asks for the whole view.
 */
export function followView(held: SeatView | null, update: ViewUpdate): SeatView | null {
  if (update.view) return update.view;
  if (!held) return null;
  if (update.version <= held.version) return held;
  if (update.from !== held.version) return null;
  return applyViewEvents(held, update.events, update.version);
}
