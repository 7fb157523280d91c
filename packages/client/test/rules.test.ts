import { MISSION_IDS, type MissionId } from '@bomb-busters/engine';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en, fr } from './catalogs';
import { I18nProvider, makeI18n } from '../src/i18n/I18n';
import { loadParts } from '../src/i18n/parts';
import { DRAWINGS, drawingText, type DrawnStand } from '../src/rules/drawings';
import { RulesPage } from '../src/rules/RulesPage';
import { SECTIONS, sectionOf } from '../src/rules/sections';
import { missionSections } from '../src/rules/mission-sections';
import { RulesLink } from '../src/rules/RulesLink';
import { missionsPlayed, stickerInPlay } from '../src/rules/stickers';

const t = makeI18n('en', en, () => undefined).t;
// The page's own texts come with it (the app's deferred RulesPage asks for them).
await loadParts('en', ['rules']);

describe('the rules page', () => {
  const html = renderToStaticMarkup(createElement(I18nProvider, null, createElement(RulesPage)));

  it('has one h1, then an h2 for the contents and for each section, in order', () => {
    const headings = [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/g)]
      .filter(([, level]) => Number(level) <= 2)
      .map(([, level, text]) => `${level} ${text}`);
    expect(headings).toEqual([
      `1 ${en['rules.title']}`,
      `2 ${en['rules.toc']}`,
      ...SECTIONS.map((s) => `2 ${en[s.title]}`),
    ]);
  });

  it('never skips a heading level (the drawings and cards borrowed from the table included)', () => {
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels.length).toBeGreaterThan(SECTIONS.length + 2);
    levels.forEach((level, i) => expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1));
  });

  it('links every section from the contents, and each section back to them', () => {
    const links = [...html.matchAll(/<li><a href="#([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual(SECTIONS.map((s) => s.id));
    for (const { id } of SECTIONS)
      expect(html).toContain(`<section class="rules-section" id="${id}"`);
    expect(html.match(/href="#contents"/g)).toHaveLength(SECTIONS.length);
  });

  it('gives every drawing a text alternative and a caption', () => {
    const images = [...html.matchAll(/role="img" aria-label="([^"]*)"/g)].map((m) => m[1]);
    const figures = SECTIONS.flatMap((s) => s.blocks.flatMap((b) => ('figure' in b ? [b] : [])));
    expect(images).toHaveLength(figures.length);
    for (const alt of images) expect(alt!.length).toBeGreaterThan(20);
    expect(html.match(/<figcaption>/g)).toHaveLength(figures.length);
  });

  it('shows every drawing it has, once', () => {
    const used = SECTIONS.flatMap((s) =>
      s.blocks.flatMap((b) => ('figure' in b ? [b.figure] : [])),
    );
    expect([...used].sort()).toEqual(Object.keys(DRAWINGS).sort());
  });

  it('lists the twelve base equipment cards and the False Bottom', () => {
    for (const card of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 'falseBottom'])
      expect(html).toContain(`data-card="${card}"`);
  });
});

describe('sections', () => {
  it('have distinct ids, usable as anchors', () => {
    const ids = SECTIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
  });

  it('are found from a URL hash; an unknown or broken one finds none', () => {
    expect(sectionOf('#detonator')?.title).toBe('rules.detonator.title');
    expect(sectionOf('#nothing')).toBeNull();
    expect(sectionOf('#%')).toBeNull();
    expect(sectionOf('')).toBeNull();
  });
});

describe('drawings', () => {
  const stands = Object.values(DRAWINGS).flatMap((d) => ('stands' in d ? d.stands : []));
  const shown = (s: DrawnStand) => s.wires.flatMap((w) => (w.printed === null ? [] : [w.printed]));

  it('draw stands sorted as a real stand is, own wires face up and teammates’ face down', () => {
    for (const stand of stands) {
      const values = shown(stand);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      // A teammate's wire shows its value only once cut.
      const uncut = stand.wires.filter((w) => !w.cut);
      expect(uncut.every((w) => (w.printed === null) !== stand.own)).toBe(true);
    }
  });

  it('say what they show, wire by wire, in the reader’s language', () => {
    const miss = DRAWINGS.dualMiss;
    expect(drawingText(miss, t)).toBe(
      "Alex's stand, from left to right: hidden; hidden; hidden; hidden, info token 7; hidden; hidden.",
    );
    expect(drawingText(DRAWINGS.detector, t)).toContain('hidden, pointed at;');
    const french = makeI18n('fr', fr, () => undefined).t;
    expect(drawingText(miss, french)).toContain('Support de Alex, de gauche à droite');
    expect(drawingText(DRAWINGS.detonator, french)).toBe(fr['rules.figure.detonator.alt']);
  });

  it('show the detonator its caption describes: four players, one miss', () => {
    const drawing = DRAWINGS.detonator;
    expect('dial' in drawing && drawing.dial).toMatchObject({ start: 4, stepsToSkull: 3 });
  });
});

describe('rule stickers', () => {
  it('are in play once the table plays their first mission', () => {
    const upTo = (last: number): MissionId[] => [
      ...Array.from({ length: last }, (_, i) => i + 1),
      'new-1',
    ];
    expect(missionsPlayed(upTo(30))).toEqual({ first: 1, last: 30, newMissions: 1 });
    const played = (last: number) => missionsPlayed(upTo(last));
    expect(stickerInPlay('A', played(8))).toBe(false);
    expect(stickerInPlay('A', played(9))).toBe(true);
    expect(stickerInPlay('B', played(30))).toBe(false);
    expect(stickerInPlay('B', played(31))).toBe(true);
    expect(stickerInPlay('C', played(55))).toBe(true);
  });

  it('say which missions this table plays', () => {
    const played = missionsPlayed(MISSION_IDS);
    expect(played.first).toBe(1);
    expect(played.last).toBe(Math.max(...MISSION_IDS.filter((id) => typeof id === 'number')));
    expect(played.newMissions).toBe(MISSION_IDS.filter((id) => typeof id !== 'number').length);
  });
});

describe('the rules a mission uses (its Mission panel links them)', () => {
  const ids = (mission: MissionId) =>
    missionSections(mission).map(({ section, stickers }) =>
      stickers ? `${section.id} ${stickers.join('')}` : section.id,
    );

  it('are read from the mission’s data, in the page’s order', () => {
    // Mission 1: the basics only; 2: yellow wires; 3: equipment too.
    expect(ids(1)).toEqual([]);
    expect(ids(2)).toEqual(['yellow-wires']);
    expect(ids(3)).toEqual(expect.arrayContaining(['equipment']));
    // Mission 7: one red wire of two drawn ("x of y"), and equipment.
    expect(ids(7)).toEqual(['red-wires', 'x-of-y', 'equipment']);
    // Mission 9: sticker A brings the False Bottom in with the yellow wires.
    expect(ids(9)).toEqual(['yellow-wires', 'red-wires', 'equipment', 'stickers A']);
  });

  it('link sections of the rules page, each by its title', () => {
    const anchors = new Set(SECTIONS.map((s) => s.id));
    for (const mission of MISSION_IDS)
      for (const { section } of missionSections(mission)) expect(anchors).toContain(section.id);
    const link = renderToStaticMarkup(
      createElement(
        I18nProvider,
        null,
        createElement(RulesLink, { section: 'x-of-y', title: 'X' }),
      ),
    );
    expect(link).toContain('href="/rules#x-of-y"');
    expect(link).toContain('X (opens in a new tab)');
  });
});
