import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from './support/browser';
import { signInAdmin } from './support/admin';
import { createVerifiedFile, screenshot, signInRiversideAdmin } from './support/committee';
import { signInNewDoctor } from './support/doctor';
import { setUpJourney } from './support/journey';
import {
  holdAppCode,
  isLive,
  openWatchedPage,
  readScrolls,
  readScrollY,
  waitTwoFrames,
  waitUntilLive,
  watch,
} from './support/prerendered-page';

/**
 * Pages before their app has started (its code comes late on a slow phone): the prerendered landing
 * page is read, scrolled and used, and the app taking it over never moves it; a signed-in page's
 * data is on its way already (scripts/first-calls-boot.js).
 */
const env = setUpJourney();

/** The page is at its bottom (End pressed, or scrolled all the way). */
function isAtBottom(page: Page): Promise<boolean> {
  return page.evaluate(
    () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
  );
}

/** Opens the landing page (or one of its sections) with its app's code held back. */
async function openLanding(viewport: { width: number; height: number }, path = '/') {
  const page = await openWatchedPage(env.browser, viewport);
  const { errors } = watch(page);
  const release = await holdAppCode(page);
  // Not 'load': a section's address starts the app at once, and its held code holds the load back.
  await page.goto(`${env.product.baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { page, errors, release };
}

/** Every position the page was scrolled to from `y` on: it never went back above `y`. */
async function expectNeverAbove(page: Page, y: number) {
  const scrolls = await readScrolls(page);
  expect(scrolls).toContain(y);
  expect(Math.min(...scrolls.slice(scrolls.indexOf(y)))).toBe(y);
  expect(await readScrollY(page)).toBe(y);
}

describe('the landing page while its app starts', () => {
  it('stays where a wheel scrolled it (desktop)', async () => {
    const { page, errors, release } = await openLanding(VIEWPORTS.desktop);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => readScrollY(page)).toBe(500);
    expect(await isLive(page)).toBe(false);
    release();
    await waitUntilLive(page);
    await waitTwoFrames(page);
    await expectNeverAbove(page, 500);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('stays at the bottom when End is the first key pressed, and loads the contact form there (phone)', async () => {
    const { page, errors, release } = await openLanding(VIEWPORTS.phone);
    await page.keyboard.press('End');
    await expect.poll(() => isAtBottom(page)).toBe(true);
    const bottom = await readScrollY(page);
    expect(await isLive(page)).toBe(false);
    release();
    await waitUntilLive(page);
    const message = page.locator('#contact').getByLabel('Message');
    await message.waitFor();
    await waitTwoFrames(page);
    expect(await message.isVisible()).toBe(true);
    await expectNeverAbove(page, bottom);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // On a desktop the header's Contact Us link, pressed before the app is live; on a phone the
  // section opened from another page's menu (/#contact), whose app starts at once.
  it.each([
    ['desktop', VIEWPORTS.desktop, '/', '1280'],
    ['phone', VIEWPORTS.phone, '/#contact', '390'],
  ] as const)(
    'goes down once to the contact section asked for before the app was live, and stays (%s)',
    async (_label, viewport, path, width) => {
      const { page, errors, release } = await openLanding(viewport, path);
      if (path === '/') {
        await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
      }
      const heading = page.getByRole('heading', { name: 'Questions? We are here to help' });
      const headingTop = () => heading.evaluate((element) => element.getBoundingClientRect().top);
      await expect.poll(headingTop).toBeLessThan(viewport.height / 2);
      const arrived = await readScrollY(page);
      expect(await isLive(page)).toBe(false);
      release();
      await waitUntilLive(page);
      await page.locator('#contact').getByLabel('Message').waitFor();
      await waitTwoFrames(page);
      await expectNeverAbove(page, arrived);
      // The section's heading shows below the sticky header.
      const headerBottom = await page
        .getByRole('banner')
        .evaluate((element) => element.getBoundingClientRect().bottom);
      expect(await headingTop()).toBeGreaterThanOrEqual(headerBottom);
      await screenshot(page, `landing-contact-before-live-${width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

describe('a signed-in page while its app starts (issue 43)', () => {
  it("has asked for its data before the app's code arrives, and the app asks for none of it again", async () => {
    const page = await openWatchedPage(env.browser, VIEWPORTS.phone);
    await signInNewDoctor(env.product, env.mailbox, page);
    // The Content-Security-Policy's refusal of an inline script would be an error of the page.
    const { errors } = watch(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        request.method() === 'GET' &&
        url.pathname.startsWith('/api/') &&
        url.pathname !== '/api/v1/events'
      ) {
        asked.push(`${url.pathname}${url.search}`);
      }
    });
    const release = await holdAppCode(page);
    // Not 'domcontentloaded': the held module script holds that back.
    await page.goto(`${env.product.baseUrl}/dashboard`, { waitUntil: 'commit' });
    const dashboardData = [
      '/api/auth/me',
      '/api/hospitals/all/hospitals/with/application',
      '/api/appointments',
    ];
    await expect.poll(() => asked).toEqual(expect.arrayContaining(dashboardData));
    // The app's code held: the page is still the HTML's own loader.
    expect(await page.getByRole('status').textContent()).toBe('Please wait...');
    release();
    await page.getByRole('heading', { level: 1, name: 'Welcome, Dr. Reyes' }).waitFor();
    await page.getByRole('heading', { name: 'Practitioner type: Physician (MD/DO)' }).waitFor();
    const timesAsked = (path: string) => asked.filter((url) => url === path).length;
    expect(dashboardData.map(timesAsked)).toEqual([1, 1, 1]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('loads no form or API client code on the dashboard until it is used', async () => {
    const page = await openWatchedPage(env.browser, VIEWPORTS.phone);
    await signInNewDoctor(env.product, env.mailbox, page);
    const { errors, scripts } = watch(page);
    await page.goto(`${env.product.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Practitioner type: Physician (MD/DO)' }).waitFor();
    // MUI's inputs, and its menus and popovers, are in files of their own (scripts/vite-site-config.ts).
    const isFormCode = (path: string) => /\/assets\/mui-(inputs|menus)-[\w-]+\.js$/.test(path);
    expect(scripts.some((path) => path.includes('/assets/dashboard-page-'))).toBe(true);
    expect(scripts.filter(isFormCode)).toEqual([]);
    // Its calls were all made by its HTML: the API client's code comes with the first press.
    const isApiClientCode = (path: string) => /\/assets\/api-client-[\w-]+\.js$/.test(path);
    expect(scripts.filter(isApiClientCode)).toEqual([]);
    await page.getByRole('button', { name: 'Change practitioner type' }).click();
    await expect.poll(() => scripts.filter(isApiClientCode).length).toBe(1);
    await page.getByRole('combobox', { name: /practitioner type/i }).waitFor();
    expect(scripts.filter(isFormCode).map((path) => path.split('/').pop()?.split('-')[1])).toEqual(
      expect.arrayContaining(['inputs', 'menus']),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("loads a list's select menus on first use, opening them with focus where it was", async () => {
    const page = await openWatchedPage(env.browser, VIEWPORTS.desktop);
    await signInNewDoctor(env.product, env.mailbox, page);
    const { errors, scripts } = watch(page);
    await page.goto(`${env.product.baseUrl}/my/application`);
    await page.getByRole('heading', { name: 'My Application' }).waitFor();
    const isMenuCode = (path: string) => /\/assets\/mui-menus-[\w-]+\.js$/.test(path);
    expect(scripts.filter(isMenuCode)).toEqual([]);

    // A press opens it as soon as the menu is in, and choosing closes it with focus on the select.
    const status = page.getByRole('combobox', { name: /^Status/ });
    const drawnBefore = await status.boundingBox();
    await status.click();
    await page.getByRole('option', { name: 'Applied' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    const focused = () =>
      page.evaluate(
        () => `${document.activeElement?.getAttribute('role')}: ${document.activeElement?.textContent}`,
      );
    await expect.poll(focused).toBe('combobox: Applied');
    // The real select sits exactly where the one drawn before it was.
    expect(await status.boundingBox()).toEqual(drawnBefore);
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('applied');
    expect(scripts.filter(isMenuCode)).toHaveLength(1);

    // By keyboard: the next select, reached by Tab, opens on the arrow key with its choices.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    const hospitals = page.getByRole('listbox');
    await expect.poll(() => hospitals.getByRole('option').allTextContents()).toEqual(['All hospitals']);
    await page.keyboard.press('Escape');
    await hospitals.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('combobox: All hospitals');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens an application with the code its first section draws: menus, dialogs and the review come when used', async () => {
    const page = await openWatchedPage(env.browser, VIEWPORTS.desktop);
    await signInNewDoctor(env.product, env.mailbox, page);
    await page.goto(`${env.product.baseUrl}/apply`);
    await page.getByRole('button', { name: /^Riverside General Hospital/ }).click();
    const start = page.getByRole('link', { name: 'Start application', exact: true });
    const startUrl = new URL((await start.getAttribute('href')) ?? '', page.url()).href;

    const { errors, scripts } = watch(page);
    const loaded = (name: string) =>
      scripts.filter((path) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(path));
    /** A draft only read, or made, while it opens needs neither the API client nor a form library. */
    const openDraft = async () => {
      await page.getByRole('heading', { name: 'Identity and contact', level: 2 }).waitFor();
      await page.getByRole('spinbutton', { name: 'Month' }).first().waitFor();
      for (const name of [
        'api-client',
        'mui-menus',
        'mui-overlays',
        'index.esm',
        'review-step-parts',
        'hospital-picker',
      ]) {
        expect(loaded(name), name).toEqual([]);
      }
    };
    // Opened first from a link, the page makes the draft with a POST the server answers alike
    // however often it comes (sent without the client's code); reopened, it only reads it.
    const creations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/applications')) {
        creations.push(request.url());
      }
    });
    await page.goto(startUrl);
    await openDraft();
    expect(creations).toHaveLength(1);
    await page.reload();
    await openDraft();
    expect(creations).toHaveLength(1);

    // A select's menu comes when it is pressed, and opens then.
    await page.getByRole('radio', { name: 'Visa holder' }).check();
    await page.getByRole('combobox', { name: /^Visa type/ }).click();
    await page.getByRole('option', { name: 'O-1' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: /^Visa type/ }).textContent()).toBe('O-1');
    expect(loaded('mui-menus')).toHaveLength(1);
    expect(loaded('api-client')).toHaveLength(1);

    // The review's references, supervision and signature come with its step, focus on its heading.
    await page.getByRole('tab', { name: /Review & submit/ }).click();
    await page.getByRole('heading', { name: /^Peer references/ }).waitFor();
    expect(loaded('review-step-parts')).toHaveLength(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Review & submit');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe("the office's review while it is not used yet", () => {
  it('loads no form, menu or dialog code until its note form or a dialog is used', async () => {
    const { token } = await signInRiversideAdmin(env);
    const file = await createVerifiedFile(env, token, {
      first: 'Nadia',
      last: 'Okafor',
      secondPrivilege: 'Paracentesis and thoracentesis',
    });
    const page = await openWatchedPage(env.browser, VIEWPORTS.desktop);
    await signInAdmin(page, env.product, env.mailbox);
    const { errors, scripts } = watch(page);
    await page.goto(`${env.product.baseUrl}/admin/applications/${file.applicationId}`);
    const notes = page.getByRole('region', { name: 'Internal notes' });
    await notes.getByText('No internal notes yet.').waitFor();
    await page.getByRole('region', { name: 'NPDB queries' }).getByText('Queries at this hospital').waitFor();
    // react-hook-form (its index.esm file), MUI's menus and its dialogs: none drawn, none loaded.
    const isFormCode = (path: string) =>
      /\/assets\/(index\.esm|mui-menus|mui-overlays)-[\w-]+\.js$/.test(path);
    expect(scripts.filter(isFormCode)).toEqual([]);

    // On a phone, a card far below the first screen is not drawn (content-visibility: auto) until
    // it comes near the screen, though its text is there to be read; printing draws every card.
    await page.setViewportSize(VIEWPORTS.phone);
    const history = page.getByRole('region', { name: 'Audit trail' });
    const isDrawn = (element: Element) => element.checkVisibility({ contentVisibilityAuto: true });
    await expect.poll(() => history.getByRole('heading').evaluate(isDrawn)).toBe(false);
    await expect.poll(() => history.getByRole('heading').textContent()).toBe('Audit trail');
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => history.getByRole('heading').evaluate(isDrawn)).toBe(true);
    await page.emulateMedia({ media: null });
    await expect.poll(() => history.getByRole('heading').evaluate(isDrawn)).toBe(false);
    await screenshot(page, 'review-first-screen-390', { fullPage: false });
    await history.getByRole('heading').scrollIntoViewIfNeeded();
    await expect.poll(() => history.getByRole('heading').evaluate(isDrawn)).toBe(true);
    await screenshot(page, 'review-audit-trail-scrolled-to-390', { fullPage: false });
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.evaluate(() => window.scrollTo(0, 0));

    // Typed into the note form as it loads: nothing typed is lost, the focus stays in the field.
    const note = notes.getByRole('textbox', { name: 'Note' });
    await note.click();
    await page.keyboard.type('Fellowship dates checked with the director.');
    await expect.poll(() => note.inputValue()).toBe('Fellowship dates checked with the director.');
    expect(await note.evaluate((element) => element === document.activeElement)).toBe(true);
    const loaded = () =>
      scripts.map((path) => /\/assets\/(index\.esm|mui-menus|mui-overlays)-/.exec(path)?.[1]);
    await expect.poll(loaded).toEqual(expect.arrayContaining(['index.esm', 'mui-menus']));
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByRole('listitem').filter({ hasText: 'Fellowship dates checked' }).waitFor();

    // A dialog opens with the focus in it, and closing it gives the focus back to its button.
    const record = page.getByRole('button', { name: 'Record an NPDB query' });
    await record.click();
    await page.getByRole('dialog').waitFor();
    expect(loaded()).toContain('mui-overlays');
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
      .toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => record.evaluate((element) => element === document.activeElement)).toBe(true);

    // Once a key was pressed on the page, every card is drawn: a card drawn late would push a
    // control reached by Tab out of the window.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => history.getByRole('heading').evaluate(isDrawn)).toBe(true);
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'review-after-a-key-1280');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
