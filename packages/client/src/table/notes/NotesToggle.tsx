import { useEffect } from 'react';
import { useI18n } from '../../i18n/I18n';
import './notes.css';

/**
 * The switch into note mode: while on, every teammate's hidden wire can be chosen to write a
 * note on it (the key T does the same). On, it says so in words and focuses the first such wire.
 */
export function NotesToggle(props: {
  readonly on: boolean;
  readonly onChange: (on: boolean) => void;
}) {
  const { t } = useI18n();
  const { on } = props;
  useEffect(() => {
    if (on) document.querySelector<HTMLButtonElement>('.board .wire:not(:disabled)')?.focus();
  }, [on]);
  return (
    <div className={`notes-toggle${on ? ' notes-toggle--on' : ''}`}>
      <button
        type="button"
        data-action="notes"
        aria-pressed={on}
        onClick={() => props.onChange(!on)}
      >
        ✎ {t('notes.mode')}
      </button>
      {on && (
        <p role="status" className="notes-toggle-hint">
          {t('notes.mode.on')}
        </p>
      )}
    </div>
  );
}
