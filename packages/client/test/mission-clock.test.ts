/**
 * A mission's real-time limit at the table (missions 10 and 19): the clock counted down from its
 * receipt in "mm:ss", the last minute, each moment of the timeline in words (four languages),
 * the countdown's numbers, the setup summary, and which moments the table announces.
 */
import { missionById, missionClock, type ClockMoment } from '@bomb-busters/engine';
import type { RoomClock, ServerMessage } from '@bomb-busters/protocol';
import { describe, expect, it } from 'vitest';
import { say } from '../src/home/MissionText';
import { makeI18n } from '../src/i18n/I18n';
import { en, fr, nl, vi } from './catalogs';
import {
  countdownCalls,
  formatClock,
  isWarning,
  momentOf,
  momentPhrase,
  secondsOnClock,
} from '../src/logic/mission-clock';
import { missionSummary, summaryPhrases } from '../src/logic/missions';
import { initialTable, reduceTable, type TableState } from '../src/state/table';

const i18n = {
  en: makeI18n('en', en, () => undefined),
  fr: makeI18n('fr', fr, () => undefined),
  nl: makeI18n('nl', nl, () => undefined),
  vi: makeI18n('vi', vi, () => undefined),
};
const words = (moments: readonly ClockMoment[], language: keyof typeof i18n = 'en') =>
  moments.map((m) => say(i18n[language], momentPhrase(m)));

