/**
 * Mission 42, "Time to Run Away and Join the Circus" (RULES.md §6.2 row 42, §6.6): the setup at 2
 * to 5 players, and each event of our own timeline (`audio/42.json`, the `tableEvents` module),
 * applied by the server as `cue` actions. Each event is a row of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import {
  act,
  dual,
  eventsSince,
  expectRejected,
  finishSetup,
  start,
  wire,
} from '../../test/scenario.js';
import { legalActions, legalMenu } from '../legal.js';
import { viewFor } from '../view.js';
import type { Action, GameState } from '../types.js';
import { awaitsCue, cuesDone, missionClock } from './ask.js';
import { deadlineAt, readTimeline, TABLE_CUES, type TableCue } from './clock.js';
import { missionById } from './catalog.js';
import { validateTableEvents } from './modules/table-events.js';
import { setupGame, tableAtSetup, wiresOf } from './setup-table.js';

// Four seats, one stand each; four yellows (x.1) and the red of "1 of 3".
const STANDS = [
  [1, 2, 3.1, 5, 7],
  [1, 2, 4, 6.1, 8],
  [3, 4, 4.1, 5, 7, 9.5],
  [3, 6, 8, 8.1, 9],
];
const playing: GameState = finishSetup(
  start({
    mission: 42,
    players: 4,
    seed: 'circus-42',
    stands: STANDS,
    setAside: [10.5, 11.5],
    equipment: [3, 8, 5, 10],
  }),
);
const TIMELINE = missionClock(42, 4)!;
const cue = (n: number): Action => ({ type: 'cue', seat: 0, cue: n });
/** Enact the first cue of `kind` (a test's shortcut: the cues before it are taken as done). */
function enact(state: GameState, kind: TableCue): GameState {
  const index = TIMELINE.cues.findIndex((c) => c.cue === kind);
  return act({ ...state, timeline: { ...state.timeline!, next: index } }, cue(index));
}
const after = (state: GameState, kind: TableCue) => eventsSince(state, enact(state, kind));
/** Seat 0 cuts the 1s with seat 1, seat 1 the 2s with seat 0: two cut pairs, seat 2 to play. */
const twoPairs = act(act(playing, dual(0, 1, wire(1, 0, 0))), dual(1, 2, wire(0, 0, 1)));

describe('mission 42: the card', () => {
  it.each([2, 3, 4, 5])('sets up at %i players', (players) => {
    const state = setupGame(42, players, `box-3-${players}`);
    expect({ ...tableAtSetup(state), timeline: state.timeline }).toMatchSnapshot();
    expect([wiresOf(state, 'red'), wiresOf(state, 'yellow')]).toEqual([1, 4]);
    expect(state.markers.filter((m) => m.uncertain)).toHaveLength(3);
  });

  it('1 of 3 red, 4 yellow, stickers A and B, and no overall time limit', () => {
    const def = missionById(42)!;
    expect(def.extraEquipment).toEqual(['falseBottom']);
    expect(def.newCharacters).toEqual([
      'generalRadar',
      'walkieTalkies',
      'tripleDetector',
      'xOrYRay',
    ]);
    for (const players of [2, 3, 4, 5]) {
      const clock = missionClock(42, players)!;
      expect(clock.moments).toEqual([]);
      expect(deadlineAt(clock, 10_000)).toBe(Infinity);
    }
    // Our timeline: events from about two minutes in to about fifteen, each between two tones.
    expect(TIMELINE.cues[0]?.at).toBeGreaterThanOrEqual(120);
    expect(TIMELINE.cues.at(-1)?.at).toBeLessThan(990);
    const kinds = new Set(TIMELINE.cues.map((c) => c.cue));
    for (const kind of TABLE_CUES) expect(kinds).toContain(kind);
  });

  it('reads and checks its timeline at load: tones and rounds paired, table events only', () => {
    const read = (cues: unknown[]) => readTimeline({ moments: [], cues });
    const check = (cues: unknown[]) => {
      const timeline = read(cues);
      return validateTableEvents({ timeline }, timeline);
    };
    expect(
      check([
        { at: 5, cue: 'listen' },
        { at: 9, cue: 'listened' },
      ]),
    ).toEqual([]);
    expect(check([{ at: 5, cue: 'listened' }])).not.toEqual([]);
    expect(check([{ at: 5, cue: 'listen' }])).not.toEqual([]);
    expect(check([{ at: 5, cue: 'taDaRound' }])).not.toEqual([]);
    expect(check([{ at: 5, cue: 'draw' }])).not.toEqual([]);
    expect(() => read([{ at: 5, cue: 'juggle' }])).toThrow();
    expect(() => readTimeline({ moments: [], cues: [] })).toThrow();
    const timeline = read([{ at: 5, cue: 'boing' }]);
    expect(validateTableEvents({ timeline }, null)).not.toEqual([]);
  });

  it('only the server enacts cues, in order, once play has started; no seat is offered one', () => {
    expectRejected(
      start({ mission: 42, players: 4, seed: 's', stands: STANDS }),
      cue(0),
      'NOT_PLAYING',
    );
    expectRejected(playing, cue(1), 'CUE_OUT_OF_ORDER');
    for (let seat = 0; seat < 4; seat++)
      expect(legalActions(playing, seat).some((a) => a.type === 'cue')).toBe(false);
    const first = act(playing, cue(0));
    expect(cuesDone(first)).toBe(1);
    expect(cuesDone(viewFor(first, 2))).toBe(1);
  });
});

