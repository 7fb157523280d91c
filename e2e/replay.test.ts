/**
 * 6. A finished game: its replay (step forward and back, change the viewer) and the record
 * download, which replays with the engine to the same result.
 */
import { readFile } from 'node:fs/promises';
import { replayRecord, type GameRecord } from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newPlayer, until } from './browser';
import { useTestBed } from './bed';
import { snapshot } from './dom';
import { botRoom } from './server';

const bed = useTestBed();

/** Downloads through the link and replays the record with the engine; returns its status. */
async function downloaded(page: Page, selector: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  const path = await download.path();
  const record = JSON.parse(await readFile(path, 'utf8')) as GameRecord;
  const replayed = replayRecord(record);
  if (!replayed.ok)
    throw new Error(`the record does not replay: ${JSON.stringify(replayed.error)}`);
  return replayed.value.status;
}

const stepOf = async (page: Page) =>
  Number(await page.locator('[data-testid="replay-step"]').getAttribute('data-step'));

/** Seats whose uncut wires show a value on the board. */
const seesValuesOf = async (page: Page) => {
  const wires = (await snapshot(page)).wires.filter((w) => !w.cut && w.printed !== null);
  return [...new Set(wires.map((w) => w.seat))].sort();
};

it('replays a finished game step by step, per viewer, and its record replays', async () => {
  const room = await botRoom(bed.server.base, 1, 3);
  await until(
    () =>
      fetch(`${bed.server.base}/api/rooms/${room}/record`).then(
        (r) => r.ok,
        () => false,
      ),
    'the bots to finish the game',
    60_000,
  );
  const { page } = await newPlayer(bed.browser, bed.server.base, { acceptDownloads: true });
  await page.goto(`/room/${room}?watch`);
  const banner = page.locator('[data-testid="game-result"]').first();
  await banner.waitFor();
  const result = (await banner.getAttribute('data-result'))!;
  expect(['won', 'lost']).toContain(result);
  expect(await downloaded(page, '[data-action="download-record"]')).toBe(result);

  await page.click('[data-action="watch-replay"]');
  await page.waitForURL(/\/replay\//);
  await page.locator('[data-testid="replay-step"]').waitFor();
  if ((await stepOf(page)) !== 0) await page.click('[data-action="replay-first"]');
  expect(await stepOf(page)).toBe(0);
  await page.click('[data-action="replay-next"]');
  await page.click('[data-action="replay-next"]');
  expect(await stepOf(page)).toBe(2);
  // The address follows after the paint (an effect): wait for it.
  await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('2');
  await page.click('[data-action="replay-previous"]');
  expect(await stepOf(page)).toBe(1);
  await page.keyboard.press('ArrowRight');
  expect(await stepOf(page)).toBe(2);

  // Mid-game, a seat sees its own wires only; a spectator sees none.
  const viewer = page.locator('[data-testid="replay-viewer"]');
  await viewer.selectOption('1');
  await expect.poll(() => seesValuesOf(page)).toEqual([1]);
  await expect.poll(() => new URL(page.url()).searchParams.get('seat')).toBe('1');
  await viewer.selectOption('spectator');
  await expect.poll(() => seesValuesOf(page)).toEqual([]);
  await viewer.selectOption('0');
  await expect.poll(() => seesValuesOf(page)).toEqual([0]);

  // The last step is the result, every wire revealed.
  await page.click('[data-action="replay-last"]');
  await expect
    .poll(() => page.locator('[data-testid="game-result"]').first().getAttribute('data-result'))
    .toBe(result);
  expect((await snapshot(page)).wires.every((w) => w.printed !== null)).toBe(true);
  expect(await downloaded(page, '[data-action="download-record"]')).toBe(result);
});
