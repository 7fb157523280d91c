/**
 * Missions 15 and 17 at the table, on real engine states: the face-up Number card and the
 * face-down equipment (its progress, the blind pick built by pointing, the events in words), and
 * Rhett (his badge facts, the barred equipment and Double Detector, the false-token placement
 * narrowed wire then value, false tokens in words).
 */
import { createGame, missionById, viewFor, type GameState } from '@bomb-busters/engine';
import { describe, expect, it } from 'vitest';
import { en } from './catalogs';
import { format, type Params } from '../src/i18n/translate';
import {
  barredPhrase,
  falseSetupTokens,
  handicapOf,
  isBarred,
  rhettOf,
  rookieOf,
} from '../src/logic/captain';
import { falseTokenStep, pickedOwnValue } from '../src/logic/false-tokens';
import { rewardNow } from '../src/logic/face-down';
import { missionSummary, summaryPhrases } from '../src/logic/missions';
import {
  cardStatePhrase,
  describeEvent,
  pendingPhrase,
  say,
  infoPhrase,
  wireFacts,
} from '../src/logic/words';
import { actionPhrase } from '../src/replay/words';
import {
  IDLE,
  current,
  question,
  step,
  valuesOnOffer,
  wireMarks,
} from '../src/table/play/selection';
import { act, contextOf, legal, setup, wire } from './play-scenario';

const t = (key: keyof typeof en, params?: Params) => format(en[key], params);
const names = ['Ann', 'Bob', 'Cleo', 'Dan'];

