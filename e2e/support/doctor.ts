import type { BrowserContext, Page } from 'playwright-core';
import { callApi } from './api-client';
import type { TMailbox } from './mailbox';
import type { TProductAddress } from './server';

const PASSWORD = 'Lantern-harbour-47-quiet';

/**
 * Registers, verifies and signs in a new doctor through the API (the browser journeys do the
 * same through the pages), then stores the session in the page as the portal does.
 * Returns the auth header for direct API calls.
 */
export async function signInNewDoctor(
  product: TProductAddress,
  mailbox: TMailbox,
  page?: Page,
  name = { first: 'Ana', last: 'Reyes' },
) {
  const email =
    `${name.first}.${name.last}+${Date.now()}${Math.floor(Math.random() * 1e6)}@clinic.org`.toLowerCase();
  const api = (path: string, body: unknown) => callApi(product, 'POST', path, { body });
  await api('/auth/register', {
    firstName: name.first,
    lastName: name.last,
    email,
    phone: '+1 212-555-0143',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    terms: 'true',
  });
  const link = (await mailbox.waitFor(email, /verify/i)).text.match(/emailVerified\?token=([\w-]+)/)?.[1];
  await api('/auth/emailVerify', { token: link });
  const { challenge } = (await api('/auth/verifyUser', { email, password: PASSWORD })) as {
    challenge: string;
  };
  const code = (await mailbox.waitFor(email, /code/i)).text.match(/\b\d{6}\b/)?.[0];
  const session = (await api('/auth/otp', { challenge, code })) as { token: string; user: unknown };
  if (page) {
    await page.context().addInitScript(
      ([token, user]) => {
        localStorage.setItem('access_token', token as string);
        localStorage.setItem('user', JSON.stringify(user));
      },
      [session.token, session.user],
    );
  }
  return { headers: { 'x-auth-token': session.token }, email, password: PASSWORD, user: session.user };
}

/** Signs another browser context in as the doctor signed in on `page` (e.g. at another width). */
export async function copySession(page: Page, context: BrowserContext): Promise<void> {
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('access_token'),
    user: localStorage.getItem('user'),
  }));
  await context.addInitScript(({ token, user }) => {
    localStorage.setItem('access_token', token ?? '');
    localStorage.setItem('user', user ?? '');
  }, session);
}
