import { expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import type { TDoctorAppointment, TOppeCycle, TOppeIndicator } from '@docapply/contracts';
import { RIVERSIDE_ADMIN } from './support/admin';
import { callApi, mailAfter } from './support/api-client';
import { askAndAnswerRequests } from './support/api-requests';
import {
  createApplicationViaApi,
  signInAdminInBrowser,
  signInDoctorInBrowser,
  submitViaApi,
} from './support/approved-doctor';
import { VIEWPORTS } from './support/browser';
import { downloadPdf, screenshot } from './support/committee';
import { selectOption, typeDate } from './support/form-fill';
import { setUpJourney } from './support/journey';
import { checkAccessible, expectNoSidewaysScroll, openPage } from './support/page-checks';
import { SEEDED_NPI } from './support/seeded-answers';
import { confirmSignatureByEmail } from './support/step-up';

/**
 * Issue 41: a privilege granted today is followed by its FPPE. The office names a proctor, who
 * records three cases from the emailed link on a phone; the office concludes, signed, and the doctor
 * sees it on the dashboard. An OPPE export is imported: the practitioner's documentation timeliness
 * is below its threshold, the chair (the office signing) concludes "focused review needed" and a
 * for-cause FPPE opens. 22 months on, the reappointment's review and committee packet show both.
 */
const journey = setUpJourney();

const PRIVILEGE = 'Lumbar puncture';
const PROCTOR = 'Priya Proctor';
const usDay = (offset = 0) => dayjs().add(offset, 'day').format('MM/DD/YYYY');
/** A retry runs on the same product: each attempt's doctor has a name of her own. */
const FIRST_NAMES = ['Nadia', 'Noemi'];
let attempt = 0;

/** One case on the evaluator's page: its reference, the standard evaluation form, the signature. */
async function recordCase(page: Page, reference: string, daysAgo: number) {
  const form = page.getByRole('form', { name: 'Record a case' });
  await form.getByLabel(/^Case reference/).fill(reference);
  await typeDate(form, 'Case date', usDay(-daysAgo));
  await form
    .getByRole('radiogroup', { name: /^Overall/ })
    .getByLabel('Meets expectations')
    .check();
  await form
    .getByRole('radiogroup', { name: /^Was the indication/ })
    .getByLabel('Yes')
    .check();
  for (const question of ['Clinical judgement', 'Technical skill', 'Documentation']) {
    await form
      .getByRole('radiogroup', { name: new RegExp(`^${question}`) })
      .getByLabel('4 - Above expectations')
      .check();
  }
  await form
    .getByRole('radiogroup', { name: /^Communication with the team/ })
    .getByLabel('5 - Exemplary')
    .check();
  await selectOption(form, 'Outcome', 'As expected');
  await form.getByLabel(/^Comments/).fill(`${reference}: sterile technique, clear consent.`);
  await form.getByLabel(/^Your full name/).fill(PROCTOR);
  await form.getByRole('button', { name: 'Sign and record' }).click();
  await page.getByText('Your evaluation is recorded. Thank you.').waitFor();
}

it('follows a new privilege with its FPPE, flags an OPPE value for a for-cause FPPE, and shows both at reappointment', async () => {
  const { product, mailbox, browser } = journey;
  const doctor = await createApplicationViaApi(product, mailbox, {
    name: { first: FIRST_NAMES[attempt++ % FIRST_NAMES.length], last: 'Ortiz' },
  });
  const { hospitalId, adminToken } = doctor;
  const practitioner = `${doctor.doctor.firstName} ${doctor.doctor.lastName}`;

  // 1. The approval started an FPPE on the privilege granted; the office finds it in its list.
  const office = await openPage(await browser.newContext({ viewport: VIEWPORTS.desktop }));
  await signInAdminInBrowser(office, product, { adminToken });
  await office.goto(`${product.baseUrl}/admin/fppe?hospital=${hospitalId}`);
  const list = office.getByRole('table', { name: 'Focused professional practice evaluations' });
  const row = list.getByRole('row').filter({ hasText: practitioner });
  await expect.poll(() => row.count()).toBe(1);
  await expect.poll(() => row.textContent()).toContain(PRIVILEGE);
  await expect.poll(() => row.textContent()).toContain('New privilege');
  await checkAccessible(office, 'FPPE list');
  await screenshot(office, 'fppe-01-list-desktop');
  await row.getByRole('link', { name: practitioner }).click();
  await office.getByRole('heading', { name: `FPPE: ${practitioner} — ${PRIVILEGE}` }).waitFor();

  // 2. The office names a proctor, emailed a link of their own.
  const proctorEmail = `proctor.${Date.now().toString(36)}@riverside.example.org`;
  const invitation = await mailAfter(mailbox, proctorEmail, /FPPE evaluation requested/, async () => {
    await office.getByRole('button', { name: 'Add evaluator' }).click();
    const dialog = office.getByRole('dialog', { name: 'Add evaluator' });
    await dialog.getByLabel(/^Name/).fill(PROCTOR);
    await dialog.getByLabel(/^Email/).fill(proctorEmail);
    await dialog.getByRole('button', { name: 'Add and email link' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
  expect(invitation.subject).toBe(`FPPE evaluation requested: ${practitioner}, ${PRIVILEGE}`);
  const link = /https?:\/\/\S+\/admin\/evaluate\?token=[\w.-]+/.exec(invitation.text)?.[0];
  expect(link, invitation.text).toBeDefined();
  await checkAccessible(office, 'FPPE with its evaluator');
  await screenshot(office, 'fppe-02-detail-desktop');

  // 3. The proctor records three cases on a phone, without an account.
  const phone = await openPage(await browser.newContext({ viewport: VIEWPORTS.phone }));
  await phone.goto(link!.replace(/^https?:\/\/[^/]+/, product.baseUrl));
  await phone.getByRole('heading', { name: `Evaluate ${practitioner}: ${PRIVILEGE}` }).waitFor();
  await checkAccessible(phone, 'evaluator page on a phone');
  await expectNoSidewaysScroll(phone, 'evaluator page on a phone');
  await screenshot(phone, 'fppe-03-evaluate-phone');
  for (const [index, reference] of ['LP-0412', 'LP-0419', 'LP-0425'].entries()) {
    if (index > 0) {
      await phone.getByRole('button', { name: 'Record another case' }).click();
    }
    await recordCase(phone, reference, 10 - index * 3);
  }
  await screenshot(phone, 'fppe-04-evaluate-recorded-phone');

  // 4. The office reads the three evaluations and concludes, signed: privilege confirmed.
  await office.reload();
  const evaluations = office.getByRole('region', { name: 'Evaluations' });
  await expect.poll(() => evaluations.textContent()).toContain('LP-0425');
  await office.getByRole('button', { name: 'Conclude FPPE' }).click();
  const conclude = office.getByRole('dialog', { name: 'Conclude FPPE' });
  await conclude.getByLabel('Privilege confirmed').check();
  await conclude.getByLabel(/^Note/).fill('Three proctored punctures, all without concern.');
  await conclude.getByRole('button', { name: 'Conclude and sign' }).click();
  await confirmSignatureByEmail(office, mailbox, { email: RIVERSIDE_ADMIN.email, action: 'conclude' });
  await office.getByText('Privilege confirmed').first().waitFor();
  await checkAccessible(office, 'concluded FPPE');
  await screenshot(office, 'fppe-05-concluded-desktop');

  // The doctor reads the conclusion on the dashboard, never the evaluators' words.
  const portal = await openPage(await browser.newContext({ viewport: VIEWPORTS.phone }));
  await signInDoctorInBrowser(portal, product, doctor);
  await portal.goto(`${product.baseUrl}/dashboard`);
  const evaluationsSection = portal.getByRole('region', { name: 'Practice evaluations' });
  await expect.poll(() => evaluationsSection.textContent()).toContain('Privilege confirmed');
  expect(await evaluationsSection.textContent()).toContain('3 evaluations recorded');
  expect(await portal.content()).not.toContain('sterile technique');
  await checkAccessible(portal, 'dashboard with a concluded FPPE');
  await expectNoSidewaysScroll(portal, 'dashboard with a concluded FPPE');
  await screenshot(portal, 'fppe-06-dashboard-phone');

  // 5. OPPE: Internal Medicine's documentation timeliness (at least 90 % on time); the office
  // opens the cycle and imports the quality department's export.
  const base = `/admin/hospitals/${hospitalId}/oppe`;
  const indicator = {
    department: 'Internal Medicine',
    key: 'documentation-timeliness',
    name: 'Notes signed within 24 hours',
    kind: 'rate',
    unit: '%',
    min: 90,
    max: null,
    lowVolumeBelow: 10,
  };
  // A retry runs on the same product: the indicator and the cycle may be there from the first try.
  const indicators = await callApi<{ data: TOppeIndicator[] }>(product, 'GET', `${base}/indicators`, {
    token: adminToken,
  });
  if (!indicators.data.some(({ key }) => key === indicator.key)) {
    await callApi<TOppeIndicator>(product, 'POST', `${base}/indicators`, {
      token: adminToken,
      body: indicator,
    });
  }
  await office.goto(`${product.baseUrl}/admin/oppe?hospital=${hospitalId}`);
  await office.getByRole('heading', { name: 'Import values' }).waitFor();
  const openCycle = office.getByRole('button', { name: 'Open the current cycle' });
  if (await openCycle.isVisible()) {
    await openCycle.click();
    // The click returns before its POST answers: wait for the opened cycle, as the office sees it.
    await openCycle.waitFor({ state: 'detached' });
  }
  const cycles = await callApi<{ data: TOppeCycle[] }>(product, 'GET', `${base}/cycles`, {
    token: adminToken,
  });
  const cycle = cycles.data[0];
  const [chooser] = await Promise.all([
    office.waitForEvent('filechooser'),
    office.getByRole('button', { name: 'Import CSV' }).click(),
  ]);
  await chooser.setFiles({
    name: 'quality-export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `npi,indicator,period,numerator,denominator\n${SEEDED_NPI},documentation-timeliness,${cycle.startsOn},70,100\n`,
    ),
  });
  await office.getByText('Imported 1 row from quality-export.csv.').waitFor();
  const practitioners = office.getByRole('table', { name: 'Practitioners in this cycle' });
  await expect.poll(() => practitioners.textContent()).toContain(practitioner);
  await checkAccessible(office, 'OPPE cycle after the import');
  await screenshot(office, 'oppe-01-cycle-desktop');

  // The report: 70 % against at least 90 %, flagged; the chair concludes "focused review needed".
  await practitioners.getByRole('link', { name: practitioner }).click();
  await office.getByText('Below the threshold').first().waitFor();
  await checkAccessible(office, 'OPPE report');
  await screenshot(office, 'oppe-02-report-desktop');
  const conclusion = office.getByRole('form', { name: 'Conclusion' });
  await conclusion.getByLabel('Focused review needed').check();
  await conclusion.getByLabel(/^Comment/).fill('Documentation well below the department’s 90 % on time.');
  await conclusion.getByRole('button', { name: 'Sign conclusion' }).click();
  await confirmSignatureByEmail(office, mailbox, { email: RIVERSIDE_ADMIN.email, action: 'sign' });
  await office.getByText(/A for-cause FPPE is open/).waitFor();
  await screenshot(office, 'oppe-03-concluded-desktop');

  // A for-cause FPPE is open on the practitioner's privilege, its trigger the OPPE review.
  await office.getByRole('link', { name: 'See the FPPE list' }).click();
  await office.getByRole('table', { name: 'Focused professional practice evaluations' }).waitFor();
  await office.goto(`${product.baseUrl}/admin/fppe?hospital=${hospitalId}&show=open`);
  const forCause = office
    .getByRole('table', { name: 'Focused professional practice evaluations' })
    .getByRole('row')
    .filter({ hasText: practitioner });
  await expect.poll(() => forCause.textContent()).toContain('For cause');
  await screenshot(office, 'oppe-04-for-cause-desktop');

  // 6. 22 months on the reappointment is due; the doctor applies again and submits.
  await product.runJobsAt(dayjs().add(22, 'month').format('YYYY-MM-DD'));
  const [appointment] = (
    await callApi<{ data: TDoctorAppointment[] }>(product, 'GET', '/appointments', {
      token: doctor.doctorToken,
    })
  ).data;
  const reappointment = await callApi<{ id: string }>(
    product,
    'POST',
    `/appointments/${appointment.id}/reappointment`,
    { token: doctor.doctorToken },
  );
  await askAndAnswerRequests(product, mailbox, {
    token: doctor.doctorToken,
    applicationId: reappointment.id,
    references: 3,
  });
  await submitViaApi(product, mailbox, {
    token: doctor.doctorToken,
    email: doctor.doctor.email,
    applicationId: reappointment.id,
    signature: practitioner,
  });

  // The office's review of the reappointment: the FPPEs and the OPPE cycle of the period.
  await office.goto(`${product.baseUrl}/admin/applications/${reappointment.id}`);
  const practice = office.getByRole('region', { name: 'Practice evaluation', exact: true });
  await expect.poll(() => practice.textContent()).toContain('Privilege confirmed');
  expect(await practice.textContent()).toContain(
    'Notes signed within 24 hours: 70% (min 90)Below the threshold',
  );
  await checkAccessible(office, 'reappointment review with its practice evaluation');
  await screenshot(office, 'reappointment-01-review-desktop');

  // The committee packet carries the same.
  const packet = await downloadPdf(office, 'Download committee packet');
  for (const expected of [
    'Practice evaluation',
    PRIVILEGE,
    'Privilege confirmed',
    'For cause',
    'Below the threshold',
  ]) {
    expect(packet.text).toContain(expected);
  }
});
