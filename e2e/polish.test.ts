/**
 * 7. Small things a new player notices: an unknown address gets the app's own "not found" page;
 * a replay of a table that does not exist offers the home page, not the table; after the game the
 * red and yellow markers say which candidate was dealt and nobody is "playing now"; numbers are
 * written the language's way; the help keeps its title in view and names keys in the language;
 * in Dangerous Liaisons the cartouches to link are offered once.
 */
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { join } from 'node:path';
import { keepEvidence, newPlayer, until, type Player } from './browser';
import { keepShot } from './shots';
import { useTestBed } from './bed';
import { claimInLobby } from './flows';
import { setLanguage } from './language';
import { ARTIFACTS } from './paths';
import { byMouse, latest, SeatDriver } from './play';
import { api, botRoom } from './server';

const bed = useTestBed();

const PHONE_390 = { width: 390, height: 844 } as const;

/** Visible text of the page's main element. */
const mainText = (page: Page) => page.locator('main').innerText();

it('an unknown page path gives the app’s not-found page, with a way home', async () => {
  const answer = await fetch(`${bed.server.base}/no/such/page`);
  expect(answer.status).toBe(404);
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  // The API keeps its JSON 404s.
  const api404 = await fetch(`${bed.server.base}/api/no-such-thing`);
  expect(api404.status).toBe(404);
  expect(await api404.json()).toMatchObject({ code: 'NOT_FOUND' });

  const player = await newPlayer(bed.browser, bed.server.base);
  const { page } = player;
  onTestFailed(() => keepEvidence('not-found', [player]));
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  const notFound = page.locator('[data-testid="not-found"]');
  await notFound.waitFor();
  expect(await notFound.locator('h1').innerText()).toBe('Page not found');
  expect(await mainText(page)).not.toContain('{');
  await keepShot(page, 'polish-not-found-desktop');
  await setLanguage(page, 'fr');
  await expect.poll(() => notFound.locator('h1').innerText()).toBe('Page introuvable');
  await setLanguage(page, 'en');
  await page.setViewportSize(PHONE_390);
  await keepShot(page, 'polish-not-found-phone');
  await notFound.locator('[data-action="home"]').click();
  await page.locator('[data-testid="create-table"]').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(player.errors.filter((e) => !e.includes('404'))).toEqual([]);
});

it('the replay of a table that does not exist offers the home page, not the table', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  const { page } = player;
  onTestFailed(() => keepEvidence('bad-replay', [player]));
  await page.goto('/replay/nosuchtable');
  await page.locator('[data-testid="replay-error"]').waitFor();
  expect(await page.getByText('Back to the table').count()).toBe(0);
  const home = page.locator('[data-action="back-home"]');
  expect(await home.innerText()).toBe('Back to the home page');
  await keepShot(page, 'polish-bad-replay');
  await home.click();
  await page.locator('[data-testid="create-table"]').waitFor();
});

/** A finished game of mission 5 (three yellow numbers drawn, two dealt), watched. */
async function finishedMission5(player: Player): Promise<void> {
  const room = await botRoom(bed.server.base, 5, 4);
  await until(
    () =>
      fetch(`${bed.server.base}/api/rooms/${room}/record`).then(
        (r) => r.ok,
        () => false,
      ),
    'the bots to finish the game',
    90_000,
  );
  await player.page.goto(`/room/${room}?watch`);
  await player.page.locator('[data-testid="game-result"]').first().waitFor();
}

it('after the game: markers say what was dealt, nobody is playing, numbers as the language writes them', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  const { page } = player;
  onTestFailed(() => keepEvidence('after-game', [player]));
  await finishedMission5(player);

  const chips = page.locator('.markers [data-marker]');
  await chips.first().waitFor();
  const states = await chips.evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
  // The red wire is known; of the three yellow candidates two were dealt, one set aside.
  expect(states.filter((s) => s !== 'known').sort()).toEqual(['dealt', 'dealt', 'notDealt']);
  expect(await page.locator('.markers').innerText()).not.toContain('?');
  expect(await page.locator('.markers').innerText()).toContain('not dealt');
  // No "playing now" badge on a stand or a character once the game is over.
  expect(await page.locator('.badge--turn').count()).toBe(0);
  await keepShot(page, 'polish-after-game-desktop');

  await setLanguage(page, 'fr');
  await expect.poll(() => page.locator('.markers').innerText()).toContain('pas distribué');
  const markers = await page.locator('.markers').innerText();
  // Yellow wires are x.1: French writes them with a comma, on the markers and on the wires.
  expect(markers).toMatch(/J \d+,1/);
  expect(markers).not.toMatch(/\d\.\d/);
  const sorts = await page.locator('.wire-sort').allInnerTexts();
  expect(sorts.length).toBeGreaterThan(0);
  for (const s of sorts) expect(s).not.toContain('.');
  await keepShot(page, 'polish-after-game-fr');
  await page.setViewportSize(PHONE_390);
  await page.locator('.markers').scrollIntoViewIfNeeded();
  await keepShot(page, 'polish-after-game-fr-phone');
  await setLanguage(page, 'en');
});

