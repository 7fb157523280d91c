/**
 * Pointing at a set of wires together, in the action panel: mission 13's red wires, mission 23's
 * four wires of a Number card, or mission 30's yellow sweep. The button and why it is offered or
 * not, the pointing step, and what the confirmation must say (the seat's own wires of the set
 * come along, a wrong wire explodes the bomb).
 */
import type { LegalMenu, SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { ownOfSet, togetherNow, togetherSet, type TogetherSet } from '../../logic/reds';
import { wireNumber } from '../../logic/words';
import type { Play } from './usePlay';

/** The key of a set's words: the red wires', a Number card's (with its value), the yellows'. */
const byKind = <K extends string>(set: TogetherSet | null, red: K, number: K, yellow: K): K =>
  set === 'yellow' ? yellow : typeof set === 'number' ? number : red;

/** "Your red wire #3 comes along" and the warning: said while pointing and when confirming. */
export function TogetherNotes({ view }: { view: SeatView }) {
  const { tn, t } = useI18n();
  const own = ownOfSet(view);
  const set = togetherSet(view);
  const wires = own.map(wireNumber).join(', ');
  const value = typeof set === 'number' ? set : '';
  return (
    <>
      {own.length > 0 && (
        <p className="play-hint" data-testid="together-own">
          {tn(
            byKind(set, 'play.together.own', 'play.together.ownNumber', 'play.together.ownYellow'),
            own.length,
            { wires, value },
          )}
        </p>
      )}
      <p className="play-blocked play-warning" data-testid="together-warning">
        <span aria-hidden="true">⚠ </span>
        {t(
          byKind(
            set,
            'play.together.warning',
            'play.together.warningNumber',
            'play.together.warningYellow',
          ),
          { value },
        )}
      </p>
    </>
  );
}

/** The pointing step: how many wires are left to point at, own wires of the set, the warning. */
export function TogetherStep({ play, picked }: { play: Play; picked: number }) {
  const { tn } = useI18n();
  const count = play.ctx.legal.cutTogether?.count ?? 0;
  const set = togetherSet(play.ctx.view);
  const key = byKind(
    set,
    'play.together.prompt',
    'play.together.promptNumber',
    'play.together.promptYellow',
  );
  return (
    <div data-testid="together">
      <p className="play-prompt">
        {tn(key, count - picked, { value: typeof set === 'number' ? set : '' })}
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
  const value = typeof now.set === 'number' ? now.set : '';
  return (
    <>
      {now.mustPoint && (
        <p className="play-prompt" data-testid="together-must">
          {t(byKind(now.set, 'play.together.must', 'play.together.mustNumber', 'play.sweep.must'), {
            value,
          })}
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
          {t(
            byKind(
              now.set,
              'play.action.together',
              'play.action.togetherNumber',
              'play.action.togetherYellow',
            ),
            { value },
          )}
        </button>
      </div>
    </>
  );
}
