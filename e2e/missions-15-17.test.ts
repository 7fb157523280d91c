/**
 * Missions 15 and 17 in the browser, a person and three expert bots. Mission 15: the face-up
 * Number card beside the detonator and the face-down equipment cards are explained; the game is
 * played through the UI to the end, and each time a card is turned over the person's view is
 * checked (the blind pick, when it is the person's, with its hint). Mission 17: the person draws
 * the Captain card and is Rhett: marked, barred from equipment and the Double Detector, and
 * places two false tokens through the UI (a wire, then any value but its own), which show as
 * "≠" tokens; then the game is played on to the end. English at a desktop's width, French and
 * Vietnamese at a phone's, with no English left.
 */
import type { GameEvent } from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/src/i18n/en';
import { keepEvidence, newPlayer } from './browser';
import { keepShot } from './shots';
import { useTestBed } from './bed';
import { closeBriefing, openBriefing } from './briefing';
import { tableWithBots } from './flows';
import { englishLeft, setLanguage, type Other } from './language';
import { latest, playOn, untilDualCut } from './play';

const bed = useTestBed();

/** At a phone's width in `language`: no English left; then back to English on a desktop. */
async function phoneIn(page: Page, language: Other, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await setLanguage(page, language);
  await page.locator(`html[lang="${language}"]`).waitFor();
  expect(await englishLeft(page, language)).toEqual([]);
  await keepShot(page, `${name}-${language}-390`);
  await setLanguage(page, 'en');
  await page.locator('html[lang="en"]').waitFor();
  await page.setViewportSize({ width: 1280, height: 800 });
}

const flips = (log: readonly GameEvent[]) =>
  log.filter(
    (e): e is Extract<GameEvent, { type: 'equipmentFlipped' }> => e.type === 'equipmentFlipped',
  );

it('mission 15: face-down equipment, the Number card, and the cards turned over', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-15', [player]));
  const { page } = player;
  // With this seed (and today's bots) the person's cut takes the last wire of a Number card.
  await tableWithBots(bed.server.base, page, { mission: 15, players: 4, seed: 'mission-15-2' });
  const view = await untilDualCut(player);
  const n = view.rewardNumber;
  expect(n).not.toBeNull();
  expect(await page.locator('[data-testid="reward-number"]').textContent()).toContain(
    `Cut all four ${n} wires to turn a face-down equipment card over: 0 of 4 cut.`,
  );
  const backs = page.locator('[data-face-down="true"]');
  expect(await backs.count()).toBe(4);
  expect(await backs.first().textContent()).toContain(
    `Face down: the Number card ${n} turns a card over once all four ${n} wires are cut`,
  );
  await keepShot(page, 'mission-15-number');
  await backs.first().scrollIntoViewIfNeeded();
  await keepShot(page, 'mission-15-table');
  await phoneIn(page, 'vi', 'mission-15-table');

  let seen = 0;
  let picked = false;
  const check = async () => {
    const { view: now } = latest(player.frames);
    if (!now) return;
    const pending = page.locator('[data-testid="pending"][data-kind="flipEquipment"]');
    if (!picked && now.pending?.kind === 'flipEquipment' && now.pending.seat === 0) {
      await pending.waitFor();
      // The person's blind pick: one button per face-down card, said to be blind.
      expect(await pending.locator('[data-testid="flip-hint"]').textContent()).toBe(
        en['play.flip.blind'],
      );
      const down = now.equipment.filter((s) => s.state === 'faceDown').length;
      expect(await pending.locator('[data-action="slot"]').count()).toBe(down);
      // The card's order: the pick is for the Number card just completed, still face up with
      // its four wires cut; the next one is turned after it.
      const done = now.rewardNumber!;
      const cut = now.stands.flatMap((s) => s.wires).filter((w) => w.cut && w.printed === done);
      expect(cut).toHaveLength(4);
      expect(await page.locator('[data-testid="reward-number"]').getAttribute('data-number')).toBe(
        String(done),
      );
      expect(await page.locator('[data-testid="reward-number"]').textContent()).toContain(
        `All four ${done} wires are cut: a face-down card is turned over now`,
      );
      await keepShot(page, 'mission-15-pick');
      await phoneIn(page, 'fr', 'mission-15-pick');
      picked = true;
    }
    const flipped = flips(now.log);
    for (const flip of flipped.slice(seen)) {
      // The card turned over shows face up at its place, and the log says who turned it over.
      const card = page.locator(`[data-card="${String(flip.card)}"]`);
      await card.waitFor();
      expect(await page.locator('[data-face-down="true"]').count()).toBe(
        now.equipment.filter((s) => s.state === 'faceDown').length,
      );
      await page
        .locator('[data-testid="event-log"]')
        .getByText('turns a face-down equipment card over', { exact: false })
        .first()
        .waitFor();
      if (seen === 0) await keepShot(page, 'mission-15-flipped');
    }
    seen = flipped.length;
  };
  const driver = await playOn(player, check);
  expect(['won', 'lost']).toContain(driver.result);
  expect(driver.log.rejections).toEqual([]);
  await check();
  expect(seen, 'at least one card was turned over').toBeGreaterThan(0);
  await keepShot(page, 'mission-15-end');
  expect(player.errors).toEqual([]);
});

