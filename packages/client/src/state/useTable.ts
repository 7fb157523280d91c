import { useCallback, useLayoutEffect, useReducer, useRef } from 'react';
import type { Action } from '@bomb-busters/engine';
import { takeEarly } from '../net/early';
import { openTable, type NoteMessage, type TableRequest, type TableSocket } from '../net/socket';
import { initialTable, reduceTable, type TableState } from './table';

export interface Table {
  readonly state: TableState;
  /**
   * Sends an action made against the view on screen and returns its intent id; ignored (null)
   * while another is unanswered.
   */
  readonly act: (action: Action) => string | null;
  readonly dismiss: () => void;
  /** Sets or clears the seat's private note on a wire (not game state: no version, no ack). */
  readonly note: (message: NoteMessage) => void;
  /** Sends a host control or a vote; its refusal shows like an action's. */
  readonly request: (request: TableRequest) => void;
}

/**
 * The live table of `room`, as the holder of `token` (or a spectator, named `name` in the chat)
 * sees it.
 */
export function useTable(room: string, token: string | undefined, name?: string): Table {
  const [state, dispatch] = useReducer(reduceTable, initialTable);
  const socket = useRef<TableSocket | null>(null);
  const latest = useRef(state);
  latest.current = state;

  // Opened as the page commits, not after its first paint (when Preact runs effects, 0.3-1 s
  // later on a slow phone): the join's round trip overlaps the table's code loading. On a room's
  // address the app opened it before its first render (net/early.ts).
  useLayoutEffect(() => {
    const join = { room, token, name, dispatch };
    const table = takeEarly(join) ?? openTable(join);
    socket.current = table;
    return () => table.close();
  }, [room, token, name]);

  const act = useCallback((action: Action) => {
    const { sent, view } = latest.current;
    if (sent || !view) return null;
    return socket.current?.sendAction(action, view.version) ?? null;
  }, []);
  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), []);
  const note = useCallback((message: NoteMessage) => socket.current?.sendNote(message), []);
  const request = useCallback((r: TableRequest) => {
    socket.current?.sendRequest(r);
  }, []);
  return { state, act, dismiss, note, request };
}
