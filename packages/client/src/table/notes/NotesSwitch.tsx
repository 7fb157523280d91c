import { useEffect } from 'react';
import { useI18n } from '../../i18n/I18n';
import './notes.css';

/**
 * The switch into note mode, in the first teammate's stand caption: while on, every teammate's
 * hidden wire can be chosen to write a note on it (the key T does the same).
 */
export function NotesSwitch(props: {
  readonly on: boolean;
  readonly onChange: (on: boolean) => void;
}) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="notes-switch"
      data-action="notes"
      aria-pressed={props.on}
      aria-keyshortcuts="T"
      title={t('notes.key')}
      onClick={() => props.onChange(!props.on)}
    >
      <span aria-hidden="true">✎ </span>
      {t('notes.mode')}
    </button>
  );
}

/** In note mode, above the board: what to do, in words; the first wire to note takes the focus. */
export function NotesHint() {
  const { t } = useI18n();
  useEffect(() => {
    document.querySelector<HTMLButtonElement>('.board .wire:not(:disabled)')?.focus();
  }, []);
  return (
    <p role="status" className="notes-hint" data-testid="notes-hint">
      ✎ {t('notes.mode.on')}
    </p>
  );
}
