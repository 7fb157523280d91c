/**
 * Mission 30 (Speed Mission!) at the table, on real engine states moved on by the server's cue
 * actions: the open window with its wires cut and its countdown from the server's clock, what a
 * miss costs and a hit earns, the spoken announcements, the three values held back and the skip,
 * the yellow sweep as a cut together, the mime round's chat, the table's announcement news, and
 * the mission's summary.
 */
import {
  applyAction,
  createGame,
  legalMenu,
  missionById,
  missionClock,
  viewFor,
  type Action,
  type GameState,
  type Seat,
} from '@bomb-busters/engine';
import type { ServerMessage } from '@bomb-busters/protocol';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en, fr } from './catalogs';
import { format, type Params } from '../src/i18n/translate';
import { heldBack } from '../src/logic/briefing';
import { silentReason } from '../src/logic/chat';
import { plainAction } from '../src/logic/menu';
import { momentPhrase } from '../src/logic/mission-clock';
import { missionSummary, summaryPhrases } from '../src/logic/missions';
import { pickStep } from '../src/logic/number-pick';
import { togetherNow, togetherSet } from '../src/logic/reds';
import { resultPhrase } from '../src/logic/result';
import {
  announcement,
  elapsedOf,
  lowestEquipment,
  missPhrase,
  secondsUntil,
  speedNow,
  threeValuesNow,
} from '../src/logic/speed-rounds';
import { describeEvent, say } from '../src/logic/words';
import { actionPhrase } from '../src/replay/words';
import { initialTable, reduceTable } from '../src/state/table';
import { SpeedRounds } from '../src/table/board/SpeedRounds';
import { MissionPanel } from '../src/table/play/MissionPanel';
import { confirmPhrase } from '../src/table/play/turn';

const t = (key: keyof typeof en, params?: Params) => format(en[key], params);
const tfr = (key: keyof typeof en, params?: Params) => format(fr[key], params);
const said = (phrase: Parameters<typeof say>[0]) => say(phrase, t);
const names = ['Ann', 'Bob', 'Cleo', 'Dan'];

// Four seats, one stand each: four yellows (x.1) and the one red of "1 of 2".
const STANDS = [
  [1, 2, 3.1, 5, 7],
  [1, 2, 4, 6.1, 8],
  [3, 4, 4.1, 5, 7, 9.5],
  [3, 6, 8, 8.1, 9],
];
const TIMELINE = missionClock(30, 4)!;
const indexOf = (kind: string) => TIMELINE.cues.findIndex((c) => c.cue === kind);

function act(state: GameState, action: Action): GameState {
  const applied = applyAction(state, action);
  if (!applied.ok) throw new Error(`${JSON.stringify(action)}: ${applied.error.code}`);
  return applied.value.state;
}

/** Mission 30 dealt as above, its setup tokens placed (each seat's first choice). */
function game(numberCards: readonly number[]): GameState {
  const created = createGame({
    mission: 30,
    players: 4,
    seed: 'speed-30',
    captain: 0,
    stands: STANDS,
    setAside: [10.5],
    equipment: [3, 8, 5, 10],
    numberCards,
  });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  while (s.status === 'setup' && s.pending) s = act(s, legalMenu(s, s.pending.seat).actions[0]!);
  return s;
}

const cue = (n: number): Action => ({ type: 'cue', seat: 0, cue: n });
/** The timeline's cues enacted up to, not including, `until`. */
function cuesUntil(state: GameState, until: number): GameState {
  let s = state;
  while ((s.speed?.next ?? until) < until) s = act(s, cue(s.speed!.next));
  return s;
}
const dual = (seat: Seat, value: number, target: { seat: Seat; index: number }): Action => ({
  type: 'dualCut',
  seat,
  value,
  target: { seat: target.seat, stand: 0, index: target.index },
});

// Eight windows draw 5, 8, 1, 2, 3, 4, 6 and 12; the three values are 7, 9 and 10.
const playing = game([5, 8, 1, 2, 3, 4, 6, 12, 7, 9, 10, 11]);

