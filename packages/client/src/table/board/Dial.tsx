import type { Dial as DialState } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';

/** The detonator: notches from the furthest back to the skull, the needle on the current one. */
export function Dial({ dial }: { dial: DialState }) {
  const { t, tn } = useI18n();
  const steps = dial.stepsToSkull;
  const text =
    steps <= 0
      ? t('board.dial.exploded')
      : steps === 1
        ? t('board.dial.last')
        : tn('board.dial.left', steps - 1);
  const notches = Array.from({ length: Math.max(dial.max, dial.start, steps) + 1 }, (_, i) => i);
  return (
    <section
      className={`dial${steps <= 1 ? ' dial--danger' : ''}`}
      data-testid="dial"
      data-steps={steps}
      aria-label={t('board.dial.title')}
    >
      <h3 className="panel-title">{t('board.dial.title')}</h3>
      <ol className="dial-notches" aria-hidden="true">
        {notches.reverse().map((n) => (
          <li
            key={n === steps ? `now-${steps}` : n}
            className={[
              'dial-notch',
              n === 0 && 'dial-notch--skull',
              n === steps && 'is-current anim-flash',
              n === dial.start && 'is-start',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {n === 0 ? '☠' : n === steps ? '▼' : '·'}
            {n === dial.start && <span className="dial-start">{t('board.dial.start')}</span>}
          </li>
        ))}
      </ol>
      {/* Not a live region: the announcer already reads every move of the detonator. */}
      <p className="dial-text">{text}</p>
    </section>
  );
}
