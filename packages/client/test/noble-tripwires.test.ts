/**
 * Missions 39 and 41 at the table, on real engine states: pointing at a tripwire (offered only
 * at teammates' wires, always confirmed), the skip's words, the confirmation, and the summaries.
 */
import {
  applyAction,
  createGame,
  legalMenu,
  missionById,
  viewFor,
  type GameState,
  type WireRef,
} from '@bomb-busters/engine';
import { describe, expect, it } from 'vitest';
import { en } from './catalogs';
import { format, type Params } from '../src/i18n/translate';
import { heldBack } from '../src/logic/briefing';
import { missionSummary, summaryPhrases } from '../src/logic/missions';
import { describeEvent, say } from '../src/logic/words';
import { actionPhrase } from '../src/replay/words';
import { IDLE, step, wireMarks } from '../src/table/play/selection';
import { confirmPhrase } from '../src/table/play/turn';
import { contextOf, wire } from './play-scenario';

const t = (key: keyof typeof en, params?: Params) => format(en[key], params);

function game(setup: Parameters<typeof createGame>[0]): GameState {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  // The setup tokens drawn: each on the seat's first option.
  while (state.pending) {
    const { seat, options } = state.pending;
    const applied = applyAction(state, { type: 'info', seat, wire: options[0] as WireRef });
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
  }
  return state;
}

const latin = game({
  mission: 41,
  players: 4,
  seed: 'latin',
  setupTokens: [1, 2, 3, 4],
  stands: [
    [1, 2, 5.1, 7],
    [1, 3, 3.1, 8.5],
    [2, 3, 7, 9.1],
    [4, 4, 10.1, 11],
  ],
});

describe('mission 41: pointing at a tripwire', () => {
  const ctx = contextOf(latin, 0);

  it('marks the teammates’ wires, never one’s own, and always asks to confirm', () => {
    const pointing = step(ctx, IDLE, { type: 'tripwire' }).selection;
    expect(pointing).toEqual({ kind: 'tripwire' });
    expect(wireMarks(ctx, pointing, wire(1, 0, 2)).enabled).toBe(true);
    expect(wireMarks(ctx, pointing, wire(0, 0, 2)).enabled).toBe(false);
    const asked = step({ ...ctx, confirm: false }, pointing, { type: 'wire', ref: wire(1, 0, 2) });
    expect(asked.send).toBeNull();
    expect(asked.selection).toMatchObject({
      kind: 'confirm',
      action: { type: 'tripwire', seat: 0, wire: wire(1, 0, 2) },
    });
    const sent = step(ctx, asked.selection, { type: 'confirm' });
    expect(sent.send).toEqual({ type: 'tripwire', seat: 0, wire: wire(1, 0, 2) });
    // The same button again, or Back, leaves the pointing.
    expect(step(ctx, pointing, { type: 'tripwire' }).selection).toEqual(IDLE);
  });

  it('is confirmed in words, and yellow is never offered as a value', () => {
    expect(
      say(confirmPhrase({ type: 'tripwire', seat: 0, wire: wire(1, 0, 2) }, ['Ann', 'Bob']), t),
    ).toBe('Point at Bob #3 as a tripwire?');
    expect(legalMenu(latin, 0).dualCut?.values).not.toContain('yellow');
    // The seat's own yellow wire is held back as its tripwire, which says why.
    expect(heldBack(viewFor(latin, 0), [])).toContainEqual({
      rule: 'tripwire',
      values: ['yellow'],
    });
  });

  it('says the dial starts next to the skull and how the tripwires work', () => {
    const keys = summaryPhrases(missionSummary(missionById(41)!, 4), 4).setup.map((p) =>
      'key' in p ? p.key : p.plural,
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        'mission.summary.yellowsFirst',
        'mission.summary.tripwires',
        'mission.summary.dialNextToSkull',
      ]),
    );
  });
});

describe('mission 39: the Number deck', () => {
  it('is summed up as a Number deck, not an equipment deck', () => {
    const phrases = summaryPhrases(missionSummary(missionById(39)!, 3), 3).setup;
    expect(phrases).toContainEqual({ key: 'mission.summary.numberDeck', params: { count: 8 } });
    expect(phrases).toContainEqual({ key: 'mission.summary.noEquipment' });
  });
});

describe('mission 41: the skip in words', () => {
  it('says why the seat skips', () => {
    const skipped = { type: 'skipped', seat: 0 } as const;
    expect(say(describeEvent(skipped, ['Ann'], { mission: 41 }), t)).toBe(
      'Ann holds nothing but their own tripwire and red wires, with no tripwire left to point at, and skips the turn: the detonator stays',
    );
    expect(say(describeEvent(skipped, ['Ann'], { mission: 26 }), t)).toContain(
      'face-up Number card',
    );
  });

  it('is worded with its own mission’s reason in the replay too (26, 30, 38, 41)', () => {
    const skip = { type: 'skip', seat: 0 } as const;
    const said = (mission: number) => say(actionPhrase(skip, ['Ann'], { mission }), t);
    expect(said(41)).toContain('their own tripwire');
    expect(said(38)).toContain('turned wire');
    expect(said(38)).toContain('the detonator moves one notch');
    expect(said(30)).toContain('three face-up values');
    expect(said(26)).toContain('face-up Number card');
  });

  it('is summed up with a detonator that goes back, up to five notches from the skull', () => {
    const setup = summaryPhrases(missionSummary(missionById(41)!, 4), 4).setup;
    expect(setup).toContainEqual({ key: 'mission.summary.dial.cap' });
    expect(t('mission.summary.dial.cap')).not.toContain('start');
  });
});
