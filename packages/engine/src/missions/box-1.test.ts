/**
 * Surprise box 1 (missions 9-19): the setup of each mission at 2, 3, 4 and 5 players, as the
 * snapshot of what the table shows (stand sizes, wire colours, markers, equipment, components),
 * plus the facts of each card's setup checked outright (RULES.md §6.2).
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../setup.js';
import type { GameState, MissionId } from '../types.js';
import { colourOf } from '../wire.js';
import { MISSION_DEFS } from './defs.js';

const BOX_1 = MISSION_DEFS.filter((m) => typeof m.id === 'number' && m.id >= 9 && m.id <= 19);

function setup(mission: MissionId, players: number): GameState {
  const created = createGame({ mission, players, seed: `box-1-${players}` });
  if (!created.ok) throw new Error(`${created.error.code} ${created.error.message}`);
  return created.value;
}

const count = (state: GameState, colour: string) =>
  state.hands.flat(2).filter((w) => colourOf(w.printed) === colour).length;

/** What every player sees once the wires are dealt. */
const table = (state: GameState) => ({
  captain: state.captain,
  stands: state.hands.map((stands) => stands.map((s) => s.length)),
  redsPerStand: state.hands.map((stands) =>
    stands.map((s) => s.filter((w) => colourOf(w.printed) === 'red').length),
  ),
  red: count(state, 'red'),
  yellow: count(state, 'yellow'),
  markers: state.markers.map((m) => `${m.printed}${m.uncertain ? '?' : ''}`),
  equipment: state.equipment.map((s) => `${s.card}${s.state === 'faceDown' ? ' (face down)' : ''}`),
  dial: state.dial.stepsToSkull,
  sequence: state.sequence,
  equipmentNumbers: state.equipmentNumbers,
  redNumber: state.redNumber,
  infoBeside: state.infoBeside,
  rewardNumber: state.rewardNumber,
  radarTurn: state.radarTurn,
  pending: state.pending && { seat: state.pending.seat, kind: state.pending.kind },
});

describe.each(BOX_1.map((m) => m.id))('mission %s', (mission) => {
  it.each([2, 3, 4, 5])('sets up at %i players', (players) => {
    expect(table(setup(mission, players))).toMatchSnapshot();
  });
});

describe('the cards of box 1', () => {
  it('9 and 16: one red and two yellow, two red and four yellow with two players', () => {
    for (const mission of [9, 16]) {
      expect([count(setup(mission, 3), 'red'), count(setup(mission, 3), 'yellow')]).toEqual([1, 2]);
      expect([count(setup(mission, 2), 'red'), count(setup(mission, 2), 'yellow')]).toEqual([2, 4]);
    }
    // Mission 16's yellow is "2 of 3": three "?" markers for two wires.
    expect(setup(16, 4).markers.filter((m) => m.uncertain)).toHaveLength(3);
  });

  it('12: a Number card on each equipment card; one red and four yellow, two red with two players', () => {
    for (const players of [2, 3, 4, 5]) {
      const state = setup(12, players);
      expect(state.equipmentNumbers.map((n) => n.card)).toEqual(state.equipment.map((s) => s.card));
      expect(new Set(state.equipmentNumbers.map((n) => n.number)).size).toBe(players);
      expect(count(state, 'red')).toBe(players === 2 ? 2 : 1);
      expect(count(state, 'yellow')).toBe(4);
    }
  });
});
