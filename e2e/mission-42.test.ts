/**
 * Mission 42 "Time to Run Away and Join the Circus" in the browser, on a server whose clock runs
 * 25 times faster (the first signal tone 5.2 s into play, the last event under 36 s). Ann, the
 * Captain, and three expert bots; the browser's speech synthesis is replaced by a recorder. Ann
 * holds the first turn and does not cut, so the timeline alone changes the table: she sees that
 * there is no time limit, hears the tones and the events between them, sees that nobody cuts
 * while the table listens, and after everyone moved one seat plays the stands that were Bob's.
 * In the ta-da round (2.4 s here) she cuts a pair she knows is right, and play waits for her
 * "Ta-da!" button. On a phone in French the table has no English left.
 */
import { createGame, gameValueWith } from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/src/i18n/en';
import { keepEvidence, newPlayer, until } from './browser';
import { useTestBed } from './bed';
import { tableWithBots } from './flows';
import { latest, untilDualCut } from './play';
import { keepShot, wideAndPhoneIn, WIDE } from './shots';

const bed = useTestBed({ clockScale: 0.04 });

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

/** Seat 1's wires as dealt, left to right, as the board marks them: after the seats change, Ann's. */
function bobsWires(): string[] {
  const created = createGame({ ...SETUP, captain: 0 });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.hands[1]!.flat().map((w) => String(gameValueWith(w.printed, [])));
}

it('mission 42: no time limit, the tones and the table events written and spoken', async () => {
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

  // Everyone moves one seat: Ann now plays the stand that was Bob's, and sees its wires.
  await heard(page, `${en['circus.event.seatsChanged']}.`);
  const mine = page.locator('[data-wire^="0-"]');
  await until(
    async () =>
      JSON.stringify(
        await mine.evaluateAll((els) => els.map((e) => e.getAttribute('data-printed'))),
      ) === JSON.stringify(bobsWires()),
    "Bob's wires in Ann's stand",
  );
  expect((await spoken(page)).every((s) => s.lang === 'en')).toBe(true);
  const log = await page.locator('[data-testid="event-log"]').textContent();
  expect(log).toContain(en['circus.event.listening.open']);
  expect(log).toContain(en['circus.event.seatsChanged']);

  // The ta-da round, once the tones around its call are over: a sure pair, seen in the deal.
  await until(
    () => {
      const t = latest(player.frames).view?.timeline;
      return t?.taDa === true && !t.listening;
    },
    'the ta-da round, the table not listening',
    30_000,
  );
  const view = latest(player.frames).view!;
  const dealt = createGame({ ...SETUP, captain: 0 });
  if (!dealt.ok) throw new Error(dealt.error.message);
  const own = new Set(
    view.stands
      .filter((st) => st.seat === 0)
      .flatMap((st) => st.wires.filter((w) => !w.cut).map((w) => w.printed)),
  );
  // Where each stand's wires came from: seat s plays what seat s + 1 was dealt.
  const truth = (seat: number, stand: number) => dealt.value.hands[(seat + 1) % 4]![stand]!;
  const target = view.stands
    .filter((st) => st.seat !== 0)
    .flatMap((st) =>
      st.wires.flatMap((w, index) => {
        const printed = truth(st.seat, st.stand)[index]!.printed;
        return !w.cut && Number.isInteger(printed) && own.has(printed)
          ? [{ key: `${st.seat}-${st.stand}-${index}`, value: printed }]
          : [];
      }),
    )[0];
  if (!target) throw new Error('no sure pair: pick another seed');
  await page.click(`[data-wire="${target.key}"]`);
  await page.click(`.play-choices button[data-value="${String(target.value)}"]`);
  await page.click('[data-action="confirm"]');
  await page.locator('[data-testid="ta-da"]').waitFor();
  await keepShot(page, 'mission-42-ta-da-1366');
  await page.click('[data-action="taDa"]');
  await until(
    async () =>
      ((await page.locator('[data-testid="event-log"]').textContent()) ?? '').includes('“Ta-da!”'),
    'the Ta-da! in the log',
  );

  // A phone in French: everything in French.
  expect(await wideAndPhoneIn(page, 'mission-42-table', 'fr')).toEqual([]);
  expect(player.errors).toEqual([]);
});
