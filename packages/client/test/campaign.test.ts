import { describe, expect, it } from 'vitest';
import { MISSION_IDS } from '@bomb-busters/engine';
import { CAMPAIGN_BOXES, boxOf, campaignOf, type CampaignGame } from '@bomb-busters/protocol';
import { en } from './catalogs';
import { format } from '../src/i18n/translate';
import { boxName, campaignGroups, progressPhrase } from '../src/logic/campaign';

const start = MISSION_IDS.find((id) => boxOf(id)?.opensWith === null) ?? 1;
const campaign = (games: CampaignGame[], unlocked = false) =>
  campaignOf({ players: 2, unlocked, start, games });
const say = (phrase: { key: keyof typeof en; params: Record<string, string | number> }) =>
  format(en[phrase.key], phrase.params);

describe('campaign in words', () => {
  it('groups every mission under its box, each box once even when empty, New Missions last', () => {
    const groups = campaignGroups(campaign([]));
    expect(groups.map((g) => g.box?.first ?? null)).toEqual([
      ...CAMPAIGN_BOXES.map((b) => b.first),
      null,
    ]);
    expect(groups.flatMap((g) => g.missions.map((m) => m.mission)).sort()).toEqual(
      [...MISSION_IDS].sort(),
    );
    for (const g of groups)
      for (const m of g.missions)
        expect(boxOf(m.mission)?.first ?? null).toBe(g.box?.first ?? null);
  });

  it('names the base box and the surprise boxes', () => {
    const [base, first] = campaign([]).boxes;
    if (!base || !first) throw new Error('no boxes');
    expect(say(boxName(base))).toBe('Base box (missions 1–8)');
    expect(say(boxName(first))).toBe('Surprise box 9–19');
  });

  it('tells the progress: missions won out of those played here, and the furthest open box', () => {
    const total = MISSION_IDS.length;
    expect(say(progressPhrase(campaign([])))).toBe(`0 of ${total} missions won, base box open`);
    const won8: CampaignGame = { mission: 8, captain: 0, result: 'won' };
    expect(say(progressPhrase(campaign([won8])))).toBe(
      `${MISSION_IDS.includes(8) ? 1 : 0} of ${total} missions won, surprise box 9–19 open`,
    );
    expect(say(progressPhrase(campaign([], true)))).toBe(
      `0 of ${total} missions won, everything unlocked`,
    );
  });
});
