/**
 * The exact solver agrees with an independent brute-force enumerator (src/brute-force.ts) on
 * hundreds of random small positions: same status, same exact total weight, the same marginals to
 * 1e-12, and the same conditional probabilities.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteForce, bruteForceConditional } from '../src/brute-force.js';
import { kindKeyOf, type Position } from '../src/position.js';
import { parsePosition, formatPosition } from '../src/position-file.js';
import type { SlotMarginal } from '../src/solution.js';
import { conditionalProbability, solve } from '../src/solve.js';
import { randomPosition, randomRestrictions } from './random-position.js';

const RUNS = 400;
const positions = fc.gen().map((g) => randomPosition(g, { maxUnknown: 11, observerFacts: false }));
const withObserverFacts = fc.gen().map((g) => randomPosition(g, { observerFacts: true }));

/** The solver's answer is the brute force's, exactly. */
function expectAgreement(position: Position, truthful: boolean): void {
  const expected = bruteForce(position);
  const solution = solve(position, { exact: true });
  expect(solution.status).toBe(expected.status);
  expect(solution.totalWeight).toBe(expected.totalWeight);
  if (truthful) expect(solution.status).toBe('ok');
  const error = Math.abs(solution.weight - Number(expected.totalWeight));
  expect(error).toBeLessThanOrEqual(1e-9 * Number(expected.totalWeight));
  expectSameMarginals(solution.marginals, expected.marginals);
  expectWellFormed(position, solution.marginals);
  const fast = solve(position);
  expect(fast.totalWeight).toBeNull();
  expectSameMarginals(fast.marginals, expected.marginals);
}

/** Every probability of `a` and `b` agrees to 1e-12, and they name the same kinds. */
function expectSameMarginals(a: readonly SlotMarginal[], b: readonly SlotMarginal[]): void {
  expect(a.map((m) => [m.stand, m.slot])).toEqual(b.map((m) => [m.stand, m.slot]));
  a.forEach((m, i) => {
    const other = b[i]!.probs;
    expect(Object.keys(m.probs).sort(), `stand ${m.stand} slot ${m.slot}`).toEqual(
      Object.keys(other).sort(),
    );
    for (const [key, p] of Object.entries(m.probs))
      expect(Math.abs(p - other[key]!), `stand ${m.stand} slot ${m.slot} ${key}`).toBeLessThan(
        1e-12,
      );
  });
}

/** Probabilities of each slot sum to 1; a wire whose value is known has probability 1 (to 1e-12). */
function expectWellFormed(position: Position, marginals: readonly SlotMarginal[]): void {
  for (const m of marginals) {
    const sum = Object.values(m.probs).reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
    const slot = position.stands[m.stand]!.slots[m.slot]!;
    const known =
      slot.kind === 'known'
        ? kindKeyOf(slot.printed)
        : slot.kind === 'info' && slot.value !== 'yellow'
          ? String(slot.value)
          : null;
    if (known === null) continue;
    expect(Object.keys(m.probs)).toEqual([known]);
    expect(Math.abs(m.probs[known]! - 1)).toBeLessThan(1e-12);
  }
}

describe('brute force', () => {
  it('finds the dealt hands consistent when every fact is true', () => {
    fc.assert(
      fc.property(withObserverFacts, ({ position, truthful }) => {
        if (!truthful) return;
        const result = bruteForce(position);
        expect(result.status).toBe('ok');
        expect(result.totalWeight > 0n).toBe(true);
        expectWellFormed(position, result.marginals);
      }),
      { numRuns: 100 },
    );
  });

  it('writes every random position to a position file and reads it back unchanged', () => {
    fc.assert(
      fc.property(withObserverFacts, ({ position, truthful }) => {
        if (!truthful) return;
        expect(parsePosition(JSON.parse(JSON.stringify(formatPosition(position))))).toEqual({
          ok: true,
          value: position,
        });
      }),
      { numRuns: 100 },
    );
  });
});

describe('the exact solver agrees with the brute force', () => {
  it('on status, exact total weight and every marginal', () => {
    fc.assert(
      fc.property(positions, ({ position, truthful }) => expectAgreement(position, truthful)),
      { numRuns: RUNS },
    );
  });

  it('with true facts about the observer’s own hand too (they change nothing)', () => {
    fc.assert(
      fc.property(withObserverFacts, ({ position, truthful }) =>
        expectAgreement(position, truthful),
      ),
      { numRuns: 100 },
    );
  });

  it('with an X wire on every stand: hidden X parts pooled, counted not enumerated', () => {
    const withX = fc
      .gen()
      .map((g) => randomPosition(g, { maxUnknown: 11, observerFacts: false, xOnEveryStand: true }));
    fc.assert(
      fc.property(withX, ({ position, truthful }) => expectAgreement(position, truthful)),
      { numRuns: 200 },
    );
  });

  it('when a count token asks a later stand for a copy after the kind ran out (found by this property)', () => {
    // Stand 2's token counts two 3s with its X wire one of them: its sorted part must hold the
    // other, which it cannot; the fast programme once ended the kind before reaching that part.
    const position = {
      id: 'count after the last copy',
      observer: 1,
      blue: [1, 3],
      yellow: [1],
      red: [],
      yellowUncertain: { candidates: [4], keep: 0 },
      redUncertain: null,
      stars: false,
      stands: [
        {
          owner: 0,
          slots: [
            { kind: 'parity', parity: 'odd' },
            { kind: 'known', printed: 2, x: true },
          ],
        },
        {
          owner: 1,
          slots: [
            ...[1, 1, 2, 2, 3, 3, 3].map((printed) => ({ kind: 'own', printed })),
            { kind: 'hidden', x: true },
          ],
        },
        {
          owner: 2,
          slots: [
            { kind: 'parity', parity: 'odd' },
            { kind: 'known', printed: 1.1 },
            { kind: 'hidden', x: true },
          ],
        },
      ],
      mustHave: [],
      mustNotHave: [],
      standHas: [],
      notAt: [],
      counts: [
        { stand: 0, slot: 0, count: 1 },
        { stand: 2, slot: 2, count: 2 },
      ],
    } as Position;
    expectAgreement(position, true);
  });

  it('on conditional probabilities', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const { position } = randomPosition(g, { maxUnknown: 8, observerFacts: false });
        const restrictions = randomRestrictions(g, position);
        const expected = bruteForceConditional(position, restrictions);
        const actual = conditionalProbability(position, restrictions);
        if (Number.isNaN(expected)) expect(actual).toBeNaN();
        else expect(Math.abs(actual - expected)).toBeLessThan(1e-12);
        // The position's weight from solve saves the unrestricted pass, and changes nothing.
        const { weight } = solve(position);
        if (weight > 0) expect(conditionalProbability(position, restrictions, weight)).toBe(actual);
      }),
      { numRuns: 150 },
    );
  });
});
