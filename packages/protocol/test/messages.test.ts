import { describe, expect, it } from 'vitest';
import { createGame, RULE_ERROR_CODES, viewFor, type SeatView } from '@bomb-busters/engine';
import type { z } from 'zod';
import {
  ClaimSeatRequestSchema,
  ClaimSeatResponseSchema,
  ClientMessageSchema,
  CreatedRoomSchema,
  CreateRoomRequestSchema,
  HttpErrorBodySchema,
  LobbyItemSchema,
  LobbyResponseSchema,
  MAX_MESSAGE_BYTES,
  PROTOCOL_ERROR_CODES,
  RoomClockSchema,
  RoomInfoSchema,
  ServerMessageSchema,
  SetSeatRequestSchema,
  StartRoomRequestSchema,
  TOKEN_PATTERN,
  encode,
  isProtocolErrorCode,
  parseClientMessage,
  parseServerMessage,
  parseWith,
  utf8ByteLength,
  type RoomInfo,
} from '../src/index.js';

const TOKEN = '0123456789abcdef0123456789abcdef';
const created = createGame({ mission: 2, players: 3, seed: 'messages' });
if (!created.ok) throw new Error(created.error.message);
const VIEW: SeatView = viewFor(created.value, 1);
const ROOM: RoomInfo = {
  room: 'r-AbC_123',
  status: 'open',
  mission: 2,
  players: 3,
  seats: [
    { seat: 0, kind: 'person', name: 'Ann', taken: true, connected: true, botTakeover: false },
    { seat: 1, kind: 'person', taken: true, connected: false, botTakeover: true },
    { seat: 2, kind: 'bot', level: 'expert', taken: false, connected: true, botTakeover: false },
  ],
};

const NO_MENU = { actions: [], dualCut: null, cutTogether: null } as const;
const TOGETHER = {
  seat: 1,
  count: 2,
  wires: [
    { seat: 0, stand: 0, index: 1 },
    { seat: 2, stand: 0, index: 4 },
  ],
} as const;
const DUAL_CUT = {
  seat: 1,
  values: [3, 'yellow'],
  xyRay: true,
  targets: [{ seat: 0, stand: 0, wires: [0, 2], plainOnly: [2] }],
  double: { values: [3], stands: [{ seat: 0, stand: 0 }] },
  triple: null,
  super: null,
} as const;

/** Each case: a schema, values it must accept, values it must refuse. */
function check(schema: z.ZodType, valid: readonly unknown[], invalid: readonly unknown[]): void {
  for (const v of valid) {
    const r = schema.safeParse(v);
    expect(r.success, `should accept ${JSON.stringify(v)}: ${r.error?.message}`).toBe(true);
  }
  for (const v of invalid)
    expect(schema.safeParse(v).success, `should refuse ${JSON.stringify(v)}`).toBe(false);
}

describe('constants', () => {
  it('token pattern is 128 bits of lowercase hex', () => {
    expect(TOKEN_PATTERN.test(TOKEN)).toBe(true);
    expect(TOKEN_PATTERN.test(TOKEN.slice(1))).toBe(false);
    expect(TOKEN_PATTERN.test(`${TOKEN}0`)).toBe(false);
    expect(TOKEN_PATTERN.test(TOKEN.toUpperCase())).toBe(false);
    expect(TOKEN_PATTERN.test(`${TOKEN.slice(1)}g`)).toBe(false);
  });

  it('protocol codes are distinct from the engine rule codes', () => {
    expect(MAX_MESSAGE_BYTES).toBe(16 * 1024);
    expect(new Set(PROTOCOL_ERROR_CODES).size).toBe(PROTOCOL_ERROR_CODES.length);
    // Only NO_SUCH_SEAT is shared, with the same meaning (the client has one translation per code).
    const shared = RULE_ERROR_CODES.filter((code) => isProtocolErrorCode(code));
    expect(shared).toEqual(['NO_SUCH_SEAT']);
    for (const code of ['BAD_MESSAGE', 'TOO_LARGE', 'RATE_LIMITED', 'UNKNOWN_ROOM'])
      expect(isProtocolErrorCode(code)).toBe(true);
  });
});

