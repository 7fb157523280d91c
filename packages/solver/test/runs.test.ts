/**
 * Joint questions about one stand's wires from the solution's runs (`pNone`): the same as
 * conditioning on those wires (a second solve), on random small positions and on the benchmark
 * corpus.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Position } from '../src/position.js';
import { conditionalProbability, pNone, solve } from '../src/solve.js';
import { corpusFiles } from './corpus-files.js';
import { randomPosition } from './random-position.js';

type Gen = fc.GeneratorValue;

/**
 * Every kind the wires of some unseen stands may hold, against a few random sets of their slots:
 * pNone equals P(no slot holds it) by conditioning, to 1e-9. Returns how many it compared.
 */
function expectSameAsConditioning(position: Position, pick: (n: number) => number): number {
  const solution = solve(position, { runs: true });
  if (solution.status !== 'ok') return 0;
  let compared = 0;
  solution.runs!.stands.forEach((runs, stand) => {
    if (!runs) return;
    const kinds = new Set(
      solution.marginals.filter((m) => m.stand === stand).flatMap((m) => Object.keys(m.probs)),
    );
    for (const kind of kinds) {
      const slots = runs.slots.filter(() => pick(2) === 0);
      if (slots.length === 0) slots.push(runs.slots[pick(runs.slots.length)]!);
      const restrictions = slots.map((slot) => ({ stand, slot, deny: [kind] }));
      const expected = conditionalProbability(position, restrictions, solution.weight);
      const actual = pNone(solution, stand, slots, kind);
      expect(actual, `stand ${stand} slots ${slots.join()} kind ${kind}`).not.toBeNull();
      expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(1e-9);
      compared++;
    }
  });
  return compared;
}

describe('pNone, from the runs of one solve', () => {
  it('equals conditioning on random small positions', () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.gen(), (g: Gen) => {
        const { position } = randomPosition(g, { maxUnknown: 10, observerFacts: false });
        compared += expectSameAsConditioning(position, (n) => g(fc.nat, { max: n - 1 }));
      }),
      // Seeded: the floor below counts the comparisons of these positions.
      { numRuns: 150, seed: 6 },
    );
    expect(compared).toBeGreaterThan(250);
  });

  it('equals conditioning on a sample of the benchmark corpus (box 2 and 3 included)', () => {
    const corpus = corpusFiles()
      .flatMap((f) => f.positions)
      .filter((p, i) => p.observer !== null && i % 25 === 0);
    let seed = 1;
    const pick = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const compared = corpus.reduce((n, p) => n + expectSameAsConditioning(p, pick), 0);
    expect(compared).toBeGreaterThan(500);
  });

  it('answers null for a slot outside the stand, or without runs', () => {
    const { position } = randomPosition(fc.sample(fc.gen(), { seed: 7, numRuns: 1 })[0]!, {
      observerFacts: false,
    });
    const solution = solve(position, { runs: true });
    const stand = solution.runs!.stands.findIndex((r) => r !== null);
    const kind = solution.runs!.kinds[0]!;
    expect(pNone(solution, stand, [99], kind)).toBeNull();
    expect(pNone(solve(position), stand, [0], kind)).toBeNull();
  });
});
