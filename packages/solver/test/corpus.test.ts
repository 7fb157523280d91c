/**
 * The benchmark corpus (bench/positions/*.json, written by bench/make-positions.ts from seeded
 * games): every file parses, and a sample of its positions, taken from real games, solves to a
 * consistent distribution. players-N.json hold the base missions, box-2.json missions 20-28,
 * box-3.json missions 29-42.
 */
import { describe, expect, it } from 'vitest';
import type { Position } from '../src/position.js';
import { solve } from '../src/solve.js';
import { corpusFiles } from './corpus-files.js';

const files = corpusFiles();
function load(name: string): Position[] {
  const found = files.find((f) => f.file === name);
  if (!found) throw new Error(`No ${name} in the corpus.`);
  return found.positions;
}

const corpus = files.filter((f) => f.file.startsWith('players-')).flatMap((f) => f.positions);
const box2 = load('box-2.json');
const box3 = load('box-3.json');
const isEarly = (p: Position) => p.id?.includes('-early-') ?? false;

/** ~20 positions spread over the corpus: seat views of every phase, and spectator views past the early game (cheaper). */
function sample(): Position[] {
  const seats = corpus.filter((p) => p.observer !== null);
  const spectators = corpus.filter((p) => p.observer === null && !isEarly(p));
  const every = (list: Position[], n: number) =>
    list.filter((_, i) => i % Math.ceil(list.length / n) === 0);
  const box2Seats = box2.filter((p) => p.observer !== null && !isEarly(p));
  const box3Seats = box3.filter((p) => p.observer !== null && !isEarly(p));
  return [
    ...every(seats, 16),
    ...every(spectators, 4),
    ...every(box2Seats, 8),
    ...every(box3Seats, 12),
  ];
}

describe('benchmark corpus', () => {
  it('has one file per player count, every position parses, ids are unique and tagged', () => {
    expect(files.map((f) => f.file)).toEqual([
      'box-2.json',
      'box-3.json',
      'players-2.json',
      'players-3.json',
      'players-4.json',
      'players-5.json',
    ]);
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    expect(corpus.length).toBeLessThanOrEqual(600);
    const ids = [...corpus, ...box2, ...box3].map((p) => p.id ?? '');
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of [...corpus, ...box2, ...box3]) {
      const id = p.id ?? '';
      expect(id).toMatch(/^m[\w-]+-p[2-5]-g\d+-(early|middle|late)-t\d+-(seat\d|spectator)$/);
      expect(id.endsWith('spectator')).toBe(p.observer === null);
      if (p.observer !== null) expect(id.endsWith(`seat${p.observer}`)).toBe(true);
    }
    // The mix the benchmark promises: every phase, seat and spectator views, red, yellow and x-of-y wires.
    for (const phase of ['early', 'middle', 'late'])
      expect(corpus.some((p) => p.id?.includes(`-${phase}-`))).toBe(true);
    expect(corpus.some((p) => p.red.length > 0)).toBe(true);
    expect(corpus.some((p) => p.yellow.length > 0)).toBe(true);
    expect(corpus.some((p) => p.redUncertain !== null)).toBe(true);
    expect(corpus.some((p) => p.yellowUncertain !== null)).toBe(true);
    expect(corpus.some((p) => p.red.length + p.yellow.length === 0 && !p.redUncertain)).toBe(true);
  });

  it('box 2 has every mission of the box at 2-5 players, X slots, even/odd and count tokens', () => {
    for (const mission of [20, 21, 24, 28])
      for (let players = 2; players <= 5; players++)
        expect(box2.some((p) => p.id?.startsWith(`m${mission}-p${players}-`))).toBe(true);
    const slots = box2.flatMap((p) => p.stands.flatMap((s) => s.slots));
    expect(slots.some((s) => s.x)).toBe(true);
    expect(slots.some((s) => s.kind === 'parity')).toBe(true);
    expect(box2.some((p) => p.counts.length > 0)).toBe(true);
  });

  it('box 3 has missions 29-42, turned wires, constraint cards ("holds no v"), a stand’s yellow', () => {
    for (let mission = 29; mission <= 42; mission++)
      expect(box3.some((p) => p.id?.startsWith(`m${mission}-p`))).toBe(true);
    // Mission 38: the observer's own turned wire, an X slot it cannot see.
    expect(
      box3.some((p) =>
        p.stands.some(
          (s) => s.owner === p.observer && s.slots.some((slot) => slot.x && slot.kind === 'hidden'),
        ),
      ),
    ).toBe(true);
    expect(box3.some((p) => p.mustNotHave.length > 0)).toBe(true);
    expect(box3.some((p) => p.standHas.some((h) => h.value === 'yellow'))).toBe(true);
    expect(box3.some((p) => p.counts.length > 0)).toBe(true);
  });

  it.each(sample().map((p) => [p.id ?? '', p] as const))(
    '%s solves: consistent, probabilities sum to 1',
    (_, position) => {
      const solution = solve(position);
      expect(solution.status).toBe('ok');
      expect(solution.weight).toBeGreaterThan(0);
      // One marginal per uncut wire the observer cannot see.
      // The observer's own turned wire (mission 38) is one of them.
      const unseen = position.stands.flatMap((stand, s) =>
        stand.slots.flatMap((slot, j) =>
          slot.kind === 'cut' || (stand.owner === position.observer && slot.kind !== 'hidden')
            ? []
            : [`${s}:${j}`],
        ),
      );
      expect(solution.marginals.map((m) => `${m.stand}:${m.slot}`)).toEqual(unseen);
      for (const m of solution.marginals) {
        const probs = Object.values(m.probs);
        expect(probs.every((p) => p > 0 && p <= 1 + 1e-12)).toBe(true);
        expect(probs.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      }
    },
  );
});
