import { blueValues, missionById, type MissionId } from '@bomb-busters/engine/data';
import { useI18n } from '../../i18n/I18n';

import './status.css';

/**
 * Validation tokens: every blue value of the mission, checked once all four are cut; a value
 * acting as red (mission 11) is struck out, as it is never validated.
 */
export function Validation({
  validated,
  mission,
  redValues,
}: {
  validated: readonly number[];
  mission: MissionId;
  redValues: readonly number[];
}) {
  const { t } = useI18n();
  const [from, to] = missionById(mission)?.blue ?? [1, 12];
  return (
    <section className="validation" aria-label={t('board.validation.title')}>
      <h3 className="panel-title">{t('board.validation.title')}</h3>
      <ul className="validation-values">
        {blueValues(from, to).map((value) => {
          const done = validated.includes(value);
          const red = redValues.includes(value);
          const label = red
            ? 'board.validation.red'
            : done
              ? 'board.validation.done'
              : 'board.validation.open';
          return (
            <li
              key={value}
              className={`validation-value${done ? ' is-done' : ''}${red ? ' is-red' : ''}`}
              aria-label={t(label, { value })}
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
