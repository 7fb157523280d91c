/**
 * Missions 22, 23, 26 and 27 at the table, on real engine states: the tokens beside each stand
 * and the token handout (given to the left neighbour, or drafted from a line), the Number card
 * cut together with the equipment deck, the Number cards turned down to start a turn, the
 * flipped character cards, and the missions' summaries, log lines and replay words.
 */
import {
  applyAction,
  createGame,
  legalMenu,
  missionById,
  viewFor,
  type Action,
  type GameEvent,
  type GameState,
  type Seat,
  type WireRef,
} from '@bomb-busters/engine';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en, fr } from './catalogs';
import { format, type Params } from '../src/i18n/translate';
import { heldBack } from '../src/logic/briefing';
import { handicapProps } from '../src/logic/captain';
import {
  besideChoice,
  besideStand,
  handoutNow,
  placeTokenValue,
  tokenFor,
  tokenToPlace,
} from '../src/logic/handout';
import { missionSummary, summaryPhrases, type Phrase } from '../src/logic/missions';
import { numberPickNow, pickStep, pickedByMe } from '../src/logic/number-pick';
import { ownOfSet, togetherNow, togetherSet } from '../src/logic/reds';
import { resultPhrase } from '../src/logic/result';
import { describeEvent, pendingChoice, say, type EventTable } from '../src/logic/words';
import { actionPhrase } from '../src/replay/words';
import { Board } from '../src/table/board/Board';
import { Characters } from '../src/table/board/Characters';
import { EquipmentCards } from '../src/table/board/EquipmentCards';
import { HandoutCard, NumberPickCards, TogetherCard } from '../src/table/board/MissionCards';
import { IDLE, step, valuesOnOffer, wireMarks } from '../src/table/play/selection';
import { confirmPhrase, turnPhrase } from '../src/table/play/turn';
import { contextOf, wire } from './play-scenario';

const t = (key: keyof typeof en, params?: Params) => format(en[key], params);
const tfr = (key: keyof typeof en, params?: Params) => format(fr[key], params);
const said = (phrase: Parameters<typeof say>[0]) => say(phrase, t);
const names = ['Ann', 'Bob', 'Cleo', 'Dan'];
const render = (element: Parameters<typeof renderToStaticMarkup>[0]) =>
  renderToStaticMarkup(element);
