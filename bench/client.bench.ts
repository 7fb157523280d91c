/**
 * Web client benchmark: the production bundle's sizes and the time to first render of a table.
 *
 *   npm run bench:client [-- --runs 10]
 *
 * Builds the client with vite into a temp dir (or E2E_CLIENT_DIR; the shared dist/ is left
 * alone) and serves it with the real server (the e2e harness, Debian's Chromium). Sizes: every
 * file a first visit downloads, as the browser requested it, until the page is ready (home: the
 * create-table form; table: the player's own wires) and the network is idle; gzip level 6 as a
 * compressing proxy would send it (the server sends the build's brotli copies, a little smaller).
 * "First JS" counts the JS files requested before the page showed (what it waited for); files
 * requested after (a lazy part fetched ahead) are marked "after".
 * Time: a table of 1 person + 3 bots (the person is the captain and the bots wait an hour, so
 * the table stays the same), its seat claimed through the HTTP API and the token put into local
 * storage as the client keeps it; from navigation start to the moment an own wire
 * ([data-wire][data-printed]) is in the DOM and visible. Cold: a fresh context (empty cache);
 * warm: a fresh context that loaded the table once before. Also with the CPU throttled 4x (CDP
 * Emulation.setCPUThrottlingRate) in a phone-sized viewport. No assertions; figures vary.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { DESKTOP, launch, PHONE } from '../e2e/browser.js';
import { buildClient, buildServer } from '../e2e/global-setup.js';
import { api, startServer } from '../e2e/server.js';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 1000) {
  console.error('--runs must be an integer from 1 to 1000.');
  process.exit(2);
}

interface Asset {
  readonly name: string;
  readonly raw: number;
  readonly gzip: number;
}

/** The built files (no source maps, no pre-compressed copies), keyed by their URL path. */
async function assets(dir: string): Promise<Map<string, Asset>> {
  const names = ['index.html', ...(await readdir(join(dir, 'assets'))).map((f) => `assets/${f}`)];
  const out = new Map<string, Asset>();
  for (const name of names.filter((n) => !/\.(map|gz|br)$/.test(n))) {
    const bytes = await readFile(join(dir, name));
    out.set(`/${name}`, { name, raw: bytes.length, gzip: gzipSync(bytes).length });
  }
  return out;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (xs: readonly Asset[], field: 'raw' | 'gzip') => xs.reduce((s, a) => s + a[field], 0);

/** `early`: the files requested before the page showed; the others are marked "after". */
function printFiles(title: string, files: readonly Asset[], early?: ReadonlySet<string>): void {
  console.log(`\n${title}: ${kB(sum(files, 'gzip'))} gzip (${kB(sum(files, 'raw'))} raw)`);
  if (early) {
    const js = files.filter((a) => early.has(a.name) && a.name.endsWith('.js'));
    console.log(`  first JS (requested before the page showed): ${kB(sum(js, 'gzip'))} gzip`);
  }
  for (const a of [...files].sort((x, y) => y.gzip - x.gzip))
    console.log(
      `  ${a.name.padEnd(40)} ${kB(a.gzip).padStart(9)} gzip ${kB(a.raw).padStart(9)}${early && !early.has(a.name) ? '   after' : ''}`,
    );
}

const SEATS_KEY = 'bb.seats';
const OWN_WIRE = '[data-wire][data-printed]';
const WIRES_SHOWN = 'bb:wires-shown ';
/**
 * Logs when an own wire first shows, in ms since navigation start. A console message, not a
 * value polled with waitForFunction: that puts Playwright's own script into the page, which the
 * page's main thread compiles while the table loads (0.05-1.3 s of the phone's time in traces).
 * Looked for after each frame, when its layout is done: checked as the DOM changed, the check
 * forced the table's first layout itself, before the page would have.
 */
const MARK = `(function look() {
  requestAnimationFrame(() => setTimeout(() => {
    const el = document.querySelector('${OWN_WIRE}');
    if (el && el.checkVisibility()) console.debug('${WIRES_SHOWN}' + performance.now());
    else look();
  }));
})();`;

type Profile = {
  readonly label: string;
  readonly cpu: number;
  readonly context: BrowserContextOptions;
};
const PROFILES: readonly Profile[] = [
  { label: 'desktop', cpu: 1, context: { viewport: DESKTOP } },
  {
    label: 'phone, CPU 4x slower',
    cpu: 4,
    context: { viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  },
];

/**
 * The same-origin paths a first visit downloads until `ready` shows and the network is idle, and
 * those of them the page requested before `ready` was in its DOM (its own clock: resource timing).
 */
async function downloads(
  browser: Browser,
  base: string,
  init: string,
  path: string,
  ready: string,
): Promise<{ all: string[]; early: Set<string> }> {
  const context = await browser.newContext({ baseURL: base, viewport: DESKTOP });
  await context.addInitScript(init);
  await context.addInitScript(`new MutationObserver((_, observer) => {
    if (document.querySelector(${JSON.stringify(ready)})) {
      window.__bbReady = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });`);
  const paths: string[] = [];
  context.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === base)
      paths.push(request.resourceType() === 'document' ? '/index.html' : url.pathname);
  });
  const page = await context.newPage();
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  const requested = await page.evaluate(() => {
    const at = (globalThis as { __bbReady?: number }).__bbReady ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= at)
      .map((entry) => new URL(entry.name).pathname);
  });
  await context.close();
  const early = new Set(['index.html', ...requested.map((p) => p.slice(1))]);
  return { all: [...new Set(paths)].filter((p) => !p.startsWith('/api/')), early };
}

