/**
 * 6. The mission explains itself at the table: the Mission panel (button and M key) shows the
 * mission's number, name, special rules and setup in every language, the help says it exists, and
 * in New Mission 2 "Parallel Wires" the values the sheet holds back are shown crossed out with the
 * rule that holds them. The home page names missions as on the box.
 */
import { gameValueOf } from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/test/catalogs';
import { keepEvidence, newPlayer, type Player } from './browser';
import { keepShot } from './shots';
import { useTestBed } from './bed';
import { closeBriefing, openBriefing } from './briefing';
import { openHome, tableWithBots } from './flows';
import { CATALOGS, setLanguage } from './language';
import { latest, untilDualCut } from './play';

const bed = useTestBed();

type Catalog = Readonly<Record<string, string>>;
const ALL: Readonly<Record<string, Catalog>> = { en, ...CATALOGS };

/** Parallel Wires at the start: the first cell of each of the five rows. */
const OPEN_AT_START = [1, 6, 10, 5, 12];

/** A table of New Mission 2 with the person in seat 0 (the captain) and three bots, started. */
const parallelWires = (player: Player): Promise<string> =>
  tableWithBots(bed.server.base, player.page, {
    mission: 'new-2',
    players: 4,
    seed: 'mission-panel',
  });

const valuesOf = (page: Page, disabled: boolean) =>
  page
    .locator(`.play-choices button[data-value]${disabled ? ':disabled' : ':enabled'}`)
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-value')));

async function openPanel(page: Page) {
  await page.click('[data-action="mission"]');
  await page.locator('[data-testid="briefing"]').waitFor();
}

async function closePanel(page: Page) {
  await page.click('[data-action="close-briefing"]');
  await page.locator('[data-testid="briefing"]').waitFor({ state: 'hidden' });
}

it('home names missions by number and name, as on the box', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-home', [player]));
  await openHome(player.page);
  const name = (id: string) =>
    player.page.locator(`[data-testid="mission-${id}"] .mission-name`).textContent();
  expect(await name('8')).toBe('Mission 8 — Final Exam');
  expect(await name('new-2')).toBe('New Mission 2 — Parallel Wires');
  await setLanguage(player.page, 'fr');
  await expect.poll(() => name('new-2')).toBe('Nouvelle mission 2 — Fils parallèles');
  await player.context.close();
});

it('the Mission panel and the reason a value is held back, in Parallel Wires', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-panel', [player]));
  const { page } = player;
  await parallelWires(player);
  const view = await untilDualCut(player);
  const { legal } = latest(player.frames);

  // The values this seat holds that the sheet does not open yet.
  const held = new Set(
    view.stands
      .filter((s) => s.seat === 0)
      .flatMap((s) => s.wires.filter((w) => !w.cut && w.printed !== null))
      .map((w) => gameValueOf(w.printed!))
      .filter((v) => v !== 'red'),
  );
  const blocked = [...held].filter((v) => typeof v !== 'number' || !OPEN_AT_START.includes(v));
  expect(blocked.length, 'the seed deals seat 0 values the sheet holds back').toBeGreaterThan(0);

  // Point at a teammate's wire: the picker offers the open values and crosses out the others.
  const target = page.locator('[data-wire^="1-"]:enabled').first();
  await target.click();
  await page.locator('.play-choices button[data-value]').first().waitFor();
  const offered = (legal.dualCut?.values ?? []).map(String);
  expect((await valuesOf(page, false)).sort()).toEqual([...offered].sort());
  expect((await valuesOf(page, true)).sort()).toEqual(blocked.map(String).sort());
  // The enabled values come sorted, and the reason names the rule.
  const all = await page
    .locator('.play-choices button[data-value]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-value')));
  const numbers = all.filter((v) => v !== 'yellow').map(Number);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  const reason = (await page.locator('[data-testid="blocked-reason"]').textContent()) ?? '';
  expect(reason).toContain(en['briefing.rule.rows']);
  expect(reason).toMatch(/not accessible on the mission sheet yet/);
  for (const v of blocked) expect(reason).toContain(v === 'yellow' ? 'yellow' : String(v));
  const first = page.locator('.play-choices button[data-value]:disabled').first();
  expect(await first.getAttribute('aria-describedby')).toBe('play-blocked-rows');
  expect(await page.locator('#play-blocked-rows').textContent()).toBe(reason);
  await keepShot(page, 'mission-blocked-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, 'mission-blocked-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');

  // The help says the panel exists and lists its key.
  await page.click('[data-action="help"]');
  const help = page.locator('[data-testid="help"]');
  await help.waitFor();
  expect(await help.textContent()).toContain(en['briefing.help']);
  expect(await help.textContent()).toContain(en['briefing.key']);
  // The help links the whole rules page, in a new tab.
  expect(await help.locator('a[data-action="rules"]').getAttribute('href')).toBe('/rules');
  await page.click('[data-action="close-help"]');
  await help.waitFor({ state: 'hidden' });

  // The M key opens it; Escape closes it.
  await openBriefing(page);
  await closeBriefing(page);

  // The button opens it in every language, with the mission's own texts in that language.
  for (const [language, catalog] of Object.entries(ALL)) {
    await setLanguage(page, language);
    await expect
      .poll(() => page.locator('[data-action="mission"]').getAttribute('title'))
      .toBe(catalog['briefing.openTitle']);
    await openPanel(page);
    const panel = page.locator('[data-testid="briefing"]');
    const number = catalog['briefing.number.new']!.replace('{n}', '2');
    expect(await panel.locator('h2').textContent()).toBe(
      catalog['briefing.title']!.replace('{number}', number).replace(
        '{name}',
        catalog['mission.new-2.name']!,
      ),
    );
    expect(await panel.locator('.mission-rules').textContent()).toBe(
      catalog['mission.new-2.rules'],
    );
    const sheet = (await panel.locator('[data-testid="briefing-sheet"]').textContent()) ?? '';
    expect(sheet).toContain(catalog['briefing.rule.rows']);
    expect(await panel.locator('.mission-setup li').count()).toBeGreaterThan(3);
    // The rules page's sections the mission uses, from its data: yellow and red wires, equipment.
    const links = panel.locator('[data-testid="briefing-rules"] a');
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual([
      '/rules#yellow-wires',
      '/rules#red-wires',
      '/rules#equipment',
    ]);
    expect(await links.first().textContent()).toBe(
      catalog['rules.link.section']!.replace('{title}', catalog['rules.yellow.title']!),
    );
    if (language === 'en') {
      expect(sheet).toContain('1, 5, 6, 10, and 12');
      // A link opens the rules page at its section, in a new tab; the table stays.
      const [rules] = await Promise.all([
        page.context().waitForEvent('page'),
        links.nth(1).click(),
      ]);
      await rules.locator('#red-wires').waitFor();
      expect(new URL(rules.url()).hash).toBe('#red-wires');
      await rules.close();
      await keepShot(page, 'mission-panel-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await keepShot(page, 'mission-panel-phone');
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    if (language === 'vi') await keepShot(page, 'mission-panel-vi');
    await closePanel(page);
  }
  expect(player.errors).toEqual([]);
});
