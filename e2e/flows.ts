/** The home page and the room lobby, driven like a person would. */
import { missionDrawsCaptain, type MissionId } from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { roomOf } from './dom';
import { api } from './server';

export type SeatChoice = 'person' | 'cautious' | 'expert';

/** Opens the home page; resolves once it has loaded (its create-table form shows). */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('[data-testid="create-table"]').waitFor();
}

/**
 * Creates a table on the home page (mission 1; free chat unless `freeChat` is false); ends on the
 * room page, returns the room id.
 */
export async function createOnHome(
  page: Page,
  options: { name: string; seats: readonly SeatChoice[]; mission?: number; freeChat?: boolean },
): Promise<string> {
  await openHome(page);
  const form = page.locator('[data-testid="create-table"]');
  // Found by its number, as a person would: the other boxes' missions stay folded.
  const mission = options.mission ?? 1;
  await form.locator('[data-testid="mission-search"]').fill(String(mission));
  await form.locator(`[data-testid="mission-${mission}"] input[type="radio"]`).check();
  await form.locator('select:not([data-seat])').first().selectOption(String(options.seats.length));
  for (const [seat, choice] of options.seats.entries())
    await form.locator(`select[data-seat="${seat}"]`).selectOption(choice);
  await form.locator('input[autocomplete="nickname"]').fill(options.name);
  await form.locator('[data-option="free-chat"]').setChecked(options.freeChat ?? true);
  await form.locator('[data-action="create"]').click();
  await page.waitForURL(/\/room\//);
  return roomOf(page);
}

/** In the lobby: take a free seat under a name (a person who opened the invite link). */
export async function claimInLobby(page: Page, seat: number, name: string): Promise<void> {
  await page.locator('input[autocomplete="nickname"]').first().fill(name);
  await page.locator(`[data-testid="seat-${seat}"] [data-action="claim"]`).click();
  await page
    .locator(`[data-testid="seat-${seat}"] [data-action="claim"]`)
    .waitFor({ state: 'detached' });
}

/** The host presses Start; resolves once the table (the turn indicator) shows. */
export async function startInLobby(page: Page): Promise<void> {
  await page.locator('[data-action="start"]').click();
  // The deal and the first view reach the page in a second alone, but took over 15 s once
  // beside another file's bots on the two cores.
  await page.locator('[data-testid="turn"]').waitFor({ timeout: 30_000 });
}

/**
 * A table of `mission` with a chosen seed (a known deal): the person takes seat 0 (the captain;
 * where the mission deals the Captain card, the seed must give it to seat 0) in the lobby, the
 * other seats are expert bots, and the host starts it. Returns the room id.
 */
export async function tableWithBots(
  base: string,
  page: Page,
  setup: { mission: MissionId; players: number; seed?: string },
): Promise<string> {
  const created = await api<{ room: string; hostToken: string }>(base, 'POST', '/api/rooms', {
    ...setup,
    ...(missionDrawsCaptain(setup.mission) ? {} : { captain: 0 }),
    seats: [
      { kind: 'person' },
      ...Array.from({ length: setup.players - 1 }, () => ({ kind: 'bot', level: 'expert' })),
    ],
    public: false,
  });
  await page.goto(`/room/${created.room}`);
  await claimInLobby(page, 0, 'Ann');
  await api(base, 'POST', `/api/rooms/${created.room}/start`, { hostToken: created.hostToken });
  await page.locator('[data-testid="turn"]').waitFor();
  return created.room;
}
