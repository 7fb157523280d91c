/**
 * Mission 18 "BAT-Helping-Hand" in the browser: a person and three expert bots. On the person's
 * first turn the table shows this turn's Number card beside the detonator, every seat's radar
 * answer in words, and the designation (why only a yes may be named); the person names
 * themself, and the action panel holds every other value back with the reason. English at a
 * desktop's width, French at a phone's (the card, the designation and the designee's prompt on
 * the first screen, no English left). Then the game is played by clicking to the end: the person
 * names someone on each of their turns and cuts the value whenever named, and while a bot is
 * named the top bar says whose turn it is and who cuts.
 */
import type { GameEvent, SeatView } from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/src/i18n/en';
import { format } from '../packages/client/src/i18n/translate';
import { keepEvidence, newPlayer } from './browser';
import { keepShot } from './shots';
import { useTestBed } from './bed';
import { tableWithBots } from './flows';
import { englishLeft, setLanguage } from './language';
import { latest, playOn } from './play';

// Bots pause long enough for the person's table to show each designation before the cut.
const bed = useTestBed({ botDelayMs: 250 });

/** With this seed seat 0 holds the first Number card's value. */
const SETUP = { mission: 18, players: 4, seed: 'mission-18-1' } as const;

/** The element's box lies within the viewport (a phone's bottom sheet included). */
async function onFirstScreen(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).first().boundingBox();
  const size = page.viewportSize();
  return !!box && !!size && box.y >= 0 && box.y + box.height <= size.height;
}

/** The element's box lies in the viewport above the phone's bottom sheet (which covers the rest). */
async function aboveSheet(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).first().boundingBox();
  const sheet = await page.locator('.play-dock').boundingBox();
  return !!box && !!sheet && box.y >= 0 && box.y + box.height <= sheet.y;
}

/**
 * At a phone's size in French: the given parts on the first screen, those of `uncovered` above
 * the bottom sheet too, no English left.
 */
