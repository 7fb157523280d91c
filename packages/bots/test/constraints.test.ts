/** The bots' constraint moves (missions 31, 32, 37): the cards they pick. */
import { describe, expect, it } from 'vitest';
import { createGame, legalActions, viewFor, type GameState } from '@bomb-busters/engine';
import { expertBot } from '../src/index.js';
import { act } from '../../engine/test/scenario.js';

/** Mission 31 at two players: the Captain (seat 0) holds evens only, seat 1 odds only. */
function table(): GameState {
  const created = createGame({
    mission: 31,
    players: 2,
    captain: 0,
    seed: 'picks',
    stands: [
      [2, 4],
      [6, 8],
      [1, 3, 5],
      [7, 9, 11],
    ],
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

const botPick = (state: GameState, seat: number) =>
  expertBot().act(viewFor(state, seat), legalActions(state, seat));

describe('mission 31: the picks', () => {
  it('takes the card that allows the most of its own wires', () => {
    expect(botPick(table(), 0)).toEqual({ type: 'pickConstraint', seat: 0, constraint: 'A' });
  });

  it('at two players, not the card the mission advises against beside the teammate’s', () => {
    const state = act(table(), { type: 'pickConstraint', seat: 0, constraint: 'A' });
    // B would allow all six of seat 1's wires, but A and B together strand values.
    const pick = botPick(state, 1);
    expect(pick.type).toBe('pickConstraint');
    expect(pick).not.toMatchObject({ constraint: 'B' });
  });
});