it('mission 17: the person is Rhett and places two false tokens', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-17', [player]));
  const { page } = player;
  // The Captain card falls to seat 0 with this seed.
  await tableWithBots(bed.server.base, page, { mission: 17, players: 4, seed: 'mission-17-5' });
  const pending = page.locator('[data-testid="pending"][data-kind="falseInfo"]');
  await pending.waitFor();
  expect(latest(player.frames).view?.captain).toBe(0);
  expect(await page.locator('[data-stand="0-0"] .badge--rhett').textContent()).toBe('≠ Rhett');

  for (const n of [1, 2]) {
    await pending
      .locator('[data-testid="false-token-hint"]')
      .getByText(`False token ${n} of 2.`, { exact: false })
      .waitFor();
    // Only the person's own wires may take it.
    expect(await page.locator('[data-wire]:enabled:not([data-wire^="0-"])').count()).toBe(0);
    const wire = page.locator('[data-wire^="0-"]:enabled').first();
    const own = await wire.getAttribute('data-printed');
    const key = await wire.getAttribute('data-wire');
    await wire.click();
    expect(await pending.locator('[data-testid="false-token-own"]').textContent()).toBe(
      `Any value but ${own}, the wire’s own: the token must be false.`,
    );
    expect(await pending.locator(`button[data-value="${own}"]`).count()).toBe(0);
    const value = pending.locator('.play-choices button[data-value]').first();
    const shown = await value.getAttribute('data-value');
    if (n === 1) {
      await keepShot(page, 'mission-17-false-token');
      await phoneIn(page, 'fr', 'mission-17-false-token');
    }
    await value.click();
    const token = page.locator(`[data-wire="${key}"] .wire-info--not`);
    await token.waitFor();
    expect(await token.textContent()).toBe(`≠${shown}`);
    expect(await page.getAttribute(`[data-wire="${key}"]`, 'aria-label')).toContain(
      `false token: not ${shown}`,
    );
  }
  const view = await untilDualCut(player);
  expect(view.stands[0]!.wires.filter((w) => w.info?.kind === 'not')).toHaveLength(2);
  expect(await page.locator('[data-testid="event-log"]').textContent()).toContain(
    'Ann puts a false token in front of wire',
  );
  // Rhett's Double Detector and every equipment card are barred, with the reason.
  expect(await page.locator('[data-action="double"]').count()).toBe(0);
  expect(await page.locator('[data-stand="0-0"] .badge--detector').textContent()).toBe(
    en['board.character.detectorBarred'],
  );
  const barred = page.locator('[data-testid="equipment-barred"]');
  expect(await barred.count()).toBe(view.equipment.length);
  expect(await barred.first().textContent()).toContain(en['board.equipment.barred.rhettMine']);
  await keepShot(page, 'mission-17-table');
  await phoneIn(page, 'vi', 'mission-17-table');
  // The Mission panel names Rhett.
  await openBriefing(page);
  expect(await page.locator('[data-testid="briefing-rhett"]').textContent()).toContain(
    'Ann drew the Captain card and is Rhett',
  );
  await keepShot(page, 'mission-17-panel');
  await closeBriefing(page);

  // Play on; a miss on Rhett's wire asks the person which value the false token shows.
  let asked = false;
  const driver = await playOn(player, async () => {
    const now = latest(player.frames).view;
    if (asked || now?.pending?.kind !== 'falseInfo' || now.pending.seat !== 0) return;
    await pending.locator('[data-testid="false-token-hint"]').waitFor();
    expect(await pending.textContent()).toContain(en['play.false.failure']);
    await keepShot(page, 'mission-17-miss');
    asked = true;
  });
  expect(['won', 'lost']).toContain(driver.result);
  expect(driver.log.rejections).toEqual([]);
  await keepShot(page, 'mission-17-end');
  expect(player.errors).toEqual([]);
});
