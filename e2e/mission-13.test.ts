/**
 * Mission 13 "Red Alert!" in the browser: a person (the Captain, holding one of the three red
 * wires dealt first) and three expert bots. On the first turn the person points at the two other
 * red wires together through the control (its prompt, the own red wire coming along, the warning
 * before the confirmation), the log says all were red, tokens drawn at random that matched no wire
 * lie beside their stands, and the game is played on by clicking to the end.
 */
import { colourOf, createGame, type GameState, type WireRef } from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/src/i18n/en';
import { fr } from '../packages/client/src/i18n/fr';
import { keepEvidence, newPlayer } from './browser';
import { keepShot } from './shots';
import { useTestBed } from './bed';
import { tableWithBots } from './flows';
import { englishLeft, setLanguage } from './language';
import { byMouse, latest, playAll, SeatDriver, untilDualCut } from './play';

const bed = useTestBed();

/** Seats 0, 1 and 2 draw setup tokens that match none of their wires. */
const SEED = 'mission-13-7';
const SETUP = { mission: 13, players: 4, seed: SEED } as const;

/** The deal the server makes from the same seed: where the red wires are. */
function reds(): WireRef[] {
  const created = createGame({ ...SETUP, captain: 0 });
  if (!created.ok) throw new Error(created.error.message);
  const state: GameState = created.value;
  return state.hands.flatMap((stands, seat) =>
    stands.flatMap((wires, stand) =>
      wires.flatMap((w, index) => (colourOf(w.printed) === 'red' ? [{ seat, stand, index }] : [])),
    ),
  );
}

const key = (ref: WireRef) => `${ref.seat}-${ref.stand}-${ref.index}`;

/** The control's bottom edge is on the first screen (a phone's bottom sheet included). */
async function onFirstScreen(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).boundingBox();
  const size = page.viewportSize();
  return !!box && !!size && box.y >= 0 && box.y + box.height <= size.height;
}

