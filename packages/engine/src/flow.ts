/**
 * What happens between and after actions: the detonator, validation, unlocking, winning and
 * losing, the queue of follow-up decisions, and passing the turn.
 */
import { runMissionTask } from './missions/ask.js';
import { missionById } from './missions/index.js';
import { hasUncut, seatsAfter, uncutOf } from './hands.js';
import type { GameEvent, GameState, LossCause, Pending, Task } from './types.js';
import { colourOf, gameValueOf, type GameValue } from './wire.js';

export type Out = GameEvent[];

export function lose(state: GameState, cause: LossCause, out: Out): GameState {
  out.push({ type: 'lost', cause });
  return { ...state, status: 'lost', lossCause: cause, pending: null, queue: [] };
}

/** `notches` > 0 moves toward the skull (a mistake), < 0 moves back (Rewinder, Balancing lines). */
export function moveDial(state: GameState, notches: number, out: Out): GameState {
  const mission = missionById(state.mission);
  const { dial } = state;
  let steps = dial.stepsToSkull - notches;
  if (notches < 0 && mission?.dialBack === 'explodePastStart' && steps > dial.start) {
    out.push({ type: 'dialMoved', delta: notches, stepsToSkull: steps });
    return lose({ ...state, dial: { ...dial, stepsToSkull: steps } }, 'dialPastStart', out);
  }
  steps = Math.min(steps, dial.max);
  out.push({ type: 'dialMoved', delta: dial.stepsToSkull - steps, stepsToSkull: steps });
  const moved = { ...state, dial: { ...dial, stepsToSkull: steps } };
  return steps <= 0 ? lose(moved, 'detonator', out) : moved;
}

/** After wires left play: validation tokens, equipment unlocks, and the win. */
export function afterWiresLeft(state: GameState, out: Out): GameState {
  // One pass over the wires: cut blue wires per value, and whether any wire is left.
  const cut = new Array<number>(13).fill(0);
  let uncut = 0;
  for (const stands of state.hands) {
    for (const stand of stands) {
      for (const wire of stand) {
        const value = gameValueOf(wire.printed);
        if (!wire.cut) uncut++;
        else if (typeof value === 'number') cut[value]!++;
      }
    }
  }
  let next = state;
  for (let value = 1; value <= 12; value++) {
    if (!next.validated.includes(value) && (cut[value] ?? 0) >= 4) {
      next = { ...next, validated: [...next.validated, value] };
      out.push({ type: 'validated', value });
    }
  }
  const unlocked = next.equipment.map((slot) =>
    slot.state === 'locked' && (cut[slot.card] ?? 0) >= 2
      ? { ...slot, state: 'available' as const }
      : slot,
  );
  unlocked.forEach((slot, i) => {
    if (slot !== next.equipment[i]) out.push({ type: 'equipmentUnlocked', card: slot.card });
  });
  next = { ...next, equipment: unlocked };
  if (uncut === 0) {
    out.push({ type: 'won' });
    return { ...next, status: 'won', pending: null, queue: [] };
  }
  return next;
}

export function setPending(state: GameState, pending: Pending, out: Out): GameState {
  out.push({ type: 'pending', seat: pending.seat, kind: pending.kind });
  return { ...state, pending };
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
  if (next.status === 'playing' && next.pending === null && next.turn.done)
    next = advanceTurn(next, out);
  return next;
}

function runTask(state: GameState, task: Task, out: Out): GameState {
  switch (task.kind) {
    case 'setupInfo': {
      const options = uncutOf(state, task.seat)
        .filter((w) => colourOf(w.wire.printed) === 'blue' && w.wire.info === null)
        .map((w) => w.ref);
      return options.length === 0
        ? state
        : setPending(state, { kind: 'setupInfo', seat: task.seat, options }, out);
    }
    case 'startPlay': {
      out.push({ type: 'playStarted' });
      const first = [state.captain, ...seatsAfter(state.players, state.captain)].find((s) =>
        hasUncut(state, s),
      );
      const seat = first ?? state.captain;
      out.push({ type: 'turn', seat });
      return {
        ...state,
        status: 'playing',
        activeSeat: seat,
        turn: { done: false, stabilized: false, next: null },
      };
    }
    default:
      return runMissionTask(state, task, out);
  }
}

/** The next clockwise seat that still has wires, unless a coffee named one. */
function advanceTurn(state: GameState, out: Out): GameState {
  const seat =
    state.turn.next ??
    seatsAfter(state.players, state.activeSeat).find((s) => hasUncut(state, s)) ??
    state.activeSeat;
  out.push({ type: 'turn', seat });
  return { ...state, activeSeat: seat, turn: { done: false, stabilized: false, next: null } };
}

export const isDeadly = (
  state: GameState,
  printed: number,
  announced: readonly GameValue[],
): boolean => {
  const value = gameValueOf(printed);
  return (
    value === 'red' ||
    (value === 'star' && state.options.stars === 2 && !announced.includes('star'))
  );
};
