/**
 * A replay tells the story: each step says what happened in the log's own words (a cut and its
 * outcome: a miss and the detonator's move when the bots made one), and the log up to that step sits beside the table on a desktop
 * and under it on a phone, the step's own lines marked, the step controls still in view.
 */
import {
  applyAction,
  createGame,
  parseRecord,
  type GameRecord,
  type GameState,
} from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { keepEvidence, newPlayer, until } from './browser';
import { useTestBed } from './bed';
import { botRoom } from './server';
import { keepShot, PHONE, WIDE, wideAndPhoneIn } from './shots';

const bed = useTestBed();

/** The first step whose action missed a cut (the detonator moves), else the first dual cut. */
function storyStep(record: GameRecord): number {
  const created = createGame(record);
  if (!created.ok) throw new Error(created.error.message);
  let state: GameState = created.value;
  let firstCut = 0;
  for (const [i, action] of record.actions.entries()) {
    const before = state.log.length;
    const applied = applyAction(state, action);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    const added = state.log.slice(before);
    if (added.some((e) => e.type === 'dialMoved')) return i + 1;
    if (firstCut === 0 && added.some((e) => e.type === 'dualCut')) firstCut = i + 1;
  }
  return firstCut;
}

const texts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));

it('a replay step says what happened, in the log beside the table, at both sizes', async () => {
  const room = await botRoom(bed.server.base, 1, 3);
  let record: GameRecord | null = null;
  await until(
    async () => {
      const res = await fetch(`${bed.server.base}/api/rooms/${room}/record`);
      if (!res.ok) return false;
      const parsed = parseRecord(await res.json());
      record = parsed.ok ? parsed.value : null;
      return record !== null;
    },
    'the bots to finish the game',
    60_000,
  );
  const step = storyStep(record!);
  expect(step).toBeGreaterThan(1);

  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('replay-story', [player]));
  const { page } = player;
  await page.setViewportSize(WIDE);
  await page.goto(`/replay/${room}?seat=0&step=${step}`);
  const words = page.locator('[data-testid="replay-step"]');
  await words.waitFor();
  expect(await words.getAttribute('data-step')).toBe(String(step));
  expect(await words.getAttribute('aria-live')).toBe('polite');

  // The step's words are the log's marked lines, word for word; the lines before are not marked.
  const said = await texts(page, '[data-testid="replay-step-line"]');
  const marked = await texts(page, '[data-testid="event-log"] li[aria-current="step"]');
  expect(said.length).toBeGreaterThan(0);
  expect(marked).toEqual(said);
  const all = await texts(page, '[data-testid="event-log"] li');
  expect(all.slice(-marked.length)).toEqual(marked);
  expect(all.length).toBeGreaterThan(marked.length);
  // The log's words of a cut: its outcome, and the wires it cut.
  expect(said.some((l) => /: (success|miss)$/.test(l))).toBe(true);

  // Desktop: the log beside the board, in view with the step's words.
  const board = await page.locator('.replay-table .board').boundingBox();
  const log = await page.locator('.replay-log').boundingBox();
  expect(board && log).toBeTruthy();
  expect(log!.x).toBeGreaterThanOrEqual(board!.x + board!.width - 1);
  expect(log!.y).toBeLessThan(WIDE.height);
  await keepShot(page, 'replay-story-1366');

  // One step on: the marked lines follow it, and the words change.
  await page.click('[data-action="replay-next"]');
  await expect.poll(() => words.getAttribute('data-step')).toBe(String(step + 1));
  const next = await texts(page, '[data-testid="replay-step-line"]');
  expect(await texts(page, '[data-testid="event-log"] li[aria-current="step"]')).toEqual(next);
  expect(next).not.toEqual(said);
  await page.click('[data-action="replay-previous"]');
  await expect.poll(() => words.getAttribute('data-step')).toBe(String(step));

  // Phone: the log under the board; scrolled to it, the step controls are still on screen.
  await page.setViewportSize(PHONE);
  const phoneBoard = await page.locator('.replay-table .board').boundingBox();
  const phoneLog = await page.locator('.replay-log').boundingBox();
  expect(phoneLog!.y).toBeGreaterThanOrEqual(phoneBoard!.y + phoneBoard!.height - 1);
  await page.locator('[data-testid="event-log"]').scrollIntoViewIfNeeded();
  const next1 = await page.locator('[data-action="replay-next"]').boundingBox();
  expect(next1!.y).toBeGreaterThanOrEqual(0);
  expect(next1!.y + next1!.height).toBeLessThanOrEqual(PHONE.height);
  const listBox = await page.locator('[data-testid="event-log"]').boundingBox();
  expect(listBox!.y).toBeLessThan(PHONE.height);
  await keepShot(page, 'replay-story-390');
  await page.click('[data-action="replay-next"]');
  await expect.poll(() => words.getAttribute('data-step')).toBe(String(step + 1));

  // In Vietnamese on the phone, the step's words and the log hold no English.
  expect(await wideAndPhoneIn(page, 'replay-story', 'vi')).toEqual([]);
  expect(player.errors).toEqual([]);
});