describe('mission 30: the window open now', () => {
  const opened = act(playing, cue(0));

  it('shows the Number card, its wires cut of the two needed, and what its check will do', () => {
    expect(speedNow(viewFor(playing, 1))).toMatchObject({ window: null, next: { cue: 'draw' } });
    const now = speedNow(viewFor(opened, 1))!;
    expect(now.window).toMatchObject({
      number: 5,
      cut: 0,
      made: false,
      length: 20,
      check: { at: 50, miss: 'dial', hit: 'nothing' },
      discard: 3,
    });
    // The check is the window's own: what comes next is the following window.
    expect(now.next).toMatchObject({ at: 80, cue: 'draw' });
    expect(said(missPhrase(now.window!.check!.miss))).toBe('the detonator moves one notch');
    // Two wires of 5 cut (one dual cut) make it, before the check.
    const cut = act(opened, dual(0, 5, { seat: 2, index: 3 }));
    expect(speedNow(viewFor(cut, 3))!.window).toMatchObject({ cut: 2, made: true });
  });

  it('counts down to the check from the clock the server sends, scaled or not', () => {
    // 690 s on the clock at play start: 30 s of play when 660 s are left.
    const clock = { leftMs: 660_000, running: true, moment: 0, msPerSecond: 1000, receivedAt: 0 };
    expect(elapsedOf(clock, TIMELINE, 0)).toBe(30);
    expect(secondsUntil(50, elapsedOf(clock, TIMELINE, 4_500)!)).toBe(16);
    const scaled = { ...clock, leftMs: 6_600, msPerSecond: 10 };
    expect(elapsedOf(scaled, TIMELINE, 100)).toBe(40);
    expect(secondsUntil(50, 50.2)).toBe(0);
    expect(elapsedOf({ ...clock, moment: -1, running: false }, TIMELINE, 0)).toBeNull();
    // The limit, as announced: minutes and seconds, not 690 seconds.
    const limit = momentPhrase(TIMELINE.moments[0]!);
    expect(limit).toEqual({ plural: 'clock.say.limitMixed', count: 11, params: { seconds: 30 } });
    expect(format(en['clock.say.limitMixed_other'], { count: 11, seconds: 30 })).toBe(
      '11 minutes and 30 seconds on the clock',
    );
  });

  it('draws the window, its countdown and its stakes beside the detonator', () => {
    const clock = { leftMs: 660_000, running: true, moment: 0, msPerSecond: 1000 };
    const html = renderToStaticMarkup(
      createElement(SpeedRounds, {
        view: viewFor(opened, 1),
        names,
        clock: { ...clock, receivedAt: Date.now() },
      }),
    );
    expect(html).toContain('Window: Number card 5');
    expect(html).toContain('0 of 2 cut');
    expect(html).toMatch(/Closes in (20|19) seconds/);
    expect(html).toContain('If missed: the detonator moves one notch.');
    expect(html).toContain('If made: nothing more happens.');
    expect(html).toMatch(/Next, in 00:(50|49): a new window opens\./);
    // Made: a tick and the word, not a colour alone.
    const made = act(opened, dual(0, 5, { seat: 2, index: 3 }));
    const madeHtml = renderToStaticMarkup(
      createElement(SpeedRounds, { view: viewFor(made, 1), names, clock: null }),
    );
    expect(madeHtml).toContain('data-made="true"');
    expect(madeHtml).toContain('✓ </span><strong>Made</strong>');
    // No clock (a replay): no countdown.
    expect(madeHtml).not.toContain('Closes in');
  });

  it('tells the window in words in the Mission panel too', () => {
    const html = renderToStaticMarkup(
      createElement(MissionPanel, {
        open: false,
        onClose: () => {},
        mission: 30,
        players: 4,
        view: viewFor(opened, 2),
        names,
      }),
    );
    expect(html).toContain(
      'Window: Number card 5: Cut at least 2 wires marked 5, on any stands, before the window closes. Wires cut earlier count. If missed: the detonator moves one notch. If made: nothing more happens.',
    );
  });

  it('words a window missed with what it cost, and one made', () => {
    const checked = act(opened, cue(1));
    const closed = checked.log.slice(opened.log.length);
    expect(closed.map((e) => e.type)).toEqual(['windowClosed', 'dialMoved']);
    expect(said(describeEvent(closed[0]!, names))).toBe(
      'Window on Number card 5 missed: 0 of the two wires cut',
    );
    expect(announcement(closed, 1, checked, names).map(said)).toEqual([
      'Window on Number card 5 missed: the detonator moves one notch.',
    ]);
    expect(speedNow(viewFor(checked, 0))!.rounds).toEqual([{ number: 5, hit: false }]);
    const html = renderToStaticMarkup(
      createElement(SpeedRounds, { view: viewFor(checked, 0), names, clock: null }),
    );
    expect(html).toContain('aria-label="Number card 5: missed"');
  });
});

