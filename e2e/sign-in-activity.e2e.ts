import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RIVERSIDE_ADMIN } from './support/admin';
import { VIEWPORTS, tabTo } from './support/browser';
import { setUpJourney } from './support/journey';
import { checkAccessible, openPage } from './support/page-checks';

/**
 * Sign-in activity (issue 39): the hospital administrator is signed in on a laptop and a phone.
 * On the laptop's Sign-in activity page (from the name menu, by keyboard) both show; the phone is
 * signed out from there and its next request lands on the sign-in page; then "Sign out
 * everywhere" ends the laptop's session too and lands there as well.
 */
const journey = setUpJourney();

/** The demo hospital administrator's name, on the name menu's button. */
const ADMIN_NAME = 'Maria Lopez';

const codeMails = () =>
  journey.mailbox.mails.filter((m) => m.to.includes(RIVERSIDE_ADMIN.email) && /code/i.test(m.subject));

/** Email, password, then the code of the mail this sign-in sent (not an earlier one's). */
async function signIn(page: Page): Promise<void> {
  const { baseUrl } = journey.product;
  await page.goto(`${baseUrl}/admin/`);
  const form = page.getByRole('form', { name: 'Hospital login' });
  await form.getByLabel(/^Email/).fill(RIVERSIDE_ADMIN.email);
  await form.getByLabel(/^Password/).fill(RIVERSIDE_ADMIN.password);
  const before = codeMails().length;
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/admin/otp');
  await expect.poll(() => codeMails().length).toBeGreaterThan(before);
  const code = /\b\d{6}\b/.exec(codeMails().at(-1)?.text ?? '')?.[0];
  await page.getByLabel(/code/i).fill(code as string);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.waitForURL('**/admin/applications');
}

it('shows both devices, signs the phone out from the laptop, then signs out everywhere', async () => {
  const laptop = await openPage(await journey.browser.newContext({ viewport: VIEWPORTS.desktop }));
  const phone = await openPage(await journey.browser.newContext({ viewport: VIEWPORTS.phone }));
  await signIn(laptop);
  await signIn(phone);

  // The laptop opens Sign-in activity from the name menu, by keyboard.
  await tabTo(laptop, ADMIN_NAME);
  await laptop.keyboard.press('Enter');
  // The menu opens on its first item (Account security); the arrow keys move down to the item.
  const focusedItem = () => laptop.evaluate(() => document.activeElement?.textContent);
  await expect.poll(focusedItem).toBe('Account security');
  await laptop.keyboard.press('ArrowDown');
  await expect.poll(focusedItem).toBe('Sign-in activity');
  await laptop.keyboard.press('Enter');
  await laptop.waitForURL('**/admin/account/sign-in-activity');
  const list = laptop.getByRole('list', { name: 'Your recent sign-ins' });
  await list.waitFor();
  const rows = list.getByRole('listitem');
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
  // Newest first: the phone, then this laptop.
  await expect.poll(() => rows.nth(1).textContent()).toContain('This device');
  expect(await rows.nth(0).textContent()).toMatch(/Chrome.* on Linux.*Active/);
  await checkAccessible(laptop, 'sign-in activity');

  await rows
    .nth(0)
    .getByRole('button', { name: /^Sign out/ })
    .click();
  await laptop.getByText('That session is signed out.').waitFor();
  await expect.poll(() => rows.nth(0).textContent()).toContain('Signed out from another device');
  expect(await laptop.evaluate(() => document.activeElement?.tagName)).toBe('LI');

  // The phone's next request is refused, and it is back on the sign-in page.
  await phone.reload();
  await phone.getByRole('form', { name: 'Hospital login' }).waitFor();
  expect(new URL(phone.url()).pathname).toMatch(/^\/admin\/?$/);

  // Sign out everywhere, after the confirmation: the laptop lands on the sign-in page too.
  await laptop.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = laptop.getByRole('dialog', { name: 'Sign out everywhere?' });
  await dialog.waitFor();
  await checkAccessible(laptop, 'sign out everywhere dialog');
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await laptop.getByRole('form', { name: 'Hospital login' }).waitFor();
  expect(new URL(laptop.url()).pathname).toMatch(/^\/admin\/?$/);
  await laptop.goto(`${journey.product.baseUrl}/admin/account/sign-in-activity`);
  await laptop.getByRole('form', { name: 'Hospital login' }).waitFor();

  await laptop.context().close();
  await phone.context().close();
});
