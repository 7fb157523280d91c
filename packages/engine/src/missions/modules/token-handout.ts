/**
 * Rule module "tokenHandout": once the first two yellow wires are cut, every seat, from the Captain
 * clockwise, takes one info token and someone places it (RULES.md §6.2 rows 22 and 27):
 * - `give` (22): each takes a token of its choice from the supply and gives it to its left
 *   neighbour;
 * - `draft` (27): as many tokens as players are drawn at random from the supply, face up in a
 *   line, and each takes one of them for itself.
 * The seat that ends up with the token places it in front of one of its wires of that value (its
 * choice, asked even with one option), or beside its stand when it holds none.
 */
import { seatsAfter, uncutOf } from '../../hands.js';
import { withTop } from '../../draws.js';
import { shuffle } from '../../rng.js';
import { setPending, type Out } from '../../step.js';
import { supply } from '../../supply.js';
import type { GameState, InfoValue, Seat, Task } from '../../types.js';
import type { Core, RuleModule } from '../rules.js';

export interface TokenHandoutDef {
  readonly how: 'give' | 'draft';
}

export interface HandoutState {
  /** The first yellow pair was cut and the handout began. */
  readonly done: boolean;
  /** The drawn tokens still in the line (draft). */
  readonly line: readonly InfoValue[];
}

/** The tokens drawn for the line: the seed's draw, under the record's fixed one if it has one. */
function drawLine(state: GameState): { line: InfoValue[]; state: GameState } {
  const [drawn, rng] = shuffle(state.rng, supply(state));
  const count = Math.min(state.players, drawn.length);
  const fixed = state.fixed?.handoutTokens;
  if (!state.fixed || fixed === undefined)
    return { line: drawn.slice(0, count), state: { ...state, rng } };
  const top = withTop(drawn, fixed);
  const { handoutTokens: _, ...rest } = state.fixed;
  return top && fixed.length === count
    ? { line: top.slice(0, count), state: { ...state, rng, fixed: rest } }
    : {
        line: drawn.slice(0, count),
        state: { ...state, rng, fixed: { ...rest, impossible: 'handoutTokens' } },
      };
}

/** `seat` places a token of `value`: on one of its wires of it (asked), else beside its stand. */
function placeToken(state: GameState, seat: Seat, value: InfoValue, out: Out, core: Core) {
  const mine = uncutOf(state, seat).filter((w) => core.valueIn(state, w.wire.printed) === value);
  const options = mine
    .filter((w) => w.wire.info === null && !w.wire.x && !w.wire.turned)
    .map((w) => w.ref);
  if (options.length > 0)
    return setPending(state, { kind: 'placeToken', seat, options, value }, out);
  if (mine.length > 0) {
    // Each of its wires of that value already shows a token: this one goes back to the supply.
    out.push({ type: 'tokenReturned', seat, value });
    return state;
  }
  out.push({ type: 'infoBeside', seat, value });
  return { ...state, infoBeside: [...state.infoBeside, { seat, value }] };
}

export function tokenHandoutModule(def: TokenHandoutDef): RuleModule {
  return {
    ...(def.how === 'draft' ? { drawsTokens: true as const } : {}),
    setup: () => ({ slots: { handout: { done: false, line: [] } }, tasks: [] }),
    afterWiresLeft: (state, cutCount, out) => {
      if (!state.handout || state.handout.done || cutCount('yellow') < 2) return state;
      let next = state;
      let line: InfoValue[] = [];
      if (def.how === 'draft') {
        ({ line, state: next } = drawLine(state));
        out.push({ type: 'tokensDrawn', values: line });
      }
      const order = seatsAfter(state.players, state.captain - 1);
      const tasks: Task[] = order.map((seat) => ({
        kind: 'takeToken',
        seat,
        to: def.how === 'give' ? (seat + 1) % state.players : seat,
      }));
      return { ...next, handout: { done: true, line }, queue: [...tasks, ...next.queue] };
    },
    tasks: {
      kinds: ['takeToken', 'placeToken'],
      run: (state, task, out, core) => {
        if (task.kind === 'placeToken') return placeToken(state, task.seat, task.value, out, core);
        if (task.kind !== 'takeToken') return state;
        const options = [
          ...new Set(def.how === 'give' ? supply(state) : (state.handout?.line ?? [])),
        ];
        if (options.length === 0) return state;
        return setPending(state, { kind: 'takeToken', seat: task.seat, options, to: task.to }, out);
      },
    },
    choices: {
      kinds: ['takeToken'],
      answer: (state, pending, picked, out) => {
        if (pending.kind !== 'takeToken') return state;
        const { to } = pending;
        out.push({ type: 'tokenTaken', seat: pending.seat, to, value: picked });
        const line = [...(state.handout?.line ?? [])];
        if (def.how === 'draft') line.splice(line.indexOf(picked), 1);
        return {
          ...state,
          handout: { done: true, line },
          queue: [{ kind: 'placeToken', seat: to, value: picked }, ...state.queue],
        };
      },
    },
  };
}
