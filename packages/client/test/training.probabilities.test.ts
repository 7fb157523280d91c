import { describe, expect, it } from 'vitest';
import { parseRecord, replayRecord, viewFor } from '@bomb-busters/engine';
import { positionFromView, solve, type Solution } from '@bomb-busters/solver';
import mission2 from '../../../examples/mission-2.json';
import mission8 from '../../../examples/mission-8.json';
import { parseWireKey, wireKey } from '../src/logic/refs';
import { probabilitiesOf } from '../src/training/probabilities';

function stateAt(json: unknown, upTo: number) {
  const parsed = parseRecord(json);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const state = replayRecord(parsed.value, upTo);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

describe.each([
  ['mission 2', mission2, 8, 0],
  ['mission 8', mission8, 20, 1],
])('probabilitiesOf (%s after %i actions, seat %i)', (_, json, upTo, seat) => {
  const state = stateAt(json, upTo);
  const view = viewFor(state, seat);
  const chances = probabilitiesOf(view, solve(positionFromView(view)));

  it('covers exactly the wires this seat cannot see', () => {
    const hidden = view.stands.flatMap((s) =>
      s.wires.flatMap((w, index) =>
        w.printed === null ? [wireKey({ seat: s.seat, stand: s.stand, index })] : [],
      ),
    );
    expect(hidden.length).toBeGreaterThan(0);
    expect([...chances.keys()].sort()).toEqual(hidden.sort());
  });

  it('gives each wire a distribution, most likely first, that allows its real value', () => {
    for (const [key, list] of chances) {
      const ref = parseWireKey(key)!;
      expect(ref.seat).not.toBe(seat);
      const total = list.reduce((sum, c) => sum + c.p, 0);
      expect(total).toBeCloseTo(1, 9);
      list.forEach((c, i) => i > 0 && expect(c.p).toBeLessThanOrEqual(list[i - 1]!.p));
      const real = state.hands[ref.seat]![ref.stand]![ref.index]!.printed;
      expect(list.find((c) => c.printed === real)?.p ?? 0).toBeGreaterThan(0);
    }
  });
});

it('an inconsistent solution gives no chances', () => {
  const view = viewFor(stateAt(mission2, 5), 0);
  const solution: Solution = {
    status: 'inconsistent',
    totalWeight: null,
    weight: 0,
    marginals: [],
  };
  expect(probabilitiesOf(view, solution).size).toBe(0);
});
