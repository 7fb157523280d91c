/**
 * 2. Two people at one table, two bed.browser contexts; the second joins by the invite link. Each
 * sees the other's moves and never the other's hidden wires, in the DOM or in any frame.
 */
import { expect, it, onTestFailed } from 'vitest';
import { keepEvidence, newPlayer, until, type Player } from './browser';
import { useTestBed } from './bed';
import { snapshot } from './dom';
import { claimInLobby, createOnHome, startInLobby } from './flows';
import { domLeaks, framesLeaks, ownValues } from './hidden';
import { byMouse, latest, playAll, SeatDriver } from './play';
import { api } from './server';
import { replayRecord, type GameRecord } from '@bomb-busters/engine';

const bed = useTestBed();

const cutKeys = async (p: Player) =>
  (await snapshot(p.page)).wires
    .filter((w) => w.cut)
    .map((w) => w.key)
    .sort();
const logSize = (p: Player) => p.page.locator('[data-testid="event-log"] li').count();
const version = (p: Player) => latest(p.frames).view?.version ?? -1;

it('two people see each other’s moves and never each other’s hidden wires', async () => {
  const ann = await newPlayer(bed.browser, bed.server.base);
  const bob = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('two-people', [ann, bob]));
  const room = await createOnHome(ann.page, { name: 'Ann', seats: ['person', 'person'] });
  const invite = await ann.page.locator('input[readonly]').first().inputValue();
  expect(invite).toBe(`${bed.server.base}/room/${room}`);
  await bob.page.goto(invite);
  await claimInLobby(bob.page, 1, 'Bob');
  await startInLobby(ann.page);
  await bob.page.locator('[data-testid="turn"]').waitFor();

  const drivers = [new SeatDriver(ann, 0, byMouse), new SeatDriver(bob, 1, byMouse)];
  const pages = [ann, bob];
  const problems: string[] = [];
  let checks = 0;
  const logSizes = new Map<Player, number>();
  const result = await playAll(drivers, async (actor) => {
    // Both pages on the same version, then compare them.
    const v = version(actor.player);
    await until(() => pages.every((p) => version(p) >= v), 'both pages to get the update');
    const view = latest(ann.frames).view!;
    if (view.status !== 'playing') return;
    await ann.page.waitForTimeout(150);
    expect(await cutKeys(ann)).toEqual(await cutKeys(bob));
    const other = pages.find((p) => p !== actor.player)!;
    // The other page's event log shows this move.
    const size = await logSize(other);
    expect(size).toBeGreaterThan(logSizes.get(other) ?? 0);
    for (const p of pages) logSizes.set(p, await logSize(p));
    for (const [me, p] of pages.entries()) {
      const truth = await ownValues(pages[1 - me]!.page, 1 - me);
      problems.push(...(await domLeaks(p.page, me, latest(p.frames).view!, truth)));
    }
    checks++;
  });
  expect(['won', 'lost']).toContain(result);
  expect(checks).toBeGreaterThan(0);
  expect(problems).toEqual([]);
  expect(drivers.every((d) => d.log.actions > 0)).toBe(true);

  // Every frame each page received, against the server's truth (the record).
  expect(framesLeaks(ann.frames, 0)).toEqual([]);
  expect(framesLeaks(bob.frames, 1)).toEqual([]);
  const record = await api<GameRecord>(bed.server.base, 'GET', `/api/rooms/${room}/record`);
  const final = replayRecord(record);
  expect(final.ok).toBe(true);
  if (final.ok) expect(final.value.status).toBe(result);
  // The revealed board matches the truth: both pages end with the same values.
  const end = async (p: Player) =>
    (await snapshot(p.page)).wires.map((w) => `${w.key}=${w.printed}`).sort();
  expect(await end(ann)).toEqual(await end(bob));
  expect(ann.errors.concat(bob.errors)).toEqual([]);
});
