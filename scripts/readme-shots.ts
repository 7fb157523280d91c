/**
 * Retakes the README's two screenshots of a game in progress: a person (Ann) and three expert bots
 * on mission 1, after a few rounds, on a 1366×900 desktop and a 390×844 phone. Needs the built
 * client (`npm run build -w @bomb-busters/client`) and Chromium at /usr/bin/chromium.
 *
 *   npx tsx scripts/readme-shots.ts [--moves N]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launch, newPlayer } from '../e2e/browser.js';
import { tableWithBots } from '../e2e/flows.js';
import { ROOT } from '../e2e/paths.js';
import { byMouse, SeatDriver } from '../e2e/play.js';
import { startServer } from '../e2e/server.js';
import { PHONE, WIDE } from '../e2e/shots.js';

const { values } = parseArgs({ options: { moves: { type: 'string', default: '3' } } });
const moves = Number(values.moves);

const server = await startServer({ BOT_DELAY_MS: '200' });
const browser = await launch();
try {
  // No seed: a seeded table says the host may know the deal, which is not the usual table.
  const ann = await newPlayer(browser, server.base);
  await ann.page.setViewportSize(WIDE);
  const room = await tableWithBots(server.base, ann.page, { mission: 1, players: 4 });

  // Ann's own moves, the bots' in between: a log, tokens and cut wires on the stands.
  const driver = new SeatDriver(ann, 0, byMouse);
  while (driver.log.actions < moves) {
    const step = await driver.step();
    if (step === 'over')
      throw new Error('the game ended before the screenshots: try fewer --moves');
    if (step === 'idle') await ann.page.waitForTimeout(100);
  }
  // Ann's turn again, with nothing pointed at: the table as a player sees it between moves.
  await ann.page.locator('[data-testid="turn"]', { hasText: 'Your turn' }).waitFor();
  await ann.page.waitForTimeout(1500);
  await ann.page.screenshot({ path: join(ROOT, 'docs/screenshot-table.png') });

  // The same seat on a phone: its token moves over, and the desktop page leaves first.
  const seats = await ann.page.evaluate(() => localStorage.getItem('bb.seats') ?? '{}');
  await ann.context.close();
  const phone = await newPlayer(browser, server.base, { phone: true });
  await phone.context.addInitScript((stored) => localStorage.setItem('bb.seats', stored), seats);
  await phone.page.setViewportSize(PHONE);
  await phone.page.goto(`/room/${room}`);
  await phone.page.locator('[data-testid="turn"]').waitFor();
  await phone.page.waitForTimeout(1500);
  await phone.page.screenshot({ path: join(ROOT, 'docs/screenshot-table-phone.png') });
  console.log('docs/screenshot-table.png and docs/screenshot-table-phone.png written');
} finally {
  await browser.close();
  await server.stop();
}
