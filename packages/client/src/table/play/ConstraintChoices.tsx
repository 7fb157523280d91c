/**
 * The constraint cards' choices in the action panel (missions 31, 32, 34, 37): the card a seat
 * takes at setup (31), the Captain's keep-or-replace as each turn begins (32), "I cannot obey my
 * card", offered by the engine only when no cut obeys it, and 34's accusation at a turn's start.
 */
import { useState } from 'react';
import type { ConstraintCard, LegalMenu, Seat, SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { seatName } from '../../logic/words';
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

/** "I cannot obey my card", when the engine offers it; in 34, what saying so costs. */
export function CannotObey(props: {
  view: SeatView;
  legal: LegalMenu;
  input: (input: Input) => void;
}) {
  const { t } = useI18n();
  if (!plainAction(props.legal, 'cannotObey')) return null;
  const secret = props.view.constraints?.secret === true;
  return (
    <div className="play-pick" data-testid="cannot-obey">
      <p className="play-prompt" id={HINT_ID}>
        {t(secret ? 'play.constraint.cannotObeySecret' : 'play.constraint.cannotObeyHint')}
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

const ACCUSE_HINT_ID = 'play-accuse-hint';

/**
 * Mission 34, at the start of the seat's turn: name the teammate thought to hold the Captain card
 * and the card they obey; the confirmation step then says what a wrong guess costs.
 */
export function Accusation(props: {
  legal: LegalMenu;
  names: readonly string[];
  input: (input: Input) => void;
}) {
  const { t } = useI18n();
  const offered = props.legal.actions.flatMap((a) => (a.type === 'accuse' ? [a] : []));
  const seats = [...new Set(offered.map((a) => a.accused))];
  const cards = [...new Set(offered.map((a) => a.card))];
  const [accused, setAccused] = useState<Seat | null>(null);
  const [card, setCard] = useState<ConstraintCard | null>(null);
  if (offered.length === 0) return null;
  const who = accused ?? seats[0] ?? 0;
  const which = card ?? cards[0] ?? 'A';
  return (
    <fieldset className="play-pick play-accuse" data-testid="accuse">
      <legend>{t('play.accuse.title')}</legend>
      <p className="play-hint" id={ACCUSE_HINT_ID}>
        {t('play.accuse.hint')}
      </p>
      <div className="play-row">
        <label>
          {t('play.accuse.who')}{' '}
          <select
            data-testid="accuse-seat"
            value={who}
            onChange={(e) => setAccused(Number(e.currentTarget.value))}
          >
            {seats.map((seat) => (
              <option key={seat} value={seat}>
                {seatName(props.names, seat)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('play.accuse.card')}{' '}
          <select
            data-testid="accuse-card"
            value={which}
            onChange={(e) => setCard(e.currentTarget.value as ConstraintCard)}
          >
            {cards.map((c) => (
              <option key={c} value={c}>
                {t('board.constraints.card', { card: c, text: t(`board.constraint.${c}`) })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          data-action="accuse"
          aria-describedby={ACCUSE_HINT_ID}
          onClick={() => props.input({ type: 'accuse', accused: who, card: which })}
        >
          <span aria-hidden="true">➜ </span>
          {t('play.accuse.button')}
        </button>
      </div>
    </fieldset>
  );
}
