/**
 * A mission's clock spoken aloud with the browser's speech synthesis, in the table's language:
 * each moment as it is announced, and a countdown's numbers one per clock second. Silent where
 * the browser cannot speak, and when the player turned the voice off (which also stops what is
 * being said and the countdown's numbers still to come).
 */
import { useEffect, useRef } from 'react';
import type { MissionId } from '@bomb-busters/engine';
import { say } from '../../home/MissionText';
import { useI18n } from '../../i18n/I18n';
import {
  countdownCalls,
  momentOf,
  momentPhrase,
  secondsOnClock,
  type HeldClock,
} from '../../logic/mission-clock';
import type { TableState } from '../../state/table';

/** The browser's speech synthesis, if it has one. */
export const speechOf = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && window.speechSynthesis
    ? window.speechSynthesis
    : null;

function speak(text: string, lang: string): void {
  const synth = speechOf();
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return;
  try {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    synth.speak(utterance);
  } catch {
    // A browser that refuses to speak: the written announcement remains.
  }
}

export function useSpokenClock(props: {
  readonly news: TableState['news'];
  readonly clock: HeldClock | null;
  readonly mission: MissionId;
  readonly players: number;
  readonly voice: boolean;
}): void {
  const i18n = useI18n();
  const { news, voice } = props;
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const voiceOn = useRef(voice);
  useEffect(() => {
    voiceOn.current = voice;
    if (!voice) speechOf()?.cancel();
  }, [voice]);

  useEffect(() => {
    if (!news || !voiceOn.current) return;
    const { clock, mission, players } = latest.current;
    const moment = momentOf(mission, players, news.moment);
    if (!moment || !clock) return;
    const lang = i18n.language;
    if (moment.say !== 'countdown') {
      speak(say(i18n, momentPhrase(moment)), lang);
      return;
    }
    // The countdown: its numbers, one per clock second, from what is left of it.
    const left = secondsOnClock(clock, Date.now());
    const timers = countdownCalls(left, clock.msPerSecond, moment.left).map(({ n, inMs }) =>
      setTimeout(() => {
        if (voiceOn.current) speak(n.toLocaleString(lang), lang);
      }, inMs),
    );
    return () => timers.forEach(clearTimeout);
    // One announcement per piece of news (a new object each time); the language of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [news]);
}
