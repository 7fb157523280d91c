/**
 * Rule module "negativeTokens": instead of the usual setup token, each seat puts info tokens of
 * values it does not hold beside its stands (mission 22, RULES.md §6.2): `tokens` of them, one
 * beside each stand of a seat with two, fewer when fewer values are missing; a yellow token is
 * allowed. Each says "this hand holds no wire of this value".
 */
import { hands } from '../../hands.js';
import { setPending } from '../../step.js';
import { supply } from '../../supply.js';
import type { Task } from '../../types.js';
import type { RuleModule } from '../rules.js';

export interface NegativeTokensDef {
  readonly tokens: number;
}

export function negativeTokensModule(def: NegativeTokensDef): RuleModule {
  return {
    setupInfo: (state, seat) => {
      const stands = hands(state, seat)?.length ?? 1;
      return Array.from({ length: def.tokens }, (_, i): Task => ({
        kind: 'besideToken',
        seat,
        stand: Math.floor((i * stands) / def.tokens),
      }));
    },
    tasks: {
      kinds: ['besideToken'],
      run: (state, task, out, core) => {
        if (task.kind !== 'besideToken') return state;
        const { seat } = task;
        const placed = state.infoBeside.filter((b) => b.seat === seat).map((b) => b.value);
        const options = [...new Set(supply(state))].filter(
          (value) => !core.holds(state, seat, value) && !placed.includes(value),
        );
        if (options.length === 0) return state;
        return setPending(state, { kind: 'besideToken', seat, options, stand: task.stand }, out);
      },
    },
    choices: {
      kinds: ['besideToken'],
      answer: (state, pending, picked, out) => {
        if (pending.kind !== 'besideToken') return state;
        const beside = { seat: pending.seat, value: picked, stand: pending.stand };
        out.push({ type: 'infoBeside', ...beside });
        return { ...state, infoBeside: [...state.infoBeside, beside] };
      },
    },
  };
}
