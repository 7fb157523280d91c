import type { SeatView, SequenceState } from '@bomb-busters/engine';
import { LockIcon } from '../../app/icons';
import { useI18n } from '../../i18n/I18n';
import { sequenceNow, sequencePhrase, type NumberCardNow } from '../../logic/sequence';
import { say } from '../../logic/words';
import './sequence.css';

/**
 * The sequence card on its row of Number cards (missions 9, 16 and 36). Each card says in a word and
 * a mark, not by colour alone, whether it is passed or removed (✓), next to the sequence card (▼, or ▶ ◀ at an end, with its
 * cut wires out of those needed) or closed (a padlock, its value struck out); a sentence says
 * what moves the sequence card on.
 */
export function SequenceCard({
  sequence,
  stands,
}: {
  sequence: SequenceState;
  stands: SeatView['stands'];
}) {
  const { t } = useI18n();
  const now = sequenceNow(sequence, stands);
  // Mission 36: the sequence card lies at an end of the row, its arrow pointing inward.
  const arrow = !sequence.row ? '▼' : sequence.at === sequence.row.from ? '▶' : '◀';
  const label = (card: NumberCardNow): string =>
    card.state === 'current'
      ? t('board.sequence.current', { value: card.value, cut: card.cut, needed: card.needed })
      : t(`board.sequence.${card.state}`, { value: card.value });
  const tag = (card: NumberCardNow): string =>
    card.state === 'current'
      ? t('board.sequence.tag.current', { cut: card.cut, needed: card.needed })
      : t(`board.sequence.tag.${card.state}`);
  return (
    <section
      className="sequence"
      aria-label={t('board.sequence.title')}
      data-testid="sequence"
      data-at={sequence.at}
    >
      <h3 className="panel-title">{t('board.sequence.title')}</h3>
      <ol className="sequence-cards">
        {now.cards.map((card) => (
          <li
            key={card.value}
            className={`sequence-card is-${card.state}`}
            data-number={card.value}
            data-state={card.state}
            aria-label={label(card)}
          >
            <span className="sequence-mark" aria-hidden="true">
              {card.state === 'current' ? arrow : card.state === 'passed' ? '✓' : <LockIcon />}
            </span>
            <span className="sequence-value" aria-hidden="true">
              {card.value}
            </span>
            <span className="sequence-tag" aria-hidden="true">
              {tag(card)}
            </span>
          </li>
        ))}
      </ol>
      <p className="sequence-text">{say(sequencePhrase(now), t)}</p>
    </section>
  );
}
