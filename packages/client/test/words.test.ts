import { LOSS_CAUSES, type EventType, type GameEvent, type WireView } from '@bomb-busters/engine';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../src/i18n/en';
import { en, fr, nl, vi } from './catalogs';
import { format, type Params } from '../src/i18n/translate';
import { resultPhrase } from '../src/logic/result';
import { cardStatePhrase, describeEvent, say, wireLabel, type Phrase } from '../src/logic/words';

const names = ['Ann', 'Bob', 'Cleo'];
const w = (seat: number, index: number, stand = 0) => ({ seat, stand, index });
const translator =
  (catalog: Readonly<Record<MessageKey, string>>) =>
  (key: MessageKey, params?: Params): string =>
    format(catalog[key], params);
const t = translator(en);

/** At least one example of every event type (the type forces every type to be listed). */
const EXAMPLES: Record<EventType, GameEvent[]> = {
  infoPlaced: [
    { type: 'infoPlaced', wire: w(0, 1), info: { kind: 'value', value: 4 }, cause: 'setup' },
    {
      type: 'infoPlaced',
      wire: w(1, 2),
      info: { kind: 'value', value: 'yellow' },
      cause: 'failure',
    },
    { type: 'infoPlaced', wire: w(2, 0), info: { kind: 'value', value: 9 }, cause: 'postIt' },
    {
      type: 'infoPlaced',
      wire: w(1, 3),
      info: { kind: 'value', value: 7, oral: true },
      cause: 'failure',
    },
    { type: 'infoPlaced', wire: w(0, 2), info: { kind: 'not', value: 6 }, cause: 'setup' },
    { type: 'infoPlaced', wire: w(0, 3), info: { kind: 'not', value: 8 }, cause: 'failure' },
    { type: 'infoPlaced', wire: w(2, 4), info: { kind: 'value', value: 3 }, cause: 'given' },
  ],
  numberPicked: [{ type: 'numberPicked', seat: 1, number: 7 }],
  numbersTurnedUp: [{ type: 'numbersTurnedUp', numbers: [2, 5, 9] }],
  skipped: [{ type: 'skipped', seat: 2 }],
  constraintPicked: [{ type: 'constraintPicked', seat: 1, card: 'C' }],
  constraintFlipped: [{ type: 'constraintFlipped', seat: 1, card: 'D' }],
  accused: [
    { type: 'accused', seat: 0, accused: 2, card: 'C', right: true },
    { type: 'accused', seat: 1, accused: 2, card: 'A', right: false },
  ],
  secretCardsDiscarded: [
    { type: 'secretCardsDiscarded', characters: 'revealed' },
    { type: 'secretCardsDiscarded', characters: 'removed' },
  ],
  constraintReplaced: [
    { type: 'constraintReplaced', card: 'K', left: 10 },
    { type: 'constraintReplaced', card: null, left: 0 },
  ],
  numberLaid: [
    { type: 'numberLaid', seat: 2, number: 7 },
    { type: 'numberLaid', seat: 2, number: null },
  ],
  numberRevealed: [
    { type: 'numberRevealed', seat: 2, number: 7, notch: true },
    { type: 'numberRevealed', seat: 2, number: 4, notch: false },
  ],
  numberTaken: [
    { type: 'numberTaken', seat: 0, from: 2, number: 7, revealed: true },
    { type: 'numberTaken', seat: 0, from: 2, number: 7, revealed: false },
    { type: 'numberTaken', seat: 0, from: 2, number: null, revealed: false },
  ],
  numberDrawn: [
    { type: 'numberDrawn', seat: 1, number: 11 },
    { type: 'numberDrawn', seat: 1, number: null },
  ],
  numberCardsDiscarded: [
    { type: 'numberCardsDiscarded', numbers: [9] },
    { type: 'numberCardsDiscarded', numbers: [3, 8] },
  ],
  numbersReturned: [
    { type: 'numbersReturned', seat: 1, count: 1 },
    { type: 'numbersReturned', seat: 1, count: 3 },
  ],
  deckDiscarded: [
    { type: 'deckDiscarded', left: 5 },
    { type: 'deckDiscarded', left: 3, numbers: true },
  ],
  numbersDealt: [{ type: 'numbersDealt', counts: [2, 1, 1] }],
  tripwire: [
    { type: 'tripwire', seat: 0, wire: w(1, 3), success: true },
    { type: 'tripwire', seat: 2, wire: w(0, 1), success: false },
  ],
  deckRevealed: [
    { type: 'deckRevealed', cards: [3, 9] },
    { type: 'deckRevealed', cards: [] },
  ],
  tokensDrawn: [
    { type: 'tokensDrawn', values: [3, 'yellow', 8] },
    { type: 'tokensDrawn', values: [] },
  ],
  tokenTaken: [
    { type: 'tokenTaken', seat: 0, to: 1, value: 6 },
    { type: 'tokenTaken', seat: 2, to: 2, value: 'yellow' },
  ],
  tokenReturned: [{ type: 'tokenReturned', seat: 1, value: 4 }],
  numberTurned: [
    { type: 'numberTurned', number: 7, alreadyCut: false },
    { type: 'numberTurned', number: 3, alreadyCut: true },
  ],
  equipmentFlipped: [{ type: 'equipmentFlipped', seat: 1, slot: 2, card: 4 }],
  designated: [
    { type: 'designated', seat: 0, designee: 2, value: 7 },
    { type: 'designated', seat: 1, designee: 1, value: 4 },
  ],
  dualCut: [
    { type: 'dualCut', seat: 0, value: 5, targets: [w(1, 2)], detector: null, success: true },
    {
      type: 'dualCut',
      seat: 0,
      value: 'yellow',
      targets: [w(1, 2)],
      detector: null,
      success: false,
    },
    {
      type: 'dualCut',
      seat: 0,
      value: [5, 'yellow'],
      targets: [w(1, 0)],
      detector: null,
      success: true,
    },
    {
      type: 'dualCut',
      seat: 2,
      value: 8,
      targets: [w(0, 1), w(0, 4)],
      detector: 'double',
      success: false,
    },
    {
      type: 'dualCut',
      seat: 2,
      value: 8,
      targets: [w(0, 1), w(0, 2), w(0, 4)],
      detector: 'triple',
      success: true,
    },
    {
      type: 'dualCut',
      seat: 1,
      value: 3,
      targets: [w(2, 0), w(2, 1)],
      detector: 'super',
      success: false,
    },
  ],
  soloCut: [
    { type: 'soloCut', seat: 1, value: 11 },
    { type: 'soloCut', seat: 1, value: 'star' },
  ],
  wireCut: [
    { type: 'wireCut', wire: w(1, 2), printed: 5 },
    { type: 'wireCut', wire: w(1, 3, 1), printed: 4.1 },
  ],
  redRevealed: [{ type: 'redRevealed', seat: 2, wires: [w(2, 0)] }],
  dialMoved: [
    { type: 'dialMoved', delta: 1, stepsToSkull: 2 },
    { type: 'dialMoved', delta: -1, stepsToSkull: 4 },
  ],
  validated: [{ type: 'validated', value: 6 }],
  equipmentUnlocked: [
    { type: 'equipmentUnlocked', card: 8 },
    { type: 'equipmentUnlocked', card: 'falseBottom' },
  ],
  equipmentAdded: [
    { type: 'equipmentAdded', by: 'falseBottom', cards: [6, 4] },
    { type: 'equipmentAdded', by: 'falseBottom', cards: [] },
  ],
  numberCovered: [{ type: 'numberCovered', card: 6, number: 9 }],
  numberDiscarded: [{ type: 'numberDiscarded', card: 'falseBottom', number: 2 }],
  sequenceMoved: [
    { type: 'sequenceMoved', at: 1 },
    { type: 'sequenceMoved', at: 3 },
  ],
  infoBeside: [
    { type: 'infoBeside', seat: 1, value: 7 },
    { type: 'infoBeside', seat: 2, value: 'yellow' },
    { type: 'infoBeside', seat: 0, value: 11, stand: 1 },
  ],
  cutTogether: [
    { type: 'cutTogether', seat: 0, wires: [w(0, 4), w(1, 2), w(2, 0, 1)], success: true },
    { type: 'cutTogether', seat: 2, wires: [w(0, 1), w(1, 5)], success: false, wrong: [w(1, 5)] },
  ],
  equipmentUsed: [{ type: 'equipmentUsed', seat: 0, card: 6 }],
  characterUsed: [
    { type: 'characterUsed', seat: 1 },
    { type: 'characterUsed', seat: 2, card: 'xOrYRay' },
  ],
  charactersRefreshed: [{ type: 'charactersRefreshed', seats: [0, 2] }],
  labelPlaced: [{ type: 'labelPlaced', wire: w(0, 3), label: '≠' }],
  radar: [
    { type: 'radar', value: 7, answers: [[false], [true, false], [true]] },
    { type: 'radar', value: 2, answers: [[false], [false], [false]] },
  ],
  wireMoved: [
    { type: 'wireMoved', from: w(0, 1), to: w(1, 4), printed: null },
    { type: 'wireMoved', from: w(0, 1), to: w(1, 4), printed: 10.5 },
  ],
  pending: [
    { type: 'pending', seat: 1, kind: 'detectorToken' },
    { type: 'pending', seat: 0, kind: 'setupInfo' },
  ],
  cellChecked: [{ type: 'cellChecked', seat: 0, cell: 4 }],
  lineDrawn: [{ type: 'lineDrawn', seat: 2, cartouche: 0 }],
  lineCompleted: [
    { type: 'lineCompleted', line: 1, delta: 1 },
    { type: 'lineCompleted', line: 2, delta: -1 },
    { type: 'lineCompleted', line: 6, delta: 0 },
  ],
  coffee: [
    { type: 'coffee', seat: 0, coffee: 2, next: 2 },
    { type: 'coffee', seat: 0, coffee: null, next: 1 },
  ],
  stuck: [{ type: 'stuck', seat: 1 }],
  turn: [{ type: 'turn', seat: 2 }],
  turnOpen: [
    { type: 'turnOpen', last: null },
    { type: 'turnOpen', last: 1 },
  ],
  snip: [{ type: 'snip', seat: 0 }],
  playStarted: [{ type: 'playStarted' }],
  said: [
    { type: 'said', seat: 0, text: 'Good luck!' },
    { type: 'said', seat: 'spectator', name: 'Eve', signal: 'thanks' },
    { type: 'said', seat: 1, text: 'I see a 7', numbers: [7] },
  ],
  windowOpened: [
    { type: 'windowOpened', number: 5, cut: 0 },
    { type: 'windowOpened', number: 8, cut: 1 },
    { type: 'windowOpened', number: 3, cut: 2 },
  ],
  windowClosed: [
    { type: 'windowClosed', number: 5, cut: 2, hit: true },
    { type: 'windowClosed', number: 8, cut: 1, hit: false },
  ],
  equipmentDiscarded: [{ type: 'equipmentDiscarded', card: 3 }],
  mimeRound: [{ type: 'mimeRound' }],
  numberHeld: [
    { type: 'numberHeld', seat: 2, number: 9, holds: true },
    { type: 'numberHeld', seat: 2, number: 1, holds: false },
  ],
  yellowCounts: [{ type: 'yellowCounts', counts: [1, 0, 2] }],
  threeValues: [{ type: 'threeValues', numbers: [4, 7, 11] }],
  threeValuesCut: [{ type: 'threeValuesCut' }],
  yellowSweep: [
    { type: 'yellowSweep', seat: 1 },
    { type: 'yellowSweep', seat: null },
  ],
  won: [{ type: 'won' }],
  paused: [{ type: 'paused', seat: 0 }],
  resumed: [{ type: 'resumed', seat: 1 }],
  surrendered: [{ type: 'surrendered', seat: 2 }],
  lost: LOSS_CAUSES.map((cause) => ({ type: 'lost' as const, cause })),
  listening: [
    { type: 'listening', open: true },
    { type: 'listening', open: false },
  ],
  pairRestored: [
    { type: 'pairRestored', value: 7, wires: [w(0, 2), w(1, 3)] },
    { type: 'pairRestored', value: null, wires: [] },
  ],
  seatsChanged: [{ type: 'seatsChanged' }],
  cutSwapped: [
    { type: 'cutSwapped', wires: [w(2, 0), w(0, 1)] },
    { type: 'cutSwapped', wires: [] },
  ],
  cutRemoved: [{ type: 'cutRemoved', seat: 1, wires: [w(1, 0), w(1, 4)] }],
  validationReturned: [
    { type: 'validationReturned', values: [2, 9] },
    { type: 'validationReturned', values: [] },
  ],
  taDaRound: [
    { type: 'taDaRound', open: true },
    { type: 'taDaRound', open: false },
  ],
  taDaOwed: [{ type: 'taDaOwed', seat: 2 }],
  taDa: [{ type: 'taDa', seat: 2 }],
  taDaMissed: [{ type: 'taDaMissed', seat: 0 }],
  boing: [{ type: 'boing' }],
  cueSkipped: [{ type: 'cueSkipped', cue: 'changeSeats' }],
};
const ALL = Object.values(EXAMPLES).flat();