/** A text as the markup escapes it. */
const esc = (text: string) => text.replace(/'/g, '&#x27;');

function game(mission: number, players: number, seed: string): GameState {
  const created = createGame({ mission, players, seed, captain: 0 });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

function act(state: GameState, action: Action): GameState {
  const applied = applyAction(state, action);
  if (!applied.ok) throw new Error(`${JSON.stringify(action)}: ${applied.error.code}`);
  return applied.value.state;
}

/** Answers every pending choice with its first option until play starts. */
function setUp(state: GameState): GameState {
  let s = state;
  while (s.status === 'setup' && s.pending) s = act(s, legalMenu(s, s.pending.seat).actions[0]!);
  return s;
}

/** Where a seat's wires of `value` lie (yellow: any yellow wire). */
function wiresOf(state: GameState, seat: Seat, value: number | 'yellow'): WireRef[] {
  return state.hands[seat]!.flatMap((wires, stand) =>
    wires.flatMap((w, index) => {
      const yellow = Math.round((w.printed % 1) * 10) === 1;
      const match = value === 'yellow' ? yellow : w.printed === value;
      return match && !w.cut ? [{ seat, stand, index }] : [];
    }),
  );
}

const keys = (id: number, players = 4) =>
  summaryPhrases(missionSummary(missionById(id)!, players), players).setup.map((p: Phrase) =>
    'key' in p ? p.key : p.plural,
  );

describe('mission 26: the Number cards turned down first', () => {
  // With this seed the Captain holds no 7.
  const start = setUp(game(26, 4, 'm26-0'));
  const ctx = contextOf(start, 0);

  it('offers the face-up values the seat holds, the others disabled, and no skip', () => {
    const pick = pickStep(ctx.view, ctx.legal)!;
    expect(pick.offered).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12]);
    expect(pick.notHeld).toEqual([7]);
    expect(pick.skip).toBeNull();
    // Typed as a value, a digit turns its card down; a card not held is not on offer.
    expect(valuesOnOffer(ctx, IDLE)).toEqual(pick.offered);
    expect(step(ctx, IDLE, { type: 'value', value: 4 }).send).toEqual({
      type: 'pickNumber',
      seat: 0,
      number: 4,
    });
    expect(step(ctx, IDLE, { type: 'value', value: 7 }).send).toBeNull();
    expect(step(ctx, IDLE, { type: 'skip' }).send).toBeNull();
    // Nothing to point at before a card is turned down.
    expect(wireMarks(ctx, IDLE, wire(1, 0, 0)).enabled).toBe(false);
    expect(said(turnPhrase(ctx.view, names))).toBe('Your turn');
  });

  it('draws the twelve cards, face up, and says who picks', () => {
    const html = render(createElement(NumberPickCards, { view: viewFor(start, 1), names }));
    expect(html.match(/data-state="up"/g)).toHaveLength(12);
    expect(html).toContain('aria-label="Number card 7: face up"');
    expect(html).toContain(t('board.numberPick.choosing', { name: 'Ann' }));
    expect(numberPickNow(viewFor(start, 1))?.picked).toBeNull();
  });

  const picked = act(start, { type: 'pickNumber', seat: 0, number: 4 });

  it('then asks for that value only, and every seat sees the card turned down', () => {
    const after = contextOf(picked, 0);
    expect(pickStep(after.view, after.legal)).toBeNull();
    expect(pickedByMe(after.view)).toBe(4);
    expect(after.legal.dualCut?.values).toEqual([4]);
    const held = heldBack(after.view, [4]);
    expect(held.map((h) => h.rule)).toEqual(['picked']);
    expect(said(turnPhrase(after.view, names))).toBe('Your turn: cut a 4');
    const theirs = viewFor(picked, 2);
    expect(said(turnPhrase(theirs, names))).toBe("Ann's turn: Ann cuts a 4");
    const html = render(createElement(NumberPickCards, { view: theirs, names }));
    expect(html).toContain('data-number="4" data-state="picked"');
    expect(html).toContain(t('board.numberPick.must', { name: 'Ann', number: 4 }));
    const board = render(createElement(Board, { view: theirs, names }));
    expect(board).toContain('data-testid="designee-badge"');
    expect(board).toContain(t('board.stand.cuts', { value: 4 }));
  });

  it('words the pick, the skip and the cards turned up again', () => {
    const log = picked.log.filter((e) => e.type === 'numberPicked');
    expect(log.map((e) => said(describeEvent(e, names)))).toEqual([
      'Ann turns Number card 4 face down and must cut a 4 this turn',
    ]);
    expect(said(describeEvent({ type: 'skipped', seat: 2 }, names, { mission: 26 }))).toBe(
      'Cleo holds no wire of a face-up Number card and skips the turn: the detonator stays',
    );
    expect(say(describeEvent({ type: 'numbersTurnedUp', numbers: [2, 9] }, names), tfr)).toBe(
      'Plus aucune carte numéro face visible : 2, 9 sont retournées face visible',
    );
    expect(said(actionPhrase({ type: 'pickNumber', seat: 1, number: 9 }, names))).toBe(
      'Bob turns Number card 9 face down.',
    );
    // The replay words a skip as the log does, with the mission's reason.
    expect(said(actionPhrase({ type: 'skip', seat: 1 }, names, { mission: 26 }))).toBe(
      'Bob holds no wire of a face-up Number card and skips the turn: the detonator stays',
    );
  });

  it('offers the skip alone to a seat holding none of the face-up values', () => {
    const row = { up: [7], down: [], picked: null };
    const stuck = { ...start, numberPick: row };
    const mine = contextOf(stuck, 0);
    const pick = pickStep(mine.view, mine.legal)!;
    expect(pick.offered).toEqual([]);
    expect(pick.skip).toEqual({ type: 'skip', seat: 0 });
    expect(step(mine, IDLE, { type: 'skip' }).send).toEqual({ type: 'skip', seat: 0 });
  });
});