describe('mission 30: the announcements', () => {
  it('says a window as it opens with its length, in the table’s language', () => {
    const opened = act(playing, cue(0));
    const events = opened.log.slice(playing.log.length);
    expect(announcement(events, 0, opened, names).map(said)).toEqual([
      'Number card 5: cut two wires marked 5 within 20 seconds.',
    ]);
    expect(say(announcement(events, 0, opened, names)[0]!, tfr)).toBe(
      'Carte numéro 5 : coupez deux fils 5 en 20 secondes.',
    );
  });

  it('names the equipment card a missed window discards, once', () => {
    const before = cuesUntil(playing, 5);
    const after = act(before, cue(5));
    const events = after.log.slice(before.log.length);
    expect(events.map((e) => e.type)).toEqual(['windowClosed', 'equipmentDiscarded']);
    expect(announcement(events, 5, after, names).map(said)).toEqual([
      'Window on Number card 1 missed: the lowest equipment card on the board, Triple Detector, is discarded.',
    ]);
    expect(said(describeEvent(events[1]!, names))).toBe(
      'The missed window discards Triple Detector from the board',
    );
    expect(lowestEquipment(viewFor(after, 0).equipment)).toBe(5);
  });

  it('holds each update’s timed events as news to announce, and nothing else', () => {
    const opened = act(playing, cue(0));
    const message = (state: GameState, from: GameState): ServerMessage => ({
      type: 'update',
      view: viewFor(state, 1),
      events: state.log.slice(from.log.length),
      version: state.version,
      legal: legalMenu(state, 1),
    });
    const news = reduceTable(initialTable, {
      type: 'server',
      message: message(opened, playing),
      at: 7,
    });
    expect(news.cueNews).toEqual({
      events: [{ type: 'windowOpened', number: 5, cut: 0 }],
      cue: 0,
      at: 7,
    });
    const cut = act(opened, dual(0, 5, { seat: 2, index: 3 }));
    const quiet = reduceTable(news, { type: 'server', message: message(cut, opened), at: 9 });
    expect(quiet.cueNews).toBe(news.cueNews);
  });
});

