/**
 * The system notification when this seat's turn begins while its tab is hidden (off by default;
 * the browser's permission is asked once, when the player turns the switch on).
 */
import { useState } from 'react';

/** The browser's answer: 'unsupported' without the Notification API (an old or embedded one). */
export type NotifyPermission = NotificationPermission | 'unsupported';

export const notifyPermission = (): NotifyPermission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** A turn that began now is worth a notification only when switched on, allowed and unseen. */
export const shouldNotify = (
  on: boolean,
  permission: NotifyPermission,
  visibility: DocumentVisibilityState,
): boolean => on && permission === 'granted' && visibility === 'hidden';

/** Shows the notice; a click on it brings the table's tab forward. */
export function notifyTurn(title: string, body: string): void {
  try {
    const note = new Notification(title, { body, tag: 'bomb-busters-turn', icon: '/icon-192.png' });
    note.onclick = () => {
      window.focus();
      note.close();
    };
  } catch {
    // Some browsers only notify from a service worker: the title badge and the sound remain.
  }
}

/**
 * The switch's state: on when the player asked for it and the browser allows it. Turning it on
 * asks the browser once; a refusal is kept and said by the switch.
 */
export function useNotifySwitch(
  wanted: boolean,
  setWanted: (on: boolean) => void,
): { on: boolean; permission: NotifyPermission; toggle: () => void } {
  const [permission, setPermission] = useState(notifyPermission);
  const toggle = () => {
    if (wanted || permission === 'granted') return setWanted(!wanted);
    if (permission !== 'default') return;
    void Notification.requestPermission().then((answer) => {
      setPermission(answer);
      setWanted(answer === 'granted');
    });
  };
  return { on: wanted && permission === 'granted', permission, toggle };
}