describe('mission 23: the Number card cut together, and the equipment deck', () => {
  // The Number card is a 7; the Captain holds two of them.
  const start = setUp(game(23, 4, 'm23-10'));
  const ctx = contextOf(start, 0);

  it('points at the 7s together, the own ones coming along', () => {
    expect(togetherSet(ctx.view)).toBe(7);
    const own = ownOfSet(ctx.view);
    expect(own).toEqual(wiresOf(start, 0, 7));
    expect(togetherNow(ctx.view, ctx.legal)).toEqual({
      kind: 'offered',
      mustPoint: false,
      own,
      set: 7,
    });
    expect(ctx.legal.cutTogether?.count).toBe(2);
    // The 7 is crossed out in the picker with the reason; the action is confirmed in its words.
    expect(heldBack(ctx.view, []).map((h) => h.rule)).toEqual(['together']);
    const theirs = [1, 2, 3].flatMap((s) => wiresOf(start, s, 7));
    let sel = step(ctx, IDLE, { type: 'together' }).selection;
    for (const ref of theirs) sel = step(ctx, sel, { type: 'wire', ref }).selection;
    expect(sel.kind).toBe('confirm');
    if (sel.kind !== 'confirm') return;
    expect(said(confirmPhrase(sel.action, names, 7))).toBe(
      `Point at ${theirs.map((r) => `${names[r.seat]} #${r.index + 1}`).join(', ')} as the wires marked 7?`,
    );
    expect(wireMarks(ctx, sel, own[0]!).selected).toBe(true);
    expect(said(confirmPhrase({ type: 'cutTogether', seat: 0, wires: [] }, names, 7))).toBe(
      'All four wires marked 7 are yours: cut them together?',
    );
  });

  it('shows the card and the deck; the board has no equipment card yet', () => {
    const view = viewFor(start, 1);
    const html = render(createElement(TogetherCard, { view }));
    expect(html).toContain('data-number="7"');
    expect(html).toContain(t('board.together.text', { value: 7 }));
    expect(html).toContain('data-left="7"');
    expect(html).toContain('7 equipment cards wait face down.');
    const cards = render(createElement(EquipmentCards, { equipment: [], deck: 7 }));
    expect(cards).toContain(en['board.equipment.noneYet']);
    expect(keys(23)).toEqual(
      expect.arrayContaining([
        'mission.summary.equipmentDeck',
        'mission.summary.cutTogether.number',
      ]),
    );
    expect(keys(23)).not.toContain('mission.summary.equipment');
  });

  it('words the cut together, the deck and the loss with the Number card', () => {
    const table: EventTable = { together: { number: 7, done: false } };
    const event: GameEvent = {
      type: 'cutTogether',
      seat: 1,
      wires: [wire(0, 0, 4), wire(2, 0, 3)],
      success: false,
      wrong: [wire(2, 0, 3)],
    };
    expect(said(describeEvent(event, names, table))).toBe(
      'Bob points at the wires marked 7 together (Ann #5, Cleo #4); not a 7: Cleo #4',
    );
    expect(said(describeEvent({ type: 'lost', cause: 'cutTogetherFailed' }, names, table))).toBe(
      'A wire pointed at with the wires marked 7 was not a 7: the bomb exploded',
    );
    expect(said(describeEvent({ type: 'deckDiscarded', left: 5 }, names))).toBe(
      'End of the round: the top card of the equipment deck is discarded unseen (5 left)',
    );
    expect(said(describeEvent({ type: 'deckRevealed', cards: [3, 9] }, names))).toBe(
      'The equipment deck turns face up: Triple Detector and Stabilizer, usable at once',
    );
    const lost = resultPhrase({
      status: 'lost',
      lossCause: 'cutTogetherFailed',
      together: { number: 7, done: false },
    });
    expect(lost && said(lost)).toBe(
      'Boom! The bomb exploded: a wire pointed at with the wires marked 7 was not a 7.',
    );
    const named = resultPhrase(
      {
        status: 'lost',
        lossCause: 'cutTogetherFailed',
        together: { number: 7, done: false },
        log: [event],
      },
      names,
    );
    expect(named && said(named)).toBe(
      'Boom! The bomb exploded: a wire pointed at with the wires marked 7 was not a 7 (Cleo #4).',
    );
    const action: Action = { type: 'cutTogether', seat: 0, wires: [wire(1, 0, 2)] };
    expect(said(actionPhrase(action, names, { together: { number: 7, done: false } }))).toBe(
      'Ann points at the wires marked 7 together: Bob #3.',
    );
    // Mission 13 still says red.
    expect(said(describeEvent(event, names))).toMatch(/the red wires together/);
  });
});

