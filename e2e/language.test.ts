/**
 * 4. The language switch changes every visible text: on the home page, in the lobby, at the
 * table, in the help dialog, on the game-over panel and on the replay page, in French, Dutch and
 * Vietnamese no English UI string remains.
 */
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { keepEvidence, newPlayer } from './browser';
import { useTestBed } from './bed';
import { mySeat } from './dom';
import { createOnHome, openHome, startInLobby } from './flows';
import { CATALOGS, englishLeft, setLanguage, type Other } from './language';
import { byMouse, playAll, SeatDriver } from './play';

const bed = useTestBed();

const LANGUAGES = Object.keys(CATALOGS) as Other[];

/**
 * Each language in turn on the current page; returns the English texts left, by language.
 * First, in English, the same search must find the page's texts: a check that cannot fail (a
 * page still loading shows a handful, a detector gone blind none) proves nothing.
 */
async function check(page: Page, where: string): Promise<string[]> {
  const english = await englishLeft(page, LANGUAGES[0]!);
  expect(
    english.length,
    `${where}: English texts found on the English page`,
  ).toBeGreaterThanOrEqual(10);
  const left: string[] = [];
  for (const language of LANGUAGES) {
    await setLanguage(page, language);
    // The catalog loads asynchronously: wait for the page to settle in the language.
    let found: string[] = [];
    await expect
      .poll(async () => (found = await englishLeft(page, language)).length, { timeout: 5000 })
      .toBe(0)
      .catch(() => undefined);
    left.push(...found.map((f) => `${where} ${language} ${f}`));
  }
  await setLanguage(page, 'en');
  return left;
}

it('every visible text follows the language from the home page to the replay', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  const { page } = player;
  onTestFailed(() => keepEvidence('language', [player]));
  await openHome(page);
  expect.soft(await check(page, 'home')).toEqual([]);
  const room = await createOnHome(page, { name: 'Ann', seats: ['person', 'cautious'] });
  await page.locator('[data-action="start"]').waitFor();
  expect.soft(await check(page, 'lobby')).toEqual([]);
  await startInLobby(page);
  await page.locator('[data-wire]').first().waitFor();
  expect.soft(await check(page, 'table')).toEqual([]);

  await page.click('[data-action="help"]');
  await page.locator('[data-testid="help"]').waitFor();
  expect.soft(await check(page, 'help')).toEqual([]);
  await page.click('[data-action="close-help"]');
  await page.locator('[data-testid="help"]').waitFor({ state: 'hidden' });

  const me = await mySeat(page, room);
  await playAll([new SeatDriver(player, me!, byMouse)]);
  await page.locator('[data-action="watch-replay"]').waitFor();
  expect.soft(await check(page, 'game over')).toEqual([]);

  await page.click('[data-action="watch-replay"]');
  await page.locator('[data-testid="replay-step"]').waitFor();
  expect(await check(page, 'replay')).toEqual([]);
});
