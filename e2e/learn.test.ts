/**
 * The first game (/learn, issue 23): the whole lesson played by following its prompts only —
 * the test reads what the prompt outlines and activates it (by keyboard on a desktop, by touch
 * on a phone) or presses Next — to a won mission 1; a wrong click is explained and changes
 * nothing; the end offers mission 2 on the home page's form. No server game: the page plays
 * the engine itself.
 */
import type { Page } from 'playwright-core';
import { expect, it, onTestFailed } from 'vitest';
import { en, fr } from '../packages/client/test/catalogs';
import { LESSON } from '../packages/client/src/learn/lesson';
import { useTestBed } from './bed';
import { keepEvidence, newPlayer, type Player } from './browser';
import { openHome } from './flows';
import { englishLeft, setLanguage } from './language';
import { reach } from './play';
import { keepShot, PHONE, WIDE } from './shots';

const bed = useTestBed();

const PROMPT = '[data-testid="learn-prompt"]';
const NEXT = '[data-action="learn-next"]';

/** The step on screen and what its prompt outlines. */
async function where(page: Page): Promise<{ step: string; target: string }> {
  const prompt = page.locator(PROMPT);
  return {
    step: (await prompt.getAttribute('data-step')) ?? '',
    target: (await prompt.getAttribute('data-target')) ?? '',
  };
}

/** The outlined element is in the window and nothing (the prompt, the actions) lies over it. */
async function inPlainView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + Math.min(box.height / 2, 20);
    const hit = document.elementFromPoint(x, y);
    return !!hit && (el === hit || el.contains(hit));
  });
}

const dialSteps = (page: Page) =>
  page.locator('[data-testid="dial"]').getAttribute('data-steps').then(Number);

type Activate = (page: Page, selector: string) => Promise<void>;

const byKeyboard: Activate = async (page, selector) => {
  if (!(await reach(page, selector))) throw new Error(`the keyboard cannot reach ${selector}`);
  await page.keyboard.press('Enter');
};
const byTouch: Activate = (page, selector) => page.tap(selector);

/**
 * Follows the prompts from the first step to the last: Next when offered, else the outlined
 * thing. Screenshots `learn-<step>-<size>` of the steps named in `shots`; `atStep` runs first
 * at each step (once).
 */
async function followLesson(
  player: Player,
  activate: Activate,
  size: string,
  shots: readonly string[],
  atStep: (step: string) => Promise<void> = () => Promise.resolve(),
): Promise<string[]> {
  const { page } = player;
  const seen: string[] = [];
  for (let moves = 0; moves < 40; moves++) {
    const here = await where(page);
    if (seen.at(-1) !== here.step) {
      // A new step moves the keyboard to its prompt, in an effect after the paint: a Tab pressed
      // before then was undone, and Enter went to the prompt (a CI run, at the step "tokens").
      if (seen.length > 0)
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), {
            timeout: 5_000,
          })
          .toBe('learn-prompt');
      seen.push(here.step);
      await atStep(here.step);
    }
    if (here.step === 'won') {
      if (shots.includes(here.step)) await keepShot(page, `learn-${here.step}-${size}`);
      return seen;
    }
    const next = (await page.locator(NEXT).count()) > 0;
    const selector = next ? NEXT : here.target;
    expect(selector, here.step).not.toBe('');
    if (!next) {
      expect(await page.locator('[data-learn-target]').count(), here.step).toBe(1);
      expect(await inPlainView(page, '[data-learn-target]'), `${here.step}: ${selector}`).toBe(
        true,
      );
      if (shots.includes(here.step)) await keepShot(page, `learn-${here.step}-${size}`);
    } else if (shots.includes(here.step)) {
      await keepShot(page, `learn-${here.step}-${size}`);
    }
    await activate(page, selector);
    await expect
      .poll(async () => JSON.stringify(await where(page)), { timeout: 5_000 })
      .not.toBe(JSON.stringify(here));
  }
  throw new Error(`the lesson did not end: ${seen.join(' ')}`);
}

