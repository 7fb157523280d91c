/**
 * Screenshots to look at, taken only when asked for: `E2E_SHOTS=/tmp/shots npm run test:e2e`
 * writes them there. No test reads them, so `npm test` skips them (about 250 shots and their
 * resizes); a failing test always keeps its own screenshot in e2e/artifacts/ (keepEvidence).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { englishLeft, setLanguage, type Other } from './language';

/** The folder review screenshots go to, or null when none are asked for. */
export const SHOTS = process.env.E2E_SHOTS || null;

export const DESKTOP = { width: 1280, height: 800 } as const;
export const WIDE = { width: 1366, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** A screenshot of the page as `<name>.png` under SHOTS, when screenshots are asked for. */
export async function keepShot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** The page at a desktop's width, then at a phone's, then back: `<name>-1280` and `<name>-390`. */
export async function bothWidths(page: Page, name: string): Promise<void> {
  if (SHOTS) {
    await page.setViewportSize(DESKTOP);
    await keepShot(page, `${name}-1280`);
    await page.setViewportSize(PHONE);
    await keepShot(page, `${name}-390`);
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * The page at a wide desktop's size in English (`<name>-1366`), then at a phone's in `language`
 * (`<name>-<language>-390`), then back. Returns the English texts left on the phone's page.
 */
export async function wideAndPhoneIn(page: Page, name: string, language: Other): Promise<string[]> {
  await page.setViewportSize(WIDE);
  await keepShot(page, `${name}-1366`);
  await page.setViewportSize(PHONE);
  await setLanguage(page, language);
  await page.locator(`html[lang="${language}"]`).waitFor();
  const left = await englishLeft(page, language);
  await keepShot(page, `${name}-${language}-390`);
  await setLanguage(page, 'en');
  await page.locator('html[lang="en"]').waitFor();
  await page.setViewportSize(WIDE);
  return left;
}
