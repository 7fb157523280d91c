/**
 * Missions 20, 21, 24 and 28 in the browser, a person (the Captain, seat 0) and three expert
 * bots; 20, 24 and 28 played through the UI to the end. Mission 20: every stand's last wire is an
 * X wire, drawn with its square X token and worded, never offered for the setup token nor to the
 * Double Detector, which says why. Mission 21: the setup tokens say even or odd. Mission 24:
 * every token is a count token; the person holds all four 8s, so a setup token on one asks for
 * the second x2 token's wire, and the pair is drawn linked. Mission 28: the person is Captain
 * Careless, marked, with no character card, barred from every equipment card with the reason,
 * warned before cutting; the loss of a miss is worded. Each at a wide desktop's size in English
 * and at a phone's in another language with no English left.
 */
import { createGame, type GameEvent, type WireRef } from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { en } from '../packages/client/test/catalogs';
import { useTestBed } from './bed';
import { closeBriefing, openBriefing } from './briefing';
import { toTheEnd, wideTable } from './tables';
import { latest, reach, untilDualCut } from './play';
import { keepShot, wideAndPhoneIn } from './shots';

const bed = useTestBed();

const key = (ref: WireRef) => `${ref.seat}-${ref.stand}-${ref.index}`;
const wireAt = (page: Page, ref: WireRef) => page.locator(`[data-wire="${key(ref)}"]`);

it('mission 20: X wires, out of every equipment’s reach', async () => {
  const player = await wideTable(
    bed,
    { mission: 20, players: 4, seed: 'mission-20-1' },
    'mission-20',
  );
  const { page } = player;
  const pending = page.locator('[data-testid="pending"][data-kind="setupInfo"]');
  await pending.waitFor();
  const { view } = latest(player.frames);
  const lastOf = (seat: number): WireRef => {
    const stand = view!.stands.find((s) => s.seat === seat && s.stand === 0)!;
    return { seat, stand: 0, index: stand.wires.length - 1 };
  };
  // Every stand ends with its X wire: a square X token, its words and its title.
  expect(await page.locator('[data-x="true"]').count()).toBe(view!.stands.length);
  for (const seat of [0, 1, 2, 3]) {
    const x = wireAt(page, lastOf(seat));
    expect(await x.getAttribute('data-x')).toBe('true');
    expect(await x.locator('.wire-x').textContent()).toBe('X');
    expect(await x.getAttribute('aria-label')).toContain(en['board.wire.x']);
    expect(await x.getAttribute('title')).toContain(en['board.wire.xTitle']);
  }
  // The setup token may go on the person's wires the engine offers, never on the X wire.
  const options = (view!.pending?.options ?? []) as readonly WireRef[];
  expect(options.map(key)).not.toContain(key(lastOf(0)));
  expect(await page.locator('[data-wire^="0-"]:enabled').count()).toBe(options.length);
  expect(await wireAt(page, lastOf(0)).isEnabled()).toBe(false);
  expect(await wideAndPhoneIn(page, 'mission-20-setup', 'fr')).toEqual([]);

  await untilDualCut(player);
  // A teammate's X wire takes a plain dual cut; the Double Detector leaves it out and says why.
  const theirs = wireAt(page, lastOf(1));
  expect(await theirs.isEnabled()).toBe(true);
  await page.click('[data-action="double"]');
  expect(await theirs.isEnabled()).toBe(false);
  expect(await wireAt(page, { ...lastOf(1), index: 0 }).isEnabled()).toBe(true);
  expect(await page.locator('[data-testid="x-wire-note"]').textContent()).toContain(
    en['play.xWire.note'],
  );
  expect(await wideAndPhoneIn(page, 'mission-20-detector', 'nl')).toEqual([]);
  await page.click('[data-action="cancel"]');
  expect(await theirs.isEnabled()).toBe(true);

  // The Mission panel tells the rule and the setup.
  const briefing = await openBriefing(page);
  expect(await briefing.textContent()).toContain(en['mission.20.rules']);
  expect(await briefing.textContent()).toContain(en['mission.summary.xWires']);
  await keepShot(page, 'mission-20-briefing-1366');
  await closeBriefing(page);

  await toTheEnd(player, 'mission-20');
});

it('mission 21: even/odd tokens at setup', async () => {
  const player = await wideTable(
    bed,
    { mission: 21, players: 4, seed: 'mission-21-1' },
    'mission-21',
  );
  const { page } = player;
  const view = await untilDualCut(player);
  // Every setup token says even or odd, on its face and in its wire's name, never a number.
  const tokens = page.locator('.wire-info--parity');
  expect(await tokens.count()).toBe(4);
  for (const token of await tokens.all()) {
    expect(['even', 'odd']).toContain(await token.textContent());
    expect(await token.locator('..').getAttribute('aria-label')).toMatch(
      /even\/odd token: (even|odd)/,
    );
  }
  expect(view.log.some((e) => e.type === 'infoPlaced' && e.info.kind === 'parity')).toBe(true);
  expect(await wideAndPhoneIn(page, 'mission-21-tokens', 'nl')).toEqual([]);
  expect(player.errors).toEqual([]);
});

/** With this seed seat 0 holds all four 8s; seats 1 and 2 all four 7s and all four 4s. */
const SETUP_24 = { mission: 24, players: 4, seed: 'mission-24-28' } as const;

function eightsOfSeat0(): number[] {
  const created = createGame({ ...SETUP_24, captain: 0 });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.hands[0]![0]!.flatMap((w, i) => (w.printed === 8 ? [i] : []));
}

