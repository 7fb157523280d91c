/** One WebSocket: its frames in, its messages out, and the limits that bound what it may cost. */
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { ServerConfig } from './config.js';
import { ServerError } from './errors.js';
import { rateLimiter } from './limits.js';
import {
  parseClientMessage,
  type ProtocolErrorCode,
  type ServerMessage,
  type Viewer,
} from './messages.js';
import type { Room, RoomClient } from './room.js';
import { Rooms } from './rooms.js';

export function serveSocket(
  socket: WebSocket,
  rooms: Rooms,
  config: ServerConfig,
  log: FastifyInstance['log'],
): void {
  const allow = rateLimiter(config.socketMessagesPerSecond, config.socketMessagesPerSecond * 2);
  let room: Room | null = null;
  let client: RoomClient | null = null;
  let joining = false;
  const send = (message: ServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const error = (code: ProtocolErrorCode, message: string) =>
    send({ type: 'error', code, message });

  socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    const size = Array.isArray(data)
      ? data.reduce((n, b) => n + b.length, 0)
      : data instanceof ArrayBuffer
        ? data.byteLength
        : data.length;
    if (!allow()) return error('RATE_LIMITED', 'Too many messages; slow down.');
    if (size > config.maxMessageBytes) return error('TOO_LARGE', 'Message too large.');
    if (isBinary) return error('BAD_MESSAGE', 'Messages are JSON text.');
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8');
    const parsed = parseClientMessage(text, config.maxMessageBytes);
    if (!parsed.ok) return error(parsed.code, parsed.message);
    const msg = parsed.message;
    switch (msg.type) {
      case 'ping':
        return send({ type: 'pong' });
      case 'join': {
        if (room || joining) return error('ALREADY_JOINED', 'This socket has joined a room.');
        joining = true;
        rooms
          .fresh(msg.room)
          .then((r) => {
            let viewer: Viewer = 'spectator';
            if (msg.token !== undefined) {
              const seat = Rooms.seatForToken(r, msg.token);
              if (seat === null) {
                joining = false;
                return error('BAD_TOKEN', 'This token holds no seat in this room.');
              }
              viewer = seat;
            }
            if (socket.readyState !== socket.OPEN) return;
            room = r;
            client = { viewer, send };
            r.join(client);
            log.info({ room: r.id, seat: viewer }, 'joined');
          })
          .catch((e: unknown) => {
            joining = false;
            if (e instanceof ServerError) error(e.code, e.message);
            else error('INTERNAL', 'Internal error.');
          });
        return;
      }
      case 'action': {
        if (!room || !client) return error('NOT_JOINED', 'Join a room first.');
        const seat = client.viewer;
        if (seat === 'spectator')
          return send({
            type: 'rejected',
            id: msg.id,
            code: 'NOT_YOUR_SEAT',
            message: 'Spectators watch.',
          });
        if (msg.action.seat !== seat)
          return send({
            type: 'rejected',
            id: msg.id,
            code: 'NOT_YOUR_SEAT',
            message: 'An action is for the socket’s own seat.',
          });
        room
          .submit(seat, msg.id, msg.action, msg.version)
          .then((outcome) =>
            send(
              outcome.kind === 'ack'
                ? { type: 'ack', id: msg.id, version: outcome.seq }
                : { type: 'rejected', id: msg.id, code: outcome.code, message: outcome.message },
            ),
          )
          .catch((e: unknown) => {
            log.error(
              { room: room?.id, err: e instanceof Error ? e.name : 'error' },
              'action failed',
            );
            send({ type: 'rejected', id: msg.id, code: 'INTERNAL', message: 'Internal error.' });
          });
        return;
      }
    }
  });
  socket.on('close', () => {
    if (room && client) room.leave(client);
  });
  socket.on('error', () => undefined);
}
