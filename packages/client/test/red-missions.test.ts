/**
 * Missions 11, 13 and 14 at the table, on real engine states: the blue value acting as red, the
 * "point at the red wires together" action (offered, refused, built by pointing), the random
 * setup token, the rookie, and the mission summaries.
 */
import { createGame, missionById, viewFor, type GameState } from '@bomb-busters/engine';
import { describe, expect, it } from 'vitest';
import { en } from './catalogs';
import { format, type Params } from '../src/i18n/translate';
import { heldBack, drawnToken } from '../src/logic/briefing';
import { barredPhrase, explodingCaptain, rookieOf } from '../src/logic/captain';
import { togetherAction } from '../src/logic/menu';
import { missionSummary, summaryPhrases, type Phrase } from '../src/logic/missions';
import { actsRed, onlyReds, ownReds, togetherNow } from '../src/logic/reds';
import { say } from '../src/logic/words';
import { IDLE, step, wireMarks, type Selection } from '../src/table/play/selection';
import { confirmPhrase } from '../src/table/play/turn';
import { act, contextOf, legal, setup, wire } from './play-scenario';

const t = (key: keyof typeof en, params?: Params) => format(en[key], params);

function game(setup: Record<string, unknown>): GameState {
  const created = createGame({ options: { stars: 0 }, ...setup } as Parameters<
    typeof createGame
  >[0]);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('mission 11: the blue value of the red Number card acts as red', () => {
  // Every seat puts its setup token on its first wire that is not a 7.
  const state = setup(
    game({
      mission: 11,
      players: 4,
      stands: [
        [1, 7, 9],
        [2, 7, 9],
        [7, 2, 5],
        [1, 5, 7],
      ],
      numberCards: [7],
    }),
    [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 1), wire(3, 0, 0)],
  );

  it('marks a 7 as red and nothing else', () => {
    expect(viewFor(state, 0).redValues).toEqual([7]);
    expect(actsRed(7, [7])).toBe(true);
    expect(actsRed(8, [7])).toBe(false);
    expect(actsRed(7.5, [7])).toBe(false); // a real red wire is red already
  });

  it('leaves 7 out of the picker and says why, as a rule of the mission', () => {
    const ctx = contextOf(state, 0);
    expect(ctx.legal.dualCut?.values).not.toContain(7);
    expect(heldBack(ctx.view, ctx.legal.dualCut?.values ?? [])).toEqual([
      { rule: 'redNumber', values: [7] },
    ]);
    expect(ownReds(ctx.view)).toEqual([wire(0, 0, 1)]);
  });
});