it('mission 24: count tokens, and the second x2 token of a value held four times', async () => {
  const eights = eightsOfSeat0();
  expect(eights).toHaveLength(4);
  const player = await wideTable(bed, SETUP_24, 'mission-24');
  const { page } = player;
  await page.locator('[data-testid="pending"][data-kind="setupInfo"]').waitFor();
  const [a, first, b, c] = eights.map((index) => ({ seat: 0, stand: 0, index }));
  await wireAt(page, first!).click();

  // The person is asked where the second x2 goes: the other 8s only, with the reason.
  const pair = page.locator('[data-testid="pending"][data-kind="countPair"]');
  await pair.waitFor();
  expect(await pair.locator('[data-testid="count-pair-hint"]').textContent()).toBe(
    `All four 8 wires are on your stand, so two x2 tokens go on two of them together: the first is on wire #${first!.index + 1}. Point at another 8 wire for the second one (a cut one counts too).`,
  );
  expect(await page.locator('[data-testid="turn"]').textContent()).toContain(
    en['board.pending.own.countPair'],
  );
  const enabled = await page
    .locator('[data-wire]:enabled')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-wire')));
  expect(enabled.sort()).toEqual([a!, b!, c!].map(key).sort());
  expect(await wireAt(page, first!).locator('.wire-info').textContent()).toBe('x2');
  expect(await wideAndPhoneIn(page, 'mission-24-pair', 'vi')).toEqual([]);

  // Picked with the keyboard alone, the two x2 tokens are drawn linked, and say so.
  expect(await reach(page, `[data-wire="${key(c!)}"]`)).toBe(true);
  await page.keyboard.press('Enter');
  await page.locator(`[data-wire="${key(first!)}"].wire--pair-start`).waitFor();
  expect(await wireAt(page, c!).getAttribute('class')).toContain('wire--pair-end');
  expect(await wireAt(page, b!).getAttribute('class')).toContain('wire--pair-middle');
  expect(await wireAt(page, first!).getAttribute('aria-label')).toContain(
    `placed together with wire #${c!.index + 1}`,
  );
  await page
    .locator('[data-testid="event-log"]')
    .getByText('Ann puts an x2 token in front of wire', { exact: false })
    .first()
    .waitFor();

  // Every seat's setup token is a count token, worded in the wire's name.
  const view = await untilDualCut(player);
  for (const seat of [1, 2, 3]) {
    const tokens = page.locator(`[data-stand="${seat}-0"] .wire-info--count`);
    expect(await tokens.count(), `seat ${seat}`).toBeGreaterThan(0);
    const label = await tokens.first().locator('..').getAttribute('aria-label');
    expect(label).toMatch(/x\d token|two x2 tokens/);
  }
  expect(view.log.filter((e) => e.type === 'infoPlaced').length).toBeGreaterThanOrEqual(5);
  expect(await wideAndPhoneIn(page, 'mission-24-tokens', 'fr')).toEqual([]);

  // Play on; the first count token a missed cut leaves is looked at once.
  let missed = false;
  await toTheEnd(player, 'mission-24', async () => {
    const log = latest(player.frames).view?.log ?? [];
    const failure = log.find(
      (e): e is Extract<GameEvent, { type: 'infoPlaced' }> =>
        e.type === 'infoPlaced' && e.cause === 'failure',
    );
    if (missed || !failure) return;
    missed = true;
    await wireAt(page, failure.wire).locator('.wire-info--count').waitFor();
    await keepShot(page, 'mission-24-failure-1366');
  });
});

it('mission 28: the person is Captain Careless', async () => {
  const player = await wideTable(
    bed,
    { mission: 28, players: 4, seed: 'mission-28-1' },
    'mission-28',
  );
  const { page } = player;
  const view = await untilDualCut(player);
  const stand = page.locator('[data-stand="0-0"]');
  expect(await stand.locator('[data-testid="badge-careless"]').textContent()).toBe('⚠ Careless');
  expect(await stand.locator('[data-testid="badge-careless"]').getAttribute('title')).toBe(
    en['board.stand.carelessTitle'],
  );
  expect(await stand.locator('.badge--detector').textContent()).toBe(en['board.character.removed']);
  // No Double Detector to offer, and the panel says why before the person cuts.
  expect(await page.locator('[data-action="double"]').count()).toBe(0);
  expect(await page.locator('[data-testid="careless-warning"]').textContent()).toContain(
    en['play.careless.warning'],
  );
  const barred = page.locator('[data-testid="equipment-barred"]');
  expect(await barred.count()).toBe(view.equipment.length);
  expect(await barred.first().textContent()).toContain(en['board.equipment.barred.carelessMine']);
  expect(await wideAndPhoneIn(page, 'mission-28-table', 'nl')).toEqual([]);

  await openBriefing(page);
  expect(await page.locator('[data-testid="briefing-careless"]').textContent()).toContain(
    'Ann is the captain and Captain Careless',
  );
  await keepShot(page, 'mission-28-briefing-1366');
  await closeBriefing(page);

  const result = await toTheEnd(player, 'mission-28');
  const lost = latest(player.frames).view?.log.find((e) => e.type === 'lost');
  if (result === 'lost' && lost?.type === 'lost' && lost.cause === 'captainFailedCut')
    expect(await page.locator('[data-testid="event-log"]').textContent()).toContain(
      en['board.event.lost.captainFailedCut'],
    );
});
