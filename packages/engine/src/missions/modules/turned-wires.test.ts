/**
 * Mission 38 (RULES.md §6.2 row 38, the Dutch FAQ): the Captain turns one of their wires around
 * unseen; everyone but the Captain sees its value. Only the Captain cuts it, guessing its value in
 * a plain dual or solo cut (a wrong guess explodes), or revealing it with their reds (FAQ); a
 * teammate may not point at it, and a seat left with nothing else skips for one notch.
 */
import { targetsOf } from '../../menu.js';
import { describe, expect, it } from 'vitest';
import { act, expectRejected, finishSetup, start, wire } from '../../../test/scenario.js';
import { createGame } from '../../setup.js';
import { legalActions, legalMenu } from '../../legal.js';
import { viewFor } from '../../view.js';
import type { EquipmentCard, GameState, Wire } from '../../types.js';

// Captain 0 turns their 3: it leaves its sorted place for the far right of the stand.
const deal = {
  mission: 38,
  players: 4,
  captain: 0,
  seed: 'knit',
  stands: [
    [1, 3, 5, 7, 9.5],
    [1, 3, 5, 8],
    [2, 4, 7, 8, 10],
    [2, 4, 6, 6, 3.5],
  ],
  equipment: [4, 3, 8, 9],
  turned: [3],
} as const;
const dealt = start(deal);
const playing = finishSetup(dealt);
const T = wire(0, 0, 4);

const withCards = (state: GameState, ...cards: EquipmentCard[]): GameState => ({
  ...state,
  equipment: cards.map((card) => ({ card, state: 'available' })),
});
/** Every wire of the seats cut but those `keep` says. */
const cutAllBut = (state: GameState, keep: (seat: number, w: Wire) => boolean): GameState => ({
  ...state,
  hands: state.hands.map((stands, seat) =>
    stands.map((stand) => stand.map((w) => (keep(seat, w) ? w : { ...w, cut: true }))),
  ),
});

describe('the deal', () => {
  it('puts the turned wire at the far right of the Captain’s stand, tagged turned', () => {
    expect(dealt.hands[0]?.[0]?.map((w) => [w.printed, w.turned ?? false])).toEqual([
      [1, false],
      [5, false],
      [7, false],
      [9.5, false],
      [3, true],
    ]);
  });

  it('shows its value to every teammate and spectator, and hides it from the Captain', () => {
    const seen = (viewer: 0 | 1 | 'spectator') => viewFor(dealt, viewer).stands[0]?.wires[4];
    expect(seen(0)).toEqual({
      printed: null,
      cut: false,
      info: null,
      labelRight: null,
      turned: true,
    });
    expect(seen(1)).toMatchObject({ printed: 3, turned: true });
    expect(seen('spectator')).toMatchObject({ printed: 3, turned: true });
    // The Captain's other wires stay hidden from the others, as ever.
    expect(viewFor(dealt, 1).stands[0]?.wires[0]?.printed).toBeNull();
  });

  it('turns a random wire from the seed, the same for the same seed; a record may fix it', () => {
    const { turned: _, ...random } = deal;
    const a = start(random);
    const b = start(random);
    expect(a.hands).toEqual(b.hands);
    expect(a.hands[0]?.[0]?.at(-1)?.turned).toBe(true);
    const code = (turned: unknown) => {
      const created = createGame({ ...deal, turned: turned as number[] });
      return created.ok ? 'ok' : created.error.code;
    };
    expect([code([8]), code([3, 5]), code([9.5])]).toEqual(['BAD_TURNED', 'BAD_TURNED', 'ok']);
    expect(createGame({ mission: 1, players: 2, seed: 'x', turned: [1] }).ok).toBe(false);
  });

  it('with two stands the turned wire goes to the far right of the second', () => {
    const two = start({
      mission: 38,
      players: 2,
      captain: 0,
      seed: 'two',
      stands: [
        [1, 2],
        [3, 4],
        [1, 2],
        [3, 4],
      ],
      turned: [2],
    });
    expect(two.hands[0]?.map((s) => s.map((w) => `${w.printed}${w.turned ? 't' : ''}`))).toEqual([
      ['1'],
      ['3', '4', '2t'],
    ]);
  });

  it('never offers the turned wire for the Captain’s setup token', () => {
    expect(dealt.pending?.options).toEqual([wire(0, 0, 0), wire(0, 0, 1), wire(0, 0, 2)]);
    expectRejected(dealt, { type: 'info', seat: 0, wire: T }, 'NOT_AN_OPTION');
  });
});

