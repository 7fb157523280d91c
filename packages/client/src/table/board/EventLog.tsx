import type { GameEvent, Viewer } from '@bomb-busters/engine';
import type { BotMove } from '@bomb-busters/protocol';
import { useMemo, useRef } from 'react';
import { BotIcon } from '../../app/BotIcon';
import { useI18n } from '../../i18n/I18n';
import { botMovePhrase, logLines } from '../../logic/seats';
import { describeEvent, say, type EventTable } from '../../logic/words';
import { ChatLine } from './ChatLine';
import { usePinnedToEnd } from './usePinnedToEnd';
import './seats.css';

/** The seat an event is about, if any: the viewer's own entries are marked (not spectators'). */
const actorOf = (event: GameEvent): number | null =>
  'seat' in event
    ? event.seat === 'spectator'
      ? null
      : event.seat
    : 'wire' in event
      ? event.wire.seat
      : null;

const NO_BOT_MOVES: readonly BotMove[] = [];

/**
 * Every event in words, newest last, with a line before each move a bot made for a person; the
 * list follows new entries unless the player scrolled up (usePinnedToEnd).
 */
export function EventLog({
  log,
  names,
  viewer,
  botMoves = NO_BOT_MOVES,
  table = {},
  from,
}: {
  log: readonly GameEvent[];
  names: readonly string[];
  viewer: Viewer;
  botMoves?: readonly BotMove[];
  /** The mission sheet and sequence card, to name the cells ticked and the cards reached. */
  table?: EventTable;
  /** A replay step's first entry: it and those after it are the step's own lines, marked. */
  from?: number;
}) {
  const { t } = useI18n();
  const list = useRef<HTMLOListElement>(null);
  const lines = useMemo(() => logLines(log, botMoves), [log, botMoves]);
  const onScroll = usePinnedToEnd(list, lines.length);
  return (
    <section className="event-log" aria-label={t('board.log.title')}>
      <h3 className="panel-title">{t('board.log.title')}</h3>
      {log.length === 0 && <p className="muted">{t('board.log.empty')}</p>}
      <ol
        ref={list}
        onScroll={onScroll}
        className="event-log-list"
        data-testid="event-log"
        // The table's announcer reads new events out once; the log itself stays quiet.
        aria-live="off"
        tabIndex={0}
        aria-label={t('board.log.title')}
      >
        {lines.map((line) =>
          line.kind === 'bot' ? (
            <li
              key={`bot-${line.move.at}-${line.move.seat}`}
              className={`event event--bot-move${line.move.seat === viewer ? ' is-mine' : ''}`}
              data-bot-move={line.move.reason}
            >
              <BotIcon />
              {say(botMovePhrase(line.move, names), t)}
            </li>
          ) : (
            <li
              key={line.index}
              className={`event event--${line.event.type}${actorOf(line.event) === viewer ? ' is-mine' : ''}`}
              aria-current={from !== undefined && line.index >= from ? 'step' : undefined}
            >
              {line.event.type === 'said' ? (
                <ChatLine event={line.event} names={names} />
              ) : (
                say(describeEvent(line.event, names, table), t)
              )}
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
