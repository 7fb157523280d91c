/**
 * Missions 22, 23, 26 and 27 in the browser: a person, the Captain, and expert bots, each game
 * played through the UI to the end. The test knows each deal (the engine with the same seed), so
 * the person's special step is reached on purpose: a yellow pair cut on the first turn starts the
 * token handout (22, 27), the Number card's four wires pointed at together on the second turn,
 * after the deck lost a card (23), a face-up Number card turned down (26). Missions 26 and 27 are
 * then played on by the simple player; 22 and 23 end on the person's next turn with a cut at a
 * bot's red wire (to keep the suite short). Each new component is looked at on a wide desktop in
 * English and on a phone in another language with no English left. */
import { targetsOf, type InfoValue, type SeatView, type WireRef } from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { en } from '../packages/client/test/catalogs';
import { format } from '../packages/client/src/i18n/translate';
import { until, type Player } from './browser';
import { useTestBed } from './bed';
import { closeBriefing, openBriefing } from './briefing';
import { dealOf, key, wiresOf } from './deals';
import { toTheEnd, wideTable } from './tables';
import { byMouse, latest, reach, SeatDriver } from './play';
import { keepShot, PHONE, wideAndPhoneIn, WIDE } from './shots';

const bed = useTestBed();

const wireAt = (page: Page, ref: WireRef) => page.locator(`[data-wire="${key(ref)}"]`);
const text = (page: Page, testid: string) =>
  page.locator(`[data-testid="${testid}"]`).first().textContent();

const versionOf = (player: Player) => latest(player.frames).view?.version ?? -1;

/** Waits for the table to move on from `before`. */
const movedOn = (player: Player, before: number) =>
  until(() => versionOf(player) > before, 'the table to move on');

/** A dual cut through the UI: the wire, the value, the confirmation; then the update. */
async function cutAt(player: Player, target: WireRef, value: InfoValue) {
  const { page } = player;
  const before = versionOf(player);
  await wireAt(page, target).click();
  await page.click(`.play-panel button[data-value="${value}"]:not([data-action])`);
  await page.click('[data-action="confirm"]');
  await movedOn(player, before);
}

/** Plays the setup through the UI until play starts and `player` (the Captain) may act. */
async function untilMyTurn(player: Player): Promise<SeatView> {
  const driver = new SeatDriver(player, 0, byMouse);
  return until(async () => {
    const { view, legal } = latest(player.frames);
    const mine = legal.actions.some((a) => a.type !== 'equipment') || legal.dualCut;
    if (view?.status === 'playing' && !view.pending && mine) return view;
    if (legal.actions.length > 0 && view?.status === 'setup') await driver.step();
    return null;
  }, 'the first turn');
}

/**
 * Ends the game on the seat's next turn: a dual cut at `red`, a red wire (the test knows the
 * deal), explodes the bomb; the result says so.
 */
async function boom(player: Player, red: WireRef, name: string) {
  const { page } = player;
  await until(
    () => {
      const { view, legal } = latest(player.frames);
      const dual = legal.dualCut;
      return view?.pending === null && !!dual && targetsOf(dual).some((t) => key(t) === key(red));
    },
    'a turn to cut the red wire',
    30_000,
  );
  await wireAt(page, red).click();
  await page.locator('.play-panel button[data-value]:not([data-action]):enabled').first().click();
  await page.click('[data-action="confirm"]');
  const result = page.locator('[data-testid="game-result"]');
  await result.waitFor();
  expect(await result.getAttribute('data-result')).toBe('lost');
  expect(await result.textContent()).toContain(en['replay.cause.redWire']);
  await keepShot(page, `${name}-end-1366`);
  expect(player.errors).toEqual([]);
}

/** Opens the Mission panel with M and returns its text. */
async function briefing(page: Page): Promise<string> {
  const panel = await openBriefing(page);
  const said = (await panel.textContent()) ?? '';
  await closeBriefing(page);
  return said;
}

