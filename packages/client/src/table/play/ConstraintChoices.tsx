/**
 * The constraint cards' choices in the action panel (missions 31, 32, 37): the card a seat takes
 * at setup (31), the Captain's keep-or-replace as each turn begins (32), and "I cannot obey my
 * card", offered by the engine only when no cut obeys it.
 */
import type { ConstraintCard, LegalMenu, SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import type { Choice } from '../../logic/menu';
import { obeyedCard } from '../../logic/briefing';
import { plainAction } from '../../logic/menu';
import type { Input } from './selection';

const HINT_ID = 'play-cannot-obey';

/** One button per face-up card, its letter and what it asks. */
export function ConstraintOptions(props: {
  options: readonly ConstraintCard[];
  pick: (choice: Choice) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <p className="play-hint">{t('play.constraint.pick')}</p>
      <div className="play-choices" role="group" aria-label={t('board.constraints.title')}>
        {props.options.map((card) => {
          const label = t('board.constraints.card', {
            card,
            text: t(`board.constraint.${card}`),
          });
          return (
            <button
              key={card}
              type="button"
              className="play-constraint-card"
              data-action="pickConstraint"
              data-value={card}
              aria-label={label}
              title={label}
              onClick={() => props.pick({ field: 'constraint', value: card })}
            >
              <strong aria-hidden="true">{card}</strong>{' '}
              <span aria-hidden="true">{t(`board.constraint.${card}`)}</span>
            </button>
          );
        })}
      </div>
    </>
  );
}

/** The Captain keeps the shared card or turns the next one up. */
export function ReplaceOptions(props: { view: SeatView; pick: (choice: Choice) => void }) {
  const { t } = useI18n();
  const card = props.view.constraints?.shared;
  return (
    <>
      {card && <p className="play-hint">{t('play.constraint.replacePrompt', { card })}</p>}
      <div className="play-choices">
        <button
          type="button"
          data-action="keepConstraint"
          onClick={() => props.pick({ field: 'replace', value: false })}
        >
          {t('play.constraint.keep')}
        </button>
        <button
          type="button"
          data-action="replaceConstraint"
          onClick={() => props.pick({ field: 'replace', value: true })}
        >
          {t('play.constraint.replace')}
        </button>
      </div>
    </>
  );
}

/**
 * On the seat's turn, the constraint card it obeys, in words: what it forbids besides values
 * (no solo cut, an end wire, equipment...) has no crossed-out value to say it. Left out when
 * the values held back by the card already name it.
 */
export function ObeyedCard({ view, named }: { view: SeatView; named: boolean }) {
  const { t } = useI18n();
  const card = obeyedCard(view);
  if (!card || named) return null;
  return (
    <p className="play-hint" data-testid="obeyed-card">
      {t('play.constraint.obeyed', { card, text: t(`board.constraint.${card}`) })}
    </p>
  );
}

/** "I cannot obey my card", when the engine offers it. */
export function CannotObey(props: { legal: LegalMenu; input: (input: Input) => void }) {
  const { t } = useI18n();
  if (!plainAction(props.legal, 'cannotObey')) return null;
  return (
    <div className="play-pick" data-testid="cannot-obey">
      <p className="play-prompt" id={HINT_ID}>
        {t('play.constraint.cannotObeyHint')}
      </p>
      <div className="play-row">
        <button
          type="button"
          data-action="cannotObey"
          aria-describedby={HINT_ID}
          onClick={() => props.input({ type: 'cannotObey' })}
        >
          <span aria-hidden="true">⇥ </span>
          {t('play.constraint.cannotObey')}
        </button>
      </div>
    </div>
  );
}
