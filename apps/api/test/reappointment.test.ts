import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminQueuePage,
  TApplicationDetail,
  TApplicationSummary,
  TReappointmentComparison,
} from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import { auditLog, formResponses, forms, privileges } from '@/core/db/schema';
import { createHospitalAdmin, createOutsiders, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  COMPLETE_APPLICATION_ANSWERS,
  completeRequests,
  createHospitalWithForms,
  expectNoData,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import {
  DATED_APPLICATION_FORM,
  addDays,
  createInvitedDoctor,
  createApprovedApplication,
  listAppointments,
  noonOf,
  startReappointment,
  useDatedApplicationForm,
} from './appointment-fixtures';
import { PDF, decide, saveAnswers, submitApplication } from './submission-fixtures';

describe('reappointment', () => {
  let t: TTestApp;
  let hospital: TTestHospital;
  let other: TTestHospital;
  let admin: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    hospital = await createHospitalWithForms(t.db, { minReferences: 1 });
    other = await createHospitalWithForms(t.db, { minReferences: 1 });
    await useDatedApplicationForm(t, hospital);
    admin = await createHospitalAdmin(t, 'Maria', 'Lopez', hospital.hospital.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const readDetail = async (id: string, token: string) =>
    resultOf<TApplicationDetail>(await send(t.app, 'GET', `/api/applicationDatas/${id}`, token));
  const inviteAll = (day: string) => t.runJobs(noonOf(day), { names: ['reappointment-invitations'] });

  const approvedAndInvited = (first: string, last: string, place = { hospital, admin }) =>
    createInvitedDoctor(t, first, last, place);

  it('opens only once invited (or from its day), and is refused to anyone but its doctor', async () => {
    const doctor = await createPerson(t, 'Lee', 'Park');
    await createApprovedApplication(t, { doctor, admin, hospital, name: 'Lee Park' });
    const [appointment] = await listAppointments(t, doctor.token);
    const early = await startReappointment(t, doctor.token, appointment.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/^Reappointment opens on \d\d\/\d\d\/\d{4}\.$/);

    await inviteAll(addDays(appointment.endsOn, -120));
    for (const outsider of await createOutsiders(t, other.hospital.id)) {
      const refused = await startReappointment(t, outsider.token, appointment.id);
      expect([403, 404]).toContain(refused.statusCode);
      expectNoData(refused, refused.statusCode);
    }
    const otherDoctor = await createPerson(t, 'Other', 'Doctor');
    expectNoData(await startReappointment(t, otherDoctor.token, appointment.id), 404);
    expect(await listAppointments(t, otherDoctor.token)).toEqual([]);
  });

  it('prefills the reappointment from the approved application: answers, privileges, valid documents; expired left empty', async () => {
    // A hospital of its own: its form and catalogue change below.
    const own = await createHospitalWithForms(t.db, { minReferences: 1 });
    await useDatedApplicationForm(t, own);
    const ownAdmin = await createHospitalAdmin(t, 'Omar', 'Office', own.hospital.id);
    const { doctor, approved, appointment } = await approvedAndInvited('Alex', 'Rivera', {
      hospital: own,
      admin: ownAdmin,
    });
    // Time passed: by now the insurance certificate has expired (its date is in the past).
    await t.db
      .update(formResponses)
      .set({
        answers: {
          ...COMPLETE_APPLICATION_ANSWERS,
          ...approved.files,
          licenceExpires: '2098-01-01',
          insuranceExpires: '2020-06-01',
        },
      })
      .where(eq(formResponses.id, approved.applicationResponseId));
    // Since the approval the hospital published version 2 of its form and a new version of the privilege.
    const definition: TFormDefinition = {
      sections: DATED_APPLICATION_FORM.sections.map((section) =>
        section.key === 'D'
          ? {
              ...section,
              items: [...section.items, { name: 'boardCertified', type: 'text', label: 'Board' }],
            }
          : section,
      ),
    };
    const [v2] = await t.db
      .insert(forms)
      .values({
        hospitalId: own.hospital.id,
        kind: 'application',
        key: 'application',
        title: 'Application',
        version: 2,
        definition,
      })
      .returning();
    const old = own.privileges.admitting;
    await t.db.update(privileges).set({ supersededAt: new Date() }).where(eq(privileges.id, old.id));
    const [admittingV2] = await t.db
      .insert(privileges)
      .values({
        hospitalId: old.hospitalId,
        department: old.department,
        name: 'Admitting (adults)',
        criteria: 'None',
        key: old.key,
        version: 2,
      })
      .returning();

    const started = await startReappointment(t, doctor.token, appointment.id);
    const summary = resultOf<TApplicationSummary>(started, 201);
    expect(summary).toMatchObject({ hospitalId: own.hospital.id, status: 'draft' });
    // A second click returns the same draft.
    expect(resultOf<TApplicationSummary>(await startReappointment(t, doctor.token, appointment.id)).id).toBe(
      summary.id,
    );

    const detail = await readDetail(summary.id, doctor.token);
    expect(detail.kind).toBe('reappointment');
    expect(detail.reappointmentOf).toEqual({
      previousApplicationId: approved.id,
      approvedOn: appointment.startsOn,
    });
    const application = detail.forms.application!;
    expect(application.form.id).toBe(v2.id);
    const answers = application.answers as Record<string, unknown>;
    expect(answers).toMatchObject({
      legalName: 'Alex Rivera',
      npi: '1234567893',
      hasClaims: 'no',
      licenceExpires: '2098-01-01',
    });
    expect(detail.forms.survey?.answers).toEqual({ unit: 'Cardiology ward' });
    // The valid documents are copies of their own; the expired one is asked again.
    expect(answers.cv).toEqual(expect.any(String));
    expect(answers.cv).not.toBe(approved.files.cv);
    expect(answers.licenceCopy).not.toBe(approved.files.licenceCopy);
    expect(answers).not.toHaveProperty('insurance');
    expect(answers).not.toHaveProperty('insuranceExpires');
    expect(detail.files.map((file) => file.name).sort()).toEqual(['cv.pdf', 'licence.pdf']);
    const copy = await send(t.app, 'GET', `/api/gcs/get/${summary.id}/${String(answers.cv)}`, doctor.token);
    expect(copy.statusCode).toBe(200);
    expect(copy.rawPayload.equals(PDF)).toBe(true);
    // The same privilege on its current version; references and coverage are asked anew.
    expect(detail.privileges.map((p) => [p.privilegeId, p.name])).toEqual([
      [admittingV2.id, 'Admitting (adults)'],
    ]);
    expect(detail.references).toEqual([]);
    expect(detail.coverage).toBeNull();
    expect(detail.history[0]?.note).toMatch(
      /^Reappointment started, prefilled from the application approved on /,
    );

    // One open application per doctor per hospital: starting an application there returns this draft.
    const opened = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: own.hospital.id }),
    );
    expect(opened.id).toBe(summary.id);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.applicationId, summary.id))).map(
      (r) => r.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['application.reappointment-started', 'file.copied', 'privilege.requested']),
    );
  });

  it('refuses a reappointment while another application at the hospital is open', async () => {
    const { doctor, appointment } = await approvedAndInvited('Jo', 'Banks');
    resultOf(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: hospital.hospital.id }),
      201,
    );
    const refused = await startReappointment(t, doctor.token, appointment.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `You already have an open application at ${hospital.hospital.name}. Finish it before you apply for reappointment.`,
    );
  });

  it('shows the office the one answer that changed, marks the queue row, and renews the appointment on approval', async () => {
    const { doctor, approved, appointment } = await approvedAndInvited('Dana', 'Doe');
    const { id } = resultOf<TApplicationSummary>(
      await startReappointment(t, doctor.token, appointment.id),
      201,
    );
    const detail = await readDetail(id, doctor.token);
    await saveAnswers(t, doctor.token, detail.forms.application!.responseId!, {
      ...detail.forms.application!.answers,
      phone: '+1 312-555-0199',
    });
    await completeRequests(t.db, id, 1);
    resultOf(await submitApplication(t, doctor.token, id, 'Dana Doe'));

    const path = `/api/admin/applications/${id}/reappointment-changes`;
    const comparison = resultOf<TReappointmentComparison>(await send(t.app, 'GET', path, admin.token));
    expect(comparison.previousApplicationId).toBe(approved.id);
    expect(comparison.approvedOn).toBe(appointment.startsOn);
    expect(comparison.changes.documents).toEqual([]);
    expect(comparison.changes.privileges).toEqual([]);
    expect(comparison.changes.answers).toEqual([
      expect.objectContaining({ label: 'Phone', before: '+1 212-555-0100', after: '+1 312-555-0199' }),
    ]);
    // Other hospitals' admins, other doctors and the platform admin see nothing of it.
    for (const outsider of await createOutsiders(t, other.hospital.id)) {
      const refused = await send(t.app, 'GET', path, outsider.token);
      expectNoData(refused, refused.statusCode);
    }
    // An initial application has no comparison.
    expectNoData(
      await send(t.app, 'GET', `/api/admin/applications/${approved.id}/reappointment-changes`, admin.token),
      404,
    );

    const queueRow = async () =>
      resultOf<TAdminQueuePage>(
        await send(
          t.app,
          'GET',
          `/api/admin/applications?hospitalId=${hospital.hospital.id}&limit=100`,
          admin.token,
        ),
      ).data.find((row) => row.id === id);
    expect(await queueRow()).toMatchObject({ kind: 'reappointment', lapsedOn: null });
    // The office has not decided by the end: the appointment lapses, and the reappointment's row says so.
    await t.runJobs(noonOf(addDays(appointment.endsOn, 1)), { names: ['appointment-lapses'] });
    expect(await queueRow()).toMatchObject({ kind: 'reappointment', lapsedOn: appointment.endsOn });

    for (const status of ['in-review', 'finalise', 'approved']) {
      resultOf(await decide(t, admin.token, id, status));
    }
    const appointments = await listAppointments(t, doctor.token);
    expect(appointments).toHaveLength(1);
    expect(appointments[0]).toMatchObject({ applicationId: id, state: 'active' });
    const previous = await readDetail(approved.id, doctor.token);
    expect(previous.appointment).toMatchObject({ state: 'renewed', renewedByApplicationId: id });
    expect(previous.history.at(-1)?.note).toMatch(/^Appointment renewed by the reappointment approved on /);
    // Renewed, late: no longer flagged.
    expect(await queueRow()).toMatchObject({ kind: 'reappointment', lapsedOn: null });
  });
});
