import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicationDetail } from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import { auditLog } from '@/core/db/schema';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  APPLICATION_FORM,
  COMPLETE_APPLICATION_ANSWERS,
  completeRequests,
  createHospitalWithForms,
  type TTestHospital,
} from './application-fixtures';
import {
  createClient,
  expectOneAuditRow,
  findAuditRows,
  ofApplication,
  ofEntity,
  resultOf,
} from './audit-fixtures';
import { grantStepUp } from './helpers/factors';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function multipart(filename: string, content: Buffer) {
  const boundary = `----docapply${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * First the doctor starts, fills in, documents and submits an application; then the hospital's administrator moves it and asks for more; the doctor
 * resubmits. Every change leaves one audit row with who, from where, and before/after.
 */
describe('audit coverage: the application journey', () => {
  let t: TTestApp;
  let h: TTestHospital;
  let doctor: TPerson;
  let admin: TPerson;
  let applicationId: string;
  let detail: TApplicationDetail;
  let doctorClient: ReturnType<typeof createClient>;
  let adminClient: ReturnType<typeof createClient>;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db, { minReferences: 1 });
    doctor = await createPerson(t, 'Dana', 'Doctor');
    admin = await createHospitalAdmin(t, 'Ada', 'Office', h.hospital.id);
    doctorClient = createClient(t.app);
    adminClient = createClient(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const asDoctor = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    doctorClient.send(method, url, { token: doctor.token, body });
  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    adminClient.send(method, url, { token: admin.token, body });
  const byDoctor = (action: string, where = ofApplication(applicationId)) =>
    expectOneAuditRow(t.db, { action, where, actorId: doctor.id, ip: doctorClient.ip });

  it('records the application started, with its hospital', async () => {
    applicationId = resultOf<{ id: string }>(
      await asDoctor('POST', '/api/applications', { hospitalId: h.hospital.id }),
      201,
    ).id;
    const row = await byDoctor('application.created');
    expect(row).toMatchObject({ entity: 'application', entityId: applicationId, hospitalId: h.hospital.id });
    expect(row.after).toMatchObject({ status: 'draft' });
    detail = resultOf<TApplicationDetail>(await asDoctor('GET', `/api/applicationDatas/${applicationId}`));
  });

  it('records saved answers with the changed keys only, and nothing for a save that changes nothing', async () => {
    const responseId = detail.forms.application?.responseId ?? '';
    const save = async (answers: Record<string, unknown>) =>
      resultOf(await asDoctor('PUT', `/api/formsResponse/${responseId}`, { answers }));
    await save(COMPLETE_APPLICATION_ANSWERS);
    await save({ ...COMPLETE_APPLICATION_ANSWERS, legalName: 'Alex R. Rivera' });
    await save({ ...COMPLETE_APPLICATION_ANSWERS, legalName: 'Alex R. Rivera' });
    const rows = await findAuditRows(t.db, 'answers.saved', ofEntity(responseId));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actorId: doctor.id,
      ip: doctorClient.ip,
      applicationId,
      hospitalId: h.hospital.id,
      before: { legalName: 'Alex Rivera' },
      after: { legalName: 'Alex R. Rivera' },
    });
    expect(rows[1].after).toMatchObject({ npi: '1234567893', hasClaims: 'no' });
    await asDoctor('PUT', `/api/formsResponse/${detail.forms.survey?.responseId}`, {
      answers: { unit: 'Cardiology ward' },
    });
  });

  it('records a document uploaded and removed, by name and size, never its content', async () => {
    const fileId = randomUUID();
    const { body, headers } = multipart('cv.pdf', PDF);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/gcs/upload/${applicationId}/${fileId}`,
      payload: body,
      remoteAddress: doctorClient.ip,
      headers: { ...headers, 'x-auth-token': doctor.token },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const up = await byDoctor('file.uploaded', ofEntity(fileId));
    expect(up).toMatchObject({ applicationId, hospitalId: h.hospital.id, before: null });
    expect(up.after).toEqual({ name: 'cv.pdf', mime: 'application/pdf', size: PDF.length });
    expect(JSON.stringify(up)).not.toContain('%PDF');

    resultOf(await asDoctor('DELETE', `/api/gcs/remove/${applicationId}/${fileId}`));
    const removed = await byDoctor('file.removed', ofEntity(fileId));
    expect(removed.before).toMatchObject({ name: 'cv.pdf' });
  });

  it('records privileges requested and removed', async () => {
    const picked = resultOf<{ formResponseId: string }>(
      await asDoctor('POST', '/api/privileges', { applicationId, privilegeId: h.privileges.cath.id }),
      201,
    );
    const requested = await byDoctor('privilege.requested');
    expect(requested).toMatchObject({
      entity: 'application_privilege',
      hospitalId: h.hospital.id,
      before: null,
    });
    expect(requested.after).toMatchObject({ name: 'Cardiac catheterisation', department: 'Cardiology' });

    resultOf(await asDoctor('DELETE', `/api/formsResponse/${picked.formResponseId}`));
    const removed = await byDoctor('privilege.removed');
    expect(removed.before).toMatchObject({ name: 'Cardiac catheterisation' });
    expect(removed.after).toBeNull();

    const echo = resultOf<{ formResponseId: string }>(
      await asDoctor('POST', '/api/privileges', { applicationId, privilegeId: h.privileges.echo.id }),
      201,
    );
    await asDoctor('PUT', `/api/formsResponse/${echo.formResponseId}`, { answers: { cases: '60' } });
  });

  it("records the hospital's new form version and the doctor's move to it", async () => {
    const definition: TFormDefinition = structuredClone(APPLICATION_FORM);
    definition.sections[0].items.push({ name: 'pager', type: 'text', label: 'Pager' });
    const query = `?hospitalId=${h.hospital.id}`;
    resultOf(
      await asAdmin('PUT', `/api/admin/forms/application/draft${query}`, {
        title: 'Application',
        definition,
      }),
    );
    const draft = await expectOneAuditRow(t.db, {
      action: 'form.save-draft',
      where: eq(auditLog.hospitalId, h.hospital.id),
      actorId: admin.id,
      ip: adminClient.ip,
    });
    expect(draft.before).toEqual({ definition: APPLICATION_FORM });
    expect(draft.after).toEqual({ definition });
    resultOf(await asAdmin('POST', `/api/admin/forms/application/publish${query}`));
    const published = await expectOneAuditRow(t.db, {
      action: 'form.publish',
      where: eq(auditLog.hospitalId, h.hospital.id),
      actorId: admin.id,
      ip: adminClient.ip,
    });
    expect([published.before, published.after]).toEqual([{ published: 1 }, { published: 2 }]);

    resultOf(await asDoctor('POST', `/api/applications/${applicationId}/forms/application/upgrade`));
    const moved = await byDoctor('application.form-upgraded');
    expect([moved.before, moved.after]).toEqual([{ version: 1 }, { version: 2 }]);
  });

  it('records the submission, each decision and the resubmission as status changes', async () => {
    // The referee's and the covering physician's answers have tests of their own (audit-coverage-requests).
    await completeRequests(t.db, applicationId, 1);
    await grantStepUp(t, doctor.token);
    resultOf(
      await asDoctor('POST', `/api/applications/${applicationId}/submit`, { attestationName: 'Dana Doctor' }),
    );
    const submitted = await byDoctor('application.submitted');
    expect(submitted.before).toEqual({ status: 'draft', submittedAt: null, attestation: null });
    expect(submitted.after).toMatchObject({ status: 'applied', attestation: { name: 'Dana Doctor' } });

    const decide = async (status: string, note?: string) =>
      resultOf(await asAdmin('POST', `/api/admin/applications/${applicationId}/status`, { status, note }));
    await decide('in-review');
    await decide('information-requested', 'Please add your board certificate');
    const moves = await findAuditRows(t.db, 'application.status-changed', ofApplication(applicationId));
    expect(moves.map((row) => [row.before, row.after, row.actorId, row.ip])).toEqual([
      [{ status: 'in-review' }, { status: 'information-requested' }, admin.id, adminClient.ip],
      [{ status: 'applied' }, { status: 'in-review' }, admin.id, adminClient.ip],
    ]);
    expect(moves[0].data).toEqual({ note: 'Please add your board certificate' });

    await grantStepUp(t, doctor.token);
    resultOf(
      await asDoctor('POST', `/api/applications/${applicationId}/submit`, { attestationName: 'Dana Doctor' }),
    );
    const again = await byDoctor('application.resubmitted');
    expect([again.before, again.after]).toMatchObject([
      { status: 'information-requested' },
      { status: 'in-review' },
    ]);
  });

  it('records comments and replies with their text', async () => {
    const comment = resultOf<{ data: { _id: string } }>(
      await asAdmin('POST', '/api/comments', {
        ApplicationId: applicationId,
        section: 'B',
        message: 'Which board?',
      }),
      201,
    );
    const row = await expectOneAuditRow(t.db, {
      action: 'comment.created',
      where: ofApplication(applicationId),
      actorId: admin.id,
      ip: adminClient.ip,
    });
    expect(row.after).toEqual({ section: 'B', message: 'Which board?' });
    resultOf(
      await asDoctor('POST', '/api/replies', {
        ApplicationId: applicationId,
        CommentId: comment.data._id,
        message: 'ABIM',
      }),
      201,
    );
    expect((await byDoctor('reply.created')).after).toEqual({ message: 'ABIM' });
  });

  it("keeps every row of the application on its hospital's trail, with who, where and a value", async () => {
    const rows = await t.db.select().from(auditLog).where(ofApplication(applicationId));
    const changes = [
      'answers.saved',
      'application.created',
      'application.form-upgraded',
      'application.resubmitted',
      'application.status-changed',
      'application.submitted',
      'comment.created',
      'file.removed',
      'file.uploaded',
      'privilege.removed',
      'privilege.requested',
      'reply.created',
    ];
    expect(rows.map((row) => row.action)).toEqual(expect.arrayContaining(changes));
    for (const row of rows) {
      expect(row.hospitalId, row.action).toBe(h.hospital.id);
    }
    // A person's change says who and from where; the system's own notes (actor null) need not.
    for (const row of rows.filter((r) => changes.includes(r.action))) {
      expect([row.actorId, row.ip, row.before ?? row.after], row.action).not.toContain(null);
    }
  });
});
