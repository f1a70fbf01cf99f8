import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  SUPERVISION_MESSAGES,
  type TApplicationAuditPage,
  type TApplicationStatusReport,
  type TSupervisionOfficeView,
  type TSupervisionRequest,
} from '@docapply/contracts';
import { appointments } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { baseUrlOf, changeOf, openLiveStream } from './live-fixtures';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import {
  completeRequests,
  createHospitalWithForms,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { decide, mailsTo, startAnsweredApplication, submitApplication } from './submission-fixtures';
import {
  answerByLink,
  createMemberPhysician,
  createNursePractitioner,
  getPart,
  latestLinkToken,
  readAgreement,
  readPart,
  saveAgreement,
  searchPhysicians,
} from './supervision-fixtures';

describe('the supervising or collaborating physician (issue 42)', () => {
  let t: TTestApp;
  let hospital: TTestHospital;
  let elsewhere: TTestHospital;
  let office: TPerson;
  let otherOffice: TPerson;
  let sam: TPerson & { appointmentId: string };
  let cara: TPerson;
  let otto: TPerson;
  let nina: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    hospital = await createHospitalWithForms(t.db, { minReferences: 1 });
    elsewhere = await createHospitalWithForms(t.db, { minReferences: 1 });
    office = await createHospitalAdmin(t, 'Olive', 'Office', hospital.hospital.id);
    otherOffice = await createHospitalAdmin(t, 'Oscar', 'Elsewhere', elsewhere.hospital.id);
    // Sam holds Internal Medicine privileges here, Cara only Cardiology; Otto is staff elsewhere.
    sam = await createMemberPhysician(t, {
      first: 'Sam',
      last: 'Supervisor',
      hospitalId: hospital.hospital.id,
      privilegeIds: [hospital.privileges.admitting.id],
    });
    cara = await createMemberPhysician(t, {
      first: 'Cara',
      last: 'Supervisor',
      hospitalId: hospital.hospital.id,
      privilegeIds: [hospital.privileges.cath.id],
    });
    otto = await createMemberPhysician(t, {
      first: 'Otto',
      last: 'Supervisor',
      hospitalId: elsewhere.hospital.id,
      privilegeIds: [elsewhere.privileges.admitting.id],
    });
    nina = await createPerson(t, 'Nina', 'Supervisor');
  });
  afterAll(async () => {
    await t.close();
  });

  const status = async (token: string, applicationId: string) =>
    resultOf<TApplicationStatusReport>(
      await send(t.app, 'GET', `/api/formsResponse/status?applicationId=${applicationId}`, token),
    );

  it('shows a physician applicant no such part', async () => {
    const physician = await createPerson(t, 'Phil', 'Physician');
    const { id } = await startAnsweredApplication(t, { token: physician.token, hospital });
    expect(readPart(await getPart(t, physician.token, id))).toEqual({ required: false, agreement: null });
    expect((await status(physician.token, id)).supervision).toMatchObject({ required: false });
    expectError(
      await saveAgreement(t, physician.token, {
        applicationId: id,
        physicianId: sam.id,
        privilegeIds: [hospital.privileges.admitting.id],
      }),
      400,
      'VALIDATION',
    );
    expectError(await searchPhysicians(t, physician.token, id, 'Supervisor'), 400, 'VALIDATION');
  });

  it('lets a nurse practitioner name a member with matching privileges, confirmed by link, before submitting', async () => {
    const nora = await createNursePractitioner(t, 'Nora', 'Practitioner');
    const { id } = await startAnsweredApplication(t, { token: nora.token, hospital });
    await completeRequests(t.db, id, 1);
    expect(readPart(await getPart(t, nora.token, id))).toEqual({ required: true, agreement: null });

    // The search finds this hospital's member physicians only: name and departments, no one else.
    const found = resultOf<{ data: { id: string; name: string; departments: string[] }[] }>(
      await searchPhysicians(t, nora.token, id, 'supervisor'),
    ).data;
    expect(found).toEqual([
      { id: cara.id, name: 'Dr. Cara Supervisor', departments: ['Cardiology'] },
      { id: sam.id, name: 'Dr. Sam Supervisor', departments: ['Internal Medicine'] },
    ]);
    expect(Object.keys(found[0]).sort()).toEqual(['departments', 'id', 'name']);

    // Submit waits for the part.
    const early = expectError(
      await submitApplication(t, nora.token, id, 'Nora Practitioner'),
      400,
      'INCOMPLETE',
    );
    expect(early.fields?.supervision).toBe(SUPERVISION_MESSAGES.missing);

    // A non-member, another hospital's physician, no matching privileges, a privilege not asked for.
    const admitting = [hospital.privileges.admitting.id];
    const choose = (physicianId: string, privilegeIds = admitting) =>
      saveAgreement(t, nora.token, { applicationId: id, physicianId, privilegeIds });
    for (const outsider of [nina, otto]) {
      const refused = expectError(await choose(outsider.id), 400, 'VALIDATION');
      expect(refused.fields?.physicianId).toBe(SUPERVISION_MESSAGES.notMember);
    }
    const unmatched = expectError(await choose(cara.id), 400, 'VALIDATION');
    expect(unmatched.fields?.privilegeIds).toContain('Admitting (Internal Medicine)');
    const notPicked = expectError(await choose(sam.id, [hospital.privileges.cath.id]), 400, 'VALIDATION');
    expect(notPicked.fields?.privilegeIds).toBe(SUPERVISION_MESSAGES.notPicked);
    const bad = expectError(
      await saveAgreement(t, nora.token, {
        applicationId: id,
        physicianId: sam.id,
        relationship: 'boss',
        privilegeIds: [],
      }),
      400,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['privilegeIds', 'relationship']);

    const named = readAgreement(await choose(sam.id));
    expect(named).toMatchObject({
      physician: { id: sam.id, name: 'Dr. Sam Supervisor' },
      relationship: 'collaborating',
      privileges: [{ privilegeId: hospital.privileges.admitting.id, name: 'Admitting' }],
      state: 'pending',
      answeredAt: null,
    });
    const token = await latestLinkToken(t, sam.email);
    const waiting = expectError(
      await submitApplication(t, nora.token, id, 'Nora Practitioner'),
      400,
      'INCOMPLETE',
    );
    expect(waiting.fields?.supervision).toBe(SUPERVISION_MESSAGES.waiting);

    // Picks cannot go beyond the agreement.
    const beyond = expectError(
      await send(t.app, 'POST', '/api/privileges', nora.token, {
        applicationId: id,
        privilegeId: hospital.privileges.echo.id,
      }),
      400,
      'VALIDATION',
    );
    expect(beyond.fields?.privilegeId).toBe(SUPERVISION_MESSAGES.beyondAgreement('Dr. Sam Supervisor'));

    // Nobody else reads or answers it.
    const stranger = await createPerson(t, 'Stan', 'Stranger');
    expectError(await getPart(t, stranger.token, id), 404);
    expectError(
      await send(t.app, 'POST', `/api/supervision/requests/${named.id}/answer`, stranger.token, {
        decision: 'confirm',
        signedName: 'Stan Stranger',
      }),
      404,
    );

    // The physician's page by link, then a confirmation signed by typing their name.
    const page = resultOf<TSupervisionRequest>(
      await send(t.app, 'GET', `/api/supervision/link?token=${encodeURIComponent(token)}`),
    );
    expect(page).toMatchObject({
      practitionerName: 'Nora Practitioner',
      hospitalName: hospital.hospital.name,
      state: 'pending',
    });
    const unsigned = expectError(
      await answerByLink(t, { token, decision: 'confirm', signedName: 'Someone Else' }),
      400,
    );
    expect(unsigned.fields?.signedName).toBe(SUPERVISION_MESSAGES.signatureMismatch);
    expect(
      resultOf(await answerByLink(t, { token, decision: 'confirm', signedName: ' sam  SUPERVISOR ' })),
    ).toEqual({
      message: SUPERVISION_MESSAGES.confirmed,
      state: 'confirmed',
    });
    expectError(await answerByLink(t, { token, decision: 'decline' }), 410, 'GONE');
    expectError(
      await send(t.app, 'GET', `/api/supervision/link?token=${encodeURIComponent(token)}`),
      410,
      'GONE',
    );
    expect((await mailsTo(t, nora.email)).map((mail) => mail.subject)).toContain(
      'Dr. Sam Supervisor confirmed your physician agreement',
    );
    expect(readPart(await getPart(t, nora.token, id)).agreement).toMatchObject({
      state: 'confirmed',
      signedName: 'sam  SUPERVISOR',
      answeredVia: 'link',
    });

    resultOf(await submitApplication(t, nora.token, id, 'Nora Practitioner'));

    // The office reads the agreement; another hospital's office does not.
    const officeView = () => send(t.app, 'GET', `/api/admin/applications/${id}/supervision`, office.token);
    expect(resultOf<TSupervisionOfficeView>(await officeView())).toMatchObject({
      agreement: { state: 'confirmed', physician: { id: sam.id }, relationship: 'collaborating' },
      physicianAppointment: { state: 'active' },
      warning: null,
    });
    expectError(
      await send(t.app, 'GET', `/api/admin/applications/${id}/supervision`, otherOffice.token),
      404,
    );
    const trail = resultOf<TApplicationAuditPage>(
      await send(t.app, 'GET', `/api/admin/applications/${id}/audit`, office.token),
    );
    expect(trail.data.map((row) => row.action)).toEqual(
      expect.arrayContaining(['supervision.requested', 'supervision.confirmed']),
    );

    // The physician's own appointment ends: the office is warned.
    await t.db.update(appointments).set({ state: 'ended' }).where(eq(appointments.id, sam.appointmentId));
    expect(resultOf<TSupervisionOfficeView>(await officeView()).warning).toBe(
      SUPERVISION_MESSAGES.physicianAppointmentEnded,
    );
    await t.db.update(appointments).set({ state: 'active' }).where(eq(appointments.id, sam.appointmentId));
    resultOf(await decide(t, office.token, id, 'in-review'));
  });

  it('lets the physician decline and, once asked again, confirm in the portal', async () => {
    const nadia = await createNursePractitioner(t, 'Nadia', 'Practitioner');
    const { id } = await startAnsweredApplication(t, { token: nadia.token, hospital });
    const named = readAgreement(
      await saveAgreement(t, nadia.token, {
        applicationId: id,
        physicianId: sam.id,
        relationship: 'supervising',
        privilegeIds: [hospital.privileges.admitting.id],
      }),
    );
    const emailed = await latestLinkToken(t, sam.email);
    const requests = async () =>
      resultOf<{ data: TSupervisionRequest[] }>(
        await send(t.app, 'GET', '/api/supervision/requests', sam.token),
      ).data;
    expect((await requests()).find((one) => one.id === named.id)).toMatchObject({
      practitionerName: 'Nadia Practitioner',
      relationship: 'supervising',
    });
    const answer = (body: Record<string, unknown>) =>
      send(t.app, 'POST', `/api/supervision/requests/${named.id}/answer`, sam.token, body);
    // The practitioner's open pages hear of the answer.
    const stream = await openLiveStream(baseUrlOf(t.app), nadia.token);
    try {
      expect(resultOf(await answer({ decision: 'decline' }))).toMatchObject({ state: 'declined' });
      await stream.waitFor(changeOf('supervision', id));
    } finally {
      stream.close();
    }
    expect((await mailsTo(t, nadia.email)).at(-1)?.subject).toBe(
      'Dr. Sam Supervisor declined your physician agreement',
    );
    expectError(
      await answerByLink(t, { token: emailed, decision: 'confirm', signedName: 'Sam Supervisor' }),
      410,
    );
    expectError(await answer({ decision: 'confirm', signedName: 'Sam Supervisor' }), 409, 'CONFLICT');
    expect((await requests()).some((one) => one.id === named.id)).toBe(false);
    expect((await status(nadia.token, id)).supervision).toMatchObject({ named: true, confirmed: false });

    // Asked again: a fresh link, and the portal's card.
    expect(
      readAgreement(await send(t.app, 'POST', '/api/supervision/resend', nadia.token, { applicationId: id }))
        .state,
    ).toBe('pending');
    expect(await latestLinkToken(t, sam.email)).not.toBe(emailed);
    expectError(await answer({ decision: 'confirm' }), 400);
    expect(resultOf(await answer({ decision: 'confirm', signedName: 'Sam Supervisor' }))).toMatchObject({
      state: 'confirmed',
    });
    expect(readPart(await getPart(t, nadia.token, id)).agreement).toMatchObject({
      state: 'confirmed',
      answeredVia: 'portal',
    });
    expect((await status(nadia.token, id)).supervision).toMatchObject({ confirmed: true, uncovered: [] });
    expectError(
      await send(t.app, 'POST', '/api/supervision/resend', nadia.token, { applicationId: id }),
      409,
    );
  });
});
