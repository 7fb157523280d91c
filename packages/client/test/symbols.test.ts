/**
 * Icons as text must show without an emoji font: every symbol the client's sources use is one
 * that DejaVu Sans (the usual fallback font on Linux; Windows and macOS have them too) draws.
 * Emoji such as 🤖 ⏱ ➕ show as empty boxes where no emoji font is installed: those are drawn as
 * inline SVG (src/app/icons.tsx, BotIcon) instead.
 */
import { describe, expect, it } from 'vitest';

/** Every source file of the client, as text (Vite reads them for the test). */
const SOURCES: Record<string, string> = import.meta.glob('../src/**/*.{ts,tsx,css}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Checked with `fc-list :charset=<hex>` on a machine with only DejaVu and Liberation fonts. */
const DRAWN = new Set([...'←↑→↶↻⇤⇥∅−≠⊕⊘▶◀▼○◌◎●★☐☑☕☠☰♪⚠⚡✂✎✓✔✕✖❚➜⟵·—…']);

/** Symbols and anything outside the Basic Multilingual Plane (where the emoji live). */
const symbols = (text: string): string[] =>
  [...text].filter(
    (c) => (/[\p{So}\p{Sm}]/u.test(c) && c.charCodeAt(0) > 0x7f) || c.codePointAt(0)! > 0xffff,
  );

describe('symbols in the client', () => {
  it('uses only symbols the fallback fonts draw (no emoji)', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
    const found = Object.entries(SOURCES).flatMap(([path, text]) =>
      [...new Set(symbols(text))]
        .filter((c) => !DRAWN.has(c))
        .map((c) => `${path}: ${c} U+${c.codePointAt(0)!.toString(16)}`),
    );
    expect(found).toEqual([]);
  });

  it('notices an emoji (the check can fail)', () => {
    expect(symbols('a 🤖 b ⏱ c ➕ d ★').filter((c) => !DRAWN.has(c))).toEqual(['🤖', '⏱', '➕']);
  });
});
