/**
 * Rule module "speedRounds": mission 30's recording, enacted from our own timeline's cues
 * (../clock.ts, `audio/30.json`; RULES.md §6.6, docs/rules-decisions.md). The server applies each
 * cue as the `cue` action at its time, in order:
 * - `draw` turns the top Number card up and opens a window on it; its `check` judges it: at least
 *   two wires of that value cut, earlier cuts included, is a hit. A miss costs what the check says
 *   (a dial notch, nothing, the lowest equipment card on the board, or the talk until the next
 *   check: signals only, the mime round); some hits let the active seat draw a Number card and say,
 *   truly, whether it holds that value (the card goes back under the deck).
 * - `yellowCount`: every seat says how many yellow wires it still holds.
 * - `threeValues` turns three Number cards up: only their values may be cut until all their wires
 *   are; a seat holding none of them skips. At `threeValuesCheck` one still in play explodes the bomb.
 * - `yellowSweep`: the next turn action is the cut together of every yellow wire left (the
 *   `cutTogether` module's sweep); the rest of the time is the clock's.
 */
import { ruleError, type RuleError } from '../../errors.js';
import { lose, moveDial, type Out } from '../../step.js';
import { err, ok } from '../../result.js';
import type { EquipmentSlot, GameState, MoveAction, Seat } from '../../types.js';
import { TABLE_CUES, type Clock, type Cue } from '../clock.js';
import type { Core, RuleModule } from '../rules.js';

export interface SpeedRoundsDef {
  /** The mission's timeline (the timer's own): its cues. */
  readonly timeline: Clock;
}

export interface SpeedRound {
  readonly number: number;
  readonly hit: boolean;
}

export interface SpeedState {
  /** The index of the next cue to enact. */
  readonly next: number;
  /** The Number card of the open window; null between windows. */
  readonly target: number | null;
  /** The windows judged so far. */
  readonly rounds: readonly SpeedRound[];
  /** A missed window silenced the table until the next check: signals only. */
  readonly mime: boolean;
  /** The three values whose wires must all be cut; null before they are turned up. */
  readonly three: readonly number[] | null;
  /** Every wire of the three values is cut: any value may be cut again. */
  readonly threeCut: boolean;
}

export const NO_CUES: RuleError = ruleError('NOT_IN_MISSION', 'This mission has no timed events.');

const NOT_A_THREE_VALUE = (three: readonly number[]): RuleError =>
  ruleError(
    'NOT_A_THREE_VALUE',
    `Until all their wires are cut, only ${three.join(', ')} may be cut.`,
  );

/** How many wires of `value` have been cut. */
function cutOf(core: Core, state: GameState, value: number): number {
  let cut = 0;
  for (const stands of state.hands)
    for (const stand of stands)
      for (const w of stand) if (w.cut && core.valueIn(state, w.printed) === value) cut++;
  return cut;
}

/** Whether no wire of these values is left in play. */
const allCut = (core: Core, state: GameState, values: readonly number[]): boolean =>
  state.hands.every((stands) =>
    stands.every((s) =>
      s.every((w) => w.cut || !values.includes(core.valueIn(state, w.printed) as number)),
    ),
  );

/** The three values still restrict cutting. */
const restricting = (state: GameState): readonly number[] | null =>
  state.speed?.three && !state.speed.threeCut ? state.speed.three : null;

/** A seat holding none of the three values (nor only red wires, which it reveals) skips. */
const mustSkip = (core: Core, state: GameState, seat: Seat, three: readonly number[]): boolean =>
  !three.some((v) => core.holds(state, seat, v)) && !core.allRed(state, seat);

/** The top Number card; null when the deck is empty (the timeline never draws that many). */
function drawNumber(state: GameState): { number: number | null; state: GameState } {
  const [number, ...rest] = state.numberDeck;
  return number === undefined
    ? { number: null, state }
    : { number, state: { ...state, numberDeck: rest } };
}

/** Lowest number first; the False Bottom, which has none, last. */
const rank = (slot: EquipmentSlot): number => (typeof slot.card === 'number' ? slot.card : 13);

function missed(state: GameState, cue: Cue & { cue: 'check' }, out: Out): GameState {
  switch (cue.miss) {
    case 'dial':
      return moveDial(state, 1, out);
    case 'discardEquipment': {
      const faceUp = state.equipment
        .map((slot, i) => ({ slot, i }))
        .filter(({ slot }) => slot.state === 'locked' || slot.state === 'available')
        .sort((a, b) => rank(a.slot) - rank(b.slot));
      const lowest = faceUp[0];
      if (!lowest) return state;
      out.push({ type: 'equipmentDiscarded', card: lowest.slot.card });
      return { ...state, equipment: state.equipment.filter((_, i) => i !== lowest.i) };
    }
    case 'mime':
      if (!state.speed) return state;
      out.push({ type: 'mimeRound' });
      return { ...state, speed: { ...state.speed, mime: true } };
    case 'nothing':
      return state;
  }
}

/** A hit that lets the active seat draw a Number card and say whether it holds that value. */
function held(state: GameState, out: Out, core: Core): GameState {
  const drawn = drawNumber(state);
  if (drawn.number === null) return state;
  const seat = state.activeSeat;
  out.push({
    type: 'numberHeld',
    seat,
    number: drawn.number,
    holds: core.holds(state, seat, drawn.number),
  });
  return { ...drawn.state, numberDeck: [...drawn.state.numberDeck, drawn.number] };
}

