import { describe, expect, it } from 'vitest';
import { MISSION_IDS, type MissionId } from '@bomb-busters/engine';
import { CAMPAIGN_BOXES, campaignOf, type CampaignGame } from '@bomb-busters/protocol/campaign';
import { en, fr, vi } from './catalogs';
import { translator } from '../src/i18n/translator';
import { missionBoxes } from '../src/logic/campaign';
import { matchesSearch, missionState } from '../src/logic/mission-picker';
import { headlinePhrases, missionNameKey, summaryOf } from '../src/logic/missions';

type Catalog = Record<string, string>;
/** What a search finds among the missions played, with their names in a language. */
const search = (query: string, catalog: Catalog) =>
  MISSION_IDS.filter((id) => matchesSearch(query, id, catalog[missionNameKey(id)] ?? ''));

describe('mission picker: the boxes', () => {
  it('puts each mission under its box in number order, boxes in order, New Missions last', () => {
    const groups = missionBoxes(MISSION_IDS);
    expect(groups.map((g) => g.box?.first ?? null)).toEqual([
      ...CAMPAIGN_BOXES.map((b) => b.first),
      null,
    ]);
    const [training, first] = groups;
    expect(training?.missions).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(first?.missions).toContain(18);
    expect(first?.missions.every((id) => typeof id === 'number' && id >= 9 && id <= 19)).toBe(true);
    expect(groups.at(-1)?.missions).toEqual(MISSION_IDS.filter((id) => typeof id === 'string'));
    expect(groups.flatMap((g) => g.missions)).toHaveLength(MISSION_IDS.length);
  });

  it('keeps a box with no mission played yet, empty (shown as not playable yet)', () => {
    const last = missionBoxes([1, 18]).find((g) => g.box?.first === 55);
    expect(last?.missions).toEqual([]);
  });
});

describe('mission picker: the search', () => {
  it('finds a mission by its number, with or without "#", and nothing else by it', () => {
    expect(search('18', en)).toEqual([18]);
    expect(search(' #18 ', en)).toEqual([18]);
    expect(search('99', en)).toEqual([]);
  });

  it('finds a New Mission by its printed number too', () => {
    expect(search('2', en)).toEqual(expect.arrayContaining([2, 'new-2']));
  });

  it('finds a mission by part of its name in the language shown, whatever the case', () => {
    expect(search('helping', en)).toEqual([18]);
    expect(search('COUP DE MAIN', fr)).toEqual([18]);
    // Another language's name does not count: the player reads the names shown.
    expect(search('helping', fr)).toEqual([]);
  });

  it('finds a name without its accents: "giup mot" finds "Giúp một tay"', () => {
    expect(vi[missionNameKey(18)]).toBe('Giúp một tay');
    expect(search('giup mot', vi)).toEqual([18]);
  });

  it('finds every mission with an empty search', () => {
    expect(search('  ', en)).toEqual([...MISSION_IDS]);
  });
});

describe('mission picker: the campaign on each mission', () => {
  const played = (games: CampaignGame[]) =>
    campaignOf({ players: 3, unlocked: false, start: 1, games });
  const state = (games: CampaignGame[], id: MissionId) => missionState(played(games), id);

  it('says nothing but open for a table without a campaign', () => {
    expect(missionState(null, 18)).toBe('open');
  });

  it('says won, lost, locked and offered next', () => {
    const games: CampaignGame[] = [
      { mission: 1, captain: 0, result: 'won' },
      { mission: 2, captain: 1, result: 'lost' },
    ];
    expect(state(games, 1)).toBe('won');
    expect(state(games, 2)).toBe('next'); // a loss offers the same mission again
    expect(state(games.slice(0, 1).concat({ mission: 3, captain: 1, result: 'lost' }), 3)).toBe(
      'next',
    );
    expect(state([...games, { mission: 4, captain: 2, result: 'won' }], 2)).toBe('lost');
    expect(state(games, 18)).toBe('locked');
    expect(state(games, 7)).toBe('open');
  });
});

describe('mission picker: one line per mission', () => {
  it('says the wires of the deal without the candidate ranges', () => {
    const summary = summaryOf(18, 4);
    if (!summary) throw new Error('mission 18 unknown');
    const { t, tn } = translator('en', en);
    const line = headlinePhrases(summary).map((p) =>
      'key' in p ? t(p.key, p.params) : tn(p.plural, p.count, p.params),
    );
    expect(line[0]).toBe('Blue wires 1 to 12 (48 wires)');
    expect(line).toHaveLength(3);
    expect(line.join(' ')).not.toMatch(/from \d/);
  });
});
