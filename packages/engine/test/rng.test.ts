/**
 * Golden vectors of the seeded generator and of the deal. Records replay only while these stay
 * the same: if one of these tests fails, old records no longer reproduce their games.
 */
import { describe, expect, it } from 'vitest';
import {
  createGame,
  nextUint32,
  randomInt,
  seedRng,
  shuffle,
  type RngState,
} from '../src/index.js';

function firstOutputs(state: RngState, n: number): number[] {
  const out: number[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    const [x, next] = nextUint32(s);
    out.push(x);
    s = next;
  }
  return out;
}

describe('seeded RNG golden vectors', () => {
  it('seeds hash to fixed states', () => {
    expect(seedRng('')).toEqual([2015560240, 71422032, 2234290527, 2553211406]);
    expect(seedRng('abc')).toEqual([1801299077, 4099123092, 733199482, 2605959268]);
    expect(seedRng('bomb-busters')).toEqual([3687098512, 3601833491, 365594425, 3501111282]);
  });

  it('nextUint32 gives fixed first outputs', () => {
    expect(firstOutputs(seedRng(''), 5)).toEqual([
      345226382, 1258551070, 2342302217, 3827322788, 671222971,
    ]);
    expect(firstOutputs(seedRng('abc'), 5)).toEqual([
      4211414141, 416216822, 17281940, 2863053003, 662362178,
    ]);
    expect(firstOutputs(seedRng('bomb-busters'), 5)).toEqual([
      2200108693, 1804747472, 1369374050, 924315233, 1357505062,
    ]);
  });

  it('outputs are uint32 and the state is four uint32', () => {
    let s = seedRng('range');
    for (let i = 0; i < 1000; i++) {
      const [x, next] = nextUint32(s);
      expect(Number.isInteger(x) && x >= 0 && x < 2 ** 32).toBe(true);
      expect(next.every((v) => Number.isInteger(v) && v >= 0 && v < 2 ** 32)).toBe(true);
      s = next;
    }
  });

  it('nextUint32 is pure: the same state gives the same output', () => {
    const s = seedRng('pure');
    const copy: RngState = [...s];
    expect(nextUint32(s)).toEqual(nextUint32(copy));
    expect(s).toEqual(copy);
  });

  it('shuffle of 1..10 is fixed', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const [shuffled] = shuffle(seedRng('bomb-busters'), items);
    expect(shuffled).toEqual([6, 1, 10, 2, 7, 5, 8, 3, 9, 4]);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('randomInt stays in range and rejects bad bounds', () => {
    let s = seedRng('int');
    for (let i = 0; i < 500; i++) {
      const [x, next] = randomInt(s, 7);
      expect(x >= 0 && x < 7 && Number.isInteger(x)).toBe(true);
      s = next;
    }
    expect(() => randomInt(s, 0)).toThrow();
    expect(() => randomInt(s, 1.5)).toThrow();
  });
});

describe('deal golden vector', () => {
  it('mission 8, 4 players, seed "golden" deals fixed stands', () => {
    const created = createGame({ mission: 8, players: 4, seed: 'golden' });
    if (!created.ok) throw new Error(created.error.message);
    const game = created.value;
    expect(game.hands.map((stands) => stands.map((stand) => stand.map((w) => w.printed)))).toEqual([
      [[1, 1, 2, 2.1, 3, 3, 3, 4, 6.5, 8, 8, 12, 12]],
      [[1, 2, 3, 4, 4, 5, 6, 6, 9, 9, 9, 11, 12]],
      [[1, 2, 5, 5, 6, 7, 7, 7, 8, 8, 9, 10, 11]],
      [[2, 4, 4.1, 5, 6, 7, 10, 10, 10, 11, 11, 12]],
    ]);
    expect(game.markers).toEqual([
      { printed: 2.1, uncertain: true },
      { printed: 4.1, uncertain: true },
      { printed: 6.5, uncertain: true },
      { printed: 8.5, uncertain: true },
      { printed: 10.1, uncertain: true },
    ]);
    expect(game.setAside).toEqual([8.5, 10.1]);
    expect(game.equipment.map((slot) => slot.card)).toEqual([10, 12, 9, 1]);
    expect(game.equipmentPile).toEqual([3, 5, 4, 11, 2, 7, 6, 8]);
  });
});
