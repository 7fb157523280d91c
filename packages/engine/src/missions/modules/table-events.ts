/**
 * Rule module "tableEvents": a timeline's cues that change the table itself (mission 42's
 * recording, enacted from our own timeline, `audio/42.json`; RULES.md §6.6; each event is a rule
 * decision in docs/rules-decisions.md). The server applies each cue as the `cue` action at its
 * time, in order:
 * - `listen` and `listened`, the two signal tones: between them everyone listens, and no cut and
 *   no equipment is allowed (`LISTENING`).
 * - `restorePair`: the highest blue value with two wires cut on the table gets its last two cut
 *   wires (in seat order) back, uncut in their places, their tokens gone and the value no longer
 *   validated. Everyone saw them cut: the table knows where they are.
 * - `changeSeats`: everyone moves one seat and plays the stands now in front of them: each seat
 *   takes the stands of the seat after it, clockwise. Characters, the Captain and the turn stay
 *   with the people.
 * - `swapCut`: the rightmost cut wires of the first two stands holding one, from the active seat
 *   clockwise, swap places (`Wire.moved`: out of their stands' order from now on; a wire received
 *   later takes its sorted place among the others).
 * - `removeCut`: the active seat's cut wires are taken off the table (`Wire.gone`).
 * - `returnValidation`: every validation token goes back to the box; a value is marked again only
 *   when its fourth wire is cut anew (after a pair of it was restored); one completed later is
 *   marked as usual.
 * - `taDaRound` and `taDaEnd`: in between, a seat's successful cut owes a "Ta-da!" (its `taDa`
 *   action) before play goes on; a round closing with one unsaid moves the dial a notch.
 * - `boing`: announced only (the recording's "boing" rounds are too unclear to rule on).
 * The events that move wires wait for no one: while a choice about the wires is pending, they are
 * skipped (`cueSkipped`).
 */
import { ruleError, type RuleError } from '../../errors.js';
import { hasUncut, seatsAfter, wiresOf } from '../../hands.js';
import { moveDial, type Out } from '../../step.js';
import { err, ok } from '../../result.js';
import type { GameState, MoveAction, Seat, Wire, WireRef } from '../../types.js';
import type { Clock, Cue, TableCue } from '../clock.js';
import { TABLE_CUES } from '../clock.js';
import type { Core, OpenTurn, RuleModule } from '../rules.js';

export interface TableEventsDef {
  /** The mission's timeline (the timer's own): its cues. */
  readonly timeline: Clock;
}

export interface TimelineState {
  /** The index of the next cue to enact. */
  readonly next: number;
  /** Between two signal tones: everyone listens, nobody cuts. */
  readonly listening: boolean;
  /** A "ta-da" round is open: each successful cut owes a "Ta-da!". */
  readonly taDa: boolean;
  /** The seat whose cut owes a "Ta-da!", or null. */
  readonly owed: Seat | null;
  /** While a "Ta-da!" is owed after a turn: the seat whose turn comes next. */
  readonly usual: Seat | null;
  /** Values whose validation token went back: marked again once their fourth wire is cut anew. */
  readonly returned: readonly number[];
}

const LISTENING: RuleError = ruleError(
  'LISTENING',
  'Everyone is listening: nobody cuts or uses equipment until the second signal tone.',
);
const TA_DA_FIRST = (seat: Seat): RuleError =>
  ruleError('TA_DA_OWED', `Seat ${seat} must say "Ta-da!" before play goes on.`);

const isTableCue = (cue: Cue): cue is Cue & { cue: TableCue } =>
  (TABLE_CUES as readonly string[]).includes(cue.cue);

/** The first seat from `seat` on, clockwise, that still has wires to cut. */
const playing = (state: GameState, seat: Seat): Seat =>
  [seat, ...seatsAfter(state.players, seat)].find((s) => hasUncut(state, s)) ?? seat;

const withHands = (state: GameState, change: (ref: WireRef, w: Wire) => Wire): GameState => ({
  ...state,
  hands: state.hands.map((stands, seat) =>
    stands.map((wires, stand) => wires.map((w, index) => change({ seat, stand, index }, w))),
  ),
});

const same = (a: WireRef) => (b: WireRef) =>
  a.seat === b.seat && a.stand === b.stand && a.index === b.index;

