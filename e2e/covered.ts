/** What an element covers on the page: the controls and texts its box overlaps. */
import type { Page } from 'playwright-core';

/**
 * The visible controls and texts (their tag, class and first words) whose box overlaps the box of
 * the first element matching `selector`, by more than a pixel each way; its own ancestors and
 * descendants aside, and each box clipped by the scrolling areas it sits in (a log scrolled past
 * covers nothing). Null when no element matches.
 */
export const covered = (page: Page, selector: string): Promise<string[] | null> =>
  page.evaluate<string[] | null, string>((selector) => {
    const el = document.querySelector(selector);
    if (!el) return null;
    const clipped = (node: Element) => {
      let { left, top, right, bottom } = node.getBoundingClientRect();
      for (let up = node.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = up.getBoundingClientRect();
        left = Math.max(left, box.left);
        top = Math.max(top, box.top);
        right = Math.min(right, box.right);
        bottom = Math.min(bottom, box.bottom);
      }
      return { left, top, right, bottom };
    };
    const mine = el.getBoundingClientRect();
    const things = 'button, a, input, select, textarea, label, p, li, h1, h2, h3, dt, dd, span';
    return [...document.querySelectorAll(things)].flatMap((other) => {
      if (other === el || other.contains(el) || el.contains(other)) return [];
      if (getComputedStyle(other).visibility === 'hidden') return [];
      const box = clipped(other);
      const wide = Math.min(mine.right, box.right) - Math.max(mine.left, box.left);
      const high = Math.min(mine.bottom, box.bottom) - Math.max(mine.top, box.top);
      if (wide <= 1 || high <= 1) return [];
      const words = (other.textContent ?? '').trim().slice(0, 30);
      return [`${other.tagName.toLowerCase()}.${other.className} "${words}"`];
    });
  }, selector);
