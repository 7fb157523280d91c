/**
 * What happens between and after actions: the detonator, validation, unlocking, winning and
 * losing, the queue of follow-up decisions, and passing the turn.
 */
import {
  missionAfterWiresLeft,
  missionMayValidate,
  missionPassTurn,
  missionBlocked,
  missionRoundEnd,
  missionRedValues,
  missionTurnEnd,
  missionTurnStart,
  runMissionTask,
} from './missions/ask.js';
import { unlockEquipment } from './unlock.js';
import { placeInfo } from './info.js';
import type { Core, CutCount } from './missions/rules.js';
import { turnAction } from './guards.js';
import { hasUncut, isClosedX, seatsAfter, uncutOf } from './hands.js';
import { lose, setPending, type Out } from './step.js';
import type { GameState, Seat, Task } from './types.js';
import { allRed, holds, valueIn } from './values.js';
import { gameValueWith, type GameValue } from './wire.js';
import { tokensInUse, tokenValues, TOKENS_PER_VALUE } from './supply.js';

/** One pass over the wires: cut wires per value, and how many wires are left. */
function countWires(state: GameState): { cutCount: CutCount; uncut: number } {
  const cut = new Map<GameValue, number>();
  const redValues = missionRedValues(state);
  let uncut = 0;
  for (const stands of state.hands) {
    for (const stand of stands) {
      for (const wire of stand) {
        const value = gameValueWith(wire.printed, redValues);
        if (!wire.cut) uncut++;
        else cut.set(value, (cut.get(value) ?? 0) + 1);
      }
    }
  }
  return { cutCount: (value) => cut.get(value) ?? 0, uncut };
}

/** After wires left play: validation tokens, equipment unlocks, the mission's components, the win. */
export function afterWiresLeft(state: GameState, out: Out): GameState {
  const { cutCount, uncut } = countWires(state);
  let next = state;
  for (let value = 1; value <= 12; value++) {
    if (
      !next.validated.includes(value) &&
      cutCount(value) >= 4 &&
      missionMayValidate(next, value)
    ) {
      next = { ...next, validated: [...next.validated, value] };
      out.push({ type: 'validated', value });
    }
  }
  next = unlockEquipment(next, cutCount, out, CORE);
  next = missionAfterWiresLeft(next, cutCount, out, CORE);
  if (uncut === 0) {
    out.push({ type: 'won' });
    return { ...next, status: 'won', pending: null, queue: [] };
  }
  return next;
}

/** Resolve queued work until a seat must decide something, then pass the turn if it is over. */
export function proceed(state: GameState, out: Out): GameState {
  let next = state;
  while (next.pending === null && next.status !== 'won' && next.status !== 'lost') {
    const [task, ...rest] = next.queue;
    if (!task) break;
    next = { ...next, queue: rest };
    next = runTask(next, task, out);
  }
  if (next.status === 'playing' && next.pending === null && next.turn.done) {
    next = missionTurnEnd(next, out, CORE);
    if (next.status === 'playing') next = advanceTurn(next, out);
  }
  return blockedTurn(next, out);
}

/** A seat holding the turn that can take no turn action may explode the bomb (the sequence card). */
function blockedTurn(state: GameState, out: Out): GameState {
  if (state.status !== 'playing' || state.pending !== null || state.turn.done) return state;
  const cause =
    missionBlocked(state) ?? (onlyClosedX(state, state.activeSeat) ? 'blockedValues' : null);
  return cause ? lose(state, cause, out) : state;
}

/**
 * A hand of red wires and X wires still closed (at least one) cannot play, like a hand of closed
 * values (FAQ 9, §9 B1: a player left with wires they may not cut explodes the bomb).
 */
function onlyClosedX(state: GameState, seat: Seat): boolean {
  const uncut = uncutOf(state, seat);
  return (
    uncut.some((w) => isClosedX(state, w.wire)) &&
    uncut.every((w) => isClosedX(state, w.wire) || valueIn(state, w.wire.printed) === 'red')
  );
}

