/** The Mission panel (the briefing), opened and closed by keyboard like a person would. */
import type { Locator, Page } from 'playwright-core';

const briefing = (page: Page): Locator => page.locator('[data-testid="briefing"]');

/** Opens the panel with the M key from the table; resolves once it shows. */
export async function openBriefing(page: Page): Promise<Locator> {
  await page.locator('.play-surface').focus();
  await page.keyboard.press('m');
  await briefing(page).waitFor();
  return briefing(page);
}

/** Closes the panel with Escape; resolves once it is gone (until then it takes the table's clicks). */
export async function closeBriefing(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await briefing(page).waitFor({ state: 'hidden' });
}