function restorePair(state: GameState, out: Out, core: Core): GameState {
  const onTable = state.hands.flatMap((_, seat) =>
    wiresOf(state, seat).filter(({ wire }) => wire.cut && !wire.gone && !wire.moved),
  );
  const blue = (printed: Wire['printed']) => {
    const value = core.valueIn(state, printed);
    return typeof value === 'number' ? value : null;
  };
  const values = [...new Set(onTable.map((w) => blue(w.wire.printed)))]
    .filter((v): v is number => v !== null)
    .filter((v) => onTable.filter((w) => blue(w.wire.printed) === v).length >= 2);
  const value = values.length > 0 ? Math.max(...values) : null;
  const refs =
    value === null
      ? []
      : onTable
          .filter((w) => blue(w.wire.printed) === value)
          .slice(-2)
          .map((w) => w.ref);
  out.push({ type: 'pairRestored', value, wires: refs });
  const restored = withHands(state, (ref, w) =>
    refs.some(same(ref)) ? { ...w, cut: false, info: null } : w,
  );
  const timeline = state.timeline && {
    ...state.timeline,
    returned: state.timeline.returned.filter((v) => v !== value),
  };
  return { ...restored, timeline, validated: state.validated.filter((v) => v !== value) };
}

function changeSeats(state: GameState, out: Out, core: Core): GameState {
  const n = state.players;
  out.push({ type: 'seatsChanged' });
  const changed: GameState = {
    ...state,
    hands: state.hands.map((_, seat) => state.hands[(seat + 1) % n] ?? []),
    // A token beside a stand stays with the stand.
    infoBeside: state.infoBeside.map((b) => ({ ...b, seat: (b.seat + n - 1) % n })),
  };
  // A seat now in front of nothing to cut passes the turn it holds (no ta-da is owed meanwhile).
  const { activeSeat } = changed;
  return changed.timeline?.usual === null && !hasUncut(changed, activeSeat)
    ? core.startTurn(changed, playing(changed, activeSeat), out)
    : changed;
}

function swapCut(state: GameState, out: Out): GameState {
  const order = [state.activeSeat, ...seatsAfter(state.players, state.activeSeat)].slice(
    0,
    state.players,
  );
  const [a, b] = order.flatMap((seat) =>
    (state.hands[seat] ?? []).flatMap((wires, stand) => {
      const index = wires.findLastIndex((w) => w.cut && !w.gone);
      const wire = wires[index];
      return wire ? [{ ref: { seat, stand, index }, wire }] : [];
    }),
  );
  out.push({ type: 'cutSwapped', wires: a && b ? [a.ref, b.ref] : [] });
  if (!a || !b) return state;
  // A label token beside a moved wire spoke of the wire that left: it goes back.
  const touches = (ref: WireRef) => (m: WireRef) =>
    m.seat === ref.seat &&
    m.stand === ref.stand &&
    (m.index === ref.index || m.index === ref.index + 1);
  return withHands(state, (ref, w) => {
    const labelRight = [a.ref, b.ref].some(touches(ref)) ? null : w.labelRight;
    if (same(a.ref)(ref)) return { ...b.wire, labelRight, moved: true };
    if (same(b.ref)(ref)) return { ...a.wire, labelRight, moved: true };
    return labelRight === w.labelRight ? w : { ...w, labelRight };
  });
}

function removeCut(state: GameState, out: Out): GameState {
  const seat = state.activeSeat;
  const refs = wiresOf(state, seat)
    .filter(({ wire }) => wire.cut && !wire.gone)
    .map((w) => w.ref);
  out.push({ type: 'cutRemoved', seat, wires: refs });
  return withHands(state, (ref, w) => (refs.some(same(ref)) ? { ...w, gone: true } : w));
}

/** The events that move wires: skipped while a choice about the wires is pending. */
const MOVES_WIRES: readonly TableCue[] = ['restorePair', 'changeSeats', 'swapCut', 'removeCut'];

function enact(state: GameState, cue: TableCue, out: Out, core: Core): GameState {
  const timeline = state.timeline;
  if (!timeline) return state;
  const set = (change: Partial<TimelineState>): GameState => ({
    ...state,
    timeline: { ...timeline, ...change },
  });
  if (MOVES_WIRES.includes(cue) && (state.pending !== null || state.queue.length > 0)) {
    out.push({ type: 'cueSkipped', cue });
    return state;
  }
  switch (cue) {
    case 'listen':
    case 'listened':
      out.push({ type: 'listening', open: cue === 'listen' });
      return set({ listening: cue === 'listen' });
    case 'restorePair':
      return restorePair(state, out, core);
    case 'changeSeats':
      return changeSeats(state, out, core);
    case 'swapCut':
      return swapCut(state, out);
    case 'removeCut':
      return removeCut(state, out);
    case 'returnValidation':
      out.push({ type: 'validationReturned', values: state.validated });
      return {
        ...set({ returned: [...timeline.returned, ...state.validated] }),
        validated: [],
      };
    case 'taDaRound':
      out.push({ type: 'taDaRound', open: true });
      return set({ taDa: true });
    case 'taDaEnd': {
      out.push({ type: 'taDaRound', open: false });
      const { owed, usual } = timeline;
      const closed = set({ taDa: false, owed: null, usual: null });
      if (owed === null) return closed;
      out.push({ type: 'taDaMissed', seat: owed });
      const moved = moveDial(closed, 1, out);
      // The turn the unsaid "Ta-da!" held up goes on (none when the cut's turn is not over yet).
      return moved.status === 'playing' && usual !== null
        ? core.startTurn(moved, playing(moved, usual), out)
        : moved;
    }
    case 'boing':
      out.push({ type: 'boing' });
      return state;
  }
}

