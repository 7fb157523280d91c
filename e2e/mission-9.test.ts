/**
 * Mission 9 "A Sense of Priorities" in the browser: the home page describes it with its sequence
 * card and False Bottom; at the table the sequence card shows its Number cards (the one it sits
 * on, the closed ones), a closed value is crossed out in the value picker with the reason, and a
 * person with three expert bots plays it by clicking to the end while the sequence card moves on.
 */
import { closedValues, gameValueOf, type SeatView } from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/src/i18n/en';
import { keepEvidence, newPlayer } from './browser';
import { keepShot } from './shots';
import { useTestBed } from './bed';
import { openBriefing } from './briefing';
import { openHome, tableWithBots } from './flows';
import { byMouse, latest, playAll, SeatDriver, untilDualCut } from './play';

const bed = useTestBed();

/** Seat 0 holds both 1s (the first Number card) and a 3 and an 11, closed at the start. */
const SEED = 'mission-9-15';

/** Seat 0's uncut values that the sequence card closes now. */
function closedHeld(view: SeatView): number[] {
  const closed = view.sequence ? closedValues(view.sequence) : [];
  const own = view.stands
    .filter((s) => s.seat === 0)
    .flatMap((s) => s.wires.filter((w) => !w.cut && w.printed !== null))
    .map((w) => gameValueOf(w.printed!));
  return [...new Set(own)].filter((v): v is number => typeof v === 'number' && closed.includes(v));
}

/** The Number cards as the table shows them: value and state, left to right. */
const numberCards = (page: Page) =>
  page
    .locator('[data-testid="sequence"] [data-number]')
    .evaluateAll((els) => els.map((el) => [el.getAttribute('data-number'), el.dataset.state]));

/** The same page at a phone's sizes, then back to the desktop. */
async function phoneShots(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, `${name}-390`);
  await page.setViewportSize({ width: 360, height: 740 });
  await keepShot(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

it('home describes missions 9 and 16 with the sequence card and False Bottom', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-9-home', [player]));
  await openHome(player.page);
  const option = (id: number) => player.page.locator(`[data-testid="mission-${id}"]`);
  expect(await option(9).locator('.mission-name').textContent()).toBe(
    'Mission 9 — A Sense of Priorities',
  );
  expect(await option(16).locator('.mission-name').textContent()).toBe(
    'Mission 16 — Time to Reprioritize',
  );
  for (const id of [9, 16]) {
    const setup = (await option(id).locator('.mission-setup').textContent()) ?? '';
    expect(setup).toContain(en['mission.summary.falseBottom']);
    expect(setup).toMatch(/Sequence card, side [AB], on 3 Number cards/);
  }
  await player.context.close();
});

it('a person and three expert bots play mission 9: the sequence card shows, explains and moves', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-9', [player]));
  const { page } = player;
  await tableWithBots(bed.server.base, page, { mission: 9, players: 4, seed: SEED });
  const view = await untilDualCut(player);
  const numbers = view.sequence?.numbers ?? [];
  expect(numbers).toHaveLength(3);

  // The sequence card on its first Number card: that value is open, the next two closed.
  const card = page.locator('[data-testid="sequence"]');
  expect(await card.getAttribute('data-at')).toBe('0');
  expect(await numberCards(page)).toEqual(
    numbers.map((n, i) => [String(n), i === 0 ? 'current' : 'closed']),
  );
  expect(await card.locator('.sequence-text').textContent()).toContain(
    `Once 2 wires marked ${numbers[0]} are cut`,
  );
  await keepShot(page, 'mission-9-table');
  await phoneShots(page, 'mission-9-table');
  // False Bottom among the equipment cards: it unlocks on yellow wires and is never used by hand.
  const falseBottom = page.locator('[data-card="falseBottom"]');
  expect(await falseBottom.locator('.equipment-state').textContent()).toContain(
    en['board.equipment.lockedYellow'],
  );

  // Seat 0 holds closed values: its turn says so, and the picker crosses them out with the reason.
  const held = closedHeld(view);
  expect(held.length, 'the seed deals seat 0 a closed value').toBeGreaterThan(0);
  const idle = (await page.locator('[data-testid="blocked-reason"]').textContent()) ?? '';
  expect(idle).toMatch(/closed: the sequence card has not reached/);
  await page.locator('[data-wire^="1-"]:enabled').first().click();
  await page.locator('.play-choices button[data-value]').first().waitFor();
  const disabled = await page
    .locator('.play-choices button[data-value]:disabled')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-value'))));
  expect(disabled.sort((a, b) => a - b)).toEqual(held.sort((a, b) => a - b));
  const offered = (latest(player.frames).legal.dualCut?.values ?? []).map(Number);
  for (const value of held) expect(offered).not.toContain(value);
  const blocked = page.locator('.play-choices button[data-value]:disabled').first();
  // Its accessible name says it is held back, its description is the sequence card's reason.
  expect(await blocked.getAttribute('aria-label')).toMatch(/, held back by the mission$/);
  expect(await blocked.getAttribute('aria-describedby')).toBe('play-blocked-sequence');
  const reason = (await page.locator('#play-blocked-sequence').textContent()) ?? '';
  expect(reason).toMatch(/closed: the sequence card has not reached/);
  expect(reason).toContain(`the sequence card moves on to ${numbers[1]}`);
  await keepShot(page, 'mission-9-closed');
  await phoneShots(page, 'mission-9-closed');
  // The Mission panel says the same.
  await page.keyboard.press('Escape');
  await openBriefing(page);
  const panel = (await page.locator('[data-testid="briefing-sequence"]').textContent()) ?? '';
  expect(panel).toContain(en['briefing.rule.sequence']);
  await keepShot(page, 'mission-9-panel');
  await page.click('[data-action="close-briefing"]');

  // Play on by clicking until the bomb is defused or explodes.
  const driver = new SeatDriver(player, 0, byMouse);
  const result = await playAll([driver]);
  expect(['won', 'lost']).toContain(result);
  expect(driver.log.rejections).toEqual([]);
  await keepShot(page, 'mission-9-end');
  // Once flipped, False Bottom says it added two cards, and they are on the board.
  const flipped = (await falseBottom.getAttribute('class'))?.includes('is-used') ?? false;
  expect(await page.locator('[data-card]').count()).toBe(flipped ? 6 : 4);
  expect(await falseBottom.locator('button').count()).toBe(0);
  if (flipped) expect(await falseBottom.textContent()).toContain(en['board.equipment.flipped']);
  await page.locator('section.equipment').scrollIntoViewIfNeeded();
  await keepShot(page, 'mission-9-equipment');
  // The sequence card moved on at least once, on the table and in the log.
  expect(Number(await card.getAttribute('data-at'))).toBeGreaterThan(0);
  expect(await numberCards(page)).toContainEqual([String(numbers[0]), 'passed']);
  const log = (await page.locator('[data-testid="event-log"]').textContent()) ?? '';
  expect(log).toContain(`The sequence card moves to ${numbers[1]}: ${numbers[1]} may now be cut`);
  expect(player.errors).toEqual([]);
});
