import { describe, expect, it } from 'vitest';
import {
  applyAction,
  applyViewEvents,
  createGame,
  EMPTY_MENU,
  expandMenu,
  legalActions,
  legalMenu,
  MISSION_DEFS,
  ruleOf,
  seatsWithMenus,
  viewChanges,
  viewEventsFor,
  viewFor,
  type Action,
  type ActionType,
  type GameState,
  type SeatView,
} from '@bomb-busters/engine';
import {
  ACTION_TYPES,
  ActionSchema,
  ActionShapeSchema,
  SERVER_ONLY_ACTIONS,
  ServerMessageSchema,
  encode,
  parseClientMessage,
  parseServerMessage,
  type ServerMessage,
} from '../src/index.js';

const w = (seat: number, stand: number, index: number) => ({ seat, stand, index });

/** One example of every engine action type: the Record makes tsc demand every `ActionType`. */
const EXAMPLES: Record<ActionType, readonly Action[]> = {
  info: [
    { type: 'info', seat: 0, wire: w(0, 0, 1) },
    { type: 'info', seat: 1, wire: w(1, 0, 2), value: 7 },
  ],
  dualCut: [
    { type: 'dualCut', seat: 0, value: 5, target: w(1, 0, 2) },
    { type: 'dualCut', seat: 1, value: 7.1, target: w(0, 1, 0), own: w(1, 0, 3) },
    { type: 'dualCut', seat: 2, value: 3, detector: 'double', targets: [w(0, 0, 1), w(0, 0, 2)] },
    { type: 'dualCut', seat: 2, value: [3, 9], detector: 'super', stand: { seat: 1, stand: 0 } },
  ],
  soloCut: [{ type: 'soloCut', seat: 3, value: 4 }],
  revealRed: [{ type: 'revealRed', seat: 4 }],
  equipment: [
    { type: 'equipment', seat: 0, card: 1, wire: w(1, 0, 0) },
    { type: 'equipment', seat: 0, card: 2, wire: w(0, 0, 0), teammate: 1 },
    { type: 'equipment', seat: 0, card: 6 },
    { type: 'equipment', seat: 0, card: 7, seats: [1, 2] },
    { type: 'equipment', seat: 0, card: 8, value: 6 },
    { type: 'equipment', seat: 0, card: 11, next: 2 },
  ],
  choose: [{ type: 'choose', seat: 1, wire: w(1, 0, 4) }],
  checkCell: [{ type: 'checkCell', seat: 1, cell: 3 }],
  drawLine: [{ type: 'drawLine', seat: 2, cartouche: 0 }],
  coffee: [{ type: 'coffee', seat: 0, coffee: 1, next: 1 }],
  stuck: [{ type: 'stuck', seat: 0 }],
  cutTogether: [{ type: 'cutTogether', seat: 2, wires: [w(0, 0, 3), w(1, 0, 0)] }],
  flipEquipment: [{ type: 'flipEquipment', seat: 1, slot: 2 }],
  designate: [{ type: 'designate', seat: 0, designee: 2 }],
  snip: [{ type: 'snip', seat: 3 }],
  taDa: [{ type: 'taDa', seat: 1 }],
  pickNumber: [{ type: 'pickNumber', seat: 1, number: 7 }],
  skip: [{ type: 'skip', seat: 2 }],
  pickConstraint: [{ type: 'pickConstraint', seat: 0, constraint: 'C' }],
  replaceConstraint: [{ type: 'replaceConstraint', seat: 0, replace: true }],
  cannotObey: [{ type: 'cannotObey', seat: 1 }],
  accuse: [{ type: 'accuse', seat: 0, accused: 2, card: 'D' }],
  tripwire: [{ type: 'tripwire', seat: 0, wire: w(1, 0, 2) }],
  takeToken: [
    { type: 'takeToken', seat: 0, value: 4 },
    { type: 'takeToken', seat: 1, value: 'yellow' },
  ],
  layNumber: [{ type: 'layNumber', seat: 3, number: 9 }],
  placeSequence: [{ type: 'placeSequence', seat: 0, end: 11 }],
  timeUp: [{ type: 'timeUp', seat: 0 }],
  cue: [{ type: 'cue', seat: 0, cue: 3 }],
  pause: [{ type: 'pause', seat: 0 }],
  resume: [{ type: 'resume', seat: 1 }],
  surrender: [{ type: 'surrender', seat: 2 }],
  say: [
    { type: 'say', seat: 1, text: 'good luck' },
    { type: 'say', seat: 'spectator', signal: 'yes' },
  ],
};

