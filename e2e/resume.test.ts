/**
 * 3. A reload mid-game and a network cut: the same seat comes back with the same hand;
 * "reconnecting" shows while offline, then "connected".
 */
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/src/i18n/en';
import { keepEvidence, newPlayer, until } from './browser';
import { useTestBed } from './bed';
import { mySeat, snapshot } from './dom';
import { createOnHome, startInLobby } from './flows';
import { byMouse, hasLegal, latest, playAll, SeatDriver } from './play';

const bed = useTestBed();

it('a reload and a network cut resume the same seat with the same hand', async () => {
  const ann = await newPlayer(bed.browser, bed.server.base, { cuttable: true });
  onTestFailed(() => keepEvidence('resume', [ann]));
  const { page } = ann;
  const room = await createOnHome(page, { name: 'Ann', seats: ['person', 'cautious'] });
  await startInLobby(page);
  const me = (await mySeat(page, room))!;
  const connection = page.locator('[data-testid="connection"]');
  const hand = async () =>
    (await snapshot(page)).wires
      .filter((w) => w.seat === me)
      .map((w) => `${w.key}=${w.printed}${w.cut ? '/cut' : ''}`);

  // Play one action first so the resumed state is not the initial deal.
  const driver = new SeatDriver(ann, me, byMouse);
  await until(async () => (await driver.step()) === 'acted', 'a first action', 30_000);
  // The game waits for this seat again: nothing changes its hand until it acts.
  await until(() => hasLegal(latest(ann.frames).legal), 'my turn again', 30_000);
  const before = await hand();
  expect(before.length).toBeGreaterThan(0);
  expect(before.every((w) => !w.includes('=null'))).toBe(true);

  await page.reload();
  await page.locator('[data-wire]').first().waitFor();
  await until(async () => (await hand()).join() === before.join(), 'the same hand after reload');
  await expect.poll(() => connection.textContent()).toContain(en['connection.open']);
  expect(await mySeat(page, room)).toBe(me);

  const joinsBefore = ann.frames.filter((f) => f.type === 'joined').length;
  await ann.network(false);
  await expect
    .poll(() => connection.textContent(), { timeout: 15_000 })
    .toContain(en['connection.reconnecting']);
  await ann.network(true);
  await expect
    .poll(() => connection.textContent(), { timeout: 20_000 })
    .toContain(en['connection.open']);
  expect(ann.frames.filter((f) => f.type === 'joined').length).toBe(joinsBefore + 1);
  const rejoined = ann.frames.filter((f) => f.type === 'joined').at(-1)!;
  expect(rejoined.seat).toBe(me);
  expect(await hand()).toEqual(before);

  // And the game goes on to its end from there.
  const result = await playAll([driver]);
  expect(['won', 'lost']).toContain(result);
  expect(driver.log.rejections).toEqual([]);
});
