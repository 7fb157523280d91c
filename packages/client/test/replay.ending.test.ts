import { describe, expect, it } from 'vitest';
import {
  createGame,
  EMPTY_MENU,
  parseRecord,
  replayRecord,
  viewFor,
  type GameRecord,
  type GameState,
} from '@bomb-busters/engine';
import type { RoomInfo } from '@bomb-busters/protocol';
import mission8 from '../../../examples/mission-8.json';
import mission8Lost from '../../../examples/mission-8-lost.json';
import { endingOf } from '../src/replay/ending';
import { initialTable, reduceTable, type TableState } from '../src/state/table';

const finalState = (json: unknown): GameState => {
  const parsed = parseRecord(json);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const state = replayRecord(parsed.value);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
};
const roomInfo = (game: number) =>
  ({
    room: 'r',
    status: 'playing',
    mission: 8,
    players: 5,
    seats: [],
    game,
  }) as unknown as RoomInfo;

function joinedAfter(state: GameState, seat: number | null): TableState {
  return reduceTable(initialTable, {
    type: 'server',
    message: {
      type: 'joined',
      room: 'r',
      seat,
      view: viewFor(state, seat ?? 'spectator'),
      legal: EMPTY_MENU,
      roomInfo: roomInfo(3),
    },
  });
}

describe('endingOf', () => {
  it('a won game: its number, the next captain to the left, the replay from the same seat', () => {
    const state = finalState(mission8);
    expect(endingOf(joinedAfter(state, 2))).toEqual({
      game: 3,
      result: 'won',
      cause: null,
      nextCaptain: (state.captain + 1) % state.players,
      viewer: 2,
    });
  });

  it('a lost game says why; a spectator replays as one', () => {
    const state = finalState(mission8Lost);
    const ending = endingOf(joinedAfter(state, null));
    expect(ending?.result).toBe('lost');
    expect(ending?.cause).toBe(state.lossCause);
    expect(ending?.viewer).toBe('spectator');
  });

  it('the last captain passes to seat 0', () => {
    const state = { ...finalState(mission8), captain: 4 };
    expect(endingOf(joinedAfter(state, 0))?.nextCaptain).toBe(0);
  });

  it('nothing while the game is played', () => {
    const parsed = parseRecord(mission8);
    if (!parsed.ok) throw new Error('record');
    const playing = replayRecord(parsed.value, 10);
    if (!playing.ok) throw new Error('replay');
    expect(endingOf(joinedAfter(playing.value, 0))).toBeNull();
    expect(endingOf(initialTable)).toBeNull();
  });

  it('goes away when the room starts its next game (the version drops)', () => {
    const over = joinedAfter(finalState(mission8), 1);
    const record = parseRecord(mission8);
    if (!record.ok) throw new Error('record');
    const setup: GameRecord = { ...record.value, captain: 1, seed: 'next', actions: [] };
    const next = createGame(setup);
    if (!next.ok) throw new Error('setup');
    const view = viewFor(next.value, 1);
    const moved = reduceTable(
      reduceTable(over, { type: 'server', message: { type: 'room', roomInfo: roomInfo(4) } }),
      {
        type: 'server',
        message: {
          type: 'update',
          view,
          events: view.log,
          version: view.version,
          legal: EMPTY_MENU,
        },
      },
    );
    expect(moved.view?.version).toBeLessThan(over.view!.version);
    expect(endingOf(moved)).toBeNull();
  });
});
