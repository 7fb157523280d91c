/**
 * 1. A person and three bots play a whole mission through the UI only: the table is created on
 * the home page, started in the lobby, and every turn of the person is played by clicking.
 */
import { expect, it, onTestFailed } from 'vitest';
import { keepEvidence, newPlayer, type Player } from './browser';
import { keepShot } from './shots';
import { useTestBed } from './bed';
import { mySeat } from './dom';
import { createOnHome, openHome, startInLobby } from './flows';
import { byMouse, latest, playAll, SeatDriver } from './play';

const bed = useTestBed();

/** The same seat on a phone: its token copied into a phone-sized context. */
async function phoneOf(person: Player, path: string): Promise<Player> {
  const phone = await newPlayer(bed.browser, bed.server.base, { phone: true });
  const seats = await person.page.evaluate(() => localStorage.getItem('bb.seats'));
  await phone.context.addInitScript(`localStorage.setItem('bb.seats', ${JSON.stringify(seats)})`);
  await phone.page.goto(path);
  await phone.page.locator('[data-testid="turn"]').waitFor();
  return phone;
}

it('a person and three bots play mission 1 to the result by clicking', async () => {
  const person = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('bots', [person]));
  const { page } = person;
  await openHome(page);
  await keepShot(page, 'home-desktop');
  const phoneHome = await newPlayer(bed.browser, bed.server.base, { phone: true });
  await openHome(phoneHome.page);
  await keepShot(phoneHome.page, 'home-phone');
  await phoneHome.context.close();
  const room = await createOnHome(page, {
    name: 'Ann',
    seats: ['person', 'cautious', 'expert', 'cautious'],
  });
  await startInLobby(page);
  const me = await mySeat(page, room);
  expect(me).toBe(0);

  await page.locator('[data-wire]').first().waitFor();
  await keepShot(page, 'table-desktop-start');
  const phone = await phoneOf(person, new URL(page.url()).pathname);
  await keepShot(phone.page, 'table-phone');
  await phone.context.close();

  const driver = new SeatDriver(person, me!, byMouse);
  const result = await playAll([driver], async (d) => {
    if (d.log.actions === 2) await keepShot(page, 'table-desktop-mid');
  });
  const { log } = driver;
  expect(['won', 'lost']).toContain(result);
  await keepShot(page, 'table-desktop-end');
  expect(log.actions).toBeGreaterThan(0);
  expect(log.rejections).toEqual([]);
  expect(person.errors).toEqual([]);
  // The banner agrees with the server's last view.
  const status = latest(person.frames).view?.status;
  expect(status).toBe(result);
});
