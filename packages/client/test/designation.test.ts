/**
 * Mission 18 at the table, on real engine states: this turn's Number card and the radar's
 * answers read from the view, the designation narrowed to the seats that answered yes, the
 * designee's picker holding every other value back with the reason, whose move it is, and the
 * words of the turn, the radar card and the replay.
 */
import { createGame, missionById, viewFor, type GameState } from '@bomb-busters/engine';
import { describe, expect, it } from 'vitest';
import { en } from './catalogs';
import { format, type Params } from '../src/i18n/translate';
import { heldBack } from '../src/logic/briefing';
import {
  actingSeat,
  designatedValue,
  hasDesignatedCutter,
  turnNow,
} from '../src/logic/designation';
import { missionSummary, summaryPhrases } from '../src/logic/missions';
import { cardStatePhrase, say } from '../src/logic/words';
import { actionPhrase } from '../src/replay/words';
import { IDLE, current, question, step, valuesOnOffer } from '../src/table/play/selection';
import { isMyMove, turnPhrase } from '../src/table/play/turn';
import { act, contextOf, legal, wire } from './play-scenario';

const t = (key: keyof typeof en, params?: Params) => format(en[key], params);
const names = ['Ann', 'Bob', 'Cleo', 'Dan'];

function game(): GameState {
  const created = createGame({
    mission: 18,
    players: 4,
    stands: [
      [3, 5, 7],
      [7, 9],
      [2, 5],
      [7, 11],
    ],
    numberCards: [7, 3, 5],
    options: { stars: 0 },
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('mission 18: the General Radar every turn and the designated cutter', () => {
  const start = game();

  it('reads the turn from the view: the card, each seat’s answer, nobody named yet', () => {
    const view = viewFor(start, 2);
    expect(hasDesignatedCutter(view)).toBe(true);
    expect(hasDesignatedCutter({ mission: 15 })).toBe(false);
    expect(turnNow(view)).toEqual({
      chooser: 0,
      number: 7,
      noCardLeft: false,
      answers: [
        { seat: 0, stands: [true], yes: true },
        { seat: 1, stands: [true], yes: true },
        { seat: 2, stands: [false], yes: false },
        { seat: 3, stands: [true], yes: true },
      ],
      designee: null,
      discard: [],
    });
    expect(turnNow({ ...view, mission: 4 })).toBeNull();
  });

  it('asks the active seat to name a seat that answered yes, and sends it at once', () => {
    const ctx = contextOf(start, 0);
    expect(question(ctx, current(ctx, IDLE))).toEqual({ field: 'designee', options: [0, 1, 3] });
    // Cleo answered no: naming her is no option, and nothing is sent.
    const refused = step(ctx, IDLE, { type: 'choice', choice: { field: 'designee', value: 2 } });
    expect(refused.send).toBeNull();
    const out = step(ctx, IDLE, { type: 'choice', choice: { field: 'designee', value: 3 } });
    expect(out.send).toEqual({ type: 'designate', seat: 0, designee: 3 });
    expect(legal(start, out.send)).toBe(true);
    expect(say(actionPhrase(out.send!, names), t)).toBe(
      'Ann chooses Dan to cut this turn’s value.',
    );
    expect(say(actionPhrase({ ...out.send!, designee: 0 } as never, names), t)).toBe(
      'Ann chooses to cut this turn’s value.',
    );
  });

  describe('once Bob is named', () => {
    const named = act(start, { type: 'designate', seat: 0, designee: 1 });

    it('moves to the designee: his move, not Ann’s, and everyone reads who cuts what', () => {
      const bob = viewFor(named, 1);
      const ann = viewFor(named, 0);
      const cleo = viewFor(named, 2);
      expect(actingSeat(bob)).toBe(1);
      expect([isMyMove(ann), isMyMove(bob), isMyMove(cleo)]).toEqual([false, true, false]);
      expect(say(turnPhrase(bob, names), t)).toBe("Ann's turn: you cut a wire marked 7");
      expect(say(turnPhrase(ann, names), t)).toBe('Your turn: Bob cuts a wire marked 7');
      expect(say(turnPhrase(cleo, names), t)).toBe("Ann's turn: Bob cuts a wire marked 7");
      expect(designatedValue(bob)).toBe(7);
      expect(designatedValue(cleo)).toBeNull();
    });

    it('offers Bob only the 7, and holds his 9 back with the reason', () => {
      const ctx = contextOf(named, 1);
      const cut = step(ctx, IDLE, { type: 'wire', ref: wire(0, 0, 2) }).selection;
      expect(valuesOnOffer(ctx, cut)).toEqual([7]);
      expect(heldBack(ctx.view, [7])).toEqual([{ rule: 'designated', values: [9], value: 7 }]);
      expect(heldBack(viewFor(named, 2), [])).toEqual([]);
      const out = step({ ...ctx, confirm: false }, cut, { type: 'value', value: 7 });
      expect(out.send).toEqual({ type: 'dualCut', seat: 1, value: 7, target: wire(0, 0, 2) });
      expect(legal(named, out.send)).toBe(true);
    });

    it('passes the next turn to Ann’s left neighbour, with the 7 on the discard pile', () => {
      const cut = act(named, { type: 'dualCut', seat: 1, value: 7, target: wire(0, 0, 2) });
      const view = viewFor(cut, 2);
      expect(view.activeSeat).toBe(1);
      expect(turnNow(view)).toMatchObject({ chooser: 1, number: 3, designee: null, discard: [7] });
      expect(actingSeat(view)).toBe(1);
    });
  });

  it('reads a turn without a card (red wires revealed) as such, with no radar answers', () => {
    const view = viewFor(start, 1);
    const reveal = { ...view, radarTurn: { number: null, designee: null, discard: [7] } };
    expect(turnNow(reveal)).toEqual({
      chooser: 0,
      number: null,
      noCardLeft: false,
      answers: [],
      designee: null,
      discard: [7],
    });
    // With stars, once every blue value is validated no card is left: an ordinary turn.
    const validated = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    expect(turnNow({ ...reveal, validated })?.noCardLeft).toBe(true);
    expect(turnNow({ ...view, status: 'won' })).toBeNull();
  });

  it('says the radar card is never used up, and summarises the mission by its rule', () => {
    expect(start.equipment).toEqual([{ card: 8, state: 'available', unlimited: true }]);
    expect(say(cardStatePhrase(8, 'available', true), t)).toMatch(/^Face up all mission, never/);
    expect(say(cardStatePhrase(8, 'available'), t)).toBe('Ready to use');
    const { setup } = summaryPhrases(missionSummary(missionById(18)!, 4), 4);
    expect(setup).toContainEqual({ key: 'mission.summary.designatedCutter' });
    expect(setup).toContainEqual({ key: 'mission.summary.setupInfo.none' });
    expect(setup).not.toContainEqual({ key: 'mission.summary.noEquipment' });
  });
});