export function tableEventsModule(def: TableEventsDef): RuleModule {
  const cues = def.timeline.cues;
  const openTurn = (state: GameState): OpenTurn | null => {
    const t = state.timeline;
    return t && t.owed !== null && t.usual !== null
      ? { claimants: [t.owed], refusal: TA_DA_FIRST(t.owed) }
      : null;
  };
  return {
    setup: () => ({
      slots: {
        timeline: {
          next: 0,
          listening: false,
          taDa: false,
          owed: null,
          usual: null,
          returned: [],
        },
      },
      tasks: [],
    }),
    mayCut: (state) => (state.timeline?.listening ? LISTENING : null),
    mayUseEquipment: (state) => (state.timeline?.listening ? LISTENING : null),
    mayValidate: (state, value) => !state.timeline?.returned.includes(value),
    afterCut: (state, cut) => (state.timeline?.taDa ? [{ kind: 'taDaOwed', seat: cut.seat }] : []),
    tasks: {
      kinds: ['taDaOwed'],
      run: (state, task) =>
        task.kind === 'taDaOwed' && state.timeline
          ? { ...state, timeline: { ...state.timeline, owed: task.seat } }
          : state,
    },
    // The turn waits for the "Ta-da!": the next seat's turn begins once it is said.
    passTurn: (state, out, _core, usual) => {
      const t = state.timeline;
      if (!t || t.owed === null) return null;
      if (t.usual !== null) return state;
      out.push({ type: 'taDaOwed', seat: t.owed });
      return { ...state, timeline: { ...t, usual } };
    },
    openTurn,
    actions: {
      types: ['cue', 'taDa'],
      candidates: (state, seat) =>
        openTurn(state)?.claimants.includes(seat) ? [{ type: 'taDa', seat }] : [],
      apply: (state, action: MoveAction, out, core) => {
        if (state.status === 'won' || state.status === 'lost')
          return err(ruleError('GAME_OVER', 'The game is over.'));
        const t = state.timeline;
        if (state.status !== 'playing' || !t)
          return err(
            ruleError('NOT_PLAYING', 'The timeline starts once the setup tokens are placed.'),
          );
        if (action.type === 'taDa') {
          if (t.owed !== action.seat || t.usual === null)
            return err(ruleError('NO_TA_DA_OWED', 'No cut of yours is waiting for a "Ta-da!".'));
          out.push({ type: 'taDa', seat: action.seat });
          const said = { ...state, timeline: { ...t, owed: null, usual: null } };
          return ok(core.startTurn(said, playing(said, t.usual), out));
        }
        if (action.type !== 'cue') return err(NO_TA_DA);
        const cue = cues[action.cue];
        if (action.cue !== t.next || !cue)
          return err(ruleError('CUE_OUT_OF_ORDER', `The next timed event is number ${t.next}.`));
        const next = { ...state, timeline: { ...t, next: t.next + 1 } };
        // Validation keeps other cues out of this module's timeline.
        return ok(isTableCue(cue) ? enact(next, cue.cue, out, core) : next);
      },
    },
  };
}

export const NO_TA_DA: RuleError = ruleError(
  'NOT_IN_MISSION',
  'This mission has no "ta-da" rounds.',
);

/** The timeline must be the timer's own, made of table cues, its tones and rounds paired. */
export function validateTableEvents(def: TableEventsDef, timer: Clock | null): string[] {
  const problems: string[] = [];
  if (timer !== def.timeline) problems.push('table events: the timer runs the same timeline');
  let listening = false;
  let taDa = false;
  def.timeline.cues.forEach((c, i) => {
    if (!isTableCue(c)) return problems.push(`table events cue ${i}: not a table event`);
    if ((c.cue === 'listen') === listening && (c.cue === 'listen' || c.cue === 'listened'))
      problems.push(`table events cue ${i}: the tones alternate, listen first`);
    if ((c.cue === 'taDaRound') === taDa && (c.cue === 'taDaRound' || c.cue === 'taDaEnd'))
      problems.push(`table events cue ${i}: a "ta-da" round opens before it closes`);
    if (c.cue === 'listen' || c.cue === 'listened') listening = c.cue === 'listen';
    if (c.cue === 'taDaRound' || c.cue === 'taDaEnd') taDa = c.cue === 'taDaRound';
    return undefined;
  });
  if (listening) problems.push('table events: the last listening time never ends');
  if (taDa) problems.push('table events: the last "ta-da" round never closes');
  return problems;
}
