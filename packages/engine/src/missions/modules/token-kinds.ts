/**
 * Rule module "tokens": the mission replaces the true-value info tokens with another kind for the
 * whole mission, at setup, after a failed cut and with the Post-it alike (RULES.md §6.2):
 * even/odd tokens (missions 21, 33) or x1, x2, x3 count tokens (24, 40), which say how many wires
 * of the marked wire's value its stand holds, cut ones included. With count tokens the Post-it may
 * also mark a cut wire (24). What each kind says is the core's vocabulary (`InfoToken`).
 */
import type { MissionDef } from '../defs.js';
import type { RuleModule } from '../rules.js';

export interface TokenKindDef {
  readonly kind: 'parity' | 'count';
}

export const tokenKindsModule = (def: TokenKindDef): RuleModule => ({
  infoTokens: def.kind,
  ...(def.kind === 'count' ? { postItOnCut: true as const } : {}),
});

/**
 * Even/odd and count tokens speak of numbers: a yellow wire, which has none, could not take one,
 * so these missions have no yellow wires.
 */
export function validateTokenKinds(def: TokenKindDef, mission: MissionDef): string[] {
  const yellow = mission.yellow ?? mission.twoPlayer?.yellow;
  const problems: string[] = [];
  if (def.kind !== 'parity' && def.kind !== 'count')
    problems.push(`token kind ${String(def.kind)}`);
  if (yellow) problems.push(`${def.kind} tokens with yellow wires`);
  return problems;
}
