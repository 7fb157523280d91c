/**
 * Turn alerts: switched on beside Sound (the browser's permission granted), a system notification
 * is made when the seat's turn begins while the tab is hidden, and none while it is visible. A
 * browser that refuses the permission leaves the switch off, and the switch says so.
 */
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/src/i18n/en';
import { keepEvidence, newPlayer, until } from './browser';
import { useTestBed } from './bed';
import { tableWithBots } from './flows';
import { byMouse, hasLegal, latest, SeatDriver } from './play';
import { keepShot, PHONE, WIDE } from './shots';

// The bot waits 3 s before each move: time to hide the page before the turn comes back.
const bed = useTestBed({ botDelayMs: 3000 });

/** Records every Notification the page makes, and lets the test hide or show the page. */
const SPY = `
  window.__notes = [];
  const Real = window.Notification;
  if (Real) {
    window.Notification = class extends Real {
      constructor(title, options) {
        window.__notes.push({ title, body: options && options.body });
        super(title, options);
      }
    };
  }
  window.__setHidden = (hidden) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event('visibilitychange'));
  };
`;

type Note = { title: string; body?: string };
const notes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notes: Note[] }).__notes);
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate(
    (h) => (window as unknown as { __setHidden: (h: boolean) => void }).__setHidden(h),
    hidden,
  );

it('notifies a turn only while the tab is hidden, once switched on', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('turn-alert', [player]));
  const { page, frames, context } = player;
  await context.grantPermissions(['notifications'], { origin: bed.server.base });
  await page.addInitScript(SPY);
  await page.setViewportSize(WIDE);
  await tableWithBots(bed.server.base, page, { mission: 1, players: 2, seed: 'turn-alert' });
  const mine = () => hasLegal(latest(frames).legal);
  await until(mine, 'the captain’s first move');

  // Off by default; on from the switch beside Sound, which says so.
  const toggle = page.locator('[data-action="notify"]');
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  expect(await toggle.getAttribute('title')).toBe(en['play.notify.off']);
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
  expect(await toggle.getAttribute('title')).toBe(en['play.notify.on']);
  expect(await toggle.getAttribute('data-permission')).toBe('granted');
  await keepShot(page, 'turn-alert-switch-1366');
  await page.setViewportSize(PHONE);
  await keepShot(page, 'turn-alert-switch-390');
  await page.setViewportSize(WIDE);

  // My move, then the tab is hidden: the bot plays, my turn begins unseen, one notification.
  const driver = new SeatDriver(player, 0, byMouse);
  const act = async () => {
    const before = driver.log.actions;
    await until(async () => (await driver.step(), driver.log.actions > before), 'my move');
  };
  await act();
  expect(mine()).toBe(false);
  await setHidden(page, true);
  await until(mine, 'my turn again', 30_000);
  await expect
    .poll(() => notes(page))
    .toEqual([{ title: 'Bomb Busters', body: en['play.notify.turn'] }]);

  // Visible again: my move, the bot's, my turn again, and no new notification.
  await setHidden(page, false);
  await act();
  expect(mine()).toBe(false);
  await until(mine, 'my turn once more', 30_000);
  await page.waitForTimeout(300);
  expect(await notes(page)).toHaveLength(1);
  expect(player.errors).toEqual([]);
});

it('a browser that refuses the permission leaves the switch off, and it says so', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('turn-alert-refused', [player]));
  const { page } = player;
  // The browser's own answer to the request, refused, as a person clicking "Block" would.
  await page.addInitScript(`
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => window.__answer ?? 'default' });
    Notification.requestPermission = () => { window.__asked = (window.__asked ?? 0) + 1; window.__answer = 'denied'; return Promise.resolve('denied'); };
  `);
  await tableWithBots(bed.server.base, page, { mission: 1, players: 2 });
  const toggle = page.locator('[data-action="notify"]');
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('data-permission')).toBe('denied');
  expect(await toggle.isDisabled()).toBe(true);
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  expect(await toggle.textContent()).toBe(en['play.notify.refused']);
  expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(1);
  await keepShot(page, 'turn-alert-refused-1366');
});
