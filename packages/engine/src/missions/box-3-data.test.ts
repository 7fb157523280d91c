/**
 * Surprise box 3, missions 33, 35, 36 and 40: the setup at 2 to 5 players as the snapshot of what the
 * table shows, each card's setup facts checked outright (RULES.md §6.2), and mission 35's X wires,
 * closed until every yellow wire is cut. The token kinds of 33 and 40 have their scenarios in
 * modules/token-kinds.test.ts, 36's sequence card in modules/sequence-ends.test.ts.
 */
import { targetsOf } from '../menu.js';
import { describe, expect, it } from 'vitest';
import { act, expectRejected, finishSetup, start, wire } from '../../test/scenario.js';
import { legalActions, legalMenu } from '../legal.js';
import { viewFor } from '../view.js';
import type { GameState, MissionId } from '../types.js';
import { colourOf } from '../wire.js';
import { missionById } from './catalog.js';
import { setupGame, tableAtSetup, wiresOf } from './setup-table.js';

const setup = (mission: MissionId, players: number, seed = `box-3-${players}`): GameState =>
  setupGame(mission, players, seed);

describe.each([33, 35, 36, 40])('mission %s', (mission) => {
  it.each([2, 3, 4, 5])('sets up at %i players', (players) => {
    const state = setup(mission, players);
    // 36's row of Number cards, the sequence card still to place.
    expect({ ...tableAtSetup(state), sequence: state.sequence }).toMatchSnapshot();
  });
});

describe('the cards', () => {
  it('33: 2 of 3 red wires (3 with two players), even/odd tokens from the setup on', () => {
    for (const players of [2, 3, 4, 5]) {
      const state = setup(33, players);
      expect(wiresOf(state, 'red')).toBe(players === 2 ? 3 : 2);
      expect(state.markers.filter((m) => m.uncertain)).toHaveLength(players === 2 ? 0 : 3);
      const placed = finishSetup(state)
        .hands.flat(2)
        .flatMap((w) => (w.info ? [w.info] : []));
      expect(placed.length).toBeGreaterThan(0);
      expect(placed.every((info) => info.kind === 'parity')).toBe(true);
    }
  });

  it('36: 1 of 3 red and 2 yellow (2 of 3 red, 4 yellow with two players), five Number cards', () => {
    for (const players of [2, 3, 4, 5]) {
      const state = setup(36, players);
      expect([wiresOf(state, 'red'), wiresOf(state, 'yellow')]).toEqual(
        players === 2 ? [2, 4] : [1, 2],
      );
      expect(state.sequence?.numbers).toHaveLength(5);
      expect(state.pending).toMatchObject({ kind: 'placeSequence', seat: state.captain });
    }
  });

  it('40: 3 red wires, count tokens; with two players the Captain places no setup token', () => {
    for (const players of [2, 3, 4, 5]) {
      const state = setup(40, players);
      expect(wiresOf(state, 'red')).toBe(3);
      const placed = finishSetup(state)
        .hands.flat(2)
        .flatMap((w) => (w.info ? [w.info] : []));
      expect(placed).toHaveLength(players === 2 ? 1 : players);
      expect(placed.every((info) => info.kind === 'count')).toBe(true);
    }
  });

  it('35: 2 of 3 red (3 with two players), 4 yellow, no Walkie-Talkies, card or character', () => {
    for (const players of [2, 3, 4, 5]) {
      const state = setup(35, players);
      expect([wiresOf(state, 'red'), wiresOf(state, 'yellow')]).toEqual([players === 2 ? 3 : 2, 4]);
      expect([...state.equipment.map((s) => s.card), ...state.equipmentPile]).not.toContain(2);
    }
    expect(missionById(35)?.newCharacters).toEqual(['generalRadar', 'tripleDetector', 'xOrYRay']);
    expect(missionById(33)?.newCharacters).toContain('walkieTalkies');
  });

  it('35: every stand ends with one X wire, always blue; the others are sorted', () => {
    for (const players of [2, 3, 4, 5])
      for (const seed of ['a', 'b', 'c'])
        for (const stand of setup(35, players, seed).hands.flat()) {
          expect(stand.filter((w) => w.x)).toHaveLength(1);
          expect(colourOf(stand.at(-1)?.printed ?? -1)).toBe('blue');
          expect(stand.at(-1)?.x).toBe(true);
          const sorted = stand.slice(0, -1).map((w) => w.printed);
          expect(sorted).toEqual(sorted.toSorted((a, b) => a - b));
        }
  });

  it("35: a record's stand lists its X wire last, and it must be blue", () => {
    const stands = [
      [1, 2, 1.1],
      [1, 2, 2.1],
      [1, 2, 3.1],
      [1, 2, 4.1],
    ];
    const refused = (() => {
      try {
        start({ mission: 35, players: 4, seed: 's', stands });
        return 'accepted';
      } catch (e) {
        return String(e);
      }
    })();
    expect(refused).toContain('BAD_STANDS');
  });
});

