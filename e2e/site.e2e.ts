import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startMailbox, type TMailbox } from './support/mailbox';
import { startProduct, type TProduct } from './support/server';
import { VIEWPORTS, expectAccessible, launchBrowser } from './support/browser';
import { checkAccessible, expectFocusShownWhileTabbing } from './support/page-checks';
import { signInNewDoctor } from './support/doctor';
import { callApi } from './support/api-client';
import { reportFailure } from './support/failure-report';
import { isLive, openWatchedPage, waitUntilLive, watch } from './support/prerendered-page';

/**
 * What any visitor's browser receives: the landing page, legal PDFs, headers, the admin shell. The
 * prerendered pages used before their app is live: prerendered-use.e2e.ts.
 */
let mailbox: TMailbox;
let product: TProduct;
let browser: Browser;

beforeAll(async () => {
  mailbox = await startMailbox();
  // As `npm start` runs: no URLs configured, so the emails say localhost while this browser
  // opens 127.0.0.1; the sites must call the API on the origin they were loaded from.
  product = await startProduct({ smtpUrl: mailbox.url, withUrls: false });
  browser = await launchBrowser();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    await reportFailure(ctx.task.name, browser, product);
  }
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await mailbox?.close();
});

describe('the public site', () => {
  it('serves the landing page with a strict CSP, compression and immutable hashed assets', async () => {
    const res = await fetch(product.baseUrl, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('cache-control')).toMatch(/no-cache/);
    const html = await res.text();
    // An inline script runs only by its hash in the policy (a signed-in page's first calls, ADR 25).
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inlineScripts).toHaveLength(1);
    for (const [, code] of inlineScripts) {
      expect(csp).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    }
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const js = await fetch(`${product.baseUrl}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(js.headers.get('cache-control')).toMatch(
      /max-age=31536000.*immutable|immutable.*max-age=31536000/,
    );
    expect(js.headers.get('content-encoding')).toMatch(/gzip|br/);
  });

  it('draws the landing page before any app code, and makes it live on first use, focus kept', async () => {
    const page = await openWatchedPage(browser, VIEWPORTS.desktop);
    const { errors, scripts } = watch(page);
    await page.goto(product.baseUrl, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(1000);
    // Only the small boot script: the app's code waits for the visitor.
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/prerendered-boot-[\w-]+\.js$/)]);
    expect(await page.getByRole('link', { name: 'Hospital Login' }).getAttribute('href')).toBe('/admin/');
    await expectAccessible(page, 'landing page before its scripts');

    expect(await isLive(page)).toBe(false);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // The element focused before the app took over is still the one focused after (same node).
    const focused = await page.evaluate(() => {
      const element = document.activeElement as (Element & { kept?: boolean }) | null;
      if (element && element !== document.body) {
        element.kept = true;
      }
      return element?.textContent ?? '';
    });
    expect(focused).not.toBe('');
    await waitUntilLive(page);
    expect(scripts.length).toBeGreaterThan(1);
    expect(await page.evaluate(() => (document.activeElement as { kept?: boolean } | null)?.kept)).toBe(true);
    // Every control Tab and Shift+Tab reach shows, none under the sticky header.
    await expectFocusShownWhileTabbing(page, 'landing page at 1280 px');
    await page.setViewportSize(VIEWPORTS.zoomed);
    await expectFocusShownWhileTabbing(page, 'landing page at 640x360 (200 % zoom)');
    await page.setViewportSize(VIEWPORTS.desktop);
    // Live: the header's Doctor Login goes to the sign-in page without loading another document.
    await page.getByRole('banner').getByRole('link', { name: 'Doctor Login' }).click();
    await page.getByRole('heading', { name: 'Doctor Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws every weight in Inter Tight from the one preloaded Latin file', async () => {
    const page = await openWatchedPage(browser, VIEWPORTS.desktop);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') {
        fonts.push(new URL(request.url()).pathname);
      }
    });
    await page.goto(product.baseUrl, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const drawn = await page.evaluate(async () => {
      await document.fonts.ready;
      const heading = document.querySelector('h1') as HTMLElement;
      const body = document.querySelector('p') as HTMLElement;
      return {
        family: getComputedStyle(heading).fontFamily,
        weights: [getComputedStyle(heading).fontWeight, getComputedStyle(body).fontWeight],
        loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
      };
    });
    expect(drawn.family).toMatch(/^"Inter Tight Variable"/);
    expect(new Set(drawn.weights).size).toBeGreaterThan(1);
    expect(drawn.loaded).toContainEqual(expect.stringMatching(/^"?Inter Tight Variable"?$/));
    // One file for the heading's weight and the body's: the preloaded one, asked for once.
    expect(fonts).toEqual([expect.stringMatching(/^\/assets\/inter-tight-latin-wght-normal-[\w-]+\.woff2$/)]);
    await page.context().close();
  });

  it("fetches the dashboard's code and configuration with its HTML, and does not move its cards when a draft's missing list arrives (phone)", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    await context.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) {
            shifts.push(entry.value);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const { headers } = await signInNewDoctor(product, mailbox, page);
    const token = headers['x-auth-token'];
    const hospitals = await callApi<{ data: { id: string }[] }>(
      product,
      'GET',
      '/hospitals/all/hospitals/with/application',
      { token },
    );
    await callApi(product, 'POST', '/applications', { token, body: { hospitalId: hospitals.data[0].id } });
    // The draft's report arrives well after its card is drawn, as on a slow connection.
    await page.route(/\/api\/formsResponse\/status/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    // Who asked for each file: the HTML ('parser': its preload links) or the app's code ('script');
    // once each (the app's own fetch of the configuration takes the preloaded answer).
    const initiators: [string, string][] = [];
    const cdp = await context.newCDPSession(page);
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      initiators.push([new URL(request.url).pathname, initiator.type]);
    });
    await cdp.send('Network.enable');
    await page.goto(`${product.baseUrl}/dashboard`);
    await page.getByText('Still missing').waitFor();
    await page.waitForTimeout(500);
    const asked = (pattern: RegExp) =>
      initiators.filter(([url]) => pattern.test(url)).map(([, initiator]) => initiator);
    expect(asked(/^\/assets\/dashboard-page-[\w-]+\.js$/), 'the dashboard page chunk').toEqual(['parser']);
    expect(asked(/^\/app-config\.json$/), 'the configuration').toEqual(['parser']);
    const shifted = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shifted).toBeLessThan(0.05);
    await context.close();
  });

  it('ships the four legal documents as real PDFs, opened in a new tab from the footer', async () => {
    const page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
    await page.goto(product.baseUrl);
    for (const name of ['Affirmations', 'Fraud Policy', 'Privacy Policy', 'Terms of Use']) {
      const link = page.getByRole('contentinfo').getByRole('link', { name });
      expect(await link.getAttribute('target')).toBe('_blank');
      const href = new URL((await link.getAttribute('href')) as string, product.baseUrl).toString();
      const pdf = await fetch(href);
      expect(pdf.headers.get('content-type')).toMatch(/application\/pdf/);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    await expect
      .poll(() => page.getByRole('contentinfo').getByText(String(new Date().getFullYear())).count())
      .toBeGreaterThan(0);
    await page.context().close();
  });

  // A visitor who asked their system for less motion (prefers-reduced-motion) gets none: the theme
  // turns MUI's transitions, ripples and spinners off for them.
  it.each([
    ['with motion', 'no-preference', true],
    ['for a visitor who asked for less motion', 'reduce', false],
  ] as const)(
    'takes a Contact Us message from the landing page (phone, %s)',
    async (label, reducedMotion, moves) => {
      const context = await browser.newContext({ viewport: VIEWPORTS.phone, reducedMotion });
      // Every CSS transition and animation the page starts, as the browser reports them, but for
      // the zero-length one MUI's fields play to learn that the browser filled them in (autofill).
      await context.addInitScript(() => {
        const started: string[] = [];
        (window as unknown as { motions: string[] }).motions = started;
        const note = (event: TransitionEvent | AnimationEvent) => {
          const what = 'animationName' in event ? event.animationName : event.propertyName;
          if (!what.startsWith('mui-auto-fill')) {
            started.push(`${event.type} ${what} on ${(event.target as Element).className}`);
          }
        };
        addEventListener('transitionrun', note, true);
        addEventListener('animationstart', note, true);
      });
      const page = await context.newPage();
      await page.goto(`${product.baseUrl}/#contact`);
      const form = page.locator('#contact');
      await form.getByLabel('Name', { exact: false }).first().fill('Dana Whitfield');
      await form.getByLabel('Email').fill('dana.whitfield@stanne.org');
      await form.getByLabel('Message').fill('We would like a demo for our medical staff office.');
      await form.getByRole('button', { name: /send/i }).click();
      await expect.poll(() => page.getByText(/thank you/i).count()).toBeGreaterThan(0);
      // With motion the thank-you alert slides in: axe judges its colours once it has arrived.
      await checkAccessible(page, `landing with contact form (phone, ${label})`);
      const motions = await page.evaluate(() => (window as unknown as { motions: string[] }).motions);
      expect(motions.length > 0, `what moved: ${motions.join('; ') || 'nothing'}`).toBe(moves);
      await context.close();
    },
  );

  it('shows a not-found page for any other path, and the admin shell at /admin/', async () => {
    const page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
    await page.goto(`${product.baseUrl}/no/such/page`);
    await expect.poll(() => page.getByText(/not found/i).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'not found');
    await page.goto(`${product.baseUrl}/admin/`);
    await expect.poll(() => page.getByText(/hospital/i).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'admin shell');
    await page.context().close();
  });

  it('publishes the OpenAPI document', async () => {
    const res = await fetch(`${product.baseUrl}/api/docs/json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/verifyUser']),
    );
  });
});
