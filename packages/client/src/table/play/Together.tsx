/**
 * Pointing at a set of wires together, in the action panel: mission 13's red wires, or mission
 * 23's four wires of a Number card. The button and why it is offered or not, the pointing step,
 * and what the confirmation must say (the seat's own wires of the set come along, a wrong wire
 * explodes the bomb).
 */
import type { LegalMenu, SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { ownOfSet, togetherNow, togetherSet } from '../../logic/reds';
import { wireNumber } from '../../logic/words';
import type { Play } from './usePlay';

/** "Your red wire #3 comes along" and the warning: said while pointing and when confirming. */
export function TogetherNotes({ view }: { view: SeatView }) {
  const { tn, t } = useI18n();
  const own = ownOfSet(view);
  const set = togetherSet(view);
  const wires = own.map(wireNumber).join(', ');
  const number = typeof set === 'number' ? set : null;
  return (
    <>
      {own.length > 0 && (
        <p className="play-hint" data-testid="together-own">
          {number === null
            ? tn('play.together.own', own.length, { wires })
            : tn('play.together.ownNumber', own.length, { wires, value: number })}
        </p>
      )}
      <p className="play-blocked play-warning" data-testid="together-warning">
        <span aria-hidden="true">⚠ </span>
        {number === null
          ? t('play.together.warning')
          : t('play.together.warningNumber', { value: number })}
      </p>
    </>
  );
}

/** The pointing step: how many wires are left to point at, own wires of the set, the warning. */
export function TogetherStep({ play, picked }: { play: Play; picked: number }) {
  const { tn } = useI18n();
  const count = play.ctx.legal.cutTogether?.count ?? 0;
  const set = togetherSet(play.ctx.view);
  return (
    <div data-testid="together">
      <p className="play-prompt">
        {typeof set === 'number'
          ? tn('play.together.promptNumber', count - picked, { value: set })
          : tn('play.together.prompt', count - picked)}
      </p>
      <TogetherNotes view={play.ctx.view} />
    </div>
  );
}

/**
 * On the seat's turn in a mission with the action: its button, with "you must" when nothing else
 * is left; or why it is not offered (2-3 players and no red wire in hand).
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
  const number = now.set === 'red' ? null : now.set;
  return (
    <>
      {now.mustPoint && (
        <p className="play-prompt" data-testid="together-must">
          {number === null
            ? t('play.together.must')
            : t('play.together.mustNumber', { value: number })}
        </p>
      )}
      <div className="play-row">
        <button
          type="button"
          className="danger"
          data-action="cutTogether"
          data-value-set={String(now.set)}
          onClick={onPoint}
        >
          <span aria-hidden="true">⚡ </span>
          {number === null
            ? t('play.action.together')
            : t('play.action.togetherNumber', { value: number })}
        </button>
      </div>
    </>
  );
}
