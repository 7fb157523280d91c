/**
 * The table chat through the UI: a message from one seat reaches the other seat and a
 * spectator, the value warning comes before a message naming a wire value, the lines stay in the
 * replay; in mission 25 a wire number sent moves the detonator and the log says so; with free
 * chat off only the signals are left, and the table says why.
 */
import type { GameEvent } from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { keepEvidence, newPlayer, until, type Player } from './browser';
import { useTestBed } from './bed';
import { claimInLobby, createOnHome, openHome, startInLobby, tableWithBots } from './flows';
import { latest, untilDualCut } from './play';
import { keepShot, PHONE, WIDE } from './shots';

// People who leave are played by bots at once: a game of two people ends without them.
const bed = useTestBed({ takeoverMs: 300 });

const input = (page: Page) => page.locator('[data-testid="chat-input"]');
const warning = (page: Page) => page.locator('[data-testid="chat-warning"]');
/** The chat lines of the log (the table's or the replay's), as their text. */
const lines = (page: Page) =>
  page.locator('[data-testid="event-log"] li.event--said').allTextContents();
const saysLine = (p: Player, text: string) =>
  expect.poll(() => lines(p.page), { timeout: 15_000 }).toContain(text);
/** A chat line holding `part` shows (a line may end with a note, mission 25's cost). */
const saysLineWith = (p: Player, part: string) =>
  until(async () => (await lines(p.page)).find((l) => l.includes(part)), `a line with ${part}`);
const actionsSent = (p: Player) => p.sent.filter((f) => f.type === 'action').length;

/** Writes `text` in the chat and presses Enter (the keyboard's way to send). */
async function write(page: Page, text: string): Promise<void> {
  await input(page).fill(text);
  await input(page).press('Enter');
}

/**
 * Writes `text`: the warning of `kind` shows with `says` (its screenshots as `shot`), then Edit
 * takes it back with the text kept and nothing sent.
 */
async function warnedThenEdited(
  p: Player,
  text: string,
  warned: { kind: string; says: string; shot: string },
): Promise<void> {
  const sent = actionsSent(p);
  await write(p.page, text);
  await warning(p.page).waitFor();
  expect(await warning(p.page).getAttribute('data-kind')).toBe(warned.kind);
  expect(await warning(p.page).textContent()).toContain(warned.says);
  await shots(p.page, warned.shot);
  await p.page.click('[data-action="chat-edit"]');
  await warning(p.page).waitFor({ state: 'detached' });
  expect(await input(p.page).inputValue()).toBe(text);
  expect(actionsSent(p)).toBe(sent);
}

/** The table at a wide desktop's size and a phone's (its log drawer open), then back. */
async function shots(page: Page, name: string): Promise<void> {
  await page.setViewportSize(WIDE);
  await keepShot(page, `${name}-1366`);
  await page.setViewportSize(PHONE);
  // Open already when C went to the chat.
  if ((await page.locator('#drawer-log.is-open').count()) === 0)
    await page.click('[data-action="drawer-log"]');
  await page.locator('#drawer-log.is-open').waitFor();
  await keepShot(page, `${name}-390`);
  await page.click('#drawer-log [data-action="drawer-close"]');
  await page.setViewportSize(WIDE);
}

