/** Chromium from Debian through playwright-core: one browser per test worker (e2e/bed.ts), one context per player. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type WebSocketRoute,
} from 'playwright-core';
import { ARTIFACTS } from './paths.js';

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Chromium's own omnibox pages (WebUI), preloaded for a new window: 200-400 requests and a
      // renderer of their own, competing with the page under test for the CPU.
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI',
    ],
  });
}

/** One decoded WebSocket frame a page received. */
export interface Frame {
  readonly type: string;
  readonly [field: string]: unknown;
}

export interface Player {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Every frame received by every socket of this page, in order. */
  readonly frames: Frame[];
  /** Every frame the page sent. */
  readonly sent: Frame[];
  /** Browser-side errors (uncaught exceptions, console errors). */
  readonly errors: string[];
  /**
   * Cuts the network (true) or brings it back (false). Only with `cuttable`: the context's
   * offline mode does not touch open WebSockets (playwright#4910), so the sockets run through a
   * route that drops them and refuses new ones while the network is down.
   */
  readonly network: (up: boolean) => Promise<void>;
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 360, height: 740 } as const;

export async function newPlayer(
  browser: Browser,
  base: string,
  options: { phone?: boolean; acceptDownloads?: boolean; cuttable?: boolean } = {},
): Promise<Player> {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'en-US',
    viewport: options.phone ? PHONE : DESKTOP,
    ...(options.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    acceptDownloads: options.acceptDownloads ?? false,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const frames: Frame[] = [];
  const sent: Frame[] = [];
  const errors: string[] = [];
  const decode = (payload: string | Buffer, into: Frame[]) => {
    if (typeof payload === 'string') into.push(JSON.parse(payload) as Frame);
  };
  let network = async (up: boolean) => {
    await context.setOffline(!up);
  };
  if (options.cuttable) {
    let down = false;
    const open = new Set<WebSocketRoute>();
    await context.routeWebSocket(/\/ws$/, (ws) => {
      if (down) return void ws.close();
      const server = ws.connectToServer();
      open.add(ws).add(server);
      ws.onMessage((m) => (decode(m, sent), server.send(m)));
      server.onMessage((m) => (decode(m, frames), ws.send(m)));
    });
    network = async (up: boolean) => {
      down = !up;
      await context.setOffline(!up);
      if (!up) for (const ws of open) await ws.close();
      if (!up) open.clear();
    };
  } else {
    page.on('websocket', (ws) =>
      ws
        .on('framereceived', ({ payload }) => decode(payload, frames))
        .on('framesent', ({ payload }) => decode(payload, sent)),
    );
  }
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, frames, sent, errors, network };
}

/** Waits until `test` holds, polling; throws `what` on timeout. */
export async function until<T>(
  test: () => T | Promise<T>,
  what: string,
  timeoutMs = 15_000,
): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await test();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** On failure, a screenshot and the HTML of each page into e2e/artifacts/ (for the report). */
export async function keepEvidence(name: string, players: readonly Player[]): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const [i, p] of players.entries()) {
    if (p.page.isClosed()) continue;
    await p.page
      .screenshot({ path: join(ARTIFACTS, `failed-${name}-${i}.png`) })
      .catch(() => undefined);
    const html = await p.page.content().catch(() => '');
    writeFileSync(join(ARTIFACTS, `failed-${name}-${i}.html`), html);
    writeFileSync(
      join(ARTIFACTS, `failed-${name}-${i}.log`),
      [...p.errors, ...p.frames.slice(-5).map((f) => JSON.stringify(f).slice(0, 2000))].join('\n'),
    );
  }
}
