/**
 * Two clients race an out-of-turn, any-time equipment card on the same version over real sockets:
 * exactly one is applied, the other is re-validated and rejected with the engine's code, and the
 * stored log replays (as a record, through the engine) to the state the clients were shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseRecord,
  replayRecord,
  viewFor,
  type Action,
  type GameRecord,
  type GameSetup,
} from '@bomb-busters/engine';
import { Client } from './helpers.js';
import { insertRoom, startStoreServer, type StoreServer } from './boundary-helpers.js';

let server: StoreServer;
beforeAll(async () => {
  server = await startStoreServer();
});
afterAll(async () => {
  await server.close();
});

// Mission 3, three players, captain 0 (two stands). Seats 0 and 1 each hold an 8: seat 0's dual
// cut on seat 1's 8 cuts both, which unlocks the General Radar (8); seat 1 is then active.
const SETUP: GameSetup = {
  mission: 3,
  players: 3,
  captain: 0,
  seed: 'race',
  stands: [
    [1, 8, 10],
    [2, 4],
    [3, 8, 5, 6],
    [7, 9, 10, 3],
  ],
  equipment: [8, 6, 7],
};

const wire = (seat: number, stand: number, index: number) => ({ seat, stand, index });

async function unlockedRoom() {
  const { id, tokens } = await insertRoom(server.store, SETUP);
  const clients = [];
  for (const token of tokens) clients.push(await Client.join(server.ws, id, token));
  const [c0, c1, c2] = clients as [Client, Client, Client];
  const script: [Client, Action][] = [
    [c0, { type: 'info', seat: 0, wire: wire(0, 0, 0) }],
    [c1, { type: 'info', seat: 1, wire: wire(1, 0, 0) }],
    [c2, { type: 'info', seat: 2, wire: wire(2, 0, 0) }],
    [c0, { type: 'dualCut', seat: 0, target: wire(1, 0, 3), value: 8 }],
  ];
  for (const [c, action] of script) expect(await c.act(action)).toMatchObject({ type: 'ack' });
  const view = await c2.until((v) => v.version === 4);
  expect(view.equipment.find((e) => e.card === 8)?.state).toBe('available');
  expect(view.activeSeat).toBe(1);
  return { id, clients: [c0, c1, c2] as const };
}

describe('two clients race an any-time equipment card on the same version', () => {
  it('exactly one radar applies, the other is rejected with EQUIPMENT_USED; the log replays', async () => {
    for (let round = 0; round < 6; round++) {
      const { id, clients } = await unlockedRoom();
      const [c0, , c2] = clients;
      const version = c0.view?.version ?? -1;
      expect(c2.view?.version).toBe(version);
      // Both out of turn (seat 1 is active), both on the version they saw, sent at once.
      const radar = (seat: number): Action => ({ type: 'equipment', seat, card: 8, value: 3 });
      const [a0, a2] = await Promise.all([
        c0.act(radar(0), version, `race-${round}-0`),
        c2.act(radar(2), version, `race-${round}-2`),
      ]);
      const outcomes = [a0, a2];
      const acks = outcomes.filter((m) => m.type === 'ack');
      const rejections = outcomes.filter((m) => m.type === 'rejected');
      expect(acks).toHaveLength(1);
      expect(rejections).toHaveLength(1);
      expect(rejections[0]).toMatchObject({ code: 'EQUIPMENT_USED' });
      expect(acks[0]).toMatchObject({ version: version + 1 });

      // Every seat is shown the same single use, by the winner of the race.
      const winner = a0.type === 'ack' ? 0 : 2;
      for (const c of clients) {
        const v = await c.until((x) => x.version === version + 1);
        expect(v.equipment.find((e) => e.card === 8)?.state).toBe('used');
        expect(v.log.filter((e) => e.type === 'equipmentUsed')).toEqual([
          { type: 'equipmentUsed', seat: winner, card: 8 },
        ]);
      }

      // The stored log, as a record, replays through the engine to the state shown to each seat.
      const entries = await server.store.entries(id);
      expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
      const record: GameRecord = {
        format: 1,
        ...SETUP,
        actions: entries.map((e) => e.action as Action),
      };
      const parsed = parseRecord(JSON.parse(JSON.stringify(record)));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const replayed = replayRecord(parsed.value);
      expect(replayed.ok).toBe(true);
      if (!replayed.ok) return;
      expect(replayed.value.version).toBe(version + 1);
      for (const [seat, c] of clients.entries()) {
        expect(c.view).toEqual(JSON.parse(JSON.stringify(viewFor(replayed.value, seat))));
        expect(c.invalid).toEqual([]);
        await c.close();
      }
    }
  });
});
