import { colourOf, type SeatView } from '@bomb-busters/engine/data';
import { useI18n } from '../../i18n/I18n';
import { numberIn } from '../../i18n/translate';
import { markersShown } from '../../logic/markers';
import { say, shortPhrase } from '../../logic/words';
import './status.css';

/**
 * The red and yellow markers on the board. During the game a "?" marker is one of the candidates
 * of a draw; once it is over, each candidate says whether it was dealt.
 */
export function Markers({ view }: { view: Pick<SeatView, 'markers' | 'stands' | 'status'> }) {
  const { t, language } = useI18n();
  const markers = markersShown(view);
  return (
    <section className="markers" aria-label={t('board.markers.title')}>
      <h3 className="panel-title">{t('board.markers.title')}</h3>
      {markers.length === 0 ? (
        <p className="muted">{t('board.markers.none')}</p>
      ) : (
        <ul className="chips">
          {markers.map(({ printed, state }, i) => {
            const colour = colourOf(printed) === 'red' ? 'red' : 'yellow';
            const text = t(`board.marker.${colour}`, { value: printed });
            const label =
              state === 'maybe'
                ? t('board.marker.maybe', { marker: text })
                : state === 'dealt'
                  ? t('board.marker.dealt', { marker: text })
                  : state === 'notDealt'
                    ? t('board.marker.setAside', { marker: text })
                    : text;
            return (
              <li
                key={i}
                className={`chip chip--${colour} chip--${state}`}
                data-marker={printed}
                data-state={state}
                aria-label={label}
              >
                <span aria-hidden="true">
                  <span className="chip-value">
                    {say(shortPhrase(printed), t)} {numberIn(printed, language)}
                  </span>
                  {state === 'maybe' && ' ?'}
                  {state === 'notDealt' && (
                    <span className="chip-note"> {t('board.marker.notDealt')}</span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
