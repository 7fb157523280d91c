/** Summaries of many games: win rate with a Wilson score interval. */
import type { LossCause } from '@bomb-busters/engine';

/** The 95% Wilson score interval of `wins` successes out of `n` (z = 1.96). */
export function wilson(wins: number, n: number, z = 1.959963984540054): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface GameOutcome {
  readonly result: 'won' | 'lost';
  readonly lossCause: LossCause | null;
  readonly mistakes: number;
  readonly turns: number;
}

export interface Summary {
  readonly games: number;
  readonly won: number;
  readonly winRate: number;
  readonly ci95: [number, number];
  readonly lossCauses: Partial<Record<LossCause, number>>;
  readonly meanMistakes: number;
  readonly meanTurns: number;
}

export function summarize(outcomes: readonly GameOutcome[]): Summary {
  const games = outcomes.length;
  const won = outcomes.filter((o) => o.result === 'won').length;
  const lossCauses: Partial<Record<LossCause, number>> = {};
  for (const o of outcomes)
    if (o.result === 'lost' && o.lossCause)
      lossCauses[o.lossCause] = (lossCauses[o.lossCause] ?? 0) + 1;
  const mean = (f: (o: GameOutcome) => number) =>
    games === 0 ? 0 : outcomes.reduce((acc, o) => acc + f(o), 0) / games;
  return {
    games,
    won,
    winRate: games === 0 ? 0 : won / games,
    ci95: wilson(won, games),
    lossCauses,
    meanMistakes: mean((o) => o.mistakes),
    meanTurns: mean((o) => o.turns),
  };
}