/*
 * Mission 35 at four players. X wires (listed last): seat 0's 2, seat 1's 9, seat 2's 1, seat 3's 3.
 *   seat 0: 1, 1.1, 3, [2]     seat 1: 2.1, 4, 9, [9]
 *   seat 2: 3, 3.1, 4.1, [1]   seat 3: 4, 7.5, [3]
 */
const single = start({
  mission: 35,
  players: 4,
  seed: 'single',
  stands: [
    [1, 3, 1.1, 2],
    [4, 2.1, 9, 9],
    [3, 3.1, 4.1, 1],
    [4, 7.5, 3],
  ],
  equipment: [1, 3, 4, 5],
});
const playing = finishSetup(single);
const xOf = (seat: number, index: number) => wire(seat, 0, index);

describe('mission 35: the X wires, closed until every yellow wire is cut', () => {
  it('deals them at the far right, seen by their owner like every wire of the stand', () => {
    const mine = viewFor(single, 2).stands.find((s) => s.seat === 2);
    expect(mine?.wires.at(-1)).toMatchObject({ printed: 1, x: true });
    const theirs = viewFor(single, 0).stands.find((s) => s.seat === 2);
    expect(theirs?.wires.at(-1)).toMatchObject({ x: true });
    expect(theirs?.wires.at(-1)?.printed).toBeNull();
  });

  it("refuses a dual cut pointed at a teammate's closed X wire, and the menu never offers it", () => {
    expectRejected(
      playing,
      { type: 'dualCut', seat: 0, value: 1, target: xOf(2, 3) },
      'X_WIRE_CLOSED',
    );
    expect(targetsOf(legalMenu(playing, 0).dualCut!)).not.toContainEqual(xOf(2, 3));
  });

  it('refuses a value the seat holds only on its own closed X wire (its own, so it hides nothing)', () => {
    expectRejected(
      playing,
      { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 0) },
      'X_WIRE_CLOSED',
    );
    expect(legalMenu(playing, 0).dualCut?.values).not.toContain(2);
  });

  it('refuses a solo cut that would take a closed X wire', () => {
    const seat1 = act(playing, { type: 'dualCut', seat: 0, value: 3, target: wire(2, 0, 0) });
    expect(seat1.activeSeat).toBe(1);
    expectRejected(seat1, { type: 'soloCut', seat: 1, value: 9 }, 'X_WIRE_CLOSED');
    expect(legalActions(seat1, 1)).not.toContainEqual({ type: 'soloCut', seat: 1, value: 9 });
  });

  it('opens them once the fourth yellow wire is cut: a plain dual cut then takes them', () => {
    let state = act(playing, { type: 'dualCut', seat: 0, value: 'yellow', target: wire(1, 0, 0) });
    state = act(state, { type: 'dualCut', seat: 1, value: 4, target: wire(3, 0, 0) });
    // Seat 2 holds the last two yellow wires.
    state = act(state, { type: 'soloCut', seat: 2, value: 'yellow' });
    expect(state.hands.flat(2).filter((w) => colourOf(w.printed) === 'yellow' && !w.cut)).toEqual(
      [],
    );
    // Seat 3's own X wire (a 3) goes with the 3 it points at.
    expect(legalMenu(state, 3).dualCut?.values).toContain(3);
    state = act(state, { type: 'dualCut', seat: 3, value: 3, target: wire(2, 0, 0) });
    expect(state.hands[3]?.[0]?.[2]).toMatchObject({ printed: 3, cut: true, x: true });
    // Open or not, no equipment acts on an X wire (here seat 0's Double Detector).
    expectRejected(
      state,
      {
        type: 'dualCut',
        seat: 0,
        value: 3,
        detector: 'double',
        targets: [wire(1, 0, 2), xOf(1, 3)],
      },
      'X_WIRE_NO_EQUIPMENT',
    );
    expect(
      act(state, { type: 'dualCut', seat: 0, value: 1, target: xOf(2, 3) }).hands[2]?.[0]?.[3],
    ).toMatchObject({ printed: 1, cut: true });
  });

  it('explodes the bomb when a turn begins with nothing but closed X wires and reds', () => {
    const twoLeft = start({
      mission: 35,
      players: 4,
      seed: 'single',
      stands: [
        [1, 4, 1.1, 2],
        [4, 6],
        [2.1, 3.1, 4.1, 1],
        [4, 7.5, 6],
      ],
      equipment: [1, 3, 4, 5],
    });
    const before = finishSetup(twoLeft);
    const lost = act(before, { type: 'dualCut', seat: 0, value: 4, target: wire(1, 0, 0) });
    expect([lost.status, lost.lossCause]).toEqual(['lost', 'blockedValues']);
  });
});
