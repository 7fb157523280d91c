/** Screenshots to look at: into e2e/artifacts like every test's, and a copy under /tmp/shots. */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { shoot } from './browser';

export const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';

export const DESKTOP = { width: 1280, height: 800 } as const;
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
