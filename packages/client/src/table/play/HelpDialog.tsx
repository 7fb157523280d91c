import { useI18n } from '../../i18n/I18n';
import { keyCap } from '../../logic/keycaps';
import { SHORTCUTS } from '../../logic/keys';
import { LearnLink } from '../../learn/LearnLink';
import { RulesLink } from '../../rules/RulesLink';
import { useModalDialog } from './useModalDialog';
import './help.css';

/** How to play by keyboard: every shortcut, and how pointing works. A modal dialog. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const dialog = useModalDialog(open);
  return (
    <dialog
      ref={dialog}
      className="play-help"
      data-testid="help"
      aria-labelledby="play-help-title"
      onClose={onClose}
    >
      {/* The close button sits by the title: focused on opening, it keeps the title in view. */}
      <header className="play-help-head">
        <h2 id="play-help-title">{t('play.help.title')}</h2>
        <button type="button" data-action="close-help" onClick={onClose} autoFocus>
          {t('common.close')}
        </button>
      </header>
      <p className="play-help-rules">
        <RulesLink />
      </p>
      <p className="play-help-rules">
        <LearnLink />
      </p>
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
                <kbd key={k}>{keyCap(k, t)}</kbd>
              ))}
            </dt>
            <dd>{t(s.help)}</dd>
          </div>
        ))}
      </dl>
    </dialog>
  );
}
