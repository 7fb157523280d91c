/**
 * What the table shows, read from the DOM through the conventions every UI part follows
 * (data-wire, data-printed, data-value, data-action, data-testid). The page-side code is a plain
 * string so no bundler helper leaks into page.evaluate.
 */
import type { Page } from 'playwright-core';

export interface WireInfo {
  readonly key: string;
  readonly seat: number;
  readonly printed: string | null;
  readonly cut: boolean;
  readonly enabled: boolean;
}

export interface ButtonInfo {
  readonly selector: string;
  readonly enabled: boolean;
  readonly action: string | null;
  readonly value: string | null;
  readonly inPending: boolean;
}

export interface Snapshot {
  readonly result: string | null;
  readonly wires: readonly WireInfo[];
  readonly values: readonly ButtonInfo[];
  readonly actions: readonly ButtonInfo[];
  readonly pendingShown: boolean;
  readonly turnText: string | null;
  readonly connectionText: string | null;
}

const SNAPSHOT = `(() => {
  const visible = (el) => el.checkVisibility ? el.checkVisibility() : el.offsetParent !== null;
  const enabled = (el) => !el.disabled && el.getAttribute('aria-disabled') !== 'true';
  const esc = (v) => CSS.escape(v);
  const pending = document.querySelector('[data-testid="pending"]');
  const text = (id) => {
    const el = document.querySelector('[data-testid="' + id + '"]');
    return el ? el.textContent.trim() : null;
  };
  const button = (el, attr) => ({
    selector: attr === 'data-value'
      ? 'button[data-value="' + esc(el.getAttribute(attr)) + '"]' + (el.getAttribute('data-action')
        ? '[data-action="' + esc(el.getAttribute('data-action')) + '"]' : ':not([data-action])')
      : '[' + attr + '="' + esc(el.getAttribute(attr)) + '"]',
    enabled: enabled(el),
    action: el.getAttribute('data-action'),
    value: el.getAttribute('data-value'),
    inPending: !!el.closest('[data-testid="pending"]'),
  });
  const result = document.querySelector('[data-testid="game-result"]');
  return {
    result: result ? result.getAttribute('data-result') : null,
    wires: [...document.querySelectorAll('[data-wire]')].map((el) => ({
      key: el.getAttribute('data-wire'),
      seat: Number(el.getAttribute('data-wire').split('-')[0]),
      printed: el.getAttribute('data-printed'),
      cut: el.getAttribute('data-cut') === 'true',
      enabled: el.tagName === 'BUTTON' && enabled(el) && visible(el),
    })),
    values: [...document.querySelectorAll('button[data-value]')].filter(visible)
      .map((el) => button(el, 'data-value')),
    actions: [...document.querySelectorAll('button[data-action], a[data-action]')].filter(visible)
      .map((el) => button(el, 'data-action')),
    pendingShown: !!pending && visible(pending),
    turnText: text('turn'),
    connectionText: text('connection'),
  };
})()`;

export const snapshot = (page: Page): Promise<Snapshot> => page.evaluate<Snapshot>(SNAPSHOT);

/** The data-wire key of the focused element, or its tag and attributes for other elements. */
export const focused = (page: Page): Promise<string> =>
  page.evaluate<string>(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return el.getAttribute('data-wire') !== null ? 'wire:' + el.getAttribute('data-wire')
      : el.tagName + '|' + (el.getAttribute('data-action') || '') + '|' + (el.getAttribute('data-value') || '') + '|' + (el.textContent || '').slice(0, 30);
  })()`);

export const isFocused = (page: Page, selector: string): Promise<boolean> =>
  page.evaluate<boolean>(
    `(() => { const el = document.querySelector(${JSON.stringify(selector)}); return !!el && el === document.activeElement; })()`,
  );

/** Every value a wire shows anywhere in its markup (attributes and text), for leak checks. */
export const wireMarkup = (page: Page, key: string): Promise<string | null> =>
  page.evaluate<string | null>(
    `(() => { const el = document.querySelector('[data-wire="${key}"]'); return el ? el.outerHTML : null; })()`,
  );

/** The seat this browser holds in the room (the token saved by the UI in local storage). */
export async function mySeat(page: Page, room: string): Promise<number | null> {
  return page.evaluate<number | null>(`(() => {
    const seats = JSON.parse(localStorage.getItem('bb.seats') || '[]');
    const mine = seats.find((s) => s.room === ${JSON.stringify(room)});
    return mine ? mine.seat : null;
  })()`);
}

export const roomOf = (page: Page): string => {
  const m = /\/room\/([^/?#]+)/.exec(new URL(page.url()).pathname);
  if (!m?.[1]) throw new Error(`not on a room page: ${page.url()}`);
  return decodeURIComponent(m[1]);
};