describe('client messages', () => {
  it('join', () =>
    check(
      ClientMessageSchema,
      [
        { type: 'join', room: 'abc' },
        { type: 'join', room: 'abc', token: TOKEN },
        // A spectator's name in the table chat.
        { type: 'join', room: 'abc', name: 'Eve' },
      ],
      [
        { type: 'join' },
        { type: 'join', room: '' },
        { type: 'join', room: 'a b' },
        { type: 'join', room: 'x'.repeat(65) },
        { type: 'join', room: 'abc', token: 'short' },
        { type: 'join', room: 'abc', token: null },
        { type: 'join', room: 7 },
        { type: 'join', room: 'abc', name: '' },
        { type: 'join', room: 'abc', name: 'n'.repeat(41) },
        { type: 'join', room: 'abc', name: 'a\nb' },
      ],
    ));

  it('action', () =>
    check(
      ClientMessageSchema,
      [
        { type: 'action', id: 'a', version: 0, action: { type: 'stuck', seat: 0 } },
        {
          type: 'action',
          id: 'x'.repeat(64),
          version: 12,
          action: { type: 'dualCut', seat: 1, value: 4, target: { seat: 0, stand: 0, index: 2 } },
        },
        { type: 'action', id: 'c', version: 3, action: { type: 'say', text: 'hi' } },
        { type: 'action', id: 'd', version: 3, action: { type: 'say', seat: 2, signal: 'wait' } },
      ],
      [
        { type: 'action', id: '', version: 0, action: { type: 'stuck', seat: 0 } },
        { type: 'action', id: 'x'.repeat(65), version: 0, action: { type: 'stuck', seat: 0 } },
        { type: 'action', id: 'a', version: -1, action: { type: 'stuck', seat: 0 } },
        { type: 'action', id: 'a', version: 1.5, action: { type: 'stuck', seat: 0 } },
        { type: 'action', id: 'a', action: { type: 'stuck', seat: 0 } },
        { type: 'action', id: 'a', version: 0 },
        { type: 'action', id: 'a', version: 0, action: { type: 'fly', seat: 0 } },
        { type: 'action', id: 'a', version: 0, action: { type: 'stuck' } },
        { type: 'action', id: 7, version: 0, action: { type: 'stuck', seat: 0 } },
        { type: 'action', id: 'e', version: 0, action: { type: 'say', name: 'Bob', text: 'hi' } },
      ],
    ));

  it('ping', () =>
    check(ClientMessageSchema, [{ type: 'ping' }], [{ type: 'pong' }, { type: 'PING' }, {}]));

  it('refuses server messages and non-objects', () =>
    check(ClientMessageSchema, [], [{ type: 'ack', id: 'a', version: 1 }, null, 1, 'ping', []]));

  it('strips unknown top-level fields but keeps the action intact', () => {
    const r = ClientMessageSchema.parse({
      type: 'action',
      id: 'a',
      version: 3,
      extra: true,
      action: { type: 'soloCut', seat: 2, value: 5 },
    });
    expect(r).toEqual({
      type: 'action',
      id: 'a',
      version: 3,
      action: { type: 'soloCut', seat: 2, value: 5 },
    });
  });
});

