/**
 * The table on a 390×844 phone shows the bomb on its first screen: the detonator and the
 * mistakes left, the sequence card where the mission has one, whose turn it is, my stand(s) on
 * one row each (every stand's wires fit its width, none scrolls sideways: 14 wires with an X wire,
 * 13 with the training aid's chances) and the action sheet, without scrolling, with 2, 3, 4 and 5 players; the log and the equipment open with one tap; the
 * training aid's chances are at least 12px there and on a desktop, which keeps my stand and the
 * actions in view.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { en } from '../packages/client/src/i18n/en';
import { DESKTOP, until } from './browser';
import { covered } from './covered';
import { setLanguage } from './language';
import { keepShot, WIDE } from './shots';
import { useTestBed } from './bed';
import { api } from './server';

const bed = useTestBed();
const PHONE = { width: 390, height: 844 } as const;

interface Seated {
  readonly room: string;
  readonly token: string;
}

/** A started table where seat 0 (the captain) is a person and the others expert bots. */
async function seatedRoom(mission: number, players: number, trainingAid = false): Promise<Seated> {
  const base = bed.server.base;
  const created = await api<{ room: string; hostToken: string }>(base, 'POST', '/api/rooms', {
    mission,
    players,
    captain: 0,
    seed: `phone-layout-${mission}-${players}`,
    options: { stars: 0, trainingAid },
    seats: [
      { kind: 'person' },
      ...Array.from({ length: players - 1 }, () => ({ kind: 'bot', level: 'expert' })),
    ],
    public: false,
  });
  const { token } = await api<{ token: string }>(
    base,
    'POST',
    `/api/rooms/${created.room}/seats/0/claim`,
    { seat: 0, name: 'Ann' },
  );
  await api(base, 'POST', `/api/rooms/${created.room}/start`, { hostToken: created.hostToken });
  return { room: created.room, token };
}

const pages: Page[] = [];
afterAll(async () => {
  for (const page of pages)
    await page
      .context()
      .close()
      .catch(() => undefined);
});

