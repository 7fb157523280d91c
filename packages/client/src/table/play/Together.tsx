/**
 * Mission 13's "point at the red wires together" in the action panel: the button and why it is
 * offered or not, the pointing step, and what the confirmation must say (own reds included, a
 * wrong wire explodes the bomb).
 */
import type { LegalMenu, SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { ownReds, togetherNow } from '../../logic/reds';
import { wireNumber } from '../../logic/words';
import type { Play } from './usePlay';

/** "Your red wire #3 comes along" and the warning: said while pointing and when confirming. */
export function TogetherNotes({ view }: { view: SeatView }) {
  const { tn, t } = useI18n();
  const own = ownReds(view);
  return (
    <>
      {own.length > 0 && (
        <p className="play-hint" data-testid="together-own">
          {tn('play.together.own', own.length, { wires: own.map(wireNumber).join(', ') })}
        </p>
      )}
      <p className="play-blocked play-warning" data-testid="together-warning">
        <span aria-hidden="true">⚠ </span>
        {t('play.together.warning')}
      </p>
    </>
  );
}

/** The pointing step: how many wires are left to point at, own reds, the warning. */
export function TogetherStep({ play, picked }: { play: Play; picked: number }) {
  const { tn } = useI18n();
  const count = play.ctx.legal.cutTogether?.count ?? 0;
  return (
    <div data-testid="together">
      <p className="play-prompt">{tn('play.together.prompt', count - picked)}</p>
      <TogetherNotes view={play.ctx.view} />
    </div>
  );
}

/**
 * On the seat's turn in a mission with the action: its button, with "you must" when only red
 * wires are left; or why it is not offered (2-3 players and no red wire in hand).
 */
export function TogetherIdle({
  view,
  legal,
  onPoint,
}: {
  view: SeatView;
  legal: LegalMenu;
  onPoint: () => void;
}) {
  const { t } = useI18n();
  const now = togetherNow(view, legal);
  if (!now) return null;
  if (now.kind === 'notHolding')
    return (
      <p className="play-blocked" data-testid="together-absent">
        {t('play.together.notHolding', { from: now.from })}
      </p>
    );
  return (
    <>
      {now.mustPoint && (
        <p className="play-prompt" data-testid="together-must">
          {t('play.together.must')}
        </p>
      )}
      <div className="play-row">
        <button type="button" className="danger" data-action="cutTogether" onClick={onPoint}>
          <span aria-hidden="true">⚡ </span>
          {t('play.action.together')}
        </button>
      </div>
    </>
  );
}
