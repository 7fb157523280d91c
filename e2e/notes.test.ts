/**
 * Private notes on wires through the UI: Ann writes one by keyboard on a desktop, Bob one by
 * touch on a phone; each is still there after a reload, never on the other's page, a
 * spectator's, or in the other's frames; each seat's replay shows its own notes as they stood,
 * and another viewer of the replay sees none.
 */
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { keepEvidence, newPlayer, until, type Frame, type Player } from './browser';
import { useTestBed } from './bed';
import { claimInLobby, createOnHome, startInLobby } from './flows';
import { englishLeft, setLanguage } from './language';
import { keepShot, PHONE, WIDE, wideAndPhoneIn } from './shots';

// People who leave are played by bots after 3 s (a reload is back well before): the game ends without them.
const bed = useTestBed({ takeoverMs: 3000 });

const badge = (page: Page, wire: string) =>
  page.locator(`[data-wire="${wire}"] [data-testid="wire-note"]`);
const badges = (page: Page) => page.locator('[data-testid="wire-note"]').allTextContents();
const editor = (page: Page) => page.locator('[data-testid="note-editor"]');
const noteFrames = (frames: readonly Frame[]) => frames.filter((f) => f.type === 'notes');
/** The game's version when the last note the page heard of was set. */
const notedAt = (p: Player): number => {
  const last = noteFrames(p.frames).at(-1) as { notes?: { version: number }[] } | undefined;
  return last?.notes?.[0]?.version ?? -1;
};

it('a seat’s notes stay with it, on desktop and phone, after reloads and in its own replay only', async () => {
  const ann = await newPlayer(bed.browser, bed.server.base);
  const bob = await newPlayer(bed.browser, bed.server.base, { phone: true });
  const eve = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('notes', [ann, bob, eve]));
  await ann.page.setViewportSize(WIDE);
  await bob.page.setViewportSize(PHONE);
  const room = await createOnHome(ann.page, { name: 'Ann', seats: ['person', 'person'] });
  await bob.page.goto(`/room/${room}`);
  await claimInLobby(bob.page, 1, 'Bob');
  await startInLobby(ann.page);
  await bob.page.locator('[data-testid="turn"]').waitFor();
  await eve.page.goto(`/room/${room}?watch`);
  await eve.page.locator('[data-testid="turn"]').waitFor();
  // A spectator has no notes to write.
  expect(await eve.page.locator('[data-action="notes"]').count()).toBe(0);

  // Ann by keyboard: T turns note mode on and focuses Bob's first hidden wire, Enter opens it.
  await ann.page.locator('body').press('t');
  await expect
    .poll(() => ann.page.evaluate(() => document.activeElement?.getAttribute('data-wire')))
    .toBe('1-0-0');
  await keepShot(ann.page, 'notes-mode-1366');
  await ann.page.keyboard.press('Enter');
  await editor(ann.page).waitFor();
  await ann.page.locator('[data-note="not-5"]').click();
  await ann.page.locator('[data-note="unsure"]').click();
  await ann.page.locator('[data-testid="note-text"]').fill('  Bob said low?  ');
  await keepShot(ann.page, 'notes-editor-1366');
  await ann.page.locator('[data-testid="note-text"]').press('Enter');
  await editor(ann.page).waitFor({ state: 'detached' });
  await expect.poll(() => badge(ann.page, '1-0-0').textContent()).toBe('≠5 ?');
  const label = await ann.page.locator('[data-wire="1-0-0"]').getAttribute('aria-label');
  expect(label).toContain('Your note: not 5, unsure, “Bob said low?”');
  // Note mode and the badge in French on a phone: no English left.
  expect(await wideAndPhoneIn(ann.page, 'notes-mode-badge', 'fr')).toEqual([]);
  // Escape leaves note mode: the wires are the game's again.
  await ann.page.keyboard.press('Escape');
  await expect
    .poll(() => ann.page.locator('[data-action="notes"]').getAttribute('aria-pressed'))
    .toBe('false');
  await keepShot(ann.page, 'notes-badge-1366');

  // Bob on the phone: the Notes button, then a tap on Ann's wire; "one of 3 and 4".
  await bob.page.locator('[data-action="notes"]').tap();
  await setLanguage(bob.page, 'vi');
  await bob.page.locator('html[lang="vi"]').waitFor();
  await bob.page.locator('[data-wire="0-0-2"]').tap();
  await editor(bob.page).waitFor();
  expect(await englishLeft(bob.page, 'vi')).toEqual([]);
  await keepShot(bob.page, 'notes-editor-vi-390');
  await bob.page.locator('[data-note="either-3"]').tap();
  await bob.page.locator('[data-note="either-4"]').tap();
  await bob.page.locator('[data-testid="note-text"]').fill('Bob-secret');

  await bob.page.locator('[data-action="save-note"]').tap();
  await expect.poll(() => badge(bob.page, '0-0-2').textContent()).toBe('3/4');
  await keepShot(bob.page, 'notes-badge-vi-390');
  await bob.page.locator('[data-action="notes"]').tap();
  await setLanguage(bob.page, 'en');

  // Reloaded: each page has its own note back, and only its own.
  await ann.page.reload();
  await bob.page.reload();
  await expect.poll(() => badge(ann.page, '1-0-0').textContent()).toBe('≠5 ?');
  await expect.poll(() => badge(bob.page, '0-0-2').textContent()).toBe('3/4');
  expect(await badges(ann.page)).toEqual(['≠5 ?']);
  expect(await badges(bob.page)).toEqual(['3/4']);
  expect(await badges(eve.page)).toEqual([]);
  expect(noteFrames(eve.frames)).toEqual([]);
  for (const [p, other] of [
    [ann, 'Bob-secret'],
    [bob, 'Bob said low?'],
    [eve, 'Bob-secret'],
    [eve, 'Bob said low?'],
  ] as const) {
    expect(JSON.stringify(p.frames)).not.toContain(other);
    expect(await p.page.content()).not.toContain(other);
  }
  const annAt = notedAt(ann);
  const bobAt = notedAt(bob);
  expect(Math.min(annAt, bobAt)).toBeGreaterThanOrEqual(0);

  // Everyone leaves the table; bots finish the game.
  await ann.page.goto('/');
  await bob.page.goto('/');
  await eve.page.locator('[data-testid="game-result"]').first().waitFor({ timeout: 90_000 });

  // Each seat's replay shows its note at the step it was set; another viewer shows none.
  const step = Math.max(annAt, bobAt);
  await ann.page.goto(`/replay/${room}?seat=0&step=${step}`);
  await expect.poll(() => badge(ann.page, '1-0-0').textContent()).toBe('≠5 ?');
  expect(await wideAndPhoneIn(ann.page, 'notes-replay', 'nl')).toEqual([]);
  await ann.page.locator('[data-testid="replay-viewer"]').selectOption('1');
  await until(async () => (await badges(ann.page)).length === 0, 'no notes as seat 1');
  await bob.page.goto(`/replay/${room}?seat=1&step=${step}`);
  await expect.poll(() => badge(bob.page, '0-0-2').textContent()).toBe('3/4');
  await keepShot(bob.page, 'notes-replay-390');
  await eve.page.goto(`/replay/${room}?seat=0&step=${step}`);
  await eve.page.locator('[data-testid="replay-step"]').waitFor();
  await eve.page.waitForTimeout(500);
  expect(await badges(eve.page)).toEqual([]);
  expect(ann.errors.concat(bob.errors, eve.errors)).toEqual([]);
});
