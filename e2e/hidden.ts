/** Hidden-information checks: what one seat's page shows and receives about another seat. */
import type { SeatView } from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import type { Frame } from './browser';
import { snapshot, wireMarkup } from './dom';
import { latest } from './play';

/**
 * Every view the page held (whole, or built from an update's changes): the other seats' uncut
 * wires have printed null.
 */
export function framesLeaks(frames: readonly Frame[], me: number): string[] {
  const leaks: string[] = [];
  for (const view of latest(frames).views) {
    if (view.status !== 'playing') continue;
    for (const stand of view.stands) {
      if (stand.seat === me) continue;
      stand.wires.forEach((w, i) => {
        if (!w.cut && w.printed !== null)
          leaks.push(
            `v${view.version} wire ${stand.seat}-${stand.stand}-${i}: ${String(w.printed)}`,
          );
      });
    }
  }
  return leaks;
}

// The position shows in the label ("wire 3") and the roving tabindex; take both out.
const normalize = (html: string, key: string, index: number) =>
  html
    .replaceAll(`data-wire="${key}"`, '')
    .replace(/tabindex="-?\d+"/g, '')
    .replace(new RegExp(`\\b${index + 1}\\b`, 'g'), '#');

/**
 * On `page` (seat `me`, game in progress): no uncut teammate wire has data-printed, and the
 * markup of two hidden wires of one stand whose true values differ (from `truth`, the owner's
 * page) is the same once the position is taken out, for wires with no info token or label.
 */
export async function domLeaks(
  page: Page,
  me: number,
  view: SeatView,
  truth: ReadonlyMap<string, string>,
): Promise<string[]> {
  const leaks: string[] = [];
  const snap = await snapshot(page);
  for (const w of snap.wires)
    if (w.seat !== me && !w.cut && w.printed !== null) leaks.push(`${w.key} data-printed`);
  for (const stand of view.stands) {
    if (stand.seat === me) continue;
    const plain: { key: string; html: string; value: string }[] = [];
    for (const [i, w] of stand.wires.entries()) {
      const left = stand.wires[i - 1];
      const key = `${stand.seat}-${stand.stand}-${i}`;
      const value = truth.get(key);
      if (w.cut || w.info || w.labelRight || left?.labelRight || value === undefined) continue;
      if (i === 0 || i === stand.wires.length - 1) continue;
      const html = await wireMarkup(page, key);
      if (html) plain.push({ key, html: normalize(html, key, i), value });
    }
    for (const a of plain)
      for (const b of plain)
        if (a.key < b.key && a.value !== b.value && a.html !== b.html)
          leaks.push(
            `${a.key} (${a.value}) and ${b.key} (${b.value}) differ: ${a.html} / ${b.html}`,
          );
  }
  return leaks;
}

/** The values a seat's page shows for its own wires: the truth about that seat's hand. */
export async function ownValues(page: Page, me: number): Promise<Map<string, string>> {
  const snap = await snapshot(page);
  return new Map(
    snap.wires.filter((w) => w.seat === me && w.printed !== null).map((w) => [w.key, w.printed!]),
  );
}
