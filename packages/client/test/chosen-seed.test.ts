import { createGame, EMPTY_MENU, viewFor } from '@bomb-busters/engine';
import type { RoomInfo } from '@bomb-busters/protocol';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoomLobby } from '../src/home/RoomLobby';
import { initialTable, type TableState } from '../src/state/table';
import type { Table } from '../src/state/useTable';
import { TableScreen } from '../src/table/TableScreen';

const NOTICE = 'The host chose this deal, so the host may know every wire.';

const roomInfo = (status: RoomInfo['status'], chosenSeed: boolean): RoomInfo => ({
  room: 'r1',
  status,
  mission: 1,
  players: 2,
  seats: [
    { seat: 0, kind: 'person', taken: true, connected: true, botTakeover: false },
    { seat: 1, kind: 'bot', level: 'cautious', taken: false, connected: true, botTakeover: false },
  ],
  ...(chosenSeed ? { chosenSeed: true as const } : {}),
});

const table = (state: Partial<TableState>): Table => ({
  state: { ...initialTable, connection: 'open', joined: true, ...state },
  act: () => null,
  dismiss: () => undefined,
  note: () => undefined,
  request: () => undefined,
});

function view(viewer: 0 | 'spectator') {
  const created = createGame({ mission: 1, players: 2, seed: 'chosen-seed' });
  if (!created.ok) throw new Error(created.error.message);
  return viewFor(created.value, viewer);
}

describe('the chosen-seed notice', () => {
  beforeEach(() => vi.stubGlobal('location', { origin: 'http://localhost' }));
  afterEach(() => vi.unstubAllGlobals());

  const lobby = (chosenSeed: boolean) =>
    renderToStaticMarkup(
      createElement(RoomLobby, {
        room: 'r1',
        table: table({ roomInfo: roomInfo('open', chosenSeed) }),
        token: undefined,
        onClaimed: () => undefined,
      }),
    );
  const atTable = (chosenSeed: boolean, viewer: 0 | 'spectator') =>
    renderToStaticMarkup(
      createElement(TableScreen, {
        room: 'r1',
        table: table({
          roomInfo: roomInfo('playing', chosenSeed),
          seat: viewer === 'spectator' ? null : viewer,
          view: view(viewer),
          legal: EMPTY_MENU,
        }),
        token: undefined,
      }),
    );

  it('shows in the lobby only when the host chose the seed', () => {
    expect(lobby(true)).toContain(NOTICE);
    expect(lobby(true)).toContain('data-testid="chosen-seed"');
    expect(lobby(false)).not.toContain('data-testid="chosen-seed"');
  });

  it('shows in the table’s top bar, to a seat and to a spectator, only then', () => {
    for (const viewer of [0, 'spectator'] as const) {
      const bar = (html: string) => /<header class="play-bar">.*?<\/header>/.exec(html)?.[0] ?? '';
      expect(bar(atTable(true, viewer)), String(viewer)).toContain(NOTICE);
      expect(atTable(false, viewer), String(viewer)).not.toContain('data-testid="chosen-seed"');
    }
  });
});