const keysOf = (p: Phrase): MessageKey[] => [
  p.key,
  ...Object.values(p.parts ?? {}).flatMap(keysOf),
];

describe('describeEvent', () => {
  it('words every event type with every placeholder filled, in every language', () => {
    for (const catalog of [en, fr, nl, vi]) {
      for (const event of ALL) {
        const text = say(describeEvent(event, names), translator(catalog));
        expect(text, JSON.stringify(event)).not.toMatch(/[{}]/);
        expect(text.length).toBeGreaterThan(0);
      }
    }
  });

  it('gives a fallback for every nested part, so a plain t(key, params) reads too', () => {
    for (const event of ALL) {
      const { key, params } = describeEvent(event, names);
      expect(t(key, params), JSON.stringify(event)).not.toMatch(/[{}]/);
    }
  });

  it('uses distinct messages for distinct outcomes', () => {
    const keys = new Set(ALL.map((e) => describeEvent(e, names).key));
    expect(keys.size).toBeGreaterThanOrEqual(30);
    for (const e of ALL)
      for (const k of keysOf(describeEvent(e, names))) expect(en[k]).toBeTruthy();
  });

  it('says what happened in plain words', () => {
    const say1 = (i: number, type: EventType) => say(describeEvent(EXAMPLES[type][i]!, names), t);
    expect(say1(0, 'dualCut')).toBe("Ann points at Bob's wire #3 and says 5: success");
    expect(say1(1, 'dualCut')).toBe("Ann points at Bob's wire #3 and says yellow: miss");
    expect(say1(2, 'dualCut')).toBe("Ann points at Bob's wire #1 and says 5 or yellow: success");
    expect(say1(3, 'dualCut')).toBe(
      "Cleo uses the Double Detector on Ann's wires #2, #5 and says 8: miss",
    );
    expect(say1(5, 'dualCut')).toBe("Bob uses the Super Detector on Cleo's stand and says 3: miss");
    expect(say1(1, 'wireCut')).toBe("Bob's wire #B4 is cut: yellow 4.1");
    expect(say1(1, 'infoPlaced')).toBe('Bob puts an info token yellow in front of wire #3');
    expect(say1(0, 'radar')).toBe('General Radar on 7: Bob, Cleo said yes');
    expect(say1(0, 'wireMoved')).toBe("Ann's wire #2 moves to Bob's stand, place #5");
    expect(say1(0, 'equipmentUnlocked')).toBe('Equipment unlocked: General Radar');
    expect(say1(0, 'pending')).toBe('Bob chooses which pointed wire gets the info token');
    expect(say(describeEvent({ type: 'turn', seat: 4 }, names), t)).toBe("#5's turn");
  });
});

