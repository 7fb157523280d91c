/**
 * Rule module "falseTokens": the Captain's info tokens lie (mission 17's Rhett Herrings, RULES.md
 * §6.2, §9 B9). Every token on the Captain's wires means "this wire is NOT this value": the
 * Captain places `setupTokens` false setup tokens (never on a red, never the wire's own value),
 * and a failed cut on one of the Captain's wires leaves a token of the announced value, also
 * false (with the X or Y Ray the Captain picks which of the two). A token keeps its meaning when a
 * Walkie-Talkie moves its wire: the meaning travels on the token.
 */
import type { Task } from '../../types.js';
import type { RuleModule } from '../rules.js';

export interface FalseTokensDef {
  /** False setup tokens the Captain places instead of the usual one. */
  readonly setupTokens: number;
}

export function falseTokensModule(def: FalseTokensDef): RuleModule {
  return {
    tokensSayNot: (state, seat) => seat === state.captain,
    setupInfo: (state, seat) =>
      seat !== state.captain
        ? null
        : Array.from({ length: def.setupTokens }, (): Task => ({
            kind: 'setupInfo',
            seat,
            not: true,
          })),
  };
}