/** The table of seat 0 in a new context of this size, once the seat is asked to act. */
async function openSeat(
  browser: Browser,
  seated: Seated,
  phone: boolean,
  viewport: { readonly width: number; readonly height: number } = phone ? PHONE : DESKTOP,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: bed.server.base,
    locale: 'en-US',
    viewport,
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  context.setDefaultTimeout(15_000);
  const saved = [
    { room: seated.room, seat: 0, token: seated.token, name: 'Ann', savedAt: '2025-01-01' },
  ];
  await context.addInitScript(
    `localStorage.setItem('bb.seats', ${JSON.stringify(JSON.stringify(saved))})`,
  );
  const page = await context.newPage();
  pages.push(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/room/${seated.room}`);
  // The captain's first decision (the starting info token): the table waits for me.
  await page.locator('button[data-wire^="0-"]:not([disabled])').first().waitFor();
  expect(errors).toEqual([]);
  return page;
}

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

interface StandBoxes {
  readonly box: Box;
  readonly wires: readonly Box[];
  /** How far the row of wires scrolls sideways (0: it fits). */
  readonly sideways: number;
}

interface Layout {
  readonly scrollY: number;
  readonly pageWidth: number;
  readonly dial: Box | null;
  readonly mistakes: { box: Box; text: string } | null;
  readonly turn: Box | null;
  readonly sequence: Box | null;
  readonly sheet: Box | null;
  readonly dock: Box | null;
  readonly own: readonly StandBoxes[];
  readonly others: readonly StandBoxes[];
  readonly mission: { cut: boolean; brokenWord: boolean; box: Box } | null;
}

/** Boxes of what the first screen must show, in viewport coordinates. */
const layout = (page: Page): Promise<Layout> =>
  page.evaluate<Layout>(`(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const one = (selector) => {
      const el = document.querySelector(selector);
      return el ? box(el) : null;
    };
    const stands = (selector) => [...document.querySelectorAll(selector)].map((s) => {
      const row = s.querySelector('.stand-wires');
      return {
        box: box(s),
        wires: [...s.querySelectorAll('[data-wire]')].map(box),
        sideways: row.scrollWidth - row.clientWidth,
      };
    });
    const mistakes = document.querySelector('[data-testid="dial"] .dial-text');
    const mission = document.querySelector('.play-mission');
    // A word of the title laid out on two lines (a break inside the word).
    const brokenWord = (el) => {
      const text = el.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return false;
      const range = document.createRange();
      let at = 0;
      return text.data.split(' ').some((word) => {
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        at += word.length + 1;
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
      });
    };
    return {
      scrollY: window.scrollY,
      pageWidth: document.documentElement.scrollWidth,
      dial: one('[data-testid="dial"]'),
      mistakes: mistakes && { box: box(mistakes), text: mistakes.textContent },
      turn: one('[data-testid="turn"]'),
      sequence: one('[data-testid="sequence"]'),
      sheet: one('.play-panel'),
      dock: one('.play-dock'),
      own: stands('[data-stand^="0-"]'),
      others: stands('[data-stand]:not([data-stand^="0-"])'),
      mission: mission && {
        cut: mission.scrollWidth > mission.clientWidth + 1 || mission.scrollHeight > mission.clientHeight + 1,
        brokenWord: brokenWord(mission),
        box: box(mission),
      },
    };
  })()`);

const inside = (box: Box | null | undefined, size: { width: number; height: number }) =>
  !!box && box.top >= 0 && box.left >= 0 && box.bottom <= size.height && box.right <= size.width;

/** Every wire of the stand on one row; with `whole`, every wire inside the stand's frame too. */
function oneRow(stand: { box: Box; wires: readonly Box[] }, whole: boolean): boolean {
  const tops = new Set(stand.wires.map((w) => Math.round(w.top)));
  const within = stand.wires.every((w) => w.left >= stand.box.left && w.right <= stand.box.right);
  return tops.size === 1 && (!whole || within);
}

/**
 * What the first screen must show without scrolling, on a phone or a desktop; returns the layout
 * for more checks. On a phone my stands are above the bottom sheet, not under it.
 */
async function expectFirstScreen(page: Page, ownStands: number, phone = true): Promise<Layout> {
  const size = phone ? PHONE : DESKTOP;
  const at = await layout(page);
  // In the viewport, and on a phone above the sheet (which covers what scrolls under it).
  const seen = (box: Box | null | undefined) =>
    inside(box, size) && (!phone || box!.bottom <= at.dock!.top);
  expect(at.scrollY).toBe(0);
  expect(at.pageWidth).toBeLessThanOrEqual(size.width);
  expect(seen(at.dial), 'detonator').toBe(true);
  expect(at.mistakes?.text).toMatch(/mistakes? left|next one explodes/);
  expect(seen(at.mistakes?.box), 'mistakes left').toBe(true);
  expect(seen(at.turn), 'whose turn').toBe(true);
  // The values the sequence card closes are part of the bomb's state (missions 9 and 16).
  if (at.sequence) expect(seen(at.sequence), 'the sequence card').toBe(true);
  expect(inside(at.sheet, size), 'the actions').toBe(true);
  expect(at.own).toHaveLength(ownStands);
  for (const [i, stand] of at.own.entries()) {
    expect(seen(stand.box), `my stand ${i}`).toBe(true);
    expect(oneRow(stand, true), `my stand ${i}: ${stand.wires.length} wires on one row`).toBe(true);
  }
  for (const stand of at.others) expect(oneRow(stand, false)).toBe(true);
  // Every stand's wires fit its width: no row to scroll sideways.
  for (const [i, stand] of [...at.own, ...at.others].entries())
    expect(stand.sideways, `stand ${i}: ${stand.wires.length} wires`).toBe(0);
  expect(at.mission?.cut, 'the mission title is never cut').toBe(false);
  expect(at.mission?.brokenWord, 'the mission title wraps between words').toBe(false);
  return at;
}

const maxWires = (at: Layout) => Math.max(...at.own.map((s) => s.wires.length));

/**
 * The phone's first screen, then the same seat on a desktop; screenshots of both. `shown`: the
 * mission's own cards to wait for first (they load with the missions that have them).
 */
async function bothScreens(
  seated: Seated,
  ownStands: number,
  name: string,
  shown: readonly string[] = [],
): Promise<Layout> {
  const open = async (phone: boolean) => {
    const page = await openSeat(bed.browser, seated, phone);
    for (const selector of shown) await page.locator(selector).waitFor();
    return page;
  };
  const phone = await open(true);
  await keepShot(phone, `layout-phone-${name}`);
  const at = await expectFirstScreen(phone, ownStands);
  const desktop = await open(false);
  await keepShot(desktop, `layout-desktop-${name}`);
  await expectFirstScreen(desktop, ownStands, false);
  // The log beside the actions there, no button needed.
  expect(await desktop.locator('[data-testid="event-log"]').isVisible()).toBe(true);
  expect(await desktop.locator('[data-action="drawer-log"]').isVisible()).toBe(false);
  await desktop.context().close();
  await phone.context().close();
  return at;
}

describe('the table on a 390×844 phone and a 1280×800 desktop', () => {
  it('two players: my two stands (14 and 13 wires) on the first screen', async () => {
    const at = await bothScreens(await seatedRoom(8, 2), 2, '2p');
    expect(maxWires(at)).toBe(14);
  });

  it('two players, mission 20: two stands of 14 wires with their X wire fit the phone', async () => {
    const phone = await openSeat(bed.browser, await seatedRoom(20, 2), true);
    await keepShot(phone, 'layout-phone-20-2p');
    expect(maxWires(await expectFirstScreen(phone, 2))).toBe(14);
    await phone.context().close();
  });

  it('three players: the captain’s two stands on the first screen', async () => {
    const at = await bothScreens(await seatedRoom(4, 3), 2, '3p');
    expect(maxWires(at)).toBe(13);
  });

  it('four players: a 13-wire stand on the first screen', async () => {
    const at = await bothScreens(await seatedRoom(8, 4), 1, '4p');
    expect(maxWires(at)).toBe(13);
  });

  it('mission 1 ("Training, Day 1"): its title wraps between words, never inside one', async () => {
    const seated = await seatedRoom(1, 4);
    await bothScreens(seated, 1, '1');
    // The narrowest phones too (360 px), where the name once broke as "Trainin-g".
    const narrow = await openSeat(bed.browser, seated, true, { width: 360, height: 740 });
    await keepShot(narrow, 'layout-phone-360');
    const at = await layout(narrow);
    expect(at.mission?.brokenWord).toBe(false);
    expect(at.mission?.cut).toBe(false);
    await narrow.context().close();
  });

  it('mission 9: the sequence card with the detonator and my stand on the first screen', async () => {
    const sequence = '[data-testid="sequence"]';
    const at = await bothScreens(await seatedRoom(9, 4), 1, '9', [sequence]);
    expect(at.sequence).not.toBeNull();
    // Two players: my two stands under it too.
    await bothScreens(await seatedRoom(9, 2), 2, '9-2p', [sequence]);
  });

  it('five players: my stand, the detonator and the actions on the first screen', async () => {
    await bothScreens(await seatedRoom(5, 5), 1, '5p');
  });

  it('on the phone, the log and the equipment are one tap away', async () => {
    const page = await openSeat(bed.browser, await seatedRoom(8, 4), true);
    // Place my starting info token: then my first turn, with the usual actions in the sheet.
    await page.tap('button[data-wire^="0-"]:not([disabled])');
    await expect
      .poll(() => page.locator('[data-testid="turn"]').textContent(), { timeout: 30_000 })
      .toBe(en['play.turn.you']);
    await page.locator('.play-panel [data-action]').first().waitFor();
    await keepShot(page, 'layout-phone-turn');
    await expectFirstScreen(page, 1);
    // The log's button tells the latest thing that happened.
    expect(await page.locator('.play-tab-detail').first().textContent()).not.toBe('');

    const log = page.locator('[data-testid="event-log"]');
    expect(await log.isVisible()).toBe(false);
    await page.tap('[data-action="drawer-log"]');
    await log.waitFor({ state: 'visible' });
    expect(inside(await log.boundingBox().then(toBox), PHONE), 'the opened log').toBe(true);
    expect(await log.locator('li').count()).toBeGreaterThan(0);
    await keepShot(page, 'layout-phone-log');
    await page.tap('#drawer-log [data-action="drawer-close"]');
    await log.waitFor({ state: 'hidden' });

    const equipment = page.locator('section.equipment');
    expect(await equipment.isVisible()).toBe(false);
    await page.tap('[data-action="drawer-equipment"]');
    await equipment.waitFor({ state: 'visible' });
    const cards = page.locator('[data-card]');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(inside(await cards.first().boundingBox().then(toBox), PHONE)).toBe(true);
    await keepShot(page, 'layout-phone-equipment');
    // Escape closes it too, and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await equipment.waitFor({ state: 'hidden' });
    expect(await page.evaluate('document.activeElement?.dataset.action')).toBe('drawer-equipment');
  });
});

const toBox = (b: { x: number; y: number; width: number; height: number } | null): Box | null =>
  b && { top: b.y, bottom: b.y + b.height, left: b.x, right: b.x + b.width };

/** The font size (px) and text of every training-aid chance shown, and whether it fits its wire. */
const chances = (page: Page) =>
  page.evaluate<
    { size: number; text: string; fits: boolean }[]
  >(`[...document.querySelectorAll('.wire-chances')]
    .map((el) => ({
      size: parseFloat(getComputedStyle(el).fontSize),
      text: el.textContent,
      fits: el.getBoundingClientRect().width <= el.closest('.wire').getBoundingClientRect().width,
    }))`);

describe('the training aid', () => {
  it.each([
    [4, 1, [true, false]],
    [2, 2, [true]],
  ])('shows chances of 12px or more (%i players)', async (players, own, phones) => {
    // Two players: 13-wire teammate stands, each wire with its chance, on a phone's width too.
    const seated = await seatedRoom(8, players, true);
    for (const phone of phones) {
      const page = await openSeat(bed.browser, seated, phone);
      const shown = await until(
        async () => {
          const found = await chances(page);
          return found.length > 0 ? found : null;
        },
        'the training aid’s chances',
        60_000,
      );
      for (const chance of shown) {
        expect(chance.size).toBeGreaterThanOrEqual(12);
        expect(chance.text).toMatch(/^\d{1,3}%$/);
        expect(chance.fits, `${chance.text} within its wire`).toBe(true);
      }
      // Every value with its chance, in words, on the wire itself.
      const title = await page.locator('.wire--aid').first().getAttribute('title');
      expect(title).toMatch(/^likely .+ \d+%/);
      await keepShot(page, `${phone ? 'layout-phone-aid' : 'layout-desktop-aid'}-${players}p`);
      await expectFirstScreen(page, own, phone);
    }
  });
});

describe('nothing covers a control or a text', () => {
  it('the detonator’s start mark and the banner of a cut, on a phone and a desktop', async () => {
    const seated = await seatedRoom(8, 4);
    const phone = await openSeat(bed.browser, seated, true);
    const desktop = await openSeat(bed.browser, seated, false, WIDE);
    // The start mark under its notch, in the languages with longer words too (the mistakes left
    // then wrap under the notches).
    for (const [page, language] of [
      [desktop, 'en'],
      [phone, 'en'],
      [phone, 'fr'],
      [phone, 'vi'],
    ] as const) {
      await setLanguage(page, language);
      await page.locator(`html[lang="${language}"]`).waitFor();
      expect(await covered(page, '.dial-start'), `the start mark in ${language}`).toEqual([]);
    }
    await keepShot(phone, 'covered-dial-vi-390');
    await setLanguage(phone, 'en');

    // My setup token, then a dual cut on my turn: its banner (cut or miss) shows on both pages,
    // and again for each bot's cut after it.
    await phone.tap('button[data-wire^="0-"]:not([disabled])');
    await expect
      .poll(() => phone.locator('[data-testid="turn"]').textContent(), { timeout: 30_000 })
      .toBe(en['play.turn.you']);
    await phone.tap('[data-wire^="1-"]:enabled');
    await phone.tap('.play-choices button[data-value]:enabled');
    await phone.tap('[data-action="confirm"]');
    // Both pages at once: each banner shows for less than a second.
    const seen = async (page: Page, name: string) => {
      const over = await until(() => covered(page, '[data-testid="feedback"]'), 'a banner', 20_000);
      await keepShot(page, name);
      return over;
    };
    const [onPhone, onDesktop] = await Promise.all([
      seen(phone, 'covered-feedback-390'),
      seen(desktop, 'covered-feedback-1366'),
    ]);
    expect(onPhone, 'the phone').toEqual([]);
    expect(onDesktop, 'the desktop').toEqual([]);
    await desktop.context().close();
    await phone.context().close();
  });
});