describe('mission 30: the mime round, the three values and the yellow sweep', () => {
  it('makes a missed mime window a chat of signals, and says why', () => {
    const mimeCheck = TIMELINE.cues.findIndex((c) => c.cue === 'check' && c.miss === 'mime');
    const mime = cuesUntil(playing, mimeCheck + 1);
    const view = viewFor(mime, 1);
    expect(view.speed?.mime).toBe(true);
    expect(t(silentReason(view))).toBe(en['chat.silent.mime']);
    expect(t(silentReason({ ...view, options: { ...view.options, chat: 'signals' } }))).toBe(
      en['chat.silent.host'],
    );
  });

  const three = cuesUntil(playing, indexOf('threeValues') + 1);

  it('holds back every value but the three, with the reason, and lets a seat holding none skip', () => {
    expect(threeValuesNow(viewFor(three, 0))).toEqual([7, 9, 10]);
    // Ann holds 1, 2, 5 (and a yellow): only her 7 may be cut.
    const view = viewFor(three, 0);
    expect(heldBack(view, [7])).toEqual([
      { rule: 'threeValues', values: [1, 2, 'yellow', 5], three: [7, 9, 10] },
    ]);
    // Bob holds none of 7, 9, 10: his turn is the skip, told why (not mission 26's card step).
    const bob = act(three, dual(0, 7, { seat: 2, index: 4 }));
    const legal = legalMenu(bob, 1);
    expect(pickStep(viewFor(bob, 1), legal)).toBeNull();
    expect(plainAction(legal, 'skip')).toEqual({ type: 'skip', seat: 1 });
    expect(t('play.skip.three', { values: '7, 9 and 10' })).toBe(
      'You hold no wire of the three values (7, 9 and 10): skip your turn (the detonator does not move).',
    );
    const html = renderToStaticMarkup(
      createElement(SpeedRounds, { view: viewFor(bob, 1), names, clock: null }),
    );
    expect(html).toContain('aria-label="Number card 7: 2 of 4 wires cut"');
    // No window is left to open: the windows' rule is not repeated.
    expect(html).not.toContain(en['speed.rule']);
    expect(html).toContain('Until all four wires of each are cut, only 7, 9, and 10 may be cut.');
  });

  it('calls the yellow sweep: the active seat must point at every yellow wire left', () => {
    // A test's shortcut: the three values taken as all cut, so their check passes.
    const cut = { ...three, speed: { ...three.speed!, threeCut: true } };
    const sweep = cuesUntil(cut, indexOf('yellowSweep') + 1);
    const active = sweep.activeSeat;
    const view = viewFor(sweep, active);
    expect(togetherSet(view)).toBe('yellow');
    expect(speedNow(view)!.sweep).toBe(active);
    const menu = legalMenu(sweep, active);
    const now = togetherNow(view, menu);
    expect(now).toMatchObject({ kind: 'offered', mustPoint: true, set: 'yellow' });
    // Nothing else is offered first: no dual cut, no solo cut.
    expect(menu.dualCut).toBeNull();
    expect(menu.actions.filter((a) => a.type !== 'equipment')).toEqual([]);
    const event = sweep.log.at(-1)!;
    expect(said(describeEvent(event, names))).toBe(
      `The yellow sweep is called: ${names[active]} must point at every yellow wire left, together`,
    );
    const other = renderToStaticMarkup(
      createElement(SpeedRounds, { view: viewFor(sweep, (active + 1) % 4), names, clock: null }),
    );
    expect(other).toContain(`${names[active]} must point at every yellow wire left`);
    // The confirmation, the log, the replay and the result say yellow, not a Number card.
    const action: Action = {
      type: 'cutTogether',
      seat: active,
      wires: [{ seat: 1, stand: 0, index: 3 }],
    };
    expect(said(confirmPhrase(action, names, 'yellow'))).toBe(
      'Point at Bob #4 as every yellow wire left?',
    );
    expect(said(actionPhrase(action, names, { together: { number: 'yellow', done: false } }))).toBe(
      `${names[active]} points at the yellow wires together: Bob #4.`,
    );
    const together = { number: 'yellow', done: false } as const;
    expect(
      said(describeEvent({ type: 'lost', cause: 'cutTogetherFailed' }, names, { together })),
    ).toBe('A wire pointed at in the yellow sweep was not yellow: the bomb exploded');
    expect(said(resultPhrase({ status: 'lost', lossCause: 'cutTogetherFailed', together })!)).toBe(
      'Boom! The bomb exploded: a wire pointed at in the yellow sweep was not yellow.',
    );
  });

  it('loses the game when wires of the three values are left at their check', () => {
    const lost = cuesUntil(three, indexOf('threeValuesCheck') + 1);
    expect(lost.status).toBe('lost');
    expect(said(resultPhrase(viewFor(lost, 0))!)).toBe(
      'Boom! The bomb exploded: wires of the three values were still in play when their time ran out.',
    );
    expect(said(actionPhrase(cue(18), names))).toBe(
      'The mission’s timeline reaches timed event 19.',
    );
  });
});

describe('mission 30 in the mission text', () => {
  it('sums up our own timeline of 11 min 30 s, the windows and the yellow sweep', () => {
    const summary = missionSummary(missionById(30)!, 4);
    expect(summary.clock).toEqual({ limit: 690, approximate: true, shortened: false });
    const setup = summaryPhrases(summary, 4).setup.map((p) =>
      'key' in p ? format(en[p.key], p.params) : p.plural,
    );
    expect(setup).toContain(
      'A spoken clock on our own approximate timeline: 11 min 30 s, then the bomb explodes',
    );
    expect(setup).toContain(en['mission.summary.speedRounds']);
    expect(setup).toContain(en['mission.summary.cutTogether.yellow']);
    // Mission 19's timeline is still the one cut short.
    expect(missionSummary(missionById(19)!, 4).clock?.shortened).toBe(true);
    for (const catalog of [en['mission.30.rules'], fr['mission.30.rules']])
      expect(catalog).toMatch(/our own and approximate|les nôtres et approximatifs/);
  });
});
