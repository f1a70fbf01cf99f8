import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TApplicationNpdb, TCommitteeFile, TDecisionRoute } from '@docapply/contracts';
import { RIVERSIDE_ADMIN } from './support/admin';
import { callApi, mailAfter, signInViaApi } from './support/api-client';
import {
  askForPrivilege,
  createDraftViaApi,
  signInAdminInBrowser,
  signInDoctorInBrowser,
  submitViaApi,
} from './support/approved-doctor';
import { VIEWPORTS } from './support/browser';
import { setUpJourney } from './support/journey';
import { checkAccessible, openPage } from './support/page-checks';
import { createPdf } from './support/pdf';
import { confirmSignatureByEmail, confirmSignatureViaApi } from './support/step-up';
import { verifyChecklistViaApi } from './support/verification';

/**
 * Issue 40: Riverside decides through a route: the cardiology chair (one person) → the credentials
 * committee (three members, quorum two, voting electronically) → the board (one person). A file
 * verified and finalised enters it; the chair recommends in the browser, granting lumbar puncture
 * with an FPPE plan and denying paracentesis, and signs; the committee's chair proposes, one member
 * recuses, two vote for it; the board decides in the browser. The doctor is approved with the granted
 * privilege and its conditions, and the office sends the decision letter the decision wrote.
 */
const journey = setUpJourney();

const PASSWORD = 'Committee-Passw0rd!';
const SECOND_PRIVILEGE = 'Paracentesis and thoracentesis';
const SHOTS = process.env.E2E_SCREENSHOTS;
const today = () => new Date().toISOString().slice(0, 10);

async function screenshot(page: Page, name: string) {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
}

/** A new member's invitation followed: the password set from the link, then signed in with the code. */
async function acceptInvitation(email: string): Promise<string> {
  const invite = await journey.mailbox.waitFor(email, /privileging committees/i);
  const token = decodeURIComponent(/setPassword\?token=([^\s&]+)/.exec(invite.text)?.[1] ?? '');
  await callApi(journey.product, 'POST', '/auth/setPassword', { body: { token, password: PASSWORD } });
  return (await signInViaApi(journey.product, journey.mailbox, { email, password: PASSWORD })).token;
}

