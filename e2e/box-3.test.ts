/**
 * Surprise box 3 in a browser, on one server: the new characters chosen in the lobby (rule sticker
 * B), then missions 31, 38 and 41 played through the UI to their end screen, a person among
 * expert bots. The test knows each deal (the engine with the same seed), so the person cuts only
 * wires it knows (the bots may still fail), and uses each mission's own controls on purpose: a
 * constraint card picked (31, and "I cannot obey my card" if it comes), the Captain's guesses at
 * their turned wire, in a dual cut and in a solo cut, while a teammate sees it face up (38), and a
 * tripwire pointed at (41, whose detonator starts next to the skull).
 */
import {
  CARD_RULES,
  targetsOf,
  type Announce,
  type ConstraintCard,
  type GameState,
  type LegalMenu,
  type SeatView,
  type WireRef,
} from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/src/i18n/en';
import { keepEvidence, newPlayer, until, type Player } from './browser';
import { useTestBed } from './bed';
import { dealOf, key, wiresOf, type Setup } from './deals';
import { claimInLobby, tableWithBots } from './flows';
import { isFocused } from './dom';
import { byMouse, latest, owesMove, reach, SeatDriver } from './play';
import { api } from './server';
import { keepShot } from './shots';

const bed = useTestBed();

/** Seat 0's own constraint card, face up to it. */
const ownCard = (view: SeatView | null | undefined) => {
  const own = view?.constraints?.seats[0];
  return own && own !== 'faceDown' ? own : null;
};

const versionOf = (player: Player) => latest(player.frames).view?.version ?? -1;

/** The value of every wire of the deal, by its data-wire key: a number, 'yellow' or 'other'. */
const valuesOf = (deal: GameState) =>
  new Map(wiresOf(deal).map((w) => [key(w.ref), w.value] as const));

type Values = ReturnType<typeof valuesOf>;

/** A control to activate: clicked (its selector), or reached with Tab and pressed with Enter. */
type Activation = string | { readonly keys: string };

/**
 * Activates `steps` and, when the table asks, confirms; then waits for the answer and the update.
 * False when a step was not offered in time: an update that came in between reset the selection.
 */
async function act(player: Player, steps: readonly Activation[]): Promise<boolean> {
  const { page, sent, frames } = player;
  const actions = () => sent.filter((f) => f.type === 'action');
  const count = actions().length;
  for (const step of steps) {
    const done =
      typeof step === 'string'
        ? await page.click(step, { timeout: 3000 }).then(
            () => true,
            () => false,
          )
        : (await reach(page, step.keys)) && (await page.keyboard.press('Enter'), true);
    if (!done) {
      await page.keyboard.press('Escape');
      return false;
    }
  }
  await until(async () => {
    if (actions().length > count) return true;
    const confirm = page.locator('.play-panel [data-action="confirm"]');
    if (await confirm.isVisible()) await confirm.click();
    return false;
  }, 'the action to be sent');
  const id = actions().at(-1)?.id;
  const answer = await until(
    () => frames.find((f) => (f.type === 'ack' || f.type === 'rejected') && f.id === id),
    'the server to answer',
  );
  expect(answer.type, JSON.stringify(answer)).toBe('ack');
  await until(() => versionOf(player) >= (answer.version as number), 'the update');
  return true;
}

/**
 * Clicks each step's control, then waits for what it shows (the step it leads to), 3 s at most;
 * false, the selection cleared, when an update in between reset it (tried again later).
 */
async function select(
  page: Page,
  steps: readonly [click: string, shows: string][],
): Promise<boolean> {
  for (const [click, shows] of steps) {
    const done = await page
      .click(click, { timeout: 3000 })
      .then(() => page.locator(shows).first().waitFor({ timeout: 3000 }))
      .then(
        () => true,
        () => false,
      );
    if (!done) {
      await clearSelection(page);
      return false;
    }
  }
  return true;
}

/** Leaves a half-made selection whole (Escape goes back one step only). */
async function clearSelection(page: Page): Promise<void> {
  const cancel = page.locator('.play-panel [data-action="cancel"]');
  if (await cancel.isVisible()) await cancel.click({ timeout: 3000 }).catch(() => undefined);
  else await page.keyboard.press('Escape');
}

/** A cut the seat knows succeeds: a plain solo cut, else a dual cut at a wire of a value it names. */
function sureCut(legal: LegalMenu, values: Values): string[] | null {
  const solo = legal.actions.find((a) => a.type === 'soloCut' && !a.turned);
  if (solo?.type === 'soloCut')
    return [`.play-panel button[data-value="${solo.value}"][data-action="soloCut"]`];
  const dual = legal.dualCut;
  const target =
    dual && targetsOf(dual).find((t) => dual.values.includes(values.get(key(t)) as Announce));
  if (!dual || !target) return null;
  return [
    `[data-wire="${key(target)}"]`,
    `.play-panel button[data-value="${values.get(key(target))}"]:not([data-action])`,
  ];
}