/** A table with the person in seat 0 (the captain) and bots, started; the page at the table. */
async function seated(player: Player, mission: number | string, players: number): Promise<void> {
  const { base } = bed.server;
  const created = await api<{ room: string; hostToken: string }>(base, 'POST', '/api/rooms', {
    mission,
    players,
    captain: 0,
    seed: 'polish',
    seats: [
      { kind: 'person' },
      ...Array.from({ length: players - 1 }, () => ({ kind: 'bot', level: 'expert' })),
    ],
    public: false,
  });
  await player.page.goto(`/room/${created.room}`);
  await claimInLobby(player.page, 0, 'Ann');
  await api(base, 'POST', `/api/rooms/${created.room}/start`, { hostToken: created.hostToken });
  await player.page.locator('[data-testid="turn"]').waitFor();
}

it('the help keeps its title in view and names keys in the language; the dial’s start fits', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  const { page } = player;
  onTestFailed(() => keepEvidence('help', [player]));
  await seated(player, 4, 4);

  for (const [language, title, yellow, enter] of [
    ['nl', 'Toetsen en hulp', 'G', 'Enter'],
    ['fr', 'Touches et aide', 'J', 'Entrée'],
    ['vi', 'Phím tắt và trợ giúp', 'V', 'Enter'],
  ] as const) {
    await setLanguage(page, language);
    const help = page.locator('[data-testid="help"]');
    await page.click('[data-action="help"]');
    await help.waitFor();
    const heading = help.locator('h2');
    await expect.poll(() => heading.innerText()).toBe(title);
    // The title is inside the window and inside the dialog's visible part (not scrolled away).
    const box = await heading.boundingBox();
    const dialog = await help.boundingBox();
    expect(box && dialog).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(dialog!.y);
    expect(box!.y + box!.height).toBeLessThanOrEqual(Math.min(dialog!.y + dialog!.height, 800));
    const keys = await help.locator('kbd').allInnerTexts();
    expect(keys).toContain(yellow);
    expect(keys).toContain(enter);
    if (language === 'fr')
      expect(keys).toEqual(expect.arrayContaining(['Échap', 'Retour arrière']));
    await keepShot(page, `polish-help-${language}`);
    await page.click('[data-action="close-help"]');
    await help.waitFor({ state: 'hidden' });
  }

  // Vietnamese: the dial's "start" label stays on one line under its notch.
  const start = page.locator('.dial-start');
  const lineHeight = await start.evaluate((el) => parseFloat(getComputedStyle(el).fontSize) * 1.6);
  expect((await start.boundingBox())!.height).toBeLessThanOrEqual(lineHeight);
  await page
    .locator('[data-testid="dial"]')
    .screenshot({ path: join(ARTIFACTS, 'polish-dial-vi.png') });

  // On a phone too, the help opens with its title and Close button in view.
  await setLanguage(page, 'nl');
  await page.setViewportSize(PHONE_390);
  await page.click('[data-action="help"]');
  const heading = page.locator('[data-testid="help"] h2');
  await heading.waitFor();
  const box = (await heading.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE_390.height);
  await keepShot(page, 'polish-help-nl-phone');
  await page.click('[data-action="close-help"]');
  await setLanguage(page, 'en');
});

it('Dangerous Liaisons: the cartouches to link are offered once, named with their values', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  const { page } = player;
  onTestFailed(() => keepEvidence('liaisons', [player]));
  await seated(player, 'new-3', 4);
  // After the info tokens, the captain links cartouches to START: the choice is in the panel.
  const choices = page.locator('.play-panel button[data-action="cartouche"]');
  const driver = new SeatDriver(player, 0, byMouse);
  await until(async () => {
    if ((await choices.count()) > 0) return true;
    // Only the seat's own info token is placed by the driver (it would pick a cartouche too).
    const pending = latest(player.frames).view?.pending;
    if (pending?.kind === 'setupInfo' && pending.seat === 0) await driver.step();
    return false;
  }, 'the captain to link a cartouche');
  const offered = await choices.count();
  expect(offered).toBeGreaterThan(1);
  expect(await choices.first().innerText()).toMatch(
    /^Cartouche \d+: (\d+|yellow) and (\d+|yellow)$/,
  );
  // The sheet marks the same cartouches, with no second set of buttons.
  expect(await page.locator('.sheet button[data-cartouche]').count()).toBe(0);
  expect(await page.locator('.sheet .is-linkable').count()).toBe(offered);
  expect(await page.getByText(/^Link cartouche/).count()).toBe(0);
  await keepShot(page, 'polish-liaisons-desktop');
  await page.locator('.sheet').screenshot({ path: join(ARTIFACTS, 'polish-liaisons-sheet.png') });
  await page.setViewportSize(PHONE_390);
  await keepShot(page, 'polish-liaisons-phone');
  await choices.first().click();
  await until(
    async () => (await page.locator('.sheet .is-linked').count()) > 0,
    'a cartouche linked to START',
  );
});
