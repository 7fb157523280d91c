import type { GameEvent, Viewer } from '@bomb-busters/engine';
import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/I18n';
import { describeEvent, say } from '../../logic/words';

/** The seat an event is about, if any: the viewer's own entries are marked. */
const actorOf = (event: GameEvent): number | null =>
  'seat' in event ? event.seat : 'wire' in event ? event.wire.seat : null;

/** Every event in words, newest last; the list follows new entries and speaks them politely. */
export function EventLog({
  log,
  names,
  viewer,
}: {
  log: readonly GameEvent[];
  names: readonly string[];
  viewer: Viewer;
}) {
  const { t } = useI18n();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [log.length]);
  return (
    <section className="event-log" aria-label={t('board.log.title')}>
      <h3 className="panel-title">{t('board.log.title')}</h3>
      {log.length === 0 && <p className="muted">{t('board.log.empty')}</p>}
      <ol
        ref={list}
        className="event-log-list"
        data-testid="event-log"
        // The table's announcer reads new events out once; the log itself stays quiet.
        aria-live="off"
        tabIndex={0}
        aria-label={t('board.log.title')}
      >
        {log.map((event, i) => (
          <li
            key={i}
            className={`event event--${event.type}${actorOf(event) === viewer ? ' is-mine' : ''}`}
          >
            {say(describeEvent(event, names), t)}
          </li>
        ))}
      </ol>
    </section>
  );
}
