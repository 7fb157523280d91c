/**
 * The table fits the window. On a desktop (1366×900 and 1280×720) the turn bar and the newest
 * line of the game log are both in view without scrolling the page; the log keeps to its newest
 * line unless the player scrolled up to read. On a 390×844 phone, the table opens at its top
 * after the host pressed "Start the game" in the lobby.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { keepEvidence, newPlayer, until } from './browser';
import { useTestBed } from './bed';
import { createOnHome } from './flows';
import { byMouse, latest, SeatDriver, untilDualCut } from './play';
import { keepShot, PHONE, WIDE } from './shots';
import { wideTable } from './tables';

const bed = useTestBed();
const SMALL = { width: 1280, height: 720 } as const;

interface Box {
  readonly top: number;
  readonly bottom: number;
}

interface LogView {
  readonly scrollY: number;
  /** How far the page itself could scroll. */
  readonly pageOverflow: number;
  readonly turn: Box;
  readonly list: Box & { readonly scrollTop: number; readonly overflows: boolean };
  readonly newest: Box | null;
  readonly lines: number;
}

const logView = (page: Page): Promise<LogView> =>
  page.evaluate<LogView>(`(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    };
    const list = document.querySelector('[data-testid="event-log"]');
    const newest = list.lastElementChild;
    return {
      scrollY: window.scrollY,
      pageOverflow: document.documentElement.scrollHeight - window.innerHeight,
      turn: box(document.querySelector('[data-testid="turn"]')),
      list: {
        ...box(list),
        scrollTop: list.scrollTop,
        overflows: list.scrollHeight > list.clientHeight + 1,
      },
      newest: newest && box(newest),
      lines: list.children.length,
    };
  })()`);

/** The turn bar and the log's newest line inside the window and the list's visible part. */
function expectNewestInView(at: LogView, size: { readonly height: number }, where: string): void {
  expect(at.scrollY, `${where}: the page is not scrolled`).toBe(0);
  expect(at.pageOverflow, `${where}: the page fits the window`).toBeLessThanOrEqual(0);
  expect(at.turn.top, `${where}: whose turn`).toBeGreaterThanOrEqual(0);
  expect(at.turn.bottom, `${where}: whose turn`).toBeLessThanOrEqual(size.height);
  expect(at.newest, `${where}: a line in the log`).not.toBeNull();
  const newest = at.newest!;
  expect(newest.bottom, `${where}: the newest line in the window`).toBeLessThanOrEqual(size.height);
  expect(newest.bottom, `${where}: the newest line not scrolled away`).toBeLessThanOrEqual(
    at.list.bottom + 1,
  );
  expect(newest.top, `${where}: the newest line not scrolled away`).toBeGreaterThanOrEqual(
    at.list.top - 1,
  );
}

/** Plays seat 0 until the log has more lines than `lines` (bots move in between). */
async function playUntilMore(page: Page, driver: SeatDriver, lines: number): Promise<LogView> {
  return until(
    async () => {
      const at = await logView(page);
      if (at.lines > lines) return at;
      if ((await driver.step()) === 'idle') await page.waitForTimeout(100);
      return null;
    },
    `more than ${lines} lines in the log`,
    60_000,
  );
}

describe('the table fits a desktop window', () => {
  it('the turn bar and the newest log line in view at 1366×900 and 1280×720', async () => {
    const setup = { mission: 4, players: 5, seed: 'table-fit' } as const;
    const player = await wideTable(bed, setup, 'table-fit');
    const { page } = player;
    onTestFailed(() => keepEvidence('table-fit', [player]));
    const driver = new SeatDriver(player, 0, byMouse);
    // Enough turns for the log to be longer than its area.
    await until(
      async () => {
        if ((await logView(page)).list.overflows) return true;
        if ((await driver.step()) === 'idle') await page.waitForTimeout(100);
        return false;
      },
      'a log longer than its area',
      90_000,
    );
    expectNewestInView(await logView(page), WIDE, '1366×900');
    await keepShot(page, 'table-fit-1366');
    await page.setViewportSize(SMALL);
    await expect.poll(() => page.evaluate('window.innerHeight')).toBe(SMALL.height);
    // The list follows its new height in the frame after the resize (a ResizeObserver).
    await expect
      .poll(async () => ((await logView(page)).newest?.bottom ?? Infinity) <= SMALL.height)
      .toBe(true);
    expectNewestInView(await logView(page), SMALL, '1280×720');
    await keepShot(page, 'table-fit-1280x720');

    // Scrolled up to read, the log stays where the player put it while lines come...
    const list = page.locator('[data-testid="event-log"]');
    await list.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBe(0);
    const read = await playUntilMore(page, driver, (await logView(page)).lines);
    expect(read.list.scrollTop, 'the log stays where the player scrolled').toBe(0);
    // ...and follows them again once scrolled back down to the newest line.
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect
      .poll(async () => {
        const at = await logView(page);
        return at.newest!.bottom <= at.list.bottom + 1;
      })
      .toBe(true);
    const more = await playUntilMore(page, driver, (await logView(page)).lines);
    expectNewestInView(more, SMALL, '1280×720 after more moves');
    expect(player.errors).toEqual([]);
  });
});

