import { useI18n } from '../../i18n/I18n';
import { say, shortPhrase } from '../../logic/words';

/**
 * Mission 11's Number card on the mission card: its value, the red letter (not colour alone) and
 * what it means, beside the detonator so every turn shows it.
 */
export function RedNumberCard({ values }: { values: readonly number[] }) {
  const { t } = useI18n();
  return (
    <section
      className="red-number"
      aria-label={t('board.redNumber.title')}
      data-testid="red-number"
    >
      <h3 className="panel-title">{t('board.redNumber.title')}</h3>
      {values.map((value) => (
        <p key={value} className="red-number-card">
          <span className="red-number-value" aria-hidden="true">
            {value}
            <span className="wire-red-mark">{say(shortPhrase(1.5), t)}</span>
          </span>
          <span className="red-number-text">{t('board.redNumber.text', { value })}</span>
        </p>
      ))}
    </section>
  );
}
