/**
 * Rule sticker B in the lobby, in a browser: Bob takes the Triple Detector from the labelled
 * native select of his seat, the bot seat shows the card the bots take around it, the Captain's
 * seat offers no choice, and the table shows Bob's own equipment once the game starts.
 * Runs on the first mission that allows every new character (box 3).
 */
import { MISSION_DEFS } from '@bomb-busters/engine';
import { expect, it, onTestFailed } from 'vitest';
import { keepEvidence, newPlayer } from './browser';
import { useTestBed } from './bed';
import { claimInLobby } from './flows';
import { api } from './server';

const bed = useTestBed();
const mission = MISSION_DEFS.find((d) => d.newCharacters?.length === 4)?.id;

it.skipIf(mission === undefined)('a person chooses a new character in the lobby', async () => {
  const bob = await newPlayer(bed.browser, bed.server.base);
  onTestFailed(() => keepEvidence('sticker-b', [bob]));
  const created = await api<{ room: string; hostToken: string }>(
    bed.server.base,
    'POST',
    '/api/rooms',
    {
      mission,
      players: 3,
      captain: 0,
      seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'bot', level: 'expert' }],
      public: false,
    },
  );
  const { room, hostToken } = created;
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

  const ann = await api<{ token: string }>(
    bed.server.base,
    'POST',
    `/api/rooms/${room}/seats/0/claim`,
    { seat: 0, name: 'Ann' },
  );
  expect(ann.token).toBeTruthy();
  await api(bed.server.base, 'POST', `/api/rooms/${room}/start`, { hostToken });
  await bob.page.locator('[data-testid="turn"]').waitFor();
  await bob.page
    .locator('[data-testid="character-personal"]', { hasText: 'Own Triple Detector ready' })
    .waitFor();
});
