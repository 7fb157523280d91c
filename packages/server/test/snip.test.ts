/**
 * "Snip!": no turn order; a turn nobody holds goes to the first claim the room receives. A bot
 * first in line waits SNIP_GRACE_MS while a person may claim, so people get to say it first; two
 * people racing: one gets the turn, the other TURN_TAKEN. Bots alone, or playing for people away
 * or out of time, play the game to its end.
 */
import { describe, expect, it } from 'vitest';
import { MISSION_DEFS, ruleOf, type Action, type SeatView } from '@bomb-busters/engine';
import {
  Client,
  firstGameOver,
  placeSetupTokens,
  startedRoom,
  withServer,
  type TestServer,
} from './helpers.js';

const SNIP = MISSION_DEFS.find((d) => ruleOf(d, 'snip') !== undefined)?.id;
const snip = (seat: number): Action => ({ type: 'snip', seat });
const open = (v: SeatView): boolean => v.snip?.open === true;

/** Three seats, seat 0 the Captain (first in line for the first turn). */
async function table(server: TestServer, seats: readonly ('person' | 'expert')[]) {
  const { id, tokens } = await startedRoom(server.base, seats, SNIP);
  const clients = await Promise.all(
    [...tokens.values()].map((token) => Client.join(server.ws, id, token)),
  );
  return { id, clients };
}

describe('Snip!', () => {
  it('a person claims while the bot first in line waits its grace', async () => {
    expect(SNIP).toBeDefined();
    await withServer({ SNIP_GRACE_MS: '60000' }, async (server) => {
      const { clients } = await table(server, ['expert', 'person', 'expert']);
      const [person] = clients as [Client];
      await placeSetupTokens(clients);
      const turn = await person.until(open);
      expect(turn.mayAct[0]).toBe(0);
      expect(person.legal).toContainEqual(snip(1));
      expect(await person.act(snip(1), turn.version)).toMatchObject({ type: 'ack' });
      const mine = await person.until((v) => v.version > turn.version);
      expect(mine.activeSeat).toBe(1);
      expect(mine.snip).toEqual({ open: false, last: 1 });
      await person.close();
    });
  }, 60_000);

  it('with a short grace the bot first in line claims the turn', async () => {
    await withServer({ SNIP_GRACE_MS: '100' }, async (server) => {
      const { clients } = await table(server, ['expert', 'person', 'expert']);
      const [person] = clients as [Client];
      await placeSetupTokens(clients);
      await person.until((v) => v.snip?.last === 0);
      expect(person.view?.log.find((e) => e.type === 'snip')).toEqual({ type: 'snip', seat: 0 });
      await person.close();
    });
  }, 60_000);

  it('a person first in line who lets the turn go: the next bot in line claims it', async () => {
    await withServer({ SNIP_GRACE_MS: '100' }, async (server) => {
      const { clients } = await table(server, ['person', 'expert', 'expert']);
      const [person] = clients as [Client];
      await placeSetupTokens(clients);
      const claimed = await person.until(
        (v) => v.snip?.last !== null && v.snip?.last !== undefined,
      );
      expect(claimed.log.find((e) => e.type === 'snip')).toEqual({ type: 'snip', seat: 1 });
      await person.close();
    });
  }, 60_000);

  it('two people claim the same turn: one gets it, the other TURN_TAKEN', async () => {
    await withServer({}, async (server) => {
      const { clients } = await table(server, ['person', 'person', 'expert']);
      const [a, b] = clients as [Client, Client];
      await placeSetupTokens(clients);
      const [turnA, turnB] = await Promise.all([a.until(open), b.until(open)]);
      expect(turnB.version).toBe(turnA.version);
      const answers = await Promise.all([
        a.act(snip(0), turnA.version),
        b.act(snip(1), turnB.version),
      ]);
      const acked = answers.filter((m) => m.type === 'ack');
      const refused = answers.filter((m) => m.type === 'rejected');
      expect(acked).toHaveLength(1);
      expect(refused).toMatchObject([{ code: 'TURN_TAKEN' }]);
      const after = await a.until((v) => v.version === turnA.version + 1);
      expect(after.activeSeat).toBe(answers[0]?.type === 'ack' ? 0 : 1);
      await Promise.all(clients.map((c) => c.close()));
    });
  }, 60_000);

  it('a table of bots plays it to the end, without waiting any grace', async () => {
    await withServer({}, async ({ base }) => {
      const { id } = await startedRoom(base, ['expert', 'expert', 'expert'], SNIP);
      expect((await firstGameOver(base, id))[0]?.result).not.toBeNull();
    });
  }, 60_000);

  it('bots play for a person away and for a person out of turn-clock time, to the end', async () => {
    await withServer({ TAKEOVER_MS: '50', SNIP_GRACE_MS: '50' }, async ({ base, ws }) => {
      // Seat 0's person never comes: a bot takes the seat over.
      const away = await startedRoom(base, ['person', 'expert', 'expert'], SNIP);
      // Seat 0's person is there but never acts: the turn clock plays each move for them.
      const idle = await startedRoom(base, ['person', 'expert', 'expert'], SNIP, true, {
        turnClock: 0.1,
      });
      const watcher = await Client.join(ws, idle.id, idle.tokens.get(0));
      const [awayGames, idleGames] = await Promise.all([
        firstGameOver(base, away.id),
        firstGameOver(base, idle.id),
      ]);
      expect(awayGames[0]?.result).not.toBeNull();
      expect(idleGames[0]?.result).not.toBeNull();
      const moves = watcher.messages.flatMap((m) =>
        m.type === 'update' ? (m.botMoves ?? []) : [],
      );
      expect(moves.some((m) => m.seat === 0 && m.reason === 'clock')).toBe(true);
      await watcher.close();
    });
  }, 90_000);
});
