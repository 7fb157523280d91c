/**
 * Draws the app's icons (public/icon-192.png, icon-512.png, icon-maskable-512.png) from our own
 * SVGs with the Chromium the e2e tests use: `node packages/client/icons/render.mjs`. The PNGs are
 * checked in; run this again only after changing an SVG.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'public');
const ICONS = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'maskable.svg', png: 'icon-maskable-512.png', size: 512 },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const { svg, png, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const image = readFileSync(join(here, svg), 'utf8').replace(
      '<svg ',
      `<svg width="${size}" height="${size}" `,
    );
    await page.setContent(`<style>*{margin:0}svg{display:block}</style>${image}`);
    await page.screenshot({ path: join(out, png), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
