/// <reference types="node" />
/**
 * Icons as text must show without an emoji font: every symbol the client's sources use is one
 * that DejaVu Sans (the usual fallback font on Linux; Windows and macOS have them too) draws.
 * Emoji such as 🤖 ⏱ ➕ show as empty boxes where no emoji font is installed: those are drawn as
 * inline SVG (src/app/icons.tsx, BotIcon) instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

/**
 * Every source file of the client, as text: Vite reads the code for the test; the style sheets
 * are read from disk, as Vite hands a test an empty text for them.
 */
const SOURCES: Record<string, string> = {
  ...import.meta.glob<string>('../src/**/*.{ts,tsx}', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...Object.fromEntries(
    readdirSync(SRC, { recursive: true })
      .map(String)
      .filter((path) => path.endsWith('.css'))
      .map((path) => [path, readFileSync(join(SRC, path), 'utf8')]),
  ),
};

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
    expect(SOURCES['table/board/board.css']).toContain('.wire-x');
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
