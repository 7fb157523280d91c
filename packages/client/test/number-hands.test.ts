/**
 * Mission 29 at the table, on real engine states: the Number cards in hand as each seat sees them,
 * the card laid for the turn (its number to its layer only), the lay prompt and its keys, the
 * waiting words, the log and replay words, the Mission panel's summary, and every card shown once
 * the game is over.
 */
import {
  createGame,
  legalMenu,
  missionById,
  viewFor,
  type Action,
  type GameState,
} from '@bomb-busters/engine';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from './catalogs';
import { format, type Params } from '../src/i18n/translate';
import { missionSummary, summaryPhrases, type Phrase } from '../src/logic/missions';
import {
  discardsOf,
  laidForMe,
  lastReveal,
  layingFor,
  numberHandsNow,
} from '../src/logic/number-hands';
import { describeEvent, pendingChoice, say } from '../src/logic/words';
import { actionPhrase } from '../src/replay/words';
import { NumberHandsCard } from '../src/table/board/MissionCards';
import { IDLE, question, step, valuesOnOffer, wireMarks } from '../src/table/play/selection';
import { turnPhrase } from '../src/table/play/turn';
import { act, contextOf, wire } from './play-scenario';

const t = (key: keyof typeof en, params?: Params) => format(en[key], params);
const said = (phrase: Parameters<typeof say>[0]) => say(phrase, t);
const names = ['Ann', 'Bob', 'Cleo', 'Dan'];
const render = (state: GameState, seat: number | 'spectator') =>
  renderToStaticMarkup(createElement(NumberHandsCard, { view: viewFor(state, seat), names }));

// Sorted stands; seat 3 (Dan) is the Captain's right-hand neighbour and lays first.
const STANDS = [
  [1, 4, 6, 8, 9.5],
  [2, 3.5, 6, 9],
  [3, 7, 10, 11.5],
  [5, 6, 8, 12],
];
// Dealt from the Captain: Ann [1 5], Bob [2 7], Cleo [3 10], Dan [6 8 9]; the deck 4 11 12.
const DEAL = [1, 2, 3, 6, 5, 7, 10, 8, 9, 4, 11, 12];

function playing(): GameState {
  const created = createGame({
    mission: 29,
    players: 4,
    seed: 'hands-29',
    captain: 0,
    stands: STANDS,
    numberCards: DEAL,
  });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  while (s.status === 'setup' && s.pending) s = act(s, legalMenu(s, s.pending.seat).actions[0]!);
  return s;
}

const lay = (seat: number, number: number): Action => ({ type: 'layNumber', seat, number });

