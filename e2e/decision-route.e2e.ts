import { expect, it } from 'vitest';
import type { TCommitteeFile, TDecisionRoute } from '@docapply/contracts';
import { callApi, mailAfter } from './support/api-client';
import {
  acceptInvitation,
  downloadPdf,
  createVerifiedFile,
  signInRiversideAdmin,
  screenshot,
  today,
} from './support/committee';
import { signInAdminInBrowser, signInDoctorInBrowser } from './support/approved-doctor';
import { VIEWPORTS } from './support/browser';
import { setUpJourney } from './support/journey';
import { checkAccessible, expectNoSidewaysScroll, openPage } from './support/page-checks';
import { confirmSignatureByEmail, confirmSignatureViaApi } from './support/step-up';

/**
 * Issue 40: Riverside decides through a route: the medicine chair (one person) → the credentials
 * committee (three members, quorum two, meeting) → the medical executive committee (three members,
 * quorum two, voting electronically) → the board (one person). A file verified and finalised enters
 * it; the chair recommends in the browser, granting lumbar puncture with an FPPE plan and denying
 * paracentesis, and signs; the coordinator schedules the credentials committee's meeting, puts the
 * file on its agenda and sends the packet, a member reads it, the meeting records attendance (quorum),
 * one recusal and two votes for, and its minutes say so; the MEC votes electronically; the board
 * decides in the browser. The doctor is approved with the granted privilege and its conditions, and
 * the office sends the decision letter the decision wrote.
 */
const journey = setUpJourney();

const SECOND_PRIVILEGE = 'Paracentesis and thoracentesis';
/** A retry finds the first attempt's file still in the route: each attempt's doctor has her own name. */
const FIRST_NAMES = ['Priya', 'Maya'];
let attempt = 0;

