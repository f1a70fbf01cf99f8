import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { TMailbox } from './mailbox';
import { checkAccessible } from './page-checks';
import type { TProduct } from './server';

/** The demo hospital administrator the first start creates (password from DEMO_PASSWORD). */
export const RIVERSIDE_ADMIN = { email: 'admin@riverside.example.org', password: 'demo-password-for-e2e' };
/** The demo platform administrator. */
export const PLATFORM_ADMIN = { email: 'platform@docapply.example.org', password: 'demo-password-for-e2e' };

/** Signs in on the admin site through its pages: email and password, then the emailed code. */
export async function signInAdmin(page: Page, product: TProduct, mailbox: TMailbox): Promise<void> {
  await page.goto(`${product.baseUrl}/admin/`);
  const form = page.getByRole('form', { name: 'Hospital login' });
  await form.waitFor();
  await checkAccessible(page, 'admin sign-in');
  await form.getByLabel(/^Email/).fill(RIVERSIDE_ADMIN.email);
  await form.getByLabel(/^Password/).fill(RIVERSIDE_ADMIN.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/admin/otp');
  await page.getByRole('button', { name: 'Verify', exact: true }).waitFor();
  await checkAccessible(page, 'admin code');
  const code = (await mailbox.waitFor(RIVERSIDE_ADMIN.email, /code/i)).text.match(/\b\d{6}\b/)?.[0];
  expect(code, 'six-digit code in the email').toBeTruthy();
  await page.getByLabel(/code/i).fill(code as string);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.waitForURL('**/admin/applications');
}

/** Finds the doctor's application in the queue by searching their email, and opens its review. */
export async function openFromQueue(page: Page, doctorEmail: string, hospital: string): Promise<void> {
  await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
  await page.getByRole('group', { name: 'Filter by status' }).waitFor();
  await checkAccessible(page, 'admin queue');
  await page.getByLabel('Search by doctor name or email').fill(doctorEmail);
  const row = page
    .getByRole('table', { name: 'Applications' })
    .getByRole('row')
    .filter({ hasText: doctorEmail });
  // The search settles once the address carries it and the placeholder rows' progress bar is gone.
  await page.waitForURL(/[?&]q=/);
  await page.getByRole('progressbar', { name: 'Loading applications' }).waitFor({ state: 'detached' });
  await expect.poll(() => row.count()).toBe(1);
  await checkAccessible(page, 'admin queue, searched');
  await row.getByRole('link').first().click();
  await page.waitForURL('**/admin/applications/*');
  await page.getByText(hospital).first().waitFor();
}

/**
 * Takes a decision from the review page's Decision card, with a note, and waits for the new status;
 * `byKeyboard`: its buttons pressed with Enter rather than clicked.
 */
export async function decide(
  page: Page,
  action: string,
  note: string,
  statusText: string,
  { byKeyboard = false } = {},
): Promise<void> {
  const press = async (button: Locator) => {
    if (byKeyboard) {
      await button.focus();
      await page.keyboard.press('Enter');
    } else {
      await button.click();
    }
  };
  await press(page.getByRole('button', { name: action, exact: true }));
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await checkAccessible(page, `decision dialog: ${action}`);
  await dialog.getByLabel('Note to the doctor (optional)').fill(note);
  await press(dialog.getByRole('button', { name: action, exact: true }));
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('list', { name: 'Status history' }).getByText(note).waitFor();
  await page.getByText(statusText, { exact: true }).first().waitFor();
}