describe('mission 29: the Number cards in hand', () => {
  const start = playing();
  const laid = act(start, lay(3, 6));
  // Ann cuts Bob's 6: the laid 6 is revealed, the detonator moves, Ann takes the card.
  const cut = act(laid, { type: 'dualCut', seat: 0, value: 6, target: wire(1, 0, 2) });

  it('shows each seat its own cards face up, the others as counts, and who lays for whom', () => {
    const ann = numberHandsNow(viewFor(start, 0))!;
    expect(ann.hands.map((h) => [h.seat, h.cards, h.count])).toEqual([
      [0, [1, 5], 2],
      [1, null, 2],
      [2, null, 2],
      [3, null, 3],
    ]);
    expect(ann).toMatchObject({ laying: 3, laid: null, taker: 0, deck: 3, deckCards: null });
    expect(ann.discards).toEqual([]);
    expect(numberHandsNow(viewFor(start, 3))!.hands[0]).toEqual({
      seat: 3,
      cards: [6, 8, 9],
      count: 3,
    });
    expect(layingFor(viewFor(start, 3))).toBe(0);
    expect(layingFor(viewFor(start, 0))).toBeNull();
    // Ann's cuts wait for the card: nothing to point at yet.
    const ctx = contextOf(start, 0);
    expect(ctx.legal.dualCut).toBeNull();
    expect(wireMarks(ctx, IDLE, wire(1, 0, 2)).enabled).toBe(false);
    expect(laidForMe(viewFor(start, 0))).toBeNull();
  });

  it('asks the layer which card, by button or digit, and words the wait for everyone else', () => {
    const ctx = contextOf(start, 3);
    const q = question(ctx, { kind: 'use', group: { kind: 'answer' }, choices: [] });
    expect(q).toEqual({ field: 'number', options: [6, 8, 9] });
    expect(valuesOnOffer(ctx, IDLE)).toEqual([6, 8, 9]);
    expect(step(ctx, IDLE, { type: 'value', value: 8 }).send).toEqual(lay(3, 8));
    expect(step(ctx, IDLE, { type: 'value', value: 5 }).send).toBeNull();
    expect(step(ctx, IDLE, { type: 'choice', choice: { field: 'number', value: 9 } }).send).toEqual(
      lay(3, 9),
    );
    expect(said(turnPhrase(ctx.view, names))).toBe(
      t('play.turn.youChoose', { choice: t('board.pending.own.layNumber', { name: 'Ann' }) }),
    );
    expect(said(pendingChoice(viewFor(start, 0), names))).toBe(t('board.pending.layNumberForYou'));
    expect(said(pendingChoice(viewFor(start, 1), names))).toBe(
      t('board.pending.layNumberFor', { name: 'Ann' }),
    );
  });

  it('draws the laid card face down, its number only to its layer', () => {
    const dan = render(laid, 3);
    expect(dan).toContain(t('board.numberHands.slotSeen', { number: 6 }));
    expect(dan).toContain(t('board.numberHands.laidYou', { number: 6, name: 'Ann' }));
    const ann = render(laid, 0);
    expect(ann).toContain(t('board.numberHands.slotHidden', { name: 'Dan' }));
    expect(ann).toContain(t('board.numberHands.laidForYou', { layer: 'Dan' }));
    expect(ann).not.toMatch(/data-number="6"/);
    expect(ann).toContain(t('board.numberHands.own', { numbers: '1 and 5' }));
    expect(ann).toContain(format(en['board.numberHands.other_other'], { name: 'Dan', count: 2 }));
    expect(render(laid, 1)).toContain(t('board.numberHands.laid', { layer: 'Dan', name: 'Ann' }));
    expect(render(laid, 'spectator')).not.toMatch(/data-number="6"/);
    expect(laidForMe(viewFor(laid, 0))).toBe(3);
    expect(laidForMe(viewFor(laid, 1))).toBeNull();
    // Before it is laid, the slot waits and says who lays.
    expect(render(start, 1)).toContain(
      t('board.numberHands.laying', { layer: 'Dan', name: 'Ann' }),
    );
    expect(render(start, 0)).toContain(t('board.numberHands.layingForYou', { layer: 'Dan' }));
  });

  it('tells the reveal and its notch, and the card taken', () => {
    const view = viewFor(cut, 1);
    expect(lastReveal(view.log)).toEqual({ seat: 3, number: 6, notch: true });
    expect(numberHandsNow(view)!.hands.find((h) => h.seat === 0)?.count).toBe(3);
    expect(numberHandsNow(viewFor(cut, 0))!.hands[0]?.cards).toEqual([1, 5, 6]);
    expect(render(cut, 1)).toContain(
      t('board.numberHands.reveal.notch', { name: 'Dan', number: 6 }),
    );
    // Bob's turn: Ann, his right-hand neighbour, lays next.
    expect(numberHandsNow(view)).toMatchObject({ laying: 0, taker: 1 });
    const lines = view.log.map((e) => said(describeEvent(e, names)));
    expect(lines).toContain(t('board.event.numberLaid', { name: 'Dan' }));
    expect(lines).toContain(t('board.event.numberRevealed.notch', { name: 'Dan', number: 6 }));
    expect(lines).toContain(t('board.event.numberTaken', { name: 'Ann', number: 6 }));
    expect(viewFor(cut, 3).log.map((e) => said(describeEvent(e, names)))).toContain(
      t('board.event.numberLaid.seen', { name: 'Dan', number: 6 }),
    );
  });

  it('words a card taken face down after the Coffee Mug, to the two seats that know it', () => {
    const mug: GameState = { ...start, equipment: [{ card: 11, state: 'available' }] };
    const passed = act(act(mug, lay(3, 6)), {
      type: 'equipment',
      seat: 0,
      card: 11,
      next: 2,
    });
    const line = (seat: number) =>
      viewFor(passed, seat)
        .log.filter((e) => e.type === 'numberTaken')
        .map((e) => said(describeEvent(e, names)));
    expect(line(0)).toEqual([
      t('board.event.numberTaken.unrevealed.seen', { name: 'Ann', number: 6, from: 'Dan' }),
    ]);
    expect(line(1)).toEqual([
      t('board.event.numberTaken.unrevealed', { name: 'Ann', from: 'Dan' }),
    ]);
  });

  it('collects the discards from the log, words draws and returns, and shows every card at the end', () => {
    const log = [
      { type: 'numberCardsDiscarded', numbers: [9] },
      { type: 'numberCardsDiscarded', numbers: [2, 3] },
    ] as const;
    expect(discardsOf(log)).toEqual([9, 2, 3]);
    expect(said(describeEvent(log[1], names))).toBe(
      t('board.event.numberCardsDiscarded.many', { numbers: '2, 3' }),
    );
    expect(said(describeEvent({ type: 'numberDrawn', seat: 1, number: null }, names))).toBe(
      'Bob draws a Number card from the deck',
    );
    expect(said(describeEvent({ type: 'numbersReturned', seat: 2, count: 2 }, names))).toBe(
      'Cleo has no wires left: their 2 Number cards go face down under the deck',
    );
    // Over: every hand and the deck face up, to anyone.
    const lost: GameState = { ...cut, status: 'lost', lossCause: 'detonator' };
    const over = numberHandsNow(viewFor(lost, 'spectator'))!;
    expect(over.hands.map((h) => h.cards)).toEqual([
      [1, 5, 6],
      [2, 7],
      [3, 10],
      [8, 9],
    ]);
    expect(over.deckCards).toEqual([4, 11, 12]);
    expect(render(lost, 'spectator')).toContain(
      t('board.numberHands.shown', { name: 'Bob', numbers: '2 and 7' }),
    );
  });

  it('says the lay in the replay only to its layer, and sums the mission up', () => {
    expect(said(actionPhrase(lay(3, 6), names, {}, true))).toBe(
      'Dan lays Number card 6 face down.',
    );
    expect(said(actionPhrase(lay(3, 6), names, {}, false))).toBe(
      'Dan lays a Number card face down.',
    );
    const keys = summaryPhrases(missionSummary(missionById(29)!, 4), 4).setup.map((p: Phrase) =>
      'key' in p ? p.key : p.plural,
    );
    expect(keys).toContain('mission.summary.numberHands');
  });
});
