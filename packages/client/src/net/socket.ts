/**
 * One WebSocket to a room: joins with the seat token, reconnects with back-off (never sooner than
 * the server asked, never after a fatal join error: reconnect.ts), and re-sends an unanswered
 * action with the same intent id after a reconnect (the server applies it at most once).
 */
import type { Action } from '@bomb-busters/engine';
import type {
  ClearNoteMessage,
  ClientMessage,
  HostMessage,
  ServerMessage,
  SetNoteMessage,
  VoteMessage,
} from '@bomb-busters/protocol';
import type { TableEvent } from '../state/table';
import { errorEffect, reconnectDelay } from './reconnect';

export interface TableSocket {
  /**
   * Sends an action made against `version`; its answer arrives as `ack` or `rejected` with the
   * returned intent id.
   */
  readonly sendAction: (action: Action, version: number) => string;
  /** Sets (or with null marks and text, clears) the seat's note on a wire; answered by `notes`. */
  readonly sendNote: (message: NoteMessage) => void;
  /** A host control or a vote (not re-sent after a reconnect: the table shows its outcome). */
  readonly sendRequest: (request: TableRequest) => string;
  readonly close: () => void;
}

export type NoteMessage = SetNoteMessage | ClearNoteMessage;

/** A host control or a surrender vote, as the table asks for it (the socket adds its id). */
export type TableRequest = Omit<HostMessage, 'id'> | Omit<VoteMessage, 'id'>;

export interface SocketOptions {
  readonly room: string;
  readonly token?: string;
  /** A spectator's name in the chat (without a token); the server numbers nameless ones. */
  readonly name?: string | undefined;
  readonly dispatch: (event: TableEvent) => void;
  /** Defaults to this page's own host. */
  readonly url?: string;
}

const PING_MS = 25_000;

export const socketUrl = (): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;

/**
 * Intent ids unique per browser tab (no secure context needed): hex, a dash and base 36, so
 * always within the protocol's INTENT_ID_PATTERN.
 */
export function intentIds(): () => string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  const prefix = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  let n = 0;
  return () => `${prefix}-${(++n).toString(36)}`;
}

export function openTable({
  room,
  token,
  name,
  dispatch,
  url = socketUrl(),
}: SocketOptions): TableSocket {
  const nextId = intentIds();
  let socket: WebSocket | null = null;
  let closed = false;
  let joined = false;
  /** Reconnections since the last join. */
  let attempts = 0;
  /** No reconnection before this time (ms): the server's `retryAfterMs`. */
  let notBefore = 0;
  let unanswered: { id: string; action: Action; version: number } | null = null;
  /** The version of the view held (as the table reduces it), and whether a resync was asked. */
  let held: number | null = null;
  let resyncing = false;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const send = (message: ClientMessage) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const connect = () => {
    if (closed) return;
    joined = false;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      send(
        token ? { type: 'join', room, token } : { type: 'join', room, ...(name ? { name } : {}) },
      );
      ping = setInterval(() => send({ type: 'ping' }), PING_MS);
    };
    ws.onmessage = (frame) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(frame.data)) as ServerMessage;
      } catch {
        return;
      }
      if ((message.type === 'ack' || message.type === 'rejected') && unanswered?.id === message.id)
        unanswered = null;
      if (message.type === 'joined') {
        joined = true;
        attempts = 0;
        held = message.view?.version ?? null;
        resyncing = false;
      }
      if (message.type === 'update') {
        // Changes that do not follow the held view (one was missed): the whole view again, once.
        if (message.view || message.from === held) {
          held = message.version;
          resyncing = false;
        } else if (held !== null && message.version <= held) {
          // Already held: the whole view came after these changes were made.
        } else if (!resyncing) {
          resyncing = true;
          send({ type: 'resync' });
        }
      }
      const effect = message.type === 'error' ? errorEffect(message, joined) : null;
      if (effect) notBefore = Math.max(notBefore, Date.now() + effect.waitMs);
      if (effect?.connection === 'stop') closed = true;
      dispatch({ type: 'server', message, at: Date.now() });
      if (message.type === 'joined' && unanswered) send({ type: 'action', ...unanswered });
      if (effect && effect.connection !== 'keep') ws.close();
    };
    ws.onclose = () => {
      clearInterval(ping);
      if (socket !== ws) return;
      socket = null;
      if (closed) {
        dispatch({ type: 'connection', state: 'closed' });
        return;
      }
      dispatch({ type: 'connection', state: 'reconnecting' });
      retry = setTimeout(connect, reconnectDelay(attempts++, notBefore, Date.now()));
    };
  };

  // Coming back online or to the tab: try at once instead of waiting for the back-off (but not
  // before the server's wait is over).
  const wake = () => {
    if (!closed && socket === null && Date.now() >= notBefore) {
      clearTimeout(retry);
      connect();
    }
  };
  // Going offline does not close an open socket at once: close it so the table says so.
  const drop = () => socket?.close();
  addEventListener('online', wake);
  addEventListener('offline', drop);
  document.addEventListener('visibilitychange', wake);
  connect();

  return {
    sendAction(action, version) {
      const id = nextId();
      unanswered = { id, action, version };
      dispatch({ type: 'send', sent: { id, action } });
      send({ type: 'action', id, version, action });
      return id;
    },
    sendNote: send,
    sendRequest(request) {
      const id = nextId();
      send({ ...request, id });
      return id;
    },
    close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      removeEventListener('online', wake);
      removeEventListener('offline', drop);
      document.removeEventListener('visibilitychange', wake);
      socket?.close();
    },
  };
}
