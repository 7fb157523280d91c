/**
 * Mission 30 "Speed Mission!" in the browser, on a server whose clock runs about 17 times faster
 * (a 20-second window lasts 1.2 s, the whole timeline 41 s). Ann, the Captain, and three expert
 * bots; the browser's speech synthesis is replaced by a recorder, and the page keeps a record of
 * what the window's countdown and the live region showed (a window is gone within moments here).
 * Ann holds the first turn while the timeline opens its first window: she sees its Number card,
 * its wires cut of the two needed and its countdown, hears it announced, then sees it missed (the
 * round marked, the detonator moved, the log's lines) and hears what it cost. On a phone in
 * French the table has no English left. Then she plays on to the end.
 */
import { createGame } from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/src/i18n/en';
import { format } from '../packages/client/src/i18n/translate';
import { keepEvidence, newPlayer, until } from './browser';
import { useTestBed } from './bed';
import { tableWithBots } from './flows';
import { playOn, untilDualCut } from './play';
import { keepShot, wideAndPhoneIn, WIDE } from './shots';

const bed = useTestBed({ clockScale: 0.06 });

const SETUP = { mission: 30, players: 4, seed: 'm30-e2e-1' };

/**
 * A speech synthesis that records what it is asked to say, and a record of every text the
 * window's countdown and the live region showed (installed before the app loads).
 */
const RECORDER = `(() => {
  window.__spoken = [];
  window.__seen = [];
  const keep = (text) => { if (text && window.__seen.at(-1) !== text) window.__seen.push(text); };
  new MutationObserver(() => {
    for (const id of ['speed-countdown', 'speed-progress', 'clock-announcement'])
      for (const el of document.querySelectorAll('[data-testid="' + id + '"]'))
        keep(id + ': ' + (el.textContent || '').trim());
  }).observe(document, { subtree: true, childList: true, characterData: true });
  const synth = {
    speak: (u) => window.__spoken.push({ text: u.text, lang: u.lang }),
    cancel: () => {}, pause: () => {}, resume: () => {}, getVoices: () => [],
    speaking: false, pending: false, paused: false,
    addEventListener: () => {}, removeEventListener: () => {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
})()`;

const seen = (page: Page) => page.evaluate<string[]>('window.__seen');
const spoken = (page: Page) =>
  page.evaluate<{ text: string; lang: string }[]>('window.__spoken || []');
const heard = (page: Page, text: string) =>
  until(async () => (await spoken(page)).some((s) => s.text === text), `"${text}" spoken`);

/** The Number card the first window turns up: the top of the deal's Number deck. */
function firstCard(): number {
  const created = createGame({ ...SETUP, captain: 0 });
  if (!created.ok) throw new Error(created.error.message);
  const [top] = created.value.numberDeck;
  if (top === undefined) throw new Error('no Number deck');
  return top;
}

// Races a person meets too: a cut confirmed as the timeline turns the three values up, or calls
// the yellow sweep, is refused with its reason.
const TIMING = new Set(['NOT_A_THREE_VALUE', 'SWEEP_FIRST']);

it('mission 30: a window opens, counts down and is missed, written and spoken; played to the end', async () => {
  const number = firstCard();
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-30', [player]));
  const { page } = player;
  await player.context.addInitScript(RECORDER);
  await page.setViewportSize(WIDE);
  await tableWithBots(bed.server.base, page, SETUP);
  await untilDualCut(player);

  // The limit, then the first window: its card, none of its wires cut yet, its countdown.
  await heard(page, '11 minutes and 30 seconds on the clock');
  const window = page.locator('[data-testid="speed-window"]');
  await window.waitFor();
  expect(await window.getAttribute('data-number')).toBe(String(number));
  await keepShot(page, 'mission-30-window-1366');
  const opened = format(en['speed.say.window'], { number, seconds: 20 });
  await heard(page, opened);

  // Ann does not cut: the window closes missed, and the detonator moves.
  const rounds = page.locator('[data-testid="speed-rounds"] li');
  await rounds.first().waitFor();
  expect(await rounds.first().getAttribute('aria-label')).toBe(
    format(en['speed.round.missed'], { number }),
  );
  const missed = `Window on Number card ${number} missed: the detonator moves one notch.`;
  await heard(page, missed);
  const log = await page.locator('[data-testid="event-log"]').textContent();
  expect(log).toContain(`Number card ${number} is turned face up: cut two wires marked ${number}`);
  expect(log).toContain(`Window on Number card ${number} missed: 0 of the two wires cut`);
  expect(log).toContain('The detonator moves forward');
  expect((await spoken(page)).slice(0, 3)).toEqual(
    ['11 minutes and 30 seconds on the clock', opened, missed].map((text) => ({
      text,
      lang: 'en',
    })),
  );

  // What the page showed meanwhile: the countdown down the seconds, the progress, the live region.
  const shown = await seen(page);
  const countdown = shown
    .flatMap((s) => {
      const m = /^speed-countdown: Closes in (\d+) seconds?$/.exec(s);
      return m ? [Number(m[1])] : [];
    })
    .filter((n, i, all) => n !== all[i - 1]);
  expect(countdown.length, shown.join('\n')).toBeGreaterThan(2);
  expect(countdown.every((n, i) => n >= 1 && n <= 20 && (i === 0 || n < countdown[i - 1]!))).toBe(
    true,
  );
  expect(shown).toContain('speed-progress: ○ ○ 0 of 2 cut');
  expect(shown).toContain(`clock-announcement: ${opened}`);
  expect(shown).toContain(`clock-announcement: ${missed}`);

  // A phone in French: the panel and everything else in French.
  expect(await wideAndPhoneIn(page, 'mission-30-table', 'fr')).toEqual([]);

  // Played on to the end (more windows, the three values, the sweep if it comes that far).
  const driver = await playOn(player, async () => {}, 60_000);
  expect(['won', 'lost']).toContain(driver.result);
  expect(driver.log.rejections.filter((code) => !TIMING.has(code))).toEqual([]);
  await keepShot(page, 'mission-30-end-1366');
  expect(player.errors).toEqual([]);
});
