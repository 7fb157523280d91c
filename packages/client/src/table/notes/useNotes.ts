import type { SeatView, WireRef } from '@bomb-busters/engine';
import { useCallback, useState } from 'react';
import { noteable, noteOn, type ShownNote } from '../../logic/notes';
import type { Table } from '../../state/useTable';
import type { WireMarks } from '../board/Board';

/** A seat's private notes at the table: the notes, note mode, and the wire being noted. */
export interface Notes {
  readonly notes: readonly ShownNote[];
  /** Note mode: the board's wires choose a note instead of a move. */
  readonly noting: boolean;
  readonly setNoting: (on: boolean) => void;
  /** The wire whose note is being written, or null. */
  readonly editing: WireRef | null;
  readonly open: (ref: WireRef) => void;
  readonly close: () => void;
  /** In note mode: the wires a note may go on are the enabled ones. */
  readonly marks: (ref: WireRef) => WireMarks;
  readonly on: (ref: WireRef) => ShownNote | undefined;
}

/** `view` null: no game on the table yet (the hook runs before the table shows). */
export function useNotes(table: Table, view: SeatView | null): Notes {
  const [noting, setNoting] = useState(false);
  const [editing, setEditing] = useState<WireRef | null>(null);
  const notes = table.state.notes;
  const marks = useCallback(
    (ref: WireRef): WireMarks => ({
      enabled: view !== null && noteable(view, ref),
      selected: false,
    }),
    [view],
  );
  const on = useCallback((ref: WireRef) => noteOn(notes, ref), [notes]);
  const close = useCallback(() => setEditing(null), []);
  return { notes, noting, setNoting, editing, open: setEditing, close, marks, on };
}