async function recordNpdbQuery(adminToken: string, applicationId: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    kind: 'one-time',
    reason: 'initial-appointment',
    queriedOn: today(),
    result: 'no-reports',
  })) {
    form.append(key, value);
  }
  const pdf = await createPdf('npdb-response.pdf');
  form.append('response', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'npdb-response.pdf');
  const res = await fetch(`${journey.product.baseUrl}/api/admin/applications/${applicationId}/npdb`, {
    method: 'POST',
    headers: { 'x-auth-token': adminToken },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { result } = (await res.json()) as { result: TApplicationNpdb };
  await callApi(
    journey.product,
    'POST',
    `/admin/applications/${applicationId}/npdb/${result.queries[0].id}/review`,
    {
      token: adminToken,
      body: {},
    },
  );
}

it('takes a file from the chair through the committee’s vote to the board, and the doctor gets the privilege granted with its conditions', async () => {
  const { product, mailbox, browser } = journey;
  const admin = await signInViaApi(product, mailbox, RIVERSIDE_ADMIN);
  const hospitalId = (
    await callApi<{ data: { id: string; name: string }[] }>(product, 'GET', '/admin/hospitals', {
      token: admin.token,
    })
  ).data.find((hospital) => hospital.name === 'Riverside General Hospital')!.id;
  const stamp = Date.now().toString(36);
  const people = {
    chair: `chair.${stamp}@riverside.example.org`,
    committee: [1, 2, 3].map((n) => `committee${n}.${stamp}@riverside.example.org`),
    board: `board.${stamp}@riverside.example.org`,
  };
  const all = ['grant', 'grant-with-conditions', 'defer', 'deny'] as const;
  // A retry of this test finds the route it set: its steps are kept by id (files wait at them).
  const existing = await callApi<TDecisionRoute>(
    product,
    'GET',
    `/admin/hospitals/${hospitalId}/decision-route`,
    {
      token: admin.token,
    },
  );
  const idAt = (index: number) => (existing.steps[index] ? { id: existing.steps[index].id } : {});
  const route = await callApi<TDecisionRoute>(
    product,
    'PUT',
    `/admin/hospitals/${hospitalId}/decision-route`,
    {
      token: admin.token,
      body: {
        steps: [
          {
            ...idAt(0),
            name: 'Medicine chair',
            kind: 'person',
            quorum: 1,
            allowedOutcomes: all,
            allowElectronicVote: false,
            members: [{ email: people.chair, isChair: true }],
          },
          {
            ...idAt(1),
            name: 'Credentials committee',
            kind: 'committee',
            quorum: 2,
            allowedOutcomes: all,
            allowElectronicVote: true,
            members: people.committee.map((email, index) => ({ email, isChair: index === 0 })),
          },
          {
            ...idAt(2),
            name: 'Board',
            kind: 'person',
            quorum: 1,
            allowedOutcomes: all,
            allowElectronicVote: false,
            members: [{ email: people.board, isChair: true }],
          },
        ],
      },
    },
  );
  expect(route.steps.map((step) => step.name)).toEqual(['Medicine chair', 'Credentials committee', 'Board']);
  const tokens = {
    chair: await acceptInvitation(people.chair),
    committee: [
      await acceptInvitation(people.committee[0]),
      await acceptInvitation(people.committee[1]),
      await acceptInvitation(people.committee[2]),
    ],
    board: await acceptInvitation(people.board),
  };

  // A doctor asks for two privileges; the file is verified, the NPDB queried, and it is finalised.
  const draft = await createDraftViaApi(product, mailbox, { name: { first: 'Priya', last: 'Raman' } });
  await askForPrivilege(product, draft.doctorToken, draft.applicationId, draft.hospitalId, SECOND_PRIVILEGE);
  await submitViaApi(product, mailbox, {
    token: draft.doctorToken,
    email: draft.doctor.email,
    applicationId: draft.applicationId,
    signature: 'Priya Raman',
  });
  const id = draft.applicationId;
  await callApi(product, 'POST', `/admin/applications/${id}/status`, {
    token: admin.token,
    body: { status: 'in-review', note: '' },
  });
  await verifyChecklistViaApi(product, admin.token, id);
  await recordNpdbQuery(admin.token, id);
  await callApi(product, 'POST', `/admin/applications/${id}/status`, {
    token: admin.token,
    body: { status: 'finalise', note: '' },
  });

  // The chair signs in, finds the file waiting for them, and recommends privilege by privilege.
  const chairPage = await openPage(await browser.newContext({ viewport: VIEWPORTS.desktop }));
  await signInAdminInBrowser(chairPage, product, { adminToken: tokens.chair });
  await chairPage.goto(`${product.baseUrl}/admin/committee`);
  // This file's link (a retry of this test leaves another Priya Raman in the list).
  await chairPage.locator(`a[href$="/committee/${id}"]`).click();
  const form = chairPage.getByRole('form', { name: 'Your recommendation' });
  await form.waitFor();
  await checkAccessible(chairPage, 'committee file (chair)');
  await screenshot(chairPage, 'committee-file-chair-1280');
  const lumbar = form.getByRole('radiogroup', { name: /Lumbar puncture/ });
  await lumbar.getByRole('radio', { name: 'Grant with conditions' }).check();
  await form.getByRole('checkbox', { name: 'FPPE plan' }).check();
  await form
    .getByRole('textbox', { name: /The conditions for Lumbar puncture/ })
    .fill('Five proctored lumbar punctures in the first three months.');
  const paracentesis = form.getByRole('radiogroup', { name: new RegExp(SECOND_PRIVILEGE) });
  await paracentesis.getByRole('radio', { name: 'Deny' }).check();
  await form
    .getByRole('textbox', { name: new RegExp(`Reason for ${SECOND_PRIVILEGE}`) })
    .fill('No ultrasound-guided procedures logged.');
  await form.getByRole('combobox', { name: /Membership category/ }).click();
  await chairPage.getByRole('option', { name: 'Active' }).click();
  await form.getByRole('button', { name: 'Sign and submit' }).click();
  await confirmSignatureByEmail(chairPage, mailbox, { email: people.chair, action: 'submit' });
  await chairPage.getByText('Credentials committee', { exact: false }).first().waitFor();

  // The committee: its chair proposes the same, one member recuses, two vote for: carried.
  const chairRecommendation = (
    await callApi<TCommitteeFile>(product, 'GET', `/committee/files/${id}`, { token: tokens.committee[0] })
  ).recommendations[0];
  const proposal = {
    privileges: chairRecommendation.privileges.map(({ privilegeId, outcome, conditions, reason }) => ({
      privilegeId,
      outcome,
      ...(conditions ? { conditions } : {}),
      ...(reason ? { reason } : {}),
    })),
    membershipCategory: 'active',
    appointmentMonths: 24,
  };
  await callApi(product, 'POST', `/committee/files/${id}/recommendation`, {
    token: tokens.committee[0],
    body: proposal,
  });
  await callApi(product, 'POST', `/committee/files/${id}/recusal`, {
    token: tokens.committee[2],
    body: { reason: 'Trained the applicant.' },
  });
  await callApi(product, 'POST', `/committee/files/${id}/electronic-vote`, {
    token: admin.token,
    body: { closesOn: today() },
  });
  for (const [index, email] of [
    [0, people.committee[0]],
    [1, people.committee[1]],
  ] as const) {
    await confirmSignatureViaApi(product, mailbox, { token: tokens.committee[index], email });
    await callApi(product, 'POST', `/committee/files/${id}/vote`, {
      token: tokens.committee[index],
      body: { choice: 'for' },
    });
  }

  // The board reads every earlier recommendation and decides.
  const boardPage = await openPage(await browser.newContext({ viewport: VIEWPORTS.desktop }));
  await signInAdminInBrowser(boardPage, product, { adminToken: tokens.board });
  await boardPage.goto(`${product.baseUrl}/admin/committee/${id}`);
  const boardForm = boardPage.getByRole('form', { name: 'Your recommendation' });
  await boardForm.waitFor();
  await expect.poll(() => boardPage.getByText('Trained the applicant.').count()).toBeGreaterThan(0);
  await boardForm
    .getByRole('radiogroup', { name: /Lumbar puncture/ })
    .getByRole('radio', { name: 'Grant with conditions' })
    .check();
  await boardForm.getByRole('checkbox', { name: 'FPPE plan' }).check();
  await boardForm
    .getByRole('textbox', { name: /The conditions for Lumbar puncture/ })
    .fill('Five proctored lumbar punctures in the first three months.');
  await boardForm
    .getByRole('radiogroup', { name: new RegExp(SECOND_PRIVILEGE) })
    .getByRole('radio', { name: 'Deny' })
    .check();
  await boardForm
    .getByRole('textbox', { name: new RegExp(`Reason for ${SECOND_PRIVILEGE}`) })
    .fill('No ultrasound-guided procedures logged.');
  await boardForm.getByRole('combobox', { name: /Membership category/ }).click();
  await boardPage.getByRole('option', { name: 'Active' }).click();
  await boardForm.getByRole('button', { name: 'Sign and submit' }).click();
  await confirmSignatureByEmail(boardPage, mailbox, { email: people.board, action: 'submit' });
  await checkAccessible(boardPage, 'committee file (decided)');
  await screenshot(boardPage, 'committee-file-decided-1280');

  // The office's review shows the decided route, the NPDB query and the letter waiting to be sent.
  const officePage = await openPage(await browser.newContext({ viewport: VIEWPORTS.desktop }));
  await signInAdminInBrowser(officePage, product, { adminToken: admin.token });
  await officePage.goto(`${product.baseUrl}/admin/applications/${id}`);
  await officePage.getByRole('region', { name: 'NPDB queries' }).waitFor();
  await officePage.getByRole('region', { name: /Decision letter/ }).waitFor();
  await checkAccessible(officePage, 'review (decided by the route)');

  // The office sends the letter the decision wrote; the doctor sees the privilege and its conditions.
  const letterMail = await mailAfter(mailbox, draft.doctor.email, /Your decision letter/, () =>
    callApi(product, 'POST', `/admin/applications/${id}/decision-letter/send`, {
      token: admin.token,
      body: {},
    }),
  );
  expect(letterMail.text).toContain(`/my/application/${id}`);
  const doctorPage = await openPage(await browser.newContext({ viewport: VIEWPORTS.phone }));
  await signInDoctorInBrowser(doctorPage, product, { doctorToken: draft.doctorToken });
  await doctorPage.goto(`${product.baseUrl}/my/application/${id}`);
  const appointment = doctorPage.getByRole('region', { name: 'Appointment', exact: true });
  await appointment.waitFor();
  await expect.poll(() => appointment.textContent()).toContain('Lumbar puncture');
  expect(await appointment.textContent()).toContain(
    'Conditions: FPPE plan: Five proctored lumbar punctures in the first three months.',
  );
  expect(await appointment.textContent()).not.toContain(SECOND_PRIVILEGE);
  await checkAccessible(doctorPage, 'doctor application (approved by the route)');
  await screenshot(doctorPage, 'doctor-appointment-390');
});
