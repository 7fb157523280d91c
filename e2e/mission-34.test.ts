/**
 * Mission 34 "The Weakest Link" in the browser: a person (the Captain, seat 0) and three expert
 * bots. The table shows the person's own character and constraint card marked secret and the
 * others' face down; on the first turn the person accuses, by keyboard, the bot holding the
 * Captain card with its card (the deal the server makes from the seed), confirms, reads the
 * outcome in the log, sees the characters turn face up, and plays on by clicking to the end.
 */
import { createGame } from '@bomb-busters/engine';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/src/i18n/en';
import { keepEvidence, newPlayer } from './browser';
import { keepShot } from './shots';
import { useTestBed } from './bed';
import { tableWithBots } from './flows';
import { byMouse, latest, playAll, SeatDriver, untilDualCut } from './play';

const bed = useTestBed();

/** The Captain card goes to seat 2 with card D; the person, seat 0, holds E. */
const SETUP = { mission: 34, players: 4, seed: 'mission-34-0' } as const;

function secretDeal() {
  const created = createGame({ ...SETUP, captain: 0 });
  if (!created.ok) throw new Error(created.error.message);
  const { characters, constraints } = created.value;
  const holder = characters.findIndex((c) => c.card === 'captain');
  return { holder, card: constraints!.seats[holder]!.card, mine: constraints!.seats[0]!.card };
}

it('a person accuses the weakest link by keyboard and plays mission 34 to its end', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-34', [player]));
  const { page } = player;
  await tableWithBots(bed.server.base, page, SETUP);
  await untilDualCut(player);
  const { holder, card, mine } = secretDeal();
  expect(holder).not.toBe(0);

  // Own cards marked secret; the others' face down; no Double Detector while hidden.
  const cards = page.locator('[data-testid="constraint-cards"]');
  expect(await cards.locator('[data-testid="constraint-secret"]').textContent()).toContain(
    `${mine}: ${en[`board.constraint.${mine}`]}`,
  );
  expect(await cards.textContent()).toContain(en['board.secret']);
  expect(await cards.locator('[data-face-down]').count()).toBe(3);
  expect(await cards.textContent()).not.toContain(en[`board.constraint.${card}`]);
  expect(await page.locator('[data-testid="character-secret"]').count()).toBe(1);
  expect(await page.locator('[data-action="double"]').count()).toBe(0);
  await keepShot(page, 'mission-34-secret');

  // The accusation, by keyboard: the teammate and the card, then the confirmation.
  const accuse = page.locator('[data-testid="accuse"]');
  expect(await accuse.locator('legend').textContent()).toBe(en['play.accuse.title']);
  await page.focus('[data-testid="accuse-seat"]');
  await page.selectOption('[data-testid="accuse-seat"]', String(holder));
  await page.keyboard.press('Tab');
  await page.selectOption('[data-testid="accuse-card"]', card);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe(
    'accuse',
  );
  await page.keyboard.press('Enter');
  const prompt = page.locator('.play-confirm .play-prompt');
  await prompt.waitFor();
  expect(await prompt.textContent()).toContain('If you are wrong, the detonator moves one notch.');
  await keepShot(page, 'mission-34-confirm');
  await page.focus('[data-action="confirm"]');
  await page.keyboard.press('Enter');
  const log = page.locator('[data-testid="event-log"]');
  await log.getByText('of being the weakest link with card', { exact: false }).waitFor();
  expect(await log.textContent()).toMatch(
    new RegExp(`Ann accuses .+ of being the weakest link with card ${card}: right!`),
  );
  expect(await log.textContent()).toContain(en['board.event.secretCardsDiscarded.revealed']);

  // Characters face up, the Double Detector offered, the constraint cards gone, the turn still ours.
  await page.locator('[data-action="double"]').waitFor();
  expect(await page.locator('[data-testid="character-secret"]').count()).toBe(0);
  expect(await cards.textContent()).toContain(en['board.constraints.secretGone']);
  expect(latest(player.frames).view?.activeSeat).toBe(0);
  expect(await accuse.count()).toBe(0);

  const driver = new SeatDriver(player, 0, byMouse);
  const result = await playAll([driver]);
  expect(['won', 'lost']).toContain(result);
  expect(driver.log.rejections).toEqual([]);
  expect(player.errors).toEqual([]);
});
