import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf } from './application-fixtures';
import { addDays, listAppointments, noonOf, startReappointment } from './appointment-fixtures';
import { stillToDo } from './reusable-documents-seeded-fixtures';
import { createSeededDoctor } from './seeded-doctor';
import { decide } from './submission-fixtures';
import { verifyChecklist } from './verification-fixtures';

describe('a reappointment on the seeded forms', () => {
  let t: TTestApp;
  let doctor: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    doctor = await createPerson(t, 'Ada', 'Okafor');
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks nothing of the forms when nothing changed: only the references and the covering physician anew', async () => {
    const seeded = createSeededDoctor(t, doctor, 'Ada Okafor');
    const riverside = await seeded.bySlug('riverside-general');
    const approvedId = await seeded.submitComplete(riverside);
    const admin = await createHospitalAdmin(t, 'Maria', 'Lopez', riverside.id);
    for (const status of ['in-review', 'finalise', 'approved']) {
      if (status === 'finalise') {
        await verifyChecklist(t, admin.token, approvedId);
      }
      resultOf(await decide(t, admin.token, approvedId, status));
    }
    const [appointment] = await listAppointments(t, doctor.token);
    await t.runJobs(noonOf(addDays(appointment.endsOn, -120)), { names: ['reappointment-invitations'] });
    const reappointment = resultOf<{ id: string }>(
      await startReappointment(t, doctor.token, appointment.id),
      201,
    );

    const detail = await seeded.detailOf(reappointment.id);
    const application = detail.forms.application;
    const survey = detail.forms.survey;
    if (!application || !survey) {
      throw new Error('The seeded hospital has its application and survey forms');
    }
    const report = await seeded.reportOf(reappointment.id);
    const left = stillToDo(report, {
      application: application.form.definition,
      survey: survey.form.definition,
    });
    // Every answer and every document (all still valid) came from the approved application.
    expect(left).toEqual({ fields: [], documents: [] });
    expect(detail.privileges).toHaveLength(1);
    expect(report.privileges).toEqual({ count: 1, incomplete: [] });
    // What is asked anew: the hospital's minimum of references and the covering physician.
    expect(report.references).toMatchObject({ named: 0, sent: 0, required: riverside.minReferences });
    expect(report.coverage).toEqual({ named: false, sent: false, completed: false });
    expect(report.parts.privileges.missing).toEqual([]);
    expect(report.canSubmit).toBe(false);
    console.info(
      `Reappointment on the seeded forms: ${left.fields.length} fields / ${left.documents.length} documents to fill; ` +
        `${riverside.minReferences} references and 1 covering physician to ask; the attestation to sign`,
    );
  });
});
