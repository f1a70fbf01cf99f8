import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TDoctorAppointment, TReferenceRequest } from '@docapply/contracts';
import { callApi } from './support/api-client';
import { answerFromEmail } from './support/api-requests';
import {
  createApplicationViaApi,
  signInAdminInBrowser,
  signInDoctorInBrowser,
} from './support/approved-doctor';
import { VIEWPORTS } from './support/browser';
import { screenshot } from './support/committee';
import { setUpJourney } from './support/journey';
import { fillText } from './support/form-fill';
import { checkAccessible, openPage, waitSaved } from './support/page-checks';
import { confirmSignatureByEmail } from './support/step-up';

/**
 * Issue 14: a doctor approved today is moved 22 months on, when the reappointment invitation is
 * due (the appointment lasts Riverside's 24 months; the invitation goes 120 days before the end).
 * The email leads to the dashboard; the doctor starts the reappointment, prefilled from the approved
 * application, changes one answer, sends last time's references and covering physician their
 * requests with one press (issue 43), and submits; the dashboard then says so in a sentence. The office's review marks it as a reappointment and shows exactly that one change.
 */
const journey = setUpJourney();

const HOSPITAL = 'Riverside General Hospital';
/** MM/DD/YYYY, as the sites show dates. */
const shown = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
/** YYYY-MM-DD `months` months from today (UTC, as the jobs' clock reads a day). */
function monthsFromToday(months: number): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The page at 1280 px and at 390 px into E2E_SCREENSHOTS (when set), then back at 1280 px. */
async function screenshotAtBothWidths(page: Page, name: string) {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(VIEWPORTS.phone);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** The reappointment draft the dashboard started: the doctor's newest application at the hospital. */
async function findDraftId(fixture: { doctorToken: string; hospitalId: string; applicationId: string }) {
  const latest = await callApi<{ id: string; status: string }>(
    journey.product,
    'GET',
    `/applications/getApplicationByType?hospitalId=${fixture.hospitalId}`,
    { token: fixture.doctorToken },
  );
  expect(latest.id).not.toBe(fixture.applicationId);
  expect(latest.status).toBe('draft');
  return latest.id;
}

it('invites an approved doctor 22 months on; the prefilled reappointment changes one answer, which the office sees', async () => {
  const fixture = await createApplicationViaApi(journey.product, journey.mailbox, {
    name: { first: 'Ada', last: 'Okafor' },
  });
  const [appointment] = (
    await callApi<{ data: TDoctorAppointment[] }>(journey.product, 'GET', '/appointments', {
      token: fixture.doctorToken,
    })
  ).data;
  expect(appointment).toMatchObject({
    applicationId: fixture.applicationId,
    state: 'active',
    invitedAt: null,
  });

  // 22 months on the invitation is due (the jobs run as an operator's `npm run jobs -- --now`).
  const printed = await journey.product.runJobsAt(monthsFromToday(22));
  expect(printed).toContain('reappointment-invitations: 1 reappointment invitation sent');
  const invitation = await journey.mailbox.waitFor(fixture.doctor.email, /reappointment/i);
  expect(invitation.subject).toBe(`Apply for reappointment at ${HOSPITAL}`);
  expect(invitation.text).toContain(`ends on ${shown(appointment.endsOn)}`);
  const link = invitation.text.match(/https?:\/\/\S+\/dashboard\b/)?.[0];
  expect(link).toBe(`${journey.product.baseUrl}/dashboard`);

  // The doctor follows the link to the dashboard and starts the reappointment.
  const doctorContext = await journey.browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await openPage(doctorContext);
  await signInDoctorInBrowser(page, journey.product, fixture);
  await page.goto(link as string);
  const card = page.getByRole('article', {
    name: `Your appointment at ${HOSPITAL} ends on ${shown(appointment.endsOn)}`,
  });
  await card.waitFor();
  await checkAccessible(page, 'dashboard with the reappointment invitation');
  await card.getByRole('button', { name: `Apply for reappointment: ${HOSPITAL}` }).click();
  await page.waitForURL(`**/apply?hospital=${fixture.hospitalId}*`);
  await page
    .getByText(
      `Reappointment: prefilled from your application approved on ${shown(appointment.startsOn)}. Change only what has changed since.`,
    )
    .waitFor();
  // Prefilled: the draft opens past its complete sections; section A holds the approved answers.
  await page
    .getByRole('navigation', { name: 'Application steps' })
    .getByRole('tab', { name: /A\. Identity/ })
    .click();
  await expect.poll(() => page.getByLabel(/^Legal last name/).inputValue()).toBe('Okafor');
  await checkAccessible(page, 'apply: a prefilled reappointment');

  // One answer changed: the mobile phone.
  await fillText(page, 'Mobile phone', '2175550199');
  await waitSaved(page);

  // Last time's references and covering physician are offered on the last step, as they were:
  // the doctor sends every request with one press; each person answers from their email.
  const hospitals = await callApi<{ data: { id: string; minReferences: number }[] }>(
    journey.product,
    'GET',
    '/hospitals/all',
    { token: fixture.doctorToken },
  );
  const minReferences = hospitals.data.find((h) => h.id === fixture.hospitalId)?.minReferences ?? 3;
  const reappointmentId = await findDraftId(fixture);
  await page.goto(`${journey.product.baseUrl}/apply?hospital=${fixture.hospitalId}&step=review`);
  const offer = page.getByRole('region', { name: 'Last time’s references and covering physician' });
  const offered = offer.getByRole('list', { name: 'People to ask again' }).getByRole('listitem');
  await expect.poll(() => offered.count()).toBe(minReferences + 1);
  expect(await offered.filter({ hasText: 'Covering physician' }).count()).toBe(1);
  await checkAccessible(page, 'reappointment: last time’s references and covering physician offered');
  await screenshotAtBothWidths(page, 'reappointment-references-offered');
  const since = journey.mailbox.mails.length;
  await offer.getByRole('button', { name: `Send requests to these ${minReferences + 1} people` }).click();
  await offer
    .getByText(`Requests sent to ${minReferences + 1} people. You can follow each one below.`)
    .waitFor();
  await page
    .getByRole('list', { name: 'Peer references' })
    .getByRole('listitem')
    .nth(minReferences - 1)
    .waitFor();
  await screenshotAtBothWidths(page, 'reappointment-references-sent');
  const asked = await Promise.all(
    (['reference', 'coverage'] as const).map(async (kind) => {
      const path = kind === 'reference' ? '/references/details' : '/alternativeCoverage/details';
      const result = await callApi<{ data: TReferenceRequest[] } | TReferenceRequest>(
        journey.product,
        'GET',
        `${path}?applicationId=${reappointmentId}`,
        { token: fixture.doctorToken },
      );
      return ('data' in result ? result.data : [result]).map((request) => ({ kind, ...request }));
    }),
  );
  await Promise.all(
    asked.flat().map((person) => answerFromEmail(journey.product, journey.mailbox, person, { since })),
  );

  await page.goto(`${journey.product.baseUrl}/apply?hospital=${fixture.hospitalId}&step=review`);
  await page.getByText('Everything required is complete.').waitFor();
  await checkAccessible(page, 'reappointment review, ready to submit');
  await page.getByLabel(/^Type your full name to sign/).fill('Ada Okafor');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await confirmSignatureByEmail(page, journey.mailbox, { email: fixture.doctor.email });
  await page.getByText(`Your application to ${HOSPITAL} was submitted.`).waitFor();
  await page.waitForURL(`**/my/application/${reappointmentId}`);

  // The dashboard says where the reappointment stands, in a sentence.
  await page.goto(`${journey.product.baseUrl}/dashboard`);
  await card
    .getByText(
      'Your reappointment application has been submitted. The medical staff office will start reviewing it soon.',
    )
    .waitFor();
  await screenshotAtBothWidths(page, 'reappointment-dashboard-submitted');

  // The office: the queue marks it, the review shows the one change against the approved file.
  const officeContext = await journey.browser.newContext({ viewport: VIEWPORTS.desktop });
  const office = await openPage(officeContext);
  await signInAdminInBrowser(office, journey.product, fixture);
  await office.goto(
    `${journey.product.baseUrl}/admin/applications?q=${encodeURIComponent(fixture.doctor.email)}`,
  );
  const queue = office.getByRole('table', { name: 'Applications' });
  await queue.getByRole('row').filter({ hasText: 'Reappointment' }).waitFor();
  await checkAccessible(office, 'queue with a reappointment');

  await office.goto(`${journey.product.baseUrl}/admin/applications/${reappointmentId}`);
  const comparison = office.getByRole('region', {
    name: `Compared with the approved application of ${shown(appointment.startsOn)}`,
  });
  const answers = comparison.getByRole('region', { name: '1 answer changed' });
  await answers.waitFor();
  // The one change, and where it came from: the doctor's own edit (issue 43, item 9).
  const changes = answers.getByRole('listitem');
  expect(await changes.count()).toBe(1);
  expect(await changes.first().textContent()).toContain('Mobile phone: +1 217-555-0142 → +1 217-555-0199');
  await changes.first().getByText('By the doctor', { exact: true }).waitFor();
  expect(await comparison.getByRole('region', { name: /changed$/ }).count()).toBe(1);
  await office.getByText('Reappointment', { exact: true }).first().waitFor();
  await checkAccessible(office, 'review of a reappointment');

  await doctorContext.close();
  await officeContext.close();
}, 300_000);