describe('server messages', () => {
  it('joined', () =>
    check(
      ServerMessageSchema,
      [
        { type: 'joined', room: 'abc', seat: 1, view: VIEW, legal: NO_MENU, roomInfo: ROOM },
        { type: 'joined', room: 'abc', seat: null, view: VIEW, legal: NO_MENU, roomInfo: ROOM },
        { type: 'joined', room: 'abc', seat: 0, view: null, legal: NO_MENU, roomInfo: ROOM },
      ],
      [
        { type: 'joined', room: 'abc', view: VIEW, legal: NO_MENU, roomInfo: ROOM },
        { type: 'joined', room: 'abc', seat: 1, view: null, roomInfo: ROOM },
        { type: 'joined', room: 'abc', seat: 1, view: {}, roomInfo: ROOM },
        { type: 'joined', room: 'abc', seat: 1, view: VIEW },
        { type: 'joined', room: 'abc', seat: 1, view: VIEW, roomInfo: ROOM },
        {
          type: 'joined',
          room: 'abc',
          seat: 1,
          view: VIEW,
          legal: { actions: [{}], dualCut: null, cutTogether: null },
          roomInfo: ROOM,
        },
        {
          type: 'joined',
          room: 'abc',
          seat: 'spectator',
          view: VIEW,
          legal: NO_MENU,
          roomInfo: ROOM,
        },
      ],
    ));

  it('update', () =>
    check(
      ServerMessageSchema,
      [
        { type: 'update', view: VIEW, events: [], version: 0, legal: NO_MENU },
        {
          type: 'update',
          view: VIEW,
          events: [{ type: 'turn', seat: 1 }],
          version: 4,
          legal: { actions: [{ type: 'stuck', seat: 1 }], dualCut: DUAL_CUT, cutTogether: null },
        },
        {
          type: 'update',
          view: VIEW,
          events: [],
          version: 5,
          legal: { actions: [], dualCut: null, cutTogether: TOGETHER },
        },
      ],
      [
        { type: 'update', view: VIEW, version: 1 },
        { type: 'update', view: VIEW, events: [], version: 1, legal: [] },
        { type: 'update', view: VIEW, events: [], version: 1, legal: { actions: [] } },
        {
          type: 'update',
          view: VIEW,
          events: [],
          version: 1,
          legal: {
            actions: [],
            dualCut: { ...DUAL_CUT, targets: [{ seat: 1, stand: 0, index: 0 }] },
            cutTogether: null,
          },
        },
        {
          type: 'update',
          view: VIEW,
          events: [],
          version: 1,
          legal: { actions: [], dualCut: null },
        },
        {
          type: 'update',
          view: VIEW,
          events: [],
          version: 1,
          legal: { actions: [], dualCut: null, cutTogether: { ...TOGETHER, count: -1 } },
        },
        {
          type: 'update',
          view: VIEW,
          events: [],
          version: 1,
          legal: { actions: [], dualCut: null, cutTogether: { ...TOGETHER, wires: [{ seat: 1 }] } },
        },
        {
          type: 'update',
          view: VIEW,
          events: [],
          version: 1,
          legal: { actions: [], dualCut: { ...DUAL_CUT, values: ['red'] }, cutTogether: null },
        },
        { type: 'update', view: VIEW, events: [{ seat: 1 }], version: 1 },
        { type: 'update', view: VIEW, events: [], version: -1 },
      ],
    ));

  it('ack', () =>
    check(
      ServerMessageSchema,
      [{ type: 'ack', id: 'a1', version: 5 }],
      [
        { type: 'ack', id: 'a1' },
        { type: 'ack', version: 5 },
        { type: 'ack', id: '', version: 5 },
      ],
    ));

  it('rejected', () =>
    check(
      ServerMessageSchema,
      [
        { type: 'rejected', id: 'a1', code: 'NOT_YOUR_TURN', message: 'It is seat 2.' },
        { type: 'rejected', id: 'a1', code: 'NOT_YOUR_SEAT', message: '' },
      ],
      [
        { type: 'rejected', id: 'a1', code: 'SOMETHING', message: 'x' },
        { type: 'rejected', id: 'a1', code: 'NOT_YOUR_TURN' },
        { type: 'rejected', code: 'NOT_YOUR_TURN', message: 'x' },
      ],
    ));

  it('error', () =>
    check(
      ServerMessageSchema,
      PROTOCOL_ERROR_CODES.map((code) => ({ type: 'error', code, message: 'm' })),
      [
        { type: 'error', code: 'NOT_YOUR_TURN', message: 'rule codes go in rejected' },
        { type: 'error', code: 'BAD_MESSAGE' },
        { type: 'error', message: 'x' },
      ],
    ));

  it('room', () =>
    check(
      ServerMessageSchema,
      [
        { type: 'room', roomInfo: ROOM },
        {
          type: 'room',
          roomInfo: {
            ...ROOM,
            status: 'finished',
            mission: 'new-2',
            name: 'Friday',
            public: true,
            options: { stars: 2 },
            turnClock: null,
            version: 31,
          },
        },
      ],
      [
        { type: 'room' },
        { type: 'room', roomInfo: { ...ROOM, status: 'closed' } },
        { type: 'room', roomInfo: { ...ROOM, mission: 99 } },
        { type: 'room', roomInfo: { ...ROOM, players: 6 } },
        { type: 'room', roomInfo: { ...ROOM, seats: [{ seat: 0, kind: 'alien' }] } },
        {
          type: 'room',
          roomInfo: {
            ...ROOM,
            seats: [
              { seat: 0, kind: 'bot', level: 'reckless', connected: true, botTakeover: false },
            ],
          },
        },
        {
          type: 'room',
          roomInfo: { ...ROOM, seats: [{ seat: 0, kind: 'person', connected: true }] },
        },
      ],
    ));

  it('room info on its own', () =>
    check(RoomInfoSchema, [ROOM, { ...ROOM, seats: [] }], [{ ...ROOM, room: undefined }, null]));

  it('pong', () => check(ServerMessageSchema, [{ type: 'pong' }], [{ type: 'ping' }]));

  it('room clock', () =>
    check(
      RoomClockSchema,
      [
        { leftMs: 900_000, running: false, moment: -1, msPerSecond: 1000 },
        { leftMs: 0, running: false, moment: 5, msPerSecond: 10 },
        { leftMs: 123, running: true, moment: 0, msPerSecond: 1 },
      ],
      [
        { leftMs: -1, running: true, moment: 0, msPerSecond: 1000 },
        { leftMs: 1.5, running: true, moment: 0, msPerSecond: 1000 },
        { leftMs: 1, running: 'yes', moment: 0, msPerSecond: 1000 },
        { leftMs: 1, running: true, moment: -2, msPerSecond: 1000 },
        { leftMs: 1, running: true, moment: 0, msPerSecond: 0 },
        { leftMs: 1, running: true, moment: 0 },
      ],
    ));

  it('clock, and the clock of joined and update', () => {
    const clock = { leftMs: 5000, running: true, moment: 2, msPerSecond: 10 };
    check(
      ServerMessageSchema,
      [
        { type: 'clock', clock },
        { type: 'joined', room: 'abc', seat: 1, view: VIEW, legal: NO_MENU, roomInfo: ROOM, clock },
        { type: 'update', view: VIEW, events: [], version: 3, legal: NO_MENU, clock },
      ],
      [
        { type: 'clock' },
        { type: 'clock', clock: { ...clock, moment: 'limit' } },
        { type: 'update', view: VIEW, events: [], version: 3, legal: NO_MENU, clock: {} },
      ],
    );
  });
});

