/**
 * A mission's clock spoken aloud with the browser's speech synthesis, in the table's language:
 * each moment as it is announced, a countdown's numbers one per clock second, and mission 30's
 * timed events as its timeline enacts them. Silent where the browser cannot speak, and when the
 * player turned the voice off (which also stops what is being said and the countdown's numbers
 * still to come).
 */
import { useEffect, useRef } from 'react';
import type { MissionId } from '@bomb-busters/engine';
import { say } from '../../home/MissionText';
import { useI18n, type I18n } from '../../i18n/I18n';
import { numberIn } from '../../i18n/translate';
import { announcement } from '../../logic/speed-rounds';
import { say as sayPhrase } from '../../logic/words';
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

/** Mission 30's timed events of one update, in words: what is written and spoken. */
export const cueAnnouncement = (
  i18n: I18n,
  news: NonNullable<TableState['cueNews']>,
  table: { readonly mission: MissionId; readonly players: number },
  names: readonly string[],
): string =>
  announcement(news.events, news.cue, table, names)
    .map((phrase) => sentence(sayPhrase(phrase, i18n.t)))
    .join(' ');

/** A log line as a sentence of its own: with its full stop, to be read one after another. */
const sentence = (text: string): string => (/[.!?…]$/u.test(text) ? text : `${text}.`);

export function useSpokenClock(props: {
  readonly news: TableState['news'];
  readonly cueNews: TableState['cueNews'];
  readonly names: readonly string[];
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
        if (voiceOn.current) speak(numberIn(n, lang), lang);
      }, inMs),
    );
    return () => timers.forEach(clearTimeout);
    // One announcement per piece of news (a new object each time); the language of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [news]);

  const { cueNews } = props;
  useEffect(() => {
    if (!cueNews || !voiceOn.current) return;
    const { mission, players, names } = latest.current;
    speak(cueAnnouncement(i18n, cueNews, { mission, players }, names), i18n.language);
    // Once per update's timed events (a new object each time), in the language of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cueNews]);
}
