/**
 * A seat's room socket opened, and its join sent, as the page starts (boot.ts): the server's
 * answer travels while the app's code is still arriving. The table's socket (socket.ts) takes it
 * over with the frames that came before it did.
 */
import type { ClientMessage } from '@bomb-busters/protocol';

interface Early {
  readonly ws: WebSocket;
  readonly url: string;
  readonly room: string;
  readonly token: string;
  readonly frames: MessageEvent[];
}

let early: Early | null = null;

export function openEarly(url: string, room: string, token: string): void {
  const ws = new WebSocket(url);
  const frames: MessageEvent[] = [];
  const join: ClientMessage = { type: 'join', room, token };
  ws.onopen = () => ws.send(JSON.stringify(join));
  ws.onmessage = (frame) => frames.push(frame);
  early = { ws, url, room, token, frames };
}

/** What the table's socket takes over: the socket, whether it has joined, the frames so far. */
export interface Taken {
  readonly ws: WebSocket;
  readonly joinSent: boolean;
  readonly frames: readonly MessageEvent[];
}

/**
 * The early socket when it joins this room as this seat and is not closing, else null (an early
 * socket for another join is closed). Taken once: a reconnection opens its own.
 */
export function takeEarly(url: string, room: string, token: string | undefined): Taken | null {
  const taken = early;
  early = null;
  if (!taken) return null;
  const usable =
    taken.url === url &&
    taken.room === room &&
    taken.token === token &&
    taken.ws.readyState <= WebSocket.OPEN;
  if (!usable) {
    taken.ws.close();
    return null;
  }
  return { ws: taken.ws, joinSent: taken.ws.readyState === WebSocket.OPEN, frames: taken.frames };
}