/**
 * Plays the seats of `players` (each a person's page) until every page shows the end screen:
 * `special` first (the test's own moves; true when it acted), then a sure cut, else the simple
 * player's move. Returns the result.
 */
async function playToEnd(
  players: readonly { player: Player; seat: number }[],
  values: Values,
  special: (player: Player, view: SeatView, legal: LegalMenu) => Promise<boolean> = () =>
    Promise.resolve(false),
): Promise<string> {
  const drivers = players.map(({ player, seat }) => new SeatDriver(player, seat, byMouse));
  const end = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > end) throw new Error('game not over');
    let busy = false;
    for (const driver of drivers) {
      const { player } = driver;
      const { view, legal } = latest(player.frames);
      const over = await player.page.locator('[data-testid="game-result"]').count();
      if (over || !view || !owesMove(legal) || view.pending || view.status !== 'playing') {
        busy ||= (await driver.step()) !== 'idle';
        continue;
      }
      busy = true;
      if (await special(player, view, legal)) continue;
      const sure = sureCut(legal, values);
      if (sure) await act(player, sure);
      else await driver.step();
    }
    // Read at once, without waiting: a locator's short timeout can pass before the page answers.
    const results = await Promise.all(
      drivers.map((d) =>
        d.player.page
          .locator('[data-testid="game-result"]')
          .evaluateAll((els) => els[0]?.getAttribute('data-result') ?? null),
      ),
    );
    if (results.every((r) => r === 'won' || r === 'lost')) return results[0]!;
    if (!busy) await drivers[0]!.player.page.waitForTimeout(50);
  }
}

/** The end screen: the result and, for a loss, its cause in words; a shot of it. */
async function endScreen(player: Player, name: string): Promise<string> {
  const { page } = player;
  const banner = page.locator('[data-testid="game-result"]');
  const result = (await banner.getAttribute('data-result'))!;
  const view = latest(player.frames).view!;
  expect(view.status).toBe(result);
  if (result === 'lost')
    expect(await banner.textContent()).toContain(en[`replay.cause.${view.lossCause!}`]);
  await keepShot(page, `${name}-end`);
  expect(player.errors).toEqual([]);
  return result;
}

/** A person's page at a table of `setup`, the other seats expert bots; evidence on failure. */
async function table(setup: Setup, name: string): Promise<Player> {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence(name, [player]));
  await tableWithBots(bed.server.base, player.page, setup);
  return player;
}

/** The deal as the page shows it: every wire the person sees has the value the test expects. */
async function sameDeal(page: Page, values: Values): Promise<void> {
  const shown = await page
    .locator('[data-wire][data-printed]')
    .evaluateAll((els) =>
      els.map((el) => [el.getAttribute('data-wire')!, el.getAttribute('data-printed')!] as const),
    );
  expect(shown.length).toBeGreaterThan(0);
  for (const [wire, printed] of shown) {
    const value = values.get(wire);
    // Yellow and red wires show their colour; the deal knows them as 'yellow' and 'other'.
    const seen = /^\d+$/.test(printed)
      ? Number(printed)
      : printed === 'yellow'
        ? 'yellow'
        : 'other';
    expect(seen, wire).toBe(value);
  }
}

it('rule sticker B: a person chooses a new character in the lobby, and it shows at the table', async () => {
  // Mission 31 is the first that allows every new character.
  const bob = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('sticker-b', [bob]));
  const { room, hostToken } = await api<{ room: string; hostToken: string }>(
    bed.server.base,
    'POST',
    '/api/rooms',
    {
      mission: 31,
      players: 3,
      captain: 0,
      seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'bot', level: 'expert' }],
      public: false,
    },
  );
  await bob.page.goto(`/room/${room}`);
  await claimInLobby(bob.page, 1, 'Bob');
  const select = bob.page.locator('select[data-character="1"]');
  await select.focus();
  await select.selectOption('tripleDetector');
  // The bot seat takes the bots' next card; the Captain's seat keeps its Double Detector.
  await bob.page.locator('[data-testid="character-2"]', { hasText: 'X or Y Ray' }).waitFor();
  expect(await bob.page.locator('[data-testid="character-0"]').textContent()).toContain(
    'Double Detector',
  );
  expect(await bob.page.locator('select[data-character="0"]').count()).toBe(0);
  await api(bed.server.base, 'POST', `/api/rooms/${room}/seats/0/claim`, { seat: 0, name: 'Ann' });
  await api(bed.server.base, 'POST', `/api/rooms/${room}/start`, { hostToken });
  await bob.page.locator('[data-testid="turn"]').waitFor();
  await bob.page
    .locator('[data-testid="character-personal"]', { hasText: 'Own Triple Detector ready' })
    .waitFor();
});

