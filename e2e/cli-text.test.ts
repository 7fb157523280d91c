/**
 * The command line's `replay --text` says a game exactly as the replay page does: the same game
 * log, line for line, and the same result, in English and in French.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, expect, it, onTestFailed } from 'vitest';
import { main } from '../packages/cli/src/main';
import { keepEvidence, newPlayer, until, type Player } from './browser';
import { keepShot } from './shots';
import { useTestBed } from './bed';
import { setLanguage } from './language';
import { botRoom } from './server';

const bed = useTestBed();
const players: Player[] = [];
let dir = '';
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { out: (t) => (stdout += t), err: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

/** The page's game log entries and result banner (without its icon). */
async function pageWords(page: Page) {
  const log = await page.locator('[data-testid="event-log"] li').allTextContents();
  const banner = await page.locator('[data-testid="game-result"]').first().textContent();
  return { log, result: (banner ?? '').replace(/^[✔☠]\s*/u, '') };
}

it('replay --text prints the replay page’s log and result, in the page’s language', async () => {
  const room = await botRoom(bed.server.base, 1, 3);
  const record = await until(
    () =>
      fetch(`${bed.server.base}/api/rooms/${room}/record`).then(
        (r) => (r.ok ? r.text() : null),
        () => null,
      ),
    'the bots to finish the game',
    60_000,
  );
  dir = await mkdtemp(join(tmpdir(), 'bomb-busters-cli-text-'));
  const path = join(dir, 'game.json');
  await writeFile(path, record);

  for (const phone of [false, true]) {
    const player = await newPlayer(bed.browser, bed.server.base, { phone });
    players.push(player);
    onTestFailed(() => keepEvidence('cli-text', players));
    const { page } = player;
    // The last step, seen by the page's "Seat 2".
    await page.goto(`/replay/${room}?seat=1&step=9999`);
    await page.locator('[data-testid="game-result"]').first().waitFor();
    for (const language of ['en', 'fr'] as const) {
      if (language !== 'en') await setLanguage(page, language);
      const { stdout, code } = await cli(
        'replay',
        path,
        '--text',
        '--lang',
        language,
        '--view',
        '2',
      );
      expect(code).toBe(0);
      const lines = stdout.trimEnd().split('\n');
      const outcome = lines.at(-1);
      const log = lines.slice(2, -2).map((line) => line.replace(/^ *\d+\. /, ''));
      // The catalog loads asynchronously: wait for the page to show the same result.
      await expect.poll(async () => (await pageWords(page)).result).toBe(outcome);
      const shown = await pageWords(page);
      expect(shown.log.length).toBeGreaterThan(10);
      expect(log).toEqual(shown.log);
      await page.locator('[data-testid="event-log"]').scrollIntoViewIfNeeded();
      await keepShot(page, `cli-text-replay-${language}-${phone ? 'phone' : 'desktop'}`);
    }
    await player.context.close();
  }
});
