import type { WireRef } from '@bomb-busters/engine';
import type { NoteMessage } from '../../net/socket';
import { MAX_NOTE_MARKS, MAX_NOTE_TEXT } from '@bomb-busters/protocol/constants';
import { useState } from 'react';
import { useI18n } from '../../i18n/I18n';
import {
  draftOf,
  marksOf,
  roomForMark,
  toggleEither,
  toggleNot,
  toggleUnsure,
  type MarkDraft,
  type ShownNote,
} from '../../logic/notes';
import { useModalDialog } from '../play/useModalDialog';
import './notes.css';

const VALUES = Array.from({ length: 12 }, (_, i) => i + 1);

/** The two rows of value buttons: "not v", and "one of v and w". */
const ROWS = [
  {
    kind: 'not',
    legend: 'notes.editor.not',
    label: 'notes.editor.notValue',
    toggle: toggleNot,
  },
  {
    kind: 'either',
    legend: 'notes.editor.either',
    label: 'notes.editor.eitherValue',
    toggle: toggleEither,
  },
] as const;

/**
 * The editor of the seat's note on one wire: quick marks as toggle buttons ("not v", "one of v
 * and w", "?") and a short text. A modal dialog: Escape or Cancel closes it unchanged.
 */
export function NoteEditor(props: {
  readonly wire: WireRef;
  /** "Ann's stand". */
  readonly stand: string;
  readonly note: ShownNote | undefined;
  readonly onSend: (message: NoteMessage) => void;
  readonly onClose: () => void;
}) {
  const { t } = useI18n();
  const dialog = useModalDialog(true);
  const [draft, setDraft] = useState<MarkDraft>(() => draftOf(props.note?.marks ?? []));
  const [text, setText] = useState(props.note?.text ?? '');
  const marks = marksOf(draft);
  const empty = marks.length === 0 && text.trim() === '';
  const full = !roomForMark(draft);
  const { wire } = props;
  const save = () => {
    if (empty) return;
    props.onSend({ type: 'note', wire, marks, text: text.trim() });
    props.onClose();
  };
  return (
    <dialog
      ref={dialog}
      className="note-editor"
      data-testid="note-editor"
      aria-labelledby="note-editor-title"
      onClose={props.onClose}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <h2 id="note-editor-title">
          {t('notes.editor.title', { stand: props.stand, wire: wire.index + 1 })}
        </h2>
        <p className="note-editor-private">{t('notes.editor.private')}</p>
        {ROWS.map((row) => (
          <fieldset key={row.kind}>
            <legend>{t(row.legend)}</legend>
            <div className="note-values">
              {VALUES.map((v) => (
                <button
                  key={v}
                  type="button"
                  className={`note-value note-value--${row.kind}`}
                  aria-pressed={draft[row.kind].includes(v)}
                  aria-label={t(row.label, { value: v })}
                  // A mark that does not fit is told, not silently ignored.
                  aria-disabled={
                    !draft[row.kind].includes(v) &&
                    full &&
                    (row.kind === 'not' || draft.either.length === 0)
                  }
                  data-note={`${row.kind}-${v}`}
                  onClick={() => setDraft((d) => row.toggle(d, v))}
                >
                  {row.kind === 'not' ? `≠${v}` : v}
                </button>
              ))}
            </div>
          </fieldset>
        ))}
        <button
          type="button"
          className="note-unsure"
          aria-pressed={draft.unsure}
          aria-disabled={!draft.unsure && full}
          data-note="unsure"
          onClick={() => setDraft(toggleUnsure)}
        >
          {t('notes.editor.unsure')}
        </button>
        {full && (
          <p className="note-editor-full" role="status">
            {t('notes.editor.full', { count: MAX_NOTE_MARKS })}
          </p>
        )}
        <label className="note-text">
          {t('notes.editor.text', { count: MAX_NOTE_TEXT })}
          <input
            type="text"
            value={text}
            maxLength={MAX_NOTE_TEXT}
            data-testid="note-text"
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        {empty && <p className="note-editor-hint">{t('notes.editor.empty')}</p>}
        <div className="note-editor-actions">
          <button type="submit" data-action="save-note" disabled={empty}>
            {t('notes.editor.save')}
          </button>
          {props.note && (
            <button
              type="button"
              data-action="delete-note"
              onClick={() => {
                props.onSend({ type: 'clearNote', wire });
                props.onClose();
              }}
            >
              {t('notes.editor.delete')}
            </button>
          )}
          <button type="button" data-action="cancel-note" onClick={props.onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
