/**
 * A seat's private notes on wires (docs/protocol.md, "Notes"): which wires take one, the marks
 * as a short badge readable without colour ("≠5", "5/6", "?") and in words, the editor's marks,
 * and the notes standing at a replay step.
 */
import type { SeatView, WireRef } from '@bomb-busters/engine';
import type { NoteMark, NoteSpan, WireNote } from '@bomb-busters/protocol';
import { MAX_NOTE_MARKS } from '@bomb-busters/protocol/constants';
import { sameWire, wireKey } from './refs';
import type { Translate } from './words';

/** A note as the board shows it: marks and text, whether standing now or at a replay step. */
export type ShownNote = Pick<WireNote, 'wire' | 'marks' | 'text'>;

/** Whether the viewer may write a note on this wire: another seat's uncut wire, game in play. */
export function noteable(view: SeatView, ref: WireRef): boolean {
  if (view.viewer === 'spectator' || ref.seat === view.viewer) return false;
  if (view.status === 'won' || view.status === 'lost') return false;
  const wire = view.stands.find((s) => s.seat === ref.seat && s.stand === ref.stand)?.wires[
    ref.index
  ];
  return wire !== undefined && !wire.cut && wire.printed === null;
}

/** The notes to show, by wire key: only on wires still noteable (a cut wire's note is gone). */
export function notesByWire(
  view: SeatView,
  notes: readonly ShownNote[],
): ReadonlyMap<string, ShownNote> {
  return new Map(notes.filter((n) => noteable(view, n.wire)).map((n) => [wireKey(n.wire), n]));
}

export const noteOn = (notes: readonly ShownNote[], ref: WireRef): ShownNote | undefined =>
  notes.find((n) => sameWire(n.wire, ref));

const markBadge = (m: NoteMark): string =>
  m.kind === 'not' ? `≠${m.value}` : m.kind === 'either' ? m.values.join('/') : '?';

/** The badge on the wire: its marks, or a pencil for a note of text only. */
export const noteBadge = (note: ShownNote): string =>
  note.marks.length > 0 ? note.marks.map(markBadge).join(' ') : '✎';

/** The note in words, for the wire's accessible name and tooltip. */
export function noteWords(note: ShownNote, t: Translate): string {
  const marks = note.marks.map((m) =>
    m.kind === 'not'
      ? t('notes.mark.not', { value: m.value })
      : m.kind === 'either'
        ? t('notes.mark.either', { first: m.values[0], second: m.values[1] })
        : t('notes.mark.unsure'),
  );
  const parts = note.text ? [...marks, `“${note.text}”`] : marks;
  return t('notes.label', { note: parts.join(', ') });
}

/** The marks the editor holds: "not" values, up to two "one of" values, "?". */
export interface MarkDraft {
  readonly not: readonly number[];
  readonly either: readonly number[];
  readonly unsure: boolean;
}

export const EMPTY_DRAFT: MarkDraft = { not: [], either: [], unsure: false };

export function draftOf(marks: readonly NoteMark[]): MarkDraft {
  return {
    not: marks.flatMap((m) => (m.kind === 'not' ? [m.value] : [])),
    either: marks.flatMap((m) => (m.kind === 'either' ? [...m.values] : [])).slice(0, 2),
    unsure: marks.some((m) => m.kind === 'unsure'),
  };
}

/** The marks a draft makes: "one of" counts once it names two values. */
export function marksOf(draft: MarkDraft): NoteMark[] {
  const [first, second] = draft.either;
  return [
    ...draft.not.map((value): NoteMark => ({ kind: 'not', value })),
    ...(first !== undefined && second !== undefined
      ? [{ kind: 'either' as const, values: [first, second] as [number, number] }]
      : []),
    ...(draft.unsure ? [{ kind: 'unsure' as const }] : []),
  ];
}

/** How many marks the draft holds, a "one of" being counted from its first value. */
const used = (d: MarkDraft): number =>
  d.not.length + (d.either.length > 0 ? 1 : 0) + (d.unsure ? 1 : 0);

/** Whether one more mark fits (MAX_NOTE_MARKS). */
export const roomForMark = (d: MarkDraft): boolean => used(d) < MAX_NOTE_MARKS;

/** Toggle "not v"; a new one only while there is room. */
export function toggleNot(d: MarkDraft, value: number): MarkDraft {
  if (d.not.includes(value)) return { ...d, not: d.not.filter((v) => v !== value) };
  return roomForMark(d) ? { ...d, not: [...d.not, value].sort((a, b) => a - b) } : d;
}

/** Toggle a "one of" value: a third one replaces the older of the two. */
export function toggleEither(d: MarkDraft, value: number): MarkDraft {
  if (d.either.includes(value)) return { ...d, either: d.either.filter((v) => v !== value) };
  if (d.either.length === 0 && !roomForMark(d)) return d;
  const either = [...d.either, value].slice(-2).sort((a, b) => a - b);
  return { ...d, either };
}

export function toggleUnsure(d: MarkDraft): MarkDraft {
  if (d.unsure) return { ...d, unsure: false };
  return roomForMark(d) ? { ...d, unsure: true } : d;
}

/** The notes a seat had at a replay step of version `version`. */
export const notesAt = (spans: readonly NoteSpan[], version: number): ShownNote[] =>
  spans.filter((n) => n.from <= version && (n.until === null || version < n.until));
