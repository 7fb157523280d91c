import type { SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { turnNow, type RadarAnswer, type TurnNow } from '../../logic/designation';
import { valueList } from '../../logic/briefing';
import { seatName } from '../../logic/words';

/**
 * Mission 18's turn, beside the detonator: this turn's Number card, each seat's answer to the
 * General Radar (a mark and a word, never colour alone), who chooses and who was chosen to cut,
 * and the cards turned before. A turn of red wires revealed says that no card was turned.
 */
export function RadarTurnCard({ now, view, names }: RadarTurnProps & { now: TurnNow }) {
  const { t, language } = useI18n();
  const { number, designee, chooser } = now;
  const me = view.viewer;
  const name = (seat: number) => (seat === me ? t('board.radarTurn.you') : seatName(names, seat));
  const state =
    number === null
      ? now.noCardLeft
        ? t('board.radarTurn.noCard')
        : t('board.radarTurn.reveal', { name: seatName(names, chooser) })
      : designee !== null
        ? designee === me
          ? t('board.radarTurn.mustYou', { value: number })
          : t('board.radarTurn.must', { name: seatName(names, designee), value: number })
        : chooser === me
          ? t('board.radarTurn.choosingYou', { value: number })
          : t('board.radarTurn.choosing', { name: seatName(names, chooser), value: number });
  return (
    <section
      className="radar-turn"
      aria-label={t('board.radarTurn.title')}
      data-testid="radar-turn"
      data-number={number ?? undefined}
      data-designee={designee ?? undefined}
    >
      <h3 className="panel-title">{t('board.radarTurn.title')}</h3>
      <p className="red-number-card">
        <span className="reward-number-value" aria-hidden="true">
          {number ?? '–'}
        </span>
        <strong className="red-number-text" data-testid="radar-turn-state">
          {state}
        </strong>
      </p>
      {number !== null && now.answers.length > 0 && (
        <>
          <p className="radar-turn-question">{t('board.radarTurn.question', { value: number })}</p>
          <ul className="radar-answers">
            {now.answers.map((a) => (
              <Answer key={a.seat} answer={a} name={name(a.seat)} />
            ))}
          </ul>
        </>
      )}
      {now.discard.length > 0 && (
        <p className="radar-turn-discard" data-testid="radar-discard">
          {t('board.radarTurn.discard', { values: valueList(t, language, now.discard) })}
        </p>
      )}
    </section>
  );
}

/** A seat's answer: ✓ yes or ✕ no, per stand when it holds two. */
function Answer({ answer, name }: { answer: RadarAnswer; name: string }) {
  const { t } = useI18n();
  const word = (yes: boolean) => t(yes ? 'board.radarTurn.yes' : 'board.radarTurn.no');
  const said =
    answer.stands.length > 1
      ? answer.stands
          .map((yes, i) =>
            t('board.radarTurn.stand', { answer: word(yes), letter: String.fromCharCode(65 + i) }),
          )
          .join(', ')
      : word(answer.yes);
  return (
    <li
      className={`radar-answer is-${answer.yes ? 'yes' : 'no'}`}
      data-seat={answer.seat}
      data-answer={answer.yes ? 'yes' : 'no'}
    >
      <span aria-hidden="true">{answer.yes ? '✓' : '✕'} </span>
      {t('board.radarTurn.answer', { name, answer: said })}
    </li>
  );
}

type RadarTurnProps = { view: SeatView; names: readonly string[] };

/** The turn's Number card in a mission with a designated cutter; nothing otherwise. */
export function RadarTurn({ view, names }: RadarTurnProps) {
  const now = turnNow(view);
  return now && <RadarTurnCard now={now} view={view} names={names} />;
}