describe('mission 18 in the log', () => {
  const radarTurn = { number: 7, designee: null, discard: [] };
  it("words the turn's Number card and who was chosen to cut it", () => {
    const turned = { type: 'numberTurned', number: 7, alreadyCut: false } as const;
    expect(say(describeEvent(turned, names, { radarTurn }), t)).toBe(
      'Number card 7 is turned face up: this turn’s value to cut',
    );
    // Elsewhere (mission 15) the same event earns equipment.
    expect(say(describeEvent(turned, names), t)).toMatch(/face-down equipment card/);
    expect(
      say(describeEvent({ ...turned, number: 3, alreadyCut: true }, names, { radarTurn }), t),
    ).toMatch(/^Number card 3 is turned, but all four 3 wires are already cut: it leaves/);
    const [other, self] = EXAMPLES.designated;
    expect(say(describeEvent(other!, names), t)).toBe(
      'Ann chooses Cleo to cut a wire marked 7 this turn',
    );
    expect(say(describeEvent(self!, names), t)).toBe(
      'Bob chooses to cut a wire marked 4 this turn',
    );
    expect(say(describeEvent(other!, names), translator(fr))).toBe(
      'Ann désigne Cleo pour couper un fil 7 ce tour-ci',
    );
  });
});

describe('the Number cards and False Bottom in the log', () => {
  const table = { sequence: { side: 'A', numbers: [3, 8, 5], at: 1 } } as const;
  const sayIn = (catalog: Readonly<Record<MessageKey, string>>, event: GameEvent) =>
    say(describeEvent(event, names, table), translator(catalog));

  it('names the Number card the sequence card moves to, and when it has passed them all', () => {
    expect(sayIn(en, { type: 'sequenceMoved', at: 1 })).toBe(
      'The sequence card moves to 8: 8 may now be cut',
    );
    expect(sayIn(fr, { type: 'sequenceMoved', at: 2 })).toBe(
      'La carte séquence avance sur 5 : 5 peut maintenant être coupé',
    );
    expect(sayIn(en, { type: 'sequenceMoved', at: 3 })).toBe(
      'The sequence card moves past its last Number card',
    );
    // Without the sequence card (a log read alone), its place in the row.
    expect(say(describeEvent({ type: 'sequenceMoved', at: 1 }, names), t)).toBe(
      'The sequence card moves to #2: #2 may now be cut',
    );
  });

  it('lists the cards False Bottom adds, in the language', () => {
    const added = { type: 'equipmentAdded', by: 'falseBottom', cards: [6, 4] } as const;
    expect(sayIn(en, added)).toBe('False Bottom: Rewinder and Post-it added to the board');
    expect(sayIn(nl, added)).toBe('Dubbele bodem: Terugspoeler en Post-it erbij op tafel');
    expect(sayIn(en, { ...added, cards: [11] })).toBe(
      'False Bottom: Coffee Mug added to the board',
    );
    expect(sayIn(vi, { type: 'equipmentUnlocked', card: 'falseBottom' })).toBe(
      'Mở khóa trang bị: Đáy giả',
    );
  });

  it('names the Number card laid on an equipment card, and why it leaves', () => {
    expect(sayIn(en, { type: 'numberCovered', card: 6, number: 9 })).toBe(
      'Number card 9 lies on Rewinder',
    );
    expect(sayIn(fr, { type: 'numberDiscarded', card: 6, number: 9 })).toBe(
      'La carte numéro 9 quitte Rembobineur : deux fils de valeur 9 sont coupés',
    );
  });

  it('says what unlocks a card, and what False Bottom did once flipped', () => {
    expect(say(cardStatePhrase(4, 'locked'), t)).toBe('Locked until two wires marked 4 are cut');
    expect(say(cardStatePhrase('falseBottom', 'locked'), t)).toBe(
      'Locked until two yellow wires are cut',
    );
    expect(say(cardStatePhrase('falseBottom', 'used'), t)).toBe(
      'Flipped over: it added two cards to the board',
    );
    expect(say(cardStatePhrase(4, 'used'), t)).toBe('Used');
  });

  it('says why a blocked hand explodes the bomb', () => {
    expect(sayIn(en, { type: 'lost', cause: 'blockedValues' })).toBe(
      'A turn began with only closed values or closed X wires and red wires: the bomb exploded',
    );
  });
});

