import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  TAdminApplicationReview,
  TAdminQueuePage,
  TAdminResendResponse,
  TAdminStatusCounts,
  TApplicationDetail,
  TApplicationStatus,
  TApplicationSummary,
} from '@docapply/contracts';
import {
  alternativeCoverage,
  applications,
  hospitalAdmins,
  mailOutbox,
  references,
  users,
} from '@/core/db/schema';
import { createUserWithToken, expectError } from './helpers/auth';
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
import { verifyChecklist } from './verification-fixtures';
import { grantStepUp } from './helpers/factors';

describe('the hospital admin’s applications', () => {
  let t: TTestApp;
  let h1: TTestHospital;
  let h2: TTestHospital;
  let admin1: Awaited<ReturnType<typeof createUserWithToken>>;

  async function createAdmin(hospitalIds: string[], firstName = 'Test') {
    const admin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    await t.db.update(users).set({ firstName, lastName: 'Admin' }).where(eq(users.id, admin.user.id));
    for (const hospitalId of hospitalIds) {
      await t.db.insert(hospitalAdmins).values({ hospitalId, userId: admin.user.id });
    }
    return admin;
  }

  /** An application written directly, in any status (submitted unless draft), with one open reference. */
  async function insertApplication(hospitalId: string, status: TApplicationStatus = 'applied') {
    const { user } = await createUserWithToken(t.db, t.config);
    const [row] = await t.db
      .insert(applications)
      .values({ doctorId: user.id, hospitalId, status, submittedAt: status === 'draft' ? null : new Date() })
      .returning();
    const [reference] = await t.db
      .insert(references)
      .values({ applicationId: row.id, name: 'Ref', email: `ref.${row.id}@example.com`, state: 'sent' })
      .returning();
    return { id: row.id, doctor: user, referenceId: reference.id };
  }

  async function mailsTo(email: string) {
    return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.createdAt);
  }
  const decide = (token: string, id: string, body: Record<string, unknown>) =>
    send(t.app, 'POST', `/api/admin/applications/${id}/status`, token, body);

  beforeAll(async () => {
    t = await createTestApp();
    h1 = await createHospitalWithForms(t.db, { minReferences: 2 });
    h2 = await createHospitalWithForms(t.db, { minReferences: 2 });
    admin1 = await createAdmin([h1.hospital.id], 'Maria');
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes an application from submission to approval, with history, notes and emails', async () => {
    const doctor = await createUserWithToken(t.db, t.config);
    const started = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: h1.hospital.id }),
      201,
    );
    const id = started.id;
    const draft = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${id}`, doctor.token),
    );
    // A draft is the doctor's alone.
    expectNoData(await send(t.app, 'GET', `/api/admin/applications/${id}`, admin1.token), 404);
    await send(t.app, 'PUT', `/api/formsResponse/${draft.forms.application?.responseId}`, doctor.token, {
      answers: COMPLETE_APPLICATION_ANSWERS,
    });
    await send(t.app, 'PUT', `/api/formsResponse/${draft.forms.survey?.responseId}`, doctor.token, {
      answers: { unit: 'Cardiology ward' },
    });
    await send(t.app, 'POST', '/api/privileges', doctor.token, {
      applicationId: id,
      privilegeId: h1.privileges.admitting.id,
    });
    await completeRequests(t.db, id, 2);
    const submit = () =>
      send(t.app, 'POST', `/api/applications/${id}/submit`, doctor.token, { attestationName: 'Test User' });
    await grantStepUp(t, doctor.token);
    expect(resultOf<TApplicationSummary>(await submit()).status).toBe('applied');

    const queue = resultOf<TAdminQueuePage>(
      await send(t.app, 'GET', `/api/admin/applications?q=${doctor.user.email}`, admin1.token),
    );
    expect(queue.data).toEqual([
      {
        id,
        hospitalId: h1.hospital.id,
        hospitalName: h1.hospital.name,
        status: 'applied',
        doctor: { id: doctor.user.id, name: 'Test User', email: doctor.user.email },
        submittedAt: expect.any(String),
        updatedAt: expect.any(String),
        assignee: null,
        flagCount: 0,
        kind: 'initial',
        lapsedOn: null,
        // The checklist built on submission: NPI, one licence, education, malpractice, OIG, SAM…
        verification: { done: 0, total: expect.any(Number) },
        exclusionAlert: false,
        // Not in a decision route (this hospital has none).
        routeStep: null,
      },
    ]);
    expect(queue.data[0].verification?.total).toBeGreaterThanOrEqual(6);

    const review = resultOf<TAdminApplicationReview>(
      await send(t.app, 'GET', `/api/admin/applications/${id}`, admin1.token),
    );
    expect(review).toMatchObject({
      id,
      status: 'applied',
      doctor: { id: doctor.user.id, name: 'Test User', email: doctor.user.email, phone: null },
      allowedTransitions: ['in-review'],
      attestation: { name: 'Test User' },
      referenceForm: { kind: 'reference', title: 'Reference' },
      coverageForm: { kind: 'coverage', title: 'Coverage' },
    });
    expect(review.forms.application?.answers).toMatchObject({ legalName: 'Alex Rivera' });
    expect(review.privileges.map((p) => p.name)).toEqual(['Admitting']);
    // The hospital sees what the doctor never does: the references' answers.
    expect(review.references.map((r) => [r.state, r.answers])).toEqual([
      ['completed', { ok: 'Excellent doctor' }],
      ['completed', { ok: 'Excellent doctor' }],
    ]);
    expect(review.coverage?.answers).toEqual({ ok: 'Excellent doctor' });

    const toReview = resultOf<TAdminApplicationReview>(
      await decide(admin1.token, id, { status: 'in-review', note: '  Starting the review  ' }),
    );
    expect(toReview).toMatchObject({ status: 'in-review' });
    expect(toReview.allowedTransitions).toEqual(['information-requested', 'finalise', 'rejected']);
    await decide(admin1.token, id, { status: 'information-requested', note: 'Please update the survey' });
    // While the doctor holds it, the hospital cannot move it (the resubmission is the doctor's).
    const held = resultOf<TAdminApplicationReview>(
      await send(t.app, 'GET', `/api/admin/applications/${id}`, admin1.token),
    );
    expect(held.allowedTransitions).toEqual([]);
    expect(
      expectError(await decide(admin1.token, id, { status: 'in-review' }), 409, 'CONFLICT').message,
    ).toBe('Only the doctor can move the application to this status.');

    await grantStepUp(t, doctor.token);
    expect(resultOf<TApplicationSummary>(await submit()).status).toBe('in-review');
    const inReview = resultOf<TAdminQueuePage>(
      await send(t.app, 'GET', '/api/admin/applications?status=in-review', admin1.token),
    );
    expect(inReview.data.find((row) => row.id === id)?.status).toBe('in-review');
    expect((await mailsTo(admin1.user.email)).map((m) => m.subject)).toEqual([
      'New application: Test User',
      'Application resubmitted: Test User',
    ]);

    await verifyChecklist(t, admin1.token, id);
    await decide(admin1.token, id, { status: 'finalise', note: '' });
    const approved = resultOf<TAdminApplicationReview>(
      await decide(admin1.token, id, { status: 'approved', note: 'Welcome to the staff' }),
    );
    expect(approved.status).toBe('approved');
    expect(approved.allowedTransitions).toEqual([]);
    expect(approved.history.map((x) => [x.from, x.to, x.actorName, x.note])).toEqual([
      [null, 'draft', 'Test User', 'Application started'],
      ['draft', 'applied', 'Test User', 'Submitted by the doctor'],
      ['applied', 'in-review', 'Maria Admin', 'Starting the review'],
      ['in-review', 'information-requested', 'Maria Admin', 'Please update the survey'],
      ['information-requested', 'in-review', 'Test User', 'Resubmitted by the doctor'],
      ['in-review', 'finalise', 'Maria Admin', null],
      ['finalise', 'approved', 'Maria Admin', 'Welcome to the staff'],
      // The approval's appointment (issue 14).
      [null, 'approved', 'Maria Admin', expect.stringMatching(/^Appointment recorded from /)],
    ]);
    // The doctor sees the same history on their side.
    const doctorView = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${id}`, doctor.token),
    );
    expect(doctorView.history).toEqual(approved.history);

    const decisions = (await mailsTo(doctor.user.email)).filter((m) => m.subject.includes(': '));
    expect(decisions.map((m) => m.subject)).toEqual([
      `Your application to ${h1.hospital.name}: In review`,
      `Your application to ${h1.hospital.name}: Information requested`,
      `Your application to ${h1.hospital.name}: Final review`,
      `Your application to ${h1.hospital.name}: Approved`,
    ]);
    for (const mail of decisions) {
      expect(mail.text).toContain(`${t.config.DOCTOR_URL}my/application/${id}`);
      expect(mail.text).toContain(h1.hospital.name);
    }
    expect(decisions[0].text).toContain('Starting the review');
    expect(decisions[1].text).toContain('Please update the survey');
    expect(decisions[2].text).not.toContain('Their note');

    for (const status of ['rejected', 'in-review', 'finalise', 'approved', 'draft'] as const) {
      expectError(await decide(admin1.token, id, { status }), 409, 'CONFLICT');
    }
  });

  it('refuses moves outside the status machine and the doctor’s own moves with 409', async () => {
    const applied = await insertApplication(h1.hospital.id, 'applied');
    for (const status of [
      'finalise',
      'approved',
      'rejected',
      'information-requested',
      'applied',
      'draft',
    ] as const) {
      expectError(await decide(admin1.token, applied.id, { status }), 409, 'CONFLICT');
    }
    const [row] = await t.db.select().from(applications).where(eq(applications.id, applied.id));
    expect(row.status).toBe('applied');
    expect(await mailsTo(applied.doctor.email)).toEqual([]);

    const rejected = await insertApplication(h1.hospital.id, 'finalise');
    resultOf(await decide(admin1.token, rejected.id, { status: 'rejected', note: 'Not this year' }));
    expectError(await decide(admin1.token, rejected.id, { status: 'approved' }), 409, 'CONFLICT');

    const bad = await decide(admin1.token, applied.id, { status: 'in-review', note: 'x'.repeat(2001) });
    expect(expectError(bad, 400, 'VALIDATION').fields).toHaveProperty('note');
    expectError(await decide(admin1.token, applied.id, { status: 'done' }), 400, 'VALIDATION');
    expectError(await decide(admin1.token, applied.id, { status: 'in-review', extra: 1 }), 400, 'VALIDATION');
  });

  it('shows an admin of hospital 1 nothing of hospital 2: no list, counts, review, decision or resend', async () => {
    const other = await insertApplication(h2.hospital.id, 'in-review');
    const own = await insertApplication(h1.hospital.id, 'in-review');
    const draft = await insertApplication(h1.hospital.id, 'draft');
    const token = admin1.token;

    const all = resultOf<TAdminQueuePage>(
      await send(t.app, 'GET', '/api/admin/applications?limit=100', token),
    );
    const ids = all.data.map((row) => row.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    expect(ids).not.toContain(draft.id);
    expect(all.data.every((row) => row.hospitalId === h1.hospital.id)).toBe(true);
    expect(
      resultOf<TAdminQueuePage>(
        await send(t.app, 'GET', `/api/admin/applications?hospitalId=${h2.hospital.id}`, token),
      ),
    ).toEqual({ data: [], nextCursor: null, total: 0 });
    const counts = resultOf<TAdminStatusCounts>(
      await send(t.app, 'GET', `/api/admin/applications/counts?hospitalId=${h2.hospital.id}`, token),
    );
    expect(counts.total).toBe(0);
    expect(Object.values(counts.data).every((n) => n === 0)).toBe(true);

    expectNoData(await send(t.app, 'GET', `/api/admin/applications/${other.id}`, token), 404);
    expectNoData(await send(t.app, 'GET', `/api/admin/applications/${draft.id}`, token), 404);
    expectNoData(await send(t.app, 'GET', '/api/admin/applications/not-a-uuid', token), 404);
    expectNoData(await decide(token, other.id, { status: 'rejected' }), 404);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, other.id));
    expect(row.status).toBe('in-review');
    expect(await mailsTo(other.doctor.email)).toEqual([]);

    const resend = (appId: string, requestId: string) =>
      send(t.app, 'POST', `/api/admin/applications/${appId}/references/${requestId}/resend`, token);
    expectNoData(await resend(other.id, other.referenceId), 404);
    // Another application's request through one's own application is missing too.
    expectNoData(await resend(own.id, other.referenceId), 404);
    expect(await mailsTo(`ref.${other.id}@example.com`)).toEqual([]);

    // An admin of hospital 2 sees it.
    const admin2 = await createAdmin([h2.hospital.id]);
    const review = resultOf<TAdminApplicationReview>(
      await send(t.app, 'GET', `/api/admin/applications/${other.id}`, admin2.token),
    );
    expect(review.hospital.id).toBe(h2.hospital.id);
  });

  it('resends an unanswered reference or coverage request, not an answered one', async () => {
    const app = await insertApplication(h1.hospital.id, 'in-review');
    const referee = `ref.${app.id}@example.com`;
    const resent = resultOf<TAdminResendResponse>(
      await send(
        t.app,
        'POST',
        `/api/admin/applications/${app.id}/references/${app.referenceId}/resend`,
        admin1.token,
      ),
    );
    expect(resent).toMatchObject({ data: { id: app.referenceId, state: 'sent', answers: null } });
    expect(resent.message).toBe('The request was sent again.');
    const [mail] = await mailsTo(referee);
    expect(mail.text).toContain(`${t.config.DOCTOR_URL}redirect?c=`);

    const [coverage] = await t.db
      .insert(alternativeCoverage)
      .values({
        applicationId: app.id,
        name: 'Cover',
        email: `cover.${app.id}@example.com`,
        state: 'completed',
      })
      .returning();
    const resendCoverage = await send(
      t.app,
      'POST',
      `/api/admin/applications/${app.id}/coverage/${coverage.id}/resend`,
      admin1.token,
    );
    expectError(resendCoverage, 409, 'CONFLICT');
    await t.db
      .update(alternativeCoverage)
      .set({ state: 'opened' })
      .where(eq(alternativeCoverage.id, coverage.id));
    resultOf(
      await send(
        t.app,
        'POST',
        `/api/admin/applications/${app.id}/coverage/${coverage.id}/resend`,
        admin1.token,
      ),
    );
    expect(await mailsTo(coverage.email)).toHaveLength(1);
    // A reference id on the coverage route names nothing.
    expectNoData(
      await send(
        t.app,
        'POST',
        `/api/admin/applications/${app.id}/coverage/${app.referenceId}/resend`,
        admin1.token,
      ),
      404,
    );
  });

  it('refuses every admin endpoint to doctors (403), platform admins (403) and anonymous callers (401)', async () => {
    const app = await insertApplication(h1.hospital.id, 'in-review');
    const doctor = await createUserWithToken(t.db, t.config);
    const platform = await createUserWithToken(t.db, t.config, { roles: ['platform_admin'] });
    const calls: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/api/admin/applications'],
      ['GET', '/api/admin/applications/counts'],
      ['GET', `/api/admin/applications/${app.id}`],
      ['POST', `/api/admin/applications/${app.id}/status`, { status: 'finalise' }],
      ['POST', `/api/admin/applications/${app.id}/references/${app.referenceId}/resend`],
      ['POST', `/api/admin/applications/${app.id}/coverage/${app.referenceId}/resend`],
    ];
    for (const [method, url, body] of calls) {
      expectError(await send(t.app, method, url, undefined, body), 401, 'UNAUTHORIZED');
      expectError(await send(t.app, method, url, doctor.token, body), 403, 'FORBIDDEN');
      expectError(await send(t.app, method, url, platform.token, body), 403, 'FORBIDDEN');
    }
    const [row] = await t.db.select().from(applications).where(eq(applications.id, app.id));
    expect(row.status).toBe('in-review');
  });
});