it('mission 26: the Number cards, turned down first, then cut', async () => {
  const setup = { mission: 26, players: 4, seed: 'm26-0' };
  const deal = wiresOf(dealOf(setup));
  const player = await wideTable(bed, setup, 'mission-26');
  const { page } = player;
  const view = await untilMyTurn(player);

  // Twelve cards, all face up; the pick is the turn's first control, the skip disabled with why.
  const cards = page.locator('[data-testid="number-pick"] [data-number]');
  expect(await cards.count()).toBe(12);
  expect(await page.locator('[data-testid="number-pick"] [data-state="up"]').count()).toBe(12);
  expect(await text(page, 'number-pick-state')).toContain(en['board.numberPick.choosingYou']);
  const mine = new Set(deal.filter((w) => w.ref.seat === 0).map((w) => w.value));
  const offered = await page
    .locator('[data-action="pickNumber"]:enabled')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-value'))));
  expect(offered).toEqual([...Array(12).keys()].map((i) => i + 1).filter((n) => mine.has(n)));
  const notHeld = page.locator('[data-action="pickNumber"]:disabled');
  expect(await notHeld.count()).toBe(12 - offered.length);
  expect(await notHeld.first().getAttribute('aria-describedby')).toBe('play-pick-not-held');
  expect(await text(page, 'pick-not-held')).toMatch(/^You hold no uncut wire marked/);
  const skip = page.locator('[data-action="skip"]');
  expect(await skip.isDisabled()).toBe(true);
  expect(await text(page, 'skip-barred')).toBe(en['play.skip.barred']);
  expect(await page.locator('[data-testid="pending"]').count()).toBe(0);
  expect(view.numberPick?.picked).toBeNull();
  expect(await wideAndPhoneIn(page, 'mission-26-pick', 'fr')).toEqual([]);

  // Turned down with the keyboard: a value a teammate holds too, typed as its digit.
  const value = offered.find((n) => n <= 9 && deal.some((w) => w.ref.seat !== 0 && w.value === n))!;
  const before = versionOf(player);
  await page.locator('.play-surface').focus();
  await page.keyboard.press(String(value));
  await movedOn(player, before);
  const picked = page.locator(`[data-testid="number-pick"] [data-number="${value}"]`);
  expect(await picked.getAttribute('data-state')).toBe('picked');
  expect(await picked.getAttribute('aria-label')).toBe(
    format(en['board.numberPick.picked'], { number: value }),
  );
  expect(await text(page, 'picked-note')).toBe(format(en['play.picked.mine'], { value }));
  expect(await text(page, 'turn')).toContain(format(en['play.turn.picked.you'], { value }));
  expect(
    await page.locator('[data-stand="0-0"] [data-testid="designee-badge"]').textContent(),
  ).toBe(`✂ ${format(en['board.stand.cuts'], { value })}`);
  // A teammate's wire of that value: the picker offers it alone, the others crossed out, and why.
  const target = deal.find((w) => w.ref.seat !== 0 && w.value === value)!.ref;
  await wireAt(page, target).click();
  const values = page.locator('.play-panel button[data-value]:not([data-action])');
  expect(
    await values.evaluateAll((els) =>
      els.filter((el) => !(el as HTMLButtonElement).disabled).map((el) => el.dataset.value),
    ),
  ).toEqual([String(value)]);
  expect(await text(page, 'blocked-reason')).toMatch(/not the Number card you turned down/);
  await keepShot(page, 'mission-26-picked-1366');
  await page.click(`.play-panel button[data-value="${value}"]:not([data-action])`);
  const sent = versionOf(player);
  await page.click('[data-action="confirm"]');
  await movedOn(player, sent);
  await page
    .locator('[data-testid="event-log"]')
    .getByText(format(en['board.event.numberPicked'], { name: 'Ann', number: value }))
    .first()
    .waitFor();

  expect(await briefing(page)).toContain(en['mission.26.rules']);
  // Later, cards face down and out of the game, at both sizes, once.
  let seen = false;
  await toTheEnd(player, 'mission-26', async () => {
    const row = latest(player.frames).view?.numberPick;
    if (seen || !row || row.down.length < 3 || row.up.length + row.down.length > 11) return;
    seen = true;
    await page.locator('[data-testid="number-pick"] [data-state="gone"]').first().waitFor();
    await keepShot(page, 'mission-26-later-1366');
    await page.setViewportSize(PHONE);
    await keepShot(page, 'mission-26-later-390');
    await page.setViewportSize(WIDE);
  });
});

