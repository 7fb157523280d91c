/**
 * Missions 20, 21, 24 and 28 at the table, on real engine states: X wires (drawn, worded, and
 * never offered to a detector or the X or Y Ray), even/odd and count tokens (faces, words, the
 * pair of x2 tokens and the owner's choice of its second wire), Captain Careless, and the
 * missions' summaries.
 */
import {
  createGame,
  missionById,
  targetsOf,
  viewFor,
  type EquipmentCard,
  type GameState,
  type WireView,
} from '@bomb-busters/engine';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from './catalogs';
import { format, type Params } from '../src/i18n/translate';
import { barredPhrase, explodingCaptain, handicapOf, handicapProps } from '../src/logic/captain';
import {
  countPairChoice,
  countPartners,
  lonePairToken,
  pairSpans,
} from '../src/logic/count-tokens';
import { targetEnabled, usableCards, XY_RAY_CARD } from '../src/logic/menu';
import { missionSummary, summaryPhrases, type Phrase } from '../src/logic/missions';
import { infoPhrase, pendingPhrase, say, wireFacts, wireLabel } from '../src/logic/words';
import { Board } from '../src/table/board/Board';
import { Characters } from '../src/table/board/Characters';
import { detectorKey } from '../src/table/board/HandicapBadge';
import { IDLE, rayUsable, step, wireMarks, type Selection } from '../src/table/play/selection';
import { XWireNote } from '../src/table/play/XWires';
import { act, contextOf, wire } from './play-scenario';

const t = (key: keyof typeof en, params?: Params) => format(en[key], params);
const said = (phrase: Parameters<typeof say>[0]) => say(phrase, t);
const names = ['Ann', 'Bob', 'Cleo', 'Dan'];
/** The wire button of `key` in the board's markup. */
const button = (html: string, key: string): string =>
  new RegExp(`<button[^>]*data-wire="${key}"[^>]*>.*?</button>`).exec(html)?.[0] ?? '';