describe('mission 42: the events', () => {
  it('between two signal tones nobody cuts or uses equipment, and the table waits for the next cue', () => {
    const listening = enact(playing, 'listen');
    expect(eventsSince(playing, listening)).toEqual([{ type: 'listening', open: true }]);
    expect(awaitsCue(listening)).toBe(true);
    expectRejected(listening, dual(0, 1, wire(1, 0, 0)), 'LISTENING');
    expect(legalMenu(listening, 0).dualCut).toBeNull();
    const listened = enact(listening, 'listened');
    expect(eventsSince(listening, listened)).toEqual([{ type: 'listening', open: false }]);
    expect(awaitsCue(listened)).toBe(false);
    act(listened, dual(0, 1, wire(1, 0, 0)));
  });

  it('a cut pair is restored: the highest value with two cut wires, uncut in place, unvalidated', () => {
    const validated = { ...twoPairs, validated: [2] };
    const restored = enact(validated, 'restorePair');
    expect(eventsSince(validated, restored)).toEqual([
      { type: 'pairRestored', value: 2, wires: [wire(0, 0, 1), wire(1, 0, 1)] },
    ]);
    expect(restored.hands[0]![0]![1]).toMatchObject({ printed: 2, cut: false, info: null });
    expect(restored.hands[1]![0]![1]).toMatchObject({ printed: 2, cut: false });
    expect(restored.validated).toEqual([]);
    // The owner sees it again; teammates see a face-down wire (they saw it cut: the log says so).
    expect(viewFor(restored, 0).stands[0]!.wires[1]!.printed).toBe(2);
    expect(viewFor(restored, 2).stands[0]!.wires[1]!.printed).toBeNull();
    // It is cut again like any wire.
    act(restored, dual(2, 3, wire(3, 0, 0)));
    expect(after(playing, 'restorePair')).toEqual([
      { type: 'pairRestored', value: null, wires: [] },
    ]);
  });

  it('the seats change while the stands stay: each seat plays the stands of the seat after it', () => {
    const changed = enact(twoPairs, 'changeSeats');
    expect(eventsSince(twoPairs, changed)).toEqual([{ type: 'seatsChanged' }]);
    expect(changed.hands).toEqual([1, 2, 3, 0].map((s) => twoPairs.hands[s]));
    // Characters, the Captain and the turn stay with the people.
    expect(changed.characters).toEqual(twoPairs.characters);
    expect([changed.captain, changed.activeSeat]).toEqual([0, 2]);
    // Seat 0 now sees the stand seat 1 played, and no longer its old one.
    expect(viewFor(changed, 0).stands[0]!.wires.map((w) => w.printed)).toEqual([1, 2, 4, 6.1, 8]);
    expect(viewFor(changed, 0).stands[3]!.wires.map((w) => w.printed)).toEqual([
      1,
      2,
      null,
      null,
      null,
    ]);
  });

  it('a seat left in front of nothing to cut passes the turn it holds', () => {
    // Seat 3 plays; the stand it moves to (seat 0's) is all cut.
    const empty: GameState = {
      ...twoPairs,
      activeSeat: 3,
      hands: twoPairs.hands.map((stands, seat) =>
        seat === 0 ? stands.map((s) => s.map((w) => ({ ...w, cut: true }))) : stands,
      ),
    };
    const changed = enact(empty, 'changeSeats');
    expect(changed.activeSeat).toBe(0);
    expect(eventsSince(empty, changed)).toContainEqual({ type: 'turn', seat: 0 });
  });

  it('two cut wires swap places: the rightmost cut wires of the first two stands from the active seat', () => {
    // Seat 2 plays: its stand has no cut wire; seat 3's neither; seat 0's (2) and seat 1's (2).
    const cutThree = act(twoPairs, dual(2, 3, wire(3, 0, 0)));
    // Seat 3 plays: stands 3 (the 3 at 0), then 0 (the 2 at 1).
    const swapped = enact(cutThree, 'swapCut');
    expect(eventsSince(cutThree, swapped)).toEqual([
      { type: 'cutSwapped', wires: [wire(3, 0, 0), wire(0, 0, 1)] },
    ]);
    expect(swapped.hands[3]![0]![0]).toMatchObject({ printed: 2, cut: true, moved: true });
    expect(swapped.hands[0]![0]![1]).toMatchObject({ printed: 3, cut: true, moved: true });
    expect(viewFor(swapped, 1).stands[3]!.wires[0]).toMatchObject({ printed: 2, moved: true });
    expect(after(playing, 'swapCut')).toEqual([{ type: 'cutSwapped', wires: [] }]);
  });

  it('a label token beside a swapped wire goes back', () => {
    const labelled: GameState = {
      ...twoPairs,
      hands: twoPairs.hands.map((stands, seat) =>
        seat === 0
          ? stands.map((s) => s.map((w, i) => (i === 0 ? { ...w, labelRight: '=' as const } : w)))
          : stands,
      ),
    };
    const swapped = enact({ ...labelled, activeSeat: 0 }, 'swapCut');
    expect(swapped.hands[0]![0]![0]!.labelRight).toBeNull();
  });

  it("all the active seat's cut wires are taken off the table; their places stay", () => {
    const mine = { ...twoPairs, activeSeat: 0 };
    const removed = enact(mine, 'removeCut');
    expect(eventsSince(mine, removed)).toEqual([
      { type: 'cutRemoved', seat: 0, wires: [wire(0, 0, 0), wire(0, 0, 1)] },
    ]);
    expect(removed.hands[0]![0]!.map((w) => w.gone ?? false)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(viewFor(removed, 2).stands[0]!.wires[0]).toMatchObject({ cut: true, gone: true });
    // Gone wires are neither restored nor swapped.
    expect(after(removed, 'restorePair')).toEqual([
      { type: 'pairRestored', value: null, wires: [] },
    ]);
  });

  it('the validation tokens go back for good, unless a restored pair is cut anew', () => {
    const ones = finishSetup(
      start({
        mission: 42,
        players: 4,
        seed: 'circus-42',
        stands: [
          STANDS[0]!.map((p) => (p === 2 ? 1 : p)),
          STANDS[1]!.map((p) => (p === 2 ? 1 : p)),
          STANDS[2]!,
          STANDS[3]!,
        ],
        setAside: [10.5, 11.5],
        equipment: [3, 8, 5, 10],
      }),
    );
    const marked = act(act(ones, dual(0, 1, wire(1, 0, 0))), dual(1, 1, wire(0, 0, 1)));
    expect(marked.validated).toEqual([1]);
    const returned = enact(marked, 'returnValidation');
    expect(eventsSince(marked, returned)).toEqual([{ type: 'validationReturned', values: [1] }]);
    expect(returned.validated).toEqual([]);
    // The next cut does not mark the 1s again.
    const later = act(returned, dual(2, 3, wire(3, 0, 0)));
    expect(later.validated).toEqual([]);
    // A pair of 1s restored and cut again: its fourth wire is cut anew, the token comes back.
    const restored = enact(returned, 'restorePair');
    expect(restored.timeline?.returned).toEqual([]);
    const pair = eventsSince(returned, restored)[0];
    expect(pair).toMatchObject({ type: 'pairRestored', value: 1 });
    // Both are seat 1's, the last 1s uncut: a solo cut takes them.
    expect(pair?.type === 'pairRestored' && pair.wires).toEqual([wire(1, 0, 0), wire(1, 0, 1)]);
    const cutAgain = act({ ...restored, activeSeat: 1 }, { type: 'soloCut', seat: 1, value: 1 });
    expect(cutAgain.validated).toEqual([1]);
  });

  it('in a ta-da round a successful cut waits for its "Ta-da!" before play goes on', () => {
    const round = enact(playing, 'taDaRound');
    expect(eventsSince(playing, round)).toEqual([{ type: 'taDaRound', open: true }]);
    const cut = act(round, dual(0, 1, wire(1, 0, 0)));
    expect(eventsSince(round, cut)).toContainEqual({ type: 'taDaOwed', seat: 0 });
    expect(legalActions(cut, 0)).toEqual([{ type: 'taDa', seat: 0 }]);
    expectRejected(cut, dual(1, 2, wire(0, 0, 1)), 'TA_DA_OWED');
    expectRejected(cut, { type: 'taDa', seat: 1 }, 'NO_TA_DA_OWED');
    const said = act(cut, { type: 'taDa', seat: 0 });
    expect(eventsSince(cut, said)).toEqual([
      { type: 'taDa', seat: 0 },
      { type: 'turn', seat: 1 },
    ]);
    expect(said.activeSeat).toBe(1);
    // A failed cut owes nothing.
    const failed = act(said, dual(1, 2, wire(2, 0, 0)));
    expect(failed.timeline?.owed).toBeNull();
    expect(failed.activeSeat).toBe(2);
  });

  it('a ta-da round closing with a "Ta-da!" unsaid moves the dial, then play goes on', () => {
    const cut = act(enact(playing, 'taDaRound'), dual(0, 1, wire(1, 0, 0)));
    const closed = enact(cut, 'taDaEnd');
    expect(eventsSince(cut, closed)).toEqual([
      { type: 'taDaRound', open: false },
      { type: 'taDaMissed', seat: 0 },
      { type: 'dialMoved', delta: 1, stepsToSkull: cut.dial.stepsToSkull - 1 },
      { type: 'turn', seat: 1 },
    ]);
    // Outside a round, a cut owes nothing.
    const later = act(closed, dual(1, 2, wire(0, 0, 1)));
    expect(later.activeSeat).toBe(2);
  });

  it('a boing round is announced and changes nothing', () => {
    const boing = enact(twoPairs, 'boing');
    expect(eventsSince(twoPairs, boing)).toEqual([{ type: 'boing' }]);
    expect({ ...boing, timeline: null, log: [], version: 0 }).toEqual({
      ...twoPairs,
      timeline: null,
      log: [],
      version: 0,
    });
  });

  it('an event that moves wires is skipped while a choice about the wires is pending', () => {
    const pending: GameState = {
      ...twoPairs,
      pending: { kind: 'detectorToken', seat: 2, options: [wire(3, 0, 0)] },
    };
    expect(after(pending, 'changeSeats')).toEqual([{ type: 'cueSkipped', cue: 'changeSeats' }]);
    expect(enact(pending, 'changeSeats').hands).toEqual(twoPairs.hands);
  });
});
