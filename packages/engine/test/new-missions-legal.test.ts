/**
 * legalActions in the New Missions, checked against an independent reading of RULES.md §7 over
 * seeded random games: the values offered are exactly the held values the sheet allows, `stuck` is
 * offered only to a stuck player, coffees only when one is accessible.
 */
import { describe, expect, it } from 'vitest';
import {
  colourOf,
  gameValueOf,
  legalActions,
  randomInt,
  seedRng,
  type Action,
  type GameState,
  type GridState,
  type RngState,
  type Seat,
} from '../src/index.js';
import { act, start } from './scenario.js';
import { sortValues } from './new-missions-helpers.js';

type Value = number | 'yellow' | 'star';

/** Values a pair of may be checked / cut now, read straight from the sheet (§7.1-7.3 rule 1-3). */
function sheetAllows(grid: GridState, value: Value, pairs: 1 | 2): boolean {
  if (value === 'star' || grid.kind === 'balance') return true;
  const unchecked = grid.cells.flatMap((c, id) => (!c.checked && c.value === value ? [id] : []));
  const open = unchecked.filter((id) => {
    const cell = grid.cells[id];
    if (!cell) return false;
    if (grid.kind === 'liaisons') return grid.groups[cell.group]?.connected === true;
    const firstOpen = grid.cells.findIndex((c) => c.group === cell.group && !c.checked);
    return firstOpen === id;
  });
  if (pairs === 2 && grid.kind === 'liaisons') return open.length >= 2;
  return open.length >= 1;
}

function uncutValues(state: GameState, seat: Seat): Value[] {
  return (state.hands[seat] ?? [])
    .flat()
    .filter((w) => !w.cut && colourOf(w.printed) !== 'red')
    .map((w) => gameValueOf(w.printed) as Value);
}

function coffeesOpen(grid: GridState): number[] {
  return grid.icons.flatMap((icon, id) => {
    if (icon.kind !== 'coffee' || icon.used) return [];
    const reached =
      icon.connectedTo.length === 0 ||
      icon.connectedTo.some((g) => grid.cells.every((c) => c.group !== g || c.checked));
    return reached ? [id] : [];
  });
}

/** Compare legalActions of the active seat with the oracle. */
function checkTurn(state: GameState, legal: readonly Action[]): void {
  const seat = state.activeSeat;
  const grid = state.grid;
  if (!grid) throw new Error('no grid');
  const mine = uncutValues(state, seat);
  const others = state.hands
    .map((_, s) => s)
    .filter((s) => s !== seat && (state.hands[s] ?? []).flat().some((w) => !w.cut));
  const allRed = mine.length === 0;
  if (allRed) {
    expect(legal).toEqual([{ type: 'revealRed', seat }]);
    return;
  }
  const held = [...new Set(mine)];
  const dual = others.length > 0 ? held.filter((v) => sheetAllows(grid, v, 1)) : [];
  const solo = held.filter((v) => {
    const count = mine.filter((x) => x === v).length;
    const elsewhere = others.some((s) => uncutValues(state, s).includes(v));
    return !elsewhere && (count === 2 || count === 4) && sheetAllows(grid, v, count === 4 ? 2 : 1);
  });
  const offered = (type: 'dualCut' | 'soloCut') =>
    sortValues([
      ...new Set(
        legal.flatMap((a) =>
          a.type === type && !('detector' in a && a.detector) ? [a.value as Value] : [],
        ),
      ),
    ]);
  expect(offered('dualCut')).toEqual(sortValues(dual));
  expect(offered('soloCut')).toEqual(sortValues(solo));
  const stuck = dual.length === 0 && solo.length === 0;
  expect(legal.some((a) => a.type === 'stuck')).toBe(stuck);
  const coffees = legal.flatMap((a) => (a.type === 'coffee' ? [[a.coffee, a.next]] : []));
  expect(coffees).toEqual(coffeesOpen(grid).flatMap((c) => others.map((s) => [c, s])));
  // Detector cuts name only values the sheet allows, too.
  for (const a of legal)
    if (a.type === 'dualCut' && 'detector' in a && a.detector)
      expect(dual).toContain(a.value as Value);
}

/** Pick an action: mostly a dual cut that succeeds, so games go deep into the sheet. */
function pick(state: GameState, legal: readonly Action[], rng: RngState): [Action, RngState] {
  const good = legal.filter((a) => {
    if (a.type !== 'dualCut' || !('target' in a) || a.detector) return false;
    const { seat, stand, index } = a.target;
    const printed = state.hands[seat]?.[stand]?.[index]?.printed;
    return printed !== undefined && gameValueOf(printed) === a.value;
  });
  const others = legal.filter((a) => a.type !== 'dualCut' || !('detector' in a && a.detector));
  const [roll, r1] = randomInt(rng, 20);
  const pool = good.length > 0 && roll < 19 ? good : others.length > 0 ? others : legal;
  const [i, r2] = randomInt(r1, pool.length);
  return [pool[i] as Action, r2];
}

describe('legalActions in the New Missions match the sheet', () => {
  const missions = ['new-1', 'new-2', 'new-3'] as const;
  for (const mission of missions) {
    it(`${mission}: random games`, () => {
      let turnsChecked = 0;
      let stuckSeen = 0;
      let coffeeSeen = 0;
      const checkedCounts: number[] = [];
      for (let game = 0; game < 4; game++) {
        const players = 2 + (game % 4);
        let state = start({
          mission,
          players,
          captain: game % players,
          seed: `${mission}-legal-${game}`,
          equipment: [],
          options: { stars: game % 3 === 0 ? 1 : 0 },
        });
        let rng = seedRng(`pick-${mission}-${game}`);
        for (
          let step = 0;
          step < 150 && state.status !== 'won' && state.status !== 'lost';
          step++
        ) {
          const seat = state.pending ? state.pending.seat : state.activeSeat;
          const legal = legalActions(state, seat);
          const other = (seat + 1 + (step % (players - 1))) % players;
          if (step % 5 === 0) expect(legalActions(state, other)).toEqual([]);
          if (state.status === 'playing' && !state.pending) {
            checkTurn(state, legal);
            turnsChecked++;
            if (legal.some((a) => a.type === 'stuck')) stuckSeen++;
            if (legal.some((a) => a.type === 'coffee')) coffeeSeen++;
          }
          expect(legal.length).toBeGreaterThan(0);
          let action: Action;
          [action, rng] = pick(state, legal, rng);
          state = act(state, action);
        }
        checkedCounts.push(state.grid?.cells.filter((c) => c.checked).length ?? 0);
      }
      expect(turnsChecked).toBeGreaterThan(40);
      // Games reach well into the sheet (more than one line / row / cartouche's worth of cells).
      expect(Math.max(...checkedCounts)).toBeGreaterThan(10);
      if (mission !== 'new-1') {
        expect(stuckSeen).toBeGreaterThan(0);
        expect(coffeeSeen).toBeGreaterThan(0);
      }
    });
  }
});
