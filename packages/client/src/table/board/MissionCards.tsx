/**
 * The box-2 components beside the detonator: mission 26's twelve Number cards (face up, face
 * down, turned down this turn, out of the game: a mark and a word each, never colour alone),
 * mission 23's Number card cut together and the face-down equipment deck, and the info token
 * handout of missions 22 and 27 with the line of drawn tokens.
 */
import type { SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { handoutNow } from '../../logic/handout';
import { numberPickNow, type NumberCardState } from '../../logic/number-pick';
import { say, seatName, tokenPhrase, valuePhrase } from '../../logic/words';
import './mission-cards.css';

const MARK: Record<NumberCardState, string> = { up: '', down: '▼', picked: '✂', gone: '✓' };

/** Mission 26: the twelve Number cards and what this turn's seat does with them. */
export function NumberPickCards({ view, names }: { view: SeatView; names: readonly string[] }) {
  const { t } = useI18n();
  const now = numberPickNow(view);
  if (!now) return null;
  const me = now.seat === view.viewer;
  const name = seatName(names, now.seat);
  const playing = view.status === 'playing';
  const state =
    now.picked === null
      ? me
        ? t('board.numberPick.choosingYou')
        : t('board.numberPick.choosing', { name })
      : me
        ? t('board.numberPick.mustYou', { number: now.picked })
        : t('board.numberPick.must', { name, number: now.picked });
  return (
    <section
      className="number-pick"
      aria-label={t('board.numberPick.title')}
      data-testid="number-pick"
      data-picked={now.picked ?? undefined}
    >
      <h3 className="panel-title">{t('board.numberPick.title')}</h3>
      <ul className="number-pick-cards">
        {now.cards.map(({ number, state: s }) => {
          const text = t(`board.numberPick.${s}`, { number });
          return (
            <li
              key={number}
              className={`number-pick-card is-${s}`}
              data-number={number}
              data-state={s}
              title={text}
              aria-label={text}
            >
              <span className="number-pick-value" aria-hidden="true">
                {number}
              </span>
              <span className="number-pick-tag" aria-hidden="true">
                {MARK[s] && <span className="number-pick-mark">{MARK[s]}</span>}
                <span className="number-pick-word">{t(`board.numberPick.tag.${s}`)}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {playing && (
        <p className="number-pick-text" data-testid="number-pick-state">
          <strong>{state}</strong>{' '}
          <span className="number-pick-rule">{t('board.numberPick.rule')}</span>
        </p>
      )}
    </section>
  );
}

/** Mission 23: the Number card whose wires are cut together, and the equipment deck. */
export function TogetherCard({ view }: { view: SeatView }) {
  const { t, tn } = useI18n();
  const together = view.together;
  if (!together) return null;
  const value = together.number;
  const deck = view.equipmentDeck;
  const revealed = view.log.some((e) => e.type === 'deckRevealed');
  return (
    <section
      className="together-card"
      aria-label={t('board.together.title')}
      data-testid="together-card"
      data-number={value}
      data-done={together.done ? 'true' : 'false'}
    >
      <h3 className="panel-title">{t('board.together.title')}</h3>
      <p className="red-number-card">
        <span
          className={`reward-number-value${together.done ? ' is-done' : ''}`}
          aria-hidden="true"
        >
          {value}
        </span>
        <span className="red-number-text">
          {together.done ? (
            <>
              <span aria-hidden="true">✓ </span>
              {t('board.together.done', { value })}
            </>
          ) : (
            t('board.together.text', { value })
          )}
        </span>
      </p>
      {deck !== null && (
        <p className="together-deck" data-testid="equipment-deck" data-left={deck}>
          <span className="deck-back" aria-hidden="true">
            ?<span className="deck-count">{deck}</span>
          </span>
          <span>
            <strong>{t('board.deck.title')}: </strong>
            {deck > 0 ? (
              <>
                {tn('board.deck.left', deck)}{' '}
                <span className="together-deck-rule">{t('board.deck.rule', { value })}</span>
              </>
            ) : revealed ? (
              t('board.deck.revealed')
            ) : (
              t('board.deck.empty')
            )}
          </span>
        </p>
      )}
    </section>
  );
}

/**
 * Missions 22 and 27: the handout. Before it, what starts it (the yellow wires cut so far) and
 * what happens then; while it runs, the line of drawn tokens (27) or who gives what (22).
 */
export function HandoutCard({ view }: { view: SeatView }) {
  const { t } = useI18n();
  const now = handoutNow(view);
  // Shown once play starts (the setup's choices come first), until the handout is over.
  if (!now || view.status !== 'playing' || (now.begun && !now.running)) return null;
  const rule =
    now.how === 'give'
      ? t('board.handout.give')
      : t('board.handout.draft', { count: view.players });
  return (
    <section
      className={`handout${now.begun && now.line.length === 0 ? ' is-running' : ''}`}
      aria-label={t('board.handout.title')}
      data-testid="handout"
      data-begun={now.begun ? 'true' : 'false'}
    >
      <h3 className="panel-title">{t('board.handout.title')}</h3>
      {!now.begun && (
        <p className="handout-text">
          <strong>{t('board.handout.when', { cut: now.yellowCut })}</strong>{' '}
          <span className="handout-rule">{rule}</span>
        </p>
      )}
      {now.begun && now.how === 'give' && (
        <p className="handout-text">{t('board.handout.running')}</p>
      )}
      {now.line.length > 0 && (
        <>
          <p className="handout-text">{t('board.handout.line')}</p>
          <ul className="handout-line" data-testid="handout-line">
            {now.line.map((value, i) => {
              const label = t('board.handout.token', { value: say(valuePhrase(value), t) });
              return (
                <li
                  key={`${String(value)}-${i}`}
                  data-value={value}
                  title={label}
                  aria-label={label}
                >
                  <span className="info-beside-token" aria-hidden="true">
                    {say(tokenPhrase(value), t)}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