describe('mission 22: tokens beside each stand, and the handout to the left neighbour', () => {
  // Two seats, two stands each; each misses two values and holds yellow wires.
  const dealt = game(22, 2, 'm22-16');

  it('asks for a token of a value the seat does not hold, stand by stand', () => {
    const first = viewFor(dealt, 0);
    expect(first.pending?.kind).toBe('besideToken');
    expect(besideChoice(first)).toEqual({ n: 1, total: 2, letter: 'A' });
    expect(said(pendingChoice(first, names))).toBe(
      'which info token goes beside your stand: a value you do not hold',
    );
    expect(said(pendingChoice(viewFor(dealt, 1), names))).toBe(
      'which info token goes beside their stand',
    );
    const ctx = contextOf(dealt, 0);
    const options = ctx.view.pending?.options as readonly number[];
    const sent = step(ctx, IDLE, { type: 'value', value: options[0]! }).send;
    expect(sent).toEqual({ type: 'takeToken', seat: 0, value: options[0] });
    const second = viewFor(act(dealt, sent!), 0);
    expect(besideChoice(second)).toEqual({ n: 2, total: 2, letter: 'B' });
  });

  const playing = setUp(dealt);

  it('draws each token beside its own stand, and words it', () => {
    const view = viewFor(playing, 1);
    expect(besideStand(view, 0, 0)).toHaveLength(1);
    expect(besideStand(view, 0, 1)).toHaveLength(1);
    const html = render(createElement(Board, { view, names }));
    const stand = (key: string) =>
      new RegExp(`data-stand="${key}".*?</section>`, 's').exec(html)?.[0] ?? '';
    expect(stand('0-1')).toMatch(
      /aria-label="Info token \d+ beside Ann&#x27;s stand: they held no/,
    );
    expect(stand('0-1')).toContain(en['board.beside.note']);
    const placedB = playing.log.find(
      (e): e is Extract<GameEvent, { type: 'infoBeside' }> =>
        e.type === 'infoBeside' && e.seat === 1 && e.stand === 1,
    )!;
    expect(said(describeEvent(placedB, names, view))).toBe(
      `Bob puts info token ${placedB.value} beside their stand B: they hold no ${placedB.value}`,
    );
    expect(handoutNow(view)).toMatchObject({ how: 'give', yellowCut: 0, begun: false });
    expect(render(createElement(HandoutCard, { view }))).toContain(
      t('board.handout.when', { cut: 0 }),
    );
    expect(keys(22, 2)).toEqual(
      expect.arrayContaining([
        'mission.summary.negativeTokens',
        'mission.summary.handout.give',
        'mission.summary.falseBottom',
      ]),
    );
  });

  const yellow = wiresOf(playing, 1, 'yellow')[0]!;
  const handing = act(playing, { type: 'dualCut', seat: 0, value: 'yellow', target: yellow });

  it('once two yellow wires are cut, the Captain gives a token to the left neighbour', () => {
    const mine = viewFor(handing, 0);
    expect(mine.pending?.kind).toBe('takeToken');
    expect(tokenFor(mine, 0)).toBe(1);
    expect(said(turnPhrase(mine, names))).toBe(
      'Your decision: which info token from the supply you give to Bob',
    );
    expect(said(turnPhrase(viewFor(handing, 1), names))).toBe(
      'Ann is choosing which info token from the supply to give to you',
    );
    const ctx = contextOf(handing, 0);
    const value = wiresOf(handing, 1, 5).length > 0 ? 5 : 9;
    const sent = step(ctx, IDLE, { type: 'value', value }).send!;
    expect(sent).toEqual({ type: 'takeToken', seat: 0, value });
    const given = act(handing, sent);
    const bob = viewFor(given, 1);
    expect(bob.pending?.kind).toBe('placeToken');
    expect(placeTokenValue(bob)).toBe(value);
    expect(tokenToPlace(bob)).toEqual({ value, from: 0 });
    expect(said(pendingChoice(viewFor(given, 0), names))).toBe(
      `which of their wires marked ${value} gets the info token ${value}`,
    );
    const taken = given.log.find((e) => e.type === 'tokenTaken')!;
    expect(said(describeEvent(taken, names))).toBe(
      `Ann takes info token ${value} from the supply and gives it to Bob`,
    );
    // Bob's wires of the value are the ones to point at.
    const bctx = contextOf(given, 1);
    const options = wiresOf(given, 1, value);
    for (const ref of options) expect(wireMarks(bctx, IDLE, ref).enabled).toBe(true);
    const placed = act(given, step(bctx, IDLE, { type: 'wire', ref: options[0]! }).send!);
    const infoPlaced = placed.log.findLast((e) => e.type === 'infoPlaced')!;
    expect(said(describeEvent(infoPlaced, names))).toMatch(
      new RegExp(`^Bob puts the info token ${value} in front of wire #`),
    );
  });

  it('words a token that reaches a seat holding none, and one sent back', () => {
    const table: EventTable = { handout: { done: true, line: [] } };
    expect(said(describeEvent({ type: 'infoBeside', seat: 0, value: 3 }, names, table))).toBe(
      'Ann holds no 3: the info token 3 lies face up beside their stand',
    );
    expect(said(describeEvent({ type: 'tokenReturned', seat: 1, value: 'yellow' }, names))).toBe(
      'Every wire of Bob marked yellow already has an info token: this one goes back to the supply',
    );
    const later = {
      ...viewFor(handing, 1),
      infoBeside: [{ seat: 0, value: 3 as const }],
    };
    expect(besideStand(later, 0, 0)).toEqual([{ value: 3, when: 'later' }]);
    const html = render(createElement(Board, { view: later, names }));
    expect(html).toContain(esc(t('board.beside.otherLater', { value: 3, name: 'Ann' })));
    expect(html).toContain(en['board.beside.noteLater']);
  });
});

