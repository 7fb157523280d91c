import { describe, expect, it } from 'vitest';
import { MISSION_IDS, type MissionId } from '@bomb-busters/engine';
import {
  CAMPAIGN_BOXES,
  CampaignSchema,
  boxOf,
  campaignOf,
  missionOpen,
  type CampaignGame,
} from '../src/index.js';

const numbered = MISSION_IDS.filter((id): id is number => typeof id === 'number');
const newMissions = MISSION_IDS.filter((id) => typeof id === 'string');
const inBox = (first: number, last: number) => numbered.filter((n) => n >= first && n <= last);
const base = inBox(1, 8);
const first = base[0] as number;
const won = (mission: MissionId, captain = 0): CampaignGame => ({
  mission,
  captain,
  result: 'won',
});
const lost = (mission: MissionId, captain = 0): CampaignGame => ({
  mission,
  captain,
  result: 'lost',
});
const campaign = (games: CampaignGame[], more: { unlocked?: boolean; start?: MissionId } = {}) =>
  campaignOf({
    players: 3,
    unlocked: more.unlocked ?? false,
    start: more.start ?? games[0]?.mission ?? first,
    games,
  });
const openBoxes = (c: ReturnType<typeof campaign>) =>
  c.boxes.filter((b) => b.open).map((b) => b.first);

describe('campaign', () => {
  it('lists every mission the engine plays, numbers first, each once', () => {
    const c = campaign([]);
    const ids = c.missions.map((m) => m.mission);
    expect(new Set(ids)).toEqual(new Set(MISSION_IDS));
    expect(ids).toEqual([...numbered.sort((a, b) => a - b), ...newMissions]);
    expect(CampaignSchema.parse(c)).toEqual(c);
  });

  it('opens the base box and the New Missions only, at first', () => {
    const c = campaign([]);
    expect(openBoxes(c)).toEqual([1]);
    for (const m of c.missions)
      expect(m.open).toBe(boxOf(m.mission) === null || base.includes(m.mission as number));
    expect(c).toMatchObject({ won: 0, next: null, nextCaptain: null, unlocked: false });
  });

  it('opens each box by winning the last mission of the one before, and no further', () => {
    for (const [i, box] of CAMPAIGN_BOXES.entries()) {
      if (box.opensWith === null) continue;
      const c = campaign([won(box.opensWith)], { start: first });
      expect(openBoxes(c)).toEqual([1, box.first]);
      expect(openBoxes(campaign([lost(box.opensWith)], { start: first }))).toEqual([1]);
      for (const n of inBox(box.first, box.last)) expect(missionOpen(c, n)).toBe(true);
      const later = CAMPAIGN_BOXES[i + 1];
      if (later)
        for (const n of inBox(later.first, later.last)) expect(missionOpen(c, n)).toBe(false);
    }
  });

  it('a table that starts in a box has that box and the ones before it open', () => {
    const box = CAMPAIGN_BOXES[1];
    if (!box) throw new Error('no surprise box');
    const c = campaignOf({ players: 2, unlocked: false, start: box.first, games: [] });
    expect(openBoxes(c)).toEqual([1, box.first]);
    const fromNew = newMissions[0];
    if (fromNew !== undefined)
      expect(
        openBoxes(campaignOf({ players: 2, unlocked: false, start: fromNew, games: [] })),
      ).toEqual([1]);
  });

  it('the host unlocking everything opens every box and mission', () => {
    const c = campaign([], { unlocked: true });
    expect(c.unlocked).toBe(true);
    expect(c.boxes.every((b) => b.open)).toBe(true);
    expect(c.missions.every((m) => m.open)).toBe(true);
  });

  it('never opens a mission for too few players: after 33 a table of two goes on with 35', () => {
    const two = campaignOf({ players: 2, unlocked: true, start: 31, games: [won(33)] });
    expect(missionOpen(two, 34)).toBe(false);
    expect(two.next).toBe(35);
    const three = campaignOf({ players: 3, unlocked: true, start: 31, games: [won(33)] });
    expect(missionOpen(three, 34)).toBe(true);
    expect(three.next).toBe(34);
  });

  it('counts wins and losses per mission, and missions won once', () => {
    const second = base[1] as number;
    const c = campaign([lost(first), won(first), lost(second), won(first)]);
    expect(c.missions.find((m) => m.mission === first)).toMatchObject({ won: 2, lost: 1 });
    expect(c.missions.find((m) => m.mission === second)).toMatchObject({ won: 0, lost: 1 });
    expect(c.won).toBe(1);
  });

  it('offers the same mission after a loss, the next open one after a win', () => {
    const [a, b] = base as [number, number];
    expect(campaign([lost(a)]).next).toBe(a);
    expect(campaign([won(a)]).next).toBe(b);
    expect(campaign([won(a), lost(b)]).next).toBe(b);
  });

  it('after winning 8 offers the first mission of box 9-19 the engine plays', () => {
    const after = inBox(9, 19)[0] ?? newMissions[0];
    expect(campaign([won(8)]).next).toBe(after);
  });

  it('winning 30, the last of box 20-30, opens box 31-42 and offers the next mission played', () => {
    const c = campaign([won(19), won(29), won(30)], { start: first });
    expect(openBoxes(c)).toEqual([1, 20, 31]);
    expect(openBoxes(campaign([won(19), lost(30)], { start: first }))).toEqual([1, 20]);
    // Box 31-42 opens with the missions the engine plays of it; until then, the New Missions.
    expect(c.next).toBe(inBox(31, 42)[0] ?? newMissions[0]);
  });

  it('winning 42, the last of box 31-42, opens box 43-54 and offers the next mission played', () => {
    expect(numbered).toContain(42);
    const c = campaign([won(30), won(41), won(42)], { start: first });
    expect(openBoxes(c)).toEqual([1, 31, 43]);
    expect(openBoxes(campaign([won(30), lost(42)], { start: first }))).toEqual([1, 31]);
    for (const n of inBox(43, 54)) expect(missionOpen(c, n)).toBe(true);
    // Box 43-54 opens with the missions the engine plays of it; until then, the New Missions.
    expect(c.next).toBe(inBox(43, 54)[0] ?? newMissions[0]);
  });

  it('skips the missions of a locked box', () => {
    // The last mission of box 9-19 before 19 itself: 19 opens box 20-30.
    const last = inBox(9, 18).at(-1);
    if (last === undefined) return;
    const expected = numbered.includes(19) ? 19 : newMissions[0];
    expect(campaign([won(8), won(last)]).next).toBe(expected);
  });

  it('offers the same mission again when nothing open follows it', () => {
    const lastOfAll = campaign([], { unlocked: true }).missions.at(-1)?.mission as MissionId;
    expect(campaign([won(lastOfAll)], { unlocked: true, start: first }).next).toBe(lastOfAll);
  });

  it('passes the captain to the left after every attempt, won or lost', () => {
    expect(campaign([lost(first, 0)]).nextCaptain).toBe(1);
    expect(campaign([lost(first, 0), won(first, 1)]).nextCaptain).toBe(2);
    expect(campaign([won(first, 2)]).nextCaptain).toBe(0);
  });

  it('offers nothing while a game is played', () => {
    const c = campaign([won(first), { mission: first, captain: 1, result: null }]);
    expect(c).toMatchObject({ next: null, nextCaptain: null, won: 1 });
  });
});
