/**
 * The clients of the memory phases of `bench/server.bench.ts` (run in the benchmark's process,
 * while the server runs in a child process of its own: bench/server/node.ts).
 */
import type WebSocket from 'ws';
import { closeSocket, joinSocket, pool, post } from './load.js';

/** Requests or sockets under way at once. */
const CONCURRENCY = 32;

interface Created {
  readonly room: string;
  readonly hostToken: string;
}

const createRoom = (base: string, mission: number | string, players: number, seed: string) =>
  post<Created>(base, '/api/rooms', {
    mission,
    players,
    seats: Array.from({ length: players }, () => ({ kind: 'person' })),
    captain: 0,
    seed,
    public: false,
  });

/** Open rooms (never started), enough for `sockets` spectators at `perRoom` each. */
export function idleRooms(base: string, sockets: number, perRoom: number): Promise<string[]> {
  const ids = Array.from({ length: Math.ceil(sockets / perRoom) }, (_, i) => i);
  return pool(ids, CONCURRENCY, async (i) => (await createRoom(base, 1, 4, `idle-${i}`)).room);
}

/** `sockets` sockets, each joined as a spectator of one of `rooms` (filled in turn), left idle. */
export function openIdleSockets(
  base: string,
  rooms: readonly string[],
  sockets: number,
): Promise<WebSocket[]> {
  const wsUrl = base.replace(/^http/, 'ws') + '/ws';
  const perRoom = Math.ceil(sockets / Math.max(1, rooms.length));
  const ids = Array.from({ length: sockets }, (_, i) => i);
  return pool(ids, CONCURRENCY, (i) =>
    joinSocket(wsUrl, rooms[Math.floor(i / perRoom)] as string, undefined, (s) => {
      s.on('error', () => undefined);
      return s;
    }),
  );
}

export async function closeSockets(sockets: readonly WebSocket[]): Promise<void> {
  await pool(sockets, CONCURRENCY * 4, closeSocket);
}

/** `rooms` rooms of `players` person seats, every seat claimed, started; no socket. */
export async function loadRooms(
  base: string,
  rooms: number,
  mission: number | string,
  players: number,
): Promise<void> {
  const ids = Array.from({ length: rooms }, (_, i) => i);
  await pool(ids, CONCURRENCY, async (i) => {
    const { room, hostToken } = await createRoom(base, mission, players, `loaded-${i}`);
    for (let seat = 0; seat < players; seat++)
      await post(base, `/api/rooms/${room}/seats/${seat}/claim`, { seat, name: `L${seat}` });
    await post(base, `/api/rooms/${room}/start`, { hostToken });
  });
}