it('on a desktop, by keyboard: the whole lesson to a won mission 1, a wrong click explained, mission 2 offered', async () => {
  const player = await newPlayer(bed.browser, bed.server.base);
  const { page } = player;
  onTestFailed(() => keepEvidence('learn-desktop', [player]));
  await page.setViewportSize(WIDE);
  await openHome(page);
  await page.click('[data-action="learn"]');
  await page.locator(PROMPT).waitFor();
  expect(new URL(page.url()).pathname).toBe('/learn');
  expect(await page.locator(`${PROMPT} .learn-text`).textContent()).toBe(en['learn.step.welcome']);
  // The prompt is read out: its text sits in a polite live region.
  expect(await page.locator(`${PROMPT} [aria-live="polite"] .learn-text`).count()).toBe(1);

  const seen = await followLesson(
    player,
    byKeyboard,
    '1366',
    ['setupToken', 'dualCut', 'missed', 'soloCut', 'won'],
    async (step) => {
      if (step === 'dualCut') {
        // A click on a wire no token names: not played, and the prompt says why.
        const before = await page
          .locator('[data-wire]')
          .evaluateAll((ws) => ws.map((w) => w.outerHTML).join(''));
        await page.click('[data-wire="1-0-0"]');
        await expect
          .poll(() => page.locator('[data-testid="learn-wrong"]').textContent())
          .toContain(en['learn.wrong.dualCut'].slice(0, 40));
        expect(await page.locator('[data-testid="learn-wrong"]').getAttribute('role')).toBe(
          'alert',
        );
        await keepShot(page, 'learn-wrong-1366');
        expect(
          await page
            .locator('[data-wire]')
            .evaluateAll((ws) => ws.map((w) => w.outerHTML).join('')),
        ).toBe(before);
        expect((await where(page)).step).toBe('dualCut');
        expect(await dialSteps(page)).toBe(4);
      }
      // The planned miss moved the detonator one notch, and only it.
      if (step === 'missed') expect(await dialSteps(page)).toBe(3);
    },
  );
  expect(seen).toEqual(LESSON.map((s) => s.key));
  expect(await page.locator('[data-testid="event-log"]').textContent()).toContain(
    en['board.event.won'],
  );
  expect(await dialSteps(page)).toBe(3);

  // The end: mission 2 on the home page's form, bots on the other seats.
  await byKeyboard(page, '[data-action="learn-mission-2"]');
  await page.locator('[data-testid="create-table"]').waitFor();
  expect(new URL(page.url()).search).toBe('?mission=2');
  expect(await page.locator('[data-testid="chosen-mission"]').getAttribute('data-mission')).toBe(
    '2',
  );
  // The rules page leads here too.
  await page.goto('/rules');
  await page.click('[data-testid="rules"] [data-action="learn"]');
  await page.locator(PROMPT).waitFor();
  expect(new URL(page.url()).pathname).toBe('/learn');
  expect(player.errors).toEqual([]);
});

it('on a phone, by touch, in French: the outlined thing always in plain view, no English left', async () => {
  const player = await newPlayer(bed.browser, bed.server.base, { phone: true });
  const { page } = player;
  onTestFailed(() => keepEvidence('learn-phone', [player]));
  await page.setViewportSize(PHONE);
  await page.goto('/learn');
  await page.locator(PROMPT).waitFor();
  await setLanguage(page, 'fr');
  await page.locator('html[lang="fr"]').waitFor();
  const seen = await followLesson(
    player,
    byTouch,
    'fr-390',
    ['yourStand', 'tokens', 'dualCut', 'miss', 'round2', 'soloCut', 'won'],
    async (step) => {
      expect(await page.locator(`${PROMPT} .learn-text`).textContent(), step).toBe(
        fr[`learn.step.${step}` as keyof typeof fr],
      );
      expect(await englishLeft(page, 'fr'), step).toEqual([]);
      // Nothing wider than the phone.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
        step,
      ).toBe(0);
    },
  );
  expect(seen).toEqual(LESSON.map((s) => s.key));
  expect(await page.locator('[data-action="learn-mission-2"]').textContent()).toBe(
    fr['learn.mission2'],
  );
  // Starting again goes back to the first step and the full detonator.
  await page.tap('[data-action="learn-restart"]');
  await expect.poll(async () => (await where(page)).step).toBe('welcome');
  expect(await dialSteps(page)).toBe(4);
  expect(player.errors).toEqual([]);
});
