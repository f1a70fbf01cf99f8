// What one page load fetches in Chromium (a fresh context, cache off): per kind of resource the
// bytes the server sent and, for JavaScript and CSS, the gzip size of the bodies; and the layout
// shift (CLS) of the load.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import type { TRoute, TSession } from './routes';

/** Debian's Chromium in a container: no sandbox, no GPU, no traffic of its own. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/**
 * The load is over once the page shows its heading (every page has one h1, rendered by the lazy
 * route chunk), its fonts are in and no request has started for SETTLE_MS: late chunks, data and
 * shifts still count. On a busy machine a page sits quiet on the network while it parses a
 * script, so "a moment without requests" alone ends some loads before the route's chunk.
 */
const SETTLE_MS = 2000;
const MAX_WAIT_MS = 60_000;

export type TKindTotal = { files: number; transferred: number; gzip: number };

export type TDownloads = {
  js: TKindTotal;
  css: TKindTotal;
  fonts: TKindTotal;
  total: { requests: number; transferred: number };
  /** Each script, biggest first: path, gzip size, bytes sent and their Content-Encoding. */
  jsFiles: { path: string; gzip: number; sent: number; encoding: string }[];
  /** Content-Encoding of the scripts as the server sent them (e.g. "br"). */
  jsEncodings: string[];
  cls: number;
  finalPath: string;
  /** Responses that were not 2xx (not counted above), e.g. "503 /assets/x.js". */
  failed: string[];
};

export function launchMeasuringBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, handleSIGINT: false });
}

/** Runs in the page before its own scripts: keeps every layout shift, buffered ones included. */
function observeLayoutShifts() {
  const shifts: { time: number; value: number }[] = [];
  (window as unknown as { __benchShifts: typeof shifts }).__benchShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      startTime: number;
      value: number;
      hadRecentInput: boolean;
    }[]) {
      if (!entry.hadRecentInput) {
        shifts.push({ time: entry.startTime, value: entry.value });
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Runs in the page before its own scripts: signs the route's user in as the site keeps them. */
export function storeSession(session: TSession) {
  localStorage.setItem(session.tokenKey, session.token);
  localStorage.setItem(session.userKey, JSON.stringify(session.user));
}

/** CLS as web-vitals defines it: the largest session window (gaps under 1 s, at most 5 s long). */
export function computeCls(shifts: { time: number; value: number }[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = 0;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.time - previous >= 1000 || shift.time - windowStart >= 5000) {
      current = 0;
      windowStart = shift.time;
    }
    current += shift.value;
    previous = shift.time;
    largest = Math.max(largest, current);
  }
  return largest;
}

const KINDS: Record<string, 'js' | 'css' | 'fonts'> = { script: 'js', stylesheet: 'css', font: 'fonts' };

export async function measureDownloads(
  browser: Browser,
  baseUrl: string,
  route: TRoute,
): Promise<TDownloads> {
  const context = await browser.newContext();
  try {
    if (route.session) {
      await context.addInitScript(storeSession, route.session);
    }
    await context.addInitScript(observeLayoutShifts);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    let lastRequestAt = performance.now();
    page.on('request', () => (lastRequestAt = performance.now()));
    const started = performance.now();
    await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'load' });
    await page.locator('h1').first().waitFor({ timeout: MAX_WAIT_MS });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    while (performance.now() - lastRequestAt < SETTLE_MS && performance.now() - started < MAX_WAIT_MS) {
      await page.waitForTimeout(250);
    }
    // No 'networkidle': a signed-in page keeps its live-updates stream (SSE) open for good.
    const shifts = await page.evaluate(
      () => (window as unknown as { __benchShifts: { time: number; value: number }[] }).__benchShifts,
    );

    const result: TDownloads = {
      js: { files: 0, transferred: 0, gzip: 0 },
      css: { files: 0, transferred: 0, gzip: 0 },
      fonts: { files: 0, transferred: 0, gzip: 0 },
      total: { requests: 0, transferred: 0 },
      jsFiles: [],
      jsEncodings: [],
      cls: computeCls(shifts),
      finalPath: new URL(page.url()).pathname,
      failed: [],
    };
    for (const response of responses) {
      // The live-updates stream never ends: its sizes (and body) would be waited for forever.
      if ((await response.headerValue('content-type'))?.startsWith('text/event-stream')) {
        continue;
      }
      // A redirect or an aborted request has no body (and Playwright no sizes).
      const sizes = await response
        .request()
        .sizes()
        .catch(() => null);
      if (!sizes) {
        continue;
      }
      if (!response.ok()) {
        result.failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
        continue;
      }
      result.total.requests += 1;
      result.total.transferred += sizes.responseBodySize;
      const kind = KINDS[response.request().resourceType()];
      if (!kind) {
        continue;
      }
      const body = await response.body().catch(() => Buffer.alloc(0));
      const totals = result[kind];
      totals.files += 1;
      totals.transferred += sizes.responseBodySize;
      // Fonts (woff2) are compressed already; gzip -9 of scripts and CSS as bench:bundle measured.
      const gzip = kind === 'fonts' ? body.length : gzipSync(body, { level: 9 }).length;
      totals.gzip += gzip;
      const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
      if (kind === 'js') {
        const path = new URL(response.url()).pathname;
        result.jsFiles.push({ path, gzip, sent: sizes.responseBodySize, encoding });
        if (!result.jsEncodings.includes(encoding)) {
          result.jsEncodings.push(encoding);
        }
      }
    }
    result.jsFiles.sort((a, b) => b.gzip - a.gzip);
    return result;
  } finally {
    await context.close();
  }
}