it('mission 23: the Number card cut together, and the equipment deck', async () => {
  // The Number card is a 7, two of them on the person's stand; Bob holds the red wire.
  const setup = { mission: 23, players: 4, seed: 'm23-10' };
  const state = dealOf(setup);
  const number = state.together!.number;
  const deal = wiresOf(state);
  const player = await wideTable(bed, setup, 'mission-23');
  const { page } = player;
  await untilMyTurn(player);

  // The card, what it means, the deck of seven; no equipment on the board yet, and why.
  const card = page.locator('[data-testid="together-card"]');
  expect(await card.getAttribute('data-number')).toBe(String(number));
  expect(await card.textContent()).toContain(format(en['board.together.text'], { value: number }));
  expect(await page.locator('[data-testid="equipment-deck"]').getAttribute('data-left')).toBe('7');
  expect(await page.locator('.equipment').textContent()).toContain(en['board.equipment.noneYet']);
  const action = page.locator('[data-action="cutTogether"]');
  expect(await action.textContent()).toContain(
    format(en['play.action.togetherNumber'], { value: number }),
  );

  // A first turn of a plain, sure cut: the number's value is crossed out in the picker.
  const pair = deal.find(
    (w) =>
      w.ref.seat !== 0 &&
      w.value !== number &&
      typeof w.value === 'number' &&
      deal.some((o) => o.ref.seat === 0 && o.value === w.value),
  )!;
  const holdsNumber = deal.some((w) => w.ref.seat === 0 && w.value === number);
  await wireAt(page, pair.ref).click();
  if (holdsNumber)
    expect(await text(page, 'blocked-reason')).toContain(
      format(en['briefing.together'], {
        value: number,
        action: format(en['play.action.togetherNumber'], { value: number }),
      }),
    );
  await page.click('[data-action="cancel"]');
  await cutAt(player, pair.ref, pair.value as InfoValue);

  // The round ends before the Captain's turn: the deck's top card is discarded unseen.
  await until(
    () => {
      const { view, legal } = latest(player.frames);
      return view?.activeSeat === 0 && legal.cutTogether ? view : null;
    },
    'the Captain’s second turn',
    30_000,
  );
  await page.locator('[data-testid="equipment-deck"][data-left="6"]').waitFor();
  expect(await page.locator('[data-testid="event-log"]').textContent()).toContain(
    format(en['board.event.deckDiscarded'], { left: 6 }),
  );
  expect(await wideAndPhoneIn(page, 'mission-23-card', 'vi')).toEqual([]);

  // Every wire of the number, pointed at together (the person's own come along): confirmed.
  await action.click();
  const theirs = deal.filter((w) => w.ref.seat !== 0 && w.value === number).map((w) => w.ref);
  expect(theirs.length).toBeGreaterThan(1);
  expect(await text(page, 'together')).toContain(
    theirs.length === 1
      ? format(en['play.together.promptNumber_one'], { count: 1, value: number })
      : format(en['play.together.promptNumber_other'], { count: theirs.length, value: number }),
  );
  const own = deal.filter((w) => w.ref.seat === 0 && w.value === number).map((w) => w.ref);
  expect(await text(page, 'together-own')).toBe(
    format(en['play.together.ownNumber_other'], {
      wires: own.map((r) => `#${r.index + 1}`).join(', '),
      value: number,
    }),
  );
  for (const ref of theirs) await wireAt(page, ref).click();
  expect(await text(page, 'together-warning')).toContain(
    format(en['play.together.warningNumber'], { value: number }),
  );
  await keepShot(page, 'mission-23-confirm-1366');
  const before = versionOf(player);
  await page.click('[data-action="confirm"]');
  await movedOn(player, before);
  await page.locator('[data-testid="together-card"][data-done="true"]').waitFor();
  // The six cards left turn face up, usable at once.
  await until(async () => (await page.locator('.equipment-card').count()) === 6, 'six cards');
  expect(await text(page, 'equipment-deck')).toContain(en['board.deck.revealed']);
  expect(await page.locator('[data-testid="event-log"]').textContent()).toMatch(
    /The equipment deck turns face up: .*, usable at once/,
  );
  await keepShot(page, 'mission-23-revealed-1366');
  const panel = await briefing(page);
  expect(panel).toContain(en['mission.23.rules']);
  expect(panel).toContain(format(en['board.together.done'], { value: number }));
  // The game ends on the person's next turn: a cut at Bob's red wire explodes the bomb.
  await boom(player, deal.find((w) => w.ref.seat === 1 && w.value === 'other')!.ref, 'mission-23');
});

