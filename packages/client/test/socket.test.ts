import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTENT_ID_PATTERN, IntentIdSchema, type ServerMessage } from '@bomb-busters/protocol';
import { BACKOFF_MS, errorEffect, reconnectDelay } from '../src/net/reconnect';
import { openEarly, takeEarly } from '../src/net/early';
import { intentIds, openTable } from '../src/net/socket';
import type { TableEvent } from '../src/state/table';

describe('intent ids', () => {
  it('match the protocol pattern and never repeat', () => {
    const next = intentIds();
    const ids = Array.from({ length: 5000 }, next);
    for (const id of ids) {
      expect(id).toMatch(INTENT_ID_PATTERN);
      expect(IntentIdSchema.safeParse(id).success, id).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(intentIds()()).not.toBe(intentIds()());
  });
});

describe('reconnect rules', () => {
  it('never reconnects after an unknown or expired table, a full one or a wrong key', () => {
    for (const code of ['UNKNOWN_ROOM', 'BAD_TOKEN', 'ROOM_EXPIRED', 'ROOM_FULL'] as const) {
      expect(errorEffect({ code }, false), code).toEqual({ connection: 'stop', waitMs: 0 });
    }
  });

  it('retries a refused join, keeps a joined socket, and carries the server’s wait', () => {
    expect(errorEffect({ code: 'SERVER_BUSY', retryAfterMs: 10_000 }, false)).toEqual({
      connection: 'retry',
      waitMs: 10_000,
    });
    expect(errorEffect({ code: 'INTERNAL' }, false)).toEqual({ connection: 'retry', waitMs: 0 });
    expect(errorEffect({ code: 'RATE_LIMITED', retryAfterMs: 300 }, true)).toEqual({
      connection: 'keep',
      waitMs: 300,
    });
  });

  it('backs off, then repeats the longest wait; the server’s wait wins when longer', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => reconnectDelay(n, 0, 1000))).toEqual([
      ...BACKOFF_MS,
      4000,
      4000,
    ]);
    expect(reconnectDelay(0, 11_000, 1000)).toBe(10_000);
    expect(reconnectDelay(4, 2000, 1000)).toBe(4000);
  });
});

