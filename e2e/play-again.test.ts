/**
 * "Play again" goes through the lobby: after a game of two people, the host presses it; both
 * pages follow the table to its lobby for game 2. Bob leaves, the host gives his seat to a bot and
 * starts the game as the first time: game 2 has the bot in Bob's seat.
 */
import type { RoomInfo } from '@bomb-busters/protocol';
import { expect, it, onTestFailed } from 'vitest';
import { en } from '../packages/client/test/catalogs';
import { format } from '../packages/client/src/i18n/translate';
import { keepEvidence, newPlayer } from './browser';
import { useTestBed } from './bed';
import { claimInLobby, createOnHome, startInLobby } from './flows';
import { byMouse, playAll, SeatDriver } from './play';
import { api } from './server';
import { keepShot, PHONE, WIDE } from './shots';

const bed = useTestBed();

it('the host plays again through the lobby; seats change there; everyone follows', async () => {
  const ann = await newPlayer(bed.browser, bed.server.base);
  const bob = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('play-again', [ann, bob]));
  const room = await createOnHome(ann.page, { name: 'Ann', seats: ['person', 'person'] });
  await bob.page.goto(`/room/${room}`);
  await claimInLobby(bob.page, 1, 'Bob');
  await startInLobby(ann.page);
  await bob.page.locator('[data-testid="turn"]').waitFor();
  const result = await playAll([new SeatDriver(ann, 0, byMouse), new SeatDriver(bob, 1, byMouse)]);
  expect(['won', 'lost']).toContain(result);

  // Only the host may play again; the other page says it waits for the host.
  const again = ann.page.locator('[data-testid="play-again"]');
  await again.waitFor();
  expect(await again.textContent()).toContain(en['replay.again.lobby']);
  await bob.page.locator('.game-over-waiting').waitFor();
  expect(await bob.page.locator('[data-testid="play-again"]').count()).toBe(0);
  await ann.page.setViewportSize(WIDE);
  await again.scrollIntoViewIfNeeded();
  await keepShot(ann.page, 'play-again-over-1366');

  // Play again: both pages show the lobby of game 2, the seats as they were.
  await ann.page.locator('[data-action="play-again"]').click();
  for (const p of [ann, bob]) {
    const note = p.page.locator('[data-testid="lobby-next-game"]');
    await note.waitFor();
    expect(await p.page.locator('[data-testid="turn"]').count()).toBe(0);
  }
  expect(await ann.page.locator('[data-testid="lobby-next-game"]').textContent()).toBe(
    format(en['home.room.nextGameHost'], { game: 2 }),
  );
  expect(await bob.page.locator('[data-testid="lobby-next-game"]').textContent()).toBe(
    format(en['home.room.nextGame'], { game: 2 }),
  );
  const lobby = await api<RoomInfo>(bed.server.base, 'GET', `/api/rooms/${room}`);
  expect(lobby).toMatchObject({ status: 'open', game: 2 });
  expect(lobby.seats.map((s) => [s.kind, s.name, s.taken])).toEqual([
    ['person', 'Ann', true],
    ['person', 'Bob', true],
  ]);
  // Bob is at the table: his seat is his, the host cannot give it away.
  const bobSeat = ann.page.locator('[data-testid="seat-1"]');
  expect(await bobSeat.locator('select').count()).toBe(0);
  await keepShot(ann.page, 'play-again-lobby-1366');
  await bob.page.setViewportSize(PHONE);
  await keepShot(bob.page, 'play-again-lobby-390');

  // Bob leaves; the host gives his seat to a bot and starts the game as the first time.
  await bob.context.close();
  await bobSeat.locator('.seat-status.offline').waitFor();
  await bobSeat.locator('select').selectOption('expert');
  await bobSeat
    .locator('select')
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await expect
    .poll(async () => (await api<RoomInfo>(bed.server.base, 'GET', `/api/rooms/${room}`)).seats[1])
    .toMatchObject({ kind: 'bot', level: 'expert' });
  await keepShot(ann.page, 'play-again-lobby-bot-1366');
  await startInLobby(ann.page);
  const next = await api<RoomInfo>(bed.server.base, 'GET', `/api/rooms/${room}`);
  expect(next).toMatchObject({ status: 'playing', game: 2 });
  expect(next.seats[1]).toMatchObject({ kind: 'bot', level: 'expert' });
  // The captain passed to the left: Bob's seat, now the bot's, begins game 2.
  expect(next.games?.[1]).toMatchObject({ game: 2, captain: 1, result: null });
  expect(ann.errors).toEqual([]);
});
