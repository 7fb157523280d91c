/**
 * The campaign of a table: the lobby shows the surprise box 9-19 locked until 8 is won; after a
 * game against a bot the sheet counts the result, "play again" offers the next mission after a
 * win (the same after a loss) and lists locked missions as such; the host unlocks everything
 * after a confirmation; the home page's history shows the table's progress.
 */
import { MISSION_IDS, type MissionId } from '@bomb-busters/engine';
import { boxOf, campaignOf, type RoomInfo } from '@bomb-busters/protocol';
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/test/catalogs';
import { format } from '../packages/client/src/i18n/translate';
import { keepEvidence, newPlayer } from './browser';
import { keepShot } from './shots';
import { useTestBed } from './bed';
import { createOnHome, openHome, startInLobby } from './flows';
import { byMouse, playAll, SeatDriver } from './play';
import { api } from './server';

const bed = useTestBed();

const PHONE_TALL = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const first = MISSION_IDS.find((id) => boxOf(id)?.opensWith === null) as number;
const surprise = (page: Page) => page.locator('[data-testid="campaign"] tbody[data-box="9"]');

/** A screenshot at the desktop size and at the phone size, the sheet in view. */
async function shootBoth(page: Page, name: string): Promise<void> {
  await page.locator('[data-testid="campaign"]').scrollIntoViewIfNeeded();
  await keepShot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE_TALL);
  await page.locator('[data-testid="campaign"]').scrollIntoViewIfNeeded();
  await keepShot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

it('keeps the campaign of a table: results, the mission offered, locks and unlocking', async () => {
  const ann = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('campaign', [ann]));
  const { page } = ann;
  const room = await createOnHome(page, {
    name: 'Ann',
    seats: ['person', 'expert'],
    mission: first,
  });

  // The lobby: box 9-19 locked, in words, until mission 8 is won.
  await surprise(page).waitFor();
  expect(await surprise(page).getAttribute('data-open')).toBe('false');
  expect(await surprise(page).textContent()).toContain(
    format(en['campaign.box.locked'], { mission: 8 }),
  );
  await shootBoth(page, 'campaign-lobby');

  await startInLobby(page);
  const result = await playAll([new SeatDriver(ann, 0, byMouse)]);
  expect(['won', 'lost']).toContain(result);

  // After the game: the sheet counts it, and "play again" offers the campaign's next mission.
  const row = page.locator(`[data-testid="campaign"] tr[data-mission="${first}"]`);
  await row.waitFor();
  expect(await row.locator(result === 'won' ? '[data-won]' : '[data-lost]').textContent()).toBe(
    `${result === 'won' ? '✔' : '✖'} 1`,
  );
  const info = await api<RoomInfo>(bed.server.base, 'GET', `/api/rooms/${room}`);
  const expected = campaignOf({
    players: 2,
    unlocked: false,
    start: first,
    games: [{ mission: first, captain: 0, result: result as 'won' | 'lost' }],
  });
  expect(info.campaign).toEqual(expected);
  if (result === 'lost') expect(expected.next).toBe(first);
  const offered = expected.next as MissionId;
  // The mission picker of "play again" starts on it, and a mission of a closed box is locked.
  const again = page.locator('[data-testid="play-again"]');
  expect(await again.locator('[data-testid="again-mission"]').getAttribute('data-mission')).toBe(
    String(offered),
  );
  await again.locator('[data-testid="again-mission"]').click();
  expect(await again.locator(`[data-testid="mission-${offered}"] input`).isChecked()).toBe(true);
  const locked = MISSION_IDS.find((id) => boxOf(id)?.opensWith === 8);
  const lockedOption = again.locator(`[data-testid="mission-${String(locked)}"] input`);
  if (locked !== undefined) expect(await lockedOption.isDisabled()).toBe(true);
  expect(await page.locator('[data-testid="campaign-next"]').getAttribute('data-mission')).toBe(
    String(offered),
  );
  await shootBoth(page, 'campaign-after-game');

  // The host unlocks everything, after a confirmation (the keyboard lands on "Cancel").
  await page.locator('[data-action="unlock"]').click();
  await page.locator('[data-action="unlock-cancel"]').waitFor();
  // The focus moves in the frame after the confirmation shows.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-action')))
    .toBe('unlock-cancel');
  await page.keyboard.press('Enter');
  expect(await surprise(page).getAttribute('data-open')).toBe('false');
  await page.locator('[data-action="unlock"]').click();
  await page.locator('[data-action="unlock-confirm"]').click();
  await page.locator('[data-testid="campaign"] tbody[data-box="9"][data-open="true"]').waitFor();
  expect(await page.locator('[data-testid="campaign"]').textContent()).toContain(
    en['campaign.unlocked'],
  );
  if (locked !== undefined) expect(await lockedOption.isDisabled()).toBe(false);

  // Play again: back to the lobby, then started as the first time; the offered mission,
  // captained by the seat to the left.
  await page.locator('[data-action="play-again"]').click();
  await page.locator('[data-testid="lobby-next-game"]').waitFor();
  expect(await api<RoomInfo>(bed.server.base, 'GET', `/api/rooms/${room}`)).toMatchObject({
    status: 'open',
    game: 2,
    mission: offered,
  });
  await startInLobby(page);
  const next = await api<RoomInfo>(bed.server.base, 'GET', `/api/rooms/${room}`);
  expect(next).toMatchObject({ game: 2, mission: offered, status: 'playing' });
  expect(next.games?.[1]).toMatchObject({ mission: offered, captain: 1 });

  // The home page: the table in the history with its progress.
  await openHome(page);
  const progress = page.locator(
    `[data-testid="history"] [data-room="${room}"] [data-testid="campaign-progress"]`,
  );
  await progress.waitFor();
  expect(await progress.textContent()).toBe(
    format(en['campaign.progress.unlocked'], {
      won: result === 'won' ? 1 : 0,
      total: MISSION_IDS.length,
    }),
  );
  await progress.scrollIntoViewIfNeeded();
  await keepShot(page, 'campaign-home-desktop');
  await page.setViewportSize(PHONE_TALL);
  await progress.scrollIntoViewIfNeeded();
  await keepShot(page, 'campaign-home-phone');
  expect(ann.errors).toEqual([]);
}, 240_000);
