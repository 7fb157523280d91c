import { describe, expect, it } from 'vitest';
import { MISSION_DEFS, MISSION_IDS, missionById } from '@bomb-busters/engine';
import { en } from './catalogs';
import {
  missionNameKey,
  missionRulesKey,
  missionSummary,
  summaryOf,
  summaryPhrases,
  type Phrase,
} from '../src/logic/missions';

const keyOf = (p: Phrase) => ('key' in p ? p.key : p.plural);
const def = (id: (typeof MISSION_IDS)[number]) => missionById(id)!;

describe('mission summary', () => {
  it('reads the blue range, draws and equipment from the engine data', () => {
    const s = missionSummary(def(3), 4);
    expect(s.blue).toEqual([1, 10]);
    expect(s.draws.red).toEqual({ count: 1, candidates: [1, 9] });
    expect(s.draws.yellow).toBeNull();
    expect(s.equipment).toBe(true);
    expect(s.bannedEquipment).toEqual([2, 11, 12]);
    expect(s.twoPlayer).toBeNull();
  });

  it('applies the two-player box only with two players', () => {
    expect(missionSummary(def(8), 4).draws).toEqual({
      red: { count: 1, of: 2 },
      yellow: { count: 2, of: 3 },
    });
    expect(missionSummary(def(8), 2).draws).toEqual({
      red: { count: 1, of: 3 },
      yellow: { count: 4 },
    });
    expect(missionSummary(def(8), 4).twoPlayer).toEqual({
      red: { count: 1, of: 3 },
      yellow: { count: 4 },
    });
  });

  it('says "x of y" draws with their counts and the numbers of a restricted draw', () => {
    const { setup } = summaryPhrases(missionSummary(def(7), 3), 3);
    expect(setup).toContainEqual({
      plural: 'mission.summary.red.of',
      count: 1,
      params: { of: 2 },
    });
    expect(setup).toContainEqual({ key: 'mission.summary.yellow.none' });
    const three = summaryPhrases(missionSummary(def(3), 3), 3).setup;
    expect(three).toContainEqual({
      key: 'mission.summary.red.range',
      params: { from: 1.5, to: 9.5 },
    });
    expect(three).toContainEqual({
      plural: 'mission.summary.banned',
      count: 3,
      params: { cards: '2, 11, 12' },
    });
  });

  it('mentions the two-player variant once: as a note, or as applied', () => {
    const four = summaryPhrases(missionSummary(def(5), 4), 4);
    expect(four.twoPlayer).toContainEqual({ plural: 'mission.summary.red', count: 2 });
    expect(four.setup.map(keyOf)).not.toContain('mission.summary.twoPlayerApplied');
    const two = summaryPhrases(missionSummary(def(5), 2), 2);
    expect(two.twoPlayer).toBeNull();
    expect(two.setup.map(keyOf)).toContain('mission.summary.twoPlayerApplied');
    expect(summaryPhrases(missionSummary(def(1), 4), 4).twoPlayer).toBeNull();
  });

  it('names the dial rule and the sheet of the new missions', () => {
    const balance = summaryPhrases(missionSummary(def('new-1'), 3), 3).setup.map(keyOf);
    expect(balance).toContain('mission.summary.dial.explode');
    expect(balance).toContain('mission.summary.grid.balance');
    const first = summaryPhrases(missionSummary(def(1), 3), 3).setup.map(keyOf);
    expect(first).toContain('mission.summary.dial.cap');
    expect(first).toContain('mission.summary.noEquipment');
    expect(summaryOf('new-3', 3)?.grid).toBe('liaisons');
    expect(summaryOf(99, 3)).toBeUndefined();
  });

  it('names the sequence card, the Number cards on equipment and False Bottom (missions 9, 12, 16)', () => {
    const nine = summaryPhrases(missionSummary(def(9), 4), 4).setup;
    expect(nine).toContainEqual({
      key: 'mission.summary.sequence',
      params: { side: 'A', cards: 3, wires: 2 },
    });
    expect(nine).toContainEqual({ key: 'mission.summary.falseBottom' });
    const sixteen = summaryPhrases(missionSummary(def(16), 2), 2).setup;
    expect(sixteen).toContainEqual({
      key: 'mission.summary.sequence',
      params: { side: 'B', cards: 3, wires: 4 },
    });
    const eight = summaryPhrases(missionSummary(def(8), 4), 4).setup.map(keyOf);
    expect(eight).not.toContain('mission.summary.falseBottom');
    expect(eight).not.toContain('mission.summary.sequence');
    const twelve = summaryPhrases(missionSummary(def(12), 3), 3).setup.map(keyOf);
    expect(twelve).toContain('mission.summary.equipmentNumbers');
    expect(twelve).not.toContain('mission.summary.sequence');
  });

  it('has a name, rules and every summary phrase in the English catalog for every mission', () => {
    const catalog = en as Record<string, string>;
    for (const mission of MISSION_DEFS)
      for (const players of [2, 3, 4, 5]) {
        const { setup, twoPlayer } = summaryPhrases(missionSummary(mission, players), players);
        for (const p of [...setup, ...(twoPlayer ?? [])]) {
          const keys = 'key' in p ? [p.key] : [`${p.plural}_one`, `${p.plural}_other`];
          for (const key of keys) expect(catalog[key], key).toBeTypeOf('string');
        }
      }
    for (const id of MISSION_IDS) {
      expect(catalog[missionNameKey(id)], String(id)).toBeTypeOf('string');
      expect(catalog[missionRulesKey(id)], String(id)).toBeTypeOf('string');
    }
  });
});
