/**
 * 7. A person who goes away: after TAKEOVER_MS (short here) a bot plays their seat, the log and
 * the seat say so; the moment they are back the seat is theirs again and the log they get on
 * reconnecting tells what the bot did. A game a bot finished for them is marked in their history.
 */
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/src/i18n/en';
import { format } from '../packages/client/src/i18n/translate';
import { keepEvidence, newPlayer, until, type Player } from './browser';
import { keepShot } from './shots';
import { useTestBed } from './bed';
import { mySeat } from './dom';
import { claimInLobby, createOnHome, startInLobby } from './flows';
import { byMouse, playAll, SeatDriver } from './play';
import { api } from './server';

// Bots at the tests' pace: nothing here waits for them (in the first test Bea holds the game up
// while Ann is away).
const bed = useTestBed({ takeoverMs: 500 });

const awayLine = format(en['seats.move.away'], { name: 'Ann' });
const awayLines = (p: Player) => p.page.locator('[data-testid="event-log"] [data-bot-move="away"]');
const awayTags = (p: Player) => p.page.locator('[data-seat-tag="away"]');
const texts = async (p: Player) =>
  (await awayLines(p).allTextContents()).map((text) => text.trim());

/** A second page on the same room: a spectator, on a desktop or a phone. */
async function watcherOf(room: string, phone = false): Promise<Player> {
  const watcher = await newPlayer(bed.browser, bed.server.base, { phone });
  await watcher.page.goto(`/room/${room}?watch`);
  await watcher.page.locator('[data-testid="turn"]').waitFor();
  return watcher;
}

it('a bot plays for a person who is away, says so, and gives the seat back on reconnect', async () => {
  const ann = await newPlayer(bed.browser, bed.server.base, { cuttable: true });
  const bea = await newPlayer(bed.browser, bed.server.base);
  const players = [ann, bea];
  onTestFailed(() => keepEvidence('takeover', players));
  // Bea, next after Ann, waits to act until Ann is back: the bot playing for Ann cannot take
  // the game to its end while she is away, however long the screenshots take on a busy machine.
  const room = await createOnHome(ann.page, {
    name: 'Ann',
    seats: ['person', 'person', 'expert'],
  });
  await bea.page.goto(`/room/${room}`);
  await claimInLobby(bea.page, 1, 'Bea');
  await startInLobby(ann.page);
  await bea.page.locator('[data-testid="turn"]').waitFor();
  const me = (await mySeat(ann.page, room))!;
  expect(me).toBe(0);
  const watcher = await watcherOf(room);
  const phone = await watcherOf(room, true);
  players.push(watcher, phone);
  // The bot seat shows its level, apart from its character card.
  await expect
    .poll(() => watcher.page.locator('[data-seat-tag="bot"]').first().textContent())
    .toContain(en['seats.bot.expert']);

  // Ann's network goes down: after TAKEOVER_MS a bot plays her moves, and the table is told.
  await ann.network(false);
  await until(async () => (await texts(watcher)).length > 0, 'a bot move for Ann', 30_000);
  expect((await texts(watcher))[0]).toBe(awayLine);
  await expect.poll(() => awayTags(watcher).count()).toBe(1);
  expect(await awayTags(watcher).first().textContent()).toContain(en['seats.tag.away']);
  await keepShot(watcher.page, 'takeover-desktop');
  await expect.poll(() => awayTags(phone).count()).toBe(1);
  await keepShot(phone.page, 'takeover-phone');

  // Back: the seat is hers at once, and her log tells what the bot did meanwhile.
  await ann.network(true);
  await expect
    .poll(() => ann.page.locator('[data-testid="connection"]').textContent(), { timeout: 20_000 })
    .toContain(en['connection.open']);
  await expect.poll(() => awayTags(watcher).count()).toBe(0);
  expect(await awayTags(ann).count()).toBe(0);
  const told = await texts(ann);
  expect(told.length).toBeGreaterThan(0);
  expect(told.every((line) => line === awayLine)).toBe(true);
  await keepShot(ann.page, 'takeover-back-desktop');

  // She plays on to the end (Bea too): no bot plays for her any more.
  const driver = new SeatDriver(ann, me, byMouse);
  const result = await playAll([driver, new SeatDriver(bea, 1, byMouse)]);
  expect(['won', 'lost']).toContain(result);
  expect(driver.log.actions).toBeGreaterThan(0);
  expect(driver.log.rejections).toEqual([]);
  expect((await texts(ann)).length).toBe(told.length);
  await expect.poll(async () => (await texts(watcher)).length).toBe(told.length);
  // She made her seat's last move: her history does not say a bot finished it.
  await ann.page.goto('/');
  await ann.page.locator('[data-testid="history"] li [data-result]').first().waitFor();
  expect(await ann.page.locator('[data-testid="bot-finished"]').count()).toBe(0);
  expect(ann.errors.concat(bea.errors, watcher.errors, phone.errors)).toEqual([]);
  await Promise.all([watcher.context.close(), phone.context.close(), bea.context.close()]);
});

it('a game bots finished for someone who left is marked in their history', async () => {
  const bea = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('takeover-history', [bea]));
  const room = await createOnHome(bea.page, { name: 'Bea', seats: ['person', 'expert'] });
  await startInLobby(bea.page);
  // She leaves the table for the home page and never comes back to it.
  await bea.page.goto('/');
  await until(
    async () =>
      (await api<{ status: string }>(bed.server.base, 'GET', `/api/rooms/${room}`)).status ===
      'finished',
    'the bots to finish the game',
    150_000,
  );
  await bea.page.reload();
  const mark = bea.page.locator('[data-testid="history"] [data-testid="bot-finished"]');
  await mark.waitFor();
  expect(await mark.textContent()).toContain(en['seats.history.botFinished']);
  await mark.scrollIntoViewIfNeeded();
  await keepShot(bea.page, 'takeover-history-desktop');
  const phone = await newPlayer(bed.browser, bed.server.base, { phone: true });
  const seats = await bea.page.evaluate(() => localStorage.getItem('bb.seats'));
  await phone.context.addInitScript(`localStorage.setItem('bb.seats', ${JSON.stringify(seats)})`);
  await phone.page.goto('/');
  const phoneMark = phone.page.locator('[data-testid="bot-finished"]');
  await phoneMark.waitFor();
  await phoneMark.scrollIntoViewIfNeeded();
  await keepShot(phone.page, 'takeover-history-phone');
  expect(bea.errors.concat(phone.errors)).toEqual([]);
  await phone.context.close();
}, 200_000);
