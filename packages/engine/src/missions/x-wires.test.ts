/**
 * X wires (mission 20, RULES.md §6.2 row 20 and its errata): the last wire dealt to each stand
 * stays unsorted at its far right with an X token, takes no setup token, and no equipment acts on
 * it: not a detector, the X or Y Ray, the Post-it, a label, the General Radar or the Stabilizer.
 */
import { targetsOf } from '../menu.js';
import { describe, expect, it } from 'vitest';
import { act, expectRejected, finishSetup, start, wire } from '../../test/scenario.js';
import { expandMenu, legalActions, legalMenu } from '../legal.js';
import { viewFor } from '../view.js';
import type { Action, EquipmentCard, GameState, WireRef } from '../types.js';

// In a record's explicit deal each stand's last wire is its X wire: seat 1's is a red.
const dealt = start({
  mission: 20,
  players: 4,
  seed: 'wolf',
  stands: [
    [1, 3, 5, 9, 2],
    [2, 4, 6, 10, 7.5],
    [3, 5, 6.1, 8, 1],
    [2.1, 4, 8, 9.5, 11, 12],
  ],
  equipment: [3, 5, 9, 10],
});
const playing = finishSetup(dealt);
/** Every card of `cards` face up and usable (their unlocks are tested with the equipment). */
const withCards = (state: GameState, ...cards: EquipmentCard[]): GameState => ({
  ...state,
  equipment: cards.map((card) => ({ card, state: 'available' })),
});

describe('the deal', () => {
  it('keeps the last wire dealt to each stand at its far right, marked X for everyone', () => {
    expect(dealt.hands.map((s) => s[0]?.map((w) => w.printed))).toEqual([
      [1, 3, 5, 9, 2],
      [2, 4, 6, 10, 7.5],
      [3, 5, 6.1, 8, 1],
      [2.1, 4, 8, 9.5, 11, 12],
    ]);
    for (const stand of viewFor(dealt, 0).stands)
      expect(stand.wires.map((w) => w.x === true)).toEqual(
        stand.wires.map((_, i) => i === stand.wires.length - 1),
      );
  });

  it('never offers an X wire for the setup token', () => {
    expect(dealt.pending).toEqual({
      kind: 'setupInfo',
      seat: 0,
      options: [wire(0, 0, 0), wire(0, 0, 1), wire(0, 0, 2), wire(0, 0, 3)],
    });
    expectRejected(dealt, { type: 'info', seat: 0, wire: wire(0, 0, 4) }, 'NOT_AN_OPTION');
  });
});

describe('cutting an X wire', () => {
  it('is a plain dual cut: a success cuts it, a failure marks it', () => {
    const cut = act(playing, { type: 'dualCut', seat: 0, value: 1, target: wire(2, 0, 4) });
    expect(cut.hands[2]?.[0]?.[4]).toMatchObject({ printed: 1, cut: true, x: true });
    const missed = act(playing, { type: 'dualCut', seat: 0, value: 3, target: wire(2, 0, 4) });
    expect(missed.hands[2]?.[0]?.[4]?.info).toEqual({ kind: 'value', value: 1 });
  });

  it('the Stabilizer does not protect a cut on an X wire: a red one explodes', () => {
    const steady = act(withCards(playing, 9), { type: 'equipment', seat: 0, card: 9 });
    const boom = act(steady, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 4) });
    expect(boom.lossCause).toBe('redWire');
    // On an ordinary wire the Stabilizer still works: no notch, a token.
    const safe = act(steady, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 1) });
    expect([safe.status, safe.dial.stepsToSkull]).toEqual(['playing', 4]);
  });

  it('no detector and no X or Y Ray point at it', () => {
    const table = withCards(playing, 3, 5, 10);
    const x = wire(2, 0, 4);
    const refused: Action[] = [
      { type: 'dualCut', seat: 0, value: 1, detector: 'double', targets: [wire(2, 0, 0), x] },
      {
        type: 'dualCut',
        seat: 0,
        value: 1,
        detector: 'triple',
        targets: [wire(2, 0, 0), wire(2, 0, 1), x],
      },
      { type: 'dualCut', seat: 0, value: [1, 3], target: x },
    ];
    for (const action of refused) expectRejected(table, action, 'X_WIRE_NO_EQUIPMENT');
  });

  it('the Super Detector covers the stand’s other wires: the token never lands on the X wire', () => {
    const table = withCards(playing, 5);
    const asked = act(table, {
      type: 'dualCut',
      seat: 0,
      value: 9,
      detector: 'super',
      stand: { seat: 2, stand: 0 },
    });
    expect(asked.log.at(-3)).toMatchObject({
      type: 'dualCut',
      targets: [wire(2, 0, 0), wire(2, 0, 1), wire(2, 0, 2), wire(2, 0, 3)],
      success: false,
    });
    expect(asked.pending).toMatchObject({ kind: 'detectorToken', seat: 2 });
    expect(asked.pending?.options).not.toContainEqual(wire(2, 0, 4));
  });

  it('the legal menu lists X wires as plain targets only', () => {
    const table = withCards(playing, 3, 5, 10);
    const menu = legalMenu(table, 0).dualCut;
    expect(targetsOf(menu!, true)).toEqual([wire(1, 0, 4), wire(2, 0, 4), wire(3, 0, 5)]);
    const isX = (ref: WireRef) => table.hands[ref.seat]?.[ref.stand]?.[ref.index]?.x === true;
    const withEquipment = expandMenu(legalMenu(table, 0)).filter(
      (a) => a.type === 'dualCut' && (a.detector !== undefined || Array.isArray(a.value)),
    );
    expect(withEquipment.length).toBeGreaterThan(100);
    const onX = withEquipment.filter(
      (a) =>
        a.type === 'dualCut' &&
        (a.detector === undefined ? [a.target] : a.detector === 'super' ? [] : a.targets).some(isX),
    );
    expect(onX).toEqual([]);
    // A plain cut at each X wire is there, with every value the seat holds.
    const plain = legalActions(table, 0).filter(
      (a) => a.type === 'dualCut' && 'target' in a && a.target?.seat === 2 && a.target.index === 4,
    );
    expect(plain.map((a) => (a.type === 'dualCut' ? a.value : null))).toEqual([1, 3, 5, 9, 2]);
  });
});

describe('equipment ignores X wires', () => {
  it('the General Radar: a stand whose only wire of the value is its X wire says no', () => {
    const radar = act(withCards(playing, 8), { type: 'equipment', seat: 1, card: 8, value: 1 });
    expect(radar.log.at(-1)).toEqual({
      type: 'radar',
      value: 1,
      answers: [[true], [false], [false], [false]],
    });
  });

  it('the Post-it and the labels never mark an X wire', () => {
    const table = withCards(playing, 4, 1, 12);
    expectRejected(
      table,
      { type: 'equipment', seat: 0, card: 4, wire: wire(0, 0, 4) },
      'X_WIRE_NO_EQUIPMENT',
    );
    expectRejected(
      table,
      { type: 'equipment', seat: 0, card: 1, wire: wire(0, 0, 3) },
      'X_WIRE_NO_EQUIPMENT',
    );
    expect(act(table, { type: 'equipment', seat: 0, card: 1, wire: wire(0, 0, 2) }).version).toBe(
      table.version + 1,
    );
  });
});
