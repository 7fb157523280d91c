import { blueValues, missionById, type MissionId } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';

/** Validation tokens: every blue value of the mission, checked once all four are cut. */
export function Validation({
  validated,
  mission,
}: {
  validated: readonly number[];
  mission: MissionId;
}) {
  const { t } = useI18n();
  const [from, to] = missionById(mission)?.blue ?? [1, 12];
  return (
    <section className="validation" aria-label={t('board.validation.title')}>
      <h3 className="panel-title">{t('board.validation.title')}</h3>
      <ul className="validation-values">
        {blueValues(from, to).map((value) => {
          const done = validated.includes(value);
          return (
            <li
              key={value}
              className={`validation-value${done ? ' is-done' : ''}`}
              aria-label={t(done ? 'board.validation.done' : 'board.validation.open', { value })}
            >
              <span aria-hidden="true">
                {value}
                {done && ' ✓'}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
