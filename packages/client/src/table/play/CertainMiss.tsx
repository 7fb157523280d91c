import type { Action, SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { certainMiss } from '../../logic/certain-miss';
import { infoPhrase, say, seatName, valuePhrase, wireNumber } from '../../logic/words';

export const CERTAIN_MISS_ID = 'certain-miss';

/**
 * Before a dual cut is confirmed: says plainly that it will miss when a visible info token rules
 * the announced value out (the Confirm button points here for screen readers).
 */
export function CertainMiss(props: { view: SeatView; action: Action; names: readonly string[] }) {
  const { t } = useI18n();
  const miss = certainMiss(props.view, props.action);
  if (!miss || props.action.type !== 'dualCut') return null;
  return (
    <p className="play-warning play-warning--miss" id={CERTAIN_MISS_ID} data-testid="certain-miss">
      <span aria-hidden="true">⚠ </span>
      {t('play.certainMiss', {
        name: seatName(props.names, miss.wire.seat),
        wire: wireNumber(miss.wire),
        token: say(infoPhrase(miss.info), t),
        value: say(valuePhrase(props.action.value), t),
      })}
    </p>
  );
}
