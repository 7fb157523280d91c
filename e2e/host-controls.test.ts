/**
 * Host controls in the browser, on mission 19's real-time clock (10 times faster here). Ann, the
 * host, on a wide desktop, pauses the game: both pages say who paused it and the clock stands
 * still; she resumes it from the banner and the clock runs on. Then Bea, on a phone, proposes to
 * give up: Ann refuses once (Bea is told), Bea proposes again, Ann agrees from the keyboard, and
 * both pages name the end: the team gave up. Then a player who left: the table counts down to
 * the bot taking her seat; the host lets the bot play at once, and gives the seat back.
 */
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/src/i18n/en';
import { format } from '../packages/client/src/i18n/translate';
import { keepEvidence, newPlayer, until, type Player } from './browser';
import { useTestBed } from './bed';
import { claimInLobby, createOnHome, startInLobby } from './flows';
import { byMouse, latest, SeatDriver } from './play';
import { keepShot, PHONE, WIDE, wideAndPhoneIn } from './shots';

// A person away for two minutes before a bot takes their seat: the host need not wait.
const bed = useTestBed({ clockScale: 0.1, takeoverMs: 120_000 });

const clockText = (page: Page) =>
  page.locator('[data-testid="clock-time"]').first().textContent({ timeout: 5000 });
const statusOf = (p: Player) => latest(p.frames).view?.status;

it('the host pauses and resumes the clock; the table gives up by a vote', async () => {
  const ann = await newPlayer(bed.browser, bed.server.base);
  const bea = await newPlayer(bed.browser, bed.server.base, { phone: true });
  const players = [ann, bea];
  onTestFailed(() => keepEvidence('host-controls', players));
  await ann.page.setViewportSize(WIDE);
  await bea.page.setViewportSize(PHONE);
  const room = await createOnHome(ann.page, {
    name: 'Ann',
    seats: ['person', 'person'],
    mission: 19,
  });
  await bea.page.goto(`/room/${room}`);
  await claimInLobby(bea.page, 1, 'Bea');
  await startInLobby(ann.page);
  await bea.page.locator('[data-testid="turn"]').waitFor();

  // Both place their setup tokens through the page; the clock starts with play.
  const drivers = [new SeatDriver(ann, 0, byMouse), new SeatDriver(bea, 1, byMouse)];
  await until(
    async () => {
      for (const d of drivers) if (statusOf(d.player) === 'setup') await d.step();
      return statusOf(ann) === 'playing' && statusOf(bea) === 'playing';
    },
    'play to start',
    60_000,
  );

  // The host's menu: only Ann's page has it; Bea's has the table's (give up).
  await ann.page.locator('[data-testid="table-menu"] summary').click();
  expect(await ann.page.locator('[data-testid="table-menu"] summary').textContent()).toContain(
    en['host.menu.host'],
  );
  await ann.page.locator('[data-testid="table-menu"] [data-action="pause"]').click();
  const paused = format(en['host.paused'], { name: 'Ann' });
  for (const p of players)
    await expect
      .poll(() => p.page.locator('[data-testid="paused"]').textContent())
      .toContain(paused);
  // The clock stands still: 2 s here are 20 s of the mission's clock.
  const still = await clockText(bea.page);
  await bea.page.waitForTimeout(2000);
  expect(await clockText(bea.page)).toBe(still);
  expect(await clockText(ann.page)).toBe(still);
  // Nothing on the board may be played while paused.
  expect(await bea.page.locator('button[data-wire]:enabled').count()).toBe(0);
  await keepShot(ann.page, 'host-paused-1366');
  await keepShot(bea.page, 'host-paused-390');

  // Resume from the banner: the clock runs on from where it stood.
  await ann.page.locator('[data-testid="paused"] [data-action="resume"]').click();
  for (const p of players)
    await p.page.locator('[data-testid="paused"]').waitFor({ state: 'detached' });
  await until(async () => (await clockText(bea.page)) !== still, 'the clock to run again');

  // Bea proposes to give up; Ann refuses, and Bea is told.
  await bea.page.locator('[data-testid="table-menu"] summary').click();
  await bea.page.locator('[data-action="propose-give-up"]').click();
  await ann.page.locator('[data-testid="vote"] [data-action="refuse"]').waitFor();
  await expect
    .poll(() => bea.page.locator('[data-testid="vote"]').textContent())
    .toContain(en['host.vote.done']);
  await keepShot(ann.page, 'host-vote-1366');
  await keepShot(bea.page, 'host-vote-390');
  await ann.page.locator('[data-testid="vote"] [data-action="refuse"]').click();
  await expect
    .poll(() => bea.page.locator('[data-testid="vote-end"]').textContent())
    .toContain(format(en['host.vote.refused'], { name: 'Ann' }));
  expect(statusOf(bea)).toBe('playing');

  // Again; this time Ann agrees with the key that the vote put at hand.
  await bea.page.locator('[data-testid="table-menu"] summary').click();
  await bea.page.locator('[data-action="propose-give-up"]').click();
  const agree = ann.page.locator('[data-testid="vote"] [data-action="agree"]');
  await agree.waitFor();
  await expect.poll(() => agree.evaluate((el) => el === document.activeElement)).toBe(true);
  await ann.page.keyboard.press('Enter');
  const gaveUp = en['replay.result.surrendered'];
  for (const p of players)
    await expect
      .poll(() => p.page.locator('[data-testid="game-result"]').textContent(), { timeout: 15_000 })
      .toContain(gaveUp);
  await keepShot(ann.page, 'host-gave-up-1366');
  await keepShot(bea.page, 'host-gave-up-390');
  expect(ann.errors.concat(bea.errors)).toEqual([]);
  await bea.context.close();
});

