/**
 * Mission 12 "Wrapped in Red Tape" in the browser: each equipment card shows the Number card lying
 * on it and lists the pairs it waits for (its own, the Number card's, or one pair for both), the
 * Mission panel lists which cards wait for which Number card, and a person with three expert bots
 * plays it by clicking to the end while the table keeps showing exactly the Number cards left.
 */
import type { SeatView } from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { keepEvidence, newPlayer } from './browser';
import { keepShot } from './shots';
import { useTestBed } from './bed';
import { openBriefing } from './briefing';
import { tableWithBots } from './flows';
import { englishLeft, setLanguage, type Other } from './language';
import { byMouse, latest, playAll, SeatDriver, untilDualCut } from './play';

const bed = useTestBed();

/** Card 4 under a 4 (one pair for both), card 1 under a 10, False Bottom under a 12, 5 under a 9. */
const SEED = 'mission-12-5';

/** The Number card drawn on each equipment card, by card ('' when none lies on it). */
const drawn = (page: Page) =>
  page
    .locator('section.equipment [data-card]')
    .evaluateAll((els) =>
      els.map((el) => [
        el.getAttribute('data-card'),
        el.querySelector('.number-card-on')?.textContent ?? '',
      ]),
    );

/** The same, from the view: what the table should show. */
const expected = (view: SeatView) =>
  view.equipment.map(({ card }) => [
    String(card),
    String(view.equipmentNumbers.find((n) => n.card === card)?.number ?? ''),
  ]);

/** A card's state line and its locks, as shown. */
async function stateOf(page: Page, card: string | number) {
  const li = page.locator(`section.equipment [data-card="${card}"]`);
  return {
    state: (await li.locator('.equipment-state').textContent()) ?? '',
    locks: await li.locator('.equipment-locks li').allTextContents(),
  };
}

/** The equipment at a phone's sizes (the drawer opened), then back to the desktop. */
async function phoneShots(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.click('[data-action="drawer-equipment"]');
    await page.locator('section.equipment').waitFor({ state: 'visible' });
    await keepShot(page, `${name}-${width}`);
    await page.keyboard.press('Escape');
    await page.locator('section.equipment').waitFor({ state: 'hidden' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

it('a person and three expert bots play mission 12: each card shows its Number card and what it waits for', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-12', [player]));
  const { page } = player;
  await tableWithBots(bed.server.base, page, { mission: 12, players: 4, seed: SEED });
  const view = await untilDualCut(player);
  expect(view.equipmentNumbers.map((n) => [n.card, n.number])).toEqual([
    [4, 4],
    [1, 10],
    ['falseBottom', 12],
    [5, 9],
  ]);

  // Every card shows its Number card, and its state lists the pairs it waits for.
  expect(await drawn(page)).toEqual(expected(view));
  expect(await stateOf(page, 1)).toEqual({
    state: '⊘ Locked until both pairs are cut:',
    locks: [
      '○ Its own value: two wires marked 1, not cut yet',
      '○ The Number card on it: two wires marked 10, not cut yet',
    ],
  });
  expect(await stateOf(page, 4)).toEqual({
    state: '⊘ Locked until this pair is cut:',
    locks: ['○ Its own value and the Number card on it: two wires marked 4, not cut yet'],
  });
  expect((await stateOf(page, 'falseBottom')).locks[0]).toBe(
    '○ Its own value: two yellow wires, not cut yet',
  );
  await page.locator('section.equipment').scrollIntoViewIfNeeded();
  await keepShot(page, 'mission-12-equipment');
  await phoneShots(page, 'mission-12-equipment');

  // The same in the other languages, at a phone's width: worded in full, no English left.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of ['fr', 'nl', 'vi'] as const satisfies readonly Other[]) {
    await setLanguage(page, language);
    await page.click('[data-action="drawer-equipment"]');
    await page.locator('[data-card="1"]').scrollIntoViewIfNeeded();
    expect(await englishLeft(page, language)).toEqual([]);
    await keepShot(page, `mission-12-equipment-${language}-390`);
    await page.keyboard.press('Escape');
  }
  await setLanguage(page, 'en');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The Mission panel lists which card waits for which Number card.
  await openBriefing(page);
  const panel = page.locator('[data-testid="briefing-numbers"]');
  // The panel's code loads when first opened.
  await panel.locator('li').first().waitFor();
  expect(await panel.locator('li').allTextContents()).toEqual([
    'Post-it waits for Number card 4',
    'Label ≠ waits for Number card 10',
    'False Bottom waits for Number card 12',
    'Super Detector waits for Number card 9',
  ]);
  expect(await panel.textContent()).toContain(
    'The cards the False Bottom adds will take the next Number cards.',
  );
  await panel.scrollIntoViewIfNeeded();
  await keepShot(page, 'mission-12-panel');
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await keepShot(page, 'mission-12-panel-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.click('[data-action="close-briefing"]');

  // Play on by clicking to the end: after every action the table shows the Number cards left,
  // and once a card's own pair is cut while its Number card stays, it says which part is done.
  let halfDone = false;
  const driver = new SeatDriver(player, 0, byMouse);
  const result = await playAll([driver], async () => {
    if (!latest(player.frames).view) return;
    // The bots play on meanwhile: compare with the latest view each time, not the one at the ack.
    await expect
      .poll(async () => {
        const shown = await drawn(page);
        return JSON.stringify(shown) === JSON.stringify(expected(latest(player.frames).view!));
      })
      .toBe(true);
    const done = await page.locator('.equipment-locks li[data-done="true"]').count();
    if (done > 0 && !halfDone) {
      halfDone = true;
      await page.locator('.equipment-locks li[data-done="true"]').first().scrollIntoViewIfNeeded();
      await keepShot(page, 'mission-12-half-done');
      await phoneShots(page, 'mission-12-half-done');
    }
  });
  expect(['won', 'lost']).toContain(result);
  expect(driver.log.rejections).toEqual([]);
  await page.locator('section.equipment').scrollIntoViewIfNeeded();
  await keepShot(page, 'mission-12-end');
  // Number cards left the table as their pairs were cut, in the log too.
  const log = (await page.locator('[data-testid="event-log"]').textContent()) ?? '';
  expect(log).toMatch(/Number card \d+ leaves .+: two wires marked \d+ are cut/);
  // Cards the False Bottom added took the next Number cards, and the log says so.
  for (const event of latest(player.frames).view?.log ?? [])
    if (event.type === 'numberCovered')
      expect(log).toContain(`Number card ${event.number} lies on`);
  expect(player.errors).toEqual([]);
});
