import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '@docapply/contracts';
import { fillEducation, fillPractice } from './support/application-sections';
import { createDraftViaApi, signInDoctorInBrowser } from './support/approved-doctor';
import { VIEWPORTS, tabTo } from './support/browser';
import { setUpJourney } from './support/journey';
import { checkAccessible, openPage, waitSaved } from './support/page-checks';
import { createPdf } from './support/pdf';
import { recordTraffic } from './support/traffic';
import { confirmSignatureByEmail } from './support/step-up';

/**
 * A doctor hands the paperwork to an office manager (issue 16): the doctor invites her; she sets
 * her password and signs in by keyboard, fills sections B and C for the doctor with the licence
 * upload; the doctor sees who entered what, signs and submits, then revokes her, and her very next
 * call is refused.
 */
const journey = setUpJourney();

const HOSPITAL = 'Riverside General Hospital';
const MANAGER = { first: 'Maria', last: 'Lopez' };
const MANAGER_PASSWORD = 'Copper-lantern-harbour-92';
const SIGNATURE = 'Ada Okafor';

/** The answers of sections B and C, which the doctor leaves to the office manager. */
const SECTIONS_B_AND_C = [
  'medicalSchool', 'medicalDegree', 'graduationDate', 'training', 'licences', 'hasDea', 'boardStatus',
  'boardName', 'boardCertifiedDate', 'boardExpiry', 'cv', 'workHistory', 'hasGap', 'malpracticeCarrier',
  'policyNumber', 'perClaimLimit', 'aggregateLimit', 'insuranceExpiry', 'faceSheet', 'hasClaims',
] as const; // prettier-ignore

/** The invited manager chooses her password and signs in with the emailed code, keyboard only. */
async function managerSignsInByKeyboard(page: Page, email: string, inviteLink: string) {
  const kb = page.keyboard;
  await page.goto(inviteLink);
  await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
  await checkAccessible(page, 'delegate: choose a password');
  await tabTo(page, /^New password/);
  await kb.type(MANAGER_PASSWORD);
  await tabTo(page, /^Confirm/);
  await kb.type(MANAGER_PASSWORD);
  await kb.press('Enter');
  await page.getByText(`You can sign in now as ${email}.`).waitFor();
  await checkAccessible(page, 'delegate: password set');
  await tabTo(page, /^Go to sign-in$/);
  await kb.press('Enter');
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  await tabTo(page, 'Email');
  await kb.type(email);
  await tabTo(page, /^Password/);
  await kb.type(MANAGER_PASSWORD);
  const sent = journey.mailbox.mails.length;
  await kb.press('Enter');
  await page.waitForURL('**/otp');
  await page.getByRole('button', { name: 'Verify', exact: true }).waitFor();
  await expect.poll(() => journey.mailbox.mails.length).toBeGreaterThan(sent);
  const mail = await journey.mailbox.waitFor(email, /sign-in code/i);
  await tabTo(page, /code/i);
  await kb.type(/\b\d{6}\b/.exec(mail.text)?.[0] ?? '');
  await kb.press('Enter');
  await page.waitForURL('**/dashboard');
}