function game(setupData: Record<string, unknown>): GameState {
  const created = createGame({ options: { stars: 0 }, ...setupData } as Parameters<
    typeof createGame
  >[0]);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('mission 15: face-down equipment earned by the Number card', () => {
  // Ann holds every 2: her solo cut takes the last of them and earns a card.
  const start = setup(
    game({
      mission: 15,
      players: 4,
      stands: [
        [2, 2, 2, 2, 5],
        [5, 7],
        [5, 9],
        [1, 7],
      ],
      equipment: [1, 4, 6, 7],
      numberCards: [2, 5, 9],
    }),
    [wire(0, 0, 4), wire(1, 0, 0), wire(2, 0, 0), wire(3, 0, 0)],
  );

  it('shows the face-up Number card, its wires cut and the cards still face down', () => {
    const view = viewFor(start, 1);
    expect(view.equipment.every((slot) => slot.card === null)).toBe(true);
    expect(rewardNow(view)).toEqual({ number: 2, cut: 0, faceDown: [0, 1, 2, 3] });
    expect(rewardNow({ ...view, mission: 4 })).toBeNull();
  });

  it('lets the seat whose cut took the last wire pick a face-down card, blind, by its place', () => {
    const cut = act(start, { type: 'soloCut', seat: 0, value: 2 });
    const ctx = contextOf(cut, 0);
    expect(ctx.view.pending?.kind).toBe('flipEquipment');
    // The card's order: the pick for the 2s first, with the 2 still face up and all four cut.
    expect(rewardNow(ctx.view)).toMatchObject({ number: 2, cut: 4 });
    const q = question(ctx, current(ctx, IDLE));
    expect(q).toEqual({ field: 'slot', options: [0, 1, 2, 3] });
    const out = step(ctx, IDLE, { type: 'choice', choice: { field: 'slot', value: 2 } });
    expect(out.send).toEqual({ type: 'flipEquipment', seat: 0, slot: 2 });
    expect(legal(cut, out.send)).toBe(true);
    // Another seat sees only that Ann chooses.
    const other = contextOf(cut, 1);
    expect(question(other, current(other, IDLE))).toBeNull();

    const flipped = act(cut, out.send!);
    const view = viewFor(flipped, 1);
    expect(view.equipment[2]).toEqual({ card: 6, state: 'available' });
    expect(rewardNow(view)).toEqual({ number: 5, cut: 0, faceDown: [0, 1, 3] });
    const event = flipped.log.find((e) => e.type === 'equipmentFlipped');
    expect(say(describeEvent(event!, names), t)).toBe(
      'Ann turns a face-down equipment card over: Rewinder, usable now',
    );
    expect(say(actionPhrase(out.send!, names), t)).toBe('Ann turns over face-down card #3.');
  });

  it('words the Number cards turned, one already cut discarded at once', () => {
    const turned = { type: 'numberTurned', number: 5, alreadyCut: false } as const;
    expect(say(describeEvent(turned, names), t)).toContain('Number card 5 is turned face up');
    expect(say(describeEvent({ ...turned, alreadyCut: true }, names), t)).toContain(
      'already cut: it is discarded',
    );
    // Revealed at the end: a card nobody turned over says so.
    expect(say(cardStatePhrase(4, 'faceDown'), t)).toBe('Never turned over');
  });

  it('summarises the mission with its face-down equipment', () => {
    const summary = missionSummary(missionById(15)!, 3);
    expect(summary.faceDownEquipment).toBe(true);
    expect(summaryPhrases(summary, 3).setup).toContainEqual({
      key: 'mission.summary.faceDownEquipment',
    });
  });
});

describe('mission 17: Rhett and his false tokens', () => {
  // The Captain card is drawn from the seed: seed "a" gives it to seat 0 with four players.
  const start = game({ mission: 17, players: 4, seed: 'a' });
  const rhett = start.captain;

  it('names Rhett by the rule facts, not the rookie', () => {
    expect(rhett).toBe(0);
    expect(handicapOf(17)).toBe('rhett');
    expect(handicapOf(14)).toBe('rookie');
    expect(handicapOf(4)).toBeNull();
    expect(rhettOf(start)).toBe(rhett);
    expect(rookieOf(start)).toBeNull();
    expect(falseSetupTokens(17)).toBe(2);
  });

  it('bars every equipment card and his Double Detector, saying why to each seat', () => {
    expect(isBarred(17, 7)).toBe(true);
    expect(isBarred(17, 'doubleDetector')).toBe(true);
    expect(isBarred(14, 'doubleDetector')).toBe(false);
    const mine = barredPhrase(viewFor(start, rhett), 4, names);
    expect(say(mine!, t)).toBe('Not for you: Rhett uses no equipment card');
    const theirs = barredPhrase(viewFor(start, 1), 7, names);
    expect(say(theirs!, t)).toBe('Anyone but Rhett (Ann) may use this card');
  });

  it('places a false token by pointing at a wire, then a value other than its own', () => {
    const ctx = contextOf(start, rhett);
    expect(falseTokenStep(ctx.view)).toEqual({ cause: 'setup', placed: 0, total: 2 });
    expect(say(pendingPhrase('falseInfo', true), t)).toBe(
      'which of your wires gets a false token, and its value',
    );
    const first = wire(rhett, 0, 0);
    expect(wireMarks(ctx, IDLE, first).enabled).toBe(true);
    const picked = step(ctx, IDLE, { type: 'wire', ref: first });
    expect(picked.send).toBeNull();
    const own = ctx.view.stands[0]!.wires[0]!.printed!;
    expect(pickedOwnValue(ctx.view, [{ field: 'wire', value: first }])).toBe(own);
    const offered = valuesOnOffer(ctx, picked.selection);
    expect(offered).not.toContain(own);
    expect(offered.length).toBeGreaterThan(5);
    // Its own value is no option; another one is sent at once.
    expect(step(ctx, picked.selection, { type: 'value', value: own }).send).toBeNull();
    const other = offered[0]!;
    const sent = step(ctx, picked.selection, { type: 'value', value: other }).send;
    expect(sent).toEqual({ type: 'info', seat: rhett, wire: first, value: other });

    const placed = act(start, sent!);
    const next = contextOf(placed, rhett);
    expect(falseTokenStep(next.view)).toEqual({ cause: 'setup', placed: 1, total: 2 });
    // A teammate sees the token as "not", in the wire's words and its short form.
    const seen = viewFor(placed, 1).stands[0]!.wires[0]!;
    expect(seen.info).toEqual({ kind: 'not', value: other });
    expect(wireFacts(seen).map((f) => say(f, t))).toContain(`false token: not ${String(other)}`);
    expect(say(infoPhrase(seen.info!), t)).toBe(`≠${String(other)}`);
    expect(say(actionPhrase(sent!, names), t)).toBe(
      `Ann puts a false token in front of their wire #1: not ${String(other)}.`,
    );
    const event = placed.log.find((e) => e.type === 'infoPlaced');
    expect(say(describeEvent(event!, names), t)).toBe(
      `Ann puts a false token in front of wire #1: it is NOT ${String(other)}`,
    );
  });

  it('asks nothing of a seat whose setup token is true', () => {
    expect(falseTokenStep(viewFor(start, 1))).toBeNull();
  });

  it('summarises the Captain who uses no equipment and places false tokens', () => {
    const phrases = summaryPhrases(missionSummary(missionById(17)!, 4), 4).setup;
    expect(phrases).toContainEqual({ key: 'mission.summary.captain.noEquipmentAll' });
    expect(phrases).toContainEqual({ key: 'mission.summary.captain.noDetector' });
    expect(phrases).toContainEqual({ key: 'mission.summary.falseTokens', params: { count: 2 } });
  });
});

describe("mission 17: a miss on Rhett's wires", () => {
  it('asks Rhett where the false token of the announced value goes', () => {
    let state = game({
      mission: 17,
      players: 4,
      seed: 'a',
      stands: [
        [1, 2, 3, 4],
        [1, 5, 6, 7],
        [2, 5, 8, 9],
        [3, 6, 8, 9],
      ],
    });
    state = act(state, { type: 'info', seat: 0, wire: wire(0, 0, 0), value: 5 });
    state = act(state, { type: 'info', seat: 0, wire: wire(0, 0, 1), value: 6 });
    state = setup(state, [wire(1, 0, 1), wire(2, 0, 1), wire(3, 0, 1)]);
    state = act(state, { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) });
    // Bob's Double Detector on Rhett's 3 and 4, saying 5: both miss.
    state = act(state, {
      type: 'dualCut',
      seat: 1,
      value: 5,
      detector: 'double',
      targets: [wire(0, 0, 2), wire(0, 0, 3)],
    });
    const ctx = contextOf(state, 0);
    expect(falseTokenStep(ctx.view)).toEqual({ cause: 'failure' });
    const sel = current(ctx, IDLE);
    expect(question(ctx, sel)).toEqual({ field: 'wire', options: [wire(0, 0, 2), wire(0, 0, 3)] });
    const picked = step(ctx, sel, { type: 'wire', ref: wire(0, 0, 3) }).selection;
    expect(valuesOnOffer(ctx, picked)).toEqual([5]);
    const sent = step(ctx, picked, { type: 'value', value: 5 }).send;
    expect(sent).toEqual({ type: 'info', seat: 0, wire: wire(0, 0, 3), value: 5 });
    const placed = act(state, sent!);
    const told = placed.log.filter((e) => e.type === 'infoPlaced').at(-1)!;
    expect(say(describeEvent(told, names), t)).toBe(
      "A false token goes in front of Ann's wire #4: it is NOT 5",
    );
  });
});
