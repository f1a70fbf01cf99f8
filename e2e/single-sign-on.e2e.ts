import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_STORAGE_KEYS, SSO_REFUSALS, type TUser } from '@docapply/contracts';
import { startTestProvider, type TTestProvider } from '../apps/api/test/helpers/oidc-provider';
import { signInAdmin } from './support/admin';
import { callApi } from './support/api-client';
import { VIEWPORTS, tabTo } from './support/browser';
import { setUpJourney } from './support/journey';
import { checkAccessible, openPage } from './support/page-checks';

/**
 * Single sign-on for hospital staff: the Riverside admin connects the hospital's OpenID Connect
 * provider (a real oidc-provider on this machine, its development login form standing in for the
 * hospital's sign-in page) in Set-up > Single sign-on; then a member of staff, signed out, signs
 * in through it by keyboard and lands on the admin site. Refusals are told in the product's words.
 * The second test uses the provider the first one saved.
 */
// The provider listens on 127.0.0.1: the operator's setting lets the product reach it.
const journey = setUpJourney({ env: { EGRESS_ALLOW_PRIVATE: 'true' } });
let idp: TTestProvider;

beforeAll(async () => {
  idp = await startTestProvider({ redirectUri: `${journey.product.baseUrl}/api/sso/callback` });
});
afterAll(async () => {
  await idp?.close();
});

const DOMAIN = 'riverside.example.org';
const PROVIDER = 'Riverside Entra ID';
const ADMIN_GROUP = 'docapply-admins';

/** A person at the provider who signs in with `login` (the provider's form) and has `email`. */
function addPerson(login: string, email: string) {
  idp.accounts.set(login, {
    email,
    email_verified: true,
    given_name: 'Jordan',
    family_name: 'Reyes',
    groups: [ADMIN_GROUP],
  });
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** Signed out: from the admin sign-in page, by keyboard, to the provider's button for `email`. */
async function findProvider(page: Page, email: string) {
  await page.goto(`${journey.product.baseUrl}/admin/`);
  await page.getByRole('form', { name: 'Hospital login' }).waitFor();
  await tabTo(page, 'Sign in with single sign-on');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/sso');
  await page.getByLabel(/^Work email/).fill(email);
  await page.keyboard.press('Enter');
  const button = page.getByRole('link', { name: `Sign in with ${PROVIDER}` });
  await button.waitFor();
  // The step replaced the form: focus is on its heading, not lost.
  await expect.poll(() => focusedText(page)).toBe('Single sign-on');
  await checkAccessible(page, 'single sign-on, the provider found');
  await tabTo(page, `Sign in with ${PROVIDER}`);
  await page.keyboard.press('Enter');
}

/** The provider's own sign-in form (its development form: any password). */
async function signInAtProvider(page: Page, login: string) {
  const loginField = page.locator('input[name="login"]');
  await loginField.waitFor();
  await loginField.fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

it('an admin connects the provider, and a member of staff signs in through it', async () => {
  const { browser, product, mailbox } = journey;
  const adminContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await openPage(adminContext);
  await signInAdmin(page, product, mailbox);

  await page.getByRole('button', { name: 'Set-up' }).click();
  await page.getByRole('menuitem', { name: 'Single sign-on' }).click();
  await page.getByRole('heading', { name: 'Single sign-on', level: 1 }).waitFor();
  const form = page.getByRole('form', { name: 'Identity provider' });
  await form.getByText(`${product.baseUrl}/api/sso/callback`).waitFor();
  await checkAccessible(page, 'single sign-on settings');
  await form.getByLabel('Button name').fill(PROVIDER);
  await form.getByLabel('Issuer URL').fill(idp.issuer);
  await form.getByRole('button', { name: 'Test connection' }).click();
  await form.getByRole('alert').filter({ hasText: idp.issuer }).waitFor();
  await form.getByLabel('Client ID').fill(idp.clientId);
  await form.getByLabel('Client secret').fill(idp.clientSecret);
  await form.getByLabel('Allowed email domains').fill(DOMAIN);
  await form.getByLabel('Admin group or role').fill(ADMIN_GROUP);
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText(`Saved. Your staff can sign in with ${PROVIDER}.`).waitFor();
  await expect.poll(() => form.getByLabel('Client secret').inputValue()).toBe('');
  await form.getByText('Set. Leave empty to keep it, or enter a new one to replace it.').waitFor();
  await checkAccessible(page, 'single sign-on settings, saved');
  await adminContext.close();

  // Someone new, signed out, in the provider's admin group.
  const email = `jordan.reyes.${Date.now()}@${DOMAIN}`;
  addPerson(email, email);
  const staffContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const staff = await openPage(staffContext);
  await findProvider(staff, email);
  await signInAtProvider(staff, email);
  await staff.waitForURL('**/admin/applications');
  await staff.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
  // The ticket left the address bar; the session is theirs.
  expect(new URL(staff.url()).hash).toBe('');
  const token = await staff.evaluate((key) => localStorage.getItem(key), ADMIN_STORAGE_KEYS.token);
  const { user } = await callApi<{ user: TUser }>(product, 'GET', '/auth/me', { token: token ?? '' });
  expect(user).toMatchObject({ email, roles: ['hospital_admin'] });
  await staffContext.close();
});

it('refuses, in the product’s words, an email no hospital uses and one outside the allowed domains', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORTS.phone });
  const page = await openPage(context);
  await page.goto(`${journey.product.baseUrl}/admin/sso`);
  const emailField = page.getByLabel(/^Work email/);
  await emailField.fill('sam@nowhere.example.net');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('No hospital signs in with single sign-on for this email address').waitFor();
  // Focus is back on the field the message belongs to.
  await expect.poll(() => emailField.evaluate((el) => el === document.activeElement)).toBe(true);
  await checkAccessible(page, 'single sign-on, no hospital for the email');

  // The provider answers with an address outside the hospital's domains.
  addPerson('pat-elsewhere', 'pat@elsewhere.example.com');
  await findProvider(page, `pat.morgan@${DOMAIN}`);
  await signInAtProvider(page, 'pat-elsewhere');
  await page.waitForURL(/\/admin\/sso\/done#error=/);
  await page.getByText(SSO_REFUSALS['email-domain']).waitFor();
  await expect.poll(() => focusedText(page)).toBe('Single sign-on');
  await checkAccessible(page, 'single sign-on refused');
  await page.getByRole('link', { name: 'Try single sign-on again' }).click();
  await page.waitForURL('**/admin/sso');
  await context.close();
});
