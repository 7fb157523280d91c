import type { SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import type { Choice } from '../../logic/menu';

/**
 * Mission 36: the two ends of the row the sequence card may go to, each named by its side and
 * the Number card there (the arrow then points inward, at that card).
 */
export function SequenceEnds(props: {
  options: readonly number[];
  view: SeatView;
  pick: (choice: Choice) => void;
}) {
  const { t } = useI18n();
  const row = props.view.sequence?.row;
  const numbers = props.view.sequence?.numbers ?? [];
  const sideOf = (card: number) =>
    props.options.length === 1 || !row || numbers.indexOf(card) !== row.from ? 'right' : 'left';
  return (
    <div className="play-choices" role="group" aria-label={t('board.sequence.title')}>
      {props.options.map((card) => {
        const label = t(`play.sequence.${sideOf(card)}`, { value: card });
        return (
          <button
            key={card}
            type="button"
            data-action="placeSequence"
            data-value={card}
            aria-label={label}
            onClick={() => props.pick({ field: 'end', value: card })}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