/** A WebSocket the test opens, feeds and closes by hand. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((frame: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

describe('the table socket', () => {
  const listeners = new Map<string, () => void>();
  let events: TableEvent[] = [];
  const sockets = () => FakeSocket.all.length;
  const latest = () => FakeSocket.all.at(-1)!;
  const error = (code: 'SERVER_BUSY' | 'RATE_LIMITED' | 'ROOM_FULL' | 'ROOM_EXPIRED') =>
    ({ type: 'error', code, message: 'x' }) as const;
  const joined: ServerMessage = {
    type: 'joined',
    room: 'r1',
    seat: null,
    view: null,
    legal: { actions: [], dualCut: null, cutTogether: null },
    roomInfo: { room: 'r1', status: 'open', mission: 1, players: 2, seats: [] },
  };
  const open = () =>
    openTable({ room: 'r1', dispatch: (e) => events.push(e), url: 'ws://test/ws' });

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    events = [];
    listeners.clear();
    const on = (type: string, listener: () => void) => listeners.set(type, listener);
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('addEventListener', on);
    vi.stubGlobal('removeEventListener', () => undefined);
    vi.stubGlobal('document', { addEventListener: on, removeEventListener: () => undefined });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each(['ROOM_EXPIRED', 'ROOM_FULL'] as const)('stops for good on %s', (code) => {
    const table = open();
    latest().open();
    latest().receive(error(code));
    expect(latest().readyState).toBe(3);
    expect(events.at(-1)).toEqual({ type: 'connection', state: 'closed' });
    listeners.get('online')?.();
    vi.advanceTimersByTime(60_000);
    expect(sockets()).toBe(1);
    table.close();
  });

  it('waits the server’s retryAfterMs before reconnecting after a busy server refused the join', () => {
    const table = open();
    latest().open();
    latest().receive({ ...error('SERVER_BUSY'), retryAfterMs: 10_000 });
    expect(latest().readyState).toBe(3);
    expect(events.at(-1)).toEqual({ type: 'connection', state: 'reconnecting' });
    listeners.get('online')?.();
    listeners.get('visibilitychange')?.();
    vi.advanceTimersByTime(9_999);
    expect(sockets()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(sockets()).toBe(2);
    table.close();
  });

  it('keeps a joined socket on RATE_LIMITED but reconnects no sooner than it said', () => {
    const table = open();
    latest().open();
    latest().receive(joined);
    latest().receive({ ...error('RATE_LIMITED'), retryAfterMs: 3000 });
    expect(latest().readyState).toBe(FakeSocket.OPEN);
    latest().close();
    vi.advanceTimersByTime(2999);
    expect(sockets()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(sockets()).toBe(2);
    table.close();
  });

  it('asks once for the whole view when an update does not follow the held one', () => {
    const table = open();
    latest().open();
    const view = (version: number) => ({ version, status: 'playing', log: [] }) as never;
    latest().receive({ ...joined, view: view(4) });
    const change = (from: number, version: number): ServerMessage => ({
      type: 'update',
      from,
      events: [],
      version,
    });
    const resyncs = () => latest().sent.filter((m) => (m as { type: string }).type === 'resync');
    latest().receive(change(4, 5));
    expect(resyncs()).toEqual([]);
    // Version 6 was missed: 7 does not follow, nor does 8; one ask is enough.
    latest().receive(change(6, 7));
    latest().receive(change(7, 8));
    expect(resyncs()).toEqual([{ type: 'resync' }]);
    // The whole view comes back: changes follow it again, and a later gap asks again.
    latest().receive({
      type: 'update',
      view: view(8),
      events: [],
      version: 8,
    });
    latest().receive(change(8, 9));
    expect(resyncs()).toHaveLength(1);
    latest().receive(change(10, 11));
    expect(resyncs()).toHaveLength(2);
    table.close();
  });

  it('backs off while no join succeeds, and starts over after one', () => {
    const table = open();
    const failAndWait = (ms: number) => {
      const before = sockets();
      latest().close();
      vi.advanceTimersByTime(ms - 1);
      expect(sockets()).toBe(before);
      vi.advanceTimersByTime(1);
      expect(sockets()).toBe(before + 1);
    };
    failAndWait(250);
    latest().open(); // opened but never joined: still backing off
    failAndWait(500);
    failAndWait(1000);
    latest().open();
    latest().receive(joined);
    failAndWait(250);
    table.close();
  });
  it('joins a spectator under the name it chats with, a seat with its token only', () => {
    const watcher = openTable({
      room: 'r1',
      name: 'Eve',
      dispatch: (e) => events.push(e),
      url: 'ws://test/ws',
    });
    latest().open();
    expect(latest().sent[0]).toEqual({ type: 'join', room: 'r1', name: 'Eve' });
    watcher.close();
    const seat = openTable({
      room: 'r1',
      token: 't'.repeat(32),
      name: 'Eve',
      dispatch: (e) => events.push(e),
      url: 'ws://test/ws',
    });
    latest().open();
    expect(latest().sent[0]).toEqual({ type: 'join', room: 'r1', token: 't'.repeat(32) });
    // The intent id of an action comes back, to match its answer.
    latest().receive(joined);
    const id = seat.sendAction({ type: 'say', seat: 0, text: 'hi' }, 3);
    expect(latest().sent.at(-1)).toEqual({
      type: 'action',
      id,
      version: 3,
      action: { type: 'say', seat: 0, text: 'hi' },
    });
    seat.close();
  });

  it('hands a socket opened before the first render to the table that joins the same way', () => {
    openEarly({ room: 'r1', token: 't1', url: 'ws://test/ws' });
    latest().open();
    expect(latest().sent).toEqual([{ type: 'join', room: 'r1', token: 't1' }]);
    latest().receive(joined);
    expect(events).toEqual([]);
    const table = takeEarly({
      room: 'r1',
      token: 't1',
      name: undefined,
      dispatch: (e) => events.push(e),
      url: 'ws://test/ws',
    });
    expect(table).not.toBeNull();
    expect(events.map((e) => e.type === 'server' && e.message)).toEqual([joined]);
    latest().receive({ type: 'notes', game: 1, notes: [] });
    expect(events).toHaveLength(2);
    expect(sockets()).toBe(1);
    // Taken once: a later table opens its own.
    expect(takeEarly({ room: 'r1', token: 't1', dispatch: () => undefined })).toBeNull();
    table?.close();
  });

  it('closes a socket opened before the first render for another join', () => {
    openEarly({ room: 'r1', token: 't1', url: 'ws://test/ws' });
    const early = latest();
    early.open();
    const join = { room: 'r1', dispatch: (e: TableEvent) => events.push(e), url: 'ws://test/ws' };
    expect(takeEarly(join)).toBeNull();
    expect(early.readyState).toBe(3);
    expect(events).toEqual([]);
  });
});
