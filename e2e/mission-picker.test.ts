/**
 * Choosing a mission among many: the home page's search finds mission 18 by its number and by part
 * of its name (in the language shown), the missions wait folded under their boxes, and "Create the
 * table" stays on screen, on a desktop and on a phone; the table is created with the mission found.
 */
import type { RoomInfo } from '@bomb-busters/protocol';
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en, fr } from '../packages/client/test/catalogs';
import { keepEvidence, newPlayer } from './browser';
import { useTestBed } from './bed';
import { roomOf } from './dom';
import { openHome } from './flows';
import { setLanguage } from './language';
import { api } from './server';
import { keepShot, PHONE, WIDE } from './shots';

const bed = useTestBed();

const search = (page: Page) => page.locator('[data-testid="mission-search"]');
const option = (page: Page, id: number) => page.locator(`[data-testid="mission-${id}"]`);
const create = (page: Page) => page.locator('[data-action="create"]');
/** The missions the list shows now (folded boxes hide theirs). */
const shown = (page: Page) =>
  page
    .locator('[data-testid^="mission-"].mission-option:visible')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));

/** Is the element wholly inside the window as it stands? */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0;
  });

/** Creates the table and checks the server got the mission. */
async function createAndCheck(page: Page, mission: number) {
  await page.locator('input[autocomplete="nickname"]').fill('Ann');
  await create(page).click();
  await page.waitForURL(/\/room\//);
  const info = await api<RoomInfo>(bed.server.base, 'GET', `/api/rooms/${roomOf(page)}`);
  expect(info.mission).toBe(mission);
}

it('on a desktop: "18" and "helping" find mission 18, Enter chooses it, the table has it', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-picker-desktop', [player]));
  const { page } = player;
  await page.setViewportSize(WIDE);
  await openHome(page);
  // Only the training box is open at first: a short list, the button in view.
  expect(await shown(page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `mission-${n}`));
  expect(await inView(page, '[data-action="create"]')).toBe(true);
  await keepShot(page, 'mission-picker-1366-start');

  await search(page).fill('18');
  expect(await shown(page)).toEqual(['mission-18']);
  expect(await page.locator('[data-testid="mission-found"]').textContent()).toBe(
    en['home.picker.found_one'].replace('{count}', '1'),
  );
  await keepShot(page, 'mission-picker-1366');

  await search(page).fill('HELPING');
  expect(await shown(page)).toEqual(['mission-18']);
  await search(page).press('Enter'); // chooses, does not create
  expect(page.url()).not.toMatch(/\/room\//);
  const chosen = page.locator('[data-testid="chosen-mission"]');
  expect(await chosen.getAttribute('data-mission')).toBe('18');
  expect(await option(page, 18).locator('input[type="radio"]').isChecked()).toBe(true);

  // Its rules are one click away.
  const rules = option(page, 18).locator('.mission-rules');
  expect(await rules.isVisible()).toBe(false);
  await option(page, 18).locator('.mission-more > summary').click();
  expect(await rules.textContent()).toBe(en['mission.18.rules']);
  await keepShot(page, 'mission-picker-1366-rules');

  await createAndCheck(page, 18);
  expect(player.errors).toEqual([]);
  await player.context.close();
});

it('on a phone: the button in view without scrolling, mission 18 found by its French name', async () => {
  const player = await newPlayer(bed.browser, bed.server.base, { phone: true });
  onTestFailed(() => keepEvidence('mission-picker-phone', [player]));
  const { page } = player;
  await page.setViewportSize(PHONE);
  await openHome(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await inView(page, '[data-action="create"]')).toBe(true);
  await keepShot(page, 'mission-picker-390-start');

  await search(page).fill('18');
  expect(await shown(page)).toEqual(['mission-18']);

  await setLanguage(page, 'fr');
  await page.getByText(fr['home.picker.search'], { exact: true }).waitFor();
  const name = fr['mission.18.name']; // "Un coup de main"
  await search(page).fill(name.slice(3, 11).toUpperCase());
  expect(await shown(page)).toEqual(['mission-18']);
  await option(page, 18).locator('.mission-head').tap();
  expect(await page.locator('[data-testid="chosen-mission"]').getAttribute('data-mission')).toBe(
    '18',
  );
  // The list never pushes the button away: it is still on screen, under the mission chosen.
  expect(await inView(page, '[data-action="create"]')).toBe(true);
  await keepShot(page, 'mission-picker-390-found');

  await createAndCheck(page, 18);
  expect(player.errors).toEqual([]);
  await player.context.close();
});
