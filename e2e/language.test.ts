/**
 * 4. The language switch changes every visible text: on the home page, in the lobby and at the
 * table, in French, Dutch and Vietnamese no English UI string remains.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import { keepEvidence, launch, newPlayer } from './browser';
import { createOnHome, startInLobby } from './flows';
import { CATALOGS, englishLeft, setLanguage, type Other } from './language';
import { startServer, type Server } from './server';

let server: Server;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const LANGUAGES = Object.keys(CATALOGS) as Other[];

/** Each language in turn on the current page; returns the English texts left, by language. */
async function check(page: Page, where: string): Promise<string[]> {
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

it('every visible text follows the language on the home page, in the lobby and at the table', async () => {
  const player = await newPlayer(browser, server.base);
  const { page } = player;
  onTestFailed(() => keepEvidence('language', [player]));
  await page.goto('/');
  await page.locator('[data-testid="create-table"]').waitFor();
  expect.soft(await check(page, 'home')).toEqual([]);
  await createOnHome(page, { name: 'Ann', seats: ['person', 'cautious'] });
  expect.soft(await check(page, 'lobby')).toEqual([]);
  await startInLobby(page);
  await page.locator('[data-wire]').first().waitFor();
  expect(await check(page, 'table')).toEqual([]);
});
