/**
 * The constraint cards on the table (missions 31, 32, 37): each seat's own card, face up or
 * turned down for good (31, with the cards still to take during setup and the two-player
 * advice), or the shared card everyone obeys and how many cards the deck still holds (32, 37).
 * Every card is public; the deck's order is not (the view gives its size only).
 */
import type { ConstraintCard, SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { seatName } from '../../logic/words';

function CardText({ card }: { card: ConstraintCard }) {
  const { t } = useI18n();
  return <>{t('board.constraints.card', { card, text: t(`board.constraint.${card}`) })}</>;
}

export function ConstraintCards({ view, names }: { view: SeatView; names: readonly string[] }) {
  const { t } = useI18n();
  const c = view.constraints;
  if (!c) return null;
  const own = c.seats.some((s) => s !== null) || c.offered.length > 0;
  return (
    <section
      className="constraint-cards"
      aria-label={t('board.constraints.title')}
      data-testid="constraint-cards"
    >
      <h3 className="panel-title">{t('board.constraints.title')}</h3>
      {own ? (
        <>
          <ul className="constraint-seats">
            {c.seats.map((s, seat) =>
              s ? (
                <li key={seat} data-seat={seat} data-flipped={s.flipped || undefined}>
                  {seatName(names, seat)}:{' '}
                  {s.flipped ? (
                    <s>{t('board.constraints.flipped', { card: s.card })}</s>
                  ) : (
                    <CardText card={s.card} />
                  )}
                </li>
              ) : null,
            )}
          </ul>
          {c.offered.length > 0 && (
            <>
              <p className="play-hint">{t('board.constraints.offered')}</p>
              <ul className="constraint-offered">
                {c.offered.map((card) => (
                  <li key={card} data-card={card}>
                    <CardText card={card} />
                  </li>
                ))}
              </ul>
              {view.players === 2 && <p className="play-hint">{t('board.constraints.advice')}</p>}
            </>
          )}
        </>
      ) : (
        <>
          <p data-testid="constraint-shared" data-card={c.shared ?? undefined}>
            {c.shared ? (
              <>
                {t('board.constraints.shared')}: <CardText card={c.shared} />
              </>
            ) : (
              t('board.constraints.none')
            )}
          </p>
          <p className="play-hint">{t('board.constraints.deck', { count: c.deck })}</p>
        </>
      )}
    </section>
  );
}
