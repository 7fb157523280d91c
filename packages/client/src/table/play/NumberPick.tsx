/**
 * Mission 26's first step of a turn, in the action panel: one button per face-up Number card
 * (those the seat holds none of are shown disabled, with the reason), and the skip, enabled only
 * for a seat holding none of the face-up values (otherwise disabled, saying why). Once a card is
 * turned down, a note says which value must be cut. Mission 30's skip, for a seat holding none of
 * its three values, is the same button.
 */
import type { SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { valueList } from '../../logic/briefing';
import { pickedByMe, type PickStep } from '../../logic/number-pick';
import type { Input } from './selection';

const NOT_HELD_ID = 'play-pick-not-held';
const SKIP_BARRED_ID = 'play-skip-barred';

export function PickControls({ step, input }: { step: PickStep; input: (input: Input) => void }) {
  const { t, tn, language } = useI18n();
  const cards = [...step.offered, ...step.notHeld].sort((a, b) => a - b);
  return (
    <div className="play-pick" data-testid="pick-step">
      {cards.length > 0 && (
        <>
          <p className="play-prompt">{t('play.pick.prompt')}</p>
          <div className="play-choices" role="group" aria-label={t('board.numberPick.title')}>
            {cards.map((number) => {
              const held = step.offered.includes(number);
              return (
                <button
                  key={number}
                  type="button"
                  className={`play-value play-value--blue play-pick-card${held ? '' : ' play-value--blocked'}`}
                  data-value={number}
                  data-action="pickNumber"
                  aria-label={t('play.pick.card', { number })}
                  title={t('play.pick.card', { number })}
                  onClick={() => input({ type: 'pick', number })}
                  {...(held ? {} : { disabled: true, 'aria-describedby': NOT_HELD_ID })}
                >
                  <span aria-hidden="true">{number}</span>
                </button>
              );
            })}
          </div>
          {step.notHeld.length > 0 && (
            <p className="play-blocked" id={NOT_HELD_ID} data-testid="pick-not-held">
              {tn('play.pick.notHeld', step.notHeld.length, {
                values: valueList(t, language, step.notHeld),
              })}
            </p>
          )}
        </>
      )}
      {step.skip && (
        <p className="play-prompt" data-testid="skip-must">
          {t('play.skip.must')}
        </p>
      )}
      <SkipButton input={input} {...(step.skip ? {} : { barredBy: SKIP_BARRED_ID })} />
      {!step.skip && (
        <p className="play-hint" id={SKIP_BARRED_ID} data-testid="skip-barred">
          {t('play.skip.barred')}
        </p>
      )}
    </div>
  );
}

/** "Skip my turn": disabled, described by why, when `barredBy` names that text. */
export function SkipButton(props: { input: (input: Input) => void; barredBy?: string }) {
  const { t } = useI18n();
  return (
    <div className="play-row">
      <button
        type="button"
        data-action="skip"
        onClick={() => props.input({ type: 'skip' })}
        {...(props.barredBy ? { disabled: true, 'aria-describedby': props.barredBy } : {})}
      >
        <span aria-hidden="true">⇥ </span>
        {t('play.action.skip')}
      </button>
    </div>
  );
}

/** Mission 30's three values: a seat holding none of them skips its turn, told why. */
export function ThreeSkip(props: { three: readonly number[]; input: (input: Input) => void }) {
  const { t, language } = useI18n();
  return (
    <div className="play-pick" data-testid="three-skip">
      <p className="play-prompt">
        {t('play.skip.three', { values: valueList(t, language, props.three) })}
      </p>
      <SkipButton input={props.input} />
    </div>
  );
}

/** For the seat that turned its Number card down: the value it must cut, and nothing else. */
export function PickedNote({ view }: { view: SeatView }) {
  const { t } = useI18n();
  const value = pickedByMe(view);
  if (value === null) return null;
  return (
    <p className="play-hint play-designated" data-testid="picked-note" data-value={value}>
      {t('play.picked.mine', { value })}
    </p>
  );
}