it('mission 27: flipped characters, and the line of drawn tokens', async () => {
  // Seat 0 holds two yellow wires, seat 1 one: the person's first cut starts the handout.
  const setup = { mission: 27, players: 3, seed: 'm27-3p-1' };
  const deal = wiresOf(dealOf(setup));
  const player = await wideTable(bed, setup, 'mission-27');
  const { page } = player;
  await untilMyTurn(player);

  // Every character card flipped: no Double Detector anywhere, and the cards say why.
  expect(await page.locator('[data-action="double"]').count()).toBe(0);
  expect(await page.locator('[data-testid="character-flipped"]').count()).toBe(3);
  expect(await page.locator('[data-testid="character-flipped"]').first().textContent()).toContain(
    en['board.character.flipped'],
  );
  const handout = page.locator('[data-testid="handout"]');
  expect(await handout.textContent()).toContain(format(en['board.handout.when'], { cut: 0 }));
  expect(await handout.textContent()).toContain(format(en['board.handout.draft'], { count: 3 }));

  const yellow = deal.find((w) => w.ref.seat === 1 && w.value === 'yellow')!.ref;
  await cutAt(player, yellow, 'yellow');
  // Three tokens drawn face up; the person takes first, from the line.
  const pending = page.locator('[data-testid="pending"][data-kind="takeToken"]');
  await pending.waitFor();
  expect(await page.locator('[data-testid="handout-line"] li').count()).toBe(3);
  expect(await text(page, 'take-hint')).toBe(en['play.take.hint']);
  expect(await text(page, 'turn')).toContain(en['board.pending.own.takeToken']);
  const line = await page
    .locator('[data-testid="handout-line"] li')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-value')));
  expect(await pending.locator('button[data-value]').count()).toBe(new Set(line).size);
  expect(await wideAndPhoneIn(page, 'mission-27-line', 'nl')).toEqual([]);

  // A token of a value the person holds on a wire with no token: it asks where it goes.
  const { view } = latest(player.frames);
  const own = view!.stands.filter((s) => s.seat === 0).flatMap((s) => s.wires);
  const placeable = line.find((v) =>
    own.some((w) => !w.cut && w.info === null && !w.x && String(valueOf(w.printed)) === v),
  );
  const choice = placeable ?? line[0]!;
  const before = versionOf(player);
  await reach(page, `[data-testid="pending"] button[data-value="${choice}"]`);
  await page.keyboard.press('Enter');
  await movedOn(player, before);
  if (placeable) {
    const place = page.locator('[data-testid="pending"][data-kind="placeToken"]');
    await place.waitFor();
    expect(await text(page, 'place-hint')).toContain('for the info token');
    await keepShot(page, 'mission-27-place-1366');
    const enabled = page.locator('[data-wire^="0-"]:enabled');
    expect(await enabled.count()).toBeGreaterThan(0);
    const placed = versionOf(player);
    await enabled.first().click();
    await movedOn(player, placed);
  }
  await until(() => latest(player.frames).view?.handout?.line.length === 0, 'the line taken');
  expect(await page.locator('[data-testid="event-log"]').textContent()).toContain(
    'Ann takes info token',
  );
  await toTheEnd(player, 'mission-27');
});

/** A wire's value as the token shows it: its number, or yellow (null for red or hidden). */
const valueOf = (printed: number | null) =>
  printed === null
    ? null
    : Number.isInteger(printed)
      ? printed
      : Math.round((printed % 1) * 10) === 1
        ? 'yellow'
        : null;

