/**
 * The red Number card (mission 11, RULES.md §6.2, §9 B4), as game records with explicit deals:
 * the four wires of its value act as red in every respect, and the equipment card of that number
 * is left out.
 */
import { describe, expect, it } from 'vitest';
import {
  act,
  dual,
  eventsSince,
  expectRejected,
  finishSetup,
  type Scenario,
  start,
  wire,
} from '../../../test/scenario.js';
import { createGame } from '../../setup.js';
import { legalMenu } from '../../legal.js';
import { viewFor } from '../../view.js';
import type { Action, GameState } from '../../types.js';

// The Number card shows 7. Seat 0 (captain, two stands), seat 1, seat 2 (two 7s, two 8s).
const STANDS = [
  [1, 2, 7, 8],
  [3, 7],
  [1, 2, 3, 8],
  [7, 7, 8, 8],
];
const scenario = (equipment: number[]): Scenario => ({
  mission: 11,
  players: 3,
  captain: 0,
  seed: 'red-number',
  stands: STANDS,
  equipment,
  numberCards: [7],
});
/** Every setup token on its seat's leftmost wire allowed: 1, 1 and seat 2's first 8. */
const ready = (equipment: number[] = [8]): GameState => finishSetup(start(scenario(equipment)));

describe('setup', () => {
  it('lays the Number card on the mission card; the equipment card of its number is left out', () => {
    const state = start(scenario([8, 2]));
    expect(state.redNumber).toBe(7);
    expect(viewFor(state, 1).redValues).toEqual([7]);
    expect(state.equipment.map((s) => s.card)).toEqual([8, 2]);
    expect(state.equipmentPile).not.toContain(7);
    // A record naming that card, in play or in the pile, is refused like one naming a banned card.
    const refused = (setup: Scenario) => {
      const created = createGame(setup);
      return created.ok ? 'accepted' : created.error.code;
    };
    expect(refused(scenario([7, 2]))).toBe('BAD_EQUIPMENT');
    expect(refused({ ...scenario([8, 2]), equipmentPile: [3, 7] })).toBe('BAD_EQUIPMENT');
    expect(refused({ ...scenario([8, 2]), equipmentPile: [3, 4] })).toBe('accepted');
    // From random deals: never that card, on the board or in the pile; the next card replaces it.
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const created = createGame({ mission: 11, players: 5, seed });
      if (!created.ok) throw new Error(created.error.code);
      const { redNumber, equipment, equipmentPile } = created.value;
      expect(equipment).toHaveLength(5);
      expect([...equipment.map((s) => s.card), ...equipmentPile]).not.toContain(redNumber);
    }
  });

  it('puts no setup token on a wire of that value', () => {
    let state = start(scenario([8]));
    state = act(state, { type: 'info', seat: 0, wire: wire(0, 0, 0) });
    state = act(state, { type: 'info', seat: 1, wire: wire(1, 0, 0) });
    expect(state.pending).toEqual({
      kind: 'setupInfo',
      seat: 2,
      options: [wire(2, 0, 2), wire(2, 0, 3)],
    });
    expectRejected(state, { type: 'info', seat: 2, wire: wire(2, 0, 0) }, 'NOT_AN_OPTION');
  });

  it('with two players the Captain places no setup token', () => {
    for (const seed of ['a', 'b', 'c']) {
      const created = createGame({ mission: 11, players: 2, captain: 1, seed });
      if (!created.ok) throw new Error(created.error.code);
      expect(created.value.pending?.seat).toBe(0);
      const state = finishSetup(created.value);
      expect(state.status).toBe('playing');
      expect(state.hands[1]?.flat().some((w) => w.info !== null)).toBe(false);
      expect(state.hands[0]?.flat().filter((w) => w.info !== null)).toHaveLength(1);
    }
  });
});

describe('its wires act as red', () => {
  const state = ready();

  it('are never announced, alone or in a solo cut, and leave the menu', () => {
    expectRejected(state, dual(0, 7, wire(2, 0, 0)), 'VALUE_IS_RED');
    expectRejected(state, { type: 'soloCut', seat: 0, value: 7 }, 'VALUE_IS_RED');
    expect(legalMenu(state, 0).dualCut?.values).toEqual([1, 2, 8, 3]);
  });

  it('explode the bomb when a cut points at one', () => {
    const after = act(state, dual(0, 1, wire(2, 0, 0)));
    expect(after.status).toBe('lost');
    expect(after.lossCause).toBe('redWire');
  });

  it('are never the wire a failed detector marks (§9 A3)', () => {
    const detector: Action = {
      type: 'dualCut',
      seat: 0,
      value: 3,
      detector: 'double',
      targets: [wire(2, 0, 0), wire(2, 0, 3)],
    };
    const after = act(state, detector);
    expect(after.status).toBe('playing');
    expect(after.pending).toEqual({ kind: 'detectorToken', seat: 2, options: [wire(2, 0, 3)] });
  });

  it('take no Post-it, and the General Radar does not count them', () => {
    const equipped: GameState = {
      ...state,
      equipment: [
        { card: 4, state: 'available' },
        { card: 8, state: 'available' },
      ],
    };
    expectRejected(
      equipped,
      { type: 'equipment', seat: 0, card: 4, wire: wire(0, 0, 2) },
      'INFO_NOT_ALLOWED',
    );
    const radar = act(equipped, { type: 'equipment', seat: 1, card: 8, value: 7 });
    expect(eventsSince(equipped, radar)).toContainEqual({
      type: 'radar',
      value: 7,
      answers: [[false, false], [false], [false]],
    });
  });

  it('leave only by revealing them, and give no validation token', () => {
    let s = act(state, dual(0, 1, wire(1, 0, 0)));
    s = act(s, dual(1, 8, wire(2, 0, 3)));
    s = act(s, dual(2, 8, wire(0, 0, 3)));
    // Seat 2 holds only its two 7s: on its turn it must reveal them.
    s = act(s, dual(0, 2, wire(1, 0, 1)));
    s = act(s, dual(1, 3, wire(0, 1, 0)));
    expect(s.activeSeat).toBe(2);
    expectRejected(s, dual(2, 3, wire(1, 0, 2)), 'MUST_REVEAL_RED');
    // Besides the General Radar (unlocked by the 8s, usable any time), only the reveal.
    const menu = legalMenu(s, 2);
    expect(menu.actions.filter((a) => a.type !== 'equipment')).toEqual([
      { type: 'revealRed', seat: 2 },
    ]);
    expect(menu.dualCut).toBeNull();
    const revealed = act(s, { type: 'revealRed', seat: 2 });
    expect(eventsSince(s, revealed)[0]).toEqual({
      type: 'redRevealed',
      seat: 2,
      wires: [wire(2, 0, 0), wire(2, 0, 1)],
    });
    expect(revealed.validated).not.toContain(7);
  });
});