function runTask(state: GameState, task: Task, out: Out): GameState {
  switch (task.kind) {
    case 'setupInfo': {
      if (task.not) return falseSetupInfo(state, task.seat, out);
      const options = uncutOf(state, task.seat)
        .filter((w) => {
          const value = valueIn(state, w.wire.printed);
          // Never on an X wire (mission 20's errata), nor on a turned one its owner cannot see.
          return (
            typeof value === 'number' &&
            w.wire.info === null &&
            !w.wire.x &&
            !w.wire.turned &&
            (task.value ?? value) === value &&
            (!task.values ||
              (task.values.includes(value) && tokensInUse(state, value) < TOKENS_PER_VALUE))
          );
        })
        .map((w) => w.ref);
      // The seat places its token, even on its only matching wire: being asked must not tell the
      // table that it holds several wires of a value drawn at random.
      if (options.length > 0)
        return setPending(state, { kind: 'setupInfo', seat: task.seat, options }, out);
      if (task.value === undefined) return state;
      // A token drawn at random that matches none of the seat's wires lies beside the stands.
      out.push({ type: 'infoBeside', seat: task.seat, value: task.value });
      return {
        ...state,
        infoBeside: [...state.infoBeside, { seat: task.seat, value: task.value }],
      };
    }
    case 'startPlay': {
      out.push({ type: 'playStarted' });
      const first = [state.captain, ...seatsAfter(state.players, state.captain)].find((s) =>
        hasUncut(state, s),
      );
      return passTurn({ ...state, status: 'playing' }, first ?? state.captain, out);
    }
    default:
      return runMissionTask(state, task, out, CORE);
  }
}

/** A false setup token (mission 17): on any uncut wire but a red, any value but the wire's own. */
function falseSetupInfo(state: GameState, seat: Seat, out: Out): GameState {
  const options = uncutOf(state, seat)
    .filter(
      (w) =>
        w.wire.info === null && !['red', 'star'].includes(String(valueIn(state, w.wire.printed))),
    )
    .map((w) => w.ref);
  if (options.length === 0) return state;
  return setPending(
    state,
    { kind: 'falseInfo', seat, options, values: tokenValues(state), cause: 'setup' },
    out,
  );
}

/**
 * The next clockwise seat that still has wires, unless a coffee named one. Passing the Captain's
 * seat on the way (or reaching it) ends a round first (§9 A29).
 */
function advanceTurn(state: GameState, out: Out): GameState {
  const seat =
    state.turn.next ??
    seatsAfter(state.players, state.activeSeat).find((s) => hasUncut(state, s)) ??
    state.activeSeat;
  const passed = seatsAfter(state.players, state.activeSeat);
  const roundOver = passed.slice(0, passed.indexOf(seat) + 1).includes(state.captain);
  const next = roundOver ? missionRoundEnd(state, out, CORE) : state;
  return passTurn(next, seat, out);
}

/** The turn goes to `usual`, unless the mission passes it its own way. */
const passTurn = (state: GameState, usual: Seat, out: Out): GameState =>
  missionPassTurn(state, out, CORE, usual) ?? startTurn(state, usual, out);

/** `seat`'s turn begins; the mission may act on it first (a blocked hand explodes the bomb). */
export function startTurn(state: GameState, seat: Seat, out: Out): GameState {
  out.push({ type: 'turn', seat });
  const next = { ...state, activeSeat: seat, turn: { done: false, stabilized: false, next: null } };
  return missionTurnStart(next, out, CORE);
}

/** The core's rules lent to the mission's modules (missions/rules.ts, `Core`). */
export const CORE: Core = {
  valueIn,
  holds,
  allRed,
  turnAction,
  afterWiresLeft,
  startTurn,
  cutCount: (state) => countWires(state).cutCount,
  placeInfo: (state, ref, cause, out) => placeInfo(state, ref, cause, out),
};

export const isDeadly = (
  state: GameState,
  printed: number,
  announced: readonly GameValue[],
): boolean => {
  const value = valueIn(state, printed);
  return (
    value === 'red' ||
    (value === 'star' && state.options.stars === 2 && !announced.includes('star'))
  );
};
