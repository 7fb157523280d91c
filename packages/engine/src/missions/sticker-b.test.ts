/**
 * Rule sticker B (RULES.md §5.2, §9 A11, A16, A40): a seat other than the Captain may take one of
 * four new characters instead of its Double Detector, one copy of each, among the cards the
 * mission allows. Each carries a personal copy of an equipment card, used once like the Double
 * Detector and refreshed by Emergency Batteries, independent of the shared card.
 *
 * Written on variants of box-1 and box-2 missions with `newCharacters` set, so that they hold
 * whichever box-3 missions exist.
 */
import { describe, expect, it } from 'vitest';
import { act, eventsSince, expectRejected, finishSetup, wire } from '../../test/scenario.js';
import { createGame, type GameSetup } from '../setup.js';
import { applyAction } from '../apply.js';
import { expandMenu, legalActions, legalMenu } from '../legal.js';
import { parseRecord } from '../record.js';
import { viewFor } from '../view.js';
import { missionById, type MissionDef } from './index.js';
import { STICKER_B } from './defs.js';
import type { Action, EquipmentCard, GameState, MissionId, NewCharacter } from '../types.js';

const withStickerB = (id: MissionId, cards: readonly NewCharacter[] = STICKER_B): MissionDef => ({
  ...(missionById(id) as MissionDef),
  newCharacters: cards,
});

// Seat 0 is the Captain; seats 1-3 took E1, E2 and E3. Seat 1 holds a 4 and no 3.
const SETUP: GameSetup = {
  mission: 4,
  players: 4,
  seed: 'sticker-b',
  stands: [
    [1, 3, 5, 9],
    [2, 4, 6, 10],
    [3, 5, 8, 11],
    [1, 2, 4, 8, 9],
  ],
  equipment: [6, 7, 8, 11],
  characters: [null, 'generalRadar', 'walkieTalkies', 'tripleDetector'],
};

function begin(setup: GameSetup, def: MissionDef = withStickerB(setup.mission)): GameState {
  const created = createGame(setup, def);
  if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
  return finishSetup(created.value);
}

const setupError = (setup: Partial<GameSetup>, def = withStickerB(4)) => {
  const created = createGame({ ...SETUP, ...setup }, def);
  return created.ok ? 'accepted' : created.error.code;
};

/** Every card of `cards` face up and usable (their unlocks are tested with the equipment). */
const withCards = (state: GameState, ...cards: EquipmentCard[]): GameState => ({
  ...state,
  equipment: cards.map((card) => ({ card, state: 'available' })),
});
/** The turn goes to `seat` (the turn order is tested elsewhere). */
const turnOf = (state: GameState, seat: number): GameState => ({ ...state, activeSeat: seat });

const playing = begin(SETUP);
const radar = (seat: number, value = 4): Action => ({
  type: 'equipment',
  seat,
  card: 8,
  value,
  personal: true,
});

describe('the choice at setup', () => {
  it('stores each seat its new character; the Captain keeps a Double Detector', () => {
    expect(playing.characters).toEqual([
      { card: 'captain', used: false },
      { card: 'expert-1', personal: 'generalRadar', used: false },
      { card: 'expert-2', personal: 'walkieTalkies', used: false },
      { card: 'expert-3', personal: 'tripleDetector', used: false },
    ]);
  });

  it('refuses the Captain a new character, a second copy, a banned card, a wrong length', () => {
    expect(setupError({ characters: ['xOrYRay', null, null, null] })).toBe('BAD_CHARACTERS');
    expect(setupError({ characters: [null, 'xOrYRay', 'xOrYRay', null] })).toBe('BAD_CHARACTERS');
    const noWalkie = withStickerB(4, ['generalRadar', 'tripleDetector', 'xOrYRay']);
    expect(setupError({}, noWalkie)).toBe('BAD_CHARACTERS');
    expect(setupError({ characters: [null, 'generalRadar'] })).toBe('BAD_CHARACTERS');
    expect(setupError({ characters: [null, 'radar' as NewCharacter, null, null] })).toBe(
      'BAD_CHARACTERS',
    );
    expect(setupError({ characters: [null, null, null, 'xOrYRay'] }, noWalkie)).toBe('accepted');
  });

  it('refuses new characters in a mission without sticker B', () => {
    expect(createGame(SETUP).ok ? 'accepted' : 'BAD_CHARACTERS').toBe('BAD_CHARACTERS');
    expect(createGame({ ...SETUP, characters: [null, null, null, null] }).ok).toBe(true);
  });

  it('is public: every seat and the spectator see every character and whether it is used', () => {
    const used = act(playing, radar(1));
    for (const seat of [0, 1, 2, 'spectator'] as const)
      expect(viewFor(used, seat).characters[1]).toEqual({
        card: 'expert-1',
        personal: 'generalRadar',
        used: true,
      });
  });
});