describe('missions 11, 13 and 14 in the log', () => {
  const sayIn = (catalog: Readonly<Record<MessageKey, string>>, event: GameEvent) =>
    say(describeEvent(event, names, { redValues: [7] }), translator(catalog));

  it('says a cut wire of the red Number card acts as red, and only that value', () => {
    expect(sayIn(en, { type: 'wireCut', wire: w(1, 2), printed: 7 })).toBe(
      "Bob's wire #3 is cut: 7, acting as red",
    );
    expect(sayIn(en, { type: 'wireCut', wire: w(1, 2), printed: 8 })).toBe(
      "Bob's wire #3 is cut: 8",
    );
    expect(sayIn(en, { type: 'wireCut', wire: w(1, 2), printed: 7.5 })).toBe(
      "Bob's wire #3 is cut: red 7.5",
    );
  });

  it('names the wires pointed at together, and the token beside a stand', () => {
    expect(sayIn(en, EXAMPLES.cutTogether[0]!)).toBe(
      'Ann points at the red wires together (Ann #5, Bob #3, Cleo #B1): all red',
    );
    expect(sayIn(en, EXAMPLES.cutTogether[1]!)).toBe(
      'Cleo points at the red wires together (Ann #2, Bob #6); not red: Bob #6',
    );
    // The result names it too, from the log (mission 13).
    const lost = resultPhrase(
      { status: 'lost', lossCause: 'cutTogetherFailed', log: [EXAMPLES.cutTogether[1]!] },
      names,
    );
    expect(lost && say(lost, translator(en))).toBe(
      'Boom! The bomb exploded: a wire pointed at with the red wires was not red (Bob #6).',
    );
    expect(lost && say(lost, translator(fr))).toBe(
      'Boum ! La bombe a explosé : un fil désigné avec les fils rouges n’était pas rouge (Bob #6).',
    );
    expect(sayIn(en, EXAMPLES.infoBeside[0]!)).toBe(
      'Bob drew info token 7 but holds no 7: it lies face up beside their stand',
    );
  });

  it('says why the bomb exploded', () => {
    expect(sayIn(en, { type: 'lost', cause: 'captainFailedCut' })).toBe(
      'The captain missed a dual cut: the bomb exploded',
    );
    expect(sayIn(en, { type: 'lost', cause: 'timeUp' })).toBe('Time ran out: the bomb exploded');
    expect(sayIn(fr, { type: 'lost', cause: 'timeUp' })).toBe(
      'Le temps est écoulé : la bombe a explosé',
    );
  });

  it('tells a turn nobody holds and who said Snip!', () => {
    expect(sayIn(en, EXAMPLES.turnOpen[0]!)).toBe(
      'No turn order: the first to say Snip! takes the first turn',
    );
    expect(sayIn(en, EXAMPLES.turnOpen[1]!)).toBe(
      "Bob's turn is over: the first to say Snip! takes the next one",
    );
    expect(sayIn(en, EXAMPLES.snip[0]!)).toBe('Ann says Snip! and takes the turn');
    expect(sayIn(nl, EXAMPLES.snip[0]!)).toBe('Ann zegt Snip! en neemt de beurt');
  });
});

