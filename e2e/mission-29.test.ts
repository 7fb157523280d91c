/**
 * Mission 29 in the browser: a person, the Captain (seat 0), and two expert bots, played through
 * the UI to the end. The test knows the deal (the engine with the same seed). Ann's first turn
 * waits for the bot on her right to lay a card (her cuts wait, and the panel says why); she cuts,
 * the card is revealed and she takes it. On the next bot's turn she lays one of her cards with a
 * digit key; the simple player then plays on, laying when asked, to the end, and the replay's
 * last step shows every card face up. Each new view is looked at on a wide desktop in English and
 * on a phone in another language with no English left. A bot lays within moments: what Ann's
 * table shows while she waits is read the moment it appears (a mutation observer in the page).
 */
import { createGame, type GameState, type SeatView, type WireRef } from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/test/catalogs';
import { format } from '../packages/client/src/i18n/translate';
import { keepEvidence, newPlayer, until, type Player } from './browser';
import { useTestBed } from './bed';
import { closeBriefing, openBriefing } from './briefing';
import { tableWithBots } from './flows';
import { byMouse, latest, playOn, SeatDriver } from './play';
import { keepShot, wideAndPhoneIn, WIDE } from './shots';

// The server's usual pause before a bot moves (the browser tests' 30 ms may batch two updates).
const bed = useTestBed({ botDelayMs: 400 });

const SETUP = { mission: 29, players: 3, seed: 'm29-3p-0' };
const BOT_RIGHT = 'Seat 3 (bot)';
const BOT_LEFT = 'Seat 2 (bot)';

const key = (ref: WireRef) => `${ref.seat}-${ref.stand}-${ref.index}`;
const text = (page: Page, testid: string) =>
  page.locator(`[data-testid="${testid}"]`).first().textContent();
const versionOf = (player: Player) => latest(player.frames).view?.version ?? -1;
const movedOn = (player: Player, before: number) =>
  until(() => versionOf(player) > before, 'the table to move on');