/** One navigation to the table in `context`; ms from navigation start to an own wire shown. */
async function timeToWires(context: BrowserContext, path: string, cpu: number): Promise<number> {
  const page = await context.newPage();
  if (cpu !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  const shown = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith(WIRES_SHOWN),
    timeout: 60_000,
  });
  await page.goto(path, { waitUntil: 'commit' });
  const ms = Number((await shown).text().slice(WIRES_SHOWN.length));
  await page.close();
  return ms;
}

/** Nearest-rank percentile. */
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const own = process.env.E2E_CLIENT_DIR;
  const dir = own ?? (await mkdtemp(join(tmpdir(), 'bb-bench-client-')));
  const started = Date.now();
  buildClient(dir);
  buildServer();
  console.log(`client built into ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const files = await assets(dir);

  const server = await startServer({
    CLIENT_DIR: dir,
    BOT_DELAY_MS: '3600000',
    TAKEOVER_MS: '3600000',
  });
  const browser = await launch();
  try {
    const created = await api<{ room: string; hostToken: string }>(
      server.base,
      'POST',
      '/api/rooms',
      {
        mission: 1,
        players: 4,
        captain: 0,
        seed: 'bench-client',
        seats: [{ kind: 'person' }, ...Array.from({ length: 3 }, () => ({ kind: 'bot' }))],
        public: false,
      },
    );
    const { room, hostToken } = created;
    const { token } = await api<{ token: string }>(
      server.base,
      'POST',
      `/api/rooms/${room}/seats/0/claim`,
      { seat: 0, name: 'Bench' },
    );
    await api(server.base, 'POST', `/api/rooms/${room}/start`, { hostToken });
    const saved = [{ room, seat: 0, token, name: 'Bench', savedAt: new Date().toISOString() }];
    const init = `localStorage.setItem(${JSON.stringify(SEATS_KEY)}, ${JSON.stringify(JSON.stringify(saved))});\n${MARK}`;
    const path = `/room/${room}`;

    const pick = (paths: readonly string[]) =>
      paths.map((p) => files.get(p)).filter((a): a is Asset => a !== undefined);
    console.log('\n== Bundle (vite production build) ==');
    const table = await downloads(browser, server.base, init, path, OWN_WIRE);
    printFiles('First visit to a table page', pick(table.all), table.early);
    const home = await downloads(browser, server.base, '', '/', '[data-testid="create-table"]');
    printFiles('First visit to the home page', pick(home.all), home.early);
    const all = [...files.values()].filter((a) => a.name !== 'index.html');
    printFiles('Largest chunks', [...all].sort((x, y) => y.gzip - x.gzip).slice(0, 5));
    console.log(
      `\nTotal (every JS and CSS file): ${kB(sum(all, 'gzip'))} gzip (${kB(sum(all, 'raw'))} raw), ${all.length} files`,
    );

    console.log(`\n== Time to first render of a table (own wires visible), ${RUNS} runs ==`);
    for (const profile of PROFILES) {
      for (const cache of ['cold', 'warm'] as const) {
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const context = await browser.newContext({ baseURL: server.base, ...profile.context });
          await context.addInitScript(init);
          if (cache === 'warm') await timeToWires(context, path, 1);
          times.push(await timeToWires(context, path, profile.cpu));
          await context.close();
        }
        times.sort((a, b) => a - b);
        console.log(
          `  ${`${profile.label}, ${cache} cache:`.padEnd(34)} median ${percentile(times, 50).toFixed(0).padStart(5)} ms   p90 ${percentile(times, 90).toFixed(0).padStart(5)} ms   (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)})`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    if (!own) await rm(dir, { recursive: true, force: true });
  }
}

await main();