it('mission 31: a constraint card picked, obeyed to the end', async () => {
  const setup = { mission: 31, players: 3, seed: 'box3-31' };
  const deal = dealOf(setup);
  const values = valuesOf(deal);
  const player = await table(setup, 'mission-31');
  const { page } = player;
  // The Captain picks first, from the five cards: the one that allows the fewest of their values.
  const pick = page.locator('[data-testid="pending"] [data-action="pickConstraint"]');
  await pick.first().waitFor();
  expect(await pick.count()).toBe(5);
  await sameDeal(page, values);
  const mine = new Set(
    wiresOf(deal)
      .filter((w) => w.ref.seat === 0)
      .map((w) => w.value),
  );
  const allowed = (card: ConstraintCard) =>
    [...mine].filter((v) => typeof v === 'number' && CARD_RULES[card].only?.includes(v)).length;
  const card = (['A', 'B', 'C', 'D', 'E'] as const).toSorted((a, b) => allowed(a) - allowed(b))[0]!;
  await keepShot(page, 'mission-31-pick');
  // By keyboard: Tab to the card, Enter.
  expect(await act(player, [{ keys: `[data-testid="pending"] [data-value="${card}"]` }])).toBe(
    true,
  );
  await until(() => ownCard(latest(player.frames).view)?.card === card, 'the card taken');
  let refused = false;
  let obeyed = false;
  const result = await playToEnd([{ player, seat: 0 }], values, async (p, _view, legal) => {
    // The turn says which values the card forbids; the picker crosses them out, once.
    if (!refused && legal.dualCut && legal.dualCut.targets.length > 0) {
      expect(
        await p.page.locator('.play-panel [data-testid="blocked-reason"]').textContent(),
      ).toContain(`Constraint card ${card} (`);
      const target = `[data-wire="${key(targetsOf(legal.dualCut)[0]!)}"]`;
      if (!(await select(p.page, [[target, '.play-panel .play-value--blocked']]))) return true;
      refused = true;
      await keepShot(p.page, 'mission-31-refused');
      await p.page.click('[data-action="cancel"]');
    }
    if (legal.actions.some((a) => a.type === 'cannotObey')) {
      obeyed = true;
      expect(await act(p, ['[data-action="cannotObey"]'])).toBe(true);
      return true;
    }
    return false;
  });
  expect(refused).toBe(true);
  expect(await endScreen(player, 'mission-31')).toBe(result);
  if (obeyed) expect(ownCard(latest(player.frames).view)?.flipped).toBe(true);
});

