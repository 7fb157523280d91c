/**
 * Mission 42 "Time to Run Away and Join the Circus" in the browser, on a server whose clock runs
 * 50 times faster (the first signal tone 2.6 s into play, the last event under 18 s). Ann, the
 * Captain, and three expert bots; the browser's speech synthesis is replaced by a recorder. Ann
 * holds the first turn while the first tone sounds: she sees that there is no time limit, hears
 * the tone and the event between the tones, and sees that nobody cuts while the table listens.
 * On a phone in French the table has no English left. Then she plays on to the end, saying
 * "Ta-da!" whenever a cut of hers in the ta-da round waits for it.
 */
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/src/i18n/en';
import { keepEvidence, newPlayer, until } from './browser';
import { useTestBed } from './bed';
import { tableWithBots } from './flows';
import { playOn, untilDualCut } from './play';
import { keepShot, wideAndPhoneIn, WIDE } from './shots';

const bed = useTestBed({ clockScale: 0.02 });

const SETUP = { mission: 42, players: 4, seed: 'm42-e2e-1' };

/** A speech synthesis that records what it is asked to say (installed before the app loads). */
const RECORDER = `(() => {
  window.__spoken = [];
  const synth = {
    speak: (u) => window.__spoken.push({ text: u.text, lang: u.lang }),
    cancel: () => {}, pause: () => {}, resume: () => {}, getVoices: () => [],
    speaking: false, pending: false, paused: false,
    addEventListener: () => {}, removeEventListener: () => {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
})()`;

const spoken = (page: Page) =>
  page.evaluate<{ text: string; lang: string }[]>('window.__spoken || []');
const heard = (page: Page, text: string) =>
  until(async () => (await spoken(page)).some((s) => s.text === text), `"${text}" spoken`);

// Races a person meets too: a cut confirmed as a tone sounds, or as a turn waits for a "Ta-da!".
const TIMING = new Set(['LISTENING', 'TA_DA_OWED', 'NOT_YOUR_TURN']);

it('mission 42: no time limit, the tones and the events written and spoken; played to the end', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-42', [player]));
  const { page } = player;
  await player.context.addInitScript(RECORDER);
  await page.setViewportSize(WIDE);
  await tableWithBots(bed.server.base, page, SETUP);
  await untilDualCut(player);

  // No time limit on the clock.
  expect(await page.locator('[data-testid="clock-time"]').textContent()).toBe(
    en['circus.clock.none'],
  );
  // The first tone: spoken and written, and nobody may cut meanwhile.
  const tone = `${en['circus.event.listening.open']}.`;
  await heard(page, tone);
  await page.locator('[data-testid="listening"]').waitFor();
  await keepShot(page, 'mission-42-listening-1366');
  // The event between the tones (no pair is cut yet), then the second tone.
  await heard(page, `${en['circus.event.pairRestored.none']}.`);
  await heard(page, `${en['circus.event.listening.closed']}.`);
  expect((await spoken(page)).every((s) => s.lang === 'en')).toBe(true);
  const log = await page.locator('[data-testid="event-log"]').textContent();
  expect(log).toContain(en['circus.event.listening.open']);

  // A phone in French: everything in French.
  expect(await wideAndPhoneIn(page, 'mission-42-table', 'fr')).toEqual([]);

  // Played on to the end: the seats change, cut wires swap or leave, a ta-da round comes.
  const driver = await playOn(player, async () => {}, 90_000);
  expect(['won', 'lost']).toContain(driver.result);
  expect(driver.log.rejections.filter((code) => !TIMING.has(code))).toEqual([]);
  await keepShot(page, 'mission-42-end-1366');
  expect(player.errors).toEqual([]);
});
