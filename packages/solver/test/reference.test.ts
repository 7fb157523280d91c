/**
 * The dense programme (fast.ts) against the map-based one (dp.ts), kept as the reference: on the
 * benchmark corpus, the same total weight and the same per-slot weights, to 1e-9 relative. A
 * sample runs in `npm test`; SOLVER_REFERENCE=all checks every position (minutes), and
 * SOLVER_REFERENCE=box-seats every seat view of box 2 and box 3 (a minute on a busy machine):
 *
 *   SOLVER_REFERENCE=all npx vitest run packages/solver/test/reference.test.ts
 */
import { describe, expect, it } from 'vitest';
import { marginalsOf } from '../src/dp.js';
import { fastSolve } from '../src/fast.js';
import type { Position } from '../src/position.js';
import { buildProblems, type Problem } from '../src/problem.js';
import { corpusFiles } from './corpus-files.js';

const files = corpusFiles();
const corpus: Position[] = files.flatMap((f) => f.positions);
const boxSeats = files.flatMap(({ file, positions }) =>
  file.startsWith('box-') ? positions.filter((p) => p.observer !== null) : [],
);

/** Every position, or a sample: one seat view in 4, every other one with X wires or count tokens, one later spectator view in 8. */
const special = (p: Position) =>
  p.counts.length > 0 || p.stands.some((s) => s.slots.some((slot) => slot.x));
const chosen =
  process.env.SOLVER_REFERENCE === 'all'
    ? corpus
    : process.env.SOLVER_REFERENCE === 'box-seats'
      ? boxSeats
      : corpus.filter((p, i) =>
          p.observer === null
            ? !(p.id ?? '').includes('-early-') && i % 8 === 0
            : i % 4 === 0 || (special(p) && i % 2 === 0),
        );

const close = (a: number, b: number, scale: number) =>
  Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b), 1e-300) ||
  Math.abs(a - b) <= 1e-12 * scale;

/** fast.ts's weights are dp.ts's, to 1e-9 relative. */
function expectAgreement(problem: Problem, maxBand?: number, maxSpreads?: number): void {
  const fast = fastSolve(problem, true, maxBand, maxSpreads);
  const reference = marginalsOf(problem);
  expect(fast).not.toBeNull();
  const { total, weights } = fast!;
  expect(close(total, reference.total, reference.total)).toBe(true);
  reference.weights.forEach((rows, s) =>
    rows.forEach((row, j) =>
      row.forEach((w, k) =>
        expect(
          close(weights[s]![j * row.length + k]!, w, reference.total),
          `stand ${s} slot ${j} kind ${problem.kinds[k]}`,
        ).toBe(true),
      ),
    ),
  );
}

// dp.ts takes minutes on the largest spectator views.
const timeout = process.env.SOLVER_REFERENCE === 'all' ? 3_600_000 : undefined;

describe('fast.ts agrees with dp.ts on the benchmark corpus', () => {
  it.each(chosen.map((p) => [p.id ?? '', p] as const))(
    '%s',
    (_, position) => {
      for (const problem of buildProblems(position)) expectAgreement(problem);
    },
    timeout,
  );
});

describe('fast.ts with every kind numbering the codes it meets (its path for bands too large for a table)', () => {
  it.each(chosen.filter((_, i) => i % 4 === 0).map((p) => [p.id ?? '', p] as const))(
    '%s',
    (_, position) => {
      for (const problem of buildProblems(position)) expectAgreement(problem, 0);
    },
    timeout,
  );
});

describe('fast.ts recording no spreads (its backward pass for views with too many to keep)', () => {
  it.each(chosen.filter((_, i) => i % 4 === 1).map((p) => [p.id ?? '', p] as const))(
    '%s',
    (_, position) => {
      for (const problem of buildProblems(position)) expectAgreement(problem, undefined, 0);
    },
    timeout,
  );
});

describe('views that fell back to dp.ts', () => {
  const byId = (id: string) => corpus.find((p) => p.id === id)!;
  it('mission 35: known X wires, one per stand, are no units of the programme', () => {
    for (const problem of buildProblems(byId('m35-p5-g1-late-t27-spectator')))
      expectAgreement(problem);
  });
  it('mission 41: the limit is on the band of 16 flag states, not on all the codes', () => {
    for (const problem of buildProblems(byId('m41-p5-g1-late-t20-spectator')))
      expectAgreement(problem);
  });
});

describe('spreads that could never complete are not made', () => {
  const byId = (id: string) => corpus.find((p) => p.id === id)!;
  /** The forward states of a view's problems, checked against dp.ts. */
  const statesOf = (id: string) =>
    buildProblems(byId(id)).reduce((acc, problem) => {
      expectAgreement(problem);
      return acc + fastSolve(problem, true)!.states;
    }, 0);
  it('a unit left short of the slots that only earlier kinds allow (137,000 states without)', () => {
    expect(statesOf('m8-p5-g0-early-t0-seat1')).toBeLessThan(60_000);
  });
  it('a candidate set aside when its group could no longer be filled (120,000 states without)', () => {
    expect(statesOf('m33-p5-g0-early-t0-seat0')).toBeLessThan(100_000);
  });
  it('fewer yellow wires left than stands still to hold one (mission 41; 249,000 states without)', () => {
    expect(statesOf('m41-p5-g0-early-t0-seat2')).toBeLessThan(120_000);
  });
  it('the same with four stands, 16 flag states (278,000 states without)', () => {
    expect(statesOf('m41-p5-g1-early-t0-seat1')).toBeLessThan(200_000);
  });
  it("the last unit's move made by the step before it, its states never stored (64,000 without)", () => {
    expect(statesOf('m21-p5-g0-early-t0-seat4')).toBeLessThan(50_000);
  });
  it('a unit that the kinds after it could not complete alone: no spread leaves it there (7,155 without)', () => {
    expect(statesOf('m39-p5-g0-early-t3-seat4')).toBeLessThan(6_200);
  });
});

describe('units in order of size', () => {
  it("mission 35's X parts spread after the stands (138,000 states between them)", () => {
    const position = corpus.find((p) => p.id === 'm35-p5-g1-early-t3-seat4')!;
    for (const problem of buildProblems(position)) {
      expectAgreement(problem);
      expect(fastSolve(problem, true)!.states).toBeLessThan(130_000);
    }
  });
});
