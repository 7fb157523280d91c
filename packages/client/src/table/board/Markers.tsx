import { colourOf, type Marker } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { say, shortPhrase } from '../../logic/words';

/** The red and yellow markers on the board; a "?" marker is one of the candidates of a draw. */
export function Markers({ markers }: { markers: readonly Marker[] }) {
  const { t } = useI18n();
  return (
    <section className="markers" aria-label={t('board.markers.title')}>
      <h3 className="panel-title">{t('board.markers.title')}</h3>
      {markers.length === 0 ? (
        <p className="muted">{t('board.markers.none')}</p>
      ) : (
        <ul className="chips">
          {markers.map((marker, i) => {
            const colour = colourOf(marker.printed) === 'red' ? 'red' : 'yellow';
            const text = t(`board.marker.${colour}`, { value: marker.printed });
            return (
              <li
                key={i}
                className={`chip chip--${colour}${marker.uncertain ? ' chip--maybe' : ''}`}
                aria-label={marker.uncertain ? t('board.marker.maybe', { marker: text }) : text}
              >
                <span aria-hidden="true">
                  {say(shortPhrase(marker.printed), t)} {marker.printed}
                  {marker.uncertain && ' ?'}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