describe('the mission clock', () => {
  it('writes the time left as mm:ss, rounded up until time is really up', () => {
    expect(formatClock(900)).toBe('15:00');
    expect(formatClock(899.2)).toBe('15:00');
    expect(formatClock(61)).toBe('01:01');
    expect(formatClock(59.5)).toBe('01:00');
    expect(formatClock(9.01)).toBe('00:10');
    expect(formatClock(0.2)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
    expect(formatClock(3600)).toBe('60:00');
  });

  it('counts down from its receipt while running, in clock seconds; frozen otherwise', () => {
    const clock = { leftMs: 9000, running: true, moment: 0, msPerSecond: 10, receivedAt: 1000 };
    expect(secondsOnClock(clock, 1000)).toBe(900);
    expect(secondsOnClock(clock, 1500)).toBe(850);
    expect(secondsOnClock(clock, 999)).toBe(900);
    expect(secondsOnClock(clock, 20_000)).toBe(0);
    expect(secondsOnClock({ ...clock, running: false }, 5000)).toBe(900);
    const real = { leftMs: 300_000, running: true, moment: 2, msPerSecond: 1000, receivedAt: 0 };
    expect(formatClock(secondsOnClock(real, 1000))).toBe('04:59');
  });

  it('warns in the last minute only, until time is up', () => {
    expect([61, 60, 59.9, 1, 0].map(isWarning)).toEqual([false, false, true, true, false]);
  });

  it('announces mission 10: its limit (12 minutes with two players), the warnings and the countdown', () => {
    const three = missionClock(10, 3)!;
    expect(three.approximate).toBe(false);
    expect(words(three.moments)).toEqual([
      '15 minutes on the clock',
      '5 minutes left',
      '2 minutes left',
      '30 seconds left',
      'Final countdown: 10 seconds!',
    ]);
    expect(words(missionClock(10, 2)!.moments).slice(0, 2)).toEqual([
      '12 minutes on the clock',
      '5 minutes left',
    ]);
  });

  it('announces mission 19: our own timeline, cut short to 5 minutes, in four languages', () => {
    const clock = missionClock(19, 4)!;
    expect(clock.approximate).toBe(true);
    expect(words(clock.moments)).toEqual([
      '15 minutes on the clock',
      '10 minutes left',
      'Change of plan: only 5 minutes left!',
      '2 minutes left',
      '30 seconds left',
      'Final countdown: 10 seconds!',
    ]);
    expect(words(clock.moments, 'fr')[2]).toBe('Changement de plan : il ne reste que 5 minutes !');
    expect(words(clock.moments, 'nl')[2]).toBe('Plannen gewijzigd: nog maar 5 minuten!');
    expect(words(clock.moments, 'vi')[2]).toBe('Thay đổi kế hoạch: chỉ còn 5 phút!');
    expect(momentOf(19, 4, 2)?.say).toBe('shortened');
    expect(momentOf(19, 4, -1)).toBeUndefined();
    expect(momentOf(1, 4, 0)).toBeUndefined();
  });

  it('words a moment of an odd length too (one minute, seconds)', () => {
    expect(words([{ at: 0, say: 'limit', left: 60 }])).toEqual(['1 minute on the clock']);
    expect(words([{ at: 0, say: 'limit', left: 90 }])).toEqual(['90 seconds on the clock']);
    expect(words([{ at: 5, say: 'shortened', left: 45 }])).toEqual([
      'Change of plan: only 45 seconds left!',
    ]);
    expect(words([{ at: 5, say: 'left', left: 1 }])).toEqual(['1 second left']);
  });

  it('speaks a countdown 10 to 1, one per clock second, or what is left of it', () => {
    const calls = countdownCalls(10, 1000);
    expect(calls.map((c) => c.n)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(calls.map((c) => c.inMs)).toEqual([
      0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000,
    ]);
    // The message took 10 ms to come: "10" at once all the same.
    expect(countdownCalls(9.99, 1000)[0]).toEqual({ n: 10, inMs: 0 });
    // Joined late: the numbers still to come, on whole seconds.
    expect(countdownCalls(3.5, 1000)).toEqual([
      { n: 3, inMs: 500 },
      { n: 2, inMs: 1500 },
      { n: 1, inMs: 2500 },
    ]);
    // A clock scaled down for tests (30 ms a second): a late message still says 10 first.
    expect(countdownCalls(8.5, 30).map((c) => c.n)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(countdownCalls(8.5, 30)[2]).toEqual({ n: 8, inMs: 15 });
    expect(countdownCalls(0, 1000)).toEqual([]);
  });

  it('sums the limit up in the setup: mission 10 for the player count, mission 19 as ours', () => {
    const setup = (id: 10 | 19, players: number) =>
      summaryPhrases(missionSummary(missionById(id)!, players), players).setup.map((p) =>
        say(i18n.en, p),
      );
    expect(setup(10, 4)).toContain('Real-time limit: 15 minutes, then the bomb explodes');
    expect(setup(10, 2)).toContain('Real-time limit: 12 minutes, then the bomb explodes');
    expect(setup(10, 4)).toContain(
      'No turn order: each turn goes to the first player to say Snip!, never the same player twice in a row',
    );
    expect(setup(19, 4)).toContain(
      'A spoken clock on our own approximate timeline: 15 minutes announced, later cut short',
    );
    expect(setup(19, 4).join(' ')).not.toContain('Snip!');
    expect(en['mission.19.rules']).toContain('our own and approximate');
    expect(en['mission.19.rules']).toContain('replace the publisher’s audio recording');
  });
});

describe('the table announces each moment once', () => {
  const clock = (moment: number, running = true): RoomClock => ({
    leftMs: 9000,
    running,
    moment,
    msPerSecond: 10,
  });
  const serve = (state: TableState, message: ServerMessage, at: number) =>
    reduceTable(state, { type: 'server', message, at });
  const VIEW = { version: 1, status: 'playing', log: [] } as never;
  const update = (c: RoomClock): ServerMessage => ({
    type: 'update',
    view: VIEW,
    events: [],
    version: 1,
    legal: { actions: [], dualCut: null, cutTogether: null },
    clock: c,
  });

  it('holds the clock with its time of arrival, and says a moment reached', () => {
    const before = serve(initialTable, update(clock(-1, false)), 5);
    expect(before.clock).toEqual({ ...clock(-1, false), receivedAt: 5 });
    expect(before.news).toBeNull();
    const first = serve(before, { type: 'clock', clock: clock(0) }, 10);
    expect(first.news).toEqual({ moment: 0, at: 10 });
    // The update with the same moment says nothing more; the next moment is news again.
    const same = serve(first, update(clock(0)), 12);
    expect(same.news).toBe(first.news);
    expect(same.clock?.receivedAt).toBe(12);
    const next = serve(same, update(clock(1)), 20);
    expect(next.news).toEqual({ moment: 1, at: 20 });
    expect(serve(next, { type: 'clock', clock: clock(1) }, 21).news).toBe(next.news);
  });

  it('keeps quiet about the moments passed before joining, and starts over with a new game', () => {
    const joined = serve(
      initialTable,
      {
        type: 'joined',
        room: 'r1',
        seat: 0,
        view: VIEW,
        legal: { actions: [], dualCut: null, cutTogether: null },
        roomInfo: { room: 'r1', status: 'playing', mission: 19, players: 4, seats: [] },
        clock: clock(3),
      },
      1,
    );
    expect(joined.heard).toBe(3);
    expect(joined.news).toBeNull();
    expect(serve(joined, { type: 'clock', clock: clock(4) }, 2).news).toEqual({ moment: 4, at: 2 });
    const again = serve(joined, update(clock(-1, false)), 3);
    expect(again.heard).toBe(-1);
    expect(serve(again, { type: 'clock', clock: clock(0) }, 4).news).toEqual({ moment: 0, at: 4 });
  });

  it('holds no clock for a mission without one', () => {
    const { clock: _c, ...plain } = update(clock(0)) as Extract<ServerMessage, { type: 'update' }>;
    expect(serve(initialTable, plain, 1).clock).toBeNull();
  });
});