describe('mission 27: flipped characters and the line of drawn tokens', () => {
  // Seats 0 and 1 hold two yellow wires each.
  const playing = setUp(game(27, 4, 'm27-0'));

  it('says every character card is flipped, not used', () => {
    const view = viewFor(playing, 1);
    expect(view.characters.every((c) => c.used)).toBe(true);
    expect(contextOf(playing, 0).legal.dualCut?.double).toBeNull();
    const html = render(
      createElement(Characters, {
        characters: view.characters,
        names,
        activeSeat: 0,
        captain: 0,
        ...handicapProps(27),
      }),
    );
    expect(html.match(/Flipped: no Double Detector/g)).toHaveLength(4);
    expect(html).not.toContain(en['board.character.detectorUsed']);
    expect(render(createElement(Board, { view, names }))).toContain(en['board.character.flipped']);
    expect(keys(27, 2)).toEqual(
      expect.arrayContaining([
        'mission.summary.charactersFlipped',
        'mission.summary.handout.draft',
        'mission.summary.noCaptainSetupInfo',
      ]),
    );
  });

  const yellow = wiresOf(playing, 1, 'yellow')[0]!;
  const drawn = act(playing, { type: 'dualCut', seat: 0, value: 'yellow', target: yellow });

  it('shows the drawn line; each seat takes one for itself', () => {
    const view = viewFor(drawn, 2);
    expect(handoutNow(view)).toMatchObject({ how: 'draft', begun: true, running: true });
    expect(view.handout?.line).toHaveLength(4);
    const html = render(createElement(HandoutCard, { view }));
    expect(html.match(/<li /g)).toHaveLength(4);
    expect(html).toContain(en['board.handout.line']);
    const mine = viewFor(drawn, 0);
    expect(tokenFor(mine, 0)).toBe(0);
    expect(said(turnPhrase(mine, names))).toBe(
      'Your decision: which of the drawn info tokens you take',
    );
    expect(said(turnPhrase(view, names))).toBe('Ann is choosing which info token to take');
    const event = drawn.log.find((e) => e.type === 'tokensDrawn')!;
    expect(said(describeEvent(event, names))).toMatch(/^Info tokens drawn face up in a line: /);
    expect(said(describeEvent({ type: 'tokenTaken', seat: 2, to: 2, value: 6 }, names))).toBe(
      'Cleo takes info token 6 from the line',
    );
    expect(said(actionPhrase({ type: 'takeToken', seat: 2, value: 'yellow' }, names))).toBe(
      'Cleo picks info token yellow.',
    );
  });
});
