/**
 * Crash recovery: the real CLI server process is killed with SIGKILL mid-game and restarted on the
 * same data directory; the game continues from the last acknowledged action.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Client, http, over, startedRoom } from './helpers.js';
import { dataDir, killAll, killed, spawnServer } from './processes.js';

afterAll(killAll);

const serve = (dataDir: string) => spawnServer([], { DATA_DIR: dataDir });

describe('restart after SIGKILL', () => {
  it('the game continues from the last acknowledged action', async () => {
    const dir = await dataDir();
    const first = await serve(dir);
    const { id, tokens } = await startedRoom(first.base, ['person', 'person'], 1);
    const a = await Client.join(first.ws, id, tokens.get(0));
    const b = await Client.join(first.ws, id, tokens.get(1));
    a.maxActs = 4;
    b.maxActs = 4;
    a.play();
    b.play();
    // Play until one side has used its budget and the other must wait for it. The server
    // broadcasts an action's update before its ack, so also wait for the last ack.
    const stopped = () =>
      a.settled &&
      b.settled &&
      ((a.acked.length >= 4 && a.myTurn()) || (b.acked.length >= 4 && b.myTurn()));
    while (!stopped()) await new Promise((r) => setTimeout(r, 20));
    const lastAck = Math.max(...a.acked, ...b.acked);
    await a.until((v) => v.version === lastAck);
    const viewA = a.view;
    const viewB = await b.until((v) => v.version === lastAck);
    await killed(first.child);

    const second = await serve(dir);
    const ready = await http(second.base, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    const a2 = await Client.join(second.ws, id, tokens.get(0));
    const b2 = await Client.join(second.ws, id, tokens.get(1));
    expect(a2.view?.version).toBe(lastAck);
    expect(a2.view).toEqual(viewA);
    expect(b2.view).toEqual(viewB);
    a2.play();
    b2.play();
    const end = await a2.until(over);
    expect(['won', 'lost']).toContain(end.status);
    const room = await http<{ status: string }>(second.base, 'GET', `/api/rooms/${id}`);
    expect(room.body.status).toBe('finished');
    await Promise.all([a.close(), b.close(), a2.close(), b2.close()]);
  }, 90_000);
});
