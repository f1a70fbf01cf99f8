import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { VIEWPORTS, launchBrowser } from './support/browser';
import { signInNewDoctor } from './support/doctor';
import { startMailbox, type TMailbox } from './support/mailbox';
import { checkAccessible, openPage } from './support/page-checks';
import { startProduct, type TProduct } from './support/server';

/**
 * A doctor sets up a passkey (Chromium's virtual authenticator) and an authenticator app on the
 * Account security page, then signs in with each instead of an emailed code. The product runs
 * without site URLs, so the portal's origin is http://localhost:<port>: a passkey's relying party
 * is a host name (localhost), never an IP address.
 */
let mailbox: TMailbox;
let product: TProduct;
let browser: Browser;
let siteUrl: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  product = await startProduct({ smtpUrl: mailbox.url, withUrls: false });
  siteUrl = product.baseUrl.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await mailbox?.close();
});

/** A browser context signed in as the doctor, on the portal's localhost origin. */
async function openSignedIn(session: { headers: { 'x-auth-token': string }; user: unknown }) {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  // Until the journey signs out (startSignIn), as the portal keeps a session.
  await context.addInitScript(
    ([token, user]) => {
      if (!sessionStorage.getItem('signed-out')) {
        localStorage.setItem('access_token', token as string);
        localStorage.setItem('user', JSON.stringify(user));
      }
    },
    [session.headers['x-auth-token'], session.user],
  );
  return { context, page: await openPage(context) };
}

/** A platform authenticator with user verification, as a laptop's fingerprint reader. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

async function saveRecoveryCodes(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await dialog.waitFor();
  expect(await dialog.getByRole('listitem').count()).toBe(10);
  await checkAccessible(page, 'recovery codes');
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Signs out, then enters email and password: the sign-in's second step is shown. */
async function startSignIn(page: Page, email: string, password: string) {
  await page.evaluate(() => {
    sessionStorage.setItem('signed-out', 'true');
    localStorage.clear();
  });
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
}

it('adds a passkey on the security page and signs in with it', async () => {
  const doctor = await signInNewDoctor(product, mailbox);
  const { context, page } = await openSignedIn(doctor);
  await addVirtualAuthenticator(context, page);

  await page.goto(`${siteUrl}/security`);
  await page.getByRole('heading', { name: 'Account security', level: 1 }).waitFor();
  await checkAccessible(page, 'security page');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel('Passkey name').fill('Work laptop');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await saveRecoveryCodes(page);
  await page.getByText('Work laptop').waitFor();

  const codesBefore = mailbox.mails.filter(
    (m) => m.to.includes(doctor.email) && /code/i.test(m.subject),
  ).length;
  await startSignIn(page, doctor.email, doctor.password);
  await checkAccessible(page, 'sign-in step with a passkey');
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await page.waitForURL('**/dashboard');
  // No code was emailed for this sign-in.
  expect(mailbox.mails.filter((m) => m.to.includes(doctor.email) && /code/i.test(m.subject))).toHaveLength(
    codesBefore,
  );
  await page.goto(`${siteUrl}/security`);
  await page.getByText(/last used/).waitFor();
  await context.close();
});

it('sets up an authenticator app with its key and signs in with a code computed from it', async () => {
  const doctor = await signInNewDoctor(product, mailbox);
  const { context, page } = await openSignedIn(doctor);
  await page.goto(`${siteUrl}/security`);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const form = page.getByRole('form', { name: 'Set up an authenticator app' });
  await form.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  await checkAccessible(page, 'authenticator app set-up');
  const key = (await form.locator('code').textContent())?.replace(/\s/g, '') ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });
  await form.getByLabel('Code from the app').fill(totp.generate());
  await form.getByRole('button', { name: 'Confirm' }).click();
  await saveRecoveryCodes(page);
  await page.getByText(/^Set up on /).waitFor();

  await startSignIn(page, doctor.email, doctor.password);
  // The next period's code: the one used to confirm cannot be used again.
  await page
    .getByRole('textbox', { name: 'Code from your authenticator app' })
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.waitForURL('**/dashboard');
  await context.close();
});
