import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/I18n';
import { SHORTCUTS } from '../../logic/keys';

/** How to play by keyboard: every shortcut, and how pointing works. A modal dialog. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="play-help"
      data-testid="help"
      aria-labelledby="play-help-title"
      onClose={onClose}
    >
      <h2 id="play-help-title">{t('play.help.title')}</h2>
      <p>{t('play.help.intro')}</p>
      <p>{t('play.help.board')}</p>
      <p>{t('play.help.cut')}</p>
      <p>{t('play.help.detectors')}</p>
      <p>{t('play.help.equipment')}</p>
      <p>{t('briefing.help')}</p>
      <h3>{t('play.help.keys')}</h3>
      <dl className="play-keys">
        {SHORTCUTS.map((s) => (
          <div key={s.help}>
            <dt>
              {s.keys.map((k) => (
                <kbd key={k}>{k}</kbd>
              ))}
            </dt>
            <dd>{t(s.help)}</dd>
          </div>
        ))}
      </dl>
      <button type="button" data-action="close-help" onClick={onClose} autoFocus>
        {t('common.close')}
      </button>
    </dialog>
  );
}