/** The deal the server makes (the person is the Captain, seat 0). */
function dealOf(): GameState {
  const created = createGame({ ...SETUP, captain: 0 });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** Plays the setup through the UI until the latest view passes `ready`; that view. */
async function until29(player: Player, ready: (view: SeatView) => boolean, what: string) {
  const driver = new SeatDriver(player, 0, byMouse);
  return until(
    async () => {
      const { view, legal } = latest(player.frames);
      if (view && ready(view)) return view;
      if (legal.actions.length > 0 && view?.status === 'setup') await driver.step();
      return null;
    },
    what,
    30_000,
  );
}

interface Seen {
  readonly wait: string | null;
  readonly turn: string | null;
  readonly state: string | null;
  readonly enabled: number;
  readonly slot: string | null;
}

/**
 * Records in the page, the moment `selector` first appears, what the table shows then: the
 * panel's wait, the top bar, the Number cards' sentence, how many wires may be pointed at, and
 * the laid card's slot. Bots answer within moments, so such a state may last only that long.
 */
async function watch(page: Page, name: string, selector: string): Promise<void> {
  await page.evaluate(`(() => {
    const text = (id) => document.querySelector('[data-testid="' + id + '"]')?.textContent ?? null;
    window['${name}'] = null;
    const seen = () => {
      if (window['${name}'] || !document.querySelector('${selector}')) return;
      const slot = document.querySelector('[data-testid="number-laid"] .hand-card');
      window['${name}'] = {
        wait: text('lay-wait'),
        turn: text('turn'),
        state: text('number-hands-state'),
        enabled: document.querySelectorAll('[data-wire]:enabled').length,
        slot: slot ? slot.className + (slot.dataset.number ? ' ' + slot.dataset.number : '') : null,
      };
      observer.disconnect();
    };
    const observer = new MutationObserver(seen);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    seen();
  })()`);
}

const recorded = (page: Page, name: string) =>
  until(() => page.evaluate<Seen | null>(`window['${name}']`), name);

/** Digit keys for a value (0 is 10). */
const digits = (n: number): string[] => (n === 10 ? ['0'] : [...String(n)]);

it('mission 29: cards laid face down, revealed after the turn, taken into the hand', async () => {
  const deal = dealOf();
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('mission-29', [player]));
  const { page } = player;
  await page.setViewportSize(WIDE);
  await tableWithBots(bed.server.base, page, SETUP);

  // Ann's first turn: the bot on her right lays a card first; her cuts wait, and she reads why.
  await watch(page, 'waiting', '[data-testid="lay-wait"]');
  await until29(player, (v) => v.status === 'playing' && !!v.numberHands?.laid, 'a card laid');
  expect(await recorded(page, 'waiting')).toEqual({
    wait: format(en['play.lay.waitYou'], { name: BOT_RIGHT }),
    turn: format(en['play.turn.otherChooses'], {
      name: BOT_RIGHT,
      choice: en['board.pending.layNumberForYou'],
    }),
    state: `${format(en['board.numberHands.layingForYou'], { layer: BOT_RIGHT })} ${en['board.numberHands.rule']}`,
    enabled: 0,
    slot: 'hand-card is-empty',
  });
  const hands = page.locator('[data-testid="number-hands"]');
  const own = [...deal.numberHands!.hands[0]!].sort((a, b) => a - b);
  expect(
    await hands
      .locator('[data-seat="0"] .hand-card')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-number')))),
  ).toEqual(own);
  expect(await hands.locator('[data-seat="2"]').getAttribute('aria-label')).toBe(
    format(en['board.numberHands.other_other'], { name: BOT_RIGHT, count: 2 }),
  );
  expect(await hands.locator('[data-seat="2"] .hand-card.is-down').count()).toBe(2);

  // Laid: a back on the table, its number hidden; the panel says what a cut of it costs.
  const laidNote = page.locator('[data-testid="laid-note"]');
  await laidNote.waitFor();
  expect(await laidNote.textContent()).toBe(format(en['play.laid.mine'], { name: BOT_RIGHT }));
  const slot = page.locator('[data-testid="number-laid"] .hand-card');
  expect(await slot.getAttribute('class')).toContain('is-down');
  expect(await slot.getAttribute('data-number')).toBeNull();
  expect(await text(page, 'number-hands-state')).toContain(
    format(en['board.numberHands.laidForYou'], { layer: BOT_RIGHT }),
  );
  expect(await wideAndPhoneIn(page, 'mission-29-laid', 'fr')).toEqual([]);

  // A sure cut: a teammate's wire of a value Ann holds. After it, the card is revealed and taken.
  const value = (printed: number) => (Number.isInteger(printed) ? printed : null);
  const mine = new Set(deal.hands[0]!.flat().map((w) => value(w.printed)));
  const target = deal.hands
    .flatMap((stands, seat) =>
      seat === 0
        ? []
        : stands.flatMap((wires, stand) =>
            wires.map((w, index) => ({ ref: { seat, stand, index }, value: value(w.printed) })),
          ),
    )
    .find((w) => w.value !== null && mine.has(w.value))!;
  const before = versionOf(player);
  await page.locator(`[data-wire="${key(target.ref)}"]`).click();
  await page.click(`.play-panel button[data-value="${target.value}"]:not([data-action])`);
  await page.click('[data-action="confirm"]');
  await movedOn(player, before);
  const reveal = page.locator('[data-testid="number-reveal"]');
  await reveal.waitFor();
  const shown = Number(await reveal.getAttribute('data-number'));
  const notch = (await reveal.getAttribute('data-notch')) === 'true';
  expect(notch).toBe(shown === target.value);
  expect(await text(page, 'number-reveal-text')).toBe(
    format(en[notch ? 'board.numberHands.reveal.notch' : 'board.numberHands.reveal.still'], {
      name: BOT_RIGHT,
      number: shown,
    }),
  );
  const log = page.locator('[data-testid="event-log"]');
  expect(await log.textContent()).toContain(
    format(en[notch ? 'board.event.numberRevealed.notch' : 'board.event.numberRevealed.still'], {
      name: BOT_RIGHT,
      number: shown,
    }),
  );
  // Taken into her hand, unless Ann's cut was the last of its four wires (then discarded).
  const gone = latest(player.frames).view!.log.some(
    (e) => e.type === 'numberCardsDiscarded' && e.numbers.includes(shown),
  );
  expect(await log.textContent()).toContain(
    gone
      ? format(en['board.event.numberCardsDiscarded.one'], { numbers: shown })
      : format(en['board.event.numberTaken'], { name: 'Ann', number: shown }),
  );
  if (!gone)
    await hands.locator(`[data-seat="0"] .hand-card[data-number="${shown}"]`).first().waitFor();

  // The next bot's turn: Ann, on its right, lays one of her cards, typed as its digit.
  const pending = page.locator('[data-testid="pending"][data-kind="layNumber"]');
  await pending.waitFor();
  const view = latest(player.frames).view!;
  const cards = [...new Set(view.numberHands!.hands[0] as number[])].sort((a, b) => a - b);
  expect(
    await pending
      .locator('button[data-action="layNumber"]')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-value')))),
  ).toEqual(cards);
  expect(await text(page, 'lay-hint')).toBe(format(en['play.lay.hint'], { name: BOT_LEFT }));
  expect(await text(page, 'turn')).toContain(
    format(en['board.pending.own.layNumber'], { name: BOT_LEFT }),
  );
  expect(await wideAndPhoneIn(page, 'mission-29-lay', 'nl')).toEqual([]);
  // Laid: Ann alone sees its number on the table (while the bot plays its turn).
  const card = cards[0]!;
  await watch(page, 'mine', '[data-testid="number-laid"] .hand-card[data-number]');
  await page.locator('.play-surface').focus();
  for (const k of digits(card)) await page.keyboard.press(k);
  expect(await recorded(page, 'mine')).toMatchObject({
    state: `${format(en['board.numberHands.laidYou'], { number: card, name: BOT_LEFT })} ${en['board.numberHands.rule']}`,
    slot: `hand-card is-up ${card}`,
  });
  await log
    .getByText(format(en['board.event.numberLaid.seen'], { name: 'Ann', number: card }))
    .waitFor();

  // The Mission panel: the rules, the cards in hand, the deck and the discards.
  const panel = await openBriefing(page);
  expect(await panel.textContent()).toContain(en['mission.29.rules']);
  expect(await text(page, 'briefing-number-hands')).toContain(en['board.numberHands.rule']);
  await keepShot(page, 'mission-29-briefing-1366');
  await closeBriefing(page);

  // On to the end, laying when asked; once, with cards discarded, at both sizes.
  let seen = false;
  const driver = await playOn(player, async () => {
    if (seen || (await page.locator('[data-testid="number-discards"]').count()) === 0) return;
    seen = true;
    expect(await wideAndPhoneIn(page, 'mission-29-later', 'vi')).toEqual([]);
  });
  expect(['won', 'lost']).toContain(driver.result);
  expect(driver.log.rejections).toEqual([]);
  await keepShot(page, 'mission-29-end-1366');
  expect(player.errors).toEqual([]);

  // The replay's last step shows every card face up.
  await page.click('[data-action="watch-replay"]');
  await page.waitForURL(/\/replay\//);
  const last = page.locator('[data-action="replay-last"]');
  await last.waitFor();
  if (await last.isEnabled()) await last.click();
  await page.locator('[data-testid="number-hands"]').waitFor();
  expect(await page.locator('[data-testid="number-hands"] .hand-card.is-down').count()).toBe(0);
  await keepShot(page, 'mission-29-replay-1366');
});
