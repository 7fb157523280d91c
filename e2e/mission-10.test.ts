/**
 * Mission 10 "A Rough Patch" in the browser: no turn order, each turn taken by the first to say
 * "Snip!", against a real-time limit. First a person and three expert bots play to the end, the
 * bots waiting long enough for the person to say "Snip!" whenever they may: the open turn (the
 * top bar, the card beside the detonator, the button), the claim with the N key and with the
 * button, the button barred with its reason once the person took the last turn, the clock
 * running. Then, on a server whose clock runs fifty times faster (15 minutes last 18 s): a
 * "Snip!" that loses the race to a bot (its notice), and the time running out (the loss and its
 * cause in words, the clock at 00:00).
 */
import type { GameEvent } from '@bomb-busters/engine';
import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { keepEvidence, newPlayer, until, type Player } from './browser';
import { useTestBed } from './bed';
import { tableWithBots } from './flows';
import { latest, playOn, SeatDriver, byMouse } from './play';
import { englishLeft, setLanguage } from './language';
import { covered } from './covered';
import { bothWidths, DESKTOP, keepShot, PHONE } from './shots';

const SETUP = { mission: 10, players: 4, seed: 'mission-10-1' } as const;

const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').trim();

/** Places the person's setup token through the UI until nobody holds the turn. */
async function untilOpenTurn(player: Player): Promise<void> {
  const driver = new SeatDriver(player, 0, byMouse);
  await until(async () => {
    const { view, legal } = latest(player.frames);
    if (view?.snip?.open) return true;
    if (view?.status === 'setup' && legal.actions.length > 0) await driver.step();
    return false;
  }, 'the first turn nobody holds');
}

/** A dual cut that cannot miss: at a teammate's wire whose info token shows a value the seat holds. */
async function sureCut(player: Player): Promise<void> {
  const { page } = player;
  const view = latest(player.frames).view!;
  const own = new Set(
    view.stands
      .filter((s) => s.seat === 0)
      .flatMap((s) => s.wires.filter((w) => !w.cut).map((w) => w.printed)),
  );
  const target = view.stands
    .filter((s) => s.seat !== 0)
    .flatMap((s) =>
      s.wires.flatMap((w, index) =>
        !w.cut && w.info?.kind === 'value' && typeof w.info.value === 'number'
          ? [{ key: `${s.seat}-${s.stand}-${index}`, value: w.info.value }]
          : [],
      ),
    )
    .find(({ value }) => own.has(value));
  if (!target) throw new Error('no token shows a value the person holds: pick another seed');
  await page.click(`[data-wire="${target.key}"]`);
  await page.click(`.play-choices button[data-value="${String(target.value)}"]`);
  await page.click('[data-action="confirm"]');
}

const claims = (log: readonly GameEvent[]) =>
  log.flatMap((e) => (e.type === 'snip' ? [e.seat] : []));