describe('HTTP bodies', () => {
  const create = {
    mission: 1,
    players: 3,
    seats: [{ kind: 'person' }, { kind: 'bot', level: 'cautious' }, { kind: 'bot' }],
    public: true,
  };

  it('createRoom', () =>
    check(
      CreateRoomRequestSchema,
      [
        create,
        {
          ...create,
          mission: 'new-1',
          captain: 2,
          seed: 'abc',
          options: { stars: 1 },
          turnClock: 60,
          name: 'Table 1',
          public: false,
        },
        { ...create, turnClock: null },
        { ...create, options: { stars: 0, freeChat: false } },
      ],
      [
        { ...create, seats: create.seats.slice(1) },
        { ...create, players: 1, seats: create.seats.slice(2) },
        { ...create, players: 6 },
        { ...create, mission: 0 },
        { ...create, mission: 'new-4' },
        { ...create, mission: '1' },
        { ...create, captain: 3 },
        { ...create, options: { stars: 3 } },
        { ...create, options: { stars: 0, freeChat: 'no' } },
        { ...create, seats: [{ kind: 'person' }, { kind: 'robot' }, { kind: 'bot' }] },
        {
          ...create,
          seats: [{ kind: 'person' }, { kind: 'bot', level: 'godlike' }, { kind: 'bot' }],
        },
        { ...create, public: undefined },
        { ...create, turnClock: 0 },
        { ...create, turnClock: -5 },
        { ...create, name: '' },
        { ...create, name: 'a\u0000b' },
        { ...create, name: 'n'.repeat(41) },
        { ...create, seed: '' },
      ],
    ));

  it('createdRoom', () =>
    check(
      CreatedRoomSchema,
      [{ room: 'abc', hostToken: TOKEN, invite: '/room/abc' }],
      [
        { room: 'abc', hostToken: TOKEN, invite: 'http://evil/room/abc' },
        { room: 'abc', invite: '/room/abc' },
        { room: 'abc', hostToken: 'xyz', invite: '/room/abc' },
      ],
    ));

  it('claimSeat', () => {
    check(
      ClaimSeatRequestSchema,
      [{ seat: 0 }, { seat: 4, name: 'Zoë' }],
      [{}, { seat: -1 }, { seat: 5 }, { seat: 0, name: '' }],
    );
    check(ClaimSeatResponseSchema, [{ token: TOKEN }], [{}, { token: 'abc' }]);
  });

  it('setSeat', () =>
    check(
      SetSeatRequestSchema,
      [
        { hostToken: TOKEN, seat: 1, kind: 'bot', level: 'expert' },
        { hostToken: TOKEN, seat: 1, kind: 'person' },
      ],
      [
        { seat: 1, kind: 'bot' },
        { hostToken: TOKEN, seat: 1 },
        { hostToken: TOKEN, seat: 1, kind: 'bot', level: 'x' },
      ],
    ));

  it('startRoom', () =>
    check(StartRoomRequestSchema, [{ hostToken: TOKEN }], [{}, { hostToken: '' }]));

  it('lobby', () => {
    const item = {
      room: 'abc',
      mission: 3,
      players: 4,
      freeSeats: 2,
      createdAt: '2026-01-02T03:04:05.000Z',
    };
    check(
      LobbyItemSchema,
      [item, { ...item, name: 'Open table' }],
      [
        { ...item, freeSeats: -1 },
        { ...item, createdAt: 1_700_000_000_000 },
        { ...item, createdAt: '' },
        { ...item, mission: 'new-9' },
        { ...item, room: undefined },
      ],
    );
    check(LobbyResponseSchema, [{ rooms: [] }, { rooms: [item] }], [{ rooms: [{}] }, {}]);
  });

  it('http error body', () =>
    check(
      HttpErrorBodySchema,
      [{ code: 'UNKNOWN_ROOM', message: 'No such room.' }],
      [{ code: 'UNKNOWN_ROOM' }, { message: 'x' }],
    ));

  it('parseWith reports a code and the path, never throws', () => {
    const r = parseWith(CreateRoomRequestSchema, { ...create, players: 9 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe('BAD_MESSAGE');
      expect(r.message).toContain('players');
    }
    expect(parseWith(StartRoomRequestSchema, { hostToken: TOKEN })).toEqual({
      ok: true,
      message: { hostToken: TOKEN },
    });
  });
});

describe('parseClientMessage', () => {
  it('parses a valid frame', () => {
    expect(parseClientMessage('{"type":"ping"}')).toEqual({ ok: true, message: { type: 'ping' } });
  });

  it('checks size first, in UTF-8 bytes', () => {
    // Valid JSON, but over the limit once multi-byte characters are counted.
    const big = JSON.stringify({ type: 'join', room: 'abc', pad: 'é'.repeat(9000) });
    expect(big.length).toBeLessThan(MAX_MESSAGE_BYTES);
    expect(parseClientMessage(big)).toMatchObject({ ok: false, code: 'TOO_LARGE' });
    // Too large beats not-JSON.
    expect(parseClientMessage('{'.repeat(MAX_MESSAGE_BYTES + 1))).toMatchObject({
      ok: false,
      code: 'TOO_LARGE',
    });
    // A custom limit applies exactly at the boundary.
    const ping = '{"type":"ping"}';
    expect(parseClientMessage(ping, ping.length).ok).toBe(true);
    expect(parseClientMessage(ping, ping.length - 1)).toMatchObject({ code: 'TOO_LARGE' });
    // An emoji is 2 UTF-16 units but 4 bytes.
    const emoji = '{"type":"ping","x":"😀"}';
    expect(emoji.length).toBe(24);
    expect(parseClientMessage(emoji, 25).ok).toBe(false);
    expect(parseClientMessage(emoji, 26).ok).toBe(true);
    // A lone surrogate counts 3 bytes, as its UTF-8 replacement character.
    expect(utf8ByteLength('\ud800')).toBe(Buffer.byteLength('\ud800'));
    expect(utf8ByteLength('a\udc00\ud83d')).toBe(Buffer.byteLength('a\udc00\ud83d'));
  });

  it('refuses bad JSON and bad shapes with BAD_MESSAGE', () => {
    for (const text of [
      '',
      'not json',
      '{',
      '{"type":"ping"',
      'null',
      '1',
      '[]',
      '{"type":"nope"}',
    ])
      expect(parseClientMessage(text), text).toMatchObject({ ok: false, code: 'BAD_MESSAGE' });
    expect(parseClientMessage(42 as unknown as string)).toMatchObject({ code: 'BAD_MESSAGE' });
  });

  it('does not echo the input in its message', () => {
    const secret = 'SECRET_VALUE_1234';
    const r = parseClientMessage(JSON.stringify({ type: 'join', room: secret + ' !' }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).not.toContain(secret);
  });

  it('does not let __proto__ reach an object prototype', () => {
    const r = parseClientMessage(
      '{"type":"action","id":"a","version":0,"action":{"type":"stuck","seat":0,"__proto__":{"polluted":1}}}',
    );
    expect(r.ok).toBe(true);
    if (r.ok && r.message.type === 'action') {
      expect(Object.getPrototypeOf(r.message.action)).toBe(Object.prototype);
      expect((r.message.action as unknown as Record<string, unknown>).polluted).toBeUndefined();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('encode', () => {
  it('round-trips client and server messages', () => {
    const client = {
      type: 'action',
      id: 'z',
      version: 2,
      action: { type: 'revealRed', seat: 1 },
    } as const;
    expect(parseClientMessage(encode(client))).toEqual({ ok: true, message: client });
    const server = {
      type: 'joined',
      room: 'abc',
      seat: 1,
      view: VIEW,
      legal: { actions: [], dualCut: DUAL_CUT, cutTogether: TOGETHER },
      roomInfo: ROOM,
    } as const;
    const back = parseServerMessage(encode(server));
    expect(back).toEqual({ ok: true, message: JSON.parse(JSON.stringify(server)) as unknown });
  });
});
