import type { SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { turnIsOpen, type OpenTurn, type SnipBar } from '../../logic/snip';
import { seatName } from '../../logic/words';
import './clock.css';

const REASON_ID = 'snip-reason';

/**
 * The "Snip!" button, big and first in line, with its shortcut; disabled when this seat may not
 * claim the turn, with the reason beside it (in words: never by its look alone).
 */
export function SnipButton({ bar, onSnip }: { bar: SnipBar | null; onSnip?: () => void }) {
  const { t } = useI18n();
  const enabled = !!onSnip && bar === null;
  return (
    <div className="snip-control">
      <button
        type="button"
        className="primary snip-button"
        data-action="snip"
        aria-keyshortcuts="N"
        disabled={!enabled}
        {...(bar ? { 'aria-describedby': REASON_ID } : {})}
        onClick={onSnip}
      >
        <span aria-hidden="true">✂ </span>
        {t('snip.button')}
        <kbd aria-hidden="true">N</kbd>
      </button>
      {bar && (
        <p id={REASON_ID} className="play-blocked" data-testid="snip-reason" data-reason={bar}>
          <span aria-hidden="true">⊘ </span>
          {t(`snip.bar.${bar}`)}
        </p>
      )}
    </div>
  );
}

/**
 * In the seat's action panel while nobody holds the turn: the button to take it (the card beside
 * the detonator says the rest).
 */
export function SnipControl({ open, onSnip }: { open: OpenTurn; onSnip: () => void }) {
  return (
    <div className="snip-panel" data-testid="snip-control">
      <SnipButton bar={open.claim ? null : open.bar} {...(open.claim ? { onSnip } : {})} />
    </div>
  );
}

/**
 * Beside the detonator while nobody holds the turn (mission 10), for everyone: the turn is open,
 * the first to say "Snip!" plays, and who took the last turn. A spectator's table (`button`)
 * shows the button too, disabled, with the reason.
 */
export function SnipCard({
  view,
  names,
  button = false,
}: {
  view: Pick<SeatView, 'snip' | 'status' | 'viewer'>;
  names: readonly string[];
  button?: boolean;
}) {
  const { t } = useI18n();
  if (!turnIsOpen(view)) return null;
  const last = view.snip?.last ?? null;
  return (
    <section
      className="snip-card"
      aria-label={t('snip.title')}
      data-testid="snip-card"
      data-last={last ?? undefined}
    >
      <h3 className="panel-title">
        <span aria-hidden="true">✂ </span>
        {t('snip.title')}
      </h3>
      <p className="snip-card-text">{t(last === null ? 'snip.start' : 'snip.open')}</p>
      {last !== null && (
        <p className="snip-card-last" data-testid="snip-last">
          {last === view.viewer
            ? t('snip.lastYou')
            : t('snip.last', { name: seatName(names, last) })}
        </p>
      )}
      {button && view.viewer === 'spectator' && <SnipButton bar="spectator" />}
    </section>
  );
}
