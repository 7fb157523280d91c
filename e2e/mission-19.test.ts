/**
 * Mission 19 "In the Belly of the Beast" in the browser, on a server whose clock runs 33 times
 * faster (the 11 min 10 s of our timeline last about 20 s). Two people and two bots; nobody cuts,
 * so the clock decides. The browser's speech synthesis is replaced by a recorder. Ann (English,
 * a desktop) hears every moment of our timeline, the sudden cut to 5 minutes, then the countdown
 * to 1, each also written in the live region; the clock shows its warning in the last minute.
 * Bao (French, a phone) hears the first moments in French, turns the voice off, and hears nothing
 * more while the announcements are still written. Both see the time run out.
 */
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { keepEvidence, newPlayer, until, type Player } from './browser';
import { useTestBed } from './bed';
import { claimInLobby } from './flows';
import { setLanguage } from './language';
import { api } from './server';
import { bothWidths, keepShot, PHONE } from './shots';

const bed = useTestBed({ clockScale: 0.03 });

interface Spoken {
  readonly text?: string;
  readonly lang?: string;
  readonly cancel?: boolean;
}

/**
 * A speech synthesis that records what it is asked to say, and a record of every text the live
 * region showed (installed before the app loads): a short moment may be gone before a check on
 * a loaded machine looks at the page.
 */
const RECORDER = `(() => {
  window.__spoken = [];
  window.__written = [];
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('[data-testid="clock-announcement"]')) {
      const text = el.textContent || '';
      if (text && window.__written.at(-1) !== text) window.__written.push(text);
    }
    const warning = document.querySelector('[data-testid="clock-warning"]');
    if (warning && !window.__written.includes('warning: ' + warning.textContent))
      window.__written.push('warning: ' + warning.textContent);
  }).observe(document, { subtree: true, childList: true, characterData: true });
  const synth = {
    speak: (u) => window.__spoken.push({ text: u.text, lang: u.lang }),
    cancel: () => window.__spoken.push({ cancel: true }),
    pause: () => {}, resume: () => {}, getVoices: () => [],
    speaking: false, pending: false, paused: false,
    addEventListener: () => {}, removeEventListener: () => {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
})()`;

const spoken = (page: Page) => page.evaluate<Spoken[]>('window.__spoken');
const said = async (page: Page) =>
  (await spoken(page)).flatMap((s) => (s.text === undefined ? [] : [s.text]));

const announced = (page: Page, words: string) =>
  until(
    () =>
      page.evaluate<boolean>(`window.__written.some((t) => t.includes(${JSON.stringify(words)}))`),
    `"${words}" written`,
  );

/**
 * The countdown is written 10 clock seconds before time is up: 0.3 s here, which a busy machine
 * may spend without rendering, and once the clock stops nothing is written. So the frames from
 * the one that stops the clock on wait (5 s at most) until the page has written the countdown, as
 * it has 10 s to at the real pace.
 */
async function holdClockStop(player: Player): Promise<void> {
  const countdownWritten = () =>
    player.page
      .evaluate<boolean>(`window.__written.some((t) => t.includes('Final countdown'))`)
      .catch(() => false);
  await player.context.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    let held: (string | Buffer)[] | null = null;
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => {
      if (held) return void held.push(m);
      const { clock } = (typeof m === 'string' ? JSON.parse(m) : {}) as {
        clock?: { running: boolean; moment: number };
      };
      if (!clock || clock.running || clock.moment < 0) return ws.send(m);
      held = [m];
      void until(countdownWritten, 'the countdown written', 5000)
        .catch(() => false)
        .then(() => {
          for (const frame of held ?? []) ws.send(frame);
          held = null;
        });
    });
  });
}

/** Places this seat's setup token by pointing at its own first wire, once asked. */
async function placeToken(player: Player, seat: number) {
  await player.page.locator('[data-testid="pending"][data-kind="setupInfo"]').waitFor();
  await player.page.locator(`[data-wire^="${seat}-"]:enabled`).first().click();
}