describe('a person says Snip! and plays mission 10 to the end', () => {
  // The bots give the person two minutes to say "Snip!", and pause before each move so the
  // barred button shows while a bot takes the turn the person may not.
  const bed = useTestBed({ snipGraceMs: 120_000, botDelayMs: 600 });

  it('the open turn, the claim by key and by button, the barred button, the clock', async () => {
    const player = await newPlayer(bed.browser, bed.server.base);
    onTestFailed(() => keepEvidence('mission-10', [player]));
    const { page } = player;
    await tableWithBots(bed.server.base, page, SETUP);
    await untilOpenTurn(player);

    // Nobody holds the first turn: the top bar, the card and the button say so.
    const button = page.locator('[data-action="snip"]');
    await page.locator('[data-action="snip"]:enabled').waitFor();
    expect(await text(page, '[data-testid="turn"]')).toBe(
      'Nobody holds the turn: the first to say Snip! plays',
    );
    expect(await text(page, '[data-testid="snip-card"] h3')).toBe('✂ Nobody holds the turn');
    expect(await text(page, '[data-testid="snip-card"] .snip-card-text')).toBe(
      'There is no turn order: the first player to say Snip! takes the first turn.',
    );
    expect(await button.getAttribute('aria-keyshortcuts')).toBe('N');
    expect(await button.innerText()).toContain('Snip! — take the next turn');
    expect(await page.locator('.badge--turn').count(), 'nobody is playing now').toBe(0);
    // The clock runs from play start: 15 minutes, announced.
    const clock = page.locator('[data-testid="mission-clock"]');
    expect(await clock.getAttribute('data-state')).toBe('running');
    expect(await text(page, '[data-testid="clock-time"]')).toMatch(/^1[45]:\d\d$/);
    expect(await clock.locator('[role="timer"]').getAttribute('aria-label')).toMatch(
      /^Time left 1[45]:\d\d$/,
    );
    await page
      .locator('[data-testid="clock-announcement"]', { hasText: '15 minutes on the clock' })
      .waitFor();
    await bothWidths(page, 'mission-10-open-turn');
    // In French at a phone's width: no English left, the button on the first screen.
    await page.setViewportSize(PHONE);
    await setLanguage(page, 'fr');
    await page.locator('html[lang="fr"]').waitFor();
    expect(await englishLeft(page, 'fr')).toEqual([]);
    expect(await page.locator('[data-action="snip"]').innerText()).toContain(
      'Snip ! — prendre le tour suivant',
    );
    await keepShot(page, 'mission-10-open-turn-fr-390');
    await setLanguage(page, 'en');
    await page.locator('html[lang="en"]').waitFor();
    await page.setViewportSize(DESKTOP);

    // The N key says "Snip!": the turn is the person's.
    await page.locator('[data-testid="turn"]').click();
    await page.keyboard.press('n');
    await until(
      async () => (await text(page, '[data-testid="turn"]')) === 'Your turn',
      'the turn after N',
    );
    expect(claims(latest(player.frames).view!.log)).toEqual([0]);
    expect(await text(page, '[data-testid="event-log"]')).toContain(
      'Ann says Snip! and takes the turn',
    );

    // Played to the end by clicking ("Snip!" first whenever it is enabled); after each of the
    // person's turns the button is barred with the reason while a bot takes the next one.
    let barred = 0;
    const driver = await playOn(
      player,
      async () => {
        // One look at the button, its reason and the card (a bot may take the turn meanwhile).
        const seen = await page.evaluate<{
          disabled: boolean;
          reason: string;
          last: string;
        }>(`(() => {
          const text = (s) => (document.querySelector(s)?.textContent ?? '').trim();
          return {
            disabled: !!document.querySelector('[data-action="snip"]:disabled'),
            reason: text('[data-testid="snip-reason"][data-reason="lastTurn"]'),
            last: text('[data-testid="snip-last"]'),
          };
        })()`);
        if (!seen.disabled || !seen.reason) return;
        expect(seen).toEqual({
          disabled: true,
          reason: '⊘ You took the last turn: someone else takes this one.',
          last: 'Last turn: you.',
        });
        if (barred++ > 0) return;
        // Without the banner of the cut that just missed or succeeded (reduced motion hides it).
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await keepShot(page, 'mission-10-snip-barred-1280');
        await page.emulateMedia({ reducedMotion: 'no-preference' });
      },
      240_000,
    );
    expect(['won', 'lost']).toContain(driver.result);
    expect(driver.log.rejections).toEqual([]);
    expect(barred, 'the barred button was seen').toBeGreaterThan(0);
    const log = latest(player.frames).view!.log;
    expect(claims(log).filter((s) => s === 0).length).toBeGreaterThan(1);
    expect(claims(log).filter((s) => s !== 0).length).toBeGreaterThan(0);
    // The game is over: the clock stopped where it was.
    expect(await page.locator('[data-testid="mission-clock"]').getAttribute('data-state')).toBe(
      'stopped',
    );
    expect(player.errors).toEqual([]);
  });
});

