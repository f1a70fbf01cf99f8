import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { VIEWPORTS, launchBrowser, tabTo } from './support/browser';
import { signInNewDoctor } from './support/doctor';
import { startMailbox, type TMailbox } from './support/mailbox';
import { checkAccessible, openPage } from './support/page-checks';
import { startProduct, type TProduct } from './support/server';

/**
 * A doctor who forgot the password: "Forgot password?" on /login (by keyboard), the emailed
 * link, a new password, then sign-in with it and the emailed code. The session the doctor had
 * before ends with the reset.
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

const NEW_PASSWORD = 'Quarry-Sparrow-Meadow-58';

/** The next mail to `to` matching `subject` that arrives after `before` of them were there. */
async function nextMail(to: string, subject: RegExp, before: number) {
  await expect
    .poll(() => mailbox.mails.filter((m) => m.to.includes(to) && subject.test(m.subject)).length)
    .toBeGreaterThan(before);
  return mailbox.waitFor(to, subject);
}
const countMails = (to: string, subject: RegExp) =>
  mailbox.mails.filter((m) => m.to.includes(to) && subject.test(m.subject)).length;

it('resets a forgotten password from the emailed link and signs in with the new one', async () => {
  const doctor = await signInNewDoctor(product, mailbox);
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await openPage(context);

  await page.goto(`${product.baseUrl}/login`);
  await page.getByRole('heading', { name: 'Doctor Login' }).waitFor();
  await tabTo(page, 'Forgot password?');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/forgotPassword');
  await checkAccessible(page, 'forgotPassword');
  await page.getByLabel(/^Email/).fill(doctor.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Check your email');

  const mail = await nextMail(doctor.email, /reset/i, 0);
  const link = /https?:\/\/\S+\/resetPassword\?token=[\w%-]+/.exec(mail.text)?.[0];
  expect(link, 'reset link in the email').toMatch(new RegExp(`^${product.baseUrl}/resetPassword`));
  await page.goto(link as string);
  await page.getByLabel(/^New password/).waitFor();
  await checkAccessible(page, 'resetPassword');
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();

  await page.waitForURL('**/login');
  const codesBefore = countMails(doctor.email, /code/i);
  await page.getByLabel(/^Email/).fill(doctor.email);
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/otp');
  const code = /\b\d{6}\b/.exec((await nextMail(doctor.email, /code/i, codesBefore)).text)?.[0];
  await page.getByLabel(/code/i).fill(code as string);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.waitForURL('**/dashboard');

  // The session from before the reset is over.
  const me = await fetch(`${product.baseUrl}/api/auth/me`, { headers: doctor.headers });
  expect(me.status).toBe(401);
  await context.close();
});
