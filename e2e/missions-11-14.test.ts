/**
 * Missions 11 and 14 at the table, first turn: mission 11's red Number card beside the detonator,
 * the person's wires of that value marked as acting red (a letter, not colour alone), struck out
 * of the validation row and crossed out in the value picker with the reason; mission 14's rookie
 * marked, warned on their turn, and told the Stabilizer is not theirs. English at a desktop's
 * width and another language at a phone's, with no English left.
 */
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/src/i18n/en';
import { keepEvidence, newPlayer } from './browser';
import { keepShot } from './shots';
import { useTestBed } from './bed';
import { openBriefing } from './briefing';
import { tableWithBots } from './flows';
import { englishLeft, setLanguage, type Other } from './language';
import { untilDualCut } from './play';

const bed = useTestBed();

/** At a phone's width in `language`: no English left; then back to English on a desktop. */
async function phoneIn(page: Page, language: Other, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await setLanguage(page, language);
  await page.locator(`html[lang="${language}"]`).waitFor();
  expect(await englishLeft(page, language)).toEqual([]);
  await keepShot(page, `${name}-${language}-390`);
  await setLanguage(page, 'en');
  await page.setViewportSize({ width: 1280, height: 800 });
}

it('mission 11: the value of the red Number card is marked, struck out and held back', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-11', [player]));
  const { page } = player;
  // Number card 12 on the mission card; seat 0 holds two 12s.
  await tableWithBots(bed.server.base, page, { mission: 11, players: 4, seed: 'mission-11-11' });
  const view = await untilDualCut(player);
  expect(view.redValues).toEqual([12]);

  expect(await page.locator('[data-testid="red-number"]').textContent()).toContain(
    'The four wires marked 12 act as red wires',
  );
  const mine = page.locator('[data-wire^="0-"][data-printed="red"]');
  expect(await mine.count()).toBe(2);
  expect(await mine.first().locator('.wire-red-mark').textContent()).toBe('R');
  expect(await mine.first().getAttribute('aria-label')).toContain('12, acting as red');
  expect(await page.locator('.validation-value.is-red').getAttribute('aria-label')).toBe(
    '12: acts as red, never validated',
  );
  // The idle panel and the value picker say why 12 is never announced.
  const reason = '12 acts as red in this mission: it is never announced.';
  expect(await page.locator('[data-testid="blocked-reason"]').textContent()).toBe(reason);
  await page.locator('[data-wire^="1-"]:enabled').first().click();
  const blocked = page.locator('.play-choices button[data-value="12"]');
  expect(await blocked.isDisabled()).toBe(true);
  expect(await blocked.getAttribute('aria-label')).toBe('12, held back by the mission');
  expect(await blocked.getAttribute('aria-describedby')).toBe('play-blocked-redNumber');
  expect(await page.locator('#play-blocked-redNumber').textContent()).toBe(reason);
  await keepShot(page, 'mission-11-picker');
  await phoneIn(page, 'vi', 'mission-11-picker');
  await page.keyboard.press('Escape');
  // At a phone's width the red Number card stays on the first screen, above the own stand.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = await page.locator('[data-testid="red-number"]').boundingBox();
  expect(card && card.y + card.height).toBeLessThanOrEqual(844);
  await keepShot(page, 'mission-11-table-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(player.errors).toEqual([]);
});

it('mission 14: the rookie is marked, warned and barred from the Stabilizer', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-14', [player]));
  const { page } = player;
  // The Captain card falls to seat 0, and the Stabilizer is on the board.
  await tableWithBots(bed.server.base, page, { mission: 14, players: 4, seed: 'mission-14-22' });
  const view = await untilDualCut(player);
  expect(view.captain).toBe(0);

  expect(await page.locator('[data-stand="0-0"] .badge--rookie').textContent()).toBe('Rookie');
  expect(await page.locator('[data-testid="rookie-warning"]').textContent()).toContain(
    en['play.rookie.warning'],
  );
  expect(
    await page.locator('[data-card="9"] [data-testid="equipment-barred"]').textContent(),
  ).toContain(en['board.equipment.barred.mine']);
  await page.locator('[data-card="9"]').scrollIntoViewIfNeeded();
  await keepShot(page, 'mission-14-table');
  // A dual cut's confirmation repeats the warning.
  await page.locator('[data-wire^="1-"]:enabled').first().click();
  await page.locator('.play-choices button[data-value]:enabled').first().click();
  expect(await page.locator('.play-confirm [data-testid="rookie-warning"]').count()).toBe(1);
  await keepShot(page, 'mission-14-confirm');
  await phoneIn(page, 'nl', 'mission-14-confirm');
  await page.keyboard.press('Escape');
  // The Mission panel names the rookie.
  await openBriefing(page);
  expect(await page.locator('[data-testid="briefing-rookie"]').textContent()).toBe(
    'Ann drew the Captain card and is the rookie: a failed dual cut by Ann explodes the bomb, and Ann may not use the Stabilizer.',
  );
  await keepShot(page, 'mission-14-panel');
  expect(player.errors).toEqual([]);
});
