/**
 * No answer quotes client input (docs/protocol.md): every action type, with a marker string in
 * any field, sent over a real socket during setup and during play, is refused with a message that
 * never contains it; so are a join, an action message and a table's creation carrying it.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_TYPES } from '@bomb-busters/engine';
import type { ServerMessage } from '../src/messages.js';
import { Client, http } from './helpers.js';
import { ACTION_FIELDS as FIELDS, MARKED as SHAPES, MARKER } from '../../engine/test/markers.js';
import { insertRoom, NO_RATE_LIMIT, storeServerForFile } from './boundary-helpers.js';

// Hundreds of refused actions in a row: no rate limit.
const server = storeServerForFile(NO_RATE_LIMIT);

/** Every message the socket received while `send` ran, once `probe` (sent last) is answered. */
async function answersTo(client: Client, send: () => void): Promise<readonly ServerMessage[]> {
  const from = client.messages.length;
  send();
  client.send({ type: 'ping' });
  await client.next((m) => m.type === 'pong');
  return client.messages.slice(from);
}

/** Every action type with the marker in each field, from `seat`, at the room's `version`. */
function markedActions(client: Client, seat: number, version: number): void {
  let id = 0;
  for (const type of ACTION_TYPES)
    for (const field of FIELDS)
      for (const shape of SHAPES)
        client.send({
          type: 'action',
          id: `m${id++}`,
          version,
          action: { type, seat, [field]: shape },
        });
}

describe('no answer quotes client input', () => {
  it('actions of every type with the marker in any field, in setup and in play', async () => {
    // Mission 9 (Number cards, sticker A), three players; seat 0 must place its setup token.
    const { id, tokens } = await insertRoom(server.store, {
      mission: 9,
      players: 3,
      captain: 0,
      seed: 'no-echo',
    });
    const seat0 = await Client.join(server.ws, id, tokens[0]);
    const answers: ServerMessage[] = [];
    answers.push(...(await answersTo(seat0, () => markedActions(seat0, 0, 0))));
    // Every seat places its token: then seat 0 plays.
    const others = await Promise.all([1, 2].map((s) => Client.join(server.ws, id, tokens[s])));
    for (const [i, c] of [seat0, ...others].entries()) {
      const info = c.legal.find((a) => a.type === 'info');
      expect(info, `seat ${i}`).toBeDefined();
      expect(await c.act(info!, i)).toMatchObject({ type: 'ack' });
      await Promise.all([seat0, ...others].map((o) => o.until((v) => v.version === i + 1)));
    }
    expect(seat0.view?.status).toBe('playing');
    answers.push(...(await answersTo(seat0, () => markedActions(seat0, 0, 3))));
    // A teammate acting out of turn, and a version the table has not reached.
    answers.push(...(await answersTo(others[0]!, () => markedActions(others[0]!, 1, 3))));
    answers.push(...(await answersTo(seat0, () => markedActions(seat0, 0, 999))));
    const refusals = answers.filter((m) => m.type === 'rejected' || m.type === 'error');
    expect(refusals.length).toBeGreaterThan(4 * ACTION_TYPES.length * FIELDS.length);
    for (const m of refusals) expect(JSON.stringify(m)).not.toContain(MARKER);
    // The game did not move.
    expect(seat0.view?.version).toBe(3);
    await Promise.all([seat0, ...others].map((c) => c.close()));
  });

  it('a join, a malformed action message and a table’s creation carrying the marker', async () => {
    const client = await Client.open(server.ws);
    const answers = await answersTo(client, () => {
      client.send({ type: 'join', room: MARKER });
      client.send({ type: 'join', room: 'r', token: MARKER });
      client.send({ type: MARKER });
      client.send({ type: 'action', id: MARKER, version: MARKER, action: MARKER });
      client.send(`{"type":"${MARKER}"`);
    });
    expect(answers.filter((m) => m.type === 'error').length).toBeGreaterThanOrEqual(5);
    for (const m of answers) expect(JSON.stringify(m)).not.toContain(MARKER);
    await client.close();
    for (const body of [
      { mission: MARKER, players: 2, seats: [{ kind: 'bot' }, { kind: 'bot' }], public: false },
      { mission: 1, players: MARKER, seats: [], public: false },
      { mission: 1, players: 2, seats: [{ kind: MARKER }, { kind: 'bot' }], public: false },
      { mission: 1, players: 2, seats: [{ kind: 'bot' }, { kind: 'bot' }], public: MARKER },
    ]) {
      const res = await http(server.base, 'POST', '/api/rooms', body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).not.toContain(MARKER);
    }
  });
});