it('mission 19: our spoken timeline, written and spoken, the voice turned off, time up', async () => {
  const ann = await newPlayer(bed.browser, bed.server.base);
  const bao = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-19', [ann, bao]));
  for (const p of [ann, bao]) await p.context.addInitScript(RECORDER);
  await holdClockStop(ann);
  await bao.page.setViewportSize(PHONE);

  const created = await api<{ room: string; hostToken: string }>(
    bed.server.base,
    'POST',
    '/api/rooms',
    {
      mission: 19,
      players: 4,
      seed: 'mission-19-1',
      captain: 0,
      seats: [
        { kind: 'person' },
        { kind: 'person' },
        { kind: 'bot', level: 'expert' },
        { kind: 'bot', level: 'expert' },
      ],
      public: false,
    },
  );
  await ann.page.goto(`/room/${created.room}`);
  await claimInLobby(ann.page, 0, 'Ann');
  await bao.page.goto(`/room/${created.room}`);
  await claimInLobby(bao.page, 1, 'Bao');
  await api(bed.server.base, 'POST', `/api/rooms/${created.room}/start`, {
    hostToken: created.hostToken,
  });
  for (const p of [ann, bao]) await p.page.locator('[data-testid="turn"]').waitFor();
  await setLanguage(bao.page, 'fr');
  await bao.page.locator('html[lang="fr"]').waitFor();

  // Before play the clock waits, full.
  const clock = ann.page.locator('[data-testid="mission-clock"]');
  expect(await clock.getAttribute('data-state')).toBe('waiting');
  expect(await clock.textContent()).toContain('15:00');
  expect(await clock.textContent()).toContain('(starts with play)');
  expect(await clock.locator('[data-testid="clock-approximate"]').textContent()).toBe(
    'Our own spoken timeline: its timings are approximate.',
  );
  await placeToken(ann, 0);
  await placeToken(bao, 1);

  // Play starts: the limit, written and spoken in each one's language.
  await announced(ann.page, '15 minutes on the clock');
  await announced(bao.page, '15 minutes au chrono');
  expect(await clock.getAttribute('data-state')).toBe('running');
  await until(async () => (await said(ann.page)).length > 0, 'the first words spoken');
  expect((await spoken(ann.page))[0]).toEqual({ text: '15 minutes on the clock', lang: 'en' });
  expect((await spoken(bao.page))[0]).toEqual({ text: '15 minutes au chrono', lang: 'fr' });
  await keepShot(ann.page, 'mission-19-clock-1280');
  await keepShot(bao.page, 'mission-19-clock-fr-390');

  // Bao hears the next moment, then turns the voice off (remembered), and hears no more.
  await announced(bao.page, 'Plus que 10 minutes');
  await until(async () => (await said(bao.page)).includes('Plus que 10 minutes'), 'Bao hears 10');
  const voice = bao.page.locator('[data-action="voice"]');
  expect(await voice.getAttribute('aria-pressed')).toBe('true');
  await voice.click();
  expect(await voice.getAttribute('aria-pressed')).toBe('false');
  // The speech is stopped and the choice remembered in effects after the button's render.
  await expect
    .poll(() =>
      bao.page.evaluate<boolean>(
        `JSON.parse(localStorage.getItem('bb.prefs') || '{}').voiceOff === true`,
      ),
    )
    .toBe(true);
  await expect.poll(async () => (await spoken(bao.page)).at(-1)).toEqual({ cancel: true });
  const heardByBao = await said(bao.page);

  // The sudden cut to 5 minutes.
  await announced(ann.page, 'Change of plan: only 5 minutes left!');
  await announced(bao.page, 'Changement de plan : il ne reste que 5 minutes !');

  // The last minute: a warning in words, then the countdown, spoken down to 1. The last 30 clock
  // seconds last under a real second here, so the page's record of its texts is checked.
  await announced(ann.page, 'warning: Under a minute!');
  await keepShot(ann.page, 'mission-19-countdown-1280');
  await keepShot(bao.page, 'mission-19-countdown-fr-390');
  await announced(ann.page, 'Final countdown: 10 seconds!');

  // Time is up: both tables show the loss and its cause.
  for (const p of [ann, bao]) await p.page.locator('[data-testid="game-result"]').waitFor();
  expect(await ann.page.locator('[data-testid="game-result"]').textContent()).toContain(
    'Boom! The bomb exploded: time ran out.',
  );
  expect(await bao.page.locator('[data-testid="game-result"]').textContent()).toContain(
    'Boum ! La bombe a explosé : le temps était écoulé.',
  );
  await until(async () => (await said(ann.page)).includes('1'), 'the countdown spoken to 1');
  const words = await said(ann.page);
  expect(words.slice(0, 5)).toEqual([
    '15 minutes on the clock',
    '10 minutes left',
    'Change of plan: only 5 minutes left!',
    '2 minutes left',
    '30 seconds left',
  ]);
  // The countdown's numbers, one per clock second, down to 1. A clock second lasts 30 ms here: a
  // page that gets the countdown's news late leaves out the numbers already past, as it would
  // for a player whose message came late (countdownCalls), so the run may start below 10.
  const countdown = words.slice(5);
  const tenToOne = ['10', '9', '8', '7', '6', '5', '4', '3', '2', '1'];
  expect(countdown).toEqual(tenToOne.slice(tenToOne.length - countdown.length));
  expect((await spoken(ann.page)).every((s) => s.lang === 'en')).toBe(true);
  expect(await said(bao.page), 'nothing spoken after the voice was turned off').toEqual(heardByBao);
  expect(heardByBao).toEqual(['15 minutes au chrono', 'Plus que 10 minutes']);
  // The banner of the explosion fades out in 3 s.
  await ann.page.waitForTimeout(3200);
  await bothWidths(ann.page, 'mission-19-time-up');
  expect([...ann.errors, ...bao.errors]).toEqual([]);
});
