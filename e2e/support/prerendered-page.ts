import type { Browser, Locator, Page } from 'playwright-core';
import { watchTroubles } from './failure-report';

/**
 * A prerendered page (the portal's landing, login, register, forgot password; the admin's sign-in)
 * watched as it goes live: scripts/prerendered-boot.js draws it usable without the app, whose code
 * loads on first use and then takes the markup over (bootSite).
 */

/** The page's errors (a hydration mismatch is one), and the scripts it asked for. */
export function watch(page: Page) {
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('console', (message) => {
    const { url } = message.location();
    // A page of the API (a JSON page, which names no icon) has Chromium ask for /favicon.ico,
    // a 404 whose report may come after the page has gone on to the site.
    if (message.type() === 'error' && !url.endsWith('/favicon.ico')) {
      errors.push(`${message.text()} ${url}`.trim());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(new URL(request.url()).pathname);
    }
  });
  return { errors, scripts };
}

/**
 * A page that notes when the app has taken over its prerendered markup (bootSite), and every
 * position the page was scrolled to (`window.scrolls`), so a jump put right later still shows.
 */
export async function openWatchedPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => {
    addEventListener('docapply:hydrated', () => document.documentElement.setAttribute('data-test-live', ''));
    const scrolls: number[] = [];
    (window as unknown as { scrolls: number[] }).scrolls = scrolls;
    addEventListener('scroll', () => scrolls.push(Math.round(window.scrollY)), { passive: true });
  });
  const page = await context.newPage();
  watchTroubles(page);
  return page;
}

export function isLive(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-test-live'));
}

export async function waitUntilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-test-live'));
}

/** Waits two frames: what the app does as it starts (its effects, a scroll put off a task) has run. */
export async function waitTwoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Holds the app's code back until `release` is called, as on a slow phone: the page stays the
 * boot script's alone for as long as the test needs.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Every position the page was scrolled to since it opened (openWatchedPage). */
export function readScrolls(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);
}

export function readScrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

/** How a control shows a press taken before the page was live: aria-busy, and its cursor. */
export function readBusy(control: Locator): Promise<{ busy: string | null; cursor: string }> {
  return control.evaluate((element) => ({
    busy: element.getAttribute('aria-busy'),
    cursor: getComputedStyle(element).cursor,
  }));
}
