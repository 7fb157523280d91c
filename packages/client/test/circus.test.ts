/**
 * Mission 42 at the table: the card's summary (our timeline's table events, no time limit), each
 * timed event held as news and announced in the table's words, the clock without a limit, and the
 * "Ta-da!" as a plain action of the menu.
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
} from '@bomb-busters/engine';
import type { ServerMessage } from '@bomb-busters/protocol';
import { describe, expect, it } from 'vitest';
import { en, vi } from './catalogs';
import { format, type Params } from '../src/i18n/translate';
import { plainAction } from '../src/logic/menu';
import { secondsOnClock } from '../src/logic/mission-clock';
import { missionSummary, summaryPhrases } from '../src/logic/missions';
import { announcement } from '../src/logic/speed-rounds';
import { say } from '../src/logic/words';
import { initialTable, reduceTable } from '../src/state/table';

const t = (key: keyof typeof en, params?: Params) => format(en[key], params);
const tvi = (key: keyof typeof en, params?: Params) => format(vi[key], params);
const names = ['Ann', 'Bob', 'Cleo', 'Dan'];
const TIMELINE = missionClock(42, 4)!;

function act(state: GameState, action: Action): GameState {
  const applied = applyAction(state, action);
  if (!applied.ok) throw new Error(`${JSON.stringify(action)}: ${applied.error.code}`);
  return applied.value.state;
}

function playing(): GameState {
  const created = createGame({
    mission: 42,
    players: 4,
    seed: 'circus-client',
    captain: 0,
    stands: [
      [1, 2, 3.1, 5, 7],
      [1, 2, 4, 6.1, 8],
      [3, 4, 4.1, 5, 7, 9.5],
      [3, 6, 8, 8.1, 9],
    ],
    setAside: [10.5, 11.5],
    equipment: [3, 8, 5, 10],
  });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  while (s.status === 'setup' && s.pending) s = act(s, legalMenu(s, s.pending.seat).actions[0]!);
  return s;
}

const update = (state: GameState, from: GameState, seat = 1): ServerMessage => ({
  type: 'update',
  view: viewFor(state, seat),
  events: state.log.slice(from.log.length),
  version: state.version,
  legal: legalMenu(state, seat),
});

describe('mission 42 at the table', () => {
  it('says on its card that the timeline of table events is ours, with no time limit', () => {
    const { setup } = summaryPhrases(missionSummary(missionById(42)!, 4), 4);
    const keys = setup.map((p) => ('key' in p ? p.key : p.plural));
    expect(keys).toContain('mission.summary.tableEvents');
    expect(keys.some((k) => k.startsWith('mission.summary.timer'))).toBe(false);
    expect(en['mission.42.rules']).toContain('The events and their timings are ours');
  });

  it('holds each cue’s table events as news and announces them in the table’s language', () => {
    const start = playing();
    const listening = act(start, { type: 'cue', seat: 0, cue: 0 });
    const news = reduceTable(initialTable, {
      type: 'server',
      message: update(listening, start),
      at: 5,
    });
    expect(news.cueNews).toEqual({ events: [{ type: 'listening', open: true }], cue: 0, at: 5 });
    const spoken = (lang: typeof t) =>
      announcement(news.cueNews!.events, news.cueNews!.cue, { mission: 42, players: 4 }, names)
        .map((p) => say(p, lang))
        .join(' ');
    expect(spoken(t)).toBe('Signal tone: everyone stops cutting and listens');
    expect(spoken(tvi)).toBe('Tiếng hiệu: mọi người ngừng cắt và lắng nghe');
    // The seats change: told as the next cue's news.
    const change = TIMELINE.cues.findIndex((c) => c.cue === 'changeSeats');
    let s = listening;
    while ((s.timeline?.next ?? change) <= change)
      s = act(s, { type: 'cue', seat: 0, cue: s.timeline!.next });
    const later = reduceTable(news, { type: 'server', message: update(s, listening), at: 9 });
    expect(later.cueNews?.events.map((e) => e.type)).toContain('seatsChanged');
  });

  it('shows no time limit on the clock', () => {
    const clock = { leftMs: null, running: true, moment: -1, msPerSecond: 1000, receivedAt: 0 };
    expect(secondsOnClock(clock, 1_000_000)).toBe(Infinity);
    expect(t('circus.clock.none')).toBe('No time limit');
  });

  it('offers the owed "Ta-da!" as the only plain action of the cutter’s menu', () => {
    const start = playing();
    const round = TIMELINE.cues.findIndex((c) => c.cue === 'taDaRound');
    let s: GameState = { ...start, timeline: { ...start.timeline!, next: round } };
    s = act(s, { type: 'cue', seat: 0, cue: round });
    s = act(s, {
      type: 'dualCut',
      seat: 0,
      value: 1,
      target: { seat: 1, stand: 0, index: 0 },
    });
    expect(plainAction(legalMenu(s, 0), 'taDa')).toEqual({ type: 'taDa', seat: 0 });
    expect(plainAction(legalMenu(s, 1), 'taDa')).toBeNull();
    expect(viewFor(s, 1).timeline).toMatchObject({ owed: 0, usual: 1 });
  });
});
