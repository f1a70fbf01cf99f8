import { expect, it } from 'vitest';
import dayjs from 'dayjs';
import { relianceSentence, type TDecisionRoute } from '@docapply/contracts';
import { callApi, mailAfter } from './support/api-client';
import { signInAdminInBrowser, signInDoctorInBrowser } from './support/approved-doctor';
import { VIEWPORTS } from './support/browser';
import {
  acceptInvitation,
  downloadPdf,
  createVerifiedFile,
  signInRiversideAdmin,
  screenshot,
} from './support/committee';
import { selectOption, typeDate } from './support/form-fill';
import { setUpJourney } from './support/journey';
import { checkAccessible, expectNoSidewaysScroll, openPage } from './support/page-checks';
import { createPdf } from './support/pdf';
import { confirmSignatureByEmail } from './support/step-up';

/**
 * Issue 40, telemedicine by proxy: Riverside's office records its agreement with a distant-site
 * hospital, then, on a teleneurologist's verified file, the distant site's decision (lumbar puncture
 * granted, paracentesis not). Finalised, the file goes straight to the board, which reads the distant
 * site's decision and can grant only what it granted. The letter says the board relied on it; the
 * doctor sees the privilege.
 */
const journey = setUpJourney();

const SITE = 'Lakeside Telehealth';
const SECOND_PRIVILEGE = 'Paracentesis and thoracentesis';
const usDay = (offset: number) => dayjs().add(offset, 'day').format('MM/DD/YYYY');
/** A retry finds the first attempt's file at the board: each attempt's doctor has his own name. */
const FIRST_NAMES = ['Tomas', 'Jonas'];
let attempt = 0;

