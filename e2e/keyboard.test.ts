/** 5. A whole game by keyboard alone (Tab, arrows, Enter, digit keys): no mouse click. */
import { expect, it, onTestFailed } from 'vitest';
import { keepEvidence, newPlayer } from './browser';
import { useTestBed } from './bed';
import { mySeat, roomOf } from './dom';
import { byKeyboard, playAll, reach, SeatDriver } from './play';

const bed = useTestBed();

it('creates, starts and plays a game with the keyboard only', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('keyboard', [player]));
  const { page } = player;
  const press = async (selector: string, ...keys: string[]) => {
    if (!(await reach(page, selector))) throw new Error(`keyboard cannot reach ${selector}`);
    for (const k of keys) await page.keyboard.press(k);
  };
  await page.goto('/');
  // Mission 1 and seat 2 a bot are the form's defaults; two players, a name, create.
  await press('[data-testid="create-table"] select:not([data-seat])', '2');
  await press('[data-testid="create-table"] input[autocomplete="nickname"]');
  await page.keyboard.type('Kim');
  await press('[data-action="create"]', 'Enter');
  await page.waitForURL(/\/room\//);
  await press('[data-action="start"]', 'Enter');
  await page.locator('[data-testid="turn"]').waitFor();
  const me = (await mySeat(page, roomOf(page)))!;

  const notes: string[] = [];
  const driver = new SeatDriver(player, me, byKeyboard(notes));
  const result = await playAll([driver]);
  expect(['won', 'lost']).toContain(result);
  expect(driver.log.actions).toBeGreaterThan(0);
  expect(driver.log.rejections).toEqual([]);
  expect(notes).toEqual([]);
});
