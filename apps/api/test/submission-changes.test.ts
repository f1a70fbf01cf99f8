import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TApplicationChanges, TApplicationDetail } from '@docapply/contracts';
import { auditLog, files } from '@/core/db/schema';
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
  PDF,
  decide,
  saveAnswers,
  startAnsweredApplication,
  submitApplication,
  uploadPdf,
} from './submission-fixtures';

describe('what changed between submissions', () => {
  let t: TTestApp;
  let hospital: TTestHospital;
  let other: TTestHospital;
  let admin: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    hospital = await createHospitalWithForms(t.db, { minReferences: 1 });
    other = await createHospitalWithForms(t.db, { minReferences: 1 });
    admin = await createHospitalAdmin(t, 'Maria', 'Lopez', hospital.hospital.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const changesOf = (id: string, token = admin.token) =>
    send(t.app, 'GET', `/api/admin/applications/${id}/changes`, token);
  const download = (id: string, fileId: string, token: string) =>
    send(t.app, 'GET', `/api/gcs/get/${id}/${fileId}`, token);

  it('lists exactly the answers and the document the resubmission changed; the old CV stays the office’s', async () => {
    // First the doctor answers everything, attaches a CV and submits.
    const doctor = await createPerson(t, 'Alex', 'Rivera');
    const started = await startAnsweredApplication(t, { token: doctor.token, hospital });
    const { id } = started;
    const oldCv = await uploadPdf(t.app, doctor.token, id, 'cv-2024.pdf');
    await saveAnswers(t, doctor.token, started.applicationResponseId, {
      ...COMPLETE_APPLICATION_ANSWERS,
      cv: oldCv,
    });
    await completeRequests(t.db, id, 1);
    resultOf(await submitApplication(t, doctor.token, id, 'Alex Rivera'));

    const first = resultOf<TApplicationChanges>(await changesOf(id));
    expect(first).toEqual({
      submissions: [{ number: 1, submittedAt: expect.any(String) }],
      since: null,
      changes: { answers: [], documents: [], privileges: [] },
      rounds: [],
      supersededFiles: [],
    });

    // Then the office asks for more, and the doctor changes two answers and replaces the CV.
    resultOf(await decide(t, admin.token, id, 'in-review'));
    resultOf(await decide(t, admin.token, id, 'information-requested', 'Please update your licence'));
    resultOf(await send(t.app, 'DELETE', `/api/gcs/remove/${id}/${oldCv}`, doctor.token));
    const newCv = await uploadPdf(t.app, doctor.token, id, 'cv-2026.pdf');
    await saveAnswers(t, doctor.token, started.applicationResponseId, {
      ...COMPLETE_APPLICATION_ANSWERS,
      phone: '+1 312-555-0199',
      licences: [{ state: 'IL', number: 'MD-456', expires: '2098-01-01' }],
      cv: newCv,
    });
    resultOf(await submitApplication(t, doctor.token, id, 'Alex Rivera'));

    const second = resultOf<TApplicationChanges>(await changesOf(id));
    expect(second.submissions.map((s) => s.number)).toEqual([1, 2]);
    expect(second.since).toBe(1);
    expect(second.changes.answers.map((a) => [a.sectionKey, a.label, a.before, a.after])).toEqual([
      ['A', 'Phone', '+1 212-555-0100', '+1 312-555-0199'],
      ['B', 'State licence 1: Number', 'MD-123', 'MD-456'],
      ['B', 'CV', 'cv-2024.pdf', 'cv-2026.pdf'],
    ]);
    expect(second.changes.documents).toEqual([
      {
        change: 'replaced',
        label: 'CV',
        formTitle: 'Application',
        formKey: 'application',
        path: 'cv',
        file: { id: newCv, name: 'cv-2026.pdf' },
        previous: { id: oldCv, name: 'cv-2024.pdf' },
        source: { kind: 'doctor' },
      },
    ]);
    expect(second.changes.privileges).toEqual([]);
    expect(second.supersededFiles).toEqual([
      {
        id: oldCv,
        name: 'cv-2024.pdf',
        size: PDF.length,
        mime: 'application/pdf',
        createdAt: expect.any(String),
        supersededAt: expect.any(String),
      },
    ]);

    // The office still opens the old CV; the doctor no longer sees or opens it.
    const asAdmin = await download(id, oldCv, admin.token);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.equals(PDF)).toBe(true);
    expectNoData(await download(id, oldCv, doctor.token), 404);
    expect((await download(id, newCv, doctor.token)).statusCode).toBe(200);
    const detail = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${id}`, doctor.token),
    );
    expect(detail.files.map((f) => f.name)).toEqual(['cv-2026.pdf']);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entityId, oldCv));
    expect(trail.find((row) => row.action === 'file.superseded')).toMatchObject({
      applicationId: id,
      actorId: doctor.id,
      before: { supersededAt: null },
      after: { supersededAt: expect.any(String) },
    });
  });

  it('answers 404 to another hospital’s admin and 403 to a doctor or a platform admin', async () => {
    const doctor = await createPerson(t, 'Alex', 'Rivera');
    const started = await startAnsweredApplication(t, { token: doctor.token, hospital });
    await completeRequests(t.db, started.id, 1);
    resultOf(await submitApplication(t, doctor.token, started.id, 'Alex Rivera'));
    const [otherDoctor, otherAdmin, platformAdmin] = await createOutsiders(t, other.hospital.id);
    expectNoData(await changesOf(started.id, otherAdmin.token), 404);
    expectNoData(await changesOf(started.id, otherDoctor.token), 403);
    expectNoData(await changesOf(started.id, doctor.token), 403);
    expectNoData(await changesOf(started.id, platformAdmin.token), 403);
    expectNoData(await send(t.app, 'GET', `/api/admin/applications/${started.id}/changes`), 401);
    expectNoData(await changesOf('not-an-id'), 404);
    expectNoData(await changesOf(crypto.randomUUID()), 404);
  });

  it('shows a draft to nobody, and still deletes a document removed before the first submission', async () => {
    const doctor = await createPerson(t, 'Alex', 'Rivera');
    const started = await startAnsweredApplication(t, { token: doctor.token, hospital });
    expectNoData(await changesOf(started.id), 404);
    const draftFile = await uploadPdf(t.app, doctor.token, started.id, 'draft.pdf');
    resultOf(await send(t.app, 'DELETE', `/api/gcs/remove/${started.id}/${draftFile}`, doctor.token));
    expect(await t.db.select().from(files).where(eq(files.id, draftFile))).toEqual([]);
  });

  it('refuses to remove a superseded document again', async () => {
    const doctor = await createPerson(t, 'Alex', 'Rivera');
    const started = await startAnsweredApplication(t, { token: doctor.token, hospital });
    const cv = await uploadPdf(t.app, doctor.token, started.id, 'cv.pdf');
    await completeRequests(t.db, started.id, 1);
    resultOf(await submitApplication(t, doctor.token, started.id, 'Alex Rivera'));
    resultOf(await decide(t, admin.token, started.id, 'in-review'));
    resultOf(await decide(t, admin.token, started.id, 'information-requested', 'More please'));
    resultOf(await send(t.app, 'DELETE', `/api/gcs/remove/${started.id}/${cv}`, doctor.token));
    expectNoData(await send(t.app, 'DELETE', `/api/gcs/remove/${started.id}/${cv}`, doctor.token), 404);
    const [row] = await t.db.select().from(files).where(eq(files.id, cv));
    expect(row.supersededAt).toBeInstanceOf(Date);
  });
});
