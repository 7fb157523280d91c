import { describe, expect, it } from 'vitest';
import { createGame, viewFor, type GameState } from '@bomb-busters/engine';
import { markersShown, playingSeat } from '../src/logic/markers';
import { act, setup, wire } from './play-scenario';

/** Mission 7: two red numbers drawn, one red wire dealt (3.5, in seat 1's stand). */
function mission7(): GameState {
  const created = createGame({
    mission: 7,
    players: 4,
    stands: [
      [1, 2, 4],
      [2, 3.5, 6],
      [1, 4, 6],
      [5, 5, 9],
    ],
    options: { stars: 0 },
  });
  if (!created.ok) throw new Error(created.error.message);
  return setup(created.value, [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0), wire(3, 0, 0)]);
}

describe('red and yellow markers', () => {
  const playing = mission7();
  // Seat 0 points at seat 1's red wire: it is cut, the bomb explodes, every hand is shown.
  const over = act(playing, { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 1) });

  it('during the game: each candidate of an "x of y" draw is a "?" marker', () => {
    const shown = markersShown(viewFor(playing, 2));
    expect(shown).toHaveLength(2);
    expect(shown.map((m) => m.state)).toEqual(['maybe', 'maybe']);
    expect(shown.map((m) => m.printed)).toContain(3.5);
  });

  it('once the game is over: the dealt candidate and the one set aside are told apart', () => {
    expect(over.status).toBe('lost');
    for (const viewer of [0, 2, 'spectator'] as const) {
      const shown = markersShown(viewFor(over, viewer));
      expect(shown.find((m) => m.printed === 3.5)?.state).toBe('dealt');
      const other = shown.find((m) => m.printed !== 3.5);
      expect(other?.state).toBe('notDealt');
    }
  });

  it('a marker that was never uncertain stays as it is', () => {
    const view = {
      markers: [{ printed: 4.1, uncertain: false }],
      stands: [],
      status: 'won' as const,
    };
    expect(markersShown(view)).toEqual([{ printed: 4.1, state: 'known' }]);
  });
});

describe('whose turn the badges show', () => {
  it('the active seat while the game goes on, nobody once it is over', () => {
    const playing = mission7();
    expect(playingSeat(viewFor(playing, 1))).toBe(playing.activeSeat);
    const over = act(playing, { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 1) });
    expect(playingSeat(viewFor(over, 1))).toBeNull();
    expect(playingSeat({ status: 'won', activeSeat: 2 })).toBeNull();
  });
});