describe('E1 General Radar', () => {
  it('is used any time, once, and flips the character card', () => {
    // Seat 1 asks on the Captain's turn.
    const asked = act(playing, radar(1));
    expect(eventsSince(playing, asked)).toEqual([
      { type: 'characterUsed', seat: 1, card: 'generalRadar' },
      { type: 'radar', value: 4, answers: [[false], [true], [false], [true]] },
    ]);
    expect(asked.characters[1]?.used).toBe(true);
    expectRejected(asked, radar(1, 5), 'CHARACTER_USED');
  });

  it('is only for the seat whose character carries it', () => {
    expectRejected(playing, radar(0), 'NO_PERSONAL_EQUIPMENT');
    expectRejected(playing, radar(2), 'NO_PERSONAL_EQUIPMENT');
  });

  it('and the shared General Radar are independent: each is used once', () => {
    const table = withCards(playing, 8);
    const shared: Action = { type: 'equipment', seat: 1, card: 8, value: 2 };
    const both = act(act(table, radar(1)), shared);
    expect(both.equipment).toEqual([{ card: 8, state: 'used' }]);
    expect(both.characters[1]?.used).toBe(true);
    // In the other order too.
    const first = act(table, shared);
    expect(act(first, radar(1)).characters[1]?.used).toBe(true);
    expectRejected(first, shared, 'EQUIPMENT_USED');
  });

  it('is turned back by Emergency Batteries like a Double Detector', () => {
    const used = act(withCards(playing, 7), radar(1));
    const refreshed = act(used, { type: 'equipment', seat: 0, card: 7, seats: [1] });
    expect(refreshed.characters[1]?.used).toBe(false);
    expect(act(refreshed, radar(1, 10)).characters[1]?.used).toBe(true);
  });

  it('is offered in the legal menu to its seat only, beside the shared card', () => {
    const table = withCards(playing, 8);
    const radarsOf = (seat: number) =>
      legalActions(table, seat).filter((a) => a.type === 'equipment' && a.card === 8);
    expect(radarsOf(1)).toHaveLength(24);
    expect(radarsOf(1).filter((a) => 'personal' in a && a.personal)).toHaveLength(12);
    expect(radarsOf(2).some((a) => 'personal' in a && a.personal)).toBe(false);
  });
});

describe('E2 Walkie-Talkies', () => {
  const swap: Action = {
    type: 'equipment',
    seat: 2,
    card: 2,
    wire: wire(2, 0, 0),
    teammate: 1,
    personal: true,
  };

  it('is used any time: the teammate chooses the wire to give back', () => {
    const asked = act(playing, swap);
    expect(asked.pending).toMatchObject({ kind: 'walkieTalkie', seat: 1, from: wire(2, 0, 0) });
    expect(asked.characters[2]?.used).toBe(true);
    const swapped = act(asked, { type: 'choose', seat: 1, wire: wire(1, 0, 1) });
    expect(swapped.hands[2]?.[0]?.map((w) => w.printed)).toEqual([4, 5, 8, 11]);
    expectRejected(swapped, { ...swap, wire: wire(2, 0, 1) }, 'CHARACTER_USED');
  });

  // RULES.md §9 A11: "any time" equipment stays open to a seat with no wire left.
  it('may be used by an empty-handed seat (docs/rules-decisions.md)', () => {
    const empty: GameState = {
      ...playing,
      hands: playing.hands.map((stands, s) =>
        s === 1 ? stands.map((stand) => stand.map((w) => ({ ...w, cut: true }))) : stands,
      ),
    };
    expect(applyAction(empty, radar(1)).ok).toBe(true);
  });
});

