import { describe, expect, it } from 'vitest';
import { viewFor, type GameEvent } from '@bomb-busters/engine';
import { en } from './catalogs';
import { format } from '../src/i18n/translate';
import { resultPhrase } from '../src/logic/result';
import { pendingChoice, say } from '../src/logic/words';
import {
  confirmPhrase,
  feedbackOf,
  isMyMove,
  sheetChoice,
  turnPhrase,
} from '../src/table/play/turn';
import { act, deal, setup, start, wire } from './play-scenario';

const t = (key: keyof typeof en, params?: Readonly<Record<string, string | number>>) =>
  format(en[key], params);
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee'];
const STANDS = [
  [1, 2, 3, 5],
  [2, 3, 6, 9],
  [1, 5, 5, 6],
  [4, 9, 11],
];
const TOKENS = [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0), wire(3, 0, 0)];

describe('whose move', () => {
  it('during setup: the deciding seat, in words for everyone else', () => {
    const state = deal(STANDS);
    expect(isMyMove(viewFor(state, 0))).toBe(true);
    expect(isMyMove(viewFor(state, 1))).toBe(false);
    expect(say(turnPhrase(viewFor(state, 1), NAMES), t)).toBe(
      'Ann is choosing which of their wires gets the starting info token',
    );
    expect(say(turnPhrase(viewFor(state, 0), NAMES), t)).toBe(
      'Your decision: which of your wires gets the starting info token',
    );
  });

  it('in play: "Your turn" or the active name; spectators never move', () => {
    const state = setup(deal(STANDS), TOKENS);
    expect(say(turnPhrase(viewFor(state, 0), NAMES), t)).toBe('Your turn');
    expect(say(turnPhrase(viewFor(state, 2), NAMES), t)).toBe("Ann's turn");
    expect(isMyMove(viewFor(state, 'spectator'))).toBe(false);
  });
});

describe('confirmation texts', () => {
  it('says whose wire, which wire and which value', () => {
    const text = say(
      confirmPhrase({ type: 'dualCut', seat: 0, value: 5, target: wire(1, 0, 2) }, NAMES),
      t,
    );
    expect(text).toBe("Cut Bob's wire #3 as 5?");
    const detector = say(
      confirmPhrase(
        {
          type: 'dualCut',
          seat: 0,
          value: 5,
          detector: 'double',
          targets: [wire(2, 0, 1), wire(2, 0, 2)],
        },
        NAMES,
      ),
      t,
    );
    expect(detector).toBe("Use the Double Detector on Cy's wires #2, #3 and say 5?");
    expect(say(confirmPhrase({ type: 'soloCut', seat: 0, value: 'yellow' }, NAMES), t)).toBe(
      'Cut every remaining wire of yours marked yellow?',
    );
  });
});

describe('feedback of an update', () => {
  it('a failed cut, a cut, the end', () => {
    const state = setup(deal(STANDS), TOKENS);
    const missed = act(state, { type: 'dualCut', seat: 0, value: 5, target: wire(1, 0, 2) });
    expect(feedbackOf(missed.log.slice(state.log.length))).toBe('failure');
    const cut = act(state, { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 0) });
    expect(feedbackOf(cut.log.slice(state.log.length))).toBe('cut');
    const end: GameEvent[] = [{ type: 'lost', cause: 'detonator' }];
    expect(feedbackOf(end)).toBe('lost');
    expect(feedbackOf([])).toBeNull();
  });
});

describe('a paused game and a table that gave up', () => {
  it('paused: nobody’s move, the turn line says so; resumed: the turn is back', () => {
    const state = setup(deal(STANDS), TOKENS);
    expect(isMyMove(viewFor(state, 0))).toBe(true);
    const paused = act(state, { type: 'pause', seat: 1 });
    expect(isMyMove(viewFor(paused, 0))).toBe(false);
    expect(say(turnPhrase(viewFor(paused, 2), NAMES), t)).toBe(en['host.turn.paused']);
    const resumed = act(paused, { type: 'resume', seat: 1 });
    expect(isMyMove(viewFor(resumed, 0))).toBe(true);
  });

  it('giving up is no explosion: no "Boom", the result names it', () => {
    const state = setup(deal(STANDS), TOKENS);
    const gaveUp = act(state, { type: 'surrender', seat: 2 });
    expect(feedbackOf(gaveUp.log.slice(state.log.length))).toBeNull();
    expect(say(resultPhrase(viewFor(gaveUp, 0))!, t)).toBe(en['replay.result.surrendered']);
  });
});

describe('mission sheet options in words', () => {
  it('names a cell by its line and value, a cartouche by its number', () => {
    const state = setup(deal(STANDS), TOKENS);
    expect(say(sheetChoice('cell', 2, state.grid), t)).toBe('Option 3');
    const grid = {
      kind: 'balance' as const,
      cells: [
        { value: 1, group: 0, checked: false },
        { value: 'yellow' as const, group: 0, checked: false },
      ],
      groups: [],
      icons: [],
    };
    expect(say(sheetChoice('cell', 1, grid), t)).toBe('Line 1: yellow');
    expect(say(sheetChoice('cartouche', 2, { ...grid, kind: 'liaisons' }), t)).toBe('Cartouche 3');
    // A cartouche with its two cells is named with their values.
    expect(say(sheetChoice('cartouche', 0, { ...grid, kind: 'liaisons' }), t)).toBe(
      'Cartouche 1: 1 and yellow',
    );
  });
});

describe('the Walkie-Talkies answer', () => {
  it('names who trades: to the teammate asked, to the one who used them, to the others', () => {
    // Dee (seat 3) hands her wire #2 to Cy (seat 2), who picks the wire she gets back.
    const cut = act(start(), { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 0) });
    const state = act(cut, {
      type: 'equipment',
      seat: 3,
      card: 2,
      wire: wire(3, 0, 1),
      teammate: 2,
    });
    const asked = (seat: number) => say(pendingChoice(viewFor(state, seat), NAMES), t);
    expect(asked(2)).toBe('which of your wires to hand back to Dee');
    expect(asked(3)).toBe('which wire to hand back to you');
    expect(asked(0)).toBe('which wire to hand back to Dee');
  });
});