async function phoneInFrench(
  page: Page,
  name: string,
  parts: readonly string[],
  uncovered: readonly string[] = [],
) {
  await page.setViewportSize({ width: 390, height: 844 });
  await setLanguage(page, 'fr');
  await page.locator('html[lang="fr"]').waitFor();
  await keepShot(page, `${name}-fr-390`);
  for (const part of parts) expect(await onFirstScreen(page, part), part).toBe(true);
  for (const part of uncovered) expect(await aboveSheet(page, part), part).toBe(true);
  expect(await englishLeft(page, 'fr')).toEqual([]);
  await setLanguage(page, 'en');
  await page.locator('html[lang="en"]').waitFor();
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, `${name}-en-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').trim();

/** What the top bar should say while `view`'s designee, a bot, has yet to cut. */
function expectedTurn(view: SeatView): RegExp | null {
  const radar = view.radarTurn;
  if (view.status !== 'playing' || view.pending || !radar || radar.number === null) return null;
  const { designee, number } = radar;
  if (designee === null || designee === 0 || designee === view.activeSeat) return null;
  // Bots' names come from the server: "Your turn: Cy (bot) cuts a wire marked 7", "Cy (bot)'s turn: …".
  const whose = view.activeSeat === 0 ? 'Your turn' : "\\S.* \\(bot\\)'s turn";
  return new RegExp(`${whose}: .+ \\(bot\\) cuts a wire marked ${number}`);
}

it('mission 18: the Number card, the radar, the designation and the designated cut', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-18', [player]));
  const { page } = player;
  await tableWithBots(bed.server.base, page, SETUP);

  // Ann's first turn: the card is turned, the radar asked, and she names who cuts.
  await page.locator('[data-testid="pending"][data-kind="designate"]').waitFor();
  const view = latest(player.frames).view!;
  const number = view.radarTurn?.number as number;
  expect(number).toBeTypeOf('number');
  const card = page.locator('[data-testid="radar-turn"]');
  expect(await card.getAttribute('data-number')).toBe(String(number));
  expect(await text(page, '[data-testid="radar-turn-state"]')).toBe(
    `Choose who cuts the ${number}: a player who answered yes, yourself included.`,
  );
  const radar = view.log.find(
    (e): e is Extract<GameEvent, { type: 'radar' }> => e.type === 'radar',
  )!;
  const yes = radar.answers.flatMap((stands, seat) => (stands.some(Boolean) ? [seat] : []));
  expect(yes, 'the seed deals Ann the first card’s value').toContain(0);
  for (const [seat, stands] of radar.answers.entries()) {
    const answer = card.locator(`li[data-seat="${seat}"]`);
    const said = stands.some(Boolean) ? 'yes' : 'no';
    expect(await answer.getAttribute('data-answer')).toBe(said);
    expect(await answer.textContent()).toMatch(
      new RegExp(`^${said === 'yes' ? '✓' : '✕'} ${seat === 0 ? 'You' : '.+ \\(bot\\)'}: ${said}$`),
    );
  }
  const named = await page
    .locator('[data-action="designee"]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-seat'))));
  expect(named).toEqual(yes);
  expect(await text(page, '[data-action="designee"][data-seat="0"]')).toBe('✓ Ann (you)');
  expect(await text(page, '[data-testid="designate-hint"]')).toContain(
    'answered yes to the General Radar',
  );
  if (yes.length < 4)
    expect(await text(page, '[data-testid="designate-no"]')).toMatch(/cannot be chosen\.$/);
  // The General Radar lies face up and never runs out.
  expect(await text(page, '[data-card="8"] .equipment-state')).toContain(
    en['board.equipment.unlimited'],
  );
  await keepShot(page, 'mission-18-designate');
  // Ann sees her own stand while she chooses: not under the sheet.
  await phoneInFrench(
    page,
    'mission-18-designate',
    ['[data-testid="radar-turn"]', '[data-action="designee"]'],
    ['[data-stand="0-0"]'],
  );

  // Ann names herself: she must cut that value, and only that one.
  await page.click('[data-action="designee"][data-seat="0"]');
  await page.locator('[data-testid="designated-note"]').waitFor();
  expect(await text(page, '[data-testid="designated-note"]')).toBe(
    format(en['play.designated.mine'], { value: number }),
  );
  expect(await text(page, '[data-testid="radar-turn-state"]')).toBe(
    `You must cut a wire marked ${number} this turn.`,
  );
  expect(await text(page, '[data-stand="0-0"] [data-testid="designee-badge"]')).toBe(
    `✂ To cut: ${number}`,
  );
  await phoneInFrench(page, 'mission-18-designee', [
    '[data-testid="radar-turn"]',
    '[data-testid="designated-note"]',
  ]);
  const own = latest(player.frames)
    .view!.stands.filter((s) => s.seat === 0)
    .flatMap((s) => s.wires.filter((w) => !w.cut && typeof w.printed === 'number'))
    .map((w) => w.printed as number);
  const others = [...new Set(own.filter((v) => v !== number && Number.isInteger(v)))];
  await page.locator('[data-wire^="1-"]:enabled').first().click();
  await page.locator('.play-choices button[data-value]').first().waitFor();
  const values = async (state: string) =>
    page
      .locator(`.play-choices button[data-value]${state}`)
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-value'))));
  expect(await values(':enabled')).toEqual([number]);
  expect((await values(':disabled')).sort((a, b) => a - b)).toEqual(others.sort((a, b) => a - b));
  if (others.length > 0)
    expect(await text(page, '#play-blocked')).toMatch(
      new RegExp(`not this turn’s Number card: only ${number} may be cut this turn\\.$`),
    );
  await keepShot(page, 'mission-18-picker');
  await phoneInFrench(page, 'mission-18-picker', ['.play-choices button[data-value]:enabled']);

  // Played on to the end; the top bar follows every bot named while its cut is awaited.
  let seen = 0;
  const driver = await playOn(
    player,
    async () => {
      const expected = expectedTurn(latest(player.frames).view!);
      if (!expected?.test(await text(page, '[data-testid="turn"]'))) return;
      if (seen++ === 0) await keepShot(page, 'mission-18-bot-designee');
    },
    240_000,
  );
  expect(['won', 'lost']).toContain(driver.result);
  expect(driver.log.rejections).toEqual([]);
  expect(seen, 'the top bar said who cuts while a bot was named').toBeGreaterThan(0);
  await keepShot(page, 'mission-18-end');

  // Ann named someone on each of her turns with a card, and cut each time she was named.
  const log = latest(player.frames).view!.log;
  const turns = log.flatMap((e, i) => (e.type === 'turn' ? [i] : []));
  const ofTurn = turns.map((start, k) => log.slice(start, turns[k + 1] ?? log.length));
  const annTurns = ofTurn.filter((events) => events[0]?.type === 'turn' && events[0].seat === 0);
  for (const events of annTurns)
    if (events.some((e) => e.type === 'radar') && !events.some((e) => e.type === 'lost'))
      expect(events.some((e) => e.type === 'designated' && e.seat === 0)).toBe(true);
  const namedAnn = ofTurn.filter((events) =>
    events.some((e) => e.type === 'designated' && e.designee === 0),
  );
  expect(namedAnn.length).toBeGreaterThan(0);
  for (const events of namedAnn)
    expect(events.some((e) => (e.type === 'dualCut' || e.type === 'soloCut') && e.seat === 0)).toBe(
      true,
    );
  const words = await text(page, '[data-testid="event-log"]');
  expect(words).toContain(`Ann chooses to cut a wire marked ${number} this turn`);
  expect(player.errors).toEqual([]);
});
