/** A person at a table of expert bots, seen at a wide desktop's size, played on to the end. */
import type { MissionId } from '@bomb-busters/engine';
import { expect, onTestFailed } from 'vitest';
import type { TestBed } from './bed';
import { keepEvidence, newPlayer, type Player } from './browser';
import { tableWithBots } from './flows';
import { playOn } from './play';
import { keepShot, WIDE } from './shots';

/** A table of `setup` (the person at seat 0, expert bots elsewhere); evidence kept if the test fails. */
export async function wideTable(
  bed: TestBed,
  setup: { mission: MissionId; players: number; seed: string },
  name: string,
): Promise<Player> {
  const player = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence(name, [player]));
  await player.page.setViewportSize(WIDE);
  await tableWithBots(bed.server.base, player.page, setup);
  return player;
}

/** Plays on to the end (the person's seat by the simple player, without a rejection); the result. */
export async function toTheEnd(
  player: Player,
  name: string,
  check: () => Promise<void> = async () => {},
): Promise<string | null> {
  const driver = await playOn(player, check);
  expect(['won', 'lost']).toContain(driver.result);
  expect(driver.log.rejections).toEqual([]);
  await keepShot(player.page, `${name}-end-1366`);
  expect(player.errors).toEqual([]);
  return driver.result;
}