describe('the table on a phone', () => {
  it('opens at its top after "Start the game"', async () => {
    const player = await newPlayer(bed.browser, bed.server.base, { phone: true });
    const { page } = player;
    onTestFailed(() => keepEvidence('table-fit-phone', [player]));
    await page.setViewportSize(PHONE);
    await createOnHome(page, { name: 'Ann', seats: ['person', 'expert', 'expert', 'expert'] });
    // Scrolled down the lobby (to its invitation) before pressing Start.
    await page.locator('[data-action="start"]').waitFor();
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    expect(await page.evaluate('window.scrollY'), 'the lobby scrolled down').toBeGreaterThan(0);
    await page.locator('[data-action="start"]').tap();
    await page.locator('[data-testid="turn"]').waitFor();
    // The captain's first decision (the starting info token): the table waits for me.
    await page.locator('button[data-wire^="0-"]:not([disabled])').first().waitFor();
    await page.waitForTimeout(300);
    await keepShot(page, 'table-fit-phone-start');
    expect(await page.evaluate('window.scrollY')).toBe(0);
    for (const selector of ['[data-testid="dial"]', '[data-testid="turn"]', '.play-mission']) {
      const box = (await page.locator(selector).boundingBox())!;
      expect(box.y, selector).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, selector).toBeLessThanOrEqual(PHONE.height);
    }
    expect(player.errors).toEqual([]);
  });
});

describe('a dual cut a visible info token dooms', () => {
  it('the confirmation says plainly that it will miss, before Confirm', async () => {
    const setup = { mission: 4, players: 4, seed: 'table-fit-miss' } as const;
    const player = await wideTable(bed, setup, 'table-fit-miss');
    const { page } = player;
    onTestFailed(() => keepEvidence('table-fit-miss', [player]));
    const view = await untilDualCut(player);
    // A teammate's uncut wire with its value token, and a value of mine that is not that one.
    const marked = view.stands
      .filter((s) => s.seat !== 0)
      .flatMap((s) => s.wires.map((w, index) => ({ ...w, ref: `${s.seat}-${s.stand}-${index}` })))
      .find((w) => !w.cut && w.info?.kind === 'value')!;
    expect(marked).toBeDefined();
    await page.click(`button[data-wire="${marked.ref}"]`);
    const token = marked.info?.kind === 'value' ? String(marked.info.value) : '';
    const other = page.locator(`.play-panel button[data-value]:not([data-value="${token}"])`);
    await other.first().click();
    const warning = page.locator('[data-testid="certain-miss"]');
    await warning.waitFor();
    expect(await warning.innerText()).toMatch(
      new RegExp(
        `^⚠ Certain miss: the token in front of .+ shows ${token}, so that wire cannot be`,
      ),
    );
    const confirm = page.locator('.play-panel [data-action="confirm"]');
    expect(await confirm.getAttribute('aria-describedby')).toBe('certain-miss');
    // The longer confirmation leaves the log less room: it still shows its newest line.
    expectNewestInView(await logView(page), WIDE, 'with the confirmation');
    await keepShot(page, 'table-fit-miss-1366');
    await page.setViewportSize(PHONE);
    await warning.scrollIntoViewIfNeeded();
    await keepShot(page, 'table-fit-miss-390');
    // Nothing was sent: the player may still go back.
    expect(latest(player.frames).view?.version).toBe(view.version);
    expect(player.errors).toEqual([]);
  });
});
