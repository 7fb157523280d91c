/**
 * The web client under the server's Content-Security-Policy: the home page, a table against bots
 * with the training aid (its solver runs in a Web Worker) and one turn played by clicking, without
 * a single CSP violation. The page-side code is a plain string (see dom.ts).
 */
import { expect, it, onTestFailed } from 'vitest';
import { keepEvidence, newPlayer, until } from './browser';
import { useTestBed } from './bed';
import { startInLobby } from './flows';
import { byMouse, SeatDriver } from './play';

const bed = useTestBed();

/** Reports every `securitypolicyviolation` of the page to the test, from the first script on. */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (e) => {
  window.__cspViolation([e.effectiveDirective, e.blockedURI, e.sourceFile + ':' + e.lineNumber].join(' '));
});`;

const CSP_TEXT = /content.security.policy|refused to/i;

it('the home page and a table against bots run under the CSP without a violation', async () => {
  const person = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('csp', [person]));
  const { page } = person;
  const violations: string[] = [];
  const consoleLines: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(REPORT_VIOLATIONS);
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
  const workers: string[] = [];
  page.on('worker', (w) => {
    workers.push(w.url());
    w.on('console', (m) => consoleLines.push(`worker ${m.type()}: ${m.text()}`));
  });

  // The policy is there at all, and strict: without it nothing below could fail.
  const home = await page.goto('/');
  const headers = home?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');

  // Create a table against three bots with the training aid, as a person would.
  const form = page.locator('[data-testid="create-table"]');
  await form.locator('[data-testid="mission-1"] input[type="radio"]').check();
  await form.locator('select:not([data-seat])').first().selectOption('4');
  for (const [seat, choice] of ['person', 'cautious', 'expert', 'cautious'].entries())
    await form.locator(`select[data-seat="${seat}"]`).selectOption(choice);
  await form.locator('input[aria-describedby="training-aid-hint"]').check();
  await form.locator('input[autocomplete="nickname"]').fill('Ann');
  await form.locator('[data-action="create"]').click();
  await page.waitForURL(/\/room\//);
  await startInLobby(page);
  await page.locator('[data-wire]').first().waitFor();

  // Seat 0 is the captain: play turns until one action is acknowledged.
  const driver = new SeatDriver(person, 0, byMouse);
  await until(
    async () => (await driver.step()) === 'over' || driver.log.actions >= 1,
    'one action of the person',
    60_000,
  );
  expect(driver.log.actions).toBeGreaterThanOrEqual(1);
  expect(driver.log.rejections).toEqual([]);
  await until(() => workers.length > 0 || violations.length > 0, 'the training aid worker');
  // The worker answered: the teammates' hidden wires show their chances.
  await page.locator('.wire-chances').first().waitFor();
  // Let the bots move once more under the policy.
  await page.waitForTimeout(1000);

  expect(violations).toEqual([]);
  expect(workers.length).toBeGreaterThan(0);
  expect(consoleLines.filter((l) => CSP_TEXT.test(l))).toEqual([]);
  expect(person.errors).toEqual([]);

  // The listener works and the policy is enforced: an inline script is refused and reported.
  await page.evaluate(`(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.head.append(s);
  })()`);
  await until(() => violations.length > 0, 'the inline script to be reported');
  expect(violations[0]).toMatch(/^script-src-elem inline/);
  expect(await page.evaluate('window.__inlineRan === true')).toBe(false);
});