describe('a chat message', () => {
  it('may leave out its seat (the server sets it), never carries a name (the server sets it)', () => {
    for (const ok of [
      { type: 'say', text: 'hi' },
      { type: 'say', signal: 'needOxygen' },
      { type: 'say', seat: 'spectator', text: '<b>plain</b>' },
    ])
      expect(ActionSchema.safeParse(ok).success, JSON.stringify(ok)).toBe(true);
    for (const bad of [
      { type: 'say', seat: 'spectator', name: 'Admin', text: 'hi' },
      { type: 'say', seat: 0, text: 'hi', numbers: [5] },
      { type: 'say', signal: 'maybe' },
      { type: 'say', text: 7 },
      { type: 'say', seat: 'host', text: 'hi' },
    ])
      expect(ActionSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('outer action schema', () => {
  it('lists exactly the engine action types', () => {
    expect([...ACTION_TYPES].sort()).toEqual(Object.keys(EXAMPLES).sort());
  });

  it('accepts an example of every engine action type and passes every field through', () => {
    for (const action of Object.values(EXAMPLES).flat()) {
      const parsed = ActionSchema.safeParse(action);
      expect(parsed.success, JSON.stringify(action)).toBe(true);
      expect(parsed.data).toEqual(action);
    }
  });

  it('names the actions only the server applies, which a client frame may still carry', () => {
    expect(SERVER_ONLY_ACTIONS).toEqual(['timeUp', 'cue', 'pause', 'resume', 'surrender']);
    // The server answers such an action with `rejected` (SERVER_ONLY_ACTION), not BAD_MESSAGE.
    for (const action of SERVER_ONLY_ACTIONS.map((type) => EXAMPLES[type][0]!)) {
      const frame = encode({ type: 'action', id: 'i1', version: 3, action });
      expect(parseClientMessage(frame).ok).toBe(true);
    }
  });

  it('rejects a wrong outer shape', () => {
    for (const bad of [
      null,
      [],
      'stuck',
      {},
      { type: 'stuck' },
      { seat: 0 },
      { type: 'dance', seat: 0 },
      { type: 'stuck', seat: -1 },
      { type: 'stuck', seat: 5 },
      { type: 'stuck', seat: 1.5 },
      { type: 'stuck', seat: '0' },
      { type: 'STUCK', seat: 0 },
    ]) {
      expect(ActionShapeSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(ActionSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

function newGame(mission: Parameters<typeof createGame>[0]['mission'], players: number): GameState {
  const created = createGame({ mission, players, seed: `protocol-${mission}-${players}` });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('against real games', () => {
  // Walk a few games along the first legal action of the acting seat: every legal action the
  // engine offers must cross the protocol unchanged, and every view/event must pass the
  // server-message schema.
  for (const [mission, players] of [
    [1, 2],
    [4, 3],
    [8, 5],
    ['new-3', 4],
    // No turn order: every seat that may say "Snip!" has the action in its menu.
    [MISSION_DEFS.find((d) => ruleOf(d, 'snip'))?.id ?? 1, 3],
    // Number cards in hand (29): a view's numberHands, the layNumber answer, the cards' events.
    [29, 4],
    // The secret cards (34): face-down characters and constraint cards, the accusations.
    [34, 3],
  ] as const) {
    it(`mission ${mission}, ${players} players: legal actions, views and events cross the wire`, () => {
      let state = newGame(mission, players);
      let checked = 0;
      for (let step = 0; step < 40 && state.status !== 'won' && state.status !== 'lost'; step++) {
        let chosen: Action | undefined;
        for (let seat = 0; seat < players; seat++) {
          for (const action of legalActions(state, seat)) {
            const frame = encode({
              type: 'action',
              id: `i${step}`,
              version: state.version,
              action,
            });
            const parsed = parseClientMessage(frame);
            expect(parsed.ok).toBe(true);
            if (parsed.ok && parsed.message.type === 'action')
              expect(parsed.message.action).toEqual(action);
            checked++;
            chosen ??= action;
          }
        }
        if (!chosen) break;
        const applied = applyAction(state, chosen);
        expect(applied.ok).toBe(true);
        if (!applied.ok) break;
        const before = state;
        state = applied.value.state;
        const changes = viewChanges(before, state, applied.value.events);
        for (const viewer of [0, 'spectator'] as const) {
          const acts = viewer !== 'spectator' && seatsWithMenus(state).includes(viewer);
          const message: ServerMessage = {
            type: 'update',
            ...(changes
              ? { from: before.version, events: viewEventsFor(changes, viewer) }
              : { view: viewFor(state, viewer), events: [] }),
            version: state.version,
            ...(acts ? { legal: legalMenu(state, viewer) } : {}),
          };
          expect(ServerMessageSchema.safeParse(message).success).toBe(true);
          const back = parseServerMessage(encode(message));
          expect(back.ok).toBe(true);
          if (!back.ok || back.message.type !== 'update') continue;
          // The menu crosses the wire and still lists exactly the legal actions.
          expect(expandMenu(back.message.legal ?? EMPTY_MENU)).toEqual(
            viewer === 'spectator' ? [] : legalActions(state, viewer),
          );
          // So do the changes: applied to the view before, they give the view after.
          const held = JSON.parse(JSON.stringify(viewFor(before, viewer))) as SeatView;
          const view =
            back.message.view ?? applyViewEvents(held, back.message.events, state.version);
          expect(view).toEqual(JSON.parse(JSON.stringify(viewFor(state, viewer))));
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  }
});
