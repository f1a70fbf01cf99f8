import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TApplicationDetail, TApplicationStatusReport, TApplicationSummary } from '@docapply/contracts';
import { applications, hospitalAdmins, hospitals, mailOutbox } from '@/core/db/schema';
import { transitionApplication } from '@/modules/applications/transition';
import { createUserWithToken, expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  COMPLETE_APPLICATION_ANSWERS,
  completeRequests,
  createHospitalWithForms,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { STEP_UP_SUBJECT, grantStepUp } from './helpers/factors';

describe('applications', () => {
  let t: TTestApp;
  let h: TTestHospital;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db, { minReferences: 2 });
  });
  afterAll(async () => {
    await t.close();
  });

  async function startApplication(token: string, hospitalId = h.hospital.id) {
    return resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', token, { hospitalId }),
      201,
    );
  }
  async function getDetail(token: string, id: string) {
    return resultOf<TApplicationDetail>(await send(t.app, 'GET', `/api/applicationDatas/${id}`, token));
  }
  async function mailsTo(email: string) {
    return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  }

  it('creates a draft with its application and survey responses, and returns the open one again', async () => {
    const { token } = await createUserWithToken(t.db, t.config);
    const created = await startApplication(token);
    expect(created).toMatchObject({
      hospitalId: h.hospital.id,
      hospitalName: h.hospital.name,
      status: 'draft',
      submittedAt: null,
    });
    expect(created.percent).toBeLessThan(100);
    expect(created.nextAction).toMatch(/^Complete your application/);
    const again = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', token, { hospitalId: h.hospital.id }),
    );
    expect(again.id).toBe(created.id);
    const detail = await getDetail(token, created.id);
    expect(detail.forms.application?.responseId).toEqual(expect.any(String));
    expect(detail.forms.survey?.form.title).toBe('Staff survey');
    expect(detail.isEditable).toBe(true);
    expect(detail.history).toEqual([
      expect.objectContaining({
        from: null,
        to: 'draft',
        actorName: 'Test User',
        note: 'Application started',
      }),
    ]);
  });

  it('pre-fills profile answers the doctor gave another hospital', async () => {
    const { token } = await createUserWithToken(t.db, t.config);
    const first = await startApplication(token);
    const detail = await getDetail(token, first.id);
    const saved = await send(
      t.app,
      'PUT',
      `/api/formsResponse/${detail.forms.application?.responseId}`,
      token,
      {
        answers: COMPLETE_APPLICATION_ANSWERS,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const other = await createHospitalWithForms(t.db);
    const second = await startApplication(token, other.hospital.id);
    const answers = (await getDetail(token, second.id)).forms.application?.answers;
    // Profile-keyed answers travel; the rest (claims, attestation) does not.
    expect(answers).toEqual({
      legalName: 'Alex Rivera',
      npi: '1234567893',
      phone: '+1 212-555-0100',
      licences: COMPLETE_APPLICATION_ANSWERS.licences,
    });
  });

  it('applies to a seeded demo hospital with its real forms', async () => {
    const { token } = await createUserWithToken(t.db, t.config);
    const [riverside] = await t.db.select().from(hospitals).where(eq(hospitals.slug, 'riverside-general'));
    const created = await startApplication(token, riverside.id);
    const detail = await getDetail(token, created.id);
    expect(detail.forms.application?.form.definition.sections.map((s) => s.key)).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
    expect(detail.forms.survey).not.toBeNull();
    const report = resultOf<TApplicationStatusReport>(
      await send(t.app, 'GET', `/api/formsResponse/status?applicationId=${created.id}`, token),
    );
    expect(report.canSubmit).toBe(false);
    expect(report.application.missing.length).toBeGreaterThan(5);
    expect(report.references.required).toBe(riverside.minReferences);
    const catalogue = resultOf<{ data: { privileges: { id: string; formId: string | null }[] }[] }>(
      await send(t.app, 'GET', `/api/privileges/all?hospitalId=${riverside.id}`, token),
    );
    const first = catalogue.data[0].privileges[0];
    const picked = resultOf<{ formId: string | null; percent: number }>(
      await send(t.app, 'POST', '/api/privileges', token, {
        applicationId: created.id,
        privilegeId: first.id,
      }),
      201,
    );
    expect(picked.formId).toBe(first.formId);
  });

  it('refuses a closed or unknown hospital and bad input', async () => {
    const { token } = await createUserWithToken(t.db, t.config);
    const closed = await createHospitalWithForms(t.db, { isOpen: false });
    const refused = await send(t.app, 'POST', '/api/applications', token, { hospitalId: closed.hospital.id });
    expectError(refused, 409, 'CONFLICT');
    const unknown = await send(t.app, 'POST', '/api/applications', token, {
      hospitalId: '00000000-0000-4000-8000-000000000000',
    });
    expectError(unknown, 404, 'NOT_FOUND');
    const bad = expectError(
      await send(t.app, 'POST', '/api/applications', token, { hospitalId: 'nope' }),
      400,
      'VALIDATION',
    );
    expect(bad.fields).toEqual({ hospitalId: 'Invalid hospital' });
    const extra = expectError(
      await send(t.app, 'POST', '/api/applications', token, {
        hospitalId: h.hospital.id,
        status: 'approved',
      }),
      400,
    );
    expect(extra.fields).toEqual({ status: 'Unknown field' });
  });

  it('lists, finds by hospital and searches the doctor’s applications newest first', async () => {
    const { token } = await createUserWithToken(t.db, t.config);
    const others = [await createHospitalWithForms(t.db), await createHospitalWithForms(t.db)];
    const a = await startApplication(token);
    const b = await startApplication(token, others[0].hospital.id);
    const c = await startApplication(token, others[1].hospital.id);
    await t.db.update(applications).set({ status: 'in-review' }).where(eq(applications.id, b.id));

    const all = resultOf<{ data: TApplicationSummary[] }>(
      await send(t.app, 'GET', '/api/applications/all/hospitals', token),
    );
    expect(all.data.map((x) => x.id)).toEqual([c.id, b.id, a.id]);

    const byHospital = await send(
      t.app,
      'GET',
      `/api/applications/getApplicationByType?hospitalId=${h.hospital.id}`,
      token,
    );
    expect(resultOf<TApplicationSummary>(byHospital).id).toBe(a.id);
    const none = await send(
      t.app,
      'GET',
      `/api/applications/getApplicationByType?hospitalId=${(await createHospitalWithForms(t.db)).hospital.id}`,
      token,
    );
    expect(resultOf(none)).toBeNull();

    const search = (query: string) =>
      send(t.app, 'GET', `/api/applications/search?${query}`, token).then((r) =>
        resultOf<{ data: TApplicationSummary[]; total: number; page: number; pageSize: number }>(r),
      );
    const page2 = await search('page=2&pageSize=2');
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.data.map((x) => x.id)).toEqual([a.id]);
    const drafts = await search('status=draft,applied');
    expect(drafts.data.map((x) => x.id)).toEqual([c.id, a.id]);
    const reviewing = await search('status=in-review');
    expect(reviewing.data).toEqual([
      expect.objectContaining({ id: b.id, status: 'in-review', percent: 100 }),
    ]);
    expect((await search(`hospitalId=${others[1].hospital.id}`)).data.map((x) => x.id)).toEqual([c.id]);
    const byName = await search(`q=${encodeURIComponent(others[0].hospital.name.slice(-8).toUpperCase())}`);
    expect(byName.data.map((x) => x.id)).toEqual([b.id]);
    expect((await search('q=%25')).total).toBe(0);

    const badStatus = expectError(
      await send(t.app, 'GET', '/api/applications/search?status=draft,nope', token),
      400,
    );
    expect(Object.keys(badStatus.fields ?? {})).toEqual(['status.1']);
    expectError(await send(t.app, 'GET', '/api/applications/search?pageSize=1000', token), 400, 'VALIDATION');
  });

  it('refuses an incomplete submit with the list, then submits, emails and locks the application', async () => {
    const { user, token } = await createUserWithToken(t.db, t.config);
    const { user: admin } = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    await t.db.insert(hospitalAdmins).values({ hospitalId: h.hospital.id, userId: admin.id });
    const created = await startApplication(token);
    const submit = (attestationName: string) =>
      send(t.app, 'POST', `/api/applications/${created.id}/submit`, token, { attestationName });

    const empty = expectError(await submit(''), 400, 'VALIDATION');
    expect(empty.fields).toEqual({ attestationName: 'Required' });
    const wrongName = expectError(await submit('Someone Else'), 400, 'VALIDATION');
    expect(Object.keys(wrongName.fields ?? {})).toEqual(['attestationName']);

    const incomplete = expectError(await submit('test user'), 400, 'INCOMPLETE');
    expect(incomplete.fields).toMatchObject({
      'application.legalName': 'Section A: Legal name',
      'application.licences': 'Section B: State licence',
      'survey.unit': 'Survey: Preferred unit',
      privileges: 'Pick at least one privilege',
      references: '0 of 2 reference requests sent',
      coverage: 'Name a covering physician',
    });
    expect(incomplete.message).toMatch(/^Your application is not complete yet: Application section A/);

    const detail = await getDetail(token, created.id);
    await send(t.app, 'PUT', `/api/formsResponse/${detail.forms.application?.responseId}`, token, {
      answers: COMPLETE_APPLICATION_ANSWERS,
    });
    await send(t.app, 'PUT', `/api/formsResponse/${detail.forms.survey?.responseId}`, token, {
      answers: { unit: 'Cardiology ward' },
    });
    const picked = resultOf<{ formResponseId: string }>(
      await send(t.app, 'POST', '/api/privileges', token, {
        applicationId: created.id,
        privilegeId: h.privileges.cath.id,
      }),
      201,
    );
    const stillMissing = expectError(await submit('Test User'), 400, 'INCOMPLETE');
    expect(stillMissing.fields).toEqual({
      privileges: 'Complete the form of: Cardiac catheterisation',
      references: '0 of 2 reference requests sent',
      coverage: 'Name a covering physician',
    });
    await send(t.app, 'PUT', `/api/formsResponse/${picked.formResponseId}`, token, {
      answers: { cases: '60' },
    });
    await completeRequests(t.db, created.id, 2);

    const status = resultOf<{ canSubmit: boolean; missing: string[] }>(
      await send(t.app, 'GET', `/api/formsResponse/status?applicationId=${created.id}`, token),
    );
    expect(status).toMatchObject({ canSubmit: true, missing: [] });

    // Complete, but the signature needs a fresh second factor: refused, nothing changes.
    const unconfirmed = expectError(await submit('Test User'), 403, 'STEP_UP_REQUIRED');
    expect(unconfirmed.message).toBe('Confirm it is you before you sign: enter a code or use your passkey.');
    expect((await getDetail(token, created.id)).isEditable).toBe(true);
    await grantStepUp(t, token);

    const before = Date.now();
    const submitted = resultOf<TApplicationSummary>(await submit('  TEST   user '));
    expect(submitted).toMatchObject({ id: created.id, status: 'applied', percent: 100 });
    expect(Date.parse(submitted.submittedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const after = await getDetail(token, created.id);
    expect(after.isEditable).toBe(false);
    expect(after.attestation).toEqual({ name: 'TEST   user', signedAt: submitted.submittedAt });
    expect(after.history.map((x) => [x.from, x.to, x.actorName])).toEqual([
      [null, 'draft', 'Test User'],
      ['draft', 'applied', 'Test User'],
    ]);
    // The doctor sees the state of each request, never the answers.
    expect(after.references).toHaveLength(2);
    expect(after.references[0]).not.toHaveProperty('answers');
    expect(after.coverage).toMatchObject({ state: 'completed' });
    expect(JSON.stringify(after)).not.toContain('Excellent doctor');

    const [confirmation] = (await mailsTo(user.email)).filter((mail) => mail.subject !== STEP_UP_SUBJECT);
    expect(confirmation.subject).toBe(`Your application to ${h.hospital.name} was submitted`);
    const [notice] = await mailsTo(admin.email);
    expect(notice.subject).toBe('New application: Test User');
    expect(notice.text).toContain(`${t.config.ADMIN_URL}applications/${created.id}`);

    const edit = await send(t.app, 'PUT', `/api/formsResponse/${detail.forms.survey?.responseId}`, token, {
      answers: { unit: 'Changed' },
    });
    expect(expectError(edit, 409, 'CONFLICT').message).toBe('This application can no longer be edited');
    // A second click (or a retried request) answers with the state the first one made, once.
    const again = resultOf<TApplicationSummary>(await submit('Test User'));
    expect(again).toMatchObject({ id: created.id, status: 'applied', submittedAt: submitted.submittedAt });
    expect((await mailsTo(user.email)).filter((mail) => mail.subject !== STEP_UP_SUBJECT)).toHaveLength(1);
    // A new application at the same hospital returns the open one.
    expect(
      resultOf<TApplicationSummary>(
        await send(t.app, 'POST', '/api/applications', token, { hospitalId: h.hospital.id }),
      ).id,
    ).toBe(created.id);

    // information-requested (set by the admin side) opens it again; the resubmission goes to in-review.
    await transitionApplication(t.db, { applicationId: created.id, to: 'in-review', actorId: admin.id });
    // Once the hospital has moved it, a submit is no repeat: refused.
    expectError(await submit('Test User'), 409, 'CONFLICT');
    await expect(
      transitionApplication(t.db, { applicationId: created.id, to: 'approved', actorId: admin.id }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    await transitionApplication(t.db, {
      applicationId: created.id,
      to: 'information-requested',
      actorId: admin.id,
      note: 'Please update the survey',
    });
    const reopened = await send(
      t.app,
      'PUT',
      `/api/formsResponse/${detail.forms.survey?.responseId}`,
      token,
      {
        answers: { unit: 'Cardiac ICU' },
      },
    );
    expect(reopened.statusCode, reopened.body).toBe(200);
    // A double click on Resubmit: both requests answer in-review, and it happens once.
    await grantStepUp(t, token);
    const [resubmitted, twice] = await Promise.all([submit('Test User'), submit('Test User')]);
    expect(resultOf<TApplicationSummary>(resubmitted).status).toBe('in-review');
    expect(resultOf<TApplicationSummary>(twice).status).toBe('in-review');
    const final = await getDetail(token, created.id);
    expect(final.forms.survey?.answers).toEqual({ unit: 'Cardiac ICU' });
    expect(final.history.map((x) => [x.from, x.to, x.note])).toEqual([
      [null, 'draft', 'Application started'],
      ['draft', 'applied', 'Submitted by the doctor'],
      ['applied', 'in-review', null],
      ['in-review', 'information-requested', 'Please update the survey'],
      ['information-requested', 'in-review', 'Resubmitted by the doctor'],
    ]);
    expect((await mailsTo(admin.email)).map((m) => m.subject)).toContain(
      'Application resubmitted: Test User',
    );
  });

  it('refuses every transition the status machine does not allow', async () => {
    const { user, token } = await createUserWithToken(t.db, t.config);
    const created = await startApplication(token);
    const move = (to: Parameters<typeof transitionApplication>[1]['to']) =>
      transitionApplication(t.db, { applicationId: created.id, to, actorId: user.id });
    for (const to of [
      'in-review',
      'information-requested',
      'finalise',
      'approved',
      'rejected',
      'draft',
    ] as const) {
      await expect(move(to)).rejects.toMatchObject({ statusCode: 409 });
    }
    const [row] = await t.db.select().from(applications).where(eq(applications.id, created.id));
    expect(row.status).toBe('draft');
    expect((await getDetail(token, created.id)).history).toHaveLength(1);
  });

  it('answers 401 without a session and 403 to a non-doctor', async () => {
    expectError(await send(t.app, 'GET', '/api/applications/all/hospitals'), 401, 'UNAUTHORIZED');
    expectError(
      await send(t.app, 'POST', '/api/applications', undefined, { hospitalId: h.hospital.id }),
      401,
    );
    const { token } = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    expectError(await send(t.app, 'GET', '/api/applications/all/hospitals', token), 403, 'FORBIDDEN');
  });
});