describe('mission 10 with its clock fifty times faster', () => {
  // Bots pause a second before each move: a claim that lost the race reaches the server while
  // the bot that won it is still on its turn.
  const bed = useTestBed({ clockScale: 0.02, snipGraceMs: 2000, botDelayMs: 1000 });

  it('a Snip! that loses the race to a bot, then the time runs out: the banner covers nothing, and with reduced motion the table stays', async () => {
    const player = await newPlayer(bed.browser, bed.server.base);
    onTestFailed(() => keepEvidence('mission-10-clock', [player]));
    const { page } = player;
    // Once the person has taken a turn, their "Snip!" is held back until a bot has said it:
    // theirs comes second.
    let hold = false;
    let held: string | null = null;
    let server: WebSocketRoute | null = null;
    await player.context.routeWebSocket(/\/ws$/, (ws) => {
      const upstream = ws.connectToServer();
      server = upstream;
      ws.onMessage((m) => {
        const frame =
          typeof m === 'string' ? (JSON.parse(m) as { action?: { type?: string } }) : {};
        if (hold && frame.action?.type === 'snip') held = m as string;
        else upstream.send(m);
      });
      upstream.onMessage((m) => {
        ws.send(m);
        if (!held || typeof m !== 'string') return;
        const frame = JSON.parse(m) as { type: string; events?: GameEvent[] };
        if (frame.events?.some((e) => e.type === 'snip' && e.seat !== 0)) {
          upstream.send(held);
          held = null;
        }
      });
    });
    const room = await tableWithBots(bed.server.base, page, SETUP);
    // The setup token, by pointing at the person's own first wire.
    await page.locator('[data-testid="pending"][data-kind="setupInfo"]').waitFor();
    await page.locator('[data-wire^="0-"]:enabled').first().click();

    // The person is first in line for the first turn: they say "Snip!" and cut a wire for sure.
    await page.locator('[data-action="snip"]:enabled').click();
    await until(
      async () => (await text(page, '[data-testid="turn"]')) === 'Your turn',
      'the person’s turn',
    );
    hold = true;
    await sureCut(player);

    // A bot takes the next turn (the person took the last); then the one after it is first in
    // line and waits for the person, who says "Snip!" too late.
    await page.locator('[data-action="snip"]:enabled').click({ timeout: 10_000 });
    const notice = page.locator('[data-testid="rejection"][data-code="TURN_TAKEN"]');
    await notice.waitFor();
    expect(server, 'the socket went through the route').not.toBeNull();
    expect(await notice.textContent()).toMatch(
      /^⚠ Too late: .+ \(bot\) said Snip! first and plays this turn\.Close$/,
    );
    await keepShot(page, 'mission-10-race-lost-1280');

    // The same seat on a phone, and on a phone that asks for reduced motion.
    const seat = async (reduced: boolean) => {
      const other = await player.context.newPage();
      await other.setViewportSize(PHONE);
      if (reduced) await other.emulateMedia({ reducedMotion: 'reduce' });
      await other.goto(`/room/${room}`);
      await other.locator('[data-testid="turn"]').waitFor();
      return other;
    };
    const phone = await seat(false);
    const calm = await seat(true);

    // The clock runs out (9 s of play): the banner shows above the game's end, over none of its
    // links or texts.
    const banner = '[data-testid="feedback"].play-feedback--lost';
    for (const [at, name] of [
      [page, 'mission-10-banner-1280'],
      [phone, 'mission-10-banner-390'],
    ] as const) {
      // The game's end (its texts load when it comes) and the banner over it, at one moment.
      const end = at.locator('[data-action="download-record"]');
      const over = await until(
        async () => ((await end.isVisible()) ? covered(at, banner) : null),
        'the explosion’s banner over the game’s end',
        30_000,
      );
      await keepShot(at, name);
      expect(over, name).toEqual([]);
    }
    // Reduced motion: no shake and no banner, and the table is not hidden either.
    await calm.locator('[data-testid="game-result"]').waitFor();
    await calm.locator('.play-table--lost').waitFor();
    expect(await calm.locator(banner).isVisible()).toBe(false);
    const table = await calm.evaluate(`(() => {
      const style = getComputedStyle(document.querySelector('.play-table'));
      return { opacity: style.opacity, visibility: style.visibility, animation: style.animationName };
    })()`);
    expect(table).toEqual({ opacity: '1', visibility: 'visible', animation: 'none' });
    expect(await calm.locator('[data-testid="dial"]').isVisible()).toBe(true);
    await keepShot(calm, 'mission-10-reduced-motion-390');

    // The game is lost, and says why.
    const result = page.locator('[data-testid="game-result"]');
    await result.waitFor({ timeout: 20_000 });
    expect(await result.getAttribute('data-result')).toBe('lost');
    expect(await result.textContent()).toContain('Boom! The bomb exploded: time ran out.');
    expect(await text(page, '[data-testid="event-log"]')).toContain(
      'Time ran out: the bomb exploded',
    );
    const clock = page.locator('[data-testid="mission-clock"]');
    expect(await clock.getAttribute('data-state')).toBe('stopped');
    expect(await text(page, '[data-testid="clock-time"]')).toBe('00:00');
    expect(await clock.textContent()).toContain('(Time is up)');
    // The banner of the explosion fades out in 3 s.
    await page.waitForTimeout(3200);
    await bothWidths(page, 'mission-10-time-up');
    expect(player.errors).toEqual([]);
  });
});