describe('mission 13: the red wires pointed at together', () => {
  // Seat 0 (the Captain) holds the red 3.5; the reds 5.5 and 8.5 are on seats 1 and 2.
  const four = game({
    mission: 13,
    players: 4,
    stands: [
      [1, 2, 3.5],
      [2, 4, 5.5],
      [1, 4, 8.5],
      [5, 8],
    ],
  });

  it('is offered with four players, own red wire included', () => {
    const ctx = contextOf(four, 0);
    expect(togetherNow(ctx.view, ctx.legal)).toEqual({
      kind: 'offered',
      mustPoint: false,
      own: [wire(0, 0, 2)],
      set: 'red',
    });
  });

  it('is built by pointing at as many teammate wires as needed, then always confirmed', () => {
    const ctx = contextOf(four, 0, false);
    let sel: Selection = step(ctx, IDLE, { type: 'together' }).selection;
    expect(sel).toEqual({ kind: 'together', wires: [] });
    expect(wireMarks(ctx, sel, wire(0, 0, 0)).enabled).toBe(false); // not my own wires
    // My red wire comes along: marked, not pointed at.
    expect(wireMarks(ctx, sel, wire(0, 0, 2))).toEqual({ enabled: false, selected: true });
    expect(wireMarks(ctx, sel, wire(1, 0, 2)).enabled).toBe(true);
    sel = step(ctx, sel, { type: 'wire', ref: wire(1, 0, 2) }).selection;
    expect(wireMarks(ctx, sel, wire(1, 0, 2))).toEqual({ enabled: true, selected: true });
    const out = step(ctx, sel, { type: 'wire', ref: wire(2, 0, 2) });
    // Confirmed even with "Confirm cuts" off: a wrong wire explodes the bomb.
    expect(out.send).toBeNull();
    expect(out.selection.kind).toBe('confirm');
    if (out.selection.kind !== 'confirm') return;
    const { action } = out.selection;
    expect(action).toEqual({ type: 'cutTogether', seat: 0, wires: [wire(1, 0, 2), wire(2, 0, 2)] });
    expect(say(confirmPhrase(action, ['Ann', 'Bob', 'Cleo', 'Dan']), t)).toBe(
      'Point at Bob #3, Cleo #3 as the red wires?',
    );
    expect(legal(four, action)).toBe(true);
    // Back undoes the last wire; confirming sends the action.
    expect(step(ctx, out.selection, { type: 'back' }).selection).toEqual({
      kind: 'together',
      wires: [wire(1, 0, 2)],
    });
    expect(step(ctx, out.selection, { type: 'confirm' }).send).toEqual(action);
  });

  it('sends nothing the menu does not allow', () => {
    const { legal: menu } = contextOf(four, 0);
    expect(togetherAction(menu, [wire(1, 0, 2)])).toBeNull();
    expect(togetherAction(menu, [wire(1, 0, 2), wire(1, 0, 2)])).toBeNull();
    expect(togetherAction(menu, [wire(0, 0, 2), wire(1, 0, 2)])).toBeNull();
  });

  it('with three players, says why a seat holding no red may not point at them', () => {
    // The reds are dealt first, one per seat: seat 0 (the Captain, two stands) gives its red
    // away with the Walkie-Talkies and holds none.
    const three = game({
      mission: 13,
      players: 3,
      stands: [
        [1, 2, 3.5],
        [4, 6, 9],
        [2, 4, 5.5, 6],
        [1, 6, 8.5, 9],
      ],
    });
    let state: GameState = { ...three, equipment: [{ card: 2, state: 'available' }] };
    state = act(state, { type: 'equipment', seat: 0, card: 2, wire: wire(0, 0, 2), teammate: 1 });
    state = act(state, { type: 'choose', seat: 1, wire: wire(1, 0, 0) });
    const ctx = contextOf(state, 0);
    expect(ownReds(ctx.view)).toEqual([]);
    expect(ctx.legal.cutTogether).toBeNull();
    expect(togetherNow(ctx.view, ctx.legal)).toEqual({ kind: 'notHolding', from: 4 });
    expect(step(ctx, IDLE, { type: 'together' }).selection).toEqual(IDLE);
  });

  it('must be taken by a seat holding only red wires', () => {
    // Bob holds nothing but a red wire when his turn comes.
    let state = game({
      mission: 13,
      players: 4,
      stands: [[1, 2, 3.5, 6], [5.5], [1, 2, 6, 8.5], [9, 9]],
    });
    state = act(state, { type: 'dualCut', seat: 0, value: 1, target: wire(2, 0, 0) });
    const ctx = contextOf(state, 1);
    expect(onlyReds(ctx.view)).toBe(true);
    expect(ctx.legal.actions.some((a) => a.type === 'revealRed')).toBe(false);
    expect(togetherNow(ctx.view, ctx.legal)).toMatchObject({ kind: 'offered', mustPoint: true });
  });

  it('says which value the random setup token is when the seat chooses its wire', () => {
    const pending = {
      mission: 13,
      pending: { kind: 'setupInfo', seat: 0, options: [wire(0, 0, 1), wire(0, 0, 2)] },
      stands: [{ seat: 0, stand: 0, wires: [1, 4, 4].map((printed) => ({ printed })) }],
    } as unknown as Parameters<typeof drawnToken>[0];
    expect(drawnToken(pending)).toBe(4);
    expect(drawnToken({ ...pending, mission: 4 })).toBeNull();
  });
});

describe('mission 14: the rookie', () => {
  const state = game({ mission: 14, players: 4, seed: 'rookie-1' });
  const names = ['Ann', 'Bob', 'Cleo', 'Dan'];

  it('is the Captain drawn at random, and only in a mission with a rookie', () => {
    const view = viewFor(state, state.captain);
    expect(rookieOf(view)).toBe(state.captain);
    expect(explodingCaptain(view)).toBe('rookie');
    expect(explodingCaptain(viewFor(state, (state.captain + 1) % 4))).toBeNull();
    expect(rookieOf({ mission: 4, captain: 0 })).toBeNull();
  });

  it('says the Stabilizer is barred to the rookie, in the words of whoever reads it', () => {
    const other = (state.captain + 1) % 4;
    const mine = barredPhrase(viewFor(state, state.captain), 9, names);
    expect(mine && say(mine, t)).toBe('Not for you: the rookie may not use this card');
    const theirs = barredPhrase(viewFor(state, other), 9, names);
    expect(theirs && say(theirs, t)).toBe(
      `Anyone but the rookie (${names[state.captain]}) may use this card`,
    );
    expect(barredPhrase(viewFor(state, other), 6, names)).toBeNull();
  });
});

describe('mission summaries of 11, 13 and 14', () => {
  const keys = (id: number, players: number) =>
    summaryPhrases(missionSummary(missionById(id)!, players), players).setup.map((p: Phrase) =>
      'key' in p ? p.key : p.plural,
    );

  it('names the red Number card, the reds dealt first, the random tokens and the rookie', () => {
    expect(keys(11, 4)).toContain('mission.summary.redNumber');
    expect(keys(11, 2)).toContain('mission.summary.noCaptainSetupInfo');
    expect(keys(11, 4)).not.toContain('mission.summary.noCaptainSetupInfo');
    expect(keys(13, 3)).toEqual(
      expect.arrayContaining([
        'mission.summary.redsFirst',
        'mission.summary.setupInfo.random',
        'mission.summary.cutTogether',
      ]),
    );
    expect(keys(14, 4)).toEqual(
      expect.arrayContaining([
        'mission.summary.captain.drawn',
        'mission.summary.captain.failedCut',
        'mission.summary.captain.noEquipment',
      ]),
    );
    expect(keys(4, 4).filter((k) => /redNumber|redsFirst|random|captain/.test(k))).toEqual([]);
  });
});
