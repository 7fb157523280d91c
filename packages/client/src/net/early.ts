/**
 * A room's socket opened as the app starts, before the page's first render: that render takes
 * 0.15-0.3 s on the bench's phone, and the join's round trips are the longest wait of a table's
 * first load. Its events wait for the page's table to take it.
 */
import type { TableEvent } from '../state/table';
import { openTable, type SocketOptions, type TableSocket } from './socket';

type Join = Omit<SocketOptions, 'dispatch'>;

let early: {
  readonly join: Join;
  readonly socket: TableSocket;
  readonly take: (dispatch: (event: TableEvent) => void) => void;
} | null = null;

const same = (a: Join, b: Join) =>
  a.room === b.room && a.token === b.token && a.name === b.name && a.url === b.url;

export function openEarly(join: Join): void {
  early?.socket.close();
  const waiting: TableEvent[] = [];
  let dispatch: (event: TableEvent) => void = (event) => waiting.push(event);
  const socket = openTable({ ...join, dispatch: (event) => dispatch(event) });
  early = {
    join,
    socket,
    take(to) {
      waiting.forEach(to);
      dispatch = to;
    },
  };
}

/**
 * The early socket if it joins as `options` do, with the events it had so far dispatched now;
 * else null (one opened for another join is closed).
 */
export function takeEarly({ dispatch, ...join }: SocketOptions): TableSocket | null {
  const held = early;
  early = null;
  if (!held) return null;
  if (!same(held.join, join)) {
    held.socket.close();
    return null;
  }
  held.take(dispatch);
  return held.socket;
}
