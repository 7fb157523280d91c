/**
 * One small hand-made position per kind of fact, with the total weight and every probability
 * worked out by hand in the comments. The weight of a split is the product over kinds k of
 * c_k! / prod_s n_{k,s}! (c_k copies of k outside the observer's hand, n_{k,s} of them in stand s,
 * cut ones included): see docs/position-format.md. Each case is checked on the exact solver and
 * on the brute-force enumerator.
 */
import { describe, expect, it } from 'vitest';
import { bruteForce, bruteForceConditional } from '../src/brute-force.js';
import type { Position } from '../src/position.js';
import { parsePosition } from '../src/position-file.js';
import type { SlotMarginal } from '../src/solution.js';
import { conditionalProbability, solve } from '../src/solve.js';

/** A position written as in a position file. */
function position(file: Record<string, unknown>): Position {
  const parsed = parsePosition({ id: 'hand-made', ...file });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

type Expected = readonly { stand: number; slot: number; probs: Record<string, number> }[];

function expectMarginals(actual: readonly SlotMarginal[], expected: Expected): void {
  expect(actual.map((m) => [m.stand, m.slot])).toEqual(expected.map((m) => [m.stand, m.slot]));
  actual.forEach((m, i) => {
    const want = expected[i]!.probs;
    expect(Object.keys(m.probs).sort(), `stand ${m.stand} slot ${m.slot}`).toEqual(
      Object.keys(want).sort(),
    );
    for (const [key, p] of Object.entries(want))
      expect(m.probs[key], `stand ${m.stand} slot ${m.slot} kind ${key}`).toBeCloseTo(p, 12);
  });
}

/** The solver and the brute force both find this total weight and these marginals. */
function expectSolution(p: Position, totalWeight: bigint, expected: Expected): void {
  const solution = solve(p, { exact: true });
  expect(solution.status).toBe(totalWeight === 0n ? 'inconsistent' : 'ok');
  expect(solution.totalWeight).toBe(totalWeight);
  expect(Math.abs(solution.weight - Number(totalWeight))).toBeLessThanOrEqual(
    1e-9 * solution.weight,
  );
  expectMarginals(solution.marginals, expected);
  const brute = bruteForce(p);
  expect(brute.totalWeight).toBe(totalWeight);
  expectMarginals(brute.marginals, expected);
}

// Blue 1-2, the observer holds 1 1 2 2, so the two other stands hold 1 1 2 2 between them
// (c_1 = c_2 = 2). Player 1's stand {1,1}: 2!/(2!0!) * 2!/(0!2!) = 1; {1,2}: 2!/(1!1!) *
// 2!/(1!1!) = 4; {2,2}: 1. Total 6 (= 4!/(2!2!), every labelled split).
const fourWires = (stand1: string, stand2: string, extra: Record<string, unknown> = {}) =>
  position({
    observer: 0,
    blue: [1, 2],
    stands: [
      { owner: 0, slots: '?1 ?1 ?2 ?2' },
      { owner: 1, slots: stand1 },
      { owner: 2, slots: stand2 },
    ],
    ...extra,
  });

// Blue 1-3, the observer holds 1 1 2 2 3 3: the others hold 1 1 2 2 3 3 in two stands of three.
// A stand of three with n_1, n_2, n_3 of each weighs 2!/(n_1!(2-n_1)!) * (same for 2 and 3):
// {1,2,3} = 2*2*2 = 8; {1,1,2} {1,1,3} {1,2,2} {2,2,3} {1,3,3} {2,3,3} = 2 each. Total 20.
const sixStands = (stand1: string, stand2: string) => [
  { owner: 0, slots: '?1 ?1 ?2 ?2 ?3 ?3' },
  { owner: 1, slots: stand1 },
  { owner: 2, slots: stand2 },
];
const sixWires = (extra: Record<string, unknown>) =>
  position({ observer: 0, blue: [1, 3], stands: sixStands('? ? ?', '? ? ?'), ...extra });

describe('each kind of fact, on hand-made positions', () => {
  it('no fact beyond the observer’s own hand', () => {
    // Stand 1 {1,1}: 1, {1,2}: 4, {2,2}: 1 (total 6); stand 2 holds the rest.
    // Stand 1 slot 0 is 1 unless {2,2}: 5/6. Slot 1 is 2 unless {1,1}: 5/6. Stand 2 the same.
    expectSolution(fourWires('? ?', '? ?'), 6n, [
      { stand: 1, slot: 0, probs: { 1: 5 / 6, 2: 1 / 6 } },
      { stand: 1, slot: 1, probs: { 1: 1 / 6, 2: 5 / 6 } },
      { stand: 2, slot: 0, probs: { 1: 5 / 6, 2: 1 / 6 } },
      { stand: 2, slot: 1, probs: { 1: 1 / 6, 2: 5 / 6 } },
    ]);
  });

  it('the observer’s own hand: its yellow wire is nowhere else', () => {
    // Yellow 1 (1.1) is in play but in the observer's hand: the others still hold 1 1 2 2 and
    // no slot can be Y1. Same numbers as above.
    const p = position({
      observer: 0,
      blue: [1, 2],
      yellow: [1],
      stands: [
        { owner: 0, slots: '?1 ?1 ?Y1 ?2 ?2' },
        { owner: 1, slots: '? ?' },
        { owner: 2, slots: '? ?' },
      ],
    });
    expectSolution(p, 6n, [
      { stand: 1, slot: 0, probs: { 1: 5 / 6, 2: 1 / 6 } },
      { stand: 1, slot: 1, probs: { 1: 1 / 6, 2: 5 / 6 } },
      { stand: 2, slot: 0, probs: { 1: 5 / 6, 2: 1 / 6 } },
      { stand: 2, slot: 1, probs: { 1: 1 / 6, 2: 5 / 6 } },
    ]);
  });

  it('true facts about the observer’s own hand change nothing', () => {
    // The observer holds 1 1 2 2: its stand has a 1 (radar), it holds a 2, holds no yellow, and its
    // first wire is not a 2. All true, so the numbers are those without facts (total 6).
    const p = fourWires('? ?', '? ?', {
      standHas: [{ stand: 0, value: 1, has: true }],
      mustHave: [{ player: 0, value: 2 }],
      mustNotHave: [{ player: 0, value: 'yellow' }],
      notAt: [{ stand: 0, slot: 0, value: 2 }],
    });
    expectSolution(p, 6n, [
      { stand: 1, slot: 0, probs: { 1: 5 / 6, 2: 1 / 6 } },
      { stand: 1, slot: 1, probs: { 1: 1 / 6, 2: 5 / 6 } },
      { stand: 2, slot: 0, probs: { 1: 5 / 6, 2: 1 / 6 } },
      { stand: 2, slot: 1, probs: { 1: 1 / 6, 2: 5 / 6 } },
    ]);
  });

  it('an info token', () => {
    // "i1" in stand 1 slot 0 rules out stand 1 = {2,2}: {1,1} 1 + {1,2} 4 = 5.
    // Stand 1 slot 1: 2 with 4/5. Stand 2 is {2,2} (1/5) or {1,2} (4/5).
    expectSolution(fourWires('i1 ?', '? ?'), 5n, [
      { stand: 1, slot: 0, probs: { 1: 1 } },
      { stand: 1, slot: 1, probs: { 1: 1 / 5, 2: 4 / 5 } },
      { stand: 2, slot: 0, probs: { 1: 4 / 5, 2: 1 / 5 } },
      { stand: 2, slot: 1, probs: { 2: 1 } },
    ]);
  });

  it('a cut wire in the middle of a stand, and stands of different sizes', () => {
    // Blue 1-3, the observer holds 1 1 2 3 3: the others hold 1 1 2 2 2 3 3 (c = 2, 3, 2).
    // Stand 1 "? 2 ?" sorted with a 2 in the middle: {1,2,2} {1,2,3} {2,2,2} {2,2,3}; stand 2 (4
    // wires) the rest. Weights 2!/(n!(2-n)!) for 1 and 3, 3!/(n!(3-n)!) for 2:
    // {1,2,2}: 2*3*1 = 6; {1,2,3}: 2*3*2 = 12; {2,2,2}: 1*1*1 = 1; {2,2,3}: 1*3*2 = 6. Total 25.
    // Stand 1 slot 0 is 1 in the first two: 18/25. Slot 2 is 3 in {1,2,3} {2,2,3}: 18/25.
    // Stand 2 is {1,2,3,3} {1,2,2,3} {1,1,3,3} {1,1,2,3}: slot 0 always 1; slot 1 is 2 in the
    // first two (18/25); slot 2 is 3 in {1,2,3,3} {1,1,3,3} (7/25), else 2; slot 3 always 3.
    const p = position({
      observer: 0,
      blue: [1, 3],
      stands: [
        { owner: 0, slots: '?1 ?1 ?2 ?3 ?3' },
        { owner: 1, slots: '? 2 ?' },
        { owner: 2, slots: '? ? ? ?' },
      ],
    });
    expectSolution(p, 25n, [
      { stand: 1, slot: 0, probs: { 1: 18 / 25, 2: 7 / 25 } },
      { stand: 1, slot: 2, probs: { 2: 7 / 25, 3: 18 / 25 } },
      { stand: 2, slot: 0, probs: { 1: 1 } },
      { stand: 2, slot: 1, probs: { 1: 7 / 25, 2: 18 / 25 } },
      { stand: 2, slot: 2, probs: { 2: 18 / 25, 3: 7 / 25 } },
      { stand: 2, slot: 3, probs: { 3: 1 } },
    ]);
  });

  it('"holds at least one" from an announced value', () => {
    // Player 1 announced a 2: stand 1 = {1,1} is out, 4 + 1 = 5 left.
    // Stand 1 slot 0: 1 with 4/5. Stand 2 is {1,2} (4/5) or {1,1} (1/5).
    expectSolution(fourWires('? ?', '? ?', { mustHave: [{ player: 1, value: 2 }] }), 5n, [
      { stand: 1, slot: 0, probs: { 1: 4 / 5, 2: 1 / 5 } },
      { stand: 1, slot: 1, probs: { 2: 1 } },
      { stand: 2, slot: 0, probs: { 1: 1 } },
      { stand: 2, slot: 1, probs: { 1: 1 / 5, 2: 4 / 5 } },
    ]);
  });

  it('"holds none" (mustNotHave)', () => {
    // Player 2 holds no 1: stand 2 = {2,2}, stand 1 = {1,1}: weight 1.
    expectSolution(fourWires('? ?', '? ?', { mustNotHave: [{ player: 2, value: 1 }] }), 1n, [
      { stand: 1, slot: 0, probs: { 1: 1 } },
      { stand: 1, slot: 1, probs: { 1: 1 } },
      { stand: 2, slot: 0, probs: { 2: 1 } },
      { stand: 2, slot: 1, probs: { 2: 1 } },
    ]);
  });

  it('X or Y Ray: the player holds both values', () => {
    // Player 1 holds a 1 and a 3: {1,1,3} 2, {1,3,3} 2, {1,2,3} 8. Total 12.
    // Stand 1 middle slot: 1 in {1,1,3} (1/6), 3 in {1,3,3} (1/6), 2 in {1,2,3} (2/3).
    // Stand 2 is {2,2,3} (1/6), {1,2,2} (1/6) or {1,2,3} (2/3).
    const p = sixWires({
      mustHave: [
        { player: 1, value: 1 },
        { player: 1, value: 3 },
      ],
    });
    expectSolution(p, 12n, [
      { stand: 1, slot: 0, probs: { 1: 1 } },
      { stand: 1, slot: 1, probs: { 1: 1 / 6, 2: 2 / 3, 3: 1 / 6 } },
      { stand: 1, slot: 2, probs: { 3: 1 } },
      { stand: 2, slot: 0, probs: { 1: 5 / 6, 2: 1 / 6 } },
      { stand: 2, slot: 1, probs: { 2: 1 } },
      { stand: 2, slot: 2, probs: { 2: 1 / 6, 3: 5 / 6 } },
    ]);
  });

  it('"not this value here" from a failed detector', () => {
    // As in the cut-wire case (total 25), and stand 1 slot 0 is not a 2: {2,2,2} and {2,2,3}
    // are out; {1,2,2} 6 + {1,2,3} 12 = 18. Stand 1 slot 2: 2 with 6/18 = 1/3, 3 with 2/3.
    // Stand 2 is {1,2,3,3} (1/3) or {1,2,2,3} (2/3).
    const p = position({
      observer: 0,
      blue: [1, 3],
      stands: [
        { owner: 0, slots: '?1 ?1 ?2 ?3 ?3' },
        { owner: 1, slots: '? 2 ?' },
        { owner: 2, slots: '? ? ? ?' },
      ],
      notAt: [{ stand: 1, slot: 0, value: 2 }],
    });
    expectSolution(p, 18n, [
      { stand: 1, slot: 0, probs: { 1: 1 } },
      { stand: 1, slot: 2, probs: { 2: 1 / 3, 3: 2 / 3 } },
      { stand: 2, slot: 0, probs: { 1: 1 } },
      { stand: 2, slot: 1, probs: { 2: 1 } },
      { stand: 2, slot: 2, probs: { 2: 2 / 3, 3: 1 / 3 } },
      { stand: 2, slot: 3, probs: { 3: 1 } },
    ]);
  });

  it('General Radar: a stand has a value', () => {
    // Stand 1 has a 2: out go {1,1,3} and {1,3,3}; 20 - 4 = 16 left:
    // {1,1,2} 2, {1,2,2} 2, {2,2,3} 2, {2,3,3} 2, {1,2,3} 8.
    // Stand 1 slot 0: 1 in {1,1,2} {1,2,2} {1,2,3}: 12/16. Slot 1: 1 in {1,1,2} (2/16), 3 in
    // {2,3,3} (2/16), else 2. Slot 2: 2 in {1,1,2} {1,2,2} (4/16), else 3.
    // Stand 2 (the rest): {2,3,3} {1,3,3} {1,1,3} {1,1,2} {1,2,3}: slot 0 is 2 in {2,3,3}
    // (2/16), slot 1 is 3 in {2,3,3} {1,3,3} (4/16), 1 in {1,1,3} {1,1,2} (4/16), 2 in
    // {1,2,3} (8/16); slot 2 is 2 in {1,1,2} (2/16), else 3.
    const p = sixWires({ standHas: [{ stand: 1, value: 2, has: true }] });
    expectSolution(p, 16n, [
      { stand: 1, slot: 0, probs: { 1: 3 / 4, 2: 1 / 4 } },
      { stand: 1, slot: 1, probs: { 1: 1 / 8, 2: 3 / 4, 3: 1 / 8 } },
      { stand: 1, slot: 2, probs: { 2: 1 / 4, 3: 3 / 4 } },
      { stand: 2, slot: 0, probs: { 1: 7 / 8, 2: 1 / 8 } },
      { stand: 2, slot: 1, probs: { 1: 1 / 4, 2: 1 / 2, 3: 1 / 4 } },
      { stand: 2, slot: 2, probs: { 2: 1 / 8, 3: 7 / 8 } },
    ]);
  });

  it('General Radar: a stand has not a value', () => {
    // Stand 1 has no 3: {1,1,2} 2 or {1,2,2} 2, total 4; stand 2 is {2,3,3} or {1,3,3}.
    const p = sixWires({ standHas: [{ stand: 1, value: 3, has: false }] });
    expectSolution(p, 4n, [
      { stand: 1, slot: 0, probs: { 1: 1 } },
      { stand: 1, slot: 1, probs: { 1: 1 / 2, 2: 1 / 2 } },
      { stand: 1, slot: 2, probs: { 2: 1 } },
      { stand: 2, slot: 0, probs: { 1: 1 / 2, 2: 1 / 2 } },
      { stand: 2, slot: 1, probs: { 3: 1 } },
      { stand: 2, slot: 2, probs: { 3: 1 } },
    ]);
  });

  it('an "x of y" pool: 1 of yellow 1 and yellow 2 is in play', () => {
    // Blue 1 only (four 1s); the observer holds two. Either Y1 or Y2 is in play (each choice
    // counts): the others hold 1 1 Y, stand 1 two wires, stand 2 one.
    // Per choice: stand 1 {1,1} (stand 2 Y): 2!/(2!0!) = 1; {1,Y}: 2!/(1!1!) = 2. 3 per choice,
    // 6 in all. Stand 2: Y1 1/6, Y2 1/6, 1 4/6. Stand 1 slot 1: 1 2/6, Y1 2/6, Y2 2/6.
    const p = position({
      observer: 0,
      blue: [1, 1],
      yellowUncertain: { candidates: [1, 2], keep: 1 },
      stands: [
        { owner: 0, slots: '?1 ?1' },
        { owner: 1, slots: '? ?' },
        { owner: 2, slots: '?' },
      ],
    });
    expectSolution(p, 6n, [
      { stand: 1, slot: 0, probs: { 1: 1 } },
      { stand: 1, slot: 1, probs: { 1: 1 / 3, Y1: 1 / 3, Y2: 1 / 3 } },
      { stand: 2, slot: 0, probs: { 1: 2 / 3, Y1: 1 / 6, Y2: 1 / 6 } },
    ]);
  });

  it('an "x of y" pool the observer holds one of', () => {
    // 2 of red 1, 2, 3 are in play and the observer holds R2: the other one is R1 or R3
    // (the choices {1,2} and {2,3}; {1,3} leaves R2 out and is impossible). Blue 1 only, the
    // observer holds two 1s: the others hold 1 1 R, as above: 3 per choice, 6 in all.
    const p = position({
      observer: 0,
      blue: [1, 1],
      redUncertain: { candidates: [1, 2, 3], keep: 2 },
      stands: [
        { owner: 0, slots: '?1 ?1 ?R2' },
        { owner: 1, slots: '? ?' },
        { owner: 2, slots: '?' },
      ],
    });
    expectSolution(p, 6n, [
      { stand: 1, slot: 0, probs: { 1: 1 } },
      { stand: 1, slot: 1, probs: { 1: 1 / 3, R1: 1 / 3, R3: 1 / 3 } },
      { stand: 2, slot: 0, probs: { 1: 2 / 3, R1: 1 / 6, R3: 1 / 6 } },
    ]);
  });

  it('validation: all four 2s are cut, so no hidden wire is a 2', () => {
    // Blue 1-2. The observer holds 1 and a cut 2; the others' six 2-or-1 slots hold the three
    // 2s they are shown and the three other 1s. Cut wires count: c_1 = 3 (stand 1 one, stand 2
    // two): 3!/(1!2!) = 3; c_2 = 3 (stand 1 two, stand 2 one): 3!/(2!1!) = 3. Total 9.
    const p = position({
      observer: 0,
      blue: [1, 2],
      stands: [
        { owner: 0, slots: '?1 2' },
        { owner: 1, slots: '? 2 2' },
        { owner: 2, slots: '? ? 2' },
      ],
    });
    expectSolution(p, 9n, [
      { stand: 1, slot: 0, probs: { 1: 1 } },
      { stand: 2, slot: 0, probs: { 1: 1 } },
      { stand: 2, slot: 1, probs: { 1: 1 } },
    ]);
  });

  it('stands of different sizes', () => {
    // The others hold 1 1 2 2: stand 1 one wire, stand 2 three. Stand 1 = 1: stand 2 {1,2,2},
    // 2!/(1!1!) * 2!/(0!2!) = 2; stand 1 = 2: 2 as well. Total 4 (choose which of the 4 labelled
    // wires is alone). Stand 2 slot 1 is 2 or 1, 1/2 each.
    expectSolution(fourWires('?', '? ? ?'), 4n, [
      { stand: 1, slot: 0, probs: { 1: 1 / 2, 2: 1 / 2 } },
      { stand: 2, slot: 0, probs: { 1: 1 } },
      { stand: 2, slot: 1, probs: { 1: 1 / 2, 2: 1 / 2 } },
      { stand: 2, slot: 2, probs: { 2: 1 } },
    ]);
  });

  it('a player with two stands: "holds at least one" spans both', () => {
    // Player 1 has stands 1 and 2 (one wire each), player 2 stand 3 (two wires); the others hold
    // 1 1 2 2: 4!/(1!1!2!) = 12 labelled splits. Player 1 holds a 2 (on either stand): out goes
    // 1 | 1 | {2,2}, weight 2!/(1!1!) * 1 = 2. Total 10.
    // Stand 1 = 2: 2 | 1 | {1,2} weighs 2 * 2 = 4, 2 | 2 | {1,1} weighs 1 * 2 = 2: 6/10.
    // Stand 3 is {1,2} (4 + 4 = 8), {1,1} (2), never {2,2}.
    const p = position({
      observer: 0,
      blue: [1, 2],
      stands: [
        { owner: 0, slots: '?1 ?1 ?2 ?2' },
        { owner: 1, slots: '?' },
        { owner: 1, slots: '?' },
        { owner: 2, slots: '? ?' },
      ],
      mustHave: [{ player: 1, value: 2 }],
    });
    expectSolution(p, 10n, [
      { stand: 1, slot: 0, probs: { 1: 2 / 5, 2: 3 / 5 } },
      { stand: 2, slot: 0, probs: { 1: 2 / 5, 2: 3 / 5 } },
      { stand: 3, slot: 0, probs: { 1: 1 } },
      { stand: 3, slot: 1, probs: { 1: 1 / 5, 2: 4 / 5 } },
    ]);
  });

  it('a wire known from a Walkie-Talkies swap', () => {
    // Blue 1 (four 1s), yellow 1 and 2; the observer holds two 1s: the others hold 1 1 Y1 Y2.
    // Stand 1 slot 1 is known to be Y2: stand 1 {1,Y2} (stand 2 {1,Y1}): 2!/(1!1!) = 2;
    // {Y1,Y2} (stand 2 {1,1}): 1. Total 3.
    const p = position({
      observer: 0,
      blue: [1, 1],
      yellow: [1, 2],
      stands: [
        { owner: 0, slots: '?1 ?1' },
        { owner: 1, slots: '? kY2' },
        { owner: 2, slots: '? ?' },
      ],
    });
    expectSolution(p, 3n, [
      { stand: 1, slot: 0, probs: { 1: 2 / 3, Y1: 1 / 3 } },
      { stand: 1, slot: 1, probs: { Y2: 1 } },
      { stand: 2, slot: 0, probs: { 1: 1 } },
      { stand: 2, slot: 1, probs: { 1: 1 / 3, Y1: 2 / 3 } },
    ]);
  });

  it('a spectator: every stand is unknown', () => {
    // Blue 1 (four 1s) and red 1 (1.5), nobody's hand known, stands of 2, 2 and 1: the red wire
    // is in one of the 5 slots, 5!/(2!2!1!) * ... = for each place of R1: the 1s fill the rest,
    // 4!/(n_1! n_2! n_3!): R1 in stand 0 or 1 (slot 1): 4!/(1!2!1!) = 12 each; in stand 2:
    // 4!/(2!2!0!) = 6. Total 30. Stand 0 slot 1 is R1 with 12/30.
    const p = position({
      observer: 99,
      blue: [1, 1],
      red: [1],
      stands: [
        { owner: 0, slots: '? ?' },
        { owner: 1, slots: '? ?' },
        { owner: 2, slots: '?' },
      ],
    });
    expectSolution(p, 30n, [
      { stand: 0, slot: 0, probs: { 1: 1 } },
      { stand: 0, slot: 1, probs: { 1: 3 / 5, R1: 2 / 5 } },
      { stand: 1, slot: 0, probs: { 1: 1 } },
      { stand: 1, slot: 1, probs: { 1: 3 / 5, R1: 2 / 5 } },
      { stand: 2, slot: 0, probs: { 1: 4 / 5, R1: 1 / 5 } },
    ]);
  });

  it('an even/odd token (mission 21)', () => {
    // Stand 1's middle wire is even, so a 2: {1,2,3} 8, {1,2,2} 2, {2,2,3} 2. Total 12.
    // Stand 1 slot 0: 2 only in {2,2,3} (1/6); slot 2: 2 only in {1,2,2} (1/6).
    // Stand 2 is {1,2,3} (2/3), {1,3,3} (1/6) or {1,1,3} (1/6).
    expectSolution(sixWires({ stands: sixStands('? iE ?', '? ? ?') }), 12n, [
      { stand: 1, slot: 0, probs: { 1: 5 / 6, 2: 1 / 6 } },
      { stand: 1, slot: 1, probs: { 2: 1 } },
      { stand: 1, slot: 2, probs: { 2: 1 / 6, 3: 5 / 6 } },
      { stand: 2, slot: 0, probs: { 1: 1 } },
      { stand: 2, slot: 1, probs: { 1: 1 / 6, 2: 2 / 3, 3: 1 / 6 } },
      { stand: 2, slot: 2, probs: { 3: 1 } },
    ]);
  });

  it('a count token (mission 24): the value of its wire occurs that often on the stand', () => {
    // x2 on stand 1's first wire: {1,1,2} 2, {1,1,3} 2, {2,2,3} 2 (in {1,2,2}, {1,3,3} its 1 is
    // alone, in {2,3,3} its 2). Total 6. x1 on the middle wire leaves {1,2,3} alone (8).
    expectSolution(sixWires({ counts: [{ stand: 1, slot: 0, count: 2 }] }), 6n, [
      { stand: 1, slot: 0, probs: { 1: 2 / 3, 2: 1 / 3 } },
      { stand: 1, slot: 1, probs: { 1: 2 / 3, 2: 1 / 3 } },
      { stand: 1, slot: 2, probs: { 2: 1 / 3, 3: 2 / 3 } },
      { stand: 2, slot: 0, probs: { 1: 1 / 3, 2: 2 / 3 } },
      { stand: 2, slot: 1, probs: { 1: 1 / 3, 2: 1 / 3, 3: 1 / 3 } },
      { stand: 2, slot: 2, probs: { 3: 1 } },
    ]);
    expectSolution(sixWires({ counts: [{ stand: 1, slot: 1, count: 1 }] }), 8n, [
      { stand: 1, slot: 0, probs: { 1: 1 } },
      { stand: 1, slot: 1, probs: { 2: 1 } },
      { stand: 1, slot: 2, probs: { 3: 1 } },
      { stand: 2, slot: 0, probs: { 1: 1 } },
      { stand: 2, slot: 1, probs: { 2: 1 } },
      { stand: 2, slot: 2, probs: { 3: 1 } },
    ]);
  });

  it('a count token on a cut wire counts the cut wire too', () => {
    // As in the cut-wire case (total 25), with x2 on stand 1's cut 2: {1,2,2} 6 and {2,2,3} 6.
    const p = position({
      observer: 0,
      blue: [1, 3],
      stands: [
        { owner: 0, slots: '?1 ?1 ?2 ?3 ?3' },
        { owner: 1, slots: '? 2 ?' },
        { owner: 2, slots: '? ? ? ?' },
      ],
      counts: [{ stand: 1, slot: 1, count: 2 }],
    });
    expectSolution(p, 12n, [
      { stand: 1, slot: 0, probs: { 1: 1 / 2, 2: 1 / 2 } },
      { stand: 1, slot: 2, probs: { 2: 1 / 2, 3: 1 / 2 } },
      { stand: 2, slot: 0, probs: { 1: 1 } },
      { stand: 2, slot: 1, probs: { 1: 1 / 2, 2: 1 / 2 } },
      { stand: 2, slot: 2, probs: { 2: 1 / 2, 3: 1 / 2 } },
      { stand: 2, slot: 3, probs: { 3: 1 } },
    ]);
  });

  it('an X wire (mission 20) lies outside the sort order, and the radar ignores it', () => {
    // Stand 1 holds one sorted wire and an X wire: a deal is (sorted, X, stand 2), each part its
    // own labelled share. (1, 1, {2,2}): 2!/(1!1!) * 1 = 2; (1, 2, {1,2}): 2 * 2 = 4;
    // (2, 1, {1,2}): 4; (2, 2, {1,1}): 2. Total 12, every split of four labelled wires into
    // parts of 1, 1 and 2 (4!/(1!1!2!)).
    expectSolution(fourWires('? X?', '? ?'), 12n, [
      { stand: 1, slot: 0, probs: { 1: 1 / 2, 2: 1 / 2 } },
      { stand: 1, slot: 1, probs: { 1: 1 / 2, 2: 1 / 2 } },
      { stand: 2, slot: 0, probs: { 1: 5 / 6, 2: 1 / 6 } },
      { stand: 2, slot: 1, probs: { 1: 1 / 6, 2: 5 / 6 } },
    ]);
    // The radar says stand 1 has no 1: its sorted wire is a 2, its X wire may still be a 1.
    // (2, 1, {1,2}) 4 and (2, 2, {1,1}) 2: total 6.
    const radar = fourWires('? X?', '? ?', { standHas: [{ stand: 1, value: 1, has: false }] });
    expectSolution(radar, 6n, [
      { stand: 1, slot: 0, probs: { 2: 1 } },
      { stand: 1, slot: 1, probs: { 1: 2 / 3, 2: 1 / 3 } },
      { stand: 2, slot: 0, probs: { 1: 1 } },
      { stand: 2, slot: 1, probs: { 1: 1 / 3, 2: 2 / 3 } },
    ]);
  });

  it('a count token on a stand with an X wire counts the X wire', () => {
    // x2 on stand 1's sorted wire: the X wire is the same value, (1, 1) 2 or (2, 2) 2. Total 4.
    expectSolution(fourWires('? X?', '? ?', { counts: [{ stand: 1, slot: 0, count: 2 }] }), 4n, [
      { stand: 1, slot: 0, probs: { 1: 1 / 2, 2: 1 / 2 } },
      { stand: 1, slot: 1, probs: { 1: 1 / 2, 2: 1 / 2 } },
      { stand: 2, slot: 0, probs: { 1: 1 / 2, 2: 1 / 2 } },
      { stand: 2, slot: 1, probs: { 1: 1 / 2, 2: 1 / 2 } },
    ]);
    // x1 on the X wire: the sorted wire is the other value, (1, 2) 4 or (2, 1) 4. Total 8.
    expectSolution(fourWires('? X?', '? ?', { counts: [{ stand: 1, slot: 1, count: 1 }] }), 8n, [
      { stand: 1, slot: 0, probs: { 1: 1 / 2, 2: 1 / 2 } },
      { stand: 1, slot: 1, probs: { 1: 1 / 2, 2: 1 / 2 } },
      { stand: 2, slot: 0, probs: { 1: 1 } },
      { stand: 2, slot: 1, probs: { 2: 1 } },
    ]);
  });

  it('facts that no deal satisfies make the position inconsistent', () => {
    // Player 1 announced a yellow wire, but no yellow wire is in play.
    const p = fourWires('? ?', '? ?', { mustHave: [{ player: 1, value: 'yellow' }] });
    expectSolution(p, 0n, []);
    expect(conditionalProbability(p, [{ stand: 1, slot: 0, allow: ['1'] }])).toBeNaN();
  });
});

describe('conditional probabilities', () => {
  it('P(restrictions) is the weight of the deals meeting them over the total', () => {
    // No facts (total 6). Stand 1 slot 0 is a 2 only in {2,2}: 1/6. Both stand 1 slot 0 = 1 and
    // stand 2 slot 1 = 2: {1,1} (stand 2 {2,2}) 1 + {1,2} (stand 2 {1,2}) 4 = 5 of 6.
    const p = fourWires('? ?', '? ?');
    const cases = [
      { restrictions: [{ stand: 1, slot: 0, allow: ['2'] }], p: 1 / 6 },
      { restrictions: [{ stand: 1, slot: 0, deny: ['2'] }], p: 5 / 6 },
      {
        restrictions: [
          { stand: 1, slot: 0, allow: ['1'] },
          { stand: 2, slot: 1, allow: ['2'] },
        ],
        p: 5 / 6,
      },
      { restrictions: [{ stand: 2, slot: 1, allow: ['Y1', 'S0'] }], p: 0 },
    ];
    for (const c of cases) {
      expect(conditionalProbability(p, c.restrictions)).toBeCloseTo(c.p, 12);
      expect(bruteForceConditional(p, c.restrictions)).toBeCloseTo(c.p, 12);
    }
  });
});
