/**
 * Installable: the page links a web app manifest that the server sends with its content type and
 * the CSP allows; Chromium reads it without an error; its icons (192, 512, maskable) are PNGs of
 * the sizes it says.
 */
import { expect, it } from 'vitest';
import { newPlayer } from './browser';
import { useTestBed } from './bed';

const bed = useTestBed();

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

it('serves a valid manifest and its icons, linked from the page, under the CSP', async () => {
  const res = await fetch(`${bed.server.base}/manifest.webmanifest`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Bomb Busters',
    short_name: 'Bomb Busters',
    start_url: '/',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = new Set<string>();
  for (const icon of manifest.icons) {
    const image = await fetch(`${bed.server.base}${icon.src}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const size = pngSize(Buffer.from(await image.arrayBuffer()));
    expect(size).toBe(icon.sizes);
    sizes.add(`${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  expect([...sizes].sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

  // The page links it, the policy allows it, and Chromium parses it without an error.
  const { page, context, errors } = await newPlayer(bed.browser, bed.server.base);
  const home = await page.goto('/');
  const csp = home?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("manifest-src 'self'");
  expect(csp).toContain("img-src 'self'");
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
    '/manifest.webmanifest',
  );
  const cdp = await context.newCDPSession(page);
  const read = await cdp.send('Page.getAppManifest');
  expect(read.url).toBe(`${bed.server.base}/manifest.webmanifest`);
  expect(read.errors).toEqual([]);
  expect(JSON.parse(read.data ?? '{}')).toEqual(manifest);
  expect(errors).toEqual([]);
});