it('mission 22: tokens beside each stand, and tokens given to the left neighbour', async () => {
  // Two players, two stands each: Ann misses two values; both hold yellow wires, the bot the red.
  const setup = { mission: 22, players: 2, seed: 'm22-26' };
  const deal = wiresOf(dealOf(setup));
  const player = await wideTable(bed, setup, 'mission-22');
  const { page } = player;

  // Ann's first token: a value she does not hold, beside her stand A.
  const beside = page.locator('[data-testid="pending"][data-kind="besideToken"]');
  await beside.waitFor();
  expect(await text(page, 'beside-hint')).toBe(
    `${format(en['play.beside.hint'], { n: 1, total: 2 })} ${format(en['play.beside.stand'], { letter: 'A' })}`,
  );
  expect(await text(page, 'turn')).toContain(en['board.pending.own.besideToken']);
  const held = new Set(deal.filter((w) => w.ref.seat === 0).map((w) => String(w.value)));
  const options = await beside
    .locator('button[data-value]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-value')!));
  expect(options).toHaveLength(2);
  expect(options.filter((v) => held.has(v))).toEqual([]);
  expect(await wideAndPhoneIn(page, 'mission-22-beside', 'fr')).toEqual([]);

  // The setup through the UI (the bot puts its own); each stand ends with one token beside it.
  await untilMyTurn(player);
  for (const stand of ['0-0', '0-1'])
    expect(
      await page.locator(`[data-stand="${stand}"] [data-testid="info-beside"] li`).count(),
      stand,
    ).toBe(1);
  const bots = await page.locator('[data-stand^="1-"] [data-testid="info-beside"] li').count();
  expect(bots).toBeGreaterThan(0);
  const mine = page.locator('[data-stand="0-1"] [data-testid="info-beside"] li');
  expect(await mine.getAttribute('aria-label')).toMatch(
    /^Info token \S+ beside your stand: you held no \S+ at setup$/,
  );
  expect(await page.locator('[data-testid="event-log"]').textContent()).toMatch(
    /Ann puts info token \S+ beside their stand B: they hold no/,
  );
  expect(await text(page, 'handout')).toContain(format(en['board.handout.when'], { cut: 0 }));

  // Ann cuts a yellow pair: from the Captain, she gives the bot a token from the supply.
  const yellow = deal.find((w) => w.ref.seat === 1 && w.value === 'yellow')!.ref;
  await cutAt(player, yellow, 'yellow');
  const give = page.locator('[data-testid="pending"][data-kind="takeToken"]');
  await give.waitFor();
  const bot = 'Seat 2 (bot)';
  expect(await text(page, 'take-hint')).toBe(format(en['play.give.hint'], { name: bot }));
  expect(await text(page, 'turn')).toContain(
    format(en['board.pending.own.giveToken'], { name: bot }),
  );
  await keepShot(page, 'mission-22-give-1366');
  const supply = await give
    .locator('button[data-value]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-value')!));
  const theirs = new Set(deal.filter((w) => w.ref.seat === 1).map((w) => String(w.value)));
  const forBot = supply.find((v) => v !== 'yellow' && theirs.has(v))!;
  await page.click(`[data-testid="pending"] button[data-value="${forBot}"]`);
  await page
    .locator('[data-testid="event-log"]')
    .getByText(format(en['board.event.tokenTaken.give'], { name: 'Ann', value: forBot, to: bot }))
    .waitFor();

  // The bot places it, then gives Ann one: placed on one of her wires, or beside her stand.
  const after = await until(() => {
    const { view } = latest(player.frames);
    const done = view?.log.some((e) => e.type === 'tokenTaken' && e.to === 0);
    return done && view ? view : null;
  }, 'the bot to give Ann a token');
  const given = after.log.findLast((e) => e.type === 'tokenTaken' && e.to === 0);
  const value = given?.type === 'tokenTaken' ? given.value : null;
  if (after.pending?.kind === 'placeToken' && after.pending.seat === 0) {
    await page.locator('[data-testid="pending"][data-kind="placeToken"]').waitFor();
    expect(await text(page, 'place-hint')).toBe(
      format(en['play.place.given'], { name: bot, value: String(value) }),
    );
    expect(await wideAndPhoneIn(page, 'mission-22-place', 'vi')).toEqual([]);
    const before = versionOf(player);
    await page.locator('[data-wire^="0-"]:enabled').first().click();
    await movedOn(player, before);
  } else {
    // None of hers matched: the token lies beside her stand, "none then", or went back.
    await keepShot(page, 'mission-22-later-1366');
    expect(await wideAndPhoneIn(page, 'mission-22-place', 'vi')).toEqual([]);
  }

  // The bot's turn; then Ann's, which ends the game: a cut at the bot's red wire.
  await boom(player, deal.find((w) => w.ref.seat === 1 && w.value === 'other')!.ref, 'mission-22');
});