it('the table counts down to a bot for an away player; the host lets it play now, then gives the seat back', async () => {
  const ann = await newPlayer(bed.browser, bed.server.base);
  const bea = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('host-away', [ann, bea]));
  await ann.page.setViewportSize(WIDE);
  const room = await createOnHome(ann.page, { name: 'Ann', seats: ['person', 'person'] });
  await bea.page.goto(`/room/${room}`);
  await claimInLobby(bea.page, 1, 'Bea');
  await startInLobby(ann.page);
  await bea.page.locator('[data-testid="turn"]').waitFor();
  // Bea closes her page: the server's countdown shows on Ann's table.
  await bea.context.close();
  const away = ann.page.locator('[data-testid="away"]');
  const counting = new RegExp(
    format(en['host.away'], { name: 'Bea', time: '§' }).replace('§', '\\d\\d:\\d\\d'),
  );
  await expect.poll(() => away.textContent()).toMatch(counting);
  const first = (await away.textContent()) ?? '';
  await until(async () => (await away.textContent()) !== first, 'the countdown to tick');
  await keepShot(ann.page, 'host-away-1366');
  await ann.page.setViewportSize(PHONE);
  await keepShot(ann.page, 'host-away-390');
  await ann.page.setViewportSize(WIDE);

  // The host lets a bot play Bea's seat now: no countdown, the seat says a bot plays.
  await ann.page.locator('[data-testid="table-menu"] summary').click();
  await ann.page.locator('[data-action="bot-seat"]').click();
  await away.waitFor({ state: 'detached' });
  await ann.page.locator('[data-seat-tag="away"]').first().waitFor();
  const giveBack = ann.page.locator('[data-action="give-back"]');
  expect(await giveBack.textContent()).toBe(format(en['host.giveBack'], { name: 'Bea' }));
  expect(await wideAndPhoneIn(ann.page, 'host-bot-seat', 'nl')).toEqual([]);

  // The seat given back: the countdown starts again.
  await ann.page.locator('[data-testid="table-menu"] summary').click();
  await giveBack.click();
  await expect.poll(() => away.textContent()).toMatch(counting);
  expect(await ann.page.locator('[data-seat-tag="away"]').count()).toBe(0);
  expect(ann.errors).toEqual([]);
});