it('a person and three expert bots play mission 13: the red wires pointed at together', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-13', [player]));
  const { page } = player;
  await tableWithBots(bed.server.base, page, SETUP);
  const view = await untilDualCut(player);
  const all = reds();
  const mine = all.filter((r) => r.seat === 0);
  const theirs = all.filter((r) => r.seat !== 0);
  expect(all).toHaveLength(3);
  expect(mine, 'the Captain is dealt the first red wire').toHaveLength(1);

  // Tokens drawn at random that matched none of a seat's wires lie beside its stands, in words.
  expect(view.infoBeside.map((b) => b.seat)).toEqual([0, 1, 2]);
  for (const { seat, value } of view.infoBeside) {
    const beside = page.locator(`[data-stand="${seat}-0"] [data-testid="info-beside"] li`);
    expect(await beside.getAttribute('data-value')).toBe(String(value));
    expect(await beside.getAttribute('title')).toMatch(
      seat === 0
        ? `you held no ${value} at setup`
        : new RegExp(`stand: they held no ${value} at setup`),
    );
  }

  // With four players the control is offered on the first turn.
  const control = page.locator('[data-action="cutTogether"]');
  expect(latest(player.frames).legal.cutTogether?.count).toBe(2);
  expect(await control.textContent()).toContain(en['play.action.together']);
  await control.click();
  const step = page.locator('[data-testid="together"]');
  expect(await step.locator('.play-prompt').textContent()).toBe(
    'Point at 2 more teammate wires you believe are red.',
  );
  expect(await step.locator('[data-testid="together-own"]').textContent()).toBe(
    `Your red wire #${mine[0]!.index + 1} comes along by itself: do not point at it.`,
  );
  expect(await step.locator('[data-testid="together-warning"]').textContent()).toContain(
    en['play.together.warning'],
  );
  // Only teammates' uncut wires may be pointed at; the own red wire is marked as coming along.
  expect(await page.locator('[data-wire^="0-"]:enabled').count()).toBe(0);
  expect(await page.getAttribute(`[data-wire="${key(mine[0]!)}"]`, 'aria-pressed')).toBe('true');
  await page.click(`[data-wire="${key(theirs[0]!)}"]`);
  expect(await step.locator('.play-prompt').textContent()).toBe(
    'Point at 1 more teammate wire you believe is red.',
  );
  await keepShot(page, 'mission-13-together');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await onFirstScreen(page, '[data-testid="together"]')).toBe(true);
  await keepShot(page, 'mission-13-together-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The last wire asks for a confirmation that repeats the warning.
  await page.click(`[data-wire="${key(theirs[1]!)}"]`);
  const confirm = page.locator('.play-confirm');
  expect(await confirm.locator('.play-prompt').textContent()).toMatch(
    /^Point at .+ #\d+, .+ #\d+ as the red wires\?$/,
  );
  expect(await confirm.locator('[data-testid="together-warning"]').count()).toBe(1);
  await keepShot(page, 'mission-13-confirm');
  // In French, at a phone's width: worded in full, no English left.
  await page.setViewportSize({ width: 390, height: 844 });
  await setLanguage(page, 'fr');
  await confirm.getByText(fr['play.together.warning']).waitFor();
  expect(await englishLeft(page, 'fr')).toEqual([]);
  expect(await onFirstScreen(page, '[data-action="confirm"]')).toBe(true);
  await keepShot(page, 'mission-13-confirm-fr-390');
  await setLanguage(page, 'en');
  await page.setViewportSize({ width: 1280, height: 800 });

  const acted = latest(player.frames).view?.version ?? 0;
  await page.click('[data-action="confirm"]');
  await page
    .locator('[data-testid="event-log"]')
    .getByText('points at the red wires together', { exact: false })
    .waitFor();
  const log = (await page.locator('[data-testid="event-log"]').textContent()) ?? '';
  expect(log).toMatch(/Ann points at the red wires together \(.+\): all red/);
  expect(latest(player.frames).view!.version).toBeGreaterThan(acted);
  // Every red wire is out: the control is gone for good.
  for (const r of all)
    expect(await page.getAttribute(`[data-wire="${key(r)}"]`, 'data-cut')).toBe('true');
  expect(await control.count()).toBe(0);

  // Play on by clicking until the bomb is defused or explodes.
  const driver = new SeatDriver(player, 0, byMouse);
  const result = await playAll([driver]);
  expect(['won', 'lost']).toContain(result);
  expect(driver.log.rejections).toEqual([]);
  await keepShot(page, 'mission-13-end');
  expect(player.errors).toEqual([]);
});

it('a seat holding one wire of its drawn token’s value is asked all the same', async () => {
  // With this seed the Captain draws a token whose value it holds once.
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-13-one-wire', [player]));
  const { page } = player;
  await tableWithBots(bed.server.base, page, { mission: 13, players: 4, seed: 'm13-0' });
  const pending = page.locator('[data-testid="pending"][data-kind="setupInfo"]');
  await pending.waitFor();
  const { view } = latest(player.frames);
  const options = view?.pending?.options as readonly WireRef[] | undefined;
  expect(options).toHaveLength(1);
  const only = options![0]!;
  const value = view!.stands.find((s) => s.seat === only.seat && s.stand === only.stand)!.wires[
    only.index
  ]!.printed;
  expect(await pending.textContent()).toContain(
    `Your setup info token was drawn at random: ${value}.`,
  );
  // Only that wire may be pointed at, and the prompt says so.
  expect(await pending.textContent()).toContain(en['play.ask.wireOnly']);
  expect(await page.locator('[data-wire^="0-"]:enabled').count()).toBe(1);
  expect(await page.locator(`[data-wire="${key(only)}"]`).isEnabled()).toBe(true);
  await keepShot(page, 'mission-13-one-wire');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await onFirstScreen(page, '[data-testid="pending"]')).toBe(true);
  await keepShot(page, 'mission-13-one-wire-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.click(`[data-wire="${key(only)}"]`);
  await page
    .locator('[data-testid="event-log"]')
    .getByText(`Ann puts an info token ${value} in front of wire`, { exact: false })
    .waitFor();
  expect(player.errors).toEqual([]);
});
