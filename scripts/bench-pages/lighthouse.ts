// Lighthouse (default mobile configuration, simulated throttling, performance only) against a
// headless Chromium this benchmark starts with a DevTools port. Before each run the origin's
// localStorage is emptied (Lighthouse's own reset keeps it) and, for a signed-in page, the session
// written into it; Lighthouse is then told to keep storage (disableStorageReset), so the HTTP
// cache is cleared here instead and every run starts cold.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './downloads';
import type { TRoute } from './routes';

export type TLighthouseRun = {
  score: number | null;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  finalPath: string;
};

type TDevToolsChromium = { port: number; close: () => Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Headless Chromium on a fresh profile with --remote-debugging-port=0: Chromium picks a free
 * port and writes it into DevToolsActivePort in the profile.
 */
export async function startDevToolsChromium(): Promise<TDevToolsChromium> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'docapply-bench-pages-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      // As chrome-launcher starts it for Lighthouse: a page in the background runs at full speed.
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--disable-renderer-backgrounding',
      'about:blank',
    ],
    // A process group of its own, so that its helpers go with it.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const portFile = path.join(profile, 'DevToolsActivePort');
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (child.exitCode !== null) {
      break;
    }
    const port = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8').split('\n')[0]) : 0;
    if (port > 0) {
      return { port, close };
    }
    await sleep(100);
  }
  await close();
  throw new Error('Chromium did not open its DevTools port within 30 s');
}

/** Leaves the origin's localStorage with the route's session only, and empties the HTTP cache. */
async function prepareStorage(port: number, baseUrl: string, route: TRoute): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // A small same-origin document: the site itself would warm caches the run must not find.
    await page.goto(`${baseUrl}/app-config.json`);
    await page.evaluate((session) => {
      localStorage.clear();
      if (session) {
        localStorage.setItem(session.tokenKey, session.token);
        localStorage.setItem(session.userKey, JSON.stringify(session.user));
      }
    }, route.session);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Connected over CDP, close() only disconnects: Chromium and its profile stay.
    await browser.close();
  }
}

/** Lighthouse's runtime errors of a recording that went wrong, not of the page. */
const TRANSIENT_ERRORS = ['NO_NAVSTART', 'NO_TRACING_STARTED'];
const MAX_ATTEMPTS = 3;

/** `reportFile`: where to keep Lighthouse's whole JSON report (its audits: request chains, main-thread work). */
export async function runLighthouse(
  port: number,
  baseUrl: string,
  route: TRoute,
  reportFile?: string,
): Promise<TLighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(port, baseUrl, route, reportFile);
    } catch (error) {
      // A trace Lighthouse failed to record says so ("Please run Lighthouse again"): run it again.
      if (!(error instanceof Error) || !TRANSIENT_ERRORS.some((code) => error.message.includes(code))) {
        throw error;
      }
      if (attempt === MAX_ATTEMPTS) {
        throw error;
      }
      console.log(`${error.message.split('.')[0]}: running it again`);
    }
  }
}

async function runLighthouseOnce(
  port: number,
  baseUrl: string,
  route: TRoute,
  reportFile?: string,
): Promise<TLighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  await prepareStorage(port, baseUrl, route);
  const result = await lighthouse(`${baseUrl}${route.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Signed out, Lighthouse clears the origin's storage and the cache itself.
    disableStorageReset: route.session !== null,
  });
  if (!result) {
    throw new Error(`Lighthouse returned nothing for ${route.name}`);
  }
  const { lhr } = result;
  if (reportFile) {
    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse on ${route.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
  };
}