describe('a doctor and an office manager', { timeout: 480_000 }, () => {
  it('the manager fills sections B and C, the doctor signs and submits, then revokes her', async () => {
    const { product, mailbox, browser } = journey;
    // The doctor has answered A and D, the survey and a privilege; references have answered.
    const draft = await createDraftViaApi(product, mailbox, { leaveOut: SECTIONS_B_AND_C });
    const managerEmail = `maria.lopez+${Date.now()}@okafor-practice.example.org`;

    // 1. The doctor invites the office manager from the Delegates page.
    const doctorPage = await openPage(await browser.newContext({ viewport: VIEWPORTS.desktop }));
    await signInDoctorInBrowser(doctorPage, product, draft);
    await doctorPage.goto(`${product.baseUrl}/dashboard`);
    // Delegates are the doctor's own business: the account menu has them, the spec's nav does not.
    await doctorPage.getByRole('button', { name: SIGNATURE }).click();
    await doctorPage.getByRole('menuitem', { name: 'Delegates' }).click();
    await doctorPage.getByText('You have no delegates yet.').waitFor();
    await checkAccessible(doctorPage, 'delegates, none yet');
    await doctorPage.getByRole('button', { name: 'Invite a delegate' }).click();
    const invite = doctorPage.getByRole('dialog', { name: 'Invite a delegate' });
    await invite.getByLabel(/^Email/).fill(managerEmail);
    await invite.getByLabel(/^First name/).fill(MANAGER.first);
    await invite.getByLabel(/^Last name/).fill(MANAGER.last);
    await checkAccessible(doctorPage, 'invite a delegate');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.waitFor({ state: 'hidden' });
    const delegates = doctorPage.getByRole('list', { name: 'Your delegates' });
    await delegates.getByText(`${MANAGER.first} ${MANAGER.last}`).waitFor();
    await delegates.getByText('Invited', { exact: true }).waitFor();

    // 2. The manager opens the emailed link, chooses a password and signs in, by keyboard only.
    const inviteMail = await mailbox.waitFor(managerEmail, /invited you to DocApply/);
    const inviteLink = /https?:\/\/\S+\/setPassword\?token=[\w.-]+/.exec(inviteMail.text)?.[0];
    expect(inviteLink, 'the invitation link').toBeTruthy();
    const managerPage = await openPage(await browser.newContext({ viewport: VIEWPORTS.desktop }));
    await managerSignsInByKeyboard(managerPage, managerEmail, inviteLink as string);
    await managerPage
      .getByRole('combobox', { name: /Working for/ })
      .filter({ hasText: 'Ada Okafor' })
      .waitFor();
    await managerPage.getByRole('heading', { name: `Welcome, ${MANAGER.first}`, level: 1 }).waitFor();
    await checkAccessible(managerPage, 'delegate: the doctor’s dashboard');

    // 3. She continues the doctor's draft: it opens at section B, the first one left to fill.
    await managerPage
      .getByRole('link', { name: /^Continue/ })
      .first()
      .click();
    await managerPage.getByRole('heading', { name: 'Education, training and licensure', level: 2 }).waitFor();
    const traffic = await recordTraffic(managerPage);
    const [licenceCopy, cv, faceSheet] = await Promise.all(
      ['illinois-licence.pdf', 'curriculum-vitae.pdf', 'insurance-face-sheet.pdf'].map(async (name) => ({
        name,
        buffer: await createPdf(name),
      })),
    );
    await fillEducation(managerPage, licenceCopy, cv, traffic.setLatency);
    await managerPage.getByText('This section is complete.').waitFor();
    await waitSaved(managerPage);
    await checkAccessible(managerPage, 'delegate: section B filled');
    await managerPage.getByRole('button', { name: 'Next', exact: true }).click();
    await managerPage.getByRole('heading', { name: 'Practice history', level: 2 }).waitFor();
    await fillPractice(managerPage, faceSheet);
    await managerPage.getByText('This section is complete.').waitFor();
    await waitSaved(managerPage);
    traffic.stop();
    // Only the doctor signs: the manager's review step offers no signature.
    await managerPage.goto(`${product.baseUrl}/apply?hospital=${draft.hospitalId}&step=review`);
    await managerPage.getByText('Everything required is complete.').waitFor();
    await managerPage
      .getByText('Only the doctor signs the attestation and submits.', { exact: false })
      .waitFor();
    expect(await managerPage.getByLabel(/^Type your full name to sign/).count()).toBe(0);
    // Both hear that the draft is ready.
    await mailbox.waitFor(draft.doctor.email, /ready to submit/i);
    await mailbox.waitFor(managerEmail, /ready to submit/i);
    await checkAccessible(managerPage, 'delegate: review step');

    // 4. The doctor sees who entered what, then signs and submits.
    await doctorPage.goto(`${product.baseUrl}/my/application/${draft.applicationId}/changes`);
    const changes = doctorPage.getByRole('list', { name: 'Changes' });
    await expect
      .poll(() => changes.getByText(`entered by ${MANAGER.first} ${MANAGER.last}`).count())
      .toBeGreaterThan(1);
    await checkAccessible(doctorPage, 'who changed what');
    await doctorPage.goto(`${product.baseUrl}/apply?hospital=${draft.hospitalId}&step=review`);
    await doctorPage.getByText('Everything required is complete.').waitFor();
    await doctorPage.getByLabel(/^Type your full name to sign/).fill(SIGNATURE);
    await doctorPage.getByRole('button', { name: 'Submit', exact: true }).click();
    await confirmSignatureByEmail(doctorPage, mailbox, { email: draft.doctor.email });
    await doctorPage.getByText(`Your application to ${HOSPITAL} was submitted.`).waitFor();
    await doctorPage.waitForURL('**/my/application/*');
    await doctorPage.getByText(licenceCopy.name).first().waitFor();

    // 5. The doctor revokes the manager; her next call is refused.
    await doctorPage.goto(`${product.baseUrl}/delegates`);
    await delegates.getByText('Active', { exact: true }).waitFor();
    await delegates.getByRole('button', { name: `Revoke ${MANAGER.first} ${MANAGER.last}` }).click();
    const confirm = doctorPage.getByRole('dialog', { name: 'Revoke this delegate?' });
    await checkAccessible(doctorPage, 'revoke a delegate');
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await delegates.getByText('Revoked', { exact: true }).waitFor();

    const session = await managerPage.evaluate(
      (keys) => ({
        token: localStorage.getItem(keys.token) ?? '',
        doctorId: localStorage.getItem('acting_for'),
      }),
      STORAGE_KEYS,
    );
    const refused = await fetch(`${product.baseUrl}/api/applicationDatas/${draft.applicationId}`, {
      headers: { 'x-auth-token': session.token, 'x-acting-for': session.doctorId ?? '' },
    });
    expect([401, 403]).toContain(refused.status);
    // Her open page no longer shows the doctor's application.
    await managerPage.reload();
    await managerPage.getByText('No doctor has added you as their delegate.').waitFor();
  });
});
