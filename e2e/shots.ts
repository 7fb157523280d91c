/** Screenshots to look at: into e2e/artifacts like every test's, and a copy under /tmp/shots. */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { shoot } from './browser';
import { englishLeft, setLanguage, type Other } from './language';

export const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const WIDE = { width: 1366, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** A screenshot named `name` (its path under SHOTS). */
export async function keepShot(page: Page, name: string): Promise<string> {
  const made = await shoot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  const copy = join(SHOTS, `${name}.png`);
  copyFileSync(made, copy);
  return copy;
}

/** The page at a desktop's width, then at a phone's, then back: `<name>-1280` and `<name>-390`. */
export async function bothWidths(page: Page, name: string): Promise<string[]> {
  await page.setViewportSize(DESKTOP);
  const wide = await keepShot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  const narrow = await keepShot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
  return [wide, narrow];
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