it('takes a file from the chair through the committee’s meeting and the MEC’s vote to the board, and the doctor gets the privilege granted with its conditions', async () => {
  const { product, mailbox, browser } = journey;
  const firstName = FIRST_NAMES[attempt++ % FIRST_NAMES.length];
  const doctorName = `${firstName} Raman`;
  const admin = await signInRiversideAdmin(journey);
  const { hospitalId } = admin;
  const stamp = Date.now().toString(36);
  // New to DocApply: each is invited under their name by the route.
  const newcomer = (name: string) => ({
    name,
    email: `${name.split(' ')[0].toLowerCase()}.${stamp}@riverside.example.org`,
  });
  const people = {
    chair: newcomer('Grace Liu'),
    credentials: ['Ada Okafor', 'Ben Lindqvist', 'Cleo Marsh'].map(newcomer),
    mec: ['Dev Patel', 'Elena Ruiz', 'Farid Haddad'].map(newcomer),
    board: newcomer('Hugo Brandt'),
  };
  type TPerson = (typeof people)['chair'];
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
  const person = (index: number, name: string, who: TPerson) => ({
    ...idAt(index),
    name,
    kind: 'person' as const,
    quorum: 1,
    allowedOutcomes: all,
    allowElectronicVote: false,
    members: [{ ...who, isChair: true }],
  });
  const committee = (index: number, name: string, members: TPerson[], allowElectronicVote: boolean) => ({
    ...idAt(index),
    name,
    kind: 'committee' as const,
    quorum: 2,
    allowedOutcomes: all,
    allowElectronicVote,
    members: members.map((who, n) => ({ ...who, isChair: n === 0 })),
  });
  const route = await callApi<TDecisionRoute>(
    product,
    'PUT',
    `/admin/hospitals/${hospitalId}/decision-route`,
    {
      token: admin.token,
      body: {
        steps: [
          person(0, 'Medicine chair', people.chair),
          committee(1, 'Credentials committee', people.credentials, false),
          committee(2, 'Medical executive committee', people.mec, true),
          person(3, 'Board', people.board),
        ],
      },
    },
  );
  expect(route.steps.map((step) => step.name)).toEqual([
    'Medicine chair',
    'Credentials committee',
    'Medical executive committee',
    'Board',
  ]);
  const tokens = {
    chair: await acceptInvitation(journey, people.chair.email),
    credentials: [] as string[],
    mec: [] as string[],
    board: await acceptInvitation(journey, people.board.email),
  };
  for (const { email } of people.credentials) {
    tokens.credentials.push(await acceptInvitation(journey, email));
  }
  for (const { email } of people.mec) {
    tokens.mec.push(await acceptInvitation(journey, email));
  }

  // A doctor asks for two privileges; the file is verified, the NPDB queried, and it is finalised.
  const draft = await createVerifiedFile(journey, admin.token, {
    first: firstName,
    last: 'Raman',
    secondPrivilege: SECOND_PRIVILEGE,
  });
  const id = draft.applicationId;
  await callApi(product, 'POST', `/admin/applications/${id}/status`, {
    token: admin.token,
    body: { status: 'finalise', note: '' },
  });

  // 1. The chair signs in, finds the file waiting for them, and recommends privilege by privilege.
  const chairPage = await openPage(await browser.newContext({ viewport: VIEWPORTS.desktop }));
  await signInAdminInBrowser(chairPage, product, { adminToken: tokens.chair });
  await chairPage.goto(`${product.baseUrl}/admin/committee`);
  await chairPage.locator(`a[href$="/committee/${id}"]`).click();
  const form = chairPage.getByRole('form', { name: 'Your recommendation' });
  await form.waitFor();
  await checkAccessible(chairPage, 'committee file (chair)');
  await screenshot(chairPage, '1-committee-file-chair-1280');
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
  await confirmSignatureByEmail(chairPage, mailbox, { email: people.chair.email, action: 'submit' });
  await chairPage.getByText('Credentials committee', { exact: false }).first().waitFor();

  // What the chair recommended, as each committee's chair proposes it in turn.
  const chairRecommendation = (
    await callApi<TCommitteeFile>(product, 'GET', `/committee/files/${id}`, { token: tokens.credentials[0] })
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

  // 2. The credentials committee meets: its chair proposes; the coordinator schedules the meeting,
  // builds its agenda from the files ready for it and sends the packet.
  await callApi(product, 'POST', `/committee/files/${id}/recommendation`, {
    token: tokens.credentials[0],
    body: proposal,
  });
  const office = await openPage(await browser.newContext({ viewport: VIEWPORTS.desktop }));
  await signInAdminInBrowser(office, product, { adminToken: admin.token });
  // The queue says where the file waits.
  await office.goto(`${product.baseUrl}/admin/applications`);
  const queueRow = office.getByRole('row').filter({ hasText: doctorName });
  await queueRow.getByText('At Credentials committee since').waitFor();
  await office.goto(`${product.baseUrl}/admin/meetings?hospital=${hospitalId}`);
  await office.getByRole('button', { name: 'Schedule a meeting' }).click();
  const schedule = office.getByRole('dialog', { name: 'Schedule a meeting' });
  await schedule.getByRole('combobox', { name: /Committee/ }).click();
  await office.getByRole('option', { name: 'Credentials committee' }).click();
  // Later today whatever the hour the journey runs (18:00 was in the past from 18:00 on).
  await schedule.getByLabel(/Date and time/).fill(`${today()}T23:59`);
  await schedule.getByLabel(/Place/).fill('Board room, 4th floor');
  await schedule.getByLabel(/Days before the meeting/).fill('0');
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await office.getByRole('heading', { name: 'Credentials committee meeting' }).waitFor();
  await office.getByRole('button', { name: `Add ${doctorName} to the agenda` }).click();
  const agenda = office.getByRole('region', { name: 'Agenda' });
  await expect.poll(() => agenda.textContent()).toContain(doctorName);
  const meetingUrl = office.url();
  const packetMail = await mailAfter(mailbox, people.credentials[1].email, /agenda and packet/, () =>
    office.getByRole('button', { name: 'Send packet now' }).click(),
  );
  expect(packetMail.text).toContain(`1. ${doctorName}`);

  // A member follows the mail's link on a phone and reads the one packet: contents, then the file.
  const member = await openPage(await browser.newContext({ viewport: VIEWPORTS.phone }));
  await signInAdminInBrowser(member, product, { adminToken: tokens.credentials[1] });
  await member.goto(/https?:\/\/\S+\/meetings\/[\w-]+/.exec(packetMail.text)![0]);
  await member.getByRole('heading', { name: 'Credentials committee meeting' }).waitFor();
  await checkAccessible(member, 'meeting (member)');
  await expectNoSidewaysScroll(member, 'meeting (member)');
  await screenshot(member, '2-meeting-member-390');
  const packet = await downloadPdf(member, 'Download packet');
  expect(packet.pageCount).toBeGreaterThan(2);
  expect(packet.text).toContain(doctorName);
  expect(packet.text).toContain('Lumbar puncture');

  // 3. At the meeting: all three present (quorum two), the third member recuses, two vote for.
  const attendance = office.getByRole('region', { name: 'Attendance' });
  for (const { name } of people.credentials) {
    const present = attendance.getByRole('checkbox', { name: new RegExp(`^${name}`) });
    await present.click();
    await expect.poll(() => present.isChecked()).toBe(true);
  }
  await attendance.getByText('Quorum: 3 of 3 present, 2 needed').waitFor();
  const item = office.getByRole('region', { name: 'Votes' }).getByRole('article', { name: doctorName });
  const [ada, ben, cleo] = people.credentials;
  for (const [{ name }, choice] of [
    [ada, 'For'],
    [ben, 'For'],
    [cleo, 'Recused'],
  ] as const) {
    await item.getByRole('radiogroup', { name }).getByRole('radio', { name: choice }).check();
  }
  await item.getByRole('button', { name: `Record the votes on ${doctorName}` }).click();
  await item.getByText('Recommendation adopted').waitFor();
  await checkAccessible(office, 'meeting (votes recorded)');
  await screenshot(office, '3-meeting-votes-1280');
  await office.setViewportSize(VIEWPORTS.phone);
  await expectNoSidewaysScroll(office, 'meeting (coordinator)');
  await checkAccessible(office, 'meeting (coordinator, phone)');
  await screenshot(office, '3-meeting-votes-390');
  await office.setViewportSize(VIEWPORTS.desktop);
  await office.getByRole('button', { name: 'Close meeting' }).click();
  await office.getByText('Closed', { exact: true }).waitFor();
  const minutes = await downloadPdf(office, 'Download minutes');
  for (const expected of [
    'Credentials committee',
    'Board room, 4th floor',
    'Quorum reached: 3 of 3 members present, 2 needed.',
    `1. ${doctorName}`,
    'Lumbar puncture',
    'Grant with conditions',
    'For (2)',
    `Present ${ada.name}, ${ben.name}, ${cleo.name}`,
    `Recused (1) ${cleo.name}`,
    'Outcome Recommendation adopted',
  ]) {
    expect(minutes.text).toContain(expected);
  }
  expect(minutes.text).not.toContain('draft minutes');
  expect(office.url()).toBe(meetingUrl);

  // 4. The MEC votes electronically: its chair proposes, the office opens the vote, two vote for.
  await callApi(product, 'POST', `/committee/files/${id}/recommendation`, {
    token: tokens.mec[0],
    body: proposal,
  });
  await callApi(product, 'POST', `/committee/files/${id}/electronic-vote`, {
    token: admin.token,
    body: { closesOn: today() },
  });
  const mecMember = await openPage(await browser.newContext({ viewport: VIEWPORTS.phone }));
  await signInAdminInBrowser(mecMember, product, { adminToken: tokens.mec[1] });
  await mecMember.goto(`${product.baseUrl}/admin/committee/${id}`);
  const vote = mecMember.getByRole('group', { name: 'Your vote on this proposal:' });
  await vote.waitFor();
  await checkAccessible(mecMember, 'committee file (electronic vote)');
  await expectNoSidewaysScroll(mecMember, 'committee file (electronic vote)');
  await screenshot(mecMember, '4-mec-vote-390');
  await vote.getByRole('button', { name: 'For' }).click();
  await confirmSignatureByEmail(mecMember, mailbox, { email: people.mec[1].email, action: 'vote' });
  await mecMember.getByText('You voted For.').waitFor();
  await confirmSignatureViaApi(product, mailbox, { token: tokens.mec[0], email: people.mec[0].email });
  await callApi(product, 'POST', `/committee/files/${id}/vote`, {
    token: tokens.mec[0],
    body: { choice: 'for' },
  });

  // 5. The board reads every earlier recommendation (the recusal among them) and decides.
  const boardPage = await openPage(await browser.newContext({ viewport: VIEWPORTS.desktop }));
  await signInAdminInBrowser(boardPage, product, { adminToken: tokens.board });
  await boardPage.goto(`${product.baseUrl}/admin/committee/${id}`);
  const boardForm = boardPage.getByRole('form', { name: 'Your recommendation' });
  await boardForm.waitFor();
  await expect.poll(() => boardPage.getByText('Stood aside at the meeting').count()).toBeGreaterThan(0);
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
  await confirmSignatureByEmail(boardPage, mailbox, { email: people.board.email, action: 'submit' });
  await checkAccessible(boardPage, 'committee file (decided)');
  await screenshot(boardPage, '5-committee-file-decided-1280');

  // 6. The office's review shows the decided route, the NPDB query and the letter waiting to be sent.
  await office.goto(`${product.baseUrl}/admin/applications/${id}`);
  await office.getByRole('region', { name: 'NPDB queries' }).waitFor();
  await office.getByRole('region', { name: /Decision letter/ }).waitFor();
  await checkAccessible(office, 'review (decided by the route)');
  await screenshot(office, '6-review-decided-1280');

  // 7. The office sends the letter the decision wrote; the doctor sees the privilege and its conditions.
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
  await expectNoSidewaysScroll(doctorPage, 'doctor application');
  await screenshot(doctorPage, '7-doctor-appointment-390');

  // 8. The office's pages for the route, its letters and its temporary privileges, on both widths.
  for (const [path, heading] of [
    [`/admin/decision-route?hospital=${hospitalId}`, 'Decision route'],
    [`/admin/letter-settings?hospital=${hospitalId}`, 'Decision letters'],
    [`/admin/temporary-privilege-settings?hospital=${hospitalId}`, 'Temporary privileges'],
    [`/admin/meetings?hospital=${hospitalId}`, 'Committee meetings'],
    ['/admin/committee', 'Committee'],
  ] as const) {
    await office.setViewportSize(VIEWPORTS.desktop);
    await office.goto(`${product.baseUrl}${path}`);
    await office.getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor();
    await checkAccessible(office, heading);
    const name = heading.toLowerCase().replaceAll(' ', '-');
    await screenshot(office, `8-${name}-1280`);
    await office.setViewportSize(VIEWPORTS.phone);
    await expectNoSidewaysScroll(office, heading);
    await checkAccessible(office, `${heading} (phone)`);
    await screenshot(office, `8-${name}-390`);
  }
});
