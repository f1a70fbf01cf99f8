import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type {
  TApplicationDetail,
  TApplicationForm,
  TApplicationList,
  TApplicationStatusReport,
  TApplicationSummary,
} from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import { auditLog, forms, hospitalAdmins } from '@/core/db/schema';
import { createUserWithToken, expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  APPLICATION_FORM,
  COMPLETE_APPLICATION_ANSWERS,
  completeRequests,
  createHospitalWithForms,
  expectNoData,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { grantStepUp } from './helpers/factors';

/**
 * Version 2 of the application: the phone question is gone, a badge number is now required and
 * the claims question is a list instead of radio buttons (a changed question starts empty).
 */
const APPLICATION_FORM_V2: TFormDefinition = {
  sections: APPLICATION_FORM.sections.map((section) => ({
    ...section,
    items: [
      ...section.items
        .filter((item) => item.name !== 'phone')
        .map((item) => (item.name === 'hasClaims' ? { ...item, type: 'select' as const } : item)),
      ...(section.key === 'A'
        ? [{ name: 'badgeNumber', type: 'text' as const, label: 'Hospital ID badge number', required: true }]
        : []),
    ],
  })),
};

describe('moving a started form to the hospital’s newer version', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * The hospital's next version of a form, written directly (the admin's endpoints are tested on
   * their own): published now, or an admin's unpublished draft.
   */
  async function addVersion(
    h: TTestHospital,
    key: 'application' | 'survey',
    {
      version,
      definition,
      isPublished = true,
    }: { version: number; definition: TFormDefinition; isPublished?: boolean },
  ) {
    const first = h.forms.get(key);
    if (!first) {
      throw new Error(`no ${key} form`);
    }
    await t.db.insert(forms).values({
      hospitalId: h.hospital.id,
      kind: first.kind,
      key,
      title: first.title,
      version,
      definition,
      publishedAt: isPublished ? new Date() : null,
    });
  }

  async function start(h: TTestHospital) {
    const doctor = await createUserWithToken(t.db, t.config);
    const { id } = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: h.hospital.id }),
      201,
    );
    const detail = await getDetail(doctor.token, id);
    return { ...doctor, id, detail };
  }

  async function getDetail(token: string, id: string) {
    return resultOf<TApplicationDetail>(await send(t.app, 'GET', `/api/applicationDatas/${id}`, token));
  }

  const upgrade = (token: string, id: string, kind: string) =>
    send(t.app, 'POST', `/api/applications/${id}/forms/${kind}/upgrade`, token);

  async function save(
    token: string,
    responseId: string | null | undefined,
    answers: Record<string, unknown>,
  ) {
    const saved = await send(t.app, 'PUT', `/api/formsResponse/${responseId}`, token, { answers });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  /** The dashboard's figure (stored on write), read before the status report, which also stores it. */
  async function dashboardPercent(token: string, id: string) {
    const list = resultOf<TApplicationList>(
      await send(t.app, 'GET', '/api/applications/all/hospitals', token),
    );
    return list.data.find((row) => row.id === id)?.percent;
  }

  it('offers the newer published version and carries the answers whose questions remain', async () => {
    const h = await createHospitalWithForms(t.db, { minReferences: 0 });
    const doctor = await start(h);
    await save(doctor.token, doctor.detail.forms.application?.responseId, COMPLETE_APPLICATION_ANSWERS);
    expect(doctor.detail.forms.application?.newerVersion).toBeNull();
    expect(doctor.detail.forms.survey?.newerVersion).toBeNull();

    await addVersion(h, 'application', { version: 2, definition: APPLICATION_FORM_V2 });
    // An admin's draft after it is never offered: the latest published version is.
    await addVersion(h, 'application', { version: 3, definition: APPLICATION_FORM, isPublished: false });
    const offered = await getDetail(doctor.token, doctor.id);
    expect(offered.forms.application).toMatchObject({ newerVersion: 2, form: { version: 1 } });
    expect(offered.forms.survey?.newerVersion).toBeNull();
    const before = await dashboardPercent(doctor.token, doctor.id);

    const moved = resultOf<TApplicationForm>(await upgrade(doctor.token, doctor.id, 'application'));
    const { phone: _phone, hasClaims: _hasClaims, ...kept } = COMPLETE_APPLICATION_ANSWERS;
    expect(moved).toMatchObject({
      responseId: doctor.detail.forms.application?.responseId,
      form: { version: 2, title: 'Application' },
      answers: kept,
      newerVersion: null,
    });
    expect(Object.keys(moved.answers).sort()).toEqual(Object.keys(kept).sort());
    expect(moved.completeness.missing.map((item) => item.path)).toEqual(['badgeNumber', 'hasClaims']);

    const after = await getDetail(doctor.token, doctor.id);
    expect(after.forms.application).toEqual(moved);
    // The new required question lowers the dashboard's figure at once, to the report's figure.
    const percent = await dashboardPercent(doctor.token, doctor.id);
    expect(percent).toBeLessThan(before ?? 0);
    const report = resultOf<TApplicationStatusReport>(
      await send(t.app, 'GET', `/api/formsResponse/status?applicationId=${doctor.id}`, doctor.token),
    );
    expect(percent).toBe(report.percent);
    expect(report.application.missing.map((item) => item.path)).toEqual(['badgeNumber', 'hasClaims']);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.form-upgraded'), eq(auditLog.actorId, doctor.user.id)))
      .orderBy(desc(auditLog.createdAt));
    expect(audit?.data).toEqual({
      applicationId: doctor.id,
      kind: 'application',
      fromVersion: 1,
      toVersion: 2,
    });

    // Already on the latest: nothing to move, for the application and the untouched survey alike.
    for (const kind of ['application', 'survey']) {
      const refused = expectError(await upgrade(doctor.token, doctor.id, kind), 409, 'CONFLICT');
      expect(refused.message).toBe('This form is already the latest version');
    }
  });

  it('moves the survey on its own and drops the answer whose question was renamed', async () => {
    const h = await createHospitalWithForms(t.db, { minReferences: 0 });
    const doctor = await start(h);
    await save(doctor.token, doctor.detail.forms.survey?.responseId, { unit: 'Cardiology ward' });
    const renamed: TFormDefinition = {
      sections: [
        {
          key: 'S',
          title: 'Survey',
          items: [{ name: 'ward', type: 'text', label: 'Preferred ward', required: true }],
        },
      ],
    };
    await addVersion(h, 'survey', { version: 2, definition: renamed });
    const offered = await getDetail(doctor.token, doctor.id);
    expect(offered.forms.survey?.newerVersion).toBe(2);
    expect(offered.forms.application?.newerVersion).toBeNull();

    const moved = resultOf<TApplicationForm>(await upgrade(doctor.token, doctor.id, 'survey'));
    expect(moved).toMatchObject({ form: { kind: 'survey', version: 2 }, answers: {}, newerVersion: null });
    expect((await getDetail(doctor.token, doctor.id)).forms.application?.form.version).toBe(1);
  });

  it('answers another doctor, an unknown application and an unknown kind without data', async () => {
    const h = await createHospitalWithForms(t.db, { minReferences: 0 });
    const owner = await start(h);
    await addVersion(h, 'application', { version: 2, definition: APPLICATION_FORM_V2 });
    const stranger = await createUserWithToken(t.db, t.config);
    expectNoData(await upgrade(stranger.token, owner.id, 'application'), 404);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expectNoData(await upgrade(owner.token, id, 'application'), 404);
    }
    for (const kind of ['privilege', 'reference', 'nonsense']) {
      const refused = expectError(await upgrade(owner.token, owner.id, kind), 400, 'VALIDATION');
      expect(refused.fields).toEqual({ kind: 'Not found' });
    }
    expect(
      (await send(t.app, 'POST', `/api/applications/${owner.id}/forms/application/upgrade`)).statusCode,
    ).toBe(401);
    // None of it moved the owner's form.
    expect((await getDetail(owner.token, owner.id)).forms.application).toMatchObject({
      newerVersion: 2,
      form: { version: 1 },
    });
  });

  it('keeps a submitted application on its version until the hospital asks for information', async () => {
    const h = await createHospitalWithForms(t.db, { minReferences: 0 });
    const doctor = await start(h);
    const { application, survey } = doctor.detail.forms;
    await save(doctor.token, application?.responseId, COMPLETE_APPLICATION_ANSWERS);
    await save(doctor.token, survey?.responseId, { unit: 'Cardiology ward' });
    await send(t.app, 'POST', '/api/privileges', doctor.token, {
      applicationId: doctor.id,
      privilegeId: h.privileges.admitting.id,
    });
    await completeRequests(t.db, doctor.id, 0);
    await grantStepUp(t, doctor.token);
    const submitted = await send(t.app, 'POST', `/api/applications/${doctor.id}/submit`, doctor.token, {
      attestationName: 'Test User',
    });
    expect(resultOf<TApplicationSummary>(submitted).status).toBe('applied');

    await addVersion(h, 'application', { version: 2, definition: APPLICATION_FORM_V2 });
    expect((await getDetail(doctor.token, doctor.id)).forms.application).toMatchObject({
      newerVersion: null,
      form: { version: 1 },
    });
    expectError(await upgrade(doctor.token, doctor.id, 'application'), 409, 'CONFLICT');

    // The hospital reopens it: the doctor may now move to the newer version.
    const admin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    await t.db.insert(hospitalAdmins).values({ hospitalId: h.hospital.id, userId: admin.user.id });
    for (const status of ['in-review', 'information-requested']) {
      const decided = await send(t.app, 'POST', `/api/admin/applications/${doctor.id}/status`, admin.token, {
        status,
        note: 'Please add your badge number',
      });
      expect(decided.statusCode, decided.body).toBe(200);
    }
    expect((await getDetail(doctor.token, doctor.id)).forms.application?.newerVersion).toBe(2);
    const moved = resultOf<TApplicationForm>(await upgrade(doctor.token, doctor.id, 'application'));
    expect(moved.form.version).toBe(2);
  });
});
