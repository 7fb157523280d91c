/** Finds English UI text left on a page shown in another language. */
import type { Page } from 'playwright-core';
import { en, fr, nl, vi } from '../packages/client/test/catalogs';

export const CATALOGS = { fr, nl, vi } as const;
export type Other = keyof typeof CATALOGS;

// Symbols, punctuation and spaces around a text do not make it English or not.
const trim = (s: string) => s.replace(/^[^\p{L}\p{N}{]+|[^\p{L}\p{N}}]+$/gu, '');
const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const pattern = (message: string) =>
  new RegExp(`^${escape(trim(message)).replace(/\\?\{\w+\\?\}/g, '.+')}$`, 'su');

// A message made of placeholders only ("{name}") would match any text.
const wordy = (message: string) => /\p{L}{2}/u.test(message.replace(/\{\w+\}/g, ''));

/** The English messages that the language translates differently, and its own messages. */
function matchers(language: Other) {
  const own = CATALOGS[language] as Readonly<Record<string, string>>;
  const english = Object.entries(en as Readonly<Record<string, string>>)
    .filter(([key, text]) => own[key] !== text && wordy(text))
    .map(([key, text]) => ({ key, re: pattern(text) }));
  return { english, own: Object.values(own).filter(wordy).map(pattern) };
}

/** Visible text nodes and the aria-label, title, placeholder and alt of visible elements. */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const out = [];
    const shown = (el) => el && (el.checkVisibility ? el.checkVisibility() : true);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.closest('script,style,noscript')) continue;
      if (parent.closest('option') && !parent.closest('option').selected) continue;
      if (!shown(parent)) continue;
      if (n.textContent.trim()) out.push(n.textContent.trim());
    }
    for (const el of document.body.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
      if (!shown(el)) continue;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(a);
        if (v && v.trim()) out.push(v.trim());
      }
    }
    return out;
  })()`);
}

/** The texts on the page that are English messages (with their keys) in a page set to `language`. */
export async function englishLeft(page: Page, language: Other): Promise<string[]> {
  const { english, own } = matchers(language);
  const found = new Set<string>();
  for (const raw of await visibleTexts(page)) {
    const text = trim(raw);
    if (!/\p{L}{2}/u.test(text) || own.some((re) => re.test(text))) continue;
    const hit = english.find((m) => m.re.test(text));
    if (hit) found.add(`${hit.key}: "${raw}"`);
  }
  return [...found];
}

/** Chooses the language and waits until the page shows it (its catalog loads on demand). */
export async function setLanguage(page: Page, language: string): Promise<void> {
  await page.locator('[data-testid="language"]').selectOption(language);
  await page.locator(`html[lang="${language}"]`).waitFor();
}
