/**
 * The constraint cards on the table (missions 31, 32, 34, 37): each seat's own card, face up or
 * turned down for good (31, with the cards still to take during setup and the two-player
 * advice), or the shared card everyone obeys and how many cards the deck still holds (32, 37).
 * Those cards are public; the deck's order is not (the view gives its size only). In 34 each
 * seat sees only its own card, marked secret, and the backs of the others'.
 */
import type { ConstraintCard, SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { seatName } from '../../logic/words';

function CardText({ card }: { card: ConstraintCard }) {
  const { t } = useI18n();
  return <>{t('board.constraints.card', { card, text: t(`board.constraint.${card}`) })}</>;
}

/** Mission 34: the viewer's own secret card, the others' backs, or the cards gone. */
function SecretCards({ view, names }: { view: SeatView; names: readonly string[] }) {
  const { t } = useI18n();
  const seats = view.constraints?.seats ?? [];
  if (!seats.some(Boolean))
    return (
      <p className="play-hint" data-testid="constraint-secret-gone">
        {t('board.constraints.secretGone')}
      </p>
    );
  return (
    <>
      <ul className="constraint-seats">
        {seats.map((s, seat) =>
          s === 'faceDown' ? (
            <li key={seat} data-seat={seat} data-face-down>
              {t('board.constraints.faceDown', { name: seatName(names, seat) })}
            </li>
          ) : s ? (
            <li key={seat} data-seat={seat} data-testid="constraint-secret">
              {seatName(names, seat)}: <CardText card={s.card} />{' '}
              <span className="badge badge--secret">
                <span aria-hidden="true">◎ </span>
                {t('board.secret')}
              </span>
            </li>
          ) : null,
        )}
      </ul>
      <p className="play-hint">{t('board.constraints.secretRule')}</p>
    </>
  );
}

export function ConstraintCards({ view, names }: { view: SeatView; names: readonly string[] }) {
  const { t } = useI18n();
  const c = view.constraints;
  if (!c) return null;
  if (c.secret)
    return (
      <section
        className="constraint-cards"
        aria-label={t('board.constraints.title')}
        data-testid="constraint-cards"
      >
        <h3 className="panel-title">{t('board.constraints.title')}</h3>
        <SecretCards view={view} names={names} />
      </section>
    );
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
              s && s !== 'faceDown' ? (
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