function game(setup: Parameters<typeof createGame>[0]): GameState {
  const created = createGame({ options: { stars: 0 }, ...setup });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** Every seat in turn puts its setup token on the wire given for it. */
const placed = (state: GameState, wires: readonly number[]): GameState =>
  wires.reduce(
    (s, index, seat) => act(s, { type: 'info', seat, wire: wire(seat, 0, index) }),
    state,
  );

/** Every card of `cards` face up and ready (their unlocks are the engine's to test). */
const withCards = (state: GameState, ...cards: EquipmentCard[]): GameState => ({
  ...state,
  equipment: cards.map((card) => ({ card, state: 'available' })),
});

describe('mission 20: X wires', () => {
  // Each stand's last wire is its X wire: seat 1's is a 4, seat 2's a 1.
  const dealt = game({
    mission: 20,
    players: 4,
    captain: 0,
    seed: 'wolf',
    stands: [
      [1, 3, 5, 9, 2],
      [3, 6, 8, 10, 11, 4],
      [3, 5, 6, 8, 9, 1],
      [2, 4, 6, 10, 12, 7],
    ],
    equipment: [3, 5, 10],
  });
  const state = withCards(placed(dealt, [0, 0, 0, 0]), 3, 5, 10);
  const ctx = contextOf(state, 0);
  const x = wire(1, 0, 5);

  it('marks the X wire for everyone, in words and in its name', () => {
    const seen = viewFor(state, 0).stands.find((s) => s.seat === 1)!.wires[5]!;
    expect(seen.x).toBe(true);
    expect(wireFacts(seen).map(said)).toEqual([
      'hidden',
      'X wire: out of order, no equipment acts on it',
    ]);
    expect(wireLabel(seen, x, "Bob's stand", undefined, t)).toBe(
      "Bob's stand, wire 6: hidden, X wire: out of order, no equipment acts on it",
    );
  });

  it('draws the X token on the last wire of every stand, and nowhere else', () => {
    const html = renderToStaticMarkup(createElement(Board, { view: viewFor(state, 0), names }));
    expect(html.match(/data-x="true"/g)).toHaveLength(4);
    expect(button(html, '1-0-5')).toContain('class="wire-x x-token" aria-hidden="true">X<');
    expect(button(html, '1-0-5')).toContain('title="X wire: kept out of order');
    expect(button(html, '1-0-4')).not.toContain('x-token');
  });

  it('says why the X wires stay dark for equipment, and why the X or Y Ray is off', () => {
    const render = (sel: Selection, rayBarred = false) =>
      renderToStaticMarkup(createElement(XWireNote, { view: viewFor(state, 0), sel, rayBarred }));
    expect(render(IDLE)).toBe('');
    const single = step(ctx, IDLE, { type: 'wire', ref: x }).selection;
    expect(render(single)).toBe('');
    expect(render(single, true)).toContain(en['play.xWire.ray']);
    expect(render(single, true)).toContain('id="play-ray-barred"');
    const triple = step(ctx, IDLE, { type: 'card', card: 3 }).selection;
    expect(render(triple)).toContain(en['play.xWire.note']);
  });

  it('offers the X wire to a plain dual cut only', () => {
    const dual = ctx.legal.dualCut!;
    expect(targetsOf(dual, true)).toContainEqual(x);
    expect(wireMarks(ctx, IDLE, x).enabled).toBe(true);
    expect(targetEnabled(dual, 'triple', [], x)).toBe(false);
    expect(targetEnabled(dual, 'single', [], x, true)).toBe(false);
    expect(targetEnabled(dual, 'triple', [], wire(1, 0, 4))).toBe(true);
    // With the X or Y Ray on, the X wire is not highlighted.
    const ray = step(ctx, IDLE, { type: 'card', card: XY_RAY_CARD }).selection;
    expect(wireMarks(ctx, ray, x).enabled).toBe(false);
    expect(wireMarks(ctx, ray, wire(1, 0, 4)).enabled).toBe(true);
  });

  it('keeps the X or Y Ray off once an X wire is pointed at', () => {
    const pointed: Selection = step(ctx, IDLE, { type: 'wire', ref: x }).selection;
    expect(rayUsable(ctx, pointed)).toBe(false);
    expect(step(ctx, pointed, { type: 'pair' }).selection).toEqual(pointed);
    expect(step(ctx, pointed, { type: 'card', card: XY_RAY_CARD }).selection).toEqual(pointed);
    const other = step(ctx, IDLE, { type: 'wire', ref: wire(1, 0, 4) }).selection;
    expect(rayUsable(ctx, other)).toBe(true);
  });

  it('counts the X or Y Ray usable only while a wire it may point at is left', () => {
    expect(usableCards(ctx.legal)).toContain(XY_RAY_CARD);
    const onlyX = {
      ...ctx.legal.dualCut!,
      targets: [{ seat: x.seat, stand: x.stand, wires: [x.index], plainOnly: [x.index] }],
    };
    expect(usableCards({ ...ctx.legal, dualCut: onlyX })).not.toContain(XY_RAY_CARD);
  });
});

describe('mission 21: even/odd tokens', () => {
  it('shows "even" or "odd" and says so in words', () => {
    const info = { kind: 'parity', parity: 'odd' } as const;
    expect(said(infoPhrase(info))).toBe('odd');
    const seen: WireView = { printed: null, cut: false, info, labelRight: null };
    expect(wireFacts(seen).map(said)).toEqual(['hidden', 'even/odd token: odd']);
  });
});

describe('mission 24: count tokens', () => {
  const count = (n: 1 | 2 | 3 | 4, printed: number | null = null): WireView => ({
    printed,
    cut: false,
    info: { kind: 'count', count: n },
    labelRight: null,
  });
  const bare: WireView = { printed: null, cut: false, info: null, labelRight: null };

  it('shows x1 to x3, and x2 on each wire of a pair', () => {
    expect([1, 2, 3, 4].map((n) => said(infoPhrase({ kind: 'count', count: n as 1 })))).toEqual([
      'x1',
      'x2',
      'x3',
      'x2',
    ]);
  });

  it('links the two x2 tokens of a pair, never two wires seen to differ nor a lone first one', () => {
    const wires = [count(4), bare, count(4), count(1), count(4), count(4)];
    expect([...countPartners(wires)]).toEqual([
      [0, 2],
      [2, 0],
      [4, 5],
      [5, 4],
    ]);
    expect([...pairSpans(countPartners(wires))]).toEqual([
      [0, 'start'],
      [2, 'end'],
      [1, 'middle'],
      [4, 'start'],
      [5, 'end'],
    ]);
    // A first token waiting for its second, next to a placed pair.
    expect([...countPartners([count(4), count(4), count(4)], 0).keys()]).toEqual([1, 2]);
    expect(countPartners([count(4, 3), count(4, 4)]).size).toBe(0);
    expect(countPartners([count(4), bare, bare, bare, count(4)]).size).toBe(0);
    expect(wireFacts(count(4), [], wire(1, 0, 2)).map(said)).toEqual([
      'hidden',
      'two x2 tokens: all 4 wires of its value are on this stand (cut wires count)',
      'placed together with wire #3',
    ]);
  });

  // Seat 0 holds all four 3s; its setup token on one asks for the second x2's wire.
  const dealt = game({
    mission: 24,
    players: 4,
    captain: 0,
    seed: 'tally',
    stands: [
      [3, 3, 3, 3, 5, 7],
      [1, 2, 5, 8, 8],
      [1, 2, 6, 9, 9],
      [4, 6, 10, 11, 12],
    ],
  });
  const asked = act(dealt, { type: 'info', seat: 0, wire: wire(0, 0, 1) });

  it('asks the owner for the second wire, highlights the options and explains', () => {
    const mine = viewFor(asked, 0);
    expect(mine.pending?.kind).toBe('countPair');
    expect(countPairChoice(mine)).toEqual({ first: wire(0, 0, 1), value: 3 });
    expect(lonePairToken(mine)).toEqual(wire(0, 0, 1));
    expect(said(pendingPhrase('countPair', true))).toBe(
      'which other wire of yours with that value gets the second x2 token',
    );
    const ctx = contextOf(asked, 0);
    const enabled = [0, 1, 2, 3, 4].filter((i) => wireMarks(ctx, IDLE, wire(0, 0, i)).enabled);
    expect(enabled).toEqual([0, 2, 3]);
    const answered = step(ctx, IDLE, { type: 'wire', ref: wire(0, 0, 3) });
    expect(answered.send).toEqual({ type: 'choose', seat: 0, wire: wire(0, 0, 3) });
    // The others are told who decides, never the options.
    const theirs = viewFor(asked, 1);
    expect(countPairChoice(theirs)).toBeNull();
    expect(theirs.pending?.options).toBeUndefined();
    const done = act(asked, answered.send!);
    expect(lonePairToken(viewFor(done, 1))).toBeNull();
    const partners = countPartners(viewFor(done, 1).stands[0]!.wires);
    expect([...partners]).toEqual([
      [1, 3],
      [3, 1],
    ]);
    // Drawn linked from the first wire to the second, over the wire between.
    const html = renderToStaticMarkup(createElement(Board, { view: viewFor(done, 1), names }));
    expect(button(html, '0-0-1')).toContain('wire--pair-start');
    expect(button(html, '0-0-2')).toContain('wire--pair-middle');
    expect(button(html, '0-0-3')).toContain('wire--pair-end');
    expect(button(html, '0-0-3')).toContain('placed together with wire #2');
  });
});

describe('mission 28: Captain Careless', () => {
  const state = game({ mission: 28, players: 4, captain: 0, seed: 'careless' });

  it('is the Captain, warned, barred from every card, with no character card', () => {
    expect(handicapOf(28)).toBe('careless');
    expect(explodingCaptain(viewFor(state, 0))).toBe('careless');
    expect(explodingCaptain(viewFor(state, 1))).toBeNull();
    const mine = barredPhrase(viewFor(state, 0), 6, names);
    expect(mine && said(mine)).toBe('Not for you: Captain Careless uses no equipment card');
    const theirs = barredPhrase(viewFor(state, 1), 6, names);
    expect(theirs && said(theirs)).toBe('Anyone but Captain Careless (Ann) may use this card');
    const captain = viewFor(state, 1).characters[0]!;
    expect(captain.removed).toBe(true);
    expect(en[detectorKey(captain, true)]).toBe('No character card');
  });

  it('shows the Captain with no character card among the characters', () => {
    const view = viewFor(state, 1);
    const html = renderToStaticMarkup(
      createElement(Characters, {
        characters: view.characters,
        names,
        activeSeat: 0,
        captain: 0,
        ...handicapProps(28),
      }),
    );
    expect(html).toContain('No character card');
    expect(html).not.toContain('Ann: Captain');
    expect(html).toContain('Bob: Expert');
    expect(html).toContain('data-testid="badge-careless"');
  });

  it('words the loss for any Captain whose miss explodes', () => {
    expect(en['board.event.lost.captainFailedCut']).toBe(
      'The captain missed a dual cut: the bomb exploded',
    );
  });
});

describe('the summaries of missions 20, 21, 24 and 28', () => {
  const keys = (id: number, players = 4) =>
    summaryPhrases(missionSummary(missionById(id)!, players), players).setup.map((p: Phrase) =>
      'key' in p ? p.key : p.plural,
    );

  it('name the X wires, the token kinds and the character card put away', () => {
    expect(keys(20)).toEqual(expect.arrayContaining(['mission.summary.xWires']));
    expect(keys(20)).toContain('mission.summary.falseBottom');
    expect(keys(21)).toContain('mission.summary.tokens.parity');
    expect(keys(24)).toContain('mission.summary.tokens.count');
    expect(keys(24)).not.toContain('mission.summary.xWires');
    const careless = keys(28);
    expect(careless).toEqual(
      expect.arrayContaining([
        'mission.summary.captain.failedCut',
        'mission.summary.captain.noEquipmentAll',
        'mission.summary.captain.characterRemoved',
      ]),
    );
    expect(careless).not.toContain('mission.summary.captain.noDetector');
    expect(careless).not.toContain('mission.summary.captain.drawn');
  });
});