describe('wireLabel', () => {
  const hidden: WireView = {
    printed: null,
    cut: false,
    info: { kind: 'value', value: 5 },
    labelRight: null,
  };
  it('tells a hidden wire by its place and public tokens only', () => {
    expect(wireLabel(hidden, w(1, 2), "Bob's stand", undefined, t)).toBe(
      "Bob's stand, wire 3: hidden, info token 5",
    );
  });
  it('names a visible wire, its cut and its label', () => {
    const own: WireView = { printed: 4.1, cut: true, info: null, labelRight: '=' };
    expect(wireLabel(own, w(0, 1), 'Your stand', undefined, t)).toBe(
      'Your stand, wire 2: yellow 4.1, cut, label = with the next wire',
    );
  });
  it('says a visible wire of the red Number card acts as red', () => {
    const own: WireView = { printed: 7, cut: false, info: null, labelRight: null };
    expect(wireLabel(own, w(0, 1), 'Your stand', undefined, t, [7])).toBe(
      'Your stand, wire 2: 7, acting as red',
    );
    expect(wireLabel(own, w(0, 1), 'Your stand', undefined, t, [])).toBe('Your stand, wire 2: 7');
  });
  it('adds the training aid chances', () => {
    const chances = [
      { printed: 5, p: 0.62 },
      { printed: 6.1, p: 0.3 },
      { printed: 7, p: 0.08 },
    ];
    expect(wireLabel({ ...hidden, info: null }, w(1, 0), "Bob's stand", chances, t)).toBe(
      "Bob's stand, wire 1: hidden, likely 5 62%, Y 30%",
    );
  });
});

describe('mission 42: the table events in words', () => {
  it('names the seats and values each event speaks of', () => {
    const sayIn = (e: GameEvent) => say(describeEvent(e, names), t);
    expect(sayIn(EXAMPLES.pairRestored[0]!)).toBe(
      'A cut pair of 7 goes back uncut into its places, face down again, on the stands of Ann, Bob',
    );
    expect(sayIn(EXAMPLES.cutSwapped[0]!)).toBe('Two cut wires swap places: Cleo’s and Ann’s');
    expect(sayIn(EXAMPLES.cutRemoved[0]!)).toBe('Bob’s cut wires are taken off the table: 2');
    expect(sayIn(EXAMPLES.taDaMissed[0]!)).toBe(
      'Ann never said “Ta-da!”: the detonator moves one notch',
    );
  });
});
