/**
 * The rules page (issue 23): reached from the home page's link, from the lobby and from the
 * table's help (a new tab there, so the lobby and the table stay as they are); every section in
 * order in four languages, no English left in fr/nl/vi, no sideways scroll on a phone, a text
 * alternative for every drawing, and a link to one section opening at that section.
 */
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/test/catalogs';
import { format } from '../packages/client/src/i18n/translate';
import { SECTIONS } from '../packages/client/src/rules/sections';
import { useTestBed } from './bed';
import { keepEvidence, newPlayer } from './browser';
import { claimInLobby, openHome } from './flows';
import { CATALOGS, englishLeft, setLanguage, type Other } from './language';
import { api } from './server';
import { keepShot, PHONE, WIDE } from './shots';

const bed = useTestBed();

const headings = (page: Page) => page.locator('.rules-section h2').allTextContents();

/** How far the element is from the top of the window, in CSS pixels. */
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The link opens the rules in a new tab; resolves once they are shown there, and closes it. */
async function opensRulesInNewTab(page: Page, link: string): Promise<void> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.click(link)]);
  await tab.locator('[data-testid="rules"]').waitFor();
  expect(new URL(tab.url()).pathname).toBe('/rules');
  expect(await headings(tab)).toEqual(SECTIONS.map((s) => en[s.title]));
  await tab.close();
}

it('from the home page: every section and drawing, four languages, a phone, a deep link', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  const { page } = player;
  onTestFailed(() => keepEvidence('rules-page', [player]));
  await page.setViewportSize(WIDE);
  await openHome(page);
  await page.click('[data-action="rules"]');
  await page.locator('[data-testid="rules"]').waitFor();
  expect(new URL(page.url()).pathname).toBe('/rules');
  expect(await page.title()).toBe(format(en['rules.documentTitle'], { title: en['app.title'] }));
  expect(await page.locator('h1').allTextContents()).toEqual([en['rules.title']]);
  expect(await headings(page)).toEqual(SECTIONS.map((s) => en[s.title]));
  const toc = page.locator('nav.rules-toc a');
  expect(await toc.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    SECTIONS.map((s) => `#${s.id}`),
  );
  // Every drawing is an image with words saying what it shows.
  const alts = await page
    .locator('[role="img"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  expect(alts.length).toBeGreaterThanOrEqual(10);
  for (const alt of alts) expect(alt.length).toBeGreaterThan(20);
  await keepShot(page, 'rules-1366');

  // An in-page link scrolls to its section.
  await toc.filter({ hasText: en['rules.equipment.title'] }).click();
  await expect.poll(() => topOf(page, '#equipment')).toBeLessThan(20);
  await keepShot(page, 'rules-equipment-1366');

  await page.setViewportSize(PHONE);
  expect(await sidewaysScroll(page)).toBe(0);
  for (const language of Object.keys(CATALOGS) as Other[]) {
    const catalog = CATALOGS[language];
    await setLanguage(page, language);
    await page.locator(`html[lang="${language}"]`).waitFor();
    const translated = SECTIONS.map((s) => catalog[s.title]);
    await expect.poll(() => headings(page)).toEqual(translated);
    translated.forEach((text, i) => expect(text).not.toBe(en[SECTIONS[i]!.title]));
    expect(await englishLeft(page, language)).toEqual([]);
    expect(await page.title()).toBe(
      format(catalog['rules.documentTitle'], { title: catalog['app.title'] }),
    );
    expect(await sidewaysScroll(page), language).toBe(0);
    await page.evaluate(() => scrollTo(0, 0));
    await keepShot(page, `rules-${language}-390`);
  }
  await setLanguage(page, 'en');
  await page.locator('html[lang="en"]').waitFor();
  await keepShot(page, 'rules-390');

  // A link to one rule opens the page at that rule.
  await page.goto('/rules#detonator');
  await page.locator('[data-testid="rules"]').waitFor();
  await expect.poll(() => topOf(page, '#detonator')).toBeLessThan(20);
  expect(await topOf(page, '#detonator')).toBeGreaterThanOrEqual(0);
  await keepShot(page, 'rules-detonator-390');
  expect(player.errors).toEqual([]);
});

it('from the lobby and from the table’s help, in a new tab that leaves them as they are', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  const { page } = player;
  onTestFailed(() => keepEvidence('rules-links', [player]));
  const { room, hostToken } = await api<{ room: string; hostToken: string }>(
    bed.server.base,
    'POST',
    '/api/rooms',
    {
      mission: 1,
      players: 2,
      seed: 'rules-page',
      captain: 0,
      seats: [{ kind: 'person' }, { kind: 'bot', level: 'expert' }],
      public: false,
    },
  );
  await page.goto(`/room/${room}`);
  await page.locator('.lobby-rules [data-action="rules"]').waitFor();
  await keepShot(page, 'rules-lobby-link');
  await opensRulesInNewTab(page, '.lobby-rules [data-action="rules"]');
  await claimInLobby(page, 0, 'Ann');

  await api(bed.server.base, 'POST', `/api/rooms/${room}/start`, { hostToken });
  await page.locator('[data-testid="turn"]').waitFor();
  await page.click('[data-action="help"]');
  const help = page.locator('[data-testid="help"]');
  await help.locator('[data-action="rules"]').waitFor();
  await keepShot(page, 'rules-help-link');
  await opensRulesInNewTab(page, '[data-testid="help"] [data-action="rules"]');
  // The table is still there, its help still open.
  expect(await help.isVisible()).toBe(true);
  expect(new URL(page.url()).pathname).toBe(`/room/${room}`);
  expect(player.errors).toEqual([]);
});