describe('the Captain cuts it with a plain cut, guessing its value', () => {
  it('a dual cut naming it as their own wire: right, both wires are cut', () => {
    const cut = act(playing, { type: 'dualCut', seat: 0, value: 3, target: wire(1, 0, 1), own: T });
    expect([cut.hands[0]?.[0]?.[4]?.cut, cut.hands[1]?.[0]?.[1]?.cut, cut.status]).toEqual([
      true,
      true,
      'playing',
    ]);
  });

  it('wrong: the teammate’s wire is cut, then the bomb explodes', () => {
    const boom = act(playing, {
      type: 'dualCut',
      seat: 0,
      value: 5,
      target: wire(1, 0, 2),
      own: T,
    });
    expect(boom.lossCause).toBe('turnedWire');
    expect(boom.hands[0]?.[0]?.[4]?.cut).toBe(false);
  });

  it('a missed target is an ordinary failure: the turned wire stays, unseen', () => {
    const missed = act(playing, {
      type: 'dualCut',
      seat: 0,
      value: 7,
      target: wire(1, 0, 0),
      own: T,
    });
    expect([missed.status, missed.dial.stepsToSkull, missed.hands[0]?.[0]?.[4]?.cut]).toEqual([
      'playing',
      3,
      false,
    ]);
  });

  it('the guesses are in the menu whatever the wire is, and a plain cut never takes it unasked', () => {
    const menu = legalMenu(playing, 0).dualCut;
    expect(menu?.turned).toStrictEqual({ own: T, values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
    // The Captain holds no other 3: announcing it without naming the turned wire is refused.
    expectRejected(
      playing,
      { type: 'dualCut', seat: 0, value: 3, target: wire(1, 0, 1) },
      'VALUE_NOT_HELD',
    );
    expect(legalMenu(playing, 0).dualCut?.values).toEqual([1, 5, 7]);
  });

  it('never with equipment: no detector, X or Y Ray or Post-it on it', () => {
    const table = withCards(playing, 3, 4, 10);
    expectRejected(
      table,
      {
        type: 'dualCut',
        seat: 0,
        value: 3,
        detector: 'double',
        targets: [wire(1, 0, 1), wire(1, 0, 2)],
        own: T,
      },
      'TURNED_WIRE_NO_EQUIPMENT',
    );
    expectRejected(
      table,
      { type: 'dualCut', seat: 0, value: [3, 5], target: wire(1, 0, 1), own: [T] },
      'TURNED_WIRE_NO_EQUIPMENT',
    );
    expectRejected(
      table,
      { type: 'equipment', seat: 0, card: 4, wire: T },
      'TURNED_WIRE_NO_EQUIPMENT',
    );
  });

  it('a solo cut with it: right when it completes the value, else the bomb explodes', () => {
    // Only the Captain's 1 and the turned 3... made a 1: the other two 1s are cut.
    const table = cutAllBut(
      {
        ...playing,
        hands: playing.hands.map((s, seat) =>
          seat === 0 ? [[...(s[0] ?? []).slice(0, 4), { ...(s[0]?.[4] as Wire), printed: 1 }]] : s,
        ),
      },
      (seat, w) => seat !== 1 || w.printed !== 1,
    );
    const right = act(table, { type: 'soloCut', seat: 0, value: 1, turned: true });
    expect([right.status, right.hands[0]?.[0]?.[4]?.cut]).toEqual(['playing', true]);
    const wrong = act(playing, { type: 'soloCut', seat: 0, value: 1, turned: true });
    expect(wrong.lossCause).toBe('turnedWire');
  });
});

describe('teammates', () => {
  it('may not point at it: refused, and it is no target of their menu', () => {
    const seat1 = { ...playing, activeSeat: 1 };
    expectRejected(
      seat1,
      { type: 'dualCut', seat: 1, value: 3, target: T },
      'TURNED_WIRE_OWNER_ONLY',
    );
    expect(targetsOf(legalMenu(seat1, 1).dualCut!)).not.toContainEqual(T);
  });

  it('the General Radar ignores it: the Captain answers for what they see', () => {
    const radar = act(withCards(playing, 8), { type: 'equipment', seat: 1, card: 8, value: 3 });
    expect(radar.log.at(-1)).toEqual({
      type: 'radar',
      value: 3,
      answers: [[false], [true], [false], [false]],
    });
  });

  it('a seat with no other option skips its turn, and the detonator moves one notch', () => {
    // Only the turned wire and seat 1's 8 are left: seat 1 may point at nothing.
    const table = {
      ...cutAllBut(playing, (seat, w) => w.turned === true || (seat === 1 && w.printed === 8)),
      activeSeat: 1,
    };
    expect(legalActions(table, 1)).toEqual([{ type: 'skip', seat: 1 }]);
    const skipped = act(table, { type: 'skip', seat: 1 });
    expect(skipped.log.slice(-3, -1)).toEqual([
      { type: 'skipped', seat: 1 },
      { type: 'dialMoved', delta: 1, stepsToSkull: 3 },
    ]);
    expectRejected({ ...playing, activeSeat: 1 }, { type: 'skip', seat: 1 }, 'NOT_STUCK');
  });
});

describe('a turned red wire (the FAQ)', () => {
  const red = finishSetup(start({ ...deal, turned: [9.5] }));

  it('is revealed with Reveal Red once every wire the Captain sees is red', () => {
    const last = cutAllBut(red, (seat, w) => seat !== 0 || w.turned === true);
    const revealed = act(last, { type: 'revealRed', seat: 0 });
    expect(revealed.hands[0]?.[0]?.[4]).toMatchObject({ printed: 9.5, cut: true, turned: true });
  });

  it('revealing while the turned wire is not red explodes; nothing forces the reveal', () => {
    const last = cutAllBut(
      playing,
      (seat, w) => seat !== 0 || w.turned === true || w.printed === 9.5,
    );
    expect(legalActions(last, 0).some((a) => a.type === 'dualCut' && a.own !== undefined)).toBe(
      true,
    );
    expect(act(last, { type: 'revealRed', seat: 0 }).lossCause).toBe('turnedWire');
  });
});
