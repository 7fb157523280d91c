import type { SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { countPairChoice } from '../../logic/count-tokens';
import { falseTokenStep, pickedOwnValue } from '../../logic/false-tokens';
import type { Choice } from '../../logic/menu';
import { say, valuePhrase, wireNumber } from '../../logic/words';

/**
 * What a pending choice of this seat needs explained: Rhett's false token (it must lie: any
 * value but the wire's own), the blind pick of a face-down equipment card, and where the second
 * x2 token of a value held four times goes.
 */
export function PendingHints({ view, choices }: { view: SeatView; choices: readonly Choice[] }) {
  const { t } = useI18n();
  if (view.pending?.kind === 'flipEquipment')
    return (
      <p className="play-hint" data-testid="flip-hint">
        {t('play.flip.blind')}
      </p>
    );
  const pair = countPairChoice(view);
  if (pair)
    return (
      <p className="play-hint" data-testid="count-pair-hint">
        {t('play.countPair.hint', { value: pair.value, wire: wireNumber(pair.first) })}
      </p>
    );
  const step = falseTokenStep(view);
  if (!step) return null;
  const own = pickedOwnValue(view, choices);
  return (
    <div className="play-hint" data-testid="false-token-hint">
      <p>
        <span aria-hidden="true">≠ </span>
        {step.cause === 'setup'
          ? t('play.false.setup', { n: step.placed + 1, total: step.total })
          : t('play.false.failure')}
      </p>
      {own !== null && (
        <p data-testid="false-token-own">
          {t('play.false.notOwn', { value: say(valuePhrase(own), t) })}
        </p>
      )}
    </div>
  );
}
