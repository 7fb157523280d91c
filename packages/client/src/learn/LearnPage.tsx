/**
 * The first game (/learn): mission 1 with three scripted teammates, one step at a time. The
 * prompt says what to look at and why, the table outlines it, and the player makes the one move
 * asked (a wrong one is explained, never played) or presses "Next". The table is the real one's
 * components, fed by the engine in the browser.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { WireRef } from '@bomb-busters/engine';
import { PageLink } from '../app/PageLink';
import { navigate, rulesPath } from '../app/router';
import { useI18n } from '../i18n/I18n';
import type { MessageKey } from '../i18n/en';
import { sameWire, standKey, wireKey } from '../logic/refs';
import { readPrefs } from '../state/storage';
import { Board } from '../table/board/Board';
import { BombState } from '../table/board/BombState';
import { EventLog } from '../table/board/EventLog';
import { ActionPanel } from '../table/play/ActionPanel';
import { Announcer } from '../table/play/Notices';
import { standMarks, wireMarks } from '../table/play/selection';
import { usePlay } from '../table/play/usePlay';
import { LESSON, TEAMMATES, YOU, type Highlight, type LessonStep } from './lesson';
import { useLesson } from './useLesson';
import '../table/play/play.css';
import './learn.css';

/** The home page with mission 2 chosen in its "create a table" form. */
export const NEXT_MISSION_PATH = '/?mission=2';

/** Where the step's highlight sits on the page. */
function targetOf(highlight: Highlight): string | null {
  switch (highlight.kind) {
    case 'wire':
      return `[data-wire="${wireKey(highlight.ref)}"]`;
    case 'stand':
      return `[data-stand="${standKey({ seat: highlight.seat, stand: 0 })}"]`;
    case 'dial':
      return '[data-testid="dial"]';
    case 'validation':
      return '.learn-table .validation';
    case 'log':
      return '.learn-table .event-log';
    case 'solo':
      return '[data-action="soloCut"]';
    case 'none':
      return null;
  }
}

/** The wire the step's move points at on a teammate's stand (or its own token's wire). */
const aimedWire = (step: LessonStep): WireRef | null => {
  const move = step.expect;
  if (move?.type === 'dualCut' && 'target' in move && move.target) return move.target;
  if (move?.type === 'info') return move.wire;
  return null;
};

export function LearnPage() {
  const { t } = useI18n();
  const lesson = useLesson();
  const { step, view, table, dispatch, state } = lesson;
  // The player's name as on a real table (the one they gave before, else their seat's).
  const names = [readPrefs().name ?? t('seat.name', { seat: YOU + 1 }), ...TEAMMATES];
  const onIntent = useCallback(() => false, []);
  const play = usePlay(table, view, lesson.legal, false, onIntent);
  const prompt = useRef<HTMLDivElement>(null);
  const last = state.at === LESSON.length - 1;

  useEffect(() => {
    document.title = t('learn.documentTitle', { title: t('app.title') });
    return () => void (document.title = t('app.title'));
  }, [t]);

  // The outline: an attribute on the target, set again after every render (React does not own
  // it), and the target scrolled into view when the step changes.
  // Once the wire is pointed at, the value to announce is the thing to click.
  const move = step.expect;
  const sel = play.selection;
  const selector =
    move?.type === 'dualCut' && sel.kind === 'cut' && sel.wires.length > 0
      ? `.learn .play-dock button[data-value="${String(move.value)}"]`
      : targetOf(step.highlight);
  useLayoutEffect(() => {
    const root = document.querySelector('.learn');
    root
      ?.querySelectorAll('[data-learn-target]')
      .forEach((e) => e.removeAttribute('data-learn-target'));
    if (selector) root?.querySelector(selector)?.setAttribute('data-learn-target', '');
  });
  useEffect(() => {
    if (selector) document.querySelector(selector)?.scrollIntoView({ block: 'center' });
  }, [state.at, selector]);
  // A new step (not the page's first): the keyboard starts from the prompt, just before the table.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) prompt.current?.focus({ preventScroll: true });
    opened.current = true;
  }, [state.at]);

  /**
   * A click on a teammate's wire other than the one the step points at (any, for a solo cut) or
   * on another own wire than the one to show is explained, not played.
   */
  const onWire = (ref: WireRef) => {
    const aimed = aimedWire(step);
    const elsewhere = aimed ? !sameWire(ref, aimed) : true;
    if (elsewhere && (ref.seat !== YOU || aimed?.seat === YOU)) {
      dispatch({ type: 'wrong' });
      return;
    }
    play.input({ type: 'wire', ref });
  };

  const interactive = step.expect !== undefined;
  const wrong = state.wrong?.at === state.at;
  return (
    <div className="learn" data-testid="learn" data-step={step.key}>
      <h1 className="learn-title">{t('learn.title')}</h1>
      <div
        ref={prompt}
        className="learn-prompt"
        data-testid="learn-prompt"
        data-step={step.key}
        data-target={selector ?? ''}
        tabIndex={-1}
      >
        <p className="learn-count">
          {t('learn.count', { step: state.at + 1, steps: LESSON.length })}
        </p>
        <div aria-live="polite" aria-atomic="true">
          <p className="learn-text">{t(`learn.step.${step.key}` as MessageKey)}</p>
        </div>
        {/* Read out on its own: why that was not the move. */}
        {wrong && (
          <p
            key={state.wrong?.times}
            className="learn-wrong"
            data-testid="learn-wrong"
            role="alert"
          >
            <span aria-hidden="true">⚠ </span>
            {t(`learn.wrong.${step.key}` as MessageKey)}
          </p>
        )}
        <div className="learn-controls">
          {!interactive && !last && (
            <button
              type="button"
              className="primary"
              data-action="learn-next"
              onClick={() => dispatch({ type: 'next' })}
            >
              {t('learn.next')}
            </button>
          )}
          {last && (
            <>
              <button
                type="button"
                className="primary"
                data-action="learn-mission-2"
                onClick={() => navigate(NEXT_MISSION_PATH)}
              >
                {t('learn.mission2')}
              </button>
              <PageLink href={rulesPath()} data-action="rules">
                {t('rules.link')}
              </PageLink>
            </>
          )}
          {state.at > 0 && (
            <button
              type="button"
              data-action="learn-restart"
              onClick={() => dispatch({ type: 'restart' })}
            >
              {t('learn.restart')}
            </button>
          )}
        </div>
      </div>
      <div className="learn-table play-table play-table--seated">
        <div className="play-main play-main--seated">
          <section className="play-surface" aria-label={t('play.region.table')}>
            <div className="play-status">
              <BombState view={view} />
            </div>
            <Board
              view={view}
              names={names}
              recent={state.fresh}
              {...(interactive
                ? {
                    marks: (ref: WireRef) => wireMarks(play.ctx, play.selection, ref),
                    onWire,
                    standEnabled: (ref) => standMarks(play.ctx, play.selection, ref),
                    onStand: (ref) => play.input({ type: 'stand', ref }),
                  }
                : {})}
            />
          </section>
          <div className="play-dock">
            {interactive && <ActionPanel play={play} names={names} />}
            <EventLog log={view.log} names={names} viewer={view.viewer} table={view} />
          </div>
        </div>
      </div>
      <Announcer view={view} fresh={state.fresh} names={names} />
    </div>
  );
}