describe('E3 Triple Detector', () => {
  const triple = (personal?: true): Action => ({
    type: 'dualCut',
    seat: 3,
    value: 4,
    detector: 'triple',
    targets: [wire(1, 0, 0), wire(1, 0, 1), wire(1, 0, 2)],
    ...(personal ? { personal } : {}),
  });

  it('is used on its seat’s turn, in a dual cut, once', () => {
    expectRejected(playing, triple(true), 'NOT_YOUR_TURN');
    const mine = turnOf(playing, 3);
    const cut = act(mine, triple(true));
    expect(eventsSince(mine, cut).slice(0, 2)).toEqual([
      { type: 'characterUsed', seat: 3, card: 'tripleDetector' },
      expect.objectContaining({ type: 'dualCut', detector: 'triple', success: true }),
    ]);
    const later = turnOf(act(cut, { type: 'choose', seat: 1, wire: wire(1, 0, 1) }), 3);
    expectRejected(
      later,
      { ...triple(true), value: 8, targets: [wire(2, 0, 0), wire(2, 0, 1), wire(2, 0, 2)] },
      'CHARACTER_USED',
    );
  });

  it('is never a Double Detector: the character replaced it', () => {
    expectRejected(
      turnOf(playing, 3),
      {
        type: 'dualCut',
        seat: 3,
        value: 4,
        detector: 'double',
        targets: [wire(1, 0, 0), wire(1, 0, 1)],
      },
      'NO_PERSONAL_EQUIPMENT',
    );
  });

  it('`personal` is true or absent, and never names a Double Detector', () => {
    for (const bad of ['x', 1, false, null]) {
      expectRejected(turnOf(playing, 3), { ...triple(), personal: bad }, 'MALFORMED_ACTION');
      expectRejected(playing, { ...radar(1), personal: bad }, 'MALFORMED_ACTION');
    }
    // The Captain's Double Detector is listed without `personal`: with it, the cut is another.
    const double: Action = {
      type: 'dualCut',
      seat: 0,
      value: 3,
      detector: 'double',
      targets: [wire(2, 0, 0), wire(2, 0, 1)],
    };
    expect(applyAction(turnOf(playing, 0), double).ok).toBe(true);
    expectRejected(turnOf(playing, 0), { ...double, personal: true }, 'NO_PERSONAL_EQUIPMENT');
  });

  it('without `personal` asks for the shared card, which is independent', () => {
    const mine = turnOf(playing, 3);
    expectRejected(mine, triple(), 'EQUIPMENT_NOT_IN_PLAY');
    const shared = act(withCards(mine, 3), triple());
    expect(shared.characters[3]?.used).toBe(false);
    expect(shared.equipment).toEqual([{ card: 3, state: 'used' }]);
  });

  it('is in the legal menu, marked personal, while the shared card is not usable', () => {
    const menu = legalMenu(turnOf(playing, 3), 3).dualCut;
    expect(menu?.personal).toBe(3);
    expect(menu?.triple).not.toBeNull();
    const triples = expandMenu(legalMenu(turnOf(playing, 3), 3)).filter(
      (a) => a.type === 'dualCut' && a.detector === 'triple',
    );
    expect(triples.length).toBeGreaterThan(0);
    for (const action of triples) expect(action).toMatchObject({ personal: true });
    expect(applyAction(turnOf(playing, 3), triples[0] as Action).ok).toBe(true);
  });

  it('is named in the menu as the own copy beside a usable shared card, which its cuts use', () => {
    const both = withCards(turnOf(playing, 3), 3);
    const menu = legalMenu(both, 3).dualCut;
    expect(menu?.personal).toBeUndefined();
    expect(menu?.ownCopy).toBe(3);
    // The listed cut uses the shared card; the same with `personal` uses the seat's own copy.
    const own = act(both, triple(true));
    expect(own.characters[3]?.used).toBe(true);
    expect(own.equipment).toEqual([{ card: 3, state: 'available' }]);
    expect(legalMenu(turnOf(playing, 0), 0).dualCut?.ownCopy).toBeUndefined();
  });
});

