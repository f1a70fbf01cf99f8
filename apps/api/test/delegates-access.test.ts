import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTING_FOR_HEADER,
  type TApplicationAuditPage,
  type TApplicationDetail,
  type TApplicationSummary,
} from '@docapply/contracts';
import { alternativeCoverage, auditLog, references } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  COMPLETE_APPLICATION_ANSWERS,
  completeRequests,
  createHospitalWithForms,
  resultOf,
  type TTestHospital,
} from './application-fixtures';
import { PDF, mailsTo } from './submission-fixtures';
import { personBody } from './request-fixtures';
import { createDelegateOf, sendAs } from './delegates-fixtures';
import { grantStepUp } from './helpers/factors';

/**
 * An office manager fills a doctor's draft for them: answers, documents, privileges, references,
 * the covering physician, and reads the comments. Only the doctor attests and submits, every
 * change names who entered it, and the doctor's revocation ends the access at the next request.
 */
describe('delegates: acting for a doctor', () => {
  let t: TTestApp;
  let h: TTestHospital;
  let doctor: TPerson;
  let otherDoctor: TPerson;
  let admin: TPerson;
  let delegate: Awaited<ReturnType<typeof createDelegateOf>>;
  let applicationId: string;
  let detail: TApplicationDetail;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db, { minReferences: 1 });
    doctor = await createPerson(t, 'Dana', 'Doctor');
    otherDoctor = await createPerson(t, 'Omar', 'Other');
    admin = await createHospitalAdmin(t, 'Ada', 'Office', h.hospital.id);
    delegate = await createDelegateOf(t, [doctor]);
  });
  afterAll(async () => {
    await t.close();
  });

  const forDoctor = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    sendAs(t, delegate, method, url, { body, actingFor: doctor.id, ip: '10.20.30.40' });
  const enteredRows = (action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, applicationId), eq(auditLog.action, action)));

  it("starts, fills, documents and requests for the doctor's draft, each change naming the delegate", async () => {
    const started = resultOf<TApplicationSummary>(
      await forDoctor('POST', '/api/applications', { hospitalId: h.hospital.id }),
      201,
    );
    applicationId = started.id;
    detail = resultOf<TApplicationDetail>(await forDoctor('GET', `/api/applicationDatas/${applicationId}`));
    // The application is the doctor's: they see it as their own.
    resultOf(await sendAs(t, doctor, 'GET', `/api/applicationDatas/${applicationId}`));

    const responseId = detail.forms.application?.responseId ?? '';
    resultOf(
      await forDoctor('PUT', `/api/formsResponse/${responseId}`, { answers: COMPLETE_APPLICATION_ANSWERS }),
    );
    resultOf(
      await forDoctor('PUT', `/api/formsResponse/${detail.forms.survey?.responseId}`, {
        answers: { unit: 'Cardiology ward' },
      }),
    );
    resultOf(
      await forDoctor('POST', '/api/privileges', { applicationId, privilegeId: h.privileges.admitting.id }),
      201,
    );
    resultOf(await forDoctor('POST', '/api/references', { applicationId, ...personBody() }), 201);
    resultOf(await forDoctor('POST', '/api/alternativeCoverage', { applicationId, ...personBody() }), 201);

    const boundary = `----docapply${randomUUID()}`;
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/gcs/upload/${applicationId}/${randomUUID()}`,
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        PDF,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-auth-token': delegate.token,
        [ACTING_FOR_HEADER]: doctor.id,
      },
    });
    expect(upload.statusCode, upload.body).toBe(201);

    const label = `Olive Manager <${delegate.email}>`;
    for (const action of [
      'application.created',
      'answers.saved',
      'privilege.requested',
      'reference.requested',
      'coverage.requested',
      'file.uploaded',
    ]) {
      const rows = await enteredRows(action);
      expect(rows.length, action).toBeGreaterThan(0);
      for (const row of rows) {
        expect([row.actorId, row.enteredById, row.enteredByLabel], action).toEqual([
          doctor.id,
          delegate.id,
          label,
        ]);
      }
    }
  });

  it('reads the comments, but cannot attest and submit: only the doctor can (403)', async () => {
    resultOf(await forDoctor('GET', `/api/comments/${applicationId}`));
    // The reference and the covering physician the delegate named have answered.
    for (const table of [references, alternativeCoverage]) {
      await t.db
        .update(table)
        .set({ state: 'completed', answers: { ok: 'Excellent doctor' } })
        .where(eq(table.applicationId, applicationId));
    }
    const refused = expectError(
      await forDoctor('POST', `/api/applications/${applicationId}/submit`, {
        attestationName: 'Dana Doctor',
      }),
      403,
      'FORBIDDEN',
    );
    expect(refused.message).toBe('Only the doctor can do this');
    const still = resultOf<TApplicationDetail>(
      await sendAs(t, doctor, 'GET', `/api/applicationDatas/${applicationId}`),
    );
    expect(still.status).toBe('draft');
  });

  it("cannot see another doctor's application (404), nor act for a doctor they do not serve (403)", async () => {
    const theirs = resultOf<TApplicationSummary>(
      await sendAs(t, otherDoctor, 'POST', '/api/applications', { body: { hospitalId: h.hospital.id } }),
      201,
    );
    expectError(await forDoctor('GET', `/api/applicationDatas/${theirs.id}`), 404, 'NOT_FOUND');
    expectError(await forDoctor('GET', `/api/comments/${theirs.id}`), 404, 'NOT_FOUND');
    expectError(
      await sendAs(t, delegate, 'GET', `/api/applicationDatas/${theirs.id}`, { actingFor: otherDoctor.id }),
      403,
      'FORBIDDEN',
    );
    // Without naming a doctor, a delegate has no doctor's routes at all.
    expectError(await sendAs(t, delegate, 'GET', '/api/applications/all/hospitals'), 403, 'FORBIDDEN');
    expectError(
      await sendAs(t, delegate, 'GET', '/api/applications/all/hospitals', { actingFor: 'not-an-id' }),
      403,
      'FORBIDDEN',
    );
  });

  it("shows the doctor and the hospital's admin who entered each change", async () => {
    const responseId = detail.forms.application?.responseId ?? '';
    resultOf(
      await sendAs(t, doctor, 'PUT', `/api/formsResponse/${responseId}`, {
        body: { answers: { ...COMPLETE_APPLICATION_ANSWERS, legalName: 'Dana R. Doctor' } },
      }),
    );
    const own = resultOf<TApplicationAuditPage>(
      await sendAs(t, doctor, 'GET', `/api/applications/${applicationId}/audit`),
    );
    const saves = own.data.filter((entry) => entry.action === 'answers.saved');
    expect(saves[0]).toMatchObject({ actor: `Dana Doctor <${doctor.email}>`, enteredBy: null });
    expect(saves.at(-1)).toMatchObject({ enteredBy: `Olive Manager <${delegate.email}>` });
    // Where a change came from stays with the office.
    expect(own.data.map((entry) => entry.ip)).toEqual(own.data.map(() => null));
    expectError(await sendAs(t, otherDoctor, 'GET', `/api/applications/${applicationId}/audit`), 404);

    await grantStepUp(t, doctor.token);
    resultOf(
      await sendAs(t, doctor, 'POST', `/api/applications/${applicationId}/submit`, {
        body: { attestationName: 'Dana Doctor' },
      }),
    );
    const trail = resultOf<TApplicationAuditPage>(
      await sendAs(t, admin, 'GET', `/api/admin/applications/${applicationId}/audit`),
    );
    const uploaded = trail.data.find((entry) => entry.action === 'file.uploaded');
    expect(uploaded).toMatchObject({ enteredBy: `Olive Manager <${delegate.email}>` });
    expect(uploaded?.ip).toBeTruthy();
    const submitted = trail.data.find((entry) => entry.action === 'application.submitted');
    expect(submitted).toMatchObject({ actor: `Dana Doctor <${doctor.email}>`, enteredBy: null });

    // The office's own rows (an internal note) stay on the office's side of the trail.
    resultOf(
      await sendAs(t, admin, 'POST', `/api/admin/applications/${applicationId}/notes`, {
        body: { message: 'Called the previous employer.' },
      }),
      201,
    );
    const adminTrail = resultOf<TApplicationAuditPage>(
      await sendAs(t, admin, 'GET', `/api/admin/applications/${applicationId}/audit`),
    );
    expect(adminTrail.data.some((entry) => entry.actor === `Ada Office <${admin.email}>`)).toBe(true);
    const doctorSide = resultOf<TApplicationAuditPage>(
      await sendAs(t, doctor, 'GET', `/api/applications/${applicationId}/audit`),
    );
    expect(new Set(doctorSide.data.map((entry) => entry.actor))).toEqual(
      new Set([`Dana Doctor <${doctor.email}>`]),
    );
  });

  it('emails about a draft go to the doctor and the delegate', async () => {
    const second = await createHospitalWithForms(t.db, { minReferences: 1 });
    const draft = resultOf<TApplicationSummary>(
      await sendAs(t, doctor, 'POST', '/api/applications', { body: { hospitalId: second.hospital.id } }),
      201,
    );
    const draftDetail = resultOf<TApplicationDetail>(
      await forDoctor('GET', `/api/applicationDatas/${draft.id}`),
    );
    resultOf(
      await forDoctor('PUT', `/api/formsResponse/${draftDetail.forms.survey?.responseId}`, {
        answers: { unit: 'Cardiology ward' },
      }),
    );
    resultOf(
      await forDoctor('POST', '/api/privileges', {
        applicationId: draft.id,
        privilegeId: second.privileges.admitting.id,
      }),
      201,
    );
    await completeRequests(t.db, draft.id, 1);
    resultOf(
      await forDoctor('PUT', `/api/formsResponse/${draftDetail.forms.application?.responseId}`, {
        answers: COMPLETE_APPLICATION_ANSWERS,
      }),
    );
    const toDoctor = await mailsTo(t, doctor.email);
    const toDelegate = await mailsTo(t, delegate.email);
    const ready = `Your application to ${second.hospital.name} is ready to submit`;
    expect(toDoctor.map((mail) => mail.subject)).toContain(ready);
    expect(toDelegate.map((mail) => mail.subject)).toContain(ready);
  });

  it("loses access the moment the doctor revokes, for every route of the doctor's", async () => {
    resultOf(await forDoctor('GET', '/api/applications/all/hospitals'));
    resultOf(await sendAs(t, doctor, 'DELETE', `/api/delegates/${delegate.delegationIds[0]}`));
    const refused = expectError(await forDoctor('GET', '/api/applications/all/hospitals'), 403, 'FORBIDDEN');
    expect(refused.message).toBe('You are not a delegate of this doctor');
    expectError(await forDoctor('GET', `/api/comments/${applicationId}`), 403, 'FORBIDDEN');
    const listed = resultOf<{ data: unknown[] }>(await sendAs(t, delegate, 'GET', '/api/delegations'));
    expect(listed.data).toEqual([]);
  });
});