it('a seat’s message reaches the other seat and a spectator, after a warning on a wire value, and stays in the replay', async () => {
  const ann = await newPlayer(bed.browser, bed.server.base);
  const bob = await newPlayer(bed.browser, bed.server.base);
  const eve = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('chat', [ann, bob, eve]));
  const room = await createOnHome(ann.page, { name: 'Ann', seats: ['person', 'person'] });
  await bob.page.goto(`/room/${room}`);
  await claimInLobby(bob.page, 1, 'Bob');
  // Eve's name is the one the home page keeps; she watches under it.
  await eve.page.goto('/');
  await eve.page.evaluate(() => localStorage.setItem('bb.prefs', JSON.stringify({ name: 'Eve' })));
  await startInLobby(ann.page);
  await eve.page.goto(`/room/${room}?watch`);
  await eve.page.locator('[data-testid="turn"]').waitFor();
  await bob.page.locator('[data-testid="turn"]').waitFor();

  // Ann by keyboard: C goes to the chat, Enter sends.
  await ann.page.locator('body').press('c');
  await expect.poll(() => input(ann.page).evaluate((e) => e === document.activeElement)).toBe(true);
  await ann.page.keyboard.type('Good luck, team!');
  await ann.page.keyboard.press('Enter');
  await saysLine(bob, 'Ann: Good luck, team!');
  await saysLine(eve, 'Ann: Good luck, team!');
  await expect.poll(() => input(ann.page).inputValue()).toBe('');

  // The spectator talks too, marked as one.
  await write(eve.page, 'Go go go');
  await saysLine(ann, 'Eve spectator: Go go go');
  await saysLine(bob, 'Eve spectator: Go go go');

  // A wire value: warned once, taken back (nothing sent), then sent anyway.
  await warnedThenEdited(bob, 'I have two 5s and a yellow', {
    kind: 'rules',
    says: '2, 5, and yellow',
    shot: 'chat-warning-rules',
  });
  await input(bob.page).press('Enter');
  await warning(bob.page).waitFor();
  await bob.page.click('[data-action="chat-send-anyway"]');
  await saysLine(ann, 'Bob: I have two 5s and a yellow');
  await saysLine(eve, 'Bob: I have two 5s and a yellow');
  await shots(eve.page, 'chat-spectator');
  await shots(ann.page, 'chat-seat');

  // Both people leave; bots finish the game. The spectator talks on after it.
  await ann.context.close();
  await bob.context.close();
  await eve.page.locator('[data-testid="game-result"]').first().waitFor({ timeout: 90_000 });
  await write(eve.page, 'Well played!');
  await saysLine(eve, 'Eve spectator: Well played!');
  expect(await warning(eve.page).count()).toBe(0);

  // The replay shows every line in its log.
  await eve.page.click('[data-action="watch-replay"]');
  await eve.page.waitForURL(/\/replay\//);
  await eve.page.click('[data-action="replay-last"]');
  await expect
    .poll(() => lines(eve.page))
    .toEqual([
      'Ann: Good luck, team!',
      'Eve spectator: Go go go',
      'Bob: I have two 5s and a yellow',
      'Eve spectator: Well played!',
    ]);
  await eve.page.setViewportSize(WIDE);
  await keepShot(eve.page, 'chat-replay-1366');
  expect(eve.errors).toEqual([]);
});

it('mission 25: a wire number costs a notch of the detonator, warned before and said in the log', async () => {
  const ann = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('chat-25', [ann]));
  await tableWithBots(bed.server.base, ann.page, { mission: 25, players: 2, seed: 'chat-25' });
  await untilDualCut(ann);
  await ann.page.setViewportSize(WIDE);
  const dial = () => ann.page.locator('[data-testid="dial"]').getAttribute('data-steps');
  const before = Number(await dial());
  expect(await ann.page.locator('[data-testid="chat"]').getAttribute('data-policy')).toBe(
    'noNumbers',
  );

  // Taken back: nothing sent, the detonator stays.
  const sent = actionsSent(ann);
  await warnedThenEdited(ann, 'Careful with the seven', {
    kind: 'dial',
    says: 'moves the detonator one notch',
    shot: 'chat-warning-25',
  });
  // Enter alone never sends a message that costs a notch.
  await input(ann.page).press('Enter');
  await warning(ann.page).waitFor();
  await input(ann.page).press('Enter');
  expect(actionsSent(ann)).toBe(sent);

  await ann.page.click('[data-action="chat-send-anyway"]');
  const line = await saysLineWith(ann, 'Ann: Careful with the seven');
  expect(line).toContain('Ann named a wire number (7): the detonator moves one notch');
  await expect.poll(dial).toBe(String(before - 1));
  const log = latest(ann.frames).view!.log;
  const at = log.findIndex((e: GameEvent) => e.type === 'said');
  expect(log[at]).toMatchObject({ seat: 0, numbers: [7] });
  expect(log[at + 1]).toMatchObject({ type: 'dialMoved', delta: 1 });
  // On a phone the log's button shows its latest line: the detonator moving.
  await ann.page.setViewportSize(PHONE);
  await keepShot(ann.page, 'chat-25-tab-390');
  await shots(ann.page, 'chat-25-moved');
  expect(ann.errors).toEqual([]);
});

it('with free chat off, the table offers the signals and says why', async () => {
  const ann = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('chat-silent', [ann]));
  await ann.page.setViewportSize(WIDE);
  await openHome(ann.page);
  await ann.page.locator('[data-option="free-chat"]').scrollIntoViewIfNeeded();
  await keepShot(ann.page, 'chat-create-form-1366');
  await createOnHome(ann.page, { name: 'Ann', seats: ['person', 'expert'], freeChat: false });
  // The lobby says it before the start.
  await expect
    .poll(() => ann.page.locator('.lobby-options').textContent())
    .toContain('Free chat off: signals only');
  await keepShot(ann.page, 'chat-lobby-off-1366');
  await startInLobby(ann.page);
  await ann.page.locator('[data-testid="chat-silent"]').waitFor();
  expect(await input(ann.page).count()).toBe(0);
  expect(await ann.page.locator('[data-testid="chat-silent"]').textContent()).toContain(
    'the host chose so',
  );
  await ann.page.click('[data-signal="needOxygen"]');
  await saysLine(ann, 'Ann: I need oxygen');
  await shots(ann.page, 'chat-signals');
  await until(() => ann.errors.length === 0, 'no browser errors');
});
