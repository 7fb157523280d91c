/**
 * Rule sticker A (RULES.md §1, §4.1, §9 B11, A45): from mission 9 the False Bottom joins the
 * equipment pile of missions with yellow wires. Two yellow wires cut unlock it; it acts by itself:
 * the next two cards of the pile join the board, unlocked at once if their value is already cut.
 */
import { describe, expect, it } from 'vitest';
import {
  act,
  eventsSince,
  expectRejected,
  ready,
  start,
  wire,
  type Scenario,
} from '../../test/scenario.js';
import { BASE_CARDS } from '../equipment-cards.js';
import { createGame } from '../setup.js';
import type { EquipmentCard } from '../types.js';

// Mission 9, three players; seat 0 (captain) has two stands. Number cards keep 2, 4 and yellow open.
const scenario = (equipment: readonly EquipmentCard[]): Scenario => ({
  mission: 9,
  players: 3,
  captain: 0,
  seed: 'false-bottom',
  stands: [
    [1.1, 2, 4],
    [2, 6],
    [3.1, 6, 8],
    [2, 2, 4, 8],
  ],
  equipment,
  numberCards: [2, 4, 6],
});
const tokens = [wire(0, 0, 1), wire(1, 0, 1), wire(2, 0, 0)];

/** Every card of mission 9 but these: the pile then holds exactly them. */
const allBut = (...left: EquipmentCard[]): EquipmentCard[] =>
  [...BASE_CARDS, 'falseBottom' as const].filter((c) => !left.includes(c));

describe('False Bottom', () => {
  it('is in the pile of missions with yellow wires from mission 9 only', () => {
    const drawn = (mission: number, players: number) =>
      Array.from({ length: 40 }, (_, i) => {
        const created = createGame({ mission, players, seed: `fb-${i}` });
        if (!created.ok) throw new Error(created.error.code);
        const { equipment, equipmentPile } = created.value;
        return [...equipment.map((s) => s.card), ...equipmentPile].includes('falseBottom');
      });
    expect(drawn(9, 5).every(Boolean)).toBe(true);
    expect(drawn(16, 2).every(Boolean)).toBe(true);
    // Missions 4 and 8 (before the sticker) never have it.
    expect(drawn(4, 5).some(Boolean)).toBe(false);
    expect(drawn(8, 3).some(Boolean)).toBe(false);
    const refused = createGame({ mission: 4, players: 3, seed: 'x', equipment: ['falseBottom'] });
    expect(refused.ok ? 'accepted' : refused.error.code).toBe('BAD_EQUIPMENT');
  });

  it('is never an action', () => {
    const state = ready(scenario(['falseBottom', 6, 7]), tokens);
    expectRejected(state, { type: 'equipment', seat: 0, card: 'falseBottom' }, 'EQUIPMENT_NOT_NOW');
  });

  it('adds the next two cards of the pile once two yellow wires are cut', () => {
    const state = ready(scenario(allBut(3, 8)), tokens);
    const pile = state.equipmentPile;
    expect([...pile].sort()).toEqual([3, 8]);
    const after = act(state, { type: 'dualCut', seat: 0, value: 'yellow', target: wire(1, 0, 0) });
    const events = eventsSince(state, after);
    expect(events).toContainEqual({ type: 'equipmentUnlocked', card: 'falseBottom' });
    expect(events).toContainEqual({ type: 'equipmentAdded', by: 'falseBottom', cards: pile });
    expect(after.equipment.find((s) => s.card === 'falseBottom')?.state).toBe('used');
    expect(after.equipment.filter((s) => pile.includes(s.card)).map((s) => s.state)).toEqual([
      'locked',
      'locked',
    ]);
    expect(after.equipmentPile).toEqual([]);
  });

  it('adds the pile’s first two cards, which a record may fix', () => {
    const fixed = { ...scenario(['falseBottom', 6, 7]), equipmentPile: [12, 3] };
    const state = ready(fixed, tokens);
    expect(state.equipmentPile.slice(0, 2)).toEqual([12, 3]);
    const after = act(state, { type: 'dualCut', seat: 0, value: 'yellow', target: wire(1, 0, 0) });
    expect(eventsSince(state, after)).toContainEqual({
      type: 'equipmentAdded',
      by: 'falseBottom',
      cards: [12, 3],
    });
    // Fixing the top of the pile the seed drew changes nothing.
    const seeded = start(scenario(['falseBottom', 6, 7]));
    const top = seeded.equipmentPile.slice(0, 3);
    expect(start({ ...scenario(['falseBottom', 6, 7]), equipmentPile: top })).toEqual(seeded);
    const refused = (setup: Scenario) => {
      const created = createGame(setup);
      return created.ok ? 'accepted' : created.error.code;
    };
    // A card in play, a card twice, a pile without the cards in play, a banned card.
    expect(refused({ ...fixed, equipmentPile: [6] })).toBe('BAD_EQUIPMENT');
    expect(refused({ ...fixed, equipmentPile: [12, 12] })).toBe('BAD_EQUIPMENT');
    expect(refused({ ...fixed, equipment: undefined })).toBe('BAD_EQUIPMENT');
    expect(refused({ mission: 3, players: 3, seed: 'x', equipment: [1], equipmentPile: [2] })).toBe(
      'BAD_EQUIPMENT',
    );
  });

  it('adds a card unlocked at once when two wires of its value are already cut', () => {
    let state = ready(scenario(allBut(2, 8)), tokens);
    // Seat 0 cuts a pair of 2s first, then seat 1 the yellow pair.
    state = act(state, { type: 'dualCut', seat: 0, value: 2, target: wire(2, 0, 0) });
    const before = state;
    state = act(state, { type: 'dualCut', seat: 1, value: 'yellow', target: wire(0, 0, 0) });
    expect(state.equipment.find((s) => s.card === 2)?.state).toBe('available');
    expect(state.equipment.find((s) => s.card === 8)?.state).toBe('locked');
    const events = eventsSince(before, state).map((e) => e.type);
    expect(events.indexOf('equipmentAdded')).toBeLessThan(events.lastIndexOf('equipmentUnlocked'));
  });

  it('adds what is left when the pile holds fewer than two cards (§9 A45)', () => {
    const state = ready(scenario(allBut(8)), tokens);
    const after = act(state, { type: 'dualCut', seat: 0, value: 'yellow', target: wire(1, 0, 0) });
    expect(eventsSince(state, after)).toContainEqual({
      type: 'equipmentAdded',
      by: 'falseBottom',
      cards: [8],
    });
    expect(after.equipment).toHaveLength(state.equipment.length + 1);
  });
});
