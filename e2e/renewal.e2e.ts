import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createApplicationViaApi, signInAdminInBrowser } from './support/approved-doctor';
import { VIEWPORTS } from './support/browser';
import { setUpJourney } from './support/journey';
import { typeDate, uploadPdf } from './support/form-fill';
import { checkAccessible, openPage } from './support/page-checks';
import { createPdf } from './support/pdf';

/**
 * Issue 14: the doctor of an approved application receives the 30-day reminder of their licence,
 * follows its link (signed out: signing in brings them back to it) and uploads the renewed licence
 * with its new date, without reopening the application; the hospital's office, whose review is
 * open meanwhile, sees the renewal in the file at once and can still open the old copy.
 */
const journey = setUpJourney();

const DAY_MS = 86_400_000;
/** YYYY-MM-DD `n` days from today (UTC, as the jobs' clock reads it). */
const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);
/** MM/DD/YYYY, as the sites show and type dates. */
const shown = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const CODE_SUBJECT = /sign-in code/i;

/** Signs in on the login page the renewal link led to, with the code the product emails. */
async function signInFromLink(page: Page, doctor: { email: string; password: string }) {
  await page.getByRole('heading', { name: 'Doctor Login' }).waitFor();
  const codesBefore = journey.mailbox.mails.filter(
    (m) => m.to.includes(doctor.email) && CODE_SUBJECT.test(m.subject),
  );
  await page.getByLabel('Email').fill(doctor.email);
  await page.getByLabel(/^Password/).fill(doctor.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect
    .poll(
      () =>
        journey.mailbox.mails.filter((m) => m.to.includes(doctor.email) && CODE_SUBJECT.test(m.subject))
          .length,
    )
    .toBeGreaterThan(codesBefore.length);
  const code = (await journey.mailbox.waitFor(doctor.email, CODE_SUBJECT)).text.match(/\b\d{6}\b/)?.[0] ?? '';
  await page.getByLabel(/code/i).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

it('renews a licence from the 30-day reminder; the office sees it in the file', async () => {
  const today = inDays(0);
  const expiresOn = inDays(30);
  const renewedUntil = inDays(3 * 365);
  const fixture = await createApplicationViaApi(journey.product, journey.mailbox, {
    licenceExpiry: expiresOn,
  });

  // The reminders run with their clock at today: the licence is 30 days from expiring.
  const printed = await journey.product.runJobsAt(today);
  expect(printed).toMatch(/expiry-reminders: (?!failed)/);
  const reminder = await journey.mailbox.waitFor(fixture.doctor.email, /expires in 30 days/);
  expect(reminder.subject).toBe('Your State medical licence — IL expires in 30 days');
  const link = reminder.text.match(/https?:\/\/\S+\/renew\?\S+/)?.[0] ?? '';
  expect(
    link.startsWith(`${journey.product.baseUrl}/renew?application=${fixture.applicationId}&document=`),
  ).toBe(true);

  // The office has the application's review open while the doctor renews.
  const officeContext = await journey.browser.newContext({ viewport: VIEWPORTS.desktop });
  const office = await openPage(officeContext);
  await signInAdminInBrowser(office, journey.product, fixture);
  await office.goto(`${journey.product.baseUrl}/admin/applications/${fixture.applicationId}`);
  const documents = office.getByRole('region', { name: 'Documents' });
  await documents.getByRole('button', { name: 'View illinois-licence.pdf' }).waitFor();

  // The doctor, signed out, follows the email's link: sign in, then straight back to it.
  const doctorContext = await journey.browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await openPage(doctorContext);
  await page.goto(link);
  await signInFromLink(page, fixture.doctor);
  await page.getByRole('heading', { name: 'Renew a document', level: 1 }).waitFor();
  expect(page.url()).toBe(link);
  await page.getByRole('heading', { name: 'State medical licence — IL', level: 2 }).waitFor();
  await page.getByText(`Current expiry date: ${shown(expiresOn)}`).waitFor();
  await checkAccessible(page, 'renewal page');

  // Saving without the copy asks for it; then the renewed copy and its new date.
  await page.getByRole('button', { name: 'Save renewal' }).click();
  await page
    .getByRole('group', { name: /^Renewed document/ })
    .getByText('Required')
    .waitFor();
  await uploadPdf(page, 'Renewed document', {
    name: 'illinois-licence-renewed.pdf',
    buffer: await createPdf('Illinois licence, renewed'),
  });
  await page.getByText('illinois-licence-renewed.pdf').waitFor();
  await typeDate(page, 'New expiry date', shown(renewedUntil));
  await page.getByRole('button', { name: 'Save renewal' }).click();
  await page.getByRole('heading', { name: 'Renewal saved' }).waitFor();
  await page.getByText(`now expires on ${shown(renewedUntil)}`, { exact: false }).waitFor();
  await checkAccessible(page, 'renewal saved');

  // The office's open review follows live: the renewal, the new copy and the old one.
  const renewed = documents.getByRole('list', { name: 'Renewed documents' });
  await renewed.waitFor({ timeout: 20_000 });
  await renewed
    .getByText(`Renewed on ${shown(today)}: expires ${shown(renewedUntil)}, was ${shown(expiresOn)}`)
    .waitFor();
  await renewed.getByRole('button', { name: 'View illinois-licence-renewed.pdf' }).waitFor();
  await renewed.getByRole('button', { name: 'View illinois-licence.pdf' }).click();
  await office.getByRole('dialog', { name: 'illinois-licence.pdf' }).waitFor();
  await office.keyboard.press('Escape');
  await checkAccessible(office, 'review with a renewed document');
  // The application stays approved.
  await office.getByText('Approved', { exact: true }).first().waitFor();

  // The office's list of expiring documents no longer holds the renewed licence.
  await office.goto(`${journey.product.baseUrl}/admin/expiring?days=90`);
  await office.getByRole('heading', { name: 'Expiring and expired documents', level: 1 }).waitFor();
  await office.getByRole('combobox', { name: 'Expiring within' }).waitFor();
  await expect.poll(() => office.getByText(fixture.doctor.email).count()).toBe(0);
  await checkAccessible(office, 'expiring documents');

  await doctorContext.close();
  await officeContext.close();
}, 240_000);