it('decides a telemedicine file on the distant site’s decision: the board grants only what it granted', async () => {
  const { product, mailbox, browser } = journey;
  const firstName = FIRST_NAMES[attempt++ % FIRST_NAMES.length];
  const admin = await signInRiversideAdmin(journey);
  const { hospitalId } = admin;

  // Riverside's route: the medicine chair, then the board (each a newcomer, invited by name).
  const stamp = Date.now().toString(36);
  const chairEmail = `chair.${stamp}@riverside.example.org`;
  const boardEmail = `board.${stamp}@riverside.example.org`;
  const routePath = `/admin/hospitals/${hospitalId}/decision-route`;
  const existing = await callApi<TDecisionRoute>(product, 'GET', routePath, { token: admin.token });
  const step = (index: number, name: string, email: string, memberName: string) => ({
    ...(existing.steps[index] ? { id: existing.steps[index].id } : {}),
    name,
    kind: 'person' as const,
    quorum: 1,
    allowedOutcomes: ['grant', 'grant-with-conditions', 'defer', 'deny'] as const,
    allowElectronicVote: false,
    members: [{ email, name: memberName, isChair: true }],
  });
  await callApi(product, 'PUT', routePath, {
    token: admin.token,
    body: {
      steps: [
        step(0, 'Medicine chair', chairEmail, 'Grace Liu'),
        step(1, 'Board', boardEmail, 'Hugo Brandt'),
      ],
    },
  });
  const boardToken = await acceptInvitation(journey, boardEmail);

  // A teleneurologist asks for two privileges; the office verifies the file and queries the NPDB.
  const draft = await createVerifiedFile(journey, admin.token, {
    first: firstName,
    last: 'Weber',
    secondPrivilege: SECOND_PRIVILEGE,
  });
  const id = draft.applicationId;

  // 1. The office records the agreement with the distant site, with the signed PDF.
  const office = await openPage(await browser.newContext({ viewport: VIEWPORTS.desktop }));
  await signInAdminInBrowser(office, product, { adminToken: admin.token });
  await office.goto(`${product.baseUrl}/admin/telemedicine-agreements?hospital=${hospitalId}`);
  await office.getByRole('button', { name: 'Add an agreement' }).click();
  const add = office.getByRole('dialog', { name: 'Add a telemedicine agreement' });
  await add.getByLabel(/^Distant-site hospital/).fill(SITE);
  await add.getByLabel(/^CMS certification number/).fill('140281');
  await typeDate(add, 'Signed on', usDay(-30));
  await add.getByLabel('Signed agreement file').setInputFiles({
    name: 'lakeside-agreement.pdf',
    mimeType: 'application/pdf',
    buffer: await createPdf('Telemedicine agreement'),
  });
  await add.getByRole('button', { name: 'Save agreement' }).click();
  await add.waitFor({ state: 'detached' });
  await office.getByRole('button', { name: `End agreement: ${SITE}` }).waitFor();
  await checkAccessible(office, 'telemedicine agreements');
  await screenshot(office, 'tele-1-agreements-1280');
  await office.setViewportSize(VIEWPORTS.phone);
  await expectNoSidewaysScroll(office, 'telemedicine agreements');
  await checkAccessible(office, 'telemedicine agreements (phone)');
  await screenshot(office, 'tele-1-agreements-390');
  await office.setViewportSize(VIEWPORTS.desktop);

  // 2. On the file, the distant site's decision: lumbar puncture granted, paracentesis not.
  await office.goto(`${product.baseUrl}/admin/applications/${id}`);
  const card = office.getByRole('region', { name: 'Telemedicine by proxy' });
  await card.getByRole('button', { name: 'Record the distant site’s decision' }).click();
  const record = office.getByRole('dialog', { name: 'Record the distant site’s decision' });
  await selectOption(record, 'Agreement', `${SITE} (signed ${usDay(-30)})`);
  await typeDate(record, 'Distant site’s decision date', usDay(-2));
  await record.getByRole('checkbox', { name: /^Lumbar puncture/ }).check();
  await typeDate(record, 'Distant site’s appointment ends on', usDay(700));
  await record.getByLabel('Distant site’s decision file').setInputFiles({
    name: 'lakeside-decision.pdf',
    mimeType: 'application/pdf',
    buffer: await createPdf('Lakeside privileging decision'),
  });
  await checkAccessible(office, 'recording the distant site’s decision');
  await record.getByRole('button', { name: 'Save decision' }).click();
  await record.waitFor({ state: 'detached' });
  await card.getByRole('button', { name: /^Download decision: lakeside-decision\.pdf/ }).waitFor();
  await checkAccessible(office, 'review with the distant site’s decision');
  await screenshot(office, 'tele-2-review-1280');

  // 3. Finalised, the file skips the chair: it waits for the board.
  await callApi(product, 'POST', `/admin/applications/${id}/status`, {
    token: admin.token,
    body: { status: 'finalise', note: '' },
  });
  const boardPage = await openPage(await browser.newContext({ viewport: VIEWPORTS.desktop }));
  await signInAdminInBrowser(boardPage, product, { adminToken: boardToken });
  await boardPage.goto(`${product.baseUrl}/admin/committee/${id}`);
  const distant = boardPage.getByRole('region', { name: /Distant site’s decision/ });
  await expect.poll(() => distant.textContent()).toContain(SITE);
  const route = boardPage.getByRole('region', { name: 'Decision route' });
  expect(await route.getByRole('listitem').first().textContent()).toContain('Skipped');
  const form = boardPage.getByRole('form', { name: 'Your recommendation' });
  await form.waitFor();
  await checkAccessible(boardPage, 'committee file (proxy, board)');
  await screenshot(boardPage, 'tele-3-board-1280');
  await form
    .getByRole('radiogroup', { name: /Lumbar puncture/ })
    .getByRole('radio', { name: 'Grant', exact: true })
    .check();
  await form
    .getByRole('radiogroup', { name: new RegExp(SECOND_PRIVILEGE) })
    .getByRole('radio', { name: 'Deny' })
    .check();
  await form
    .getByRole('textbox', { name: new RegExp(`Reason for ${SECOND_PRIVILEGE}`) })
    .fill(`Not granted by ${SITE}.`);
  await form.getByRole('combobox', { name: /Membership category/ }).click();
  await boardPage.getByRole('option', { name: 'Telemedicine' }).click();
  await form.getByRole('button', { name: 'Sign and submit' }).click();
  await confirmSignatureByEmail(boardPage, mailbox, { email: boardEmail, action: 'submit' });
  await form.waitFor({ state: 'detached' });

  // 4. The letter names the distant site the board relied on; the doctor sees the privilege.
  await office.goto(`${product.baseUrl}/admin/applications/${id}`);
  const letterCard = office.getByRole('region', { name: /Decision letter/ });
  await letterCard.waitFor();
  const letter = await downloadPdf(office, 'Download letter');
  expect(letter.text).toContain(relianceSentence(SITE, usDay(-30)));
  await mailAfter(mailbox, draft.doctor.email, /Your decision letter/, () =>
    callApi(product, 'POST', `/admin/applications/${id}/decision-letter/send`, {
      token: admin.token,
      body: {},
    }),
  );
  const doctorPage = await openPage(await browser.newContext({ viewport: VIEWPORTS.phone }));
  await signInDoctorInBrowser(doctorPage, product, { doctorToken: draft.doctorToken });
  await doctorPage.goto(`${product.baseUrl}/my/application/${id}`);
  const appointment = doctorPage.getByRole('region', { name: 'Appointment', exact: true });
  await expect.poll(() => appointment.textContent()).toContain('Lumbar puncture');
  expect(await appointment.textContent()).not.toContain(SECOND_PRIVILEGE);
  await checkAccessible(doctorPage, 'doctor application (approved by proxy)');
});
