/**
 * The mission-rules layer: mission data validated at load, and the hook points answering for a
 * mission with a module (the New Missions' sheet) and without one. (That the core asks only
 * through missions/ask.ts is checked in test/mission-layer.test.ts, which reads the files.)
 */
import { describe, expect, it } from 'vitest';
import { CORE } from '../flow.js';
import { createGame } from '../setup.js';
import type { GameState } from '../types.js';
import { applyMissionAction, cutDenied, missionActions, queueAfterCut } from './ask.js';
import { MISSION_DEFS } from './defs.js';
import { missionById, ruleOf, validateMission } from './index.js';

const game = (mission: GameState['mission']): GameState => {
  const created = createGame({ mission, players: 3, seed: 'rules' });
  if (!created.ok) throw new Error(created.error.code);
  return created.value;
};

describe('mission data', () => {
  it('every mission validates, with its modules', () => {
    expect(MISSION_DEFS.flatMap(validateMission)).toEqual([]);
  });

  it('refuses a module named twice and a sheet that cannot take every pair', () => {
    const def = missionById('new-2');
    const sheet = def && ruleOf(def, 'sheet');
    if (!def || !sheet) throw new Error('new-2 has a sheet');
    expect(validateMission({ ...def, rules: [sheet, sheet] })).toContain(
      'mission new-2: a rule module named twice',
    );
    const rows = sheet.sheet.kind === 'rows' ? sheet.sheet.rows : [];
    const short = { ...sheet, sheet: { ...sheet.sheet, rows: rows.slice(1) } };
    expect(validateMission({ ...def, rules: [short] }).join()).toMatch(
      /grid needs value \d+ twice/,
    );
  });
});

describe('hook points', () => {
  it('a mission without modules allows every cut and adds nothing', () => {
    const state = game(1);
    expect(cutDenied(state, { seat: 0, value: 3, pairs: 1 })).toBeNull();
    expect(queueAfterCut(state, { seat: 0, value: 3, pairs: 1 })).toBe(state);
    expect(missionActions(state, 0, CORE)).toEqual([]);
    const stuck = applyMissionAction(
      { ...state, status: 'playing', pending: null },
      { type: 'stuck', seat: state.activeSeat },
      [],
      CORE,
    );
    expect(stuck.ok ? null : stuck.error.code).toBe('NO_GRID');
  });

  it('the sheet denies a value no accessible cell holds, and ticks a cell after a cut', () => {
    const state = game('new-2');
    const grid = state.grid;
    if (!grid) throw new Error('new-2 has a sheet');
    // Parallel Wires: the first cell of each row is open; a value only deeper in a row is not.
    const open = new Set(
      grid.groups.map((_, row) => grid.cells.find((c) => c.group === row)?.value),
    );
    const closed = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((v) => !open.has(v));
    expect(closed).toBeDefined();
    expect(cutDenied(state, { seat: 0, value: closed ?? 0, pairs: 1 })?.code).toBe(
      'VALUE_NOT_ACCESSIBLE',
    );
    expect(cutDenied(state, { seat: 0, value: 'star', pairs: 1 })).toBeNull();
    const playing: GameState = { ...state, status: 'playing', pending: null, queue: [] };
    expect(queueAfterCut(playing, { seat: 1, value: 1, pairs: 2 }).queue).toEqual([
      { kind: 'checkCell', seat: 1, value: 1, soloFour: true },
      { kind: 'checkCell', seat: 1, value: 1, soloFour: true },
    ]);
    expect(missionActions(playing, playing.activeSeat, CORE).map((a) => a.type)).toContain('stuck');
  });

  it('Dangerous Liaisons queues its first lines at setup, in seat order from the captain', () => {
    const created = createGame({ mission: 'new-3', players: 2, captain: 1, seed: 'lines' });
    if (!created.ok) throw new Error(created.error.code);
    const kinds = created.value.queue.map((t) => `${t.kind}:${'seat' in t ? t.seat : ''}`);
    // Setup tokens first (the captain's is pending now), then three lines, then play.
    expect(kinds).toEqual(['setupInfo:0', 'drawLine:1', 'drawLine:0', 'drawLine:1', 'startPlay:']);
  });
});