function enact(state: GameState, cue: Cue, speed: SpeedState, out: Out, core: Core): GameState {
  switch (cue.cue) {
    case 'draw': {
      const drawn = drawNumber(state);
      if (drawn.number === null) return state;
      out.push({
        type: 'windowOpened',
        number: drawn.number,
        cut: cutOf(core, state, drawn.number),
      });
      return { ...drawn.state, speed: { ...speed, target: drawn.number } };
    }
    case 'check': {
      if (speed.target === null) return state;
      const cut = cutOf(core, state, speed.target);
      const hit = cut >= 2;
      out.push({ type: 'windowClosed', number: speed.target, cut, hit });
      const closed: GameState = {
        ...state,
        speed: {
          ...speed,
          target: null,
          mime: false,
          rounds: [...speed.rounds, { number: speed.target, hit }],
        },
      };
      if (!hit) return missed(closed, cue, out);
      return cue.hit === 'holds' ? held(closed, out, core) : closed;
    }
    case 'yellowCount': {
      const counts = state.hands.map(
        (stands) =>
          stands.flat().filter((w) => !w.cut && core.valueIn(state, w.printed) === 'yellow').length,
      );
      out.push({ type: 'yellowCounts', counts });
      return state;
    }
    case 'threeValues': {
      let next = state;
      const three: number[] = [];
      for (let i = 0; i < 3; i++) {
        const drawn = drawNumber(next);
        if (drawn.number === null) break;
        three.push(drawn.number);
        next = drawn.state;
      }
      const threeCut = allCut(core, next, three);
      out.push({ type: 'threeValues', numbers: three });
      return { ...next, speed: { ...speed, three, threeCut } };
    }
    case 'threeValuesCheck':
      return speed.three && !speed.threeCut ? lose(state, 'threeValuesLeft', out) : state;
    case 'yellowSweep': {
      const left = state.hands.some((stands) =>
        stands.some((s) => s.some((w) => !w.cut && core.valueIn(state, w.printed) === 'yellow')),
      );
      out.push({ type: 'yellowSweep', seat: left ? state.activeSeat : null });
      return left ? { ...state, together: { number: 'yellow', done: false } } : state;
    }
    default:
      // A table event (modules/table-events.ts): validation keeps them out of speed rounds.
      return state;
  }
}

export function speedRoundsModule(def: SpeedRoundsDef): RuleModule {
  const cues = def.timeline.cues;
  return {
    numberCards: true,
    setup: () => ({
      slots: {
        speed: { next: 0, target: null, rounds: [], mime: false, three: null, threeCut: false },
      },
      tasks: [],
    }),
    mayCut: (state, cut) => {
      const three = restricting(state);
      // No Number card names the Pro Kit's star wires: they are cut as usual.
      if (!three || cut.value === 'star') return null;
      return typeof cut.value === 'number' && three.includes(cut.value)
        ? null
        : NOT_A_THREE_VALUE(three);
    },
    afterWiresLeft: (state, _cutCount, out, core) => {
      const three = restricting(state);
      if (!three || !state.speed || !allCut(core, state, three)) return state;
      out.push({ type: 'threeValuesCut' });
      return { ...state, speed: { ...state.speed, threeCut: true } };
    },
    actions: {
      types: ['cue', 'skip'],
      candidates: (state, seat, core) => {
        const three = restricting(state);
        return three && !core.turnAction(state, seat, 'skip') && mustSkip(core, state, seat, three)
          ? [{ type: 'skip', seat }]
          : [];
      },
      apply: (state, action: MoveAction, out, core) => {
        if (action.type === 'skip') {
          const refused = core.turnAction(state, action.seat, action.type);
          if (refused) return err(refused);
          const three = restricting(state);
          if (!three || !mustSkip(core, state, action.seat, three))
            return err(
              ruleError('NOT_STUCK', 'You may cut: only a seat with nothing to cut skips.'),
            );
          out.push({ type: 'skipped', seat: action.seat });
          return ok({ ...state, turn: { ...state.turn, done: true } });
        }
        if (action.type !== 'cue') return err(NO_CUES);
        if (state.status === 'won' || state.status === 'lost')
          return err(ruleError('GAME_OVER', 'The game is over.'));
        if (state.status !== 'playing' || !state.speed)
          return err(
            ruleError('NOT_PLAYING', 'The timeline starts once the setup tokens are placed.'),
          );
        const cue = cues[action.cue];
        if (action.cue !== state.speed.next || !cue)
          return err(
            ruleError('CUE_OUT_OF_ORDER', `The next timed event is number ${state.speed.next}.`),
          );
        const speed = { ...state.speed, next: state.speed.next + 1 };
        return ok(enact({ ...state, speed }, cue, speed, out, core));
      },
    },
  };
}

/** The timeline must be the timer's own, its windows drawn before they are checked, its deck enough. */
export function validateSpeedRounds(def: SpeedRoundsDef, timer: Clock | null): string[] {
  const problems: string[] = [];
  if (timer !== def.timeline) problems.push('speed rounds: the timer runs the same timeline');
  let open = false;
  let draws = 0;
  def.timeline.cues.forEach((c, i) => {
    if ((TABLE_CUES as readonly string[]).includes(c.cue))
      problems.push(`speed rounds cue ${i}: a table event`);
    if (c.cue === 'draw' && open) problems.push(`speed rounds cue ${i}: a window is already open`);
    if (c.cue === 'check' && !open) problems.push(`speed rounds cue ${i}: no window to check`);
    if (c.cue === 'draw') draws += 1;
    if (c.cue === 'threeValues') draws += 3;
    if (c.cue === 'draw' || c.cue === 'check') open = c.cue === 'draw';
  });
  if (open) problems.push('speed rounds: the last window is never checked');
  if (draws > 12) problems.push('speed rounds: more Number cards drawn than the deck holds');
  return problems;
}