describe('E4 X or Y Ray', () => {
  // Seat 1 took the X or Y Ray this time; it holds 2 and 4, seat 2 holds a 5 first.
  const rayTable = begin({ ...SETUP, characters: [null, 'xOrYRay', null, 'tripleDetector'] });
  const ray: Action = {
    type: 'dualCut',
    seat: 1,
    value: [2, 4],
    target: wire(3, 0, 1),
    personal: true,
  };

  it('announces two values in one dual cut, once', () => {
    const mine = turnOf(rayTable, 1);
    const cut = act(mine, ray);
    expect(eventsSince(mine, cut)[0]).toEqual({ type: 'characterUsed', seat: 1, card: 'xOrYRay' });
    expect(cut.hands[3]?.[0]?.[1]?.cut).toBe(true);
    expectRejected(turnOf(cut, 1), { ...ray, target: wire(3, 0, 2) }, 'CHARACTER_USED');
  });

  // RULES.md §9 A16: the personal X or Y Ray combines with a shared detector.
  it('combines with the shared Triple Detector, which the cut uses up as well', () => {
    const mine = withCards(turnOf(rayTable, 1), 3);
    const cut = act(mine, {
      type: 'dualCut',
      seat: 1,
      value: [2, 4],
      detector: 'triple',
      targets: [wire(3, 0, 0), wire(3, 0, 1), wire(3, 0, 2)],
      personal: true,
    });
    expect(cut.characters[1]?.used).toBe(true);
    expect(cut.equipment).toEqual([{ card: 3, state: 'used' }]);
  });

  it('without `personal` two values need the shared card', () => {
    expectRejected(turnOf(rayTable, 1), { ...ray, personal: undefined }, 'EQUIPMENT_NOT_IN_PLAY');
  });
});

describe('X wires (mission 20 with sticker B)', () => {
  // Each stand's last wire is its X wire: seat 2's X is a 4, seat 3's an 8.
  const xTable = begin(
    {
      mission: 20,
      players: 4,
      seed: 'x',
      stands: [
        [1, 3, 5, 9, 2],
        [2, 4, 6, 10, 7.5],
        [3, 5, 6.1, 8, 4],
        [2.1, 5, 8, 9.5, 11, 8],
      ],
      equipment: [6, 9],
      characters: [null, 'generalRadar', 'walkieTalkies', 'xOrYRay'],
    },
    withStickerB(20),
  );

  it('the personal General Radar ignores them', () => {
    const asked = act(xTable, radar(1, 4));
    expect(asked.log.at(-1)).toEqual({
      type: 'radar',
      value: 4,
      answers: [[false], [true], [false], [false]],
    });
  });

  it('the personal Walkie-Talkies and X or Y Ray do not act on them', () => {
    expectRejected(
      xTable,
      { type: 'equipment', seat: 2, card: 2, wire: wire(2, 0, 4), teammate: 1, personal: true },
      'X_WIRE_NO_EQUIPMENT',
    );
    expectRejected(
      turnOf(xTable, 3),
      { type: 'dualCut', seat: 3, value: [5, 8], target: wire(2, 0, 4), personal: true },
      'X_WIRE_NO_EQUIPMENT',
    );
  });
});

describe('the record', () => {
  it('keeps the choice: parsed, and the same game replayed from it', () => {
    const actions: Action[] = [
      radar(1),
      { type: 'dualCut', seat: 0, value: 3, target: wire(2, 0, 0) },
    ];
    const record = parseRecord(JSON.parse(JSON.stringify({ format: 1, ...SETUP, actions })));
    if (!record.ok) throw new Error(record.error.message);
    expect(record.value.characters).toEqual(SETUP.characters);
    const replayed = actions.reduce(act, begin(record.value));
    expect(replayed).toEqual(actions.reduce(act, playing));
    expect(replayed.characters[1]?.used).toBe(true);
  });

  it('refuses a malformed choice', () => {
    const bad = parseRecord({
      format: 1,
      ...SETUP,
      characters: [null, 3, null, null],
      actions: [],
    });
    expect(bad.ok).toBe(false);
  });
});
