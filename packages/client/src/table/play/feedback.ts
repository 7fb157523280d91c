/**
 * The sound, the title badge and (tab hidden, switched on) a system notification when it becomes
 * this seat's move; a sound for the game's end.
 */
import { useEffect, useRef } from 'react';
import type { SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { notifyPermission, notifyTurn, shouldNotify } from './notify';
import type { Feedback } from './turn';

/** A short beep through WebAudio (no sound files); silent where audio is unavailable. */
function beep(frequency: number, seconds: number): void {
  try {
    const audio = new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + seconds);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + seconds);
    osc.onended = () => void audio.close();
  } catch {
    // No audio (autoplay policy, old browser): the title badge and the turn text remain.
  }
}

const TONES: Readonly<Record<Feedback | 'turn', readonly [number, number]>> = {
  turn: [880, 0.15],
  cut: [660, 0.08],
  failure: [220, 0.3],
  lost: [110, 0.8],
  won: [1320, 0.5],
};

export function useFeedback(
  view: SeatView | null,
  myMove: boolean,
  feedback: Feedback | null,
  muted: boolean,
  notify: boolean,
): void {
  const { t } = useI18n();
  const was = useRef(myMove);
  useEffect(() => {
    const title = t('app.title');
    document.title = myMove ? t('play.titleBadge', { title }) : title;
    const began = myMove && !was.current;
    was.current = myMove;
    if (!began) return;
    if (!muted) beep(...TONES.turn);
    if (shouldNotify(notify, notifyPermission(), document.visibilityState))
      notifyTurn(title, t('play.notify.turn'));
  }, [myMove, muted, notify, t]);
  useEffect(() => () => void (document.title = t('app.title')), [t]);

  // One sound per update (keyed by version), not again when the mute toggle changes.
  const now = useRef({ feedback, muted });
  useEffect(() => {
    now.current = { feedback, muted };
  });
  const version = view?.version;
  useEffect(() => {
    const { feedback, muted } = now.current;
    if (feedback && !muted) beep(...TONES[feedback]);
  }, [version]);
}
