import { missionClock, type SeatView } from '@bomb-busters/engine/data';
import { ClockIcon } from '../../app/icons';
import { useI18n } from '../../i18n/I18n';
import { valueList } from '../../logic/briefing';
import { formatClock, type HeldClock } from '../../logic/mission-clock';
import {
  ALL_FOUR,
  elapsedOf,
  goalPhrase,
  hitPhrase,
  missPhrase,
  NEEDED,
  nextPhrase,
  roundPhrase,
  secondsUntil,
  speedNow,
  sweepPhrase,
  threePhrase,
  type OpenWindow,
  type SpeedNow,
  type ThreeNow,
} from '../../logic/speed-rounds';
import { say } from '../../logic/words';
import { useNow } from '../play/useNow';
import './speed.css';

type Translate = ReturnType<typeof useI18n>['t'];

/** Two marks, one per wire needed: ✂ cut, ○ not yet; the words say the same. */
const marks = (cut: number): string =>
  Array.from({ length: NEEDED }, (_, i) => (i < cut ? '✂' : '○')).join(' ');

/** The open window: its card, its wires cut of the two needed, its countdown and its stakes. */
function WindowNow(props: { window: OpenWindow; left: number | null; over: boolean }) {
  const { t, tn } = useI18n();
  const { window: w, left } = props;
  const cost = w.check && say(missPhrase(w.check.miss, w.discard), t);
  const gain = w.check && say(hitPhrase(w.check.hit), t);
  return (
    <div
      className={`speed-window${w.made ? ' is-made' : ''}`}
      data-testid="speed-window"
      data-number={w.number}
      data-cut={w.cut}
      data-made={w.made ? 'true' : 'false'}
    >
      <span className="reward-number-value speed-card" aria-hidden="true">
        {w.number}
      </span>
      <div className="speed-window-text">
        <p className="speed-line">
          <strong>{t('speed.window', { number: w.number })}</strong>{' '}
          <span className="speed-progress" data-testid="speed-progress">
            <span aria-hidden="true">{w.made ? '✓' : marks(w.cut)} </span>
            {w.made ? (
              <strong>{t('speed.window.made')}</strong>
            ) : (
              t('speed.window.cut', { cut: w.cut, needed: NEEDED })
            )}
          </span>
        </p>
        {left !== null && !props.over && (
          <p
            className="speed-countdown"
            role="timer"
            data-testid="speed-countdown"
            data-left={left}
          >
            <ClockIcon /> {left > 0 ? tn('speed.window.checkIn', left) : t('speed.window.checking')}
          </p>
        )}
        <p className="speed-goal phone-hidden">{say(goalPhrase(w), t)}</p>
        {cost && gain && (
          <p className="speed-stakes" data-testid="speed-stakes">
            <span className={w.made ? 'is-faded' : ''}>
              <span aria-hidden="true">✕ </span>
              {t('speed.window.ifMissed', { cost })}
            </span>{' '}
            <span className={w.made ? '' : 'is-faded'}>
              <span aria-hidden="true">✓ </span>
              {t('speed.window.ifMade', { gain })}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}

/** The three values: each card with its wires cut of four, the rule, and their time left. */
function ThreeValues(props: { three: ThreeNow; left: number | null; over: boolean }) {
  const { t, tn, language } = useI18n();
  const { three, left } = props;
  const numbers = three.values.map((v) => v.number);
  return (
    <div className="speed-three" data-testid="speed-three" data-done={String(three.done)}>
      <h4 className="speed-subtitle">{t('speed.three.title')}</h4>
      {/* Once all their wires are cut, the sentence says so: no cards to look at. */}
      {!three.done && (
        <ul className="speed-three-cards">
          {three.values.map(({ number, cut }) => {
            const done = cut >= ALL_FOUR;
            const text = t('speed.three.card', { number, cut, all: ALL_FOUR });
            return (
              <li
                key={number}
                className={`speed-three-card${done ? ' is-done' : ''}`}
                data-number={number}
                data-cut={cut}
                title={text}
                aria-label={text}
              >
                <span className="number-pick-value" aria-hidden="true">
                  {number}
                </span>
                <span className="number-pick-tag" aria-hidden="true">
                  {done && <span>✓</span>}
                  {t('speed.three.tag', { cut, all: ALL_FOUR })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <p className="speed-text">{say(threePhrase(three, valueList(t, language, numbers)), t)}</p>
      {!three.done && left !== null && !props.over && (
        <p className="speed-countdown" role="timer" data-testid="speed-three-countdown">
          <ClockIcon /> {left > 0 ? tn('speed.three.checkIn', left) : t('speed.three.checking')}
        </p>
      )}
    </div>
  );
}

/** The windows judged so far: a mark and a word each (✓ made, ✕ missed). */
function Rounds({ rounds }: { rounds: SpeedNow['rounds'] }) {
  const { t } = useI18n();
  if (rounds.length === 0) return null;
  return (
    <div className="speed-rounds-row">
      <span className="speed-rounds-label">{t('speed.rounds')}</span>
      <ol className="speed-rounds" data-testid="speed-rounds">
        {rounds.map(({ number, hit }, i) => {
          const text = say(roundPhrase({ number, hit }), t);
          return (
            <li
              key={`${number}-${i}`}
              className={`speed-round ${hit ? 'is-made' : 'is-missed'}`}
              data-number={number}
              data-hit={String(hit)}
              title={text}
              aria-label={text}
            >
              <span aria-hidden="true">
                {number} {hit ? '✓' : '✕'}{' '}
                <span className="speed-round-word">
                  {t(hit ? 'speed.tag.made' : 'speed.tag.missed')}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** What comes next on the timeline, and when; or that only the clock is left. */
function nextText(now: SpeedNow, elapsed: number | null, t: Translate): string | null {
  if (!now.next) return t('speed.next.end');
  // The three values' own countdown says it already.
  if (now.next.cue === 'threeValuesCheck' && now.three && !now.three.done) return null;
  const what = say(nextPhrase(now.next), t);
  if (elapsed === null) return null;
  const left = secondsUntil(now.next.at, elapsed);
  return left > 0
    ? t('speed.next', { time: formatClock(left), what })
    : t('speed.next.soon', { what });
}

/**
 * Mission 30, beside the detonator: the window its timeline has open (the Number card, its wires
 * cut of the two needed with a mark and a word, "made" once two are, the seconds before it closes,
 * what a miss costs and a hit earns), the three values with their wires cut, the yellow sweep
 * and who must do it, the mime round, the windows judged (made or missed, a mark and a word each)
 * and what comes next. Countdowns from the server's clock (none in a replay: `clock` null).
 */
export function SpeedRounds(props: {
  view: SeatView;
  names: readonly string[];
  clock: HeldClock | null;
}) {
  const { t } = useI18n();
  const { view, names, clock } = props;
  const now = useNow(clock);
  const speed = speedNow(view);
  const timeline = missionClock(view.mission, view.players);
  if (!speed || !timeline) return null;
  const playing = view.status === 'playing';
  const over = view.status === 'won' || view.status === 'lost';
  const elapsed = clock && playing ? elapsedOf(clock, timeline, now) : null;
  const until = (at: number | null | undefined) =>
    at === null || at === undefined || elapsed === null ? null : secondsUntil(at, elapsed);
  const next = playing ? nextText(speed, elapsed, t) : null;
  return (
    <section
      className="speed"
      aria-label={t('speed.title')}
      data-testid="speed"
      data-target={speed.window?.number}
      data-mime={String(speed.mime)}
    >
      <h3 className="panel-title">{t('speed.title')}</h3>
      {speed.window ? (
        <WindowNow window={speed.window} left={until(speed.window.check?.at)} over={over} />
      ) : (
        speed.windowsLeft && !over && <p className="speed-text">{t('speed.rule')}</p>
      )}
      {speed.sweep !== null && (
        <p className="speed-alert" data-testid="speed-sweep" data-seat={speed.sweep}>
          <strong>
            <span aria-hidden="true">⚡ </span>
            {t('speed.sweep.title')}:
          </strong>{' '}
          {say(sweepPhrase(speed.sweep, view.viewer, names), t)}
        </p>
      )}
      {speed.mime && playing && (
        <p className="speed-alert" data-testid="speed-mime">
          <span aria-hidden="true">⊘ </span>
          {t('speed.mime')}
        </p>
      )}
      {speed.three && (
        <ThreeValues three={speed.three} left={until(speed.three.checkAt)} over={over} />
      )}
      <Rounds rounds={speed.rounds} />
      {next && (
        <p className="speed-next" data-testid="speed-next" data-cue={speed.next?.cue}>
          {next}
        </p>
      )}
    </section>
  );
}
