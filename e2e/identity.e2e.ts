import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startMailbox, type TMailbox } from './support/mailbox';
import { reportFailure, watchTroubles } from './support/failure-report';
import { startProduct, type TProduct } from './support/server';
import { VIEWPORTS, expectAccessible, launchBrowser, tabTo, type TViewportName } from './support/browser';

/**
 * A new doctor registers, opens the verification link from the email, signs in with the code
 * from the second email, lands on the dashboard and logs out: once with the mouse, once by
 * keyboard only, at desktop and phone widths, with axe on every page visited.
 */
let mailbox: TMailbox;
let product: TProduct;
let browser: Browser;

beforeAll(async () => {
  mailbox = await startMailbox();
  product = await startProduct({ smtpUrl: mailbox.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await mailbox?.close();
});

const PASSWORD = 'Lantern-harbour-47-quiet';
let counter = 0;
function newDoctor() {
  counter += 1;
  return { first: 'Maya', last: `Okafor${counter}`, email: `maya.okafor+${Date.now()}${counter}@clinic.org` };
}

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    await reportFailure(ctx.task.name, browser, product);
  }
});

async function openPage(viewport: TViewportName): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  watchTroubles(page);
  const cspErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) {
      cspErrors.push(msg.text());
    }
  });
  page.on('close', () => expect(cspErrors, 'CSP violations').toEqual([]));
  return page;
}

async function linkFromMail(email: string): Promise<string> {
  const mail = await mailbox.waitFor(email, /verify/i);
  const link = mail.text.match(/https?:\/\/\S+emailVerified\?token=[\w-]+/)?.[0];
  expect(link, 'verification link in the email').toBeTruthy();
  return link as string;
}

async function codeFromMail(email: string): Promise<string> {
  const mail = await mailbox.waitFor(email, /code/i);
  const code = mail.text.match(/\b\d{6}\b/)?.[0];
  expect(code, 'six-digit code in the email').toBeTruthy();
  return code as string;
}

async function journeyWithMouse(viewport: TViewportName) {
  const doctor = newDoctor();
  const page = await openPage(viewport);
  await page.goto(product.baseUrl);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
  await expectAccessible(page, `landing (${viewport})`);

  await page.getByRole('link', { name: 'Apply as a doctor' }).first().click();
  await page.waitForURL('**/register');
  await expectAccessible(page, `register (${viewport})`);
  await page.getByLabel('First name').fill(doctor.first);
  await page.getByLabel('Last name').fill(doctor.last);
  await page.getByLabel('Email').fill(doctor.email);
  await page.getByLabel('Phone').fill('2125550143');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await page.waitForURL('**/emailVerify');
  await expect.poll(() => page.getByText(doctor.email).count()).toBeGreaterThan(0);
  await expectAccessible(page, `emailVerify (${viewport})`);

  await page.goto(await linkFromMail(doctor.email));
  await expect.poll(() => page.getByText(/is now confirmed/i).count()).toBeGreaterThan(0);
  await expectAccessible(page, `emailVerified (${viewport})`);

  await page
    .getByRole('link', { name: /sign in/i })
    .first()
    .click();
  await page.waitForURL('**/login');
  await expectAccessible(page, `login (${viewport})`);
  await page.getByLabel('Email').fill(doctor.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await page.waitForURL('**/otp');
  await expect.poll(() => page.getByText(/expires in/i).count()).toBeGreaterThan(0);
  await expectAccessible(page, `otp (${viewport})`);
  await page.getByLabel(/code/i).fill(await codeFromMail(doctor.email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await page.waitForURL('**/dashboard');
  await expect
    .poll(() => page.getByText(new RegExp(`Welcome.*(${doctor.first}|${doctor.last})`)).count())
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}')).toMatchObject({
    isEmailVerified: true,
  });
  await expectAccessible(page, `dashboard (${viewport})`);

  await page.getByRole('button', { name: `${doctor.first} ${doctor.last}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(`${product.baseUrl}/`);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await page.context().close();
}

async function journeyByKeyboard(viewport: TViewportName) {
  const doctor = newDoctor();
  const page = await openPage(viewport);
  const kb = page.keyboard;
  await page.goto(`${product.baseUrl}/register`);
  // A first visit loads the page's code: on a busy machine that takes longer than poll's 1 s default.
  await expect.poll(() => page.getByLabel('First name').count(), { timeout: 30_000 }).toBe(1);
  await expectAccessible(page, `register by keyboard (${viewport})`);
  await tabTo(page, 'First name');
  await kb.type(doctor.first);
  await tabTo(page, 'Last name');
  await kb.type(doctor.last);
  await tabTo(page, 'Email');
  await kb.type(doctor.email);
  await tabTo(page, /phone/i);
  await kb.type('2125550143');
  await tabTo(page, /^Password/);
  await kb.type(PASSWORD);
  await tabTo(page, 'Confirm password');
  await kb.type(PASSWORD);
  await tabTo(page, /I agree/);
  await kb.press('Space');
  await tabTo(page, /^Register$/);
  await kb.press('Enter');
  await page.waitForURL('**/emailVerify');

  await page.goto(await linkFromMail(doctor.email));
  await expect.poll(() => page.getByText(/is now confirmed/i).count()).toBeGreaterThan(0);
  await tabTo(page, /^Sign in$/);
  await kb.press('Enter');
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  await tabTo(page, 'Email');
  await kb.type(doctor.email);
  await tabTo(page, /^Password/);
  await kb.type(PASSWORD);
  await kb.press('Enter');

  await page.waitForURL('**/otp');
  await page.getByRole('button', { name: 'Verify', exact: true }).waitFor();
  await tabTo(page, /code/i);
  await kb.type(await codeFromMail(doctor.email));
  await kb.press('Enter');
  await page.waitForURL('**/dashboard');
  await page
    .getByText(/Welcome/)
    .first()
    .waitFor();
  await expectAccessible(page, `dashboard by keyboard (${viewport})`);

  await tabTo(page, `${doctor.first} ${doctor.last}`);
  await kb.press('Enter');
  await expect.poll(() => page.getByRole('menuitem', { name: 'Logout' }).count()).toBe(1);
  // MUI moves focus into the opened menu; Logout is reached with the arrow keys.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  for (
    let i = 0;
    i < 5 && !(await page.evaluate(() => document.activeElement?.textContent?.includes('Logout')));
    i++
  ) {
    await kb.press('ArrowDown');
  }
  await kb.press('Enter');
  await page.waitForURL(`${product.baseUrl}/`);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await page.context().close();
}

describe.each(['desktop', 'phone'] as const)('a new doctor at %s width', (viewport) => {
  it('registers, verifies, signs in with a code and logs out, with the mouse', async () => {
    await journeyWithMouse(viewport);
  });

  it('does the same by keyboard only', async () => {
    await journeyByKeyboard(viewport);
  });
});