it('mission 38: the Captain guesses their turned wire, in a dual cut and in a solo cut', async () => {
  const setup = { mission: 38, players: 4, seed: 'box3-38' };
  const deal = dealOf(setup);
  const values = valuesOf(deal);
  const stands = deal.hands[0]!;
  const turned = { seat: 0, stand: stands.length - 1, index: stands.at(-1)!.length - 1 };
  const printed = stands.at(-1)!.at(-1)!;
  expect(printed.turned).toBe(true);
  // Ann, the Captain, and Bob at the table; two bots.
  const [ann, bob] = [
    await newPlayer(bed.browser, bed.server.base),
    await newPlayer(bed.browser, bed.server.base),
  ] as const;
  onTestFailed(() => keepEvidence('mission-38', [ann, bob]));
  const { room, hostToken } = await api<{ room: string; hostToken: string }>(
    bed.server.base,
    'POST',
    '/api/rooms',
    {
      ...setup,
      captain: 0,
      seats: [
        { kind: 'person' },
        { kind: 'person' },
        ...[2, 3].map(() => ({ kind: 'bot', level: 'expert' })),
      ],
      public: false,
    },
  );
  for (const [player, seat, name] of [
    [ann, 0, 'Ann'],
    [bob, 1, 'Bob'],
  ] as const) {
    await player.page.goto(`/room/${room}`);
    await claimInLobby(player.page, seat, name);
  }
  await api(bed.server.base, 'POST', `/api/rooms/${room}/start`, { hostToken });
  for (const player of [ann, bob]) await player.page.locator('[data-testid="turn"]').waitFor();

  // Face up with its mark for Bob; its back, with "you cannot see it", for Ann.
  const at = (page: Page) => page.locator(`[data-wire="${key(turned)}"]`);
  expect(await at(bob.page).getAttribute('data-turned')).toBe('true');
  expect(await at(bob.page).getAttribute('data-printed')).toBe(String(printed.printed));
  expect(await at(ann.page).getAttribute('data-turned')).toBe('own');
  expect(await at(ann.page).getAttribute('data-printed')).toBeNull();
  expect(await at(ann.page).getAttribute('aria-label')).toContain(en['board.wire.turnedOwn']);
  await sameDeal(bob.page, values);

  let dual = false;
  let solo = false;
  const result = await playToEnd(
    [
      { player: ann, seat: 0 },
      { player: bob, seat: 1 },
    ],
    values,
    async (player, view, legal) => {
      if (player !== ann) return false;
      const { page } = ann;
      if (!dual) {
        // A value Ann does not see names her turned wire as her own: a guess. At a wire of
        // another value it misses there, an ordinary failure, and the turned wire stays.
        const menu = legal.dualCut!;
        const guess = menu.turned!.values.find((v) => !menu.values.includes(v))!;
        const bare = (t: WireRef) =>
          view.stands.find((s) => s.seat === t.seat && s.stand === t.stand)?.wires[t.index]
            ?.info === null;
        const target = targetsOf(menu).find((t) => bare(t) && values.get(key(t)) !== guess)!;
        const picked = await select(page, [
          [`[data-wire="${key(target)}"]`, `.play-panel button[data-value="${guess}"]`],
          [
            `.play-panel button[data-value="${guess}"]:not([data-action])`,
            '[data-testid="turned-guess"]',
          ],
        ]);
        if (!picked) return true;
        dual = true;
        expect(await page.locator('[data-testid="turned-guess"]').textContent()).toContain(
          'your turned wire',
        );
        await keepShot(page, 'mission-38-dual-guess');
        await act(ann, []);
        expect(await at(ann.page).getAttribute('data-cut')).not.toBe('true');
        return true;
      }
      if (!solo) {
        // The solo cuts with the turned wire stand apart from the plain ones, said as guesses.
        const guesses = page.locator('.play-panel button[data-action="soloGuess"]');
        await clearSelection(page);
        await guesses.first().waitFor();
        expect(await page.locator('[data-testid="solo-guesses"]').textContent()).toContain(
          'a wrong guess explodes the bomb',
        );
        solo = true;
        // By keyboard: Tab to the first guess, Enter; the confirmation takes the focus, Enter.
        const value = await guesses.first().getAttribute('data-value');
        expect(await reach(page, `button[data-value="${value}"][data-action="soloGuess"]`)).toBe(
          true,
        );
        await page.keyboard.press('Enter');
        await page.locator('[data-testid="turned-guess"]').waitFor();
        await keepShot(page, 'mission-38-solo-guess');
        await until(() => isFocused(page, '[data-action="confirm"]'), 'the confirmation focused');
        await act(ann, [{ keys: '[data-action="confirm"]' }]);
        return true;
      }
      return false;
    },
  );
  expect([dual, solo]).toEqual([true, true]);
  expect(await endScreen(ann, 'mission-38')).toBe(result);
  // Once the game is over, the turned wire is face up for Ann too.
  expect(await at(ann.page).getAttribute('data-printed')).toBe(String(printed.printed));
});

it('mission 41: a tripwire pointed at, the detonator starting next to the skull', async () => {
  const setup = { mission: 41, players: 4, seed: 'box3-41' };
  const deal = dealOf(setup);
  const values = valuesOf(deal);
  const player = await table(setup, 'mission-41');
  const { page } = player;
  await sameDeal(page, values);
  let pointed = false;
  const result = await playToEnd([{ player, seat: 0 }], values, async (_p, _view, legal) => {
    // A teammate's wire the test knows is yellow: it is cut, the detonator goes back a notch.
    const tripwire = legal.actions.find(
      (a) => a.type === 'tripwire' && values.get(key(a.wire)) === 'yellow',
    );
    if (pointed || tripwire?.type !== 'tripwire') return false;
    // The button, then the wire; the warning said while pointing and when confirming.
    const ready = await select(page, [
      ['[data-action="tripwire"]', '[data-testid="tripwire"]'],
      [`[data-wire="${key(tripwire.wire)}"]`, '[data-testid="tripwire-warning"]'],
    ]);
    if (!ready) return true;
    pointed = true;
    await keepShot(page, 'mission-41-tripwire');
    const before = latest(player.frames).view!.dial.stepsToSkull;
    await act(player, []);
    // Read from the log: a bot's move may already have followed the person's.
    const log = latest(player.frames).view!.log;
    const cut = log.findIndex(
      (e) => e.type === 'tripwire' && e.seat === 0 && key(e.wire) === key(tripwire.wire),
    );
    expect(log[cut]).toMatchObject({ success: true });
    // The yellow wire cut, then the detonator back a notch.
    expect(log.slice(cut).find((e) => e.type === 'dialMoved')).toMatchObject({
      stepsToSkull: before + 1,
    });
    expect(await page.locator(`[data-wire="${key(tripwire.wire)}"]`).getAttribute('data-cut')).toBe(
      'true',
    );
    return true;
  });
  expect(pointed).toBe(true);
  expect(await endScreen(player, 'mission-41')).toBe(result);
});
