import { useEffect, useState } from 'react';
import { missionClock, type MissionId } from '@bomb-busters/engine/data';
import { ClockIcon, SpeakerIcon } from '../../app/icons';
import { say } from '../../home/MissionText';
import { useI18n } from '../../i18n/I18n';
import {
  formatClock,
  isWarning,
  momentOf,
  momentPhrase,
  secondsOnClock,
  type HeldClock,
} from '../../logic/mission-clock';
import type { TableState } from '../../state/table';
import { cueAnnouncement, speechOf, useSpokenClock } from './useSpeech';
import { useNow } from './useNow';
import './clock.css';

/** How long an announcement stays written (the clock itself goes on showing the time left). */
const NEWS_MS = 12_000;

/** The latest announcement while it is fresh; null once it has been shown for a while. */
function useFresh<News extends { readonly at: number }>(news: News | null): News | null {
  const [stale, setStale] = useState<News | null>(null);
  useEffect(() => {
    if (!news) return;
    const timer = setTimeout(() => setStale(news), NEWS_MS);
    return () => clearTimeout(timer);
  }, [news]);
  return news === stale ? null : news;
}

export interface MissionClockProps {
  readonly clock: HeldClock | null;
  readonly news: TableState['news'];
  /** Mission 30's timed events to announce, and the seats' names they may say. */
  readonly cueNews: TableState['cueNews'];
  readonly names: readonly string[];
  readonly mission: MissionId;
  readonly players: number;
  /** Speak the clock aloud (the player's setting). */
  readonly voice: boolean;
  readonly setVoice: (on: boolean) => void;
}

/**
 * A mission's real-time limit at the table: the time left in "mm:ss" with its name, counted down
 * locally while the clock runs (a warning in words and a mark under a minute, not a colour
 * alone); the latest announcement, written in a polite live region and spoken (the voice may be
 * turned off, and is remembered). Nothing for a mission without a clock.
 */
export function MissionClock(props: MissionClockProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const { clock, news, cueNews, mission, players, voice } = props;
  const now = useNow(clock);
  const fresh = useFresh(news);
  const freshCue = useFresh(cueNews);
  useSpokenClock({ news, cueNews, names: props.names, clock, mission, players, voice });
  const timeline = missionClock(mission, players);
  if (!clock || !timeline) return null;
  const seconds = secondsOnClock(clock, now);
  // A timeline of events only (mission 42): no time limit to count down.
  const unlimited = clock.leftMs === null;
  const time = unlimited ? t('circus.clock.none') : formatClock(seconds);
  const label = unlimited ? time : `${t('clock.label')} ${time}`;
  const warning = clock.running && isWarning(seconds);
  const up = seconds <= 0 && clock.moment >= 0;
  const state = clock.running ? 'running' : clock.moment < 0 ? 'waiting' : 'stopped';
  // Written while fresh and while the clock runs (once it stopped, the game's end says the rest):
  // the latest of the moments and mission 30's timed events.
  const cueLatest = !!freshCue && (!fresh || freshCue.at >= fresh.at);
  const heard =
    fresh && clock.running && !cueLatest ? momentOf(mission, players, fresh.moment) : undefined;
  const cueText =
    freshCue && clock.running && cueLatest
      ? cueAnnouncement(i18n, freshCue, { mission, players }, props.names)
      : null;
  const speech = speechOf();
  const voiceLabel = t(voice ? 'clock.voice.on' : 'clock.voice.off');
  return (
    <div
      className={`mission-clock${warning ? ' mission-clock--warning' : ''}${up ? ' mission-clock--up' : ''}`}
      data-testid="mission-clock"
      data-state={state}
      data-warning={warning}
    >
      <p className="mission-clock-time" role="timer" aria-label={label}>
        {warning ? <span aria-hidden="true">⚠ </span> : <ClockIcon />}
        {!unlimited && (
          <>
            <span className="mission-clock-label">{t('clock.label')}</span>{' '}
          </>
        )}
        <strong data-testid="clock-time">{time}</strong>
        {(state !== 'running' || up) && (
          <span className="mission-clock-state">
            {' '}
            ({t(state === 'waiting' ? 'clock.waiting' : up ? 'clock.timeUp' : 'clock.stopped')})
          </span>
        )}
      </p>
      {warning && (
        <p className="mission-clock-warning" data-testid="clock-warning">
          {t('clock.warning')}
        </p>
      )}
      <button
        type="button"
        className="mission-clock-voice"
        data-action="voice"
        aria-pressed={voice && !!speech}
        disabled={!speech}
        title={speech ? `${t('clock.voice')}: ${voiceLabel}` : t('clock.voice.none')}
        onClick={() => props.setVoice(!voice)}
      >
        <SpeakerIcon off={!voice || !speech} />
        <span className="phone-hidden">{speech ? voiceLabel : t('clock.voice.off')}</span>
      </button>
      <p
        className="mission-clock-news"
        role="status"
        aria-live="polite"
        data-testid="clock-announcement"
        data-moment={news?.moment}
        data-cue={cueNews?.cue}
      >
        {heard ? say(i18n, momentPhrase(heard)) : cueText}
      </p>
      {timeline.approximate && (
        <p className="mission-clock-note phone-hidden" data-testid="clock-approximate">
          {t('clock.approximate')}
        </p>
      )}
    </div>
  );
}
